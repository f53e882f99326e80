/**
 * Departments (/system/dept, SPEC §7 /sky/dept/* and /rest/dept/*): one tree per company. An
 * enterprise administrator manages their own company's tree; a platform administrator any
 * company's, naming it with companyId (the tree load takes ?companyId=).
 */
import Type, { type Static, type TSchema } from 'typebox';
import type { TreeNode } from './api';
import { defineEndpoint } from './endpoint';
import { Nullable, ParentRowId, PgInteger, RowId } from './schemaParts';

/** 0 in use, 1 disabled. */
export type DeptStatus = 0 | 1;

/** A node of GET /sky/dept/tree: a TreeNode (parentId = pid) with the department's own fields. */
export interface DeptTreeNode extends TreeNode {
  parentId: number;
  companyId: number;
  sort: number;
  status: number;
  leader: string | null;
  phone: string | null;
  children?: DeptTreeNode[];
}

/** GET /sky/dept/tree[?companyId=] */
export interface DeptTreeQuery {
  /** Platform administrators only; others always get their own company's tree. */
  companyId?: number;
}

/** Answer of create and save. */
export const SavedDeptSchema = Type.Object({ id: Type.Integer() });
export type SavedDept = Static<typeof SavedDeptSchema>;

const DeptId = RowId;

/** DELETE /sky/dept/delete?id= and POST /rest/dept/deleteDeptInfo {id}: refused while it has children or users. */
export const DeleteDeptRequestSchema = Type.Object({ id: DeptId });
export type DeleteDeptRequest = Static<typeof DeleteDeptRequestSchema>;

/** POST /rest/systemInfo/getDeptManager: the organisation (company) the caller administers; saves what is sent. */
export const OrganisationRequestSchema = Type.Object({
  /** Platform administrators name the company; others always get their own. */
  companyId: Type.Optional(DeptId),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  nameEn: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
});
export type OrganisationRequest = Static<typeof OrganisationRequestSchema>;

export const OrganisationInfoSchema = Type.Object({ id: Type.Integer(), name: Type.String(), nameEn: Nullable(Type.String()) });
export type OrganisationInfo = Static<typeof OrganisationInfoSchema>;

export const DEPT_PERMISSIONS = {
  list: 'system:dept:list',
  add: 'system:dept:add',
  edit: 'system:dept:edit',
  remove: 'system:dept:remove',
} as const;

function deptNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    pid: Type.Integer(),
    parentId: Type.Integer(),
    companyId: Type.Integer(),
    level: Type.Integer(),
    sort: Type.Integer(),
    status: Type.Integer(),
    leader: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    children: Type.Optional(Type.Array(children)),
  });
}
/** As deep as a department tree may grow (TREE_MAX_LEVEL); its type is the whole DeptTreeNode. */
export const DeptNodeSchema = Type.Unsafe<DeptTreeNode>(deptNodeSchema(deptNodeSchema(deptNodeSchema(deptNodeSchema(Type.Object({}))))));

/** What the server accepts for SaveDeptRequest and its subsets (the service checks status and the tree rules). */
const deptFields = {
  name: Type.String({ maxLength: 200 }),
  /** 0: a first-level department of the company. */
  parentId: ParentRowId,
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  status: Type.Optional(PgInteger),
  leader: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
};

/**
 * The full form of /sky/dept/create (POST JSON) and /rest/dept/saveDeptInfo (form-encoded; with id
 * it updates). CreateDeptNodeRequest of api.ts is the tree's subset of it.
 */
export const SaveDeptRequestSchema = Type.Object({
  id: Type.Optional(DeptId),
  ...deptFields,
  /** Platform administrators adding a first-level department name the company. */
  companyId: Type.Optional(DeptId),
});
export type SaveDeptRequest = Static<typeof SaveDeptRequestSchema>;

const tags = ['system: departments'];

/**
 * The shared tree in department mode (/sky/dept/*), its form-encoded twins (/rest/dept/*), and the
 * organisation save. The company comes from the session (platform administrators name it).
 */
export const deptEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    url: '/sky/dept/tree',
    permission: DEPT_PERMISSIONS.list,
    tags,
    querystring: Type.Object({ companyId: Type.Optional(DeptId) }),
    reply: Type.Array(DeptNodeSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/sky/dept/create',
    permission: DEPT_PERMISSIONS.add,
    tags,
    body: Type.Object({ ...deptFields, companyId: Type.Optional(DeptId) }),
    reply: SavedDeptSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    url: '/sky/dept/update',
    permission: DEPT_PERMISSIONS.edit,
    tags,
    body: Type.Object({ id: DeptId, ...deptFields }),
    reply: 'none',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    url: '/sky/dept/delete',
    permission: DEPT_PERMISSIONS.remove,
    tags,
    querystring: DeleteDeptRequestSchema,
    reply: 'none',
  }),
  deleteForm: defineEndpoint({
    method: 'POST',
    url: '/rest/dept/deleteDeptInfo',
    permission: DEPT_PERMISSIONS.remove,
    tags,
    body: DeleteDeptRequestSchema,
    encoding: 'form',
    reply: 'none',
  }),
  /** Form-encoded save: with id it edits (system:dept:edit), without it adds (and needs system:dept:add too). */
  save: defineEndpoint({
    method: 'POST',
    url: '/rest/dept/saveDeptInfo',
    permission: DEPT_PERMISSIONS.edit,
    tags,
    body: SaveDeptRequestSchema,
    encoding: 'form',
    reply: SavedDeptSchema,
  }),
  organisation: defineEndpoint({
    method: 'POST',
    url: '/rest/systemInfo/getDeptManager',
    permission: DEPT_PERMISSIONS.edit,
    tags,
    body: Type.Optional(OrganisationRequestSchema),
    reply: OrganisationInfoSchema,
  }),
};
