/**
 * /system/menu/*: menu administration. Reading needs system:menu:list; adding, editing (and
 * ordering), deleting and switching a group's remote each need their own button permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, EnvelopeWithout, done, ok } from '../../../http/envelope';
import { refused } from '../../../http/errors';
import { MenuDeleteBody, MenuNodeSchema, MenuReorderBody, MenuSaveBody, MenuSwitchBody } from './schemas';
import { addMenu, deleteMenu, menuAdminTree, reorderMenus, switchGroup, updateMenu } from './service';

export const MENU_LIST = 'system:menu:list';
export const MENU_ADD = 'system:menu:add';
export const MENU_EDIT = 'system:menu:edit';
export const MENU_REMOVE = 'system:menu:remove';
export const MENU_SWITCH = 'system:menu:switch';

const tags = ['system menus'];
const Saved = Envelope(Type.Object({ id: Type.Integer() }));

/** seededMenuKeys: the keys of the seeded menu tree (seededKeys; passed in by areas/index.ts). */
export const systemMenuRoutes: FastifyPluginAsync<AreaContext & { seededMenuKeys: ReadonlySet<string> }> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, seededMenuKeys } = ctx;

  app.get(
    '/system/menu/tree',
    { config: { permission: MENU_LIST }, schema: { tags, response: { 200: Envelope(Type.Array(MenuNodeSchema)) } } },
    async (request) => ok(request, await menuAdminTree(db, seededMenuKeys)),
  );

  app.post(
    '/system/menu/add',
    { config: { permission: MENU_ADD }, schema: { tags, body: MenuSaveBody, response: { 200: Saved } } },
    async (request) => {
      if (request.body.id !== undefined) throw refused('menuNotFound');
      return ok(request, { id: await addMenu(db, request.body) }, 'added');
    },
  );

  app.post(
    '/system/menu/update',
    { config: { permission: MENU_EDIT }, schema: { tags, body: MenuSaveBody, response: { 200: Saved } } },
    async (request) => {
      const { id } = request.body;
      if (id === undefined) throw refused('menuNotFound');
      await updateMenu(db, id, request.body);
      return ok(request, { id }, 'edited');
    },
  );

  app.post(
    '/system/menu/delete',
    { config: { permission: MENU_REMOVE }, schema: { tags, body: MenuDeleteBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await deleteMenu(db, request.body.id, seededMenuKeys);
      return done(request, 'deleted');
    },
  );

  app.post(
    '/system/menu/reorder',
    { config: { permission: MENU_EDIT }, schema: { tags, body: MenuReorderBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await reorderMenus(db, request.body);
      return done(request, 'saved');
    },
  );

  app.post(
    '/system/menu/switch',
    { config: { permission: MENU_SWITCH }, schema: { tags, body: MenuSwitchBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await switchGroup(db, request.body.id, request.body.enabled);
      return done(request, 'saved');
    },
  );
};
