/**
 * Operation log and sign-in log (/system/log). Both lists are paged on the server, newest first
 * unless `order` says otherwise; a platform administrator reads every company's rows, anyone else
 * only their own company's. Permission system:log:list.
 */

/** What a logged change did (server/src/areas/audit recordOperation). */
export const OPER_ACTIONS = [
  'create',
  'update',
  'delete',
  'freeze',
  'unfreeze',
  'reset',
  'grant',
  'dataScope',
  'switch',
  'reorder',
  'restore',
  'removeRole',
  'assign',
  'transition',
  'register',
  'approve',
  'reject',
  'import',
] as const;
export type OperAction = (typeof OPER_ACTIONS)[number];

/** The areas that log their changes under their own name; registered objects log under theirs (sys_post ...). */
export const OPER_OBJECTS = [
  'user',
  'role',
  'role_access',
  'dept',
  'menu',
  'dict_type',
  'dict_item',
  'meta_object',
  'sys_post',
  'sys_user',
  'backup',
  'unit',
  'project',
  'registration',
  'emission_factor',
  // company datasets change through the object API, under their object names; the rest through their areas
  'pcf_company_product',
  'pcf_company_dataset',
  'pcf_company_dataset_item',
  'general_dataset',
  'evidence_document',
  'library_document',
  // inventory data entry (areas/inventory)
  'inventory_line',
  'inventory_template',
  // data review: the reviewer's line comments and the company's answers (areas/inventory/review)
  'review_comment',
] as const;

/** Sort by time: newest first (desc, the default) or oldest first. */
export type LogOrder = 'asc' | 'desc';

/** Query of both lists; from and to are ISO times, inclusive. */
export interface LogListQuery {
  pageNum?: number;
  /** 1 to 200; 10 unless given. */
  pageSize?: number;
  from?: string;
  to?: string;
  /** Exact account. */
  account?: string;
  order?: LogOrder;
}

/** GET /system/operlog/list */
export interface OperLogQuery extends LogListQuery {
  /** Exact object name (user, role, sys_post ...). */
  object?: string;
  action?: string;
}

/** GET /system/loginlog/list */
export interface LoginLogQuery extends LogListQuery {
  success?: boolean;
}

export interface OperLogRow {
  id: number;
  /** ISO time. */
  at: string;
  userId: number | null;
  account: string | null;
  companyId: number | null;
  object: string;
  action: string;
  /** Comma-separated ids of the rows changed. */
  targetIds: string | null;
  /** The rows as they were and as they became: an object, an array of row objects, or null. Secrets are never logged. */
  before: unknown;
  after: unknown;
  requestId: string | null;
  address: string | null;
}

export interface LoginLogRow {
  id: number;
  at: string;
  /** The account as typed. */
  account: string;
  userId: number | null;
  companyId: number | null;
  success: boolean;
  /** The envelope code answered. */
  code: number | null;
  /** On failure the server's message key (badCredentials, captchaInvalid ...), or the message itself when it has no key. */
  reason: string | null;
  address: string | null;
  userAgent: string | null;
}

export interface LogPage<T> {
  rows: T[];
  total: number;
}
