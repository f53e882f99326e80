/**
 * POST /rest/exportObjData: the list a screen shows (same object, conditions and sort) as an .xlsx
 * file. Only the fields the caller may see, headed in the caller's language; a dictionary field
 * shows its item's label in that language (the stored code when the dictionary has no such item);
 * text that a spreadsheet would read as a formula is neutralised.
 */
import { newWorkbook } from '../../workbook';
import { eq, inArray } from 'drizzle-orm';
import type { ObjRow, ObjValue } from '@pcf/shared/contracts';
import type { Language } from '../../http/messages';
import type { Db } from '../../db/connection';
import { sysDictItems, sysDictTypes } from '../../schema';
import { forbidden } from '../../http/errors';
import { hasPermission } from '../auth/guard';
import type { FieldView, ObjectView } from './access';
import { badInput, shown } from './errors';
import type { Caller } from './service';

/** Exporting needs the object's list right and its own export right. */
export function assertMayExport(caller: Caller, view: ObjectView): void {
  if (!hasPermission(caller.session, `${view.def.permissionPrefix}:export`)) throw forbidden();
}

/**
 * The columns to write: the caller's chosen visible fields (the screen's column settings), in
 * registry order, or every visible field shown in lists. A name the caller may not see is refused
 * exactly like an unregistered one.
 */
export function exportColumns(view: ObjectView, rawFields: unknown): FieldView[] {
  if (rawFields === undefined || rawFields === null || rawFields === '') return view.fields.filter((f) => f.shownInList);
  let list: unknown = rawFields;
  if (typeof rawFields === 'string') list = rawFields.trim().startsWith('[') ? safeJson(rawFields) : rawFields.split(',');
  if (!Array.isArray(list) || list.length === 0) throw badInput('objFieldUnknown', { field: shown(rawFields) });
  const wanted = new Set<string>();
  for (const name of list) {
    if (typeof name !== 'string' || !view.byName.has(name.trim())) throw badInput('objFieldUnknown', { field: shown(name) });
    wanted.add(name.trim());
  }
  return view.fields.filter((f) => wanted.has(f.name));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Text starting with = + - @ (or a tab / carriage return, which some spreadsheets skip before
 * them) would be read as a formula by a spreadsheet re-importing or re-typing the cell: it gets a
 * leading apostrophe, shown as text everywhere.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Per dictionary field of the export: stored value → label in the caller's language. */
export type DictLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The labels of the dictionaries the columns are bound to, in one query. Every item counts, also
 * one no longer in use (old rows keep its value), so only a value the dictionary never had, or a
 * blank label, stays a code.
 */
export async function dictLabelsOf(db: Db, columns: readonly FieldView[], language: Language): Promise<DictLabels> {
  const bound = columns.filter((f) => f.type === 'dict' && f.dictType !== null);
  const codes = [...new Set(bound.map((f) => f.dictType as string))];
  if (codes.length === 0) return new Map();
  const items = await db
    .select({ code: sysDictTypes.code, value: sysDictItems.value, labelZh: sysDictItems.labelZh, labelEn: sysDictItems.labelEn })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(inArray(sysDictTypes.code, codes));
  const byCode = new Map<string, Map<string, string>>();
  for (const item of items) {
    const label = (language === 'zh' ? item.labelZh : item.labelEn).trim();
    if (label === '') continue;
    const labels = byCode.get(item.code) ?? new Map<string, string>();
    labels.set(item.value, label);
    byCode.set(item.code, labels);
  }
  return new Map(bound.map((f) => [f.name, byCode.get(f.dictType as string) ?? new Map<string, string>()]));
}

function cellOf(
  field: FieldView,
  value: ObjValue | undefined,
  labels: ReadonlyMap<string, string> | undefined,
): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (labels) return neutralised(labels.get(String(value)) ?? String(value));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (field.type === 'integer' || field.type === 'number') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return neutralised(value);
}

/** A file name for Content-Disposition: the object's label, ASCII fallback plus RFC 5987 UTF-8. */
export function dispositionOf(label: string, objName: string): string {
  const base = `${label || objName}.xlsx`;
  const ascii = `${objName.replace(/[^A-Za-z0-9_.-]/g, '_')}.xlsx`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

export async function workbookOf(
  view: ObjectView,
  columns: FieldView[],
  rows: ObjRow[],
  language: Language,
  dictLabels: DictLabels = new Map(),
): Promise<Buffer> {
  const workbook = newWorkbook();
  const title = language === 'zh' ? view.def.labelZh : view.def.labelEn;
  // sheet names cannot hold []:*?/\ and are at most 31 characters
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((f) => ({
    header: neutralised(language === 'zh' ? f.labelZh : f.labelEn),
    key: f.name,
    width: Math.min(40, Math.max(12, (f.maxLength ?? 16) + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((f) => [f.name, cellOf(f, row[f.name], dictLabels.get(f.name))])));
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
