/**
 * The generic object API (SPEC §5 advanced search, §7 /rest/getObj*): lists, searches and edits of
 * objects registered in the server's metadata tables. Every call is a POST; a form-urlencoded body
 * carries `conditions`, `data` and `ids` as JSON strings, a JSON body may carry them as values.
 */
import Type, { type Static } from 'typebox';

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

export type ObjValue = string | number | boolean | null;
export type ObjRow = Record<string, ObjValue>;

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

export interface ObjFieldMeta {
  name: string;
  type: ObjFieldType;
  /** In the caller's language (Accept-Language). */
  label: string;
  labelZh: string;
  labelEn: string;
  dictType: string | null;
  required: boolean;
  searchable: boolean;
  sortable: boolean;
  shownInList: boolean;
  /** The caller cannot change this field (server-kept, or by the caller's access rules). */
  readOnly: boolean;
  maxLength: number | null;
  order: number;
}

/** POST /rest/getObjMetaData {objName}: the fields the caller may see. */
export interface ObjMetaDataRequest {
  objName: string;
}
export interface ObjMetaData {
  objName: string;
  label: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  fields: ObjFieldMeta[];
}

/** POST /rest/getObjData: every matching row, at most OBJ_PAGE_SIZE_MAX. */
export interface ObjQueryRequest {
  objName: string;
  sortField?: string;
  sortOrder?: ObjSortOrder;
  /** A list, or that list as a JSON string (form-urlencoded bodies). */
  conditions?: ObjCondition[] | string;
}
/** POST /rest/getObjDataByPage: pageNum from 1 (default 1), pageSize 1..OBJ_PAGE_SIZE_MAX (default 10). */
export interface ObjPageRequest extends ObjQueryRequest {
  pageNum?: number;
  pageSize?: number;
}
export interface ObjPage {
  rows: ObjRow[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** POST /rest/getObjDataById and /rest/delObjData. */
export interface ObjByIdRequest {
  objName: string;
  id: number;
}
/** POST /rest/saveObjData: data with an id updates that row, without one inserts. */
export interface ObjSaveRequest {
  objName: string;
  data: ObjRow | string;
}
export interface ObjSaveResult {
  id: number;
}
/** POST /rest/delObjDataByIdList: all or nothing. ids as a list, a JSON string or '1,2,3'. */
export interface ObjDeleteListRequest {
  objName: string;
  ids: number[] | string;
}
export interface ObjDeleteListResult {
  deleted: number;
}

/** Most rows of one /rest/exportObjData file; more matches are refused. */
export const OBJ_EXPORT_ROW_MAX = 10000;

/**
 * POST /rest/exportObjData: the list's query, all matching rows (at most OBJ_EXPORT_ROW_MAX) as
 * .xlsx. `fields` picks which visible fields are written (registry order); by default those shown in lists.
 */
export interface ObjExportRequest extends ObjQueryRequest {
  fields?: string[] | string;
}
