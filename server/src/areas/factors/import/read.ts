/**
 * Reading an import file: its type from its content (an .xlsx is a zip that file-type recognises as
 * a spreadsheet; a .csv is UTF-8 text; anything else, whatever its name, is refused), then its rows
 * as plain cell values. An .xlsx is read as a stream (exceljs' WorkbookReader: cells are never all
 * held as exceljs objects), its first sheet only; a .csv is parsed by csv-parse, separated by commas,
 * or by semicolons or tabs when the header row is.
 */
import { Readable } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { parse as parseCsv } from 'csv-parse/sync';

export type ImportFileKind = 'xlsx' | 'csv';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv';

/** A cell as read: empty, text, a number, a truth value, a date, a formula (refused) or an error value (#N/A ...). */
export type RawCell = null | string | number | boolean | Date | { formula: true } | { error: string };

/** One row of the file: its number as a spreadsheet shows it (the first row is 1), its cells from the first column. */
export interface RawRow {
  row: number;
  cells: RawCell[];
}

/** The file cannot be read as what it claims to be (a broken zip, an unclosed quote ...). */
export class UnreadableFile extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'UnreadableFile';
  }
}

/** Text bytes: valid UTF-8 without control characters other than tab, line feed and carriage return. */
function isText(bytes: Buffer): boolean {
  if (!isUtf8(bytes)) return false;
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

/** What the bytes are, told from the content alone; null for anything the import does not take. */
export async function detectImportKind(bytes: Buffer): Promise<ImportFileKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.ext === 'xlsx' && detected.mime === XLSX_MIME ? 'xlsx' : null;
  return isText(bytes) ? 'csv' : null;
}

export function readRows(bytes: Buffer, kind: ImportFileKind): AsyncGenerator<RawRow> {
  return kind === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
}

/** An exceljs cell value as a plain value. */
export function plainCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const cell = value as { formula?: unknown; sharedFormula?: unknown; richText?: unknown; text?: unknown; error?: unknown };
    if ('formula' in cell || 'sharedFormula' in cell) return { formula: true };
    if (Array.isArray(cell.richText))
      return cell.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
    if (typeof cell.error === 'string') return { error: cell.error };
    if ('text' in cell) return plainCell(cell.text);
  }
  return { error: String(value) };
}

/**
 * exceljs#3064: exceljs's streaming reader now and then ends its pass over the zip before it has
 * parsed xl/workbook.xml (which exceljs itself writes last) and fails on `this.model.sheets`, before
 * any row is read. Another pass over the same bytes reads the file; a real fault fails every pass.
 */
const WORKBOOK_MODEL_RACE = /reading 'sheets'/;
const XLSX_PASSES = 3;

async function* xlsxRows(bytes: Buffer): AsyncGenerator<RawRow> {
  for (let pass = 1; ; pass += 1) {
    let yielded = false;
    try {
      for await (const row of xlsxPass(bytes)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (error) {
      const raced = error instanceof TypeError && WORKBOOK_MODEL_RACE.test(error.message);
      if (raced && !yielded && pass < XLSX_PASSES) continue;
      throw new UnreadableFile(error instanceof Error ? error.message : String(error));
    }
  }
}

async function* xlsxPass(bytes: Buffer): AsyncGenerator<RawRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'cache',
    // styles tell a date from a number
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let read = false;
  // every sheet is passed (unread but the first tab), so exceljs removes the temporary files it
  // keeps the sheets in when the shared strings come after them in the zip (files saved by Excel)
  for await (const sheet of reader) {
    if (read) continue;
    // the first tab (workbook.xml lists the sheets in tab order); the zip may hold another first
    const firstTab = (reader as unknown as { model?: { sheets?: { name?: string }[] } }).model?.sheets?.[0]?.name;
    if (firstTab !== undefined && (sheet as unknown as { name?: string }).name !== firstTab) continue;
    read = true;
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      // exceljs numbers cells from 1; index 0 is always empty
      yield { row: row.number, cells: values.slice(1).map(plainCell) };
    }
  }
}

/** The separator of the header row: the one of , ; tab it holds most of (a comma when none). */
export function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  let best = ',';
  let most = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = firstLine.split(candidate).length - 1;
    if (count > most) {
      best = candidate;
      most = count;
    }
  }
  return best;
}

async function* csvRows(bytes: Buffer): AsyncGenerator<RawRow> {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parseCsv(text, { delimiter: csvDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
  for (const [index, record] of records.entries()) {
    // a spreadsheet shows record n as row n, whatever line breaks its quoted cells hold
    yield { row: index + 1, cells: record.map((cell) => (cell === '' ? null : cell)) };
  }
}
