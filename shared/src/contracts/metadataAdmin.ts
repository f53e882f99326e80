/**
 * /metadata/table (元数据管理): the registry of the generic object API. Platform administrators
 * register an existing table as an object, or create a new object whose table the server builds
 * (named META_CUSTOM_TABLE_PREFIX + name) and whose columns follow its fields; reading the
 * registry needs system:metadata:list, every change system:metadata:add/edit/remove and the
 * platform administrator flag. Bodies are JSON.
 */
import type { ObjFieldType } from './objects';

/** system: the product's own (seeded) objects; table: an existing table registered; custom: a table the registry created and owns. */
export type MetaObjectKind = 'system' | 'table' | 'custom';

/** The tables the registry creates are named this plus the object's name, and only those. */
export const META_CUSTOM_TABLE_PREFIX = 'obj_';
/** A custom object's name (without the prefix): lower case, digits and _, starting with a letter. */
export const META_CUSTOM_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
/** A field (column) name of a custom object. */
export const META_FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
/** area:object (or area:module:object); the object needs <prefix>:list, :edit and :remove. */
export const META_PERMISSION_PREFIX_PATTERN = /^[a-z][a-z0-9_]{0,29}(:[a-z][a-z0-9_]{0,29}){1,2}$/;
/** Columns every custom table has; the server registers and keeps them. */
export const META_BUILT_IN_COLUMNS = ['id', 'company_id', 'created_at', 'updated_at'] as const;
export const META_LABEL_MAX = 100;
export const META_MAX_LENGTH_MAX = 10000;
export const META_ORDER_MAX = 9999;
/** Most fields of one object. */
export const META_FIELDS_MAX = 200;

/** GET /system/metadata/objects?pageNum&pageSize&keyword (keyword: in the name, table or labels). */
export interface MetaObjectListRequest {
  pageNum?: number;
  pageSize?: number;
  keyword?: string;
}

export interface MetaObjectSummary {
  id: number;
  /** The objName of the generic object API; equal to the table name. */
  name: string;
  table: string;
  labelZh: string;
  labelEn: string;
  kind: MetaObjectKind;
  companyScoped: boolean;
  permissionPrefix: string;
  fieldCount: number;
}

export interface MetaObjectPage {
  rows: MetaObjectSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A field as an administrator sets it. `name` is also the column name. */
export interface MetaFieldInput {
  name: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  /** The dictionary type code of a dict field (it must exist); null for every other type. */
  dictType: string | null;
  required: boolean;
  searchable: boolean;
  sortable: boolean;
  shownInList: boolean;
  order: number;
  /** string and dict fields only, 1..META_MAX_LENGTH_MAX; null: no limit. */
  maxLength: number | null;
}

export interface MetaFieldDetail extends MetaFieldInput {
  column: string;
  /** The column's SQL type. */
  sqlType: string;
  /** false: kept by the server (id, audit times), never written from a request. */
  editable: boolean;
  /** A column the object needs (id, company_id, audit times of custom tables): it cannot be removed. */
  builtIn: boolean;
  /** Custom objects, platform administrators: rows holding a value in this column (removing it loses them). */
  filled: number | null;
}

/** GET /system/metadata/object?name= */
export interface MetaObjectDetail extends MetaObjectSummary {
  deptField: string | null;
  ownerField: string | null;
  /** Platform administrators: the rows of the table (every company); null otherwise. */
  rows: number | null;
  fields: MetaFieldDetail[];
}

export interface MetaCandidateColumn {
  column: string;
  sqlType: string;
  nullable: boolean;
  /** The field types this column can hold; empty: it cannot be registered. */
  types: ObjFieldType[];
  /** Its name suggests a secret (password, hash, token, secret, salt): never registered. */
  secret: boolean;
}

/**
 * GET /system/metadata/tables: existing tables that may be registered (not registered yet, not
 * internal, with an integer primary key id), each with its columns; GET
 * /system/metadata/columns?name= gives the same for a registered table-kind object's table.
 */
export interface MetaCandidateTable {
  table: string;
  /** It has an integer company_id column, so it may be company-scoped. */
  hasCompanyColumn: boolean;
  columns: MetaCandidateColumn[];
}

/**
 * POST /system/metadata/create. kind 'table': name is the existing table's name; kind 'custom':
 * name without the prefix, the server creates META_CUSTOM_TABLE_PREFIX + name. The id (and
 * company_id, and for custom objects created_at and updated_at) fields are added by the server
 * when absent. permissionPrefix defaults to obj:<name>.
 */
export interface MetaObjectCreateRequest {
  kind: 'table' | 'custom';
  name: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  permissionPrefix?: string;
  fields: MetaFieldInput[];
}

/**
 * POST /system/metadata/update: the object's labels and permission prefix and its whole field list
 * (fields missing from the list are removed, new ones added). A custom object's removed columns are
 * dropped: when they hold values the call is refused unless confirmDataLoss is true. The product's
 * own objects take label, flag, order and length changes only.
 */
export interface MetaObjectUpdateRequest {
  name: string;
  labelZh: string;
  labelEn: string;
  permissionPrefix: string;
  fields: MetaFieldInput[];
  confirmDataLoss?: boolean;
}

/** POST /system/metadata/delete: a custom object's table is dropped (with rows: confirmDataLoss); a table-kind registration only is removed. */
export interface MetaObjectDeleteRequest {
  name: string;
  confirmDataLoss?: boolean;
}

export interface MetaObjectSaved {
  id: number;
  name: string;
}
