/**
 * Registry administration (/metadata/table): lists and reads registered objects, registers
 * existing tables, creates objects without code (a table obj_<name> whose columns follow the
 * fields), changes and deletes registrations. Every change is checked whole first, then runs in
 * one transaction with its DDL and its operation-log row: a refusal or failure changes nothing.
 */
import { asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  MetaCandidateTable,
  MetaFieldDetail,
  MetaFieldInput,
  MetaObjectCreateRequest,
  MetaObjectDeleteRequest,
  MetaObjectDetail,
  MetaObjectKind,
  MetaObjectListRequest,
  MetaObjectPage,
  MetaObjectSaved,
  MetaObjectSummary,
  MetaObjectUpdateRequest,
  ObjFieldType,
} from '@pcf/shared/contracts';
import {
  OBJ_FIELD_TYPES,
  META_CUSTOM_NAME_PATTERN as CUSTOM_NAME,
  META_CUSTOM_TABLE_PREFIX as CUSTOM_TABLE_PREFIX,
  META_FIELDS_MAX as FIELDS_MAX,
  META_FIELD_NAME_PATTERN as FIELD_NAME,
  META_LABEL_MAX as LABEL_MAX,
  META_MAX_LENGTH_MAX as MAX_LENGTH_MAX,
  META_ORDER_MAX as ORDER_MAX,
  META_PERMISSION_PREFIX_PATTERN as PERMISSION_PREFIX,
} from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { metaFields, metaObjects, sysDictTypes } from '../../../schema';
import { containsPattern, pageWindow, selectPage } from '../../../db/queries';
import type { BuiltInObjects } from './builtInObjects';
import { ApiError, refused } from '../../../http/errors';
import { recordOperation, requestSession } from '../../audit/service';
import { shown } from '../errors';
import { COMPANY_COLUMN, ID_COLUMN, fieldBasics } from '../registry';
import { candidateColumn, candidateTables, columnsOf, hasCompanyColumn, isKeyedById, isRegistrable, type ColumnInfo } from './catalog';
import { addCustomColumn, createCustomTable, dropCustomColumn, dropCustomTable, isCustomTable, type Executor } from './customTables';
import { BUILT_IN_FIELDS, CUSTOM_COLUMN_TYPE, SERVER_KEPT_COLUMNS, isSecretColumn } from './rules';
import { sqlState } from '../../../db/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ObjectRow = typeof metaObjects.$inferSelect;
type FieldRow = typeof metaFields.$inferSelect;

/** A field as a request carries it: the type is checked here, with a message naming the field. */
export type FieldInputBody = Omit<MetaFieldInput, 'type'> & { type: string };
export type CreateInput = Omit<MetaObjectCreateRequest, 'fields'> & { fields: FieldInputBody[] };
export type UpdateInput = Omit<MetaObjectUpdateRequest, 'fields'> & { fields: FieldInputBody[] };

function isFieldType(type: string): type is ObjFieldType {
  return (OBJ_FIELD_TYPES as readonly string[]).includes(type);
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_MAX = 100;

/** The log's object name for registry changes. */
export const REGISTRY_LOG_OBJECT = 'meta_object';

export function kindOf(object: Pick<ObjectRow, 'name' | 'tableName'>, builtIn: BuiltInObjects): MetaObjectKind {
  if (builtIn.names.has(object.name) || builtIn.tables.has(object.tableName)) return 'system';
  return isCustomTable(object.tableName) ? 'custom' : 'table';
}

const notFound = (name: string) => new ApiError('metaObjectUnknown', 404, 404, { name: shown(name) });

// ---- reads ----

function summaryOf(object: ObjectRow, fieldCount: number, builtIn: BuiltInObjects): MetaObjectSummary {
  return {
    id: object.id,
    name: object.name,
    table: object.tableName,
    labelZh: object.labelZh,
    labelEn: object.labelEn,
    kind: kindOf(object, builtIn),
    companyScoped: object.companyScoped,
    permissionPrefix: object.permissionPrefix,
    fieldCount,
  };
}

// Not through the object API: the registry is what that API reads, so it cannot be one of its objects.
export async function listObjects(db: Db, input: MetaObjectListRequest, builtIn: BuiltInObjects): Promise<MetaObjectPage> {
  const window = pageWindow(input, PAGE_SIZE_MAX, DEFAULT_PAGE_SIZE);
  const keyword = (input.keyword ?? '').trim();
  let where: SQL | undefined;
  if (keyword !== '') {
    const pattern = containsPattern(keyword);
    where = or(
      ilike(metaObjects.name, pattern),
      ilike(metaObjects.tableName, pattern),
      ilike(metaObjects.labelZh, pattern),
      ilike(metaObjects.labelEn, pattern),
    );
  }
  const { rows, total } = await selectPage(db, metaObjects, where, [asc(metaObjects.id)], window);
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await db
      .select({ objectId: metaFields.objectId, count: sql<number>`count(*)::int` })
      .from(metaFields)
      .where(
        inArray(
          metaFields.objectId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(metaFields.objectId);
    for (const c of counted) counts.set(c.objectId, Number(c.count));
  }
  return { rows: rows.map((r) => summaryOf(r, counts.get(r.id) ?? 0, builtIn)), total, pageNum: window.pageNum, pageSize: window.pageSize };
}

async function objectRow(db: Executor, name: string, lock = false): Promise<ObjectRow> {
  const query = db.select().from(metaObjects).where(eq(metaObjects.name, name));
  const [object] = lock ? await query.for('update') : await query;
  if (!object) throw notFound(name);
  return object;
}

async function fieldRows(db: Executor, objectId: number): Promise<FieldRow[]> {
  return db.select().from(metaFields).where(eq(metaFields.objectId, objectId)).orderBy(asc(metaFields.sort), asc(metaFields.id));
}

/** Rows of a table and, per column, the rows holding a value in it. */
async function fillOf(db: Executor, table: string, columns: readonly string[]): Promise<{ rows: number; filled: Map<string, number> }> {
  const counts = [
    sql`count(*)::int as "rows"`,
    ...columns.map((c, index) => sql`count(${sql.identifier(c)})::int as ${sql.identifier(`c${index}`)}`),
  ];
  const result = await db.execute(sql`select ${sql.join(counts, sql`, `)} from ${sql.identifier(table)}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return { rows: Number(row.rows), filled: new Map(columns.map((c, index) => [c, Number(row[`c${index}`])])) };
}

function isBuiltIn(kind: MetaObjectKind, object: Pick<ObjectRow, 'companyScoped'>, column: string): boolean {
  if (column === ID_COLUMN) return true;
  if (object.companyScoped && column === COMPANY_COLUMN) return true;
  return kind === 'custom' && BUILT_IN_FIELDS.some((b) => b.column === column);
}

/** One object with its fields; row and fill counts for platform administrators only (they span every company). */
export async function objectDetail(db: Db, name: string, withCounts: boolean, builtIn: BuiltInObjects): Promise<MetaObjectDetail> {
  const object = await objectRow(db, name);
  const fields = await fieldRows(db, object.id);
  const kind = kindOf(object, builtIn);
  const columns = new Map((await columnsOf(db, object.tableName)).map((c) => [c.column, c]));
  let counts: { rows: number; filled: Map<string, number> } | null = null;
  if (withCounts && columns.size > 0) {
    counts = await fillOf(
      db,
      object.tableName,
      kind === 'custom' ? fields.filter((f) => columns.has(f.columnName)).map((f) => f.columnName) : [],
    );
  }
  return {
    ...summaryOf(object, fields.length, builtIn),
    deptField: object.deptField,
    ownerField: object.ownerField,
    rows: counts?.rows ?? null,
    fields: fields.map((f): MetaFieldDetail => ({
      ...fieldBasics(f),
      order: f.sort,
      column: f.columnName,
      sqlType: columns.get(f.columnName)?.sqlType ?? '',
      editable: f.editable,
      builtIn: isBuiltIn(kind, object, f.columnName),
      filled: counts?.filled.get(f.columnName) ?? null,
    })),
  };
}

export { candidateTables };

/** The columns of a registered table-kind object's table that are not registered yet. */
export async function unregisteredColumns(db: Db, name: string, builtIn: BuiltInObjects): Promise<MetaCandidateTable> {
  const object = await objectRow(db, name);
  const columns = await columnsOf(db, object.tableName);
  const registered = new Set((await fieldRows(db, object.id)).map((f) => f.columnName));
  return {
    table: object.tableName,
    hasCompanyColumn: hasCompanyColumn(columns),
    columns: kindOf(object, builtIn) === 'table' ? columns.filter((c) => !registered.has(c.column)).map(candidateColumn) : [],
  };
}

// ---- checks ----

function checkedLabels(zh: unknown, en: unknown, field?: string): { zh: string; en: string } {
  const a = typeof zh === 'string' ? zh.trim() : '';
  const b = typeof en === 'string' ? en.trim() : '';
  if (a === '' || b === '' || [...a].length > LABEL_MAX || [...b].length > LABEL_MAX) {
    throw field === undefined
      ? refused('metaLabelInvalid', { max: LABEL_MAX })
      : refused('metaFieldLabelInvalid', { field, max: LABEL_MAX });
  }
  return { zh: a, en: b };
}

function checkedPrefix(prefix: string): string {
  const trimmed = prefix.trim();
  if (!PERMISSION_PREFIX.test(trimmed)) throw refused('metaPermissionPrefixInvalid');
  return trimmed;
}

/** A field as it will be stored. */
interface CheckedField {
  name: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  dictType: string | null;
  required: boolean;
  searchable: boolean;
  sortable: boolean;
  shownInList: boolean;
  order: number;
  maxLength: number | null;
}

/** Everything about one field that does not depend on the table. */
async function checkedField(db: Executor, input: FieldInputBody): Promise<CheckedField> {
  const name = typeof input.name === 'string' ? input.name : '';
  if (!FIELD_NAME.test(name)) throw refused('metaFieldNameInvalid', { field: shown(name) });
  if (isSecretColumn(name)) throw refused('metaColumnSecret', { field: name });
  const type = input.type;
  if (!isFieldType(type)) throw refused('metaTypeInvalid', { field: name, type: shown(type) });
  const labels = checkedLabels(input.labelZh, input.labelEn, name);
  const dictType = typeof input.dictType === 'string' && input.dictType.trim() !== '' ? input.dictType.trim() : null;
  if (type === 'dict') {
    if (dictType === null) throw refused('metaDictRequired', { field: name });
    const [found] = await db.select({ id: sysDictTypes.id }).from(sysDictTypes).where(eq(sysDictTypes.code, dictType));
    if (!found) throw refused('metaDictUnknown', { field: name, dict: shown(dictType) });
  } else if (dictType !== null) throw refused('metaDictNotAllowed', { field: name });
  const textual = type === 'string' || type === 'dict';
  const maxLength = input.maxLength ?? null;
  if (maxLength !== null && (!textual || !Number.isInteger(maxLength) || maxLength < 1 || maxLength > MAX_LENGTH_MAX)) {
    throw refused('metaMaxLengthInvalid', { field: name, max: MAX_LENGTH_MAX });
  }
  if (!Number.isInteger(input.order) || input.order < 0 || input.order > ORDER_MAX)
    throw refused('metaOrderInvalid', { field: name, max: ORDER_MAX });
  return {
    name,
    type,
    labelZh: labels.zh,
    labelEn: labels.en,
    dictType,
    required: input.required === true,
    searchable: input.searchable === true,
    sortable: input.sortable === true,
    shownInList: input.shownInList === true,
    order: input.order,
    maxLength,
  };
}

async function checkedFields(db: Executor, inputs: readonly FieldInputBody[]): Promise<CheckedField[]> {
  if (inputs.length > FIELDS_MAX) throw refused('metaFieldsInvalid', { max: FIELDS_MAX });
  const seen = new Set<string>();
  const fields: CheckedField[] = [];
  for (const input of inputs) {
    const field = await checkedField(db, input);
    if (seen.has(field.name)) throw refused('metaFieldDuplicate', { field: field.name });
    seen.add(field.name);
    fields.push(field);
  }
  return fields;
}

/** On an existing table: the column exists, is no secret, and its SQL type holds the field type. */
function fitColumn(field: CheckedField, table: string, columns: ReadonlyMap<string, ColumnInfo>): void {
  const column = columns.get(field.name);
  if (!column) throw refused('metaColumnUnknown', { table, field: field.name });
  const fits = candidateColumn(column).types;
  if (!fits.includes(field.type)) throw refused('metaTypeMismatch', { field: field.name, type: field.type, sqlType: column.sqlType });
}

/** The server's own fields (id, company_id, audit times of custom tables) keep their type; absent ones are added. */
function withBuiltIns(
  fields: CheckedField[],
  kind: MetaObjectKind,
  companyScoped: boolean,
  existing: ReadonlyMap<string, FieldRow>,
): CheckedField[] {
  const needed = BUILT_IN_FIELDS.filter((b) => b.column === ID_COLUMN || (b.column === COMPANY_COLUMN ? companyScoped : kind === 'custom'));
  const out = [...fields];
  for (const builtIn of needed) {
    const given = out.find((f) => f.name === builtIn.column);
    if (given) {
      if (given.type !== builtIn.type) throw refused('metaBuiltInField', { field: given.name });
      continue;
    }
    const kept = existing.get(builtIn.column);
    out.push({
      name: builtIn.column,
      type: builtIn.type,
      labelZh: kept?.labelZh ?? builtIn.labelZh,
      labelEn: kept?.labelEn ?? builtIn.labelEn,
      dictType: null,
      required: false,
      searchable: kept?.searchable ?? true,
      sortable: kept?.sortable ?? true,
      shownInList: kept?.shownInList ?? builtIn.shownInList,
      order: kept?.sort ?? (builtIn.column === ID_COLUMN ? 0 : ORDER_MAX),
      maxLength: null,
    });
  }
  if (kind === 'custom' && !companyScoped && out.some((f) => f.name === COMPANY_COLUMN))
    throw refused('metaBuiltInField', { field: COMPANY_COLUMN });
  return out;
}

function fieldValues(objectId: number, field: CheckedField): typeof metaFields.$inferInsert {
  return {
    ...fieldBasics(field),
    objectId,
    columnName: field.name,
    editable: !SERVER_KEPT_COLUMNS.includes(field.name),
    sort: field.order,
  };
}

async function registration(tx: Executor, objectId: number): Promise<{ object: ObjectRow; fields: FieldRow[] }> {
  const [object] = await tx.select().from(metaObjects).where(eq(metaObjects.id, objectId));
  return { object, fields: await tx.select().from(metaFields).where(eq(metaFields.objectId, objectId)).orderBy(asc(metaFields.id)) };
}

/** 409 naming what would be lost, unless the client confirmed it. */
function confirmLoss(confirmed: boolean | undefined, losses: string[]): void {
  if (losses.length > 0 && confirmed !== true) throw new ApiError('metaDataLossUnconfirmed', 409, 409, { detail: losses.join(', ') });
}

// ---- changes ----

export async function createObject(db: Db, input: CreateInput): Promise<MetaObjectSaved> {
  const labels = checkedLabels(input.labelZh, input.labelEn);
  const raw = typeof input.name === 'string' ? input.name.trim() : '';
  let table: string;
  if (input.kind === 'custom') {
    if (!CUSTOM_NAME.test(raw)) throw refused('metaNameInvalid');
    table = `${CUSTOM_TABLE_PREFIX}${raw}`;
  } else {
    table = raw;
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table) || !(await isRegistrable(db, table)))
      throw refused('metaTableNotRegistrable', { table: shown(raw) });
  }
  const prefix = checkedPrefix(input.permissionPrefix ?? `obj:${table.startsWith(CUSTOM_TABLE_PREFIX) ? raw : table}`);
  const kind: MetaObjectKind = input.kind === 'custom' ? 'custom' : 'table';
  let fields = await checkedFields(db, input.fields);
  if (kind === 'table') {
    const columns = new Map((await columnsOf(db, table)).map((c) => [c.column, c]));
    if (!(await isKeyedById(db, table))) throw refused('metaTableNoId', { table });
    if (input.companyScoped && !hasCompanyColumn([...columns.values()])) throw refused('metaCompanyColumnMissing');
    fields = withBuiltIns(fields, kind, input.companyScoped, new Map());
    for (const field of fields) fitColumn(field, table, columns);
  } else {
    fields = withBuiltIns(fields, kind, input.companyScoped, new Map());
  }
  if (fields.length > FIELDS_MAX) throw refused('metaFieldsInvalid', { max: FIELDS_MAX });

  return takenOnRace(table, () =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: metaObjects.id })
        .from(metaObjects)
        .where(or(eq(metaObjects.name, table), eq(metaObjects.tableName, table)));
      if (taken) throw refused('metaNameTaken', { name: table });
      if (kind === 'custom') {
        // a leftover table of that name (not created through the registry) is never taken over
        const [existing] = await columnsOf(tx, table);
        if (existing) throw refused('metaNameTaken', { name: table });
        await createCustomTable(tx, {
          table,
          companyScoped: input.companyScoped,
          columns: fields.filter((f) => !BUILT_IN_FIELDS.some((b) => b.column === f.name)).map((f) => ({ column: f.name, type: f.type })),
        });
      }
      const [saved] = await tx
        .insert(metaObjects)
        .values({
          name: table,
          tableName: table,
          labelZh: labels.zh,
          labelEn: labels.en,
          companyScoped: input.companyScoped,
          permissionPrefix: prefix,
        })
        .returning({ id: metaObjects.id });
      // built-in fields first, then in the given order: the order the custom table's columns have
      const ordered = [
        ...fields.filter((f) => BUILT_IN_FIELDS.some((b) => b.column === f.name)),
        ...fields.filter((f) => !BUILT_IN_FIELDS.some((b) => b.column === f.name)),
      ];
      for (const field of ordered) await tx.insert(metaFields).values(fieldValues(saved.id, field));
      await recordOperation(tx, requestSession(), {
        object: REGISTRY_LOG_OBJECT,
        action: 'create',
        targetIds: [saved.id],
        after: await registration(tx, saved.id),
      });
      return { id: saved.id, name: table };
    }),
  );
}

/** Two administrators creating the same object at once: the second is told the name is taken (unique name, duplicate table). */
async function takenOnRace<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const state = sqlState(error);
    if (state === '23505' || state === '42P07') throw refused('metaNameTaken', { name });
    throw error;
  }
}

/** The fields a built-in object may change: labels, flags, order and length; nothing structural. */
function sameStructure(before: FieldRow, after: CheckedField): boolean {
  return before.type === after.type && (before.dictType ?? null) === after.dictType;
}

export async function updateObject(db: Db, input: UpdateInput, builtIn: BuiltInObjects): Promise<MetaObjectSaved> {
  const labels = checkedLabels(input.labelZh, input.labelEn);
  const prefix = checkedPrefix(input.permissionPrefix);
  const requested = await checkedFields(db, input.fields);

  return db.transaction(async (tx) => {
    const object = await objectRow(tx, input.name, true);
    const kind = kindOf(object, builtIn);
    const before = await registration(tx, object.id);
    const existing = new Map(before.fields.map((f) => [f.name, f]));
    const fields = withBuiltIns(requested, kind, object.companyScoped, existing);
    if (fields.length > FIELDS_MAX) throw refused('metaFieldsInvalid', { max: FIELDS_MAX });
    const next = new Map(fields.map((f) => [f.name, f]));
    const added = fields.filter((f) => !existing.has(f.name));
    const removed = before.fields.filter((f) => !next.has(f.name));
    const kept = fields.filter((f) => existing.has(f.name));

    if (kind === 'system') {
      const changed = kept.some((f) => !sameStructure(existing.get(f.name) as FieldRow, f));
      if (added.length > 0 || removed.length > 0 || changed || prefix !== object.permissionPrefix)
        throw refused('metaSystemObject', { name: object.name });
    }
    for (const field of removed) {
      if (isBuiltIn(kind, object, field.columnName)) throw refused('metaBuiltInField', { field: field.name });
    }
    if (kind === 'custom') {
      for (const field of kept) {
        const was = existing.get(field.name) as FieldRow;
        if (was.type !== field.type && CUSTOM_COLUMN_TYPE[was.type] !== CUSTOM_COLUMN_TYPE[field.type])
          throw refused('metaTypeFixed', { field: field.name });
      }
      const dropping = removed.map((f) => f.columnName);
      if (dropping.length > 0) {
        const { filled } = await fillOf(tx, object.tableName, dropping);
        confirmLoss(
          input.confirmDataLoss,
          dropping.filter((c) => (filled.get(c) ?? 0) > 0).map((c) => `${c}: ${filled.get(c)}`),
        );
      }
    } else if (kind === 'table') {
      const columns = new Map((await columnsOf(tx, object.tableName)).map((c) => [c.column, c]));
      for (const field of [...added, ...kept]) fitColumn(field, object.tableName, columns);
    }

    await tx
      .update(metaObjects)
      .set({ labelZh: labels.zh, labelEn: labels.en, permissionPrefix: prefix })
      .where(eq(metaObjects.id, object.id));
    for (const field of removed) {
      await tx.delete(metaFields).where(eq(metaFields.id, field.id));
      if (kind === 'custom') await dropCustomColumn(tx, object.tableName, field.columnName);
    }
    for (const field of kept) {
      const was = existing.get(field.name) as FieldRow;
      const { objectId: _objectId, name: _name, columnName: _column, editable: _editable, ...changes } = fieldValues(object.id, field);
      await tx.update(metaFields).set(changes).where(eq(metaFields.id, was.id));
    }
    for (const field of added) {
      if (kind === 'custom') await addCustomColumn(tx, object.tableName, { column: field.name, type: field.type });
      await tx.insert(metaFields).values(fieldValues(object.id, field));
    }
    await recordOperation(tx, requestSession(), {
      object: REGISTRY_LOG_OBJECT,
      action: 'update',
      targetIds: [object.id],
      before,
      after: await registration(tx, object.id),
    });
    return { id: object.id, name: object.name };
  });
}

export async function deleteObject(db: Db, input: MetaObjectDeleteRequest, builtIn: BuiltInObjects): Promise<MetaObjectSaved> {
  return db.transaction(async (tx) => {
    const object = await objectRow(tx, input.name, true);
    const kind = kindOf(object, builtIn);
    if (kind === 'system') throw refused('metaSystemObject', { name: object.name });
    const before = await registration(tx, object.id);
    if (kind === 'custom') {
      const { rows } = await fillOf(tx, object.tableName, []);
      confirmLoss(input.confirmDataLoss, rows > 0 ? [`${object.tableName}: ${rows}`] : []);
    }
    // its fields and any access rules on it go with it (foreign keys on delete cascade)
    await tx.delete(metaObjects).where(eq(metaObjects.id, object.id));
    if (kind === 'custom') await dropCustomTable(tx, object.tableName);
    await recordOperation(tx, requestSession(), { object: REGISTRY_LOG_OBJECT, action: 'delete', targetIds: [object.id], before });
    return { id: object.id, name: object.name };
  });
}

export type { Tx };
