/**
 * Roles (/system/role): CRUD, the menus and buttons a role grants (a checkable tree), and the
 * role's data scope. Platform roles (companyId null) are managed by platform administrators;
 * a company's roles by that company's administrators.
 */

/**
 * all: every row (of the caller's company for enterprise users); custom: rows of the listed
 * departments; dept: rows of the holder's own department; deptAndChild: that department and
 * those below it; self: the holder's own rows.
 */
export const DATA_SCOPES = ['all', 'custom', 'dept', 'deptAndChild', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export interface RoleInfo {
  id: number;
  roleKey: string;
  name: string;
  nameEn: string;
  sort: number;
  /** '0' in use, '1' disabled. */
  status: string;
  remark: string | null;
  /** null: a platform role. */
  companyId: number | null;
  /** The built-in administrator role: cannot be deleted, disabled or have its grants changed. */
  isAdmin: boolean;
  dataScope: DataScope;
  /** Departments of a 'custom' scope. */
  deptIds: number[];
  /** Users holding the role. */
  userCount: number;
}

/** GET /system/role/list?pageNum&pageSize&name&roleKey&status[&companyId] */
export interface RoleListQuery {
  pageNum?: number;
  pageSize?: number;
  /** Contains, case-insensitive. */
  name?: string;
  roleKey?: string;
  status?: string;
  /** Platform administrators: one company's roles, or 0 for the platform roles. */
  companyId?: number;
}
export interface RolePage {
  rows: RoleInfo[];
  total: number;
}

// GET /system/role/info?id= answers one RoleInfo.

/** POST JSON /system/role/create; PUT JSON /system/role/update (with id). */
export interface SaveRoleRequest {
  id?: number;
  roleKey: string;
  name: string;
  nameEn?: string;
  sort?: number;
  status?: string;
  remark?: string | null;
  /** Platform administrators only, on create: the company the role belongs to (absent: a platform role). */
  companyId?: number | null;
}

/** DELETE /system/role/delete?id=: refused for the administrator role and for roles users still hold. */
export interface DeleteRoleRequest {
  id: number;
}

/** A node of the checkable tree: a group, a page or a button (a permission inside a page). */
export interface RoleMenuNode {
  id: number;
  kind: 'group' | 'page' | 'button';
  name: string;
  nameEn: string;
  perms: string | null;
  /** A screen not built yet: granting it has no effect until it is. */
  planned: boolean;
  children: RoleMenuNode[];
}

/** GET /system/role/menuTree?id=: the menus the caller may grant, and those the role holds. */
export interface RoleMenuTree {
  menus: RoleMenuNode[];
  checkedIds: number[];
}

/**
 * PUT JSON /system/role/menus: the role's grants become exactly these menus (ids) plus the buttons
 * named by permission. Only what the caller holds can be added; grants outside the caller's
 * rights that the role already has are kept.
 */
export interface SaveRoleMenusRequest {
  id: number;
  menuIds: number[];
  perms?: string[];
}

/** PUT JSON /system/role/dataScope */
export interface SaveDataScopeRequest {
  id: number;
  dataScope: DataScope;
  /** Required for 'custom': departments of the role's company. */
  deptIds?: number[];
}
