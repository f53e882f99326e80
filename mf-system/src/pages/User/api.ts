/** The calls of /system/user: changes through /rest/user/* (users.ts contract), choices from departments, roles and posts. */
import { SYS_USER_OBJECT, callEnvelope, deptEndpoints, objectEndpoints, roleEndpoints, userEndpoints } from '@pcf/shared';
import type { DeleteUsersRequest, ObjRow, RemoveUserRoleRequest, ResetPasswordRequest, SaveUserRequest, UserIdRequest } from '@pcf/shared';

export { SYS_USER_OBJECT };

export const userApi = {
  save: (body: SaveUserRequest) => callEnvelope(userEndpoints.save, { body }),
  remove: (body: DeleteUsersRequest) => callEnvelope(userEndpoints.delete, { body }),
  freeze: (body: UserIdRequest) => callEnvelope(userEndpoints.freeze, { body }),
  unfreeze: (body: UserIdRequest) => callEnvelope(userEndpoints.unfreeze, { body }),
  resetPassword: (body: ResetPasswordRequest) => callEnvelope(userEndpoints.resetPassword, { body }),
  removeRole: (body: RemoveUserRoleRequest) => callEnvelope(userEndpoints.removeRole, { body }),
  // the choices of the form: silent, a missing right only leaves a list empty
  deptTree: (companyId?: number) =>
    callEnvelope(deptEndpoints.tree, { query: companyId === undefined ? {} : { companyId } }, { silent: true }),
  roles: () => callEnvelope(roleEndpoints.list, { query: { pageNum: 1, pageSize: 100 } }, { silent: true }),
  posts: () =>
    callEnvelope(objectEndpoints.query, { body: { objName: 'sys_post', sortField: 'sort', sortOrder: 'asc' } }, { silent: true }),
};

/** '3,5' (the sys_user view's id lists) as numbers. */
export function idsOf(value: unknown): number[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The roles of a user row: ids and names of the view are in the same order. */
export function rolesOf(row: ObjRow): { id: number; name: string }[] {
  const ids = idsOf(row.role_ids);
  const names = row.role_names === null || row.role_names === undefined ? [] : String(row.role_names).split(',');
  return ids.map((id, i) => ({ id, name: names[i] ?? String(id) }));
}
