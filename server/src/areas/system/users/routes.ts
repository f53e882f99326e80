/**
 * /rest/user/*: the user changes with business rules (users.ts). Each route needs its button
 * permission of /system/user; saving a new user needs system:user:add as well as the route's
 * system:user:edit. The list is /rest/getObjDataByPage on sys_user (the generic object API).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { hasPermission, sessionOf } from '../../auth/guard';
import { deleteUsers, parseUserIds, removeRole, resetPassword, saveUser, setFrozen } from './service';

export const USER_PERMISSIONS = {
  list: 'system:user:list',
  add: 'system:user:add',
  edit: 'system:user:edit',
  remove: 'system:user:remove',
  freeze: 'system:user:freeze',
  resetPwd: 'system:user:resetPwd',
  removeRole: 'system:user:removeRole',
  export: 'system:user:export',
} as const;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** A list of ids, JSON text or '1,2,3'; checked by the service. */
const IdList = Type.Unknown();

const SaveBody = Type.Object({
  id: Type.Optional(Id),
  account: Type.String({ maxLength: 64 }),
  name: Type.String({ maxLength: 200 }),
  userType: Type.String({ maxLength: 20 }),
  companyId: Type.Optional(Nullable(Id)),
  deptId: Type.Optional(Nullable(Id)),
  postIds: Type.Optional(IdList),
  roleIds: Type.Optional(IdList),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

const tags = ['users'];

export const userRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.post(
    '/rest/user/saveUserInfo',
    {
      config: { permission: USER_PERMISSIONS.edit },
      schema: { tags, body: SaveBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const creating = request.body.id === undefined;
      if (creating && !hasPermission(session, USER_PERMISSIONS.add)) throw forbidden();
      const id = await saveUser(db, session, request.body, clock.now());
      return ok(request, { id }, creating ? 'added' : 'edited');
    },
  );

  app.post(
    '/rest/user/deleteUserInfo',
    {
      config: { permission: USER_PERMISSIONS.remove },
      schema: {
        tags,
        body: Type.Object({ id: Type.Optional(Id), ids: Type.Optional(IdList) }),
        response: { 200: Envelope(Type.Object({ deleted: Type.Integer() })) },
      },
    },
    async (request) => {
      const deleted = await deleteUsers(db, sessionOf(request), parseUserIds(request.body.id, request.body.ids));
      return ok(request, { deleted }, 'deleted');
    },
  );

  const IdBody = Type.Object({ id: Id });

  app.post(
    '/rest/user/freezeUser',
    { config: { permission: USER_PERMISSIONS.freeze }, schema: { tags, body: IdBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await setFrozen(db, sessionOf(request), request.body.id, true, clock.now());
      return done(request, 'userFrozenDone');
    },
  );

  app.post(
    '/rest/user/unfreezeUser',
    { config: { permission: USER_PERMISSIONS.freeze }, schema: { tags, body: IdBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await setFrozen(db, sessionOf(request), request.body.id, false, clock.now());
      return done(request, 'userUnfrozenDone');
    },
  );

  app.post(
    '/rest/user/resetPassword',
    {
      config: { permission: USER_PERMISSIONS.resetPwd },
      schema: { tags, body: Type.Object({ id: Id, password: Type.String({ maxLength: 200 }) }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await resetPassword(db, sessionOf(request), request.body.id, request.body.password, clock.now());
      return done(request, 'userPasswordReset');
    },
  );

  app.post(
    '/rest/user/removeRole',
    {
      config: { permission: USER_PERMISSIONS.removeRole },
      schema: { tags, body: Type.Object({ userId: Id, roleId: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await removeRole(db, sessionOf(request), request.body.userId, request.body.roleId);
      return done(request, 'userRoleRemoved');
    },
  );
};
