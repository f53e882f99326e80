/**
 * The rows of an import file as plain cell values, read in the thread that calls it (the request
 * side runs it in a worker thread: read.ts). An .xlsx is read as a stream (exceljs' WorkbookReader:
 * cells are never all held as exceljs objects), its first tab only, from the parts zipParts.ts
 * takes out within the cap on their expanded size; a .csv is parsed by csv-parse, separated by
 * commas, or by semicolons or tabs when the header row is. Both stop past the cap on non-blank rows.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { isBlank, TooManyRows, UnreadableFile, type RawCell, type RawRow, type ReadLimits } from './cells';
import { packageForReading } from './zipParts';

export type ImportFileKind = 'xlsx' | 'csv';

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

export async function* parseRows(bytes: Buffer, kind: ImportFileKind, limits: ReadLimits): AsyncGenerator<RawRow> {
  let filled = 0;
  for await (const row of kind === 'xlsx' ? xlsxRows(bytes, limits.maxExpandedBytes) : csvRows(bytes)) {
    if (!row.cells.every(isBlank)) filled += 1;
    // the parse stops here: a file with more rows is refused whatever they hold
    if (filled > limits.maxRows) throw new TooManyRows(limits.maxRows);
    yield row;
  }
}

/**
 * exceljs#3064: exceljs's streaming reader now and then ends its pass over the zip before it has
 * parsed xl/workbook.xml and fails on `this.model.sheets`, before any row is read. Another pass
 * over the same bytes reads the file; a real fault fails every pass.
 */
const WORKBOOK_MODEL_RACE = /reading 'sheets'/;
const XLSX_PASSES = 3;

async function* xlsxRows(bytes: Buffer, maxExpandedBytes: number): AsyncGenerator<RawRow> {
  const readable = packageForReading(bytes, maxExpandedBytes);
  for (let pass = 1; ; pass += 1) {
    let yielded = false;
    try {
      for await (const row of xlsxPass(readable)) {
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

/** One pass over a package of packageForReading: its one sheet, the shared strings already read. */
async function* xlsxPass(bytes: Buffer): AsyncGenerator<RawRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    // styles tell a date from a number
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
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
