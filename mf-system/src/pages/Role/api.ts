/** The calls of /system/role: the paged list, create, update, delete, the grants tree and the data scope (JSON bodies). */
import { callEnvelope, deptEndpoints, roleEndpoints } from '@pcf/shared';
import type { RoleListQuery, SaveDataScopeRequest, SaveRoleMenusRequest, SaveRoleRequest } from '@pcf/shared';

export function fetchRoles(query: RoleListQuery) {
  // empty filters stay out of the query string: the server reads '' as a filter
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as RoleListQuery;
  return callEnvelope(roleEndpoints.list, { query: params });
}

/** Creates without an id, updates with one. */
export function saveRole({ id, ...fields }: SaveRoleRequest) {
  return id === undefined
    ? callEnvelope(roleEndpoints.create, { body: fields })
    : callEnvelope(roleEndpoints.update, { body: { id, ...fields } });
}

export function deleteRole(id: number) {
  return callEnvelope(roleEndpoints.delete, { query: { id } });
}

export function fetchRoleMenuTree(id: number) {
  return callEnvelope(roleEndpoints.menuTree, { query: { id } });
}

export function saveRoleMenus(body: SaveRoleMenusRequest) {
  return callEnvelope(roleEndpoints.saveMenus, { body });
}

export function saveDataScope(body: SaveDataScopeRequest) {
  return callEnvelope(roleEndpoints.saveDataScope, { body });
}

/** The company's departments, for a 'custom' scope: the role's own company, or the caller's for a platform role. */
export function fetchDeptTree(companyId: number | null) {
  return callEnvelope(deptEndpoints.tree, { query: companyId === null ? {} : { companyId } });
}
