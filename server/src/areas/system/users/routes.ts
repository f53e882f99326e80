/**
 * /rest/user/*: the user changes with business rules (users.ts). Each route needs its button
 * permission of /system/user; saving a new user needs system:user:add as well as the route's
 * system:user:edit. The list is /rest/getObjDataByPage on sys_user (the generic object API).
 */
import type { FastifyPluginAsync } from 'fastify';
import { USER_PERMISSIONS, userEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { done, ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { route } from '../../../http/route';
import { hasPermission, sessionOf } from '../../auth/guard';
import { deleteUsers, parseUserIds, removeRole, resetPassword, saveUser, setFrozen } from './service';

export const userRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, userEndpoints.save, async (request) => {
    const session = sessionOf(request);
    const creating = request.body.id === undefined;
    if (creating && !hasPermission(session, USER_PERMISSIONS.add)) throw forbidden();
    const id = await saveUser(db, session, request.body, clock.now());
    return ok(request, { id }, creating ? 'added' : 'edited');
  });

  route(app, userEndpoints.delete, async (request) => {
    const deleted = await deleteUsers(db, sessionOf(request), parseUserIds(request.body.id, request.body.ids));
    return ok(request, { deleted }, 'deleted');
  });

  route(app, userEndpoints.freeze, async (request) => {
    await setFrozen(db, sessionOf(request), request.body.id, true, clock.now());
    return done(request, 'userFrozenDone');
  });

  route(app, userEndpoints.unfreeze, async (request) => {
    await setFrozen(db, sessionOf(request), request.body.id, false, clock.now());
    return done(request, 'userUnfrozenDone');
  });

  route(app, userEndpoints.resetPassword, async (request) => {
    await resetPassword(db, sessionOf(request), request.body.id, request.body.password, clock.now());
    return done(request, 'userPasswordReset');
  });

  route(app, userEndpoints.removeRole, async (request) => {
    await removeRole(db, sessionOf(request), request.body.userId, request.body.roleId);
    return done(request, 'userRoleRemoved');
  });
};
