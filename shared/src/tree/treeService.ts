import { CODE_DEPT_CREATED, CODE_OK, deptEndpoints, directoryEndpoints } from '../contracts';
import type {
  AddTreeNodeRequest,
  ApiEnvelope,
  CreateDeptNodeRequest,
  DeptTreeNode,
  EditTreeNodeRequest,
  LevelNode,
  MoveTreeNodeRequest,
  TreeNode,
  UpdateDeptNodeRequest,
} from '../contracts';
import { callEnvelope, get, messageOf } from '../http';

/** Outcome of a call: the caller shows `msg` (the server's text, else 系统错误) when it failed. */
export type TreeCallResult = { ok: true } | { ok: false; msg: string };
export type TreeLoadResult = { ok: true; nodes: TreeNode[] } | { ok: false; msg: string };
export type LevelLoadResult = { ok: true; nodes: LevelNode[] } | { ok: false; msg: string };

/** The levels whose nodes can become a moved node's new parent (SPEC §7 level lookup). */
export type ParentLevel = 1 | 2 | 3;

/** The calls behind one tree: category trees and department trees differ only here. */
export interface TreeService {
  load(): Promise<TreeLoadResult>;
  /** The nodes carry a Chinese and an English name (nameZh, nameEn) and the editor asks for both. */
  bilingual?: boolean;
  /** `parentId` 0 adds a first-level node; `nameEn` only for a bilingual tree. */
  add(parentId: number, name: string, nameEn?: string): Promise<TreeCallResult>;
  /** `source`: the node as loaded, so a rename can keep what it does not change. */
  rename(node: { id: number; parentId: number; source?: TreeNode }, name: string, nameEn?: string): Promise<TreeCallResult>;
  remove(id: number): Promise<TreeCallResult>;
  /** Absent when the tree has no move call (department trees). */
  move?: (id: number, newParentId: number) => Promise<TreeCallResult>;
  levelNodes?: (level: ParentLevel) => Promise<LevelLoadResult>;
}

function toResult(envelope: ApiEnvelope<unknown>, okCodes: readonly number[] = [CODE_OK]): TreeCallResult {
  return okCodes.includes(envelope.code) ? { ok: true } : { ok: false, msg: messageOf(envelope) };
}

async function loadNodes(url: string): Promise<TreeLoadResult> {
  const envelope = await get<TreeNode[]>(url);
  return envelope.code === CODE_OK ? { ok: true, nodes: envelope.data ?? [] } : { ok: false, msg: messageOf(envelope) };
}

/** The category tree of SPEC §7 (/sky/...TreeMenu); `loadUrl` is configurable (a tree of the same answer). */
export function createCategoryTreeService(loadUrl: string = directoryEndpoints.tree.url): TreeService {
  return {
    load: () => loadNodes(loadUrl),
    bilingual: true,
    async add(parentId, name, nameEn) {
      const body: AddTreeNodeRequest = { name, nameEn, pid: parentId, parentId, sort: 1, status: 0 };
      return toResult(await callEnvelope(directoryEndpoints.add, { body }));
    },
    async rename(node, name, nameEn) {
      const body: EditTreeNodeRequest = { id: node.id, name, nameEn, pid: node.parentId, parentId: node.parentId };
      return toResult(await callEnvelope(directoryEndpoints.edit, { body }));
    },
    async remove(id) {
      return toResult(await callEnvelope(directoryEndpoints.deleteByGet, { query: { id } }));
    },
    async move(id, newParentId) {
      const body: MoveTreeNodeRequest = { id, pid: newParentId };
      return toResult(await callEnvelope(directoryEndpoints.move, { body }));
    },
    async levelNodes(level) {
      const envelope = await callEnvelope(directoryEndpoints.level, { query: { level } });
      return envelope.code === CODE_OK ? { ok: true, nodes: envelope.data ?? [] } : { ok: false, msg: messageOf(envelope) };
    },
  };
}

/** Department trees (/sky/dept/...): nodes carry parentId; creation also succeeds with code 0. */
export function createDepartmentTreeService(loadUrl: string = deptEndpoints.tree.url): TreeService {
  return {
    load: () => loadNodes(loadUrl),
    async add(parentId, name) {
      const body: CreateDeptNodeRequest = { name, parentId, sort: 1, status: 0 };
      return toResult(await callEnvelope(deptEndpoints.create, { body }), [CODE_OK, CODE_DEPT_CREATED]);
    },
    async rename(node, name) {
      // a rename keeps the department's own order and status (fixed 1 and 0 only when the tree never had them)
      const { sort, status } = (node.source ?? {}) as Partial<Pick<DeptTreeNode, 'sort' | 'status'>>;
      const body: UpdateDeptNodeRequest = {
        id: node.id,
        parentId: node.parentId,
        name,
        sort: typeof sort === 'number' ? sort : 1,
        status: typeof status === 'number' ? status : 0,
      };
      return toResult(await callEnvelope(deptEndpoints.update, { body }));
    },
    async remove(id) {
      return toResult(await callEnvelope(deptEndpoints.delete, { query: { id } }));
    },
  };
}
