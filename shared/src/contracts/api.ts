/**
 * Typed contracts of every call the front end makes (SPEC §7). The server's TypeBox schemas
 * describe the same shapes; both sides are checked against these in their tests.
 */

/** One failing field of a refused document: its JSON pointer and what is wrong, in the caller's language. */
export interface FieldProblemMessage {
  field: string;
  message: string;
}

/**
 * Every JSON response: `code` 200 is success; some callers read `message` instead of `msg`. A
 * refusal of a document (a PACT file) lists its failing fields in `problems`.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  message?: string;
  data?: T;
  problems?: FieldProblemMessage[];
}

// ---- session (SPEC §4, §7) ----

/** POST /rest/vicimsg, form field msgid plus `data` = JSON string {internalParams:{userid,deptid}}. */
export type MenuMessageId = 'getAdminMenuByUseridAndDeptid' | 'getDevMenuByUseridAndDeptid' | 'getHomeMenuByUseridAndDeptid';

// ---- message board (GET /chat/...) ----

// ---- personal center ----

// ---- category tree (SPEC §3, §7) ----
export interface TreeNode {
  id: number;
  /** The name to show, in the request's language. */
  name: string;
  /** Both names, where the tree carries them (the directory), for the forms that edit them. */
  nameZh?: string;
  nameEn?: string;
  pid: number;
  /** Department-type nodes carry parentId instead of pid. */
  parentId?: number;
  level: number;
  code?: string;
  children?: TreeNode[];
  list?: TreeNode[];
}
export interface AddTreeNodeRequest {
  name: string;
  nameEn?: string;
  pid: number;
  parentId?: number;
  sort: 1;
  status: 0;
}
export interface EditTreeNodeRequest {
  id: number;
  name: string;
  nameEn?: string;
  pid: number;
  parentId?: number;
}
export interface MoveTreeNodeRequest {
  id: number;
  pid: number;
}
/** POST JSON /sky/dept/create; code 0 also means success (SPEC §8). */
export interface CreateDeptNodeRequest {
  name: string;
  parentId: number;
  sort: 1;
  status: 0;
}
/** PUT JSON /sky/dept/update */
export interface UpdateDeptNodeRequest {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  status: number;
}

// ---- upload (SPEC §5, §7, §8) ----
export interface UploadResult {
  code: number;
  msg?: string;
  message?: string;
  uploaded?: unknown;
  data?: unknown;
}
