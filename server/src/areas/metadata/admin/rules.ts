/**
 * The rules of registry administration (/metadata/table): which tables and columns may ever be
 * registered, which field type fits which SQL type, and the fixed SQL type of each field type in
 * the tables the registry creates. The name patterns and limits are the contract's
 * (contracts/metadataAdmin.ts), imported at run time.
 */
import type { ObjFieldType } from '@pcf/shared/contracts';

import { type META_BUILT_IN_COLUMNS as BUILT_IN_COLUMNS } from '@pcf/shared/contracts';

/**
 * Tables of the platform itself that no registration may expose, whatever their columns: sign-in
 * and sessions, accounts and their grants, menus, settings (the captcha secret), logs, the registry
 * itself, drizzle's journal, and the areas whose changes carry rules of their own (departments,
 * dictionaries, the message board, the directory tree, the units: their list is the read model pcf_unit;
 * the accounting projects and their status history: their list is the read model pcf_project).
 */
export const INTERNAL_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'captchas',
  'settings',
  'users',
  'user_roles',
  'user_posts',
  'roles',
  'role_menus',
  'role_depts',
  'menus',
  'companies',
  'departments',
  'sys_oper_log',
  'sys_login_log',
  'sys_dict_type',
  'sys_dict_item',
  'board_threads',
  'board_messages',
  'directory_nodes',
  'units',
  'projects',
  'project_status_history',
  'meta_objects',
  'meta_fields',
  '__drizzle_migrations',
  // the generations of cached pages (metadata/pageCache.ts): a value set by hand could name older data
  'data_generations',
]);

/**
 * Name patterns of internal tables, for tables added later: the registry's own (meta_*), the
 * tables it creates (registered when created), access rules, anything about sessions, tokens,
 * captchas, secrets, passwords, migrations or logs.
 */
export const INTERNAL_TABLE_PATTERNS: readonly RegExp[] = [
  /^meta_/,
  /^obj_/,
  /^pg_/,
  /^_/,
  /access/,
  /session/,
  /token/,
  /captcha/,
  /secret/,
  /passw/,
  /migration/,
  /(^|_)logs?$/,
  /(^|_)log_/,
];

export function isInternalTable(table: string): boolean {
  return INTERNAL_TABLES.has(table) || INTERNAL_TABLE_PATTERNS.some((pattern) => pattern.test(table));
}

/** A column whose name suggests a secret is never registered, on any table. */
const SECRET_COLUMN = /passw|pwd|hash|token|secret|salt/i;

export function isSecretColumn(column: string): boolean {
  return SECRET_COLUMN.test(column);
}

/** information_schema.columns data_type → the field types that can hold its values. */
const COMPATIBLE: Readonly<Record<string, readonly ObjFieldType[]>> = {
  text: ['string', 'dict'],
  'character varying': ['string', 'dict'],
  character: ['string', 'dict'],
  integer: ['integer', 'number'],
  smallint: ['integer', 'number'],
  bigint: ['integer', 'number'],
  numeric: ['number'],
  real: ['number'],
  'double precision': ['number'],
  boolean: ['boolean'],
  date: ['date'],
  'timestamp with time zone': ['datetime'],
  'timestamp without time zone': ['datetime'],
};

/** The field types a column of this SQL type may be registered as (none: not registrable). */
export function typesFor(sqlType: string): ObjFieldType[] {
  return [...(COMPATIBLE[sqlType] ?? [])];
}

export const INTEGER_SQL_TYPES: readonly string[] = ['integer', 'smallint', 'bigint'];

/** The one SQL type of each field type in the tables the registry creates. */
export const CUSTOM_COLUMN_TYPE: Readonly<Record<ObjFieldType, string>> = {
  string: 'text',
  dict: 'text',
  integer: 'integer',
  number: 'numeric',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamp with time zone',
};

/** What a built-in column of a custom table is registered as. */
export interface BuiltInField {
  column: (typeof BUILT_IN_COLUMNS)[number];
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  editable: boolean;
  shownInList: boolean;
}

export const BUILT_IN_FIELDS: readonly BuiltInField[] = [
  { column: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', editable: false, shownInList: false },
  { column: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', editable: true, shownInList: false },
  { column: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', editable: false, shownInList: true },
  { column: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', editable: false, shownInList: false },
];

/** Columns the server writes itself on any registered table: never written from a request. */
export const SERVER_KEPT_COLUMNS: readonly string[] = ['id', 'created_at', 'updated_at'];
