/**
 * Departments (/system/dept, SPEC §7 /sky/dept/* and /rest/dept/*): one tree per company. An
 * enterprise administrator manages their own company's tree; a platform administrator any
 * company's, naming it with companyId (the tree load takes ?companyId=).
 */
import type { TreeNode } from './api';

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

/**
 * The full form of /sky/dept/create (POST JSON) and /rest/dept/saveDeptInfo (form-encoded; with id
 * it updates). CreateDeptNodeRequest of api.ts is the tree's subset of it.
 */
export interface SaveDeptRequest {
  id?: number;
  name: string;
  /** 0: a first-level department of the company. */
  parentId: number;
  sort?: number;
  status?: number;
  leader?: string | null;
  phone?: string | null;
  /** Platform administrators adding a first-level department name the company. */
  companyId?: number;
}

/** Answer of create and save. */
export interface SavedDept {
  id: number;
}

/** DELETE /sky/dept/delete?id= and POST /rest/dept/deleteDeptInfo {id}: refused while it has children or users. */
export interface DeleteDeptRequest {
  id: number;
}

/** POST /rest/systemInfo/getDeptManager: the organisation (company) the caller administers; saves what is sent. */
export interface OrganisationRequest {
  /** Platform administrators name the company; others always get their own. */
  companyId?: number;
  name?: string;
  nameEn?: string | null;
}
export interface OrganisationInfo {
  id: number;
  name: string;
  nameEn: string | null;
}
