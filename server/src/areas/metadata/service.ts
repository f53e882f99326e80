/**
 * The generic object API: reads, searches and changes rows of registered objects only. Every
 * statement is built from the registry (identifiers) and bound parameters (values); every read and
 * change carries the caller's data scope and the access policy's row conditions, so a row out of
 * scope behaves exactly like a missing one.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ObjCondition, ObjFieldMeta, ObjMetaData, ObjPage, ObjRow, ObjValue } from '@pcf/shared/contracts';
import { OBJ_LIST_MAX, OBJ_PAGE_SIZE_MAX } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/queries';
import type { Language } from '../../http/messages';
import { ApiError, forbidden } from '../../http/errors';
import { hasPermission } from '../auth/guard';
import type { SessionContext } from '../auth/sessions';
import { dataScoped, viewFor, type AccessPolicy, type FieldView, type ObjectView } from './access';
import { badInput, rowNotFound, shown } from './errors';
import { conditionSql, parseConditions, selectExpression, sortDirection, typedValue, type BoundValue } from './query';
import { COMPANY_COLUMN, ID_COLUMN, UPDATED_AT_COLUMN, fieldBasics, type FieldDef } from './registry';
import { UNCACHED_REGISTRY, type ObjectRegistry } from './registryCache';
import { valuesOutsideDict } from './dictValues';
import { recordOperation, recordRowChange, snapshot } from '../audit/service';
import { dataScopeCondition, dataScopeOf } from '../auth/dataScope';
import { sqlState } from '../../db/errors';
import { executeShaped, literalInteger, type BuiltQuery, type Executor } from '../../db/shapedStatements';
import type { PageCache } from './pageCache';

export const DEFAULT_PAGE_SIZE = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the caller does: each needs the object's `<prefix>:<action>` permission. */
export type ObjAction = 'list' | 'edit' | 'remove';

export interface ObjectService {
  db: Db;
  /** Where definitions come from; left out: read from the tables on every call. */
  registry?: ObjectRegistry;
  policy: AccessPolicy;
  /** Keeps pages of public reference data on this node; left out: every page is read. */
  pageCache?: PageCache;
  now(): Date;
}

export interface Caller {
  session: SessionContext;
  language: Language;
}

export interface QueryInput {
  objName: string;
  sortField?: string;
  sortOrder?: string;
  conditions?: unknown;
}

export interface PageInput extends QueryInput {
  pageNum?: number;
  pageSize?: number;
}

/** The registered object as the caller may use it for the action, or a 400/403. */
export async function openObject(service: ObjectService, caller: Caller, objName: string, action: ObjAction): Promise<ObjectView> {
  const def = await (service.registry ?? UNCACHED_REGISTRY).objectDef(service.db, objName);
  if (!hasPermission(caller.session, `${def.permissionPrefix}:${action}`)) throw forbidden();
  const access = await service.policy({ db: service.db, session: caller.session, object: def });
  const scope = dataScoped(def, caller.session) ? await dataScopeOf(service.db, caller.session) : undefined;
  return viewFor(def, caller.session, access, scope);
}

export function metaDataOf(view: ObjectView, language: Language): ObjMetaData {
  const label = (f: { labelZh: string; labelEn: string }) => (language === 'zh' ? f.labelZh : f.labelEn);
  return {
    objName: view.def.name,
    label: label(view.def),
    labelZh: view.def.labelZh,
    labelEn: view.def.labelEn,
    companyScoped: view.def.companyScoped,
    fields: view.fields.map((f): ObjFieldMeta => ({ ...fieldBasics(f), label: label(f), readOnly: !f.writable, order: f.order })),
  };
}

// ---- reads ----

/** The rows the caller may see at all: data scope and the policy's conditions. */
function scopeOf(view: ObjectView): SQL[] {
  const parts: SQL[] = [];
  if (view.companyId === null) parts.push(sql`false`);
  else if (view.companyId !== undefined) parts.push(sql`${sql.identifier(COMPANY_COLUMN)} = ${view.companyId}`);
  if (view.dataScope && !view.dataScope.all) {
    const { deptColumn, ownerColumn } = view.def;
    parts.push(dataScopeCondition(view.dataScope, { dept: deptColumn ?? undefined, owner: ownerColumn ?? undefined }));
  }
  for (const condition of view.rowConditions) parts.push(policyConditionSql(view, condition));
  if (view.rowAlternatives.length > 0) {
    const alternatives = view.rowAlternatives.map(
      (group) => sql`(${whereOf(group.map((condition) => policyConditionSql(view, condition)))})`,
    );
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return parts;
}

function policyConditionSql(view: ObjectView, condition: ObjCondition): SQL {
  const field = view.allByName.get(condition.field);
  // a policy naming a field that is no longer registered hides everything rather than nothing
  return field ? conditionSql(field, condition.operator, condition.value) : sql`false`;
}

function searchOf(view: ObjectView, rawConditions: unknown): SQL[] {
  return parseConditions(rawConditions).map((condition) => {
    const field = view.byName.get(condition.field);
    if (!field) throw badInput('objFieldUnknown', { field: shown(condition.field) });
    if (!field.searchable) throw badInput('objFieldNotSearchable', { field: field.name });
    return conditionSql(field, condition.operator, condition.value);
  });
}

function whereOf(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

function orderOf(view: ObjectView, sortField: string | undefined, sortOrder: string | undefined): SQL {
  const direction = sortDirection(sortOrder) === 'asc' ? sql`asc` : sql`desc`;
  const id = sql.identifier(ID_COLUMN);
  if (sortField === undefined || sortField === '') return sql`${id} ${direction}`;
  const field = view.byName.get(sortField);
  if (!field) throw badInput('objFieldUnknown', { field: shown(sortField) });
  if (!field.sortable) throw badInput('objFieldNotSortable', { field: field.name });
  // id breaks ties so that pages never overlap
  return sql`${sql.identifier(field.column)} ${direction}, ${id} asc`;
}

function columnsOf(view: ObjectView): SQL {
  const columns = view.fields.map((f) => sql`${selectExpression(f)} as ${sql.identifier(f.name)}`);
  if (!view.byName.has(ID_COLUMN)) columns.unshift(sql`${sql.identifier(ID_COLUMN)} as ${sql.identifier(ID_COLUMN)}`);
  return sql.join(columns, sql`, `);
}

function guardedRowsOf(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  return guarded(() => rowsOf(db, query));
}

/** The hot reads (a list's pages, a row by id) run prepared by their shape (db/shapedStatements.ts). */
function shapedRowsOf(db: Executor, query: SQL | BuiltQuery): Promise<Record<string, unknown>[]> {
  return guarded(() => executeShaped(db, query));
}

/** LIMIT and OFFSET as literals: a prepared shape is planned without its values. */
function pageWindow(pageNum: number, pageSize: number): SQL {
  return sql.raw(`limit ${literalInteger(pageSize)} offset ${literalInteger((pageNum - 1) * pageSize)}`);
}

/** bigint and numeric arrive as text on some drivers; rows carry numbers. */
function rowOut(view: ObjectView, raw: Record<string, unknown>): ObjRow {
  const row: ObjRow = { [ID_COLUMN]: Number(raw[ID_COLUMN]) };
  for (const field of view.fields) {
    const value = raw[field.name];
    row[field.name] = value === null || value === undefined ? null : valueOut(field, value);
  }
  return row;
}

function valueOut(field: FieldDef, value: unknown): ObjValue {
  switch (field.type) {
    case 'integer':
    case 'number':
      return Number(value);
    case 'boolean':
      return value === true || value === 't' || value === 'true';
    default:
      return String(value);
  }
}

/** Alias of the count in the page query; registered field names start with a letter. */
const PAGE_TOTAL = '__page_total';

export async function findPage(service: ObjectService, view: ObjectView, input: PageInput): Promise<ObjPage> {
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (pageSize > OBJ_PAGE_SIZE_MAX) throw badInput('objPageSizeTooLarge', { max: OBJ_PAGE_SIZE_MAX });
  const search = searchOf(view, input.conditions);
  const where = whereOf([...scopeOf(view), ...search]);
  const order = orderOf(view, input.sortField, input.sortOrder);
  const table = sql.identifier(view.def.table);
  const id = sql.identifier(ID_COLUMN);
  if (search.length > 0) return searchedPage(service, view, where, order, input.sortField, pageNum, pageSize);
  const count = sql`select count(*)::int as total from ${table} where ${where}`;
  // The page's ids first, from a narrow query (search, sort and limit on the columns they name
  // only; a view drops the joins and subqueries it does not need), then the full rows of just those
  // ids: the wide columns of a read model (names of company and department, posts, roles) are
  // computed for one page, not for every matching row. The count rides along as an uncorrelated
  // scalar subquery: PostgreSQL evaluates it once, with the plan it would have alone. One round trip.
  const pageIds = sql`select ${id} from ${table} where ${where} order by ${order} ${pageWindow(pageNum, pageSize)}`;
  return pageOf(
    service,
    view,
    sql`select ${columnsOf(view)}, (${count}) as ${sql.identifier(PAGE_TOTAL)} from ${table} where ${id} in (${pageIds}) order by ${order}`,
    count,
    pageNum,
    pageSize,
  );
}

/**
 * The page `query` reads, its total carried by each row; a page past the end has no row to carry
 * it, and only then is `count` asked on its own. Public reference data is kept by the node's page
 * cache, when the service has one (pageCache.ts).
 */
async function pageOf(
  service: ObjectService,
  view: ObjectView,
  query: SQL,
  count: SQL,
  pageNum: number,
  pageSize: number,
): Promise<ObjPage> {
  const read = async (statement: SQL | BuiltQuery): Promise<ObjPage> => {
    const rows = await shapedRowsOf(service.db, statement);
    const total =
      rows.length > 0 ? Number(rows[0][PAGE_TOTAL]) : pageNum === 1 ? 0 : Number((await guardedRowsOf(service.db, count))[0].total);
    return { rows: rows.map((r) => rowOut(view, r)), total, pageNum, pageSize };
  };
  const cache = service.pageCache;
  return cache && !view.def.companyScoped && cache.keeps(view.def.name) ? cache.page(service.db, view.def.name, query, read) : read(query);
}

/**
 * A page of a search. The matches are found once, narrow (the id and the sort column), and both
 * the count and the page's ids come from them: counting and paging separately scanned and
 * rechecked every match twice (a trigram search rechecks each row's text). An unsearched list does
 * not come here: it pages by walking an index and stops after one page.
 */
async function searchedPage(
  service: ObjectService,
  view: ObjectView,
  where: SQL,
  order: SQL,
  sortField: string | undefined,
  pageNum: number,
  pageSize: number,
): Promise<ObjPage> {
  const table = sql.identifier(view.def.table);
  const id = sql.identifier(ID_COLUMN);
  const matches = sql.identifier('__matches');
  const sortColumn = sortField ? view.byName.get(sortField)?.column : undefined;
  const narrow = sortColumn && sortColumn !== ID_COLUMN ? sql`${id}, ${sql.identifier(sortColumn)}` : id;
  return pageOf(
    service,
    view,
    sql`with ${matches} as materialized (select ${narrow} from ${table} where ${where})
      select ${columnsOf(view)}, (select count(*)::int from ${matches}) as ${sql.identifier(PAGE_TOTAL)}
      from ${table}
      where ${id} in (select ${id} from ${matches} order by ${order} ${pageWindow(pageNum, pageSize)})
      order by ${order}`,
    sql`select count(*)::int as total from ${table} where ${where}`,
    pageNum,
    pageSize,
  );
}

/** Every matching row, at most OBJ_PAGE_SIZE_MAX (larger lists page). */
export async function findAll(service: ObjectService, view: ObjectView, input: QueryInput): Promise<ObjRow[]> {
  const where = whereOf([...scopeOf(view), ...searchOf(view, input.conditions)]);
  const order = orderOf(view, input.sortField, input.sortOrder);
  const rows = await guardedRowsOf(
    service.db,
    sql`select ${columnsOf(view)} from ${sql.identifier(view.def.table)} where ${where} order by ${order} limit ${OBJ_PAGE_SIZE_MAX}`,
  );
  return rows.map((r) => rowOut(view, r));
}

/**
 * Every matching row for an export, in the list's order, at most `limit`: more matches than that
 * are refused (objExportTooMany) rather than cut short, so a file never silently misses rows.
 */
export async function findForExport(service: ObjectService, view: ObjectView, input: QueryInput, limit: number): Promise<ObjRow[]> {
  const where = whereOf([...scopeOf(view), ...searchOf(view, input.conditions)]);
  const order = orderOf(view, input.sortField, input.sortOrder);
  const table = sql.identifier(view.def.table);
  const [counted] = await guardedRowsOf(service.db, sql`select count(*)::int as total from ${table} where ${where}`);
  if (Number(counted.total) > limit) throw badInput('objExportTooMany', { max: limit });
  const rows = await guardedRowsOf(
    service.db,
    sql`select ${columnsOf(view)} from ${table} where ${where} order by ${order} limit ${limit}`,
  );
  return rows.map((r) => rowOut(view, r));
}

/** A row id: a positive 32-bit integer, or its digits as text; null otherwise. */
function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2147483647 ? id : null;
}

export function rowId(value: unknown): number {
  const id = positiveId(value);
  if (id === null) throw badInput('objValueInvalid', { field: ID_COLUMN, type: 'integer' });
  return id;
}

async function findRow(db: Executor, view: ObjectView, id: number): Promise<ObjRow | null> {
  const where = whereOf([sql`${sql.identifier(ID_COLUMN)} = ${id}`, ...scopeOf(view)]);
  const [row] = await shapedRowsOf(db, sql`select ${columnsOf(view)} from ${sql.identifier(view.def.table)} where ${where}`);
  return row ? rowOut(view, row) : null;
}

export async function findById(service: ObjectService, view: ObjectView, id: number): Promise<ObjRow> {
  const row = await findRow(service.db, view, id);
  if (!row) throw rowNotFound();
  return row;
}

// ---- changes ----

/** A JSON object, or that object as JSON text (form-urlencoded bodies). */
export function parseData(raw: unknown): Record<string, unknown> {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw badInput('objDataInvalid');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badInput('objDataInvalid');
  return data as Record<string, unknown>;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The columns a save writes, checked against the registry and the caller's rights. */
function assignmentsOf(
  view: ObjectView,
  data: Record<string, unknown>,
  inserting: boolean,
  language: Language,
): Map<FieldView, BoundValue | null> {
  const values = new Map<FieldView, BoundValue | null>();
  const requiredMissing = (field: FieldView) => badInput('objFieldRequired', { label: language === 'zh' ? field.labelZh : field.labelEn });
  for (const [key, value] of Object.entries(data)) {
    if (key === ID_COLUMN) continue;
    const field = view.byName.get(key);
    if (!field) throw badInput('objFieldUnknown', { field: shown(key) });
    // server-kept and read-only fields come back from edit forms; they are left as they are
    if (!field.writable) continue;
    const textual = field.type === 'string' || field.type === 'dict';
    if (isBlank(value) && (field.required || !textual || value === null || value === undefined)) {
      if (field.required) throw requiredMissing(field);
      values.set(field, null);
      continue;
    }
    values.set(field, typedValue(field, value, field.maxLength));
  }
  if (inserting) {
    for (const field of view.fields) {
      if (field.required && field.writable && !values.has(field)) throw requiredMissing(field);
    }
  }
  return values;
}

/** Inserts (no id) or updates (id) one row; returns its id. */
export async function saveRow(service: ObjectService, view: ObjectView, rawData: unknown, language: Language): Promise<number> {
  const data = parseData(rawData);
  const id = isBlank(data[ID_COLUMN]) ? null : rowId(data[ID_COLUMN]);
  const values = assignmentsOf(view, data, id === null, language);
  const table = sql.identifier(view.def.table);
  const columns: SQL[] = [];
  const params: SQL[] = [];
  for (const [field, value] of values) {
    columns.push(sql`${sql.identifier(field.column)}`);
    params.push(sql`${value}`);
  }
  return service.db.transaction(async (tx) => {
    await refuseValuesOutsideDict(tx, values);
    let savedId: number;
    let before: Record<string, unknown>[] | undefined;
    if (id === null) {
      if (view.def.companyScoped && view.companyId !== undefined) {
        if (view.companyId === null) throw new ApiError('objNoCompany', 403, 403);
        // the session decides the company, whatever the request says
        columns.push(sql`${sql.identifier(COMPANY_COLUMN)}`);
        params.push(sql`${view.companyId}`);
      }
      const statement =
        columns.length === 0
          ? sql`insert into ${table} default values returning ${sql.identifier(ID_COLUMN)} as id`
          : sql`insert into ${table} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)}) returning ${sql.identifier(ID_COLUMN)} as id`;
      const [inserted] = await guardedRowsOf(tx, statement);
      savedId = Number(inserted.id);
    } else {
      const sets = columns.map((column, index) => sql`${column} = ${params[index]}`);
      if (view.def.fields.some((f) => f.column === UPDATED_AT_COLUMN)) {
        sets.push(sql`${sql.identifier(UPDATED_AT_COLUMN)} = ${service.now().toISOString()}`);
      }
      const where = whereOf([sql`${sql.identifier(ID_COLUMN)} = ${id}`, ...scopeOf(view)]);
      before = await snapshot(tx, view.def.table, [id]);
      const statement =
        sets.length === 0
          ? sql`select ${sql.identifier(ID_COLUMN)} as id from ${table} where ${where} for update`
          : sql`update ${table} set ${sql.join(sets, sql`, `)} where ${where} returning ${sql.identifier(ID_COLUMN)} as id`;
      const [updated] = await guardedRowsOf(tx, statement);
      if (!updated) throw rowNotFound();
      savedId = id;
    }
    // the saved row must stay inside what the caller may see, or the save is undone
    if (!(await findRow(tx, view, savedId))) throw forbidden();
    await recordRowChange(tx, null, {
      object: view.def.name,
      action: id === null ? 'create' : 'update',
      table: view.def.table,
      id: savedId,
      before,
    });
    return savedId;
  });
}

/** A dict-typed field takes only the values of its dictionary that are in use. */
async function refuseValuesOutsideDict(tx: Tx, values: Map<FieldView, BoundValue | null>): Promise<void> {
  for (const [field, value] of values) {
    if (field.type !== 'dict' || value === null) continue;
    const [outside] = await valuesOutsideDict(tx, field.dictType, [String(value)]);
    if (outside !== undefined)
      throw badInput('objValueNotInDict', { field: field.name, value: shown(outside), dict: field.dictType ?? '' });
  }
}

export async function deleteRow(service: ObjectService, view: ObjectView, id: number): Promise<void> {
  await deleteRows(service, view, [id]);
}

/**
 * ids as a list, JSON text or '1,2,3' (empty text: none), at most OBJ_LIST_MAX, without repeats.
 * `invalid` answers a list that is not one; `idOf` checks each id (by default any bad id is `invalid`).
 */
export function idList(raw: unknown, invalid: () => ApiError, idOf?: (item: unknown) => number): number[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        throw invalid();
      }
    } else list = text === '' ? [] : text.split(',');
  } else if (typeof raw === 'number') list = [raw];
  if (!Array.isArray(list) || list.length > OBJ_LIST_MAX) throw invalid();
  const checked = idOf ?? ((item: unknown) => positiveId(item) ?? throwError(invalid()));
  return [...new Set(list.map((item: unknown) => checked(item)))];
}

function throwError(error: ApiError): never {
  throw error;
}

/** The ids of a batch delete: 1 to OBJ_LIST_MAX. */
export function parseIds(raw: unknown): number[] {
  const invalid = () => badInput('objIdsInvalid', { max: OBJ_LIST_MAX });
  const ids = idList(raw, invalid, rowId);
  if (ids.length === 0) throw invalid();
  return ids;
}

/** All or nothing: when any id is missing or out of scope, nothing is deleted. */
export async function deleteRows(service: ObjectService, view: ObjectView, ids: number[]): Promise<number> {
  const where = whereOf([
    sql`${sql.identifier(ID_COLUMN)} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    ...scopeOf(view),
  ]);
  return service.db.transaction(async (tx) => {
    const deleted = await guardedRowsOf(tx, sql`delete from ${sql.identifier(view.def.table)} where ${where} returning *`);
    if (deleted.length !== ids.length) throw rowNotFound();
    await recordOperation(tx, null, { object: view.def.name, action: 'delete', targetIds: ids, before: deleted });
    return deleted.length;
  });
}

// ---- database refusals ----

/** Constraint and data errors are the caller's values being refused: 400, never 500. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const state = sqlState(error);
    if (state === '23505') throw new ApiError('objDuplicate', 500, 400);
    if (state === '23503') throw new ApiError('objReferenced', 500, 400);
    if (state?.startsWith('22') || state?.startsWith('23')) throw new ApiError('objValueRejected', 500, 400);
    throw error;
  }
}
