/**
 * Operation log and sign-in log (/system/log). Both lists are paged on the server, newest first
 * unless `order` says otherwise; a platform administrator reads every company's rows, anyone else
 * only their own company's. Permission system:log:list.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { defineEndpoint } from './endpoint';
import { Nullable } from './schemaParts';

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
  // study reports: creation, saves and status moves (areas/reports)
  'report',
  // shared PACT footprints and the PACT API's clients (areas/supplychain)
  'pact_footprint',
  'pact_client',
  // the supply chain: suppliers, footprint requests and their applications (areas/supplychain)
  'supply_partner',
  'footprint_request',
  'footprint_application',
] as const;

/** Both lists: system:log:list. */
export const PERMISSION_LOG_LIST = 'system:log:list';
/** Longest account a log query or row carries. */
export const LOG_ACCOUNT_MAX = 200;

/** Sort by time: newest first (desc, the default) or oldest first. */
export const LogOrderSchema = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type LogOrder = Static<typeof LogOrderSchema>;

/** Query of both lists; from and to are ISO times, inclusive. */
const logQueryFields = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** 1 to 200; 10 unless given. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  /** Exact account. */
  account: Type.Optional(Type.String({ maxLength: LOG_ACCOUNT_MAX })),
  order: Type.Optional(LogOrderSchema),
};
export const LogListQuerySchema = Type.Object(logQueryFields);
export type LogListQuery = Static<typeof LogListQuerySchema>;

/** GET /system/operlog/list */
export const OperLogQuerySchema = Type.Object({
  ...logQueryFields,
  /** Exact object name (user, role, sys_post ...). */
  object: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 50 })),
});
export type OperLogQuery = Static<typeof OperLogQuerySchema>;

/** GET /system/loginlog/list */
export const LoginLogQuerySchema = Type.Object({ ...logQueryFields, success: Type.Optional(Type.Boolean()) });
export type LoginLogQuery = Static<typeof LoginLogQuerySchema>;

export const OperLogRowSchema = Type.Object({
  id: Type.Integer(),
  /** ISO time. */
  at: Type.String(),
  userId: Nullable(Type.Integer()),
  account: Nullable(Type.String()),
  companyId: Nullable(Type.Integer()),
  object: Type.String(),
  action: Type.String(),
  /** Comma-separated ids of the rows changed. */
  targetIds: Nullable(Type.String()),
  /** The rows as they were and as they became: an object, an array of row objects, or null. Secrets are never logged. */
  before: Type.Unknown(),
  after: Type.Unknown(),
  requestId: Nullable(Type.String()),
  address: Nullable(Type.String()),
});
export type OperLogRow = Static<typeof OperLogRowSchema>;

export const LoginLogRowSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  /** The account as typed. */
  account: Type.String(),
  userId: Nullable(Type.Integer()),
  companyId: Nullable(Type.Integer()),
  success: Type.Boolean(),
  /** The envelope code answered. */
  code: Nullable(Type.Integer()),
  /** On failure the server's message key (badCredentials, captchaInvalid ...), or the message itself when it has no key. */
  reason: Nullable(Type.String()),
  address: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
});
export type LoginLogRow = Static<typeof LoginLogRowSchema>;

export interface LogPage<T> {
  rows: T[];
  total: number;
}

const logPage = <T extends TSchema>(row: T) => Type.Object({ rows: Type.Array(row), total: Type.Integer() });
const tags = ['system: logs'];

export const auditEndpoints = {
  operLogList: defineEndpoint({
    method: 'GET',
    url: '/system/operlog/list',
    permission: PERMISSION_LOG_LIST,
    tags,
    querystring: OperLogQuerySchema,
    reply: logPage(OperLogRowSchema),
  }),
  loginLogList: defineEndpoint({
    method: 'GET',
    url: '/system/loginlog/list',
    permission: PERMISSION_LOG_LIST,
    tags,
    querystring: LoginLogQuerySchema,
    reply: logPage(LoginLogRowSchema),
  }),
};
