/**
 * Calls of the generic object API (contracts/objects.ts) through the shared client, and the
 * antd-free rules of the object table: which operators a field type offers, how a condition is
 * checked and sent, where column settings are kept.
 */
import { OBJ_LIST_MAX, PAGED_LIST_TIMEOUT_MS, dictionaryEndpoints, objectEndpoints } from '../contracts';
import type { EndpointDefinition, ObjPageRequestSchema, ObjPageSchema } from '../contracts';
import type {
  DictOption,
  ObjCondition,
  ObjExportRequest,
  ObjFieldMeta,
  ObjFieldType,
  ObjOperator,
  ObjPageRequest,
  ObjQueryRequest,
  ObjRow,
  ObjValue,
} from '../contracts';
import { callEnvelope } from '../http/callApi';
import { downloadPost } from '../http/request';
import type { RequestOptions } from '../http/request';

/** An option of a dict field, in the caller's language (dictionaryEndpoints.options). */
export type ObjDictOption = DictOption;

/** A list route of the same body and answer as /rest/getObjDataByPage. */
export type ObjPageEndpoint = EndpointDefinition & { method: 'POST'; body: typeof ObjPageRequestSchema; reply: typeof ObjPageSchema };

export const objectApi = {
  metaData: (objName: string, options?: RequestOptions) => callEnvelope(objectEndpoints.metaData, { body: { objName } }, options),
  /**
   * `endpoint`: a list route with the same body and answer (a screen's own scoped list, e.g. the
   * projects a reviewer reviews, or objectEndpoints.systemPage); objectEndpoints.page by default.
   * Paged lists wait longer than other calls (SPEC §9).
   */
  page: (body: ObjPageRequest, endpoint: ObjPageEndpoint = objectEndpoints.page, options?: RequestOptions) =>
    callEnvelope(endpoint, { body }, { timeout: PAGED_LIST_TIMEOUT_MS, ...options }),
  /** Every row that matches (no paging), for pickers and small lists. */
  query: (body: ObjQueryRequest, options?: RequestOptions) => callEnvelope(objectEndpoints.query, { body }, options),
  byId: (objName: string, id: number, options?: RequestOptions) => callEnvelope(objectEndpoints.byId, { body: { objName, id } }, options),
  save: (objName: string, data: ObjRow) => callEnvelope(objectEndpoints.save, { body: { objName, data } }),
  remove: (objName: string, id: number) => callEnvelope(objectEndpoints.delete, { body: { objName, id } }),
  removeList: (objName: string, ids: number[]) => callEnvelope(objectEndpoints.deleteList, { body: { objName, ids } }),
  /** The .xlsx of the filtered list; a 401 offers to sign in again like every call. */
  exportFile: (body: ObjExportRequest) => downloadPost(objectEndpoints.export.url, body),
  dictOptions: (dictType: string) => callEnvelope(dictionaryEndpoints.options, { query: { dictType } }, { silent: true }),
};

// ---- operators ----

const TEXT: readonly ObjOperator[] = ['eq', 'ne', 'like', 'notLike', 'likeLeft', 'likeRight', 'in', 'notIn', 'isNull', 'isNotNull'];
const ORDERED: readonly ObjOperator[] = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'in', 'notIn', 'isNull', 'isNotNull'];
const CHOICE: readonly ObjOperator[] = ['eq', 'ne', 'in', 'notIn', 'isNull', 'isNotNull'];

/** The operators meaningful for a field type (the server accepts the same, SPEC §5). */
export function operatorsFor(type: ObjFieldType): readonly ObjOperator[] {
  switch (type) {
    case 'string':
      return TEXT;
    case 'number':
    case 'integer':
    case 'date':
    case 'datetime':
      return ORDERED;
    case 'boolean':
      return ['eq', 'ne', 'isNull', 'isNotNull'];
    case 'dict':
      return CHOICE;
  }
}

export type ValueShape = 'none' | 'single' | 'list';

export function valueShapeOf(operator: ObjOperator): ValueShape {
  if (operator === 'isNull' || operator === 'isNotNull') return 'none';
  if (operator === 'in' || operator === 'notIn') return 'list';
  return 'single';
}

// ---- conditions ----

/** One row of the advanced search panel as the user edits it. */
export interface DraftCondition {
  key: number;
  field?: string;
  operator?: ObjOperator;
  value?: ObjValue;
  values?: string[];
}

export type ConditionProblem = 'fieldRequired' | 'operatorRequired' | 'valueRequired' | 'valueInvalid' | 'tooManyValues';

export interface CheckedConditions {
  conditions: ObjCondition[];
  /** By draft key; empty when every row is complete and valid. */
  problems: Map<number, ConditionProblem>;
}

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A typed value for the field, or undefined when the text does not fit its type. */
export function typedValue(field: ObjFieldMeta, raw: ObjValue | undefined): ObjValue | undefined {
  if (raw === null || raw === undefined) return undefined;
  const text = String(raw).trim();
  if (text === '') return undefined;
  switch (field.type) {
    case 'integer':
      return INTEGER.test(text) ? Number(text) : undefined;
    case 'number':
      return DECIMAL.test(text) ? Number(text) : undefined;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'date':
      return DATE.test(text) ? text : undefined;
    case 'datetime': {
      // a datetime-local input has no zone: it is the user's local time
      const time = Date.parse(text);
      return Number.isNaN(time) ? undefined : new Date(time).toISOString();
    }
    default:
      return text;
  }
}

/** The conditions to send, or what is wrong with each incomplete row (nothing is sent then). */
export function checkConditions(drafts: readonly DraftCondition[], fields: readonly ObjFieldMeta[]): CheckedConditions {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const problems = new Map<number, ConditionProblem>();
  const conditions: ObjCondition[] = [];
  for (const draft of drafts) {
    const field = draft.field === undefined ? undefined : byName.get(draft.field);
    if (!field || !field.searchable) {
      problems.set(draft.key, 'fieldRequired');
      continue;
    }
    if (!draft.operator || !operatorsFor(field.type).includes(draft.operator)) {
      problems.set(draft.key, 'operatorRequired');
      continue;
    }
    const shape = valueShapeOf(draft.operator);
    if (shape === 'none') {
      conditions.push({ field: field.name, operator: draft.operator });
      continue;
    }
    if (shape === 'list') {
      const raw = (draft.values ?? []).filter((v) => v.trim() !== '');
      if (raw.length === 0) {
        problems.set(draft.key, 'valueRequired');
        continue;
      }
      if (raw.length > OBJ_LIST_MAX) {
        problems.set(draft.key, 'tooManyValues');
        continue;
      }
      const typed = raw.map((v) => typedValue(field, v));
      if (typed.some((v) => v === undefined)) {
        problems.set(draft.key, 'valueInvalid');
        continue;
      }
      conditions.push({ field: field.name, operator: draft.operator, value: typed as ObjValue[] });
      continue;
    }
    if (draft.value === undefined || draft.value === null || String(draft.value).trim() === '') {
      problems.set(draft.key, 'valueRequired');
      continue;
    }
    const typed = typedValue(field, draft.value);
    if (typed === undefined) {
      problems.set(draft.key, 'valueInvalid');
      continue;
    }
    conditions.push({ field: field.name, operator: draft.operator, value: typed });
  }
  return { conditions, problems };
}

/** The quick search: `like` on the first searchable text field shown in the list. */
export function quickSearchField(fields: readonly ObjFieldMeta[]): ObjFieldMeta | undefined {
  const text = fields.filter((f) => f.searchable && f.type === 'string');
  return text.find((f) => f.shownInList) ?? text[0];
}

// ---- column settings ----

const COLUMNS_KEY = (objName: string) => `pcf.objectTable.columns.${objName}`;

/** The fields the user chose to show in this object's list, or null when never chosen. */
export function loadVisibleColumns(objName: string): string[] | null {
  try {
    const raw = window.localStorage.getItem(COLUMNS_KEY(objName));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

export function saveVisibleColumns(objName: string, visible: readonly string[]): void {
  try {
    window.localStorage.setItem(COLUMNS_KEY(objName), JSON.stringify(visible));
  } catch {
    // storage full or blocked: the choice lasts for this page only
  }
}

export function clearVisibleColumns(objName: string): void {
  try {
    window.localStorage.removeItem(COLUMNS_KEY(objName));
  } catch {
    // nothing kept, nothing to clear
  }
}

/**
 * The columns to show: the user's choice among the fields still visible; without one, the screen's
 * `defaults` (in the fields' order), or else those shown in lists.
 */
export function visibleColumnsOf(objName: string, fields: readonly ObjFieldMeta[], defaults?: readonly string[]): string[] {
  const chosen = loadVisibleColumns(objName);
  const names = new Set(fields.map((f) => f.name));
  if (chosen !== null) return chosen.filter((name) => names.has(name));
  if (defaults) return fields.filter((f) => defaults.includes(f.name)).map((f) => f.name);
  return fields.filter((f) => f.shownInList).map((f) => f.name);
}
