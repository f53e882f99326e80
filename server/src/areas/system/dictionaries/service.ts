/**
 * Dictionaries: types and their items (administration), the options of select fields, and the
 * check the generic object API makes on dict-typed fields. Multi-row changes run in one
 * transaction; a batch add is validated whole first and written with one statement.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DictItem, DictItemInput, DictOption, DictStatus, DictType, DictTypeSaveRequest } from '@pcf/shared/contracts';
import { DICT_BATCH_MAX, DICT_ORDER_MAX } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { metaFields, sysDictItems, sysDictTypes } from '../../../schema';
import type { Language } from '../../../http/messages';
import { notFound, refused } from '../../../http/errors';
import { recordOperation, recordRowChange, requestSession, snapshot } from '../../audit/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const CODE = /^[a-z][a-z0-9_]{0,99}$/;
const NAME_MAX = 100;
const VALUE_MAX = 100;
const STATUSES: readonly string[] = ['0', '1'];

const asStatus = (value: string): DictStatus => (value === '1' ? '1' : '0');

function checkedNames(zh: unknown, en: unknown): { zh: string; en: string } {
  const a = typeof zh === 'string' ? zh.trim() : '';
  const b = typeof en === 'string' ? en.trim() : '';
  if (a === '' || b === '' || [...a].length > NAME_MAX || [...b].length > NAME_MAX) throw refused('dictNameInvalid');
  return { zh: a, en: b };
}

function checkedStatus(value: unknown): DictStatus {
  if (value === undefined || value === null || value === '') return '0';
  const text = String(value);
  if (!STATUSES.includes(text)) throw refused('dictStatusInvalid');
  return asStatus(text);
}

function checkedCode(code: string): string {
  const trimmed = code.trim();
  if (!CODE.test(trimmed)) throw refused('dictTypeCodeInvalid');
  return trimmed;
}

// ---- types ----

export async function listTypes(db: Db): Promise<DictType[]> {
  const rows = await db.select().from(sysDictTypes).orderBy(asc(sysDictTypes.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.nameZh, nameEn: r.nameEn, status: asStatus(r.status) }));
}

async function typeByCode(tx: Executor, code: string): Promise<typeof sysDictTypes.$inferSelect> {
  const [row] = CODE.test(code) ? await tx.select().from(sysDictTypes).where(eq(sysDictTypes.code, code)) : [];
  if (!row) throw refused('dictTypeNotFound', { code: code.slice(0, 100) });
  return row;
}

export async function addType(db: Db, input: DictTypeSaveRequest, now: Date): Promise<number> {
  const code = checkedCode(input.code);
  const names = checkedNames(input.name, input.nameEn);
  const status = checkedStatus(input.status);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: sysDictTypes.id }).from(sysDictTypes).where(eq(sysDictTypes.code, code));
    if (taken) throw refused('dictTypeTaken', { code });
    const [saved] = await tx
      .insert(sysDictTypes)
      .values({ code, nameZh: names.zh, nameEn: names.en, status, createdAt: now, updatedAt: now })
      .returning({ id: sysDictTypes.id });
    await recordRowChange(tx, requestSession(), { object: 'dict_type', action: 'create', table: 'sys_dict_type', id: saved.id });
    return saved.id;
  });
}

/**
 * A new code is carried into the object fields bound to the old one, in the same transaction. A
 * seeded type (`seededCodes`, the codes the areas' seed.ts declare) keeps its code.
 */
export async function updateType(
  db: Db,
  id: number,
  input: DictTypeSaveRequest,
  now: Date,
  seededCodes: ReadonlySet<string>,
): Promise<void> {
  const code = checkedCode(input.code);
  const names = checkedNames(input.name, input.nameEn);
  const status = checkedStatus(input.status);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(sysDictTypes).where(eq(sysDictTypes.id, id));
    if (!existing) throw notFound('dictTypeNotFound');
    if (code !== existing.code) {
      if (seededCodes.has(existing.code)) throw refused('dictTypeSeeded', { code: existing.code });
      const [taken] = await tx
        .select({ id: sysDictTypes.id })
        .from(sysDictTypes)
        .where(and(eq(sysDictTypes.code, code), ne(sysDictTypes.id, id)));
      if (taken) throw refused('dictTypeTaken', { code });
      await tx.update(metaFields).set({ dictType: code }).where(eq(metaFields.dictType, existing.code));
    }
    await tx.update(sysDictTypes).set({ code, nameZh: names.zh, nameEn: names.en, status, updatedAt: now }).where(eq(sysDictTypes.id, id));
    await recordRowChange(tx, requestSession(), {
      object: 'dict_type',
      action: 'update',
      table: 'sys_dict_type',
      id,
      before: existing,
    });
  });
}

/** With its items; refused while a registered field is bound to it or the seed owns it (`seededCodes`). */
export async function deleteType(db: Db, id: number, seededCodes: ReadonlySet<string>): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(sysDictTypes).where(eq(sysDictTypes.id, id));
    if (!existing) throw notFound('dictTypeNotFound');
    if (seededCodes.has(existing.code)) throw refused('dictTypeSeeded', { code: existing.code });
    const [bound] = await tx.select({ id: metaFields.id }).from(metaFields).where(eq(metaFields.dictType, existing.code)).limit(1);
    if (bound) throw refused('dictTypeInUse', { code: existing.code });
    await tx.delete(sysDictTypes).where(eq(sysDictTypes.id, id));
    await recordOperation(tx, requestSession(), { object: 'dict_type', action: 'delete', targetIds: [id], before: existing });
  });
}

// ---- items ----

export async function listItems(db: Db, code: string): Promise<DictItem[]> {
  const type = await typeByCode(db, code);
  const rows = await db
    .select()
    .from(sysDictItems)
    .where(eq(sysDictItems.typeId, type.id))
    .orderBy(asc(sysDictItems.sort), asc(sysDictItems.id));
  return rows.map((r) => ({
    id: r.id,
    dictType: type.code,
    value: r.value,
    label: r.labelZh,
    labelEn: r.labelEn,
    order: r.sort,
    status: asStatus(r.status),
  }));
}

interface CheckedItem {
  value: string;
  labelZh: string;
  labelEn: string;
  sort: number;
  status: DictStatus;
}

function checkedItem(raw: unknown): CheckedItem {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refused('dictItemsInvalid', { max: DICT_BATCH_MAX });
  const item = raw as Record<string, unknown>;
  const rawValue = typeof item.value === 'number' ? String(item.value) : item.value;
  const value = typeof rawValue === 'string' ? rawValue.trim() : '';
  if (value === '' || [...value].length > VALUE_MAX) throw refused('dictValueInvalid');
  const names = checkedNames(item.label, item.labelEn);
  const order = item.order === undefined || item.order === null || item.order === '' ? 0 : Number(item.order);
  if (!Number.isInteger(order) || order < 0 || order > DICT_ORDER_MAX) throw refused('dictItemsInvalid', { max: DICT_BATCH_MAX });
  return { value, labelZh: names.zh, labelEn: names.en, sort: order, status: checkedStatus(item.status) };
}

async function refuseTakenValues(tx: Tx, type: { id: number; code: string }, values: string[], exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ value: sysDictItems.value })
    .from(sysDictItems)
    .where(
      and(
        eq(sysDictItems.typeId, type.id),
        inArray(sysDictItems.value, values),
        exceptId === undefined ? undefined : ne(sysDictItems.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refused('dictValueTaken', { code: type.code, value: taken.value });
}

export async function addItem(db: Db, code: string, input: DictItemInput, now: Date): Promise<number> {
  const item = checkedItem(input);
  return db.transaction(async (tx) => {
    const type = await typeByCode(tx, code);
    await refuseTakenValues(tx, type, [item.value]);
    const [saved] = await tx
      .insert(sysDictItems)
      .values({ ...item, typeId: type.id, createdAt: now, updatedAt: now })
      .returning({ id: sysDictItems.id });
    await recordRowChange(tx, requestSession(), { object: 'dict_item', action: 'create', table: 'sys_dict_item', id: saved.id });
    return saved.id;
  });
}

/** Within its own type: an item does not move between types. */
export async function updateItem(db: Db, id: number, code: string, input: DictItemInput, now: Date): Promise<void> {
  const item = checkedItem(input);
  await db.transaction(async (tx) => {
    const type = await typeByCode(tx, code);
    const [existing] = await tx
      .select({ id: sysDictItems.id })
      .from(sysDictItems)
      .where(and(eq(sysDictItems.id, id), eq(sysDictItems.typeId, type.id)));
    if (!existing) throw notFound('dictItemNotFound');
    await refuseTakenValues(tx, type, [item.value], id);
    const before = await snapshot(tx, 'sys_dict_item', [id]);
    await tx
      .update(sysDictItems)
      .set({ ...item, updatedAt: now })
      .where(eq(sysDictItems.id, id));
    await recordRowChange(tx, requestSession(), { object: 'dict_item', action: 'update', table: 'sys_dict_item', id, before });
  });
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(sysDictItems).where(eq(sysDictItems.id, id)).returning();
    if (deleted.length === 0) throw notFound('dictItemNotFound');
    await recordOperation(tx, requestSession(), { object: 'dict_item', action: 'delete', targetIds: [id], before: deleted });
  });
}

/** A list, or that list as JSON text (form-urlencoded bodies). */
export function parseItems(raw: unknown, code: string): CheckedItem[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw refused('dictItemsInvalid', { max: DICT_BATCH_MAX });
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > DICT_BATCH_MAX) throw refused('dictItemsInvalid', { max: DICT_BATCH_MAX });
  const items = list.map(checkedItem);
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.value)) throw refused('dictValueTaken', { code: code.slice(0, 100), value: item.value });
    seen.add(item.value);
  }
  return items;
}

/**
 * POST /sysDictInfo/addDictInfoList: every item, or none. Items without an order follow the
 * type's last one in the order given. Three statements whatever the batch size.
 */
export async function addItems(db: Db, code: string, rawItems: unknown, now: Date): Promise<number[]> {
  const items = parseItems(rawItems, code);
  return db.transaction(async (tx) => {
    const type = await typeByCode(tx, code);
    await refuseTakenValues(
      tx,
      type,
      items.map((i) => i.value),
    );
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${sysDictItems.sort}), 0)::int` })
      .from(sysDictItems)
      .where(eq(sysDictItems.typeId, type.id));
    const rows = items.map((item, index) => ({
      ...item,
      sort: item.sort === 0 ? Math.min(Number(last) + index + 1, DICT_ORDER_MAX) : item.sort,
      typeId: type.id,
      createdAt: now,
      updatedAt: now,
    }));
    const saved = await tx.insert(sysDictItems).values(rows).returning({ id: sysDictItems.id });
    await recordOperation(tx, requestSession(), { object: 'dict_item', action: 'create', targetIds: saved.map((s) => s.id), after: rows });
    return saved.map((s) => s.id);
  });
}

// ---- use ----

/** What a select field offers: items in use of a type in use, in the caller's language. */
export async function optionsOf(db: Db, code: string, language: Language): Promise<DictOption[]> {
  const type = await typeByCode(db, code);
  if (type.status !== '0') return [];
  const rows = await db
    .select({ value: sysDictItems.value, labelZh: sysDictItems.labelZh, labelEn: sysDictItems.labelEn })
    .from(sysDictItems)
    .where(and(eq(sysDictItems.typeId, type.id), eq(sysDictItems.status, '0')))
    .orderBy(asc(sysDictItems.sort), asc(sysDictItems.id));
  return rows.map((r) => ({ value: r.value, label: language === 'zh' ? r.labelZh : r.labelEn }));
}
