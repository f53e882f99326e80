/**
 * Users (/system/user). The list is the generic object API on the read model `sys_user` (safe
 * columns only, with the names and ids of each user's roles and posts); the changes below have
 * business rules and their own calls. Ids in lists may be sent as a JSON list, JSON text or '1,2'.
 */
import Type, { type Static } from 'typebox';
import type { UserType } from './constants';
import { defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';

/** The object name of the user list in the generic object API. */
export const SYS_USER_OBJECT = 'sys_user';

export const SaveUserReplySchema = Type.Object({ id: Type.Integer() });
export type SaveUserReply = Static<typeof SaveUserReplySchema>;

export const DeleteUsersReplySchema = Type.Object({ deleted: Type.Integer() });
export type DeleteUsersReply = Static<typeof DeleteUsersReplySchema>;

/** POST /rest/user/freezeUser and /rest/user/unfreezeUser. */
export const UserIdRequestSchema = Type.Object({ id: RowId });
export type UserIdRequest = Static<typeof UserIdRequestSchema>;

/** POST /rest/user/resetPassword: sets the password and ends every session of the user. */
export const ResetPasswordRequestSchema = Type.Object({ id: RowId, password: Type.String({ maxLength: 200 }) });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

/** POST /rest/user/removeRole */
export const RemoveUserRoleRequestSchema = Type.Object({ userId: RowId, roleId: RowId });
export type RemoveUserRoleRequest = Static<typeof RemoveUserRoleRequestSchema>;

/** A list of ids, a JSON list, JSON text or '1,2,3'; checked by the service with its own messages. */
const IdList = Type.Unsafe<number[] | string>(Type.Unknown());

/**
 * POST /rest/user/saveUserInfo: without id creates (password required), with id edits. The service
 * checks the user type and the id lists with its own messages, so the schema only bounds them.
 */
export const SaveUserRequestSchema = Type.Object({
  id: Type.Optional(RowId),
  account: Type.String({ maxLength: 64 }),
  name: Type.String({ maxLength: 200 }),
  userType: Type.Unsafe<UserType>(Type.String({ maxLength: 20 })),
  /** Platform administrators only; an enterprise administrator's users are always in their company. */
  companyId: Type.Optional(Nullable(RowId)),
  deptId: Type.Optional(Nullable(RowId)),
  /** sys_post ids of the user's company. Left out on edit: unchanged. */
  postIds: Type.Optional(IdList),
  /** Role ids, each within the saving administrator's own rights. Left out on edit: unchanged. */
  roleIds: Type.Optional(IdList),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** On create only, following the password rule (password.ts). */
  password: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SaveUserRequest = Static<typeof SaveUserRequestSchema>;

/** POST /rest/user/deleteUserInfo: one id or a list, all or nothing. */
export const DeleteUsersRequestSchema = Type.Object({ id: Type.Optional(RowId), ids: Type.Optional(IdList) });
export type DeleteUsersRequest = Static<typeof DeleteUsersRequestSchema>;

/** The button permissions of /system/user. Saving a new user needs system:user:add as well as the route's system:user:edit. */
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

const tags = ['users'];

/** /rest/user/*: the user changes with business rules, each with its button permission. */
export const userEndpoints = {
  save: defineEndpoint({
    method: 'POST',
    url: '/rest/user/saveUserInfo',
    permission: USER_PERMISSIONS.edit,
    tags,
    body: SaveUserRequestSchema,
    reply: SaveUserReplySchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/rest/user/deleteUserInfo',
    permission: USER_PERMISSIONS.remove,
    tags,
    body: DeleteUsersRequestSchema,
    reply: DeleteUsersReplySchema,
  }),
  freeze: defineEndpoint({
    method: 'POST',
    url: '/rest/user/freezeUser',
    permission: USER_PERMISSIONS.freeze,
    tags,
    body: UserIdRequestSchema,
    reply: 'none',
  }),
  unfreeze: defineEndpoint({
    method: 'POST',
    url: '/rest/user/unfreezeUser',
    permission: USER_PERMISSIONS.freeze,
    tags,
    body: UserIdRequestSchema,
    reply: 'none',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    url: '/rest/user/resetPassword',
    permission: USER_PERMISSIONS.resetPwd,
    tags,
    body: ResetPasswordRequestSchema,
    reply: 'none',
  }),
  removeRole: defineEndpoint({
    method: 'POST',
    url: '/rest/user/removeRole',
    permission: USER_PERMISSIONS.removeRole,
    tags,
    body: RemoveUserRoleRequestSchema,
    reply: 'none',
  }),
};
