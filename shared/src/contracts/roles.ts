/**
 * Roles (/system/role): CRUD, the menus and buttons a role grants (a checkable tree), and the
 * role's data scope. Platform roles (companyId null) are managed by platform administrators;
 * a company's roles by that company's administrators.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { defineEndpoint } from './endpoint';
import { Nullable, ParentRowId, RowId } from './schemaParts';

/**
 * all: every row (of the caller's company for enterprise users); custom: rows of the listed
 * departments; dept: rows of the holder's own department; deptAndChild: that department and
 * those below it; self: the holder's own rows.
 */
export const DATA_SCOPES = ['all', 'custom', 'dept', 'deptAndChild', 'self'] as const;
export const DataScopeSchema = Type.Enum([...DATA_SCOPES]);
export type DataScope = Static<typeof DataScopeSchema>;

/** The button permissions of /system/role; reading (list, info, grants tree) is system:role:list. */
export const ROLE_PERMISSIONS = {
  list: 'system:role:list',
  add: 'system:role:add',
  edit: 'system:role:edit',
  remove: 'system:role:remove',
} as const;

const RoleId = RowId;

export const RoleInfoSchema = Type.Object({
  id: Type.Integer(),
  roleKey: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  sort: Type.Integer(),
  /** '0' in use, '1' disabled. */
  status: Type.String(),
  remark: Nullable(Type.String()),
  /** null: a platform role. */
  companyId: Nullable(Type.Integer()),
  /** The built-in administrator role: cannot be deleted, disabled or have its grants changed. */
  isAdmin: Type.Boolean(),
  dataScope: DataScopeSchema,
  /** Departments of a 'custom' scope. */
  deptIds: Type.Array(Type.Integer()),
  /** Users holding the role. */
  userCount: Type.Integer(),
});
export type RoleInfo = Static<typeof RoleInfoSchema>;

/** GET /system/role/list?pageNum&pageSize&name&roleKey&status[&companyId] */
export const RoleListQuerySchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Contains, case-insensitive. */
  name: Type.Optional(Type.String({ maxLength: 100 })),
  roleKey: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
  /** Platform administrators: one company's roles, or 0 for the platform roles. */
  companyId: Type.Optional(ParentRowId),
});
export type RoleListQuery = Static<typeof RoleListQuerySchema>;

export const RolePageSchema = Type.Object({ rows: Type.Array(RoleInfoSchema), total: Type.Integer() });
export type RolePage = Static<typeof RolePageSchema>;

/** ?id= of GET /system/role/info (one RoleInfo), GET /system/role/menuTree and DELETE /system/role/delete. */
export const RoleIdQuerySchema = Type.Object({ id: RoleId });

/** DELETE /system/role/delete?id=: refused for the administrator role and for roles users still hold. */
export type DeleteRoleRequest = Static<typeof RoleIdQuerySchema>;

const roleFields = {
  roleKey: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  nameEn: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
};

/** POST JSON /system/role/create. Platform administrators only: companyId, the company the role belongs to (absent: a platform role). */
export const CreateRoleRequestSchema = Type.Object({ ...roleFields, companyId: Type.Optional(Nullable(RoleId)) });
export type CreateRoleRequest = Static<typeof CreateRoleRequestSchema>;

/** PUT JSON /system/role/update (a role stays in its company). */
export const UpdateRoleRequestSchema = Type.Object({ id: RoleId, ...roleFields });
export type UpdateRoleRequest = Static<typeof UpdateRoleRequestSchema>;

/** The role form's save: create without an id, update with one. */
export type SaveRoleRequest = CreateRoleRequest & { id?: number };

export const SavedRoleSchema = Type.Object({ id: Type.Integer() });

const RoleMenuNodeFieldsSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('group'), Type.Literal('page'), Type.Literal('button')]),
  name: Type.String(),
  nameEn: Type.String(),
  perms: Nullable(Type.String()),
  /** A screen not built yet: granting it has no effect until it is. */
  planned: Type.Boolean(),
});

/** A node of the checkable tree: a group, a page or a button (a permission inside a page). */
export type RoleMenuNode = Static<typeof RoleMenuNodeFieldsSchema> & { children: RoleMenuNode[] };

function roleMenuNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({ ...RoleMenuNodeFieldsSchema.properties, children: Type.Array(children) });
}
/** group → page → button, and the empty level below: the schema stops there; the type is the whole tree. */
const RoleMenuNodeSchema = Type.Unsafe<RoleMenuNode>(
  roleMenuNodeSchema(roleMenuNodeSchema(roleMenuNodeSchema(roleMenuNodeSchema(Type.Object({}))))),
);

/** GET /system/role/menuTree?id=: the menus the caller may grant, and those the role holds. */
export const RoleMenuTreeSchema = Type.Object({ menus: Type.Array(RoleMenuNodeSchema), checkedIds: Type.Array(Type.Integer()) });
export type RoleMenuTree = Static<typeof RoleMenuTreeSchema>;

/**
 * PUT JSON /system/role/menus: the role's grants become exactly these menus (ids) plus the buttons
 * named by permission. Only what the caller holds can be added; grants outside the caller's
 * rights that the role already has are kept.
 */
export const SaveRoleMenusRequestSchema = Type.Object({
  id: RoleId,
  menuIds: Type.Array(RoleId, { maxItems: 2000 }),
  perms: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 2000 })),
});
export type SaveRoleMenusRequest = Static<typeof SaveRoleMenusRequestSchema>;

/** PUT JSON /system/role/dataScope. deptIds: required for 'custom', departments of the role's company. */
export const SaveDataScopeRequestSchema = Type.Object({
  id: RoleId,
  dataScope: DataScopeSchema,
  deptIds: Type.Optional(Type.Array(RoleId, { maxItems: 2000 })),
});
export type SaveDataScopeRequest = Static<typeof SaveDataScopeRequestSchema>;

const tags = ['system: roles'];

/**
 * /system/role/*: list, read, create, update, delete; the checkable tree of menus and buttons a
 * role grants and its save; the data scope. Editing a role's access or data scope is
 * system:role:edit and stays within the caller's own rights.
 */
export const roleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    url: '/system/role/list',
    permission: ROLE_PERMISSIONS.list,
    tags,
    querystring: RoleListQuerySchema,
    reply: RolePageSchema,
  }),
  info: defineEndpoint({
    method: 'GET',
    url: '/system/role/info',
    permission: ROLE_PERMISSIONS.list,
    tags,
    querystring: RoleIdQuerySchema,
    reply: RoleInfoSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/system/role/create',
    permission: ROLE_PERMISSIONS.add,
    tags,
    body: CreateRoleRequestSchema,
    reply: SavedRoleSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/system/role/update',
    permission: ROLE_PERMISSIONS.edit,
    tags,
    body: UpdateRoleRequestSchema,
    reply: 'none',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    url: '/system/role/delete',
    permission: ROLE_PERMISSIONS.remove,
    tags,
    querystring: RoleIdQuerySchema,
    reply: 'none',
  }),
  menuTree: defineEndpoint({
    method: 'GET',
    url: '/system/role/menuTree',
    permission: ROLE_PERMISSIONS.list,
    tags,
    querystring: RoleIdQuerySchema,
    reply: RoleMenuTreeSchema,
  }),
  saveMenus: defineEndpoint({
    method: 'PUT',
    url: '/system/role/menus',
    permission: ROLE_PERMISSIONS.edit,
    tags,
    body: SaveRoleMenusRequestSchema,
    reply: 'none',
  }),
  saveDataScope: defineEndpoint({
    method: 'PUT',
    url: '/system/role/dataScope',
    permission: ROLE_PERMISSIONS.edit,
    tags,
    body: SaveDataScopeRequestSchema,
    reply: 'none',
  }),
};
