/**
 * Users (/system/user). The list is the generic object API on the read model `sys_user` (safe
 * columns only, with the names and ids of each user's roles and posts); the changes below have
 * business rules and their own calls. Ids in lists may be sent as a JSON list, JSON text or '1,2'.
 */
import type { UserType } from './constants';

/** The object name of the user list in the generic object API. */
export const SYS_USER_OBJECT = 'sys_user';

/** POST /rest/user/saveUserInfo: without id creates (password required), with id edits. */
export interface SaveUserRequest {
  id?: number;
  account: string;
  name: string;
  userType: UserType;
  /** Platform administrators only; an enterprise administrator's users are always in their company. */
  companyId?: number | null;
  deptId?: number | null;
  /** sys_post ids of the user's company. Left out on edit: unchanged. */
  postIds?: number[] | string;
  /** Role ids, each within the saving administrator's own rights. Left out on edit: unchanged. */
  roleIds?: number[] | string;
  phone?: string | null;
  email?: string | null;
  /** On create only, following the password rule (password.ts). */
  password?: string;
}

export interface SaveUserReply {
  id: number;
}

/** POST /rest/user/deleteUserInfo: one id or a list, all or nothing. */
export interface DeleteUsersRequest {
  id?: number;
  ids?: number[] | string;
}

export interface DeleteUsersReply {
  deleted: number;
}

/** POST /rest/user/freezeUser and /rest/user/unfreezeUser. */
export interface UserIdRequest {
  id: number;
}

/** POST /rest/user/resetPassword: sets the password and ends every session of the user. */
export interface ResetPasswordRequest {
  id: number;
  password: string;
}

/** POST /rest/user/removeRole */
export interface RemoveUserRoleRequest {
  userId: number;
  roleId: number;
}
