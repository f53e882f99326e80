/**
 * /metadata/table (元数据管理): the registry of the generic object API. Platform administrators
 * register an existing table as an object, or create a new object whose table the server builds
 * (named META_CUSTOM_TABLE_PREFIX + name) and whose columns follow its fields; reading the
 * registry needs system:metadata:list, every change system:metadata:add/edit/remove and the
 * platform administrator flag. Bodies are JSON.
 */
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { ObjFieldTypeSchema, type ObjFieldType } from './objects';
import { Nullable } from './schemaParts';

/** system: the product's own (seeded) objects; table: an existing table registered; custom: a table the registry created and owns. */
export const MetaObjectKindSchema = Type.Union([Type.Literal('system'), Type.Literal('table'), Type.Literal('custom')]);
export type MetaObjectKind = Static<typeof MetaObjectKindSchema>;

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

/** The button permissions of /metadata/table; every change also needs the platform administrator flag. */
export const METADATA_PERMISSIONS = {
  list: 'system:metadata:list',
  add: 'system:metadata:add',
  edit: 'system:metadata:edit',
  remove: 'system:metadata:remove',
} as const;

// shapes and bounds only: names, labels, types, dictionaries and lengths are the service's, with their own messages
const MetaName = Type.String({ minLength: 1, maxLength: 100 });
const MetaLabel = Type.String({ maxLength: 500 });

/** GET /system/metadata/objects?pageNum&pageSize&keyword (keyword: in the name, table or labels). */
export const MetaObjectListRequestSchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type MetaObjectListRequest = Static<typeof MetaObjectListRequestSchema>;

/** ?name= of GET /system/metadata/object and /system/metadata/columns. */
export const MetaObjectNameQuerySchema = Type.Object({ name: MetaName });

const metaObjectSummaryFields = {
  id: Type.Integer(),
  /** The objName of the generic object API; equal to the table name. */
  name: Type.String(),
  table: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  kind: MetaObjectKindSchema,
  companyScoped: Type.Boolean(),
  permissionPrefix: Type.String(),
  fieldCount: Type.Integer(),
};
export const MetaObjectSummarySchema = Type.Object(metaObjectSummaryFields);
export type MetaObjectSummary = Static<typeof MetaObjectSummarySchema>;

export const MetaObjectPageSchema = Type.Object({
  rows: Type.Array(MetaObjectSummarySchema),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MetaObjectPage = Static<typeof MetaObjectPageSchema>;

/**
 * A field as an administrator sets it. `name` is also the column name. The server takes any text
 * as the type (an unknown one gets its own message naming the field).
 */
export const MetaFieldInputSchema = Type.Object({
  name: Type.String({ maxLength: 100 }),
  type: Type.Unsafe<ObjFieldType>(Type.String({ maxLength: 40 })),
  labelZh: MetaLabel,
  labelEn: MetaLabel,
  /** The dictionary type code of a dict field (it must exist); null for every other type. */
  // null first: with coerceTypes a null would otherwise become '' or 0 in the other branch
  dictType: Type.Union([Type.Null(), Type.String({ maxLength: 200 })]),
  required: Type.Boolean(),
  searchable: Type.Boolean(),
  sortable: Type.Boolean(),
  shownInList: Type.Boolean(),
  order: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }),
  /** string and dict fields only, 1..META_MAX_LENGTH_MAX; null: no limit. */
  maxLength: Type.Union([Type.Null(), Type.Integer({ minimum: -2147483648, maximum: 2147483647 })]),
});
export type MetaFieldInput = Static<typeof MetaFieldInputSchema>;

const MetaFieldInputsSchema = Type.Array(MetaFieldInputSchema, { maxItems: META_FIELDS_MAX + 10 });

export const MetaFieldDetailSchema = Type.Object({
  name: Type.String(),
  type: ObjFieldTypeSchema,
  labelZh: Type.String(),
  labelEn: Type.String(),
  dictType: Nullable(Type.String()),
  required: Type.Boolean(),
  searchable: Type.Boolean(),
  sortable: Type.Boolean(),
  shownInList: Type.Boolean(),
  order: Type.Integer(),
  maxLength: Nullable(Type.Integer()),
  column: Type.String(),
  /** The column's SQL type. */
  sqlType: Type.String(),
  /** false: kept by the server (id, audit times), never written from a request. */
  editable: Type.Boolean(),
  /** A column the object needs (id, company_id, audit times of custom tables): it cannot be removed. */
  builtIn: Type.Boolean(),
  /** Custom objects, platform administrators: rows holding a value in this column (removing it loses them). */
  filled: Nullable(Type.Integer()),
});
export type MetaFieldDetail = Static<typeof MetaFieldDetailSchema>;

/** GET /system/metadata/object?name= */
export const MetaObjectDetailSchema = Type.Object({
  ...metaObjectSummaryFields,
  deptField: Nullable(Type.String()),
  ownerField: Nullable(Type.String()),
  /** Platform administrators: the rows of the table (every company); null otherwise. */
  rows: Nullable(Type.Integer()),
  fields: Type.Array(MetaFieldDetailSchema),
});
export type MetaObjectDetail = Static<typeof MetaObjectDetailSchema>;

export const MetaCandidateColumnSchema = Type.Object({
  column: Type.String(),
  sqlType: Type.String(),
  nullable: Type.Boolean(),
  /** The field types this column can hold; empty: it cannot be registered. */
  types: Type.Array(ObjFieldTypeSchema),
  /** Its name suggests a secret (password, hash, token, secret, salt): never registered. */
  secret: Type.Boolean(),
});
export type MetaCandidateColumn = Static<typeof MetaCandidateColumnSchema>;

/**
 * GET /system/metadata/tables: existing tables that may be registered (not registered yet, not
 * internal, with an integer primary key id), each with its columns; GET
 * /system/metadata/columns?name= gives the same for a registered table-kind object's table.
 */
export const MetaCandidateTableSchema = Type.Object({
  table: Type.String(),
  /** It has an integer company_id column, so it may be company-scoped. */
  hasCompanyColumn: Type.Boolean(),
  columns: Type.Array(MetaCandidateColumnSchema),
});
export type MetaCandidateTable = Static<typeof MetaCandidateTableSchema>;

/**
 * POST /system/metadata/create. kind 'table': name is the existing table's name; kind 'custom':
 * name without the prefix, the server creates META_CUSTOM_TABLE_PREFIX + name. The id (and
 * company_id, and for custom objects created_at and updated_at) fields are added by the server
 * when absent. permissionPrefix defaults to obj:<name>.
 */
export const MetaObjectCreateRequestSchema = Type.Object({
  kind: Type.Union([Type.Literal('table'), Type.Literal('custom')]),
  name: MetaName,
  labelZh: MetaLabel,
  labelEn: MetaLabel,
  companyScoped: Type.Boolean(),
  permissionPrefix: Type.Optional(Type.String({ maxLength: 200 })),
  fields: MetaFieldInputsSchema,
});
export type MetaObjectCreateRequest = Static<typeof MetaObjectCreateRequestSchema>;

/**
 * POST /system/metadata/update: the object's labels and permission prefix and its whole field list
 * (fields missing from the list are removed, new ones added). A custom object's removed columns are
 * dropped: when they hold values the call is refused unless confirmDataLoss is true. The product's
 * own objects take label, flag, order and length changes only.
 */
export const MetaObjectUpdateRequestSchema = Type.Object({
  name: MetaName,
  labelZh: MetaLabel,
  labelEn: MetaLabel,
  permissionPrefix: Type.String({ maxLength: 200 }),
  fields: MetaFieldInputsSchema,
  confirmDataLoss: Type.Optional(Type.Boolean()),
});
export type MetaObjectUpdateRequest = Static<typeof MetaObjectUpdateRequestSchema>;

/** POST /system/metadata/delete: a custom object's table is dropped (with rows: confirmDataLoss); a table-kind registration only is removed. */
export const MetaObjectDeleteRequestSchema = Type.Object({ name: MetaName, confirmDataLoss: Type.Optional(Type.Boolean()) });
export type MetaObjectDeleteRequest = Static<typeof MetaObjectDeleteRequestSchema>;

export const MetaObjectSavedSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type MetaObjectSaved = Static<typeof MetaObjectSavedSchema>;

const tags = ['metadata'];

/**
 * /system/metadata/*: the registry of the generic object API (/metadata/table). Reading it needs
 * system:metadata:list; the candidate tables and every change need system:metadata:add, :edit or
 * :remove and the platform administrator flag, which the server checks before reading the body
 * (the changes run DDL and reach every company's data).
 */
export const metadataAdminEndpoints = {
  objects: defineEndpoint({
    method: 'GET',
    url: '/system/metadata/objects',
    permission: METADATA_PERMISSIONS.list,
    tags,
    querystring: MetaObjectListRequestSchema,
    reply: MetaObjectPageSchema,
  }),
  object: defineEndpoint({
    method: 'GET',
    url: '/system/metadata/object',
    permission: METADATA_PERMISSIONS.list,
    tags,
    querystring: MetaObjectNameQuerySchema,
    reply: MetaObjectDetailSchema,
  }),
  tables: defineEndpoint({
    method: 'GET',
    url: '/system/metadata/tables',
    permission: METADATA_PERMISSIONS.add,
    tags,
    reply: Type.Array(MetaCandidateTableSchema),
  }),
  columns: defineEndpoint({
    method: 'GET',
    url: '/system/metadata/columns',
    permission: METADATA_PERMISSIONS.edit,
    tags,
    querystring: MetaObjectNameQuerySchema,
    reply: MetaCandidateTableSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    url: '/system/metadata/create',
    permission: METADATA_PERMISSIONS.add,
    tags,
    body: MetaObjectCreateRequestSchema,
    reply: MetaObjectSavedSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/system/metadata/update',
    permission: METADATA_PERMISSIONS.edit,
    tags,
    body: MetaObjectUpdateRequestSchema,
    reply: MetaObjectSavedSchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/system/metadata/delete',
    permission: METADATA_PERMISSIONS.remove,
    tags,
    body: MetaObjectDeleteRequestSchema,
    reply: MetaObjectSavedSchema,
  }),
};
