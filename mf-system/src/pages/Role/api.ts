/** The calls of /system/role: the paged list, create, update, delete, the grants tree and the data scope (JSON bodies). */
import { API, del, get, postJson, put } from '@pcf/shared';
import type {
  DeptTreeNode,
  RoleListQuery,
  RoleMenuTree,
  RolePage,
  SaveDataScopeRequest,
  SaveRoleMenusRequest,
  SaveRoleRequest,
} from '@pcf/shared';

export function fetchRoles(query: RoleListQuery) {
  // empty filters stay out of the query string: the server reads '' as a filter
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return get<RolePage>(API.roleList, params);
}

/** Creates without an id, updates with one. */
export function saveRole(body: SaveRoleRequest) {
  return body.id === undefined ? postJson<{ id: number }>(API.roleCreate, body) : put<null>(API.roleUpdate, body, { contentType: 'json' });
}

export function deleteRole(id: number) {
  return del<null>(API.roleDelete, { id });
}

export function fetchRoleMenuTree(id: number) {
  return get<RoleMenuTree>(API.roleMenuTree, { id });
}

export function saveRoleMenus(body: SaveRoleMenusRequest) {
  return put<null>(API.roleMenus, body, { contentType: 'json' });
}

export function saveDataScope(body: SaveDataScopeRequest) {
  return put<null>(API.roleDataScope, body, { contentType: 'json' });
}

/** The company's departments, for a 'custom' scope: the role's own company, or the caller's for a platform role. */
export function fetchDeptTree(companyId: number | null) {
  return get<DeptTreeNode[]>(API.deptTree, companyId === null ? undefined : { companyId });
}
