/** POST /rest/vicimsg (the menu message ids) and GET /api/remotes. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { MenuMessageId } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { Envelope, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { SIGNED_IN } from '../../http/routeConfig';
import { sessionOf } from '../auth/guard';
import { MenuBody, MenuItemSchema, RemoteDescriptorSchema } from './schemas';
import { menuTree, remotesOf } from './service';

const MENU_MESSAGES: readonly MenuMessageId[] = [
  'getAdminMenuByUseridAndDeptid',
  'getDevMenuByUseridAndDeptid',
  'getHomeMenuByUseridAndDeptid',
];

export const menuRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = ctx;

  app.post(
    '/rest/vicimsg',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['menus'],
        body: MenuBody,
        response: { 200: Envelope(Type.Object({ menus: Type.Array(MenuItemSchema) })) },
      },
    },
    async (request) => {
      const { msgid, data } = request.body;
      if (!(MENU_MESSAGES as readonly string[]).includes(msgid)) throw refused('unknownMenuMessage', { msgid });
      if (typeof data === 'string' && data.trim() !== '') {
        try {
          JSON.parse(data);
        } catch {
          throw refused('menuDataInvalid');
        }
      }
      // the userid/deptid in `data` are ignored on purpose: the session decides
      return ok(request, { menus: await menuTree(db, sessionOf(request)) });
    },
  );

  app.get(
    '/api/remotes',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['menus'], response: { 200: Envelope(Type.Array(RemoteDescriptorSchema)) } },
    },
    async (request) => ok(request, remotesOf(config, await menuTree(db, sessionOf(request)))),
  );
};
