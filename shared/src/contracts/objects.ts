/**
 * The generic object API (SPEC §5 advanced search, §7 /rest/getObj*): lists, searches and edits of
 * objects registered in the server's metadata tables. Every call is a POST; a form-urlencoded body
 * carries `conditions`, `data` and `ids` as JSON strings, a JSON body may carry them as values.
 */
import Type, { type Static } from 'typebox';
import { SIGNED_IN, defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';

/** The advanced search operators of SPEC §5, exactly these. */
export const OBJ_OPERATORS = [
  'eq',
  'ne',
  'like',
  'notLike',
  'likeLeft',
  'likeRight',
  'isNull',
  'isNotNull',
  'gt',
  'lt',
  'ge',
  'le',
  'in',
  'notIn',
] as const;
export type ObjOperator = (typeof OBJ_OPERATORS)[number];

export const OBJ_FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'date', 'datetime', 'dict'] as const;
/** date: 'YYYY-MM-DD'; datetime: ISO 8601 (UTC in rows); dict: a dictionary value as a string. */
export const ObjFieldTypeSchema = Type.Enum([...OBJ_FIELD_TYPES]);
export type ObjFieldType = Static<typeof ObjFieldTypeSchema>;

/** Largest page of /rest/getObjDataByPage and most rows of /rest/getObjData. */
export const OBJ_PAGE_SIZE_MAX = 500;
/** Most values of an in/notIn list and most ids of /rest/delObjDataByIdList. */
export const OBJ_LIST_MAX = 1000;

export const ObjValueSchema = Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()]));
export type ObjValue = Static<typeof ObjValueSchema>;
export const ObjRowSchema = Type.Record(Type.String(), ObjValueSchema);
export type ObjRow = Static<typeof ObjRowSchema>;

/**
 * like: contains; likeLeft: ends with ('%v'); likeRight: starts with ('v%'); all case-insensitive.
 * isNull/isNotNull take no value; in/notIn take a list.
 */
export interface ObjCondition {
  field: string;
  operator: ObjOperator;
  value?: ObjValue | ObjValue[];
}

export type ObjSortOrder = 'asc' | 'desc' | 'ascend' | 'descend';

export const ObjFieldMetaSchema = Type.Object({
  name: Type.String(),
  type: ObjFieldTypeSchema,
  /** In the caller's language (Accept-Language). */
  label: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  dictType: Nullable(Type.String()),
  required: Type.Boolean(),
  searchable: Type.Boolean(),
  sortable: Type.Boolean(),
  shownInList: Type.Boolean(),
  /** The caller cannot change this field (server-kept, or by the caller's access rules). */
  readOnly: Type.Boolean(),
  maxLength: Nullable(Type.Integer()),
  order: Type.Integer(),
});
export type ObjFieldMeta = Static<typeof ObjFieldMetaSchema>;

/*
 * The request bodies: conditions, data, ids and the export's fields are checked by the service,
 * which gives each refusal its own message, so the schemas take any value there (JSON text in a
 * form-urlencoded body, a value in a JSON one); their types say what the client sends.
 */
const ObjName = Type.String({ minLength: 1, maxLength: 100 });
const objQueryFields = {
  objName: ObjName,
  sortField: Type.Optional(Type.String({ maxLength: 100 })),
  sortOrder: Type.Optional(Type.Unsafe<ObjSortOrder>(Type.String({ maxLength: 20 }))),
  /** A list, or that list as a JSON string (form-urlencoded bodies). */
  conditions: Type.Optional(Type.Unsafe<ObjCondition[] | string>(Type.Unknown())),
};

/** POST /rest/getObjMetaData {objName}: the fields the caller may see. */
export const ObjMetaDataRequestSchema = Type.Object({ objName: ObjName });
export type ObjMetaDataRequest = Static<typeof ObjMetaDataRequestSchema>;

export const ObjMetaDataSchema = Type.Object({
  objName: Type.String(),
  label: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  companyScoped: Type.Boolean(),
  fields: Type.Array(ObjFieldMetaSchema),
});
export type ObjMetaData = Static<typeof ObjMetaDataSchema>;

/** POST /rest/getObjData: every matching row, at most OBJ_PAGE_SIZE_MAX. */
export const ObjQueryRequestSchema = Type.Object(objQueryFields);
export type ObjQueryRequest = Static<typeof ObjQueryRequestSchema>;

/** POST /rest/getObjDataByPage: pageNum from 1 (default 1), pageSize 1..OBJ_PAGE_SIZE_MAX (default 10). */
export const ObjPageRequestSchema = Type.Object({
  ...objQueryFields,
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  // the OBJ_PAGE_SIZE_MAX cap is the service's, with its own message
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ObjPageRequest = Static<typeof ObjPageRequestSchema>;

export const ObjPageSchema = Type.Object({
  rows: Type.Array(ObjRowSchema),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ObjPage = Static<typeof ObjPageSchema>;

/** POST /rest/getObjDataById and /rest/delObjData. */
export const ObjByIdRequestSchema = Type.Object({ objName: ObjName, id: RowId });
export type ObjByIdRequest = Static<typeof ObjByIdRequestSchema>;

/** POST /rest/saveObjData: data with an id updates that row, without one inserts. */
export const ObjSaveRequestSchema = Type.Object({ objName: ObjName, data: Type.Unsafe<ObjRow | string>(Type.Unknown()) });
export type ObjSaveRequest = Static<typeof ObjSaveRequestSchema>;

export const ObjSaveResultSchema = Type.Object({ id: Type.Integer() });
export type ObjSaveResult = Static<typeof ObjSaveResultSchema>;

/** POST /rest/delObjDataByIdList: all or nothing. ids as a list, a JSON string or '1,2,3'. */
export const ObjDeleteListRequestSchema = Type.Object({ objName: ObjName, ids: Type.Unsafe<number[] | string>(Type.Unknown()) });
export type ObjDeleteListRequest = Static<typeof ObjDeleteListRequestSchema>;

export const ObjDeleteListResultSchema = Type.Object({ deleted: Type.Integer() });
export type ObjDeleteListResult = Static<typeof ObjDeleteListResultSchema>;

/** Most rows of one /rest/exportObjData file; more matches are refused. */
export const OBJ_EXPORT_ROW_MAX = 10000;
/** What /rest/exportObjData answers: an .xlsx workbook. */
export const OBJ_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /rest/exportObjData: the list's query, all matching rows (at most OBJ_EXPORT_ROW_MAX) as
 * .xlsx. `fields` picks which visible fields are written (registry order); by default those shown
 * in lists. Names as a list, JSON text or 'a,b'.
 */
export const ObjExportRequestSchema = Type.Object({
  ...objQueryFields,
  fields: Type.Optional(Type.Unsafe<string[] | string>(Type.Unknown())),
});
export type ObjExportRequest = Static<typeof ObjExportRequestSchema>;

const tags = ['objects'];

/**
 * /rest/getObj* and friends: the generic object API over the metadata registry. The permission
 * that matters is the object's own: the server asks for <prefix>:list, :edit, :remove or :export
 * (403 without it) and applies the caller's data scope. So the routes only need a session: a role
 * granted a list screen (system:user:list ...) can use the API that screen is built on.
 */
export const objectEndpoints = {
  metaData: defineEndpoint({
    method: 'POST',
    url: '/rest/getObjMetaData',
    readOnly: true,
    permission: SIGNED_IN,
    tags,
    body: ObjMetaDataRequestSchema,
    reply: ObjMetaDataSchema,
  }),
  page: defineEndpoint({
    method: 'POST',
    url: '/rest/getObjDataByPage',
    readOnly: true,
    permission: SIGNED_IN,
    tags,
    body: ObjPageRequestSchema,
    reply: ObjPageSchema,
  }),
  query: defineEndpoint({
    method: 'POST',
    url: '/rest/getObjData',
    readOnly: true,
    permission: SIGNED_IN,
    tags,
    body: ObjQueryRequestSchema,
    reply: Type.Array(ObjRowSchema),
  }),
  /** The file of the filtered list: the object's list right and its export right. */
  export: defineEndpoint({
    method: 'POST',
    url: '/rest/exportObjData',
    readOnly: true,
    permission: SIGNED_IN,
    tags,
    body: ObjExportRequestSchema,
    reply: 'file',
    produces: [OBJ_EXPORT_CONTENT_TYPE],
  }),
  byId: defineEndpoint({
    method: 'POST',
    url: '/rest/getObjDataById',
    readOnly: true,
    permission: SIGNED_IN,
    tags,
    body: ObjByIdRequestSchema,
    reply: ObjRowSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    url: '/rest/saveObjData',
    permission: SIGNED_IN,
    tags,
    body: ObjSaveRequestSchema,
    reply: ObjSaveResultSchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/rest/delObjData',
    permission: SIGNED_IN,
    tags,
    body: ObjByIdRequestSchema,
    reply: ObjSaveResultSchema,
  }),
  deleteList: defineEndpoint({
    method: 'POST',
    url: '/rest/delObjDataByIdList',
    permission: SIGNED_IN,
    tags,
    body: ObjDeleteListRequestSchema,
    reply: ObjDeleteListResultSchema,
  }),
  /** SPEC §7: the paged list for the system objects only (permission prefix system:*: sys_user, sys_post ...); same body, answer and rules. */
  systemPage: defineEndpoint({
    method: 'POST',
    url: '/rest/systemInfo/getObjDataByPage',
    readOnly: true,
    permission: SIGNED_IN,
    tags,
    body: ObjPageRequestSchema,
    reply: ObjPageSchema,
  }),
};
