/**
 * Roles (/system/role): list, read, create, update, delete; the checkable tree of menus and
 * buttons a role grants and its save; the data scope. system:role:* permissions; editing a
 * role's access or data scope is system:role:edit and stays within the caller's own rights.
 */
import type { FastifyPluginAsync } from 'fastify';
import { roleEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { done, ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { createRole, deleteRole, listRoles, roleInfo, roleMenuTree, saveDataScope, saveRoleMenus, updateRole } from './service';

export const roleRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db } = ctx;

  route(app, roleEndpoints.list, async (request) => ok(request, await listRoles(db, sessionOf(request), request.query)));

  route(app, roleEndpoints.info, async (request) => ok(request, await roleInfo(db, sessionOf(request), request.query.id)));

  route(app, roleEndpoints.create, async (request) => ok(request, { id: await createRole(db, sessionOf(request), request.body) }, 'added'));

  route(app, roleEndpoints.update, async (request) => {
    const { id, ...input } = request.body;
    await updateRole(db, sessionOf(request), id, input);
    return done(request, 'edited');
  });

  route(app, roleEndpoints.delete, async (request) => {
    await deleteRole(db, sessionOf(request), request.query.id);
    return done(request, 'deleted');
  });

  route(app, roleEndpoints.menuTree, async (request) => ok(request, await roleMenuTree(db, sessionOf(request), request.query.id)));

  route(app, roleEndpoints.saveMenus, async (request) => {
    const { id, menuIds, perms } = request.body;
    await saveRoleMenus(db, sessionOf(request), id, menuIds, perms ?? []);
    return done(request, 'saved');
  });

  route(app, roleEndpoints.saveDataScope, async (request) => {
    const { id, dataScope, deptIds } = request.body;
    await saveDataScope(db, sessionOf(request), id, dataScope, deptIds ?? []);
    return done(request, 'saved');
  });
};
