/**
 * /system/menu/*: menu administration. Reading needs system:menu:list; adding, editing (and
 * ordering), deleting and switching a group's remote each need their own button permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemMenuEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { done, ok } from '../../../http/envelope';
import { refused } from '../../../http/errors';
import { route } from '../../../http/route';
import { addMenu, deleteMenu, menuAdminTree, reorderMenus, switchGroup, updateMenu } from './service';

/** seededMenuKeys: the keys of the seeded menu tree (seededKeys; passed in by areas/index.ts). */
export const systemMenuRoutes: FastifyPluginAsync<AreaContext & { seededMenuKeys: ReadonlySet<string> }> = async (app, ctx) => {
  const { db, seededMenuKeys } = ctx;

  route(app, systemMenuEndpoints.tree, async (request) => ok(request, await menuAdminTree(db, seededMenuKeys)));

  route(app, systemMenuEndpoints.add, async (request) => {
    if (request.body.id !== undefined) throw refused('menuNotFound');
    return ok(request, { id: await addMenu(db, request.body) }, 'added');
  });

  route(app, systemMenuEndpoints.update, async (request) => {
    const { id } = request.body;
    if (id === undefined) throw refused('menuNotFound');
    await updateMenu(db, id, request.body);
    return ok(request, { id }, 'edited');
  });

  route(app, systemMenuEndpoints.delete, async (request) => {
    await deleteMenu(db, request.body.id, seededMenuKeys);
    return done(request, 'deleted');
  });

  route(app, systemMenuEndpoints.reorder, async (request) => {
    await reorderMenus(db, request.body);
    return done(request, 'saved');
  });

  route(app, systemMenuEndpoints.switch, async (request) => {
    await switchGroup(db, request.body.id, request.body.enabled);
    return done(request, 'saved');
  });
};
