/**
 * /sky/*: the directory tree of /businessAccounting/directory. Reading needs
 * business:directory:list, every change business:directory:edit (administrators). The client's
 * request types (AddTreeNodeRequest ... in api.ts) are what the shared tree component sends; these
 * schemas are what the server accepts (pid or parentId, sort and status optional).
 */
import Type, { type Static, type TSchema } from 'typebox';
import type { TreeNode } from '../api';
import { PERMISSION_DIRECTORY_EDIT } from '../constants';
import { defineEndpoint } from '../endpoint';
import { Nullable, ParentRowId, PgInteger, RowId } from '../schemaParts';

export const PERMISSION_DIRECTORY_READ = 'business:directory:list';

function treeNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    pid: Type.Integer(),
    level: Type.Integer(),
    children: Type.Optional(Type.Array(children)),
  });
}
/** Four levels, as deep as the tree may grow; its type is the TreeNode of api.ts the tree component reads. */
export const DirectoryNodeSchema = Type.Unsafe<TreeNode>(treeNodeSchema(treeNodeSchema(treeNodeSchema(treeNodeSchema(Type.Object({}))))));

/** Level lookup: nodes of level 1, 2 or 3. */
export const LevelNodeSchema = Type.Object({
  id: Type.Integer(),
  /** In the request's language (Accept-Language); nameZh and nameEn are both, for the forms that edit them. */
  name: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  pid: Type.Integer(),
});
export type LevelNode = Static<typeof LevelNodeSchema>;

const NodeId = RowId;
const ParentId = ParentRowId;
const tags = ['directory'];
const byQuery = Type.Object({ id: NodeId });

export const directoryEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    url: '/sky/getTreeMenu',
    permission: PERMISSION_DIRECTORY_READ,
    tags,
    reply: Type.Array(DirectoryNodeSchema),
  }),
  level: defineEndpoint({
    method: 'GET',
    url: '/sky/getTreeMenuByLevel',
    permission: PERMISSION_DIRECTORY_READ,
    tags,
    querystring: Type.Object({ level: Type.Integer() }),
    reply: Type.Array(LevelNodeSchema),
  }),
  add: defineEndpoint({
    method: 'POST',
    url: '/sky/addTreeMenu',
    permission: PERMISSION_DIRECTORY_EDIT,
    tags,
    body: Type.Object({
      name: Type.String({ maxLength: 200 }),
      /** Absent from a legacy caller: the English name is then the Chinese one (add) or unchanged (edit). */
      nameEn: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
      pid: Type.Optional(Nullable(ParentId)),
      parentId: Type.Optional(Nullable(ParentId)),
      sort: Type.Optional(PgInteger),
      status: Type.Optional(PgInteger),
    }),
    reply: Type.Object({ id: Type.Integer() }),
  }),
  edit: defineEndpoint({
    method: 'POST',
    url: '/sky/editTreeMenu',
    permission: PERMISSION_DIRECTORY_EDIT,
    tags,
    body: Type.Object({
      id: NodeId,
      name: Type.String({ maxLength: 200 }),
      /** Absent from a legacy caller: the English name is then the Chinese one (add) or unchanged (edit). */
      nameEn: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
      pid: Type.Optional(Nullable(ParentId)),
      parentId: Type.Optional(Nullable(ParentId)),
    }),
    reply: 'none',
  }),
  /** The delete answers GET and DELETE with ?id= and POST with a body (legacy callers use all three). */
  delete: defineEndpoint({
    method: 'POST',
    url: '/sky/delTreeMenu',
    permission: PERMISSION_DIRECTORY_EDIT,
    tags,
    body: byQuery,
    reply: 'none',
  }),
  deleteByGet: defineEndpoint({
    method: 'GET',
    url: '/sky/delTreeMenu',
    permission: PERMISSION_DIRECTORY_EDIT,
    tags,
    querystring: byQuery,
    reply: 'none',
  }),
  deleteByDelete: defineEndpoint({
    method: 'DELETE',
    url: '/sky/delTreeMenu',
    permission: PERMISSION_DIRECTORY_EDIT,
    tags,
    querystring: byQuery,
    reply: 'none',
  }),
  move: defineEndpoint({
    method: 'POST',
    url: '/sky/changeTreeNode',
    permission: PERMISSION_DIRECTORY_EDIT,
    tags,
    body: Type.Object({ id: NodeId, pid: ParentId }),
    reply: 'none',
  }),
};
