/** POST /rest/vicimsg (the menu message ids) and GET /api/remotes. */
import type { FastifyPluginAsync } from 'fastify';
import { menuEndpoints, type MenuMessageId } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { menuTree, remotesOf } from './service';

const MENU_MESSAGES: readonly MenuMessageId[] = [
  'getAdminMenuByUseridAndDeptid',
  'getDevMenuByUseridAndDeptid',
  'getHomeMenuByUseridAndDeptid',
];

export const menuRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, config } = ctx;

  route(app, menuEndpoints.vicimsg, async (request) => {
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
  });

  route(app, menuEndpoints.remotes, async (request) => ok(request, remotesOf(config, await menuTree(db, sessionOf(request)))));
};
