/**
 * Reading an inventory workbook: the multipart upload of POST /rest/inventory/excel/import (the
 * project and the file, which stops at INVENTORY_EXCEL_MAX_BYTES and must be an .xlsx by its
 * content), then its first sheet's rows as cells by column key. The factor import's reader does the
 * file work (its type from the content, the streamed rows as plain values); this module knows the
 * inventory's header: a row of column keys (the template's hidden first row) or of titles in either
 * language, optionally followed by the other of the two, then the data rows. Blank rows are skipped.
 * The read is capped (the workbook's expanded size, refused with 400, and the rows, past which it
 * stops) and runs in a worker thread. The sheet is read by the import job's worker (importJobs.ts),
 * so its problems carry what their message needs in either language.
 */
import { INVENTORY_LINES_MAX, INVENTORY_EXCEL_FIELD, INVENTORY_EXCEL_MAX_BYTES } from '@pcf/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { InventoryExcelColumn } from '@pcf/shared/contracts';
import { refused } from '../../../http/errors';
import { readMultipartForm } from '../../files/multipartForm';
import type { Language, MessageKey, MessageParams } from '../../../http/messages';
import {
  declaredBytes,
  detectImportKind,
  ExpandsTooLarge,
  megabytes,
  readRows,
  TooManyRows,
  UnreadableFile,
  type RawCell,
  type ReadLimits,
} from '../../factors/import/read';
import { REQUIRED_COLUMNS, columnOfHeader, titledParams } from './columns';

export const INVENTORY_EXCEL_PROJECT_FIELD = 'projectId';
const MAX_ID = 2147483647;

export interface InventoryUpload {
  projectId: number;
  bytes: Buffer;
  /** The name the client gave the file, as sent (shown only). */
  clientName: string;
}

/**
 * What the parts of the workbook read may expand to: the template of 2,000 lines with its lists of
 * valid values expands to a few megabytes.
 */
export const INVENTORY_EXCEL_MAX_EXPANDED_BYTES = 20 * 1024 * 1024;
/** The read stops past the two header rows and one line more than a file may hold. */
const READ_LIMITS: ReadLimits = { maxExpandedBytes: INVENTORY_EXCEL_MAX_EXPANDED_BYTES, maxRows: INVENTORY_LINES_MAX + 2 };
const expandsTooLarge = () => refused('inventoryExcelExpandsTooLarge', { max: megabytes(INVENTORY_EXCEL_MAX_EXPANDED_BYTES) });

const tooLarge = () => refused('inventoryExcelTooLarge', { max: INVENTORY_EXCEL_MAX_BYTES / 1024 / 1024 });

function declaredOrZero(bytes: Buffer): number {
  try {
    return declaredBytes(bytes);
  } catch (error) {
    if (error instanceof UnreadableFile) return 0;
    throw error;
  }
}

/** The project and the file of the form; anything but one .xlsx within the size is refused before a row is read. */
export async function readExcelUpload(request: FastifyRequest): Promise<InventoryUpload> {
  const { fields, file } = await readMultipartForm(request, {
    fileField: INVENTORY_EXCEL_FIELD,
    maxBytes: INVENTORY_EXCEL_MAX_BYTES,
    missing: () => refused('inventoryExcelFileMissing'),
    tooLarge,
    fields: 10,
    fieldBytes: 1024,
  });
  const projectText = fields.get(INVENTORY_EXCEL_PROJECT_FIELD)?.trim() ?? '';
  const projectId = /^\d{1,10}$/.test(projectText) ? Number(projectText) : 0;
  if (projectId < 1 || projectId > MAX_ID) throw refused('validationFailed', { detail: INVENTORY_EXCEL_PROJECT_FIELD });
  if (file === null) throw refused('inventoryExcelFileMissing');
  if ((await detectImportKind(file.bytes)) !== 'xlsx') throw refused('inventoryExcelFileType');
  // the zip's directory, before anything is expanded (a broken zip is reported as unreadable later)
  if (declaredOrZero(file.bytes) > INVENTORY_EXCEL_MAX_EXPANDED_BYTES) throw expandsTooLarge();
  return { projectId, bytes: file.bytes, clientName: file.clientName };
}

/** A message's parameters, or how to make them in a language (a column's title, a list's separator differ). */
export type ProblemParams = MessageParams | ((language: Language) => MessageParams);

export const paramsIn = (params: ProblemParams | undefined, language: Language): MessageParams | undefined =>
  typeof params === 'function' ? params(language) : params;

/** A problem before translation (row 0: the file as a whole). */
export interface SheetProblem {
  row: number;
  column: InventoryExcelColumn | null;
  key: MessageKey;
  params?: ProblemParams;
}

export interface SheetRow {
  /** As a spreadsheet numbers it (the first row is 1). */
  row: number;
  cells: ReadonlyMap<InventoryExcelColumn, RawCell>;
}

export interface ReadSheet {
  rows: SheetRow[];
  /** The columns the header names (a row's cells hold only its non-blank ones). */
  columns: ReadonlySet<InventoryExcelColumn>;
  /** Problems of the file as a whole: with any, the rows are not checked. */
  problems: SheetProblem[];
}

const isBlank = (cell: RawCell | undefined): boolean =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The columns a row names by header, by cell position; null when it is not a header row. */
function headerOf(cells: readonly RawCell[]): (InventoryExcelColumn | null)[] | null {
  const named = cells.map((cell) => (typeof cell === 'string' ? columnOfHeader(cell) : null));
  const filled = cells.filter((cell) => !isBlank(cell)).length;
  const known = named.filter((c) => c !== null).length;
  // most of the row's cells name a column: a data row hardly ever does
  return known >= 2 && known * 2 >= filled ? named : null;
}

/** The first sheet's rows; a file too large once expanded is a problem of the file as a whole. */
export async function readInventorySheet(bytes: Buffer): Promise<ReadSheet> {
  const rows: SheetRow[] = [];
  const fileProblem = (key: MessageKey, params?: MessageParams): ReadSheet => ({
    rows: [],
    columns: new Set(),
    problems: [{ row: 0, column: null, key, params }],
  });
  let columns: (InventoryExcelColumn | null)[] | null = null;
  let titleRowPossible = false;
  let tooMany = false;
  try {
    // the answer known, the loop stops, which stops the read
    for await (const { row, cells } of readRows(bytes, 'xlsx', READ_LIMITS)) {
      if (cells.every(isBlank)) continue;
      if (columns === null) {
        columns = headerOf(cells);
        if (columns === null) break;
        titleRowPossible = true;
        continue;
      }
      // the template's titles under its row of keys
      if (titleRowPossible) {
        titleRowPossible = false;
        if (headerOf(cells) !== null) continue;
      }
      if (rows.length === INVENTORY_LINES_MAX) {
        tooMany = true;
        break;
      }
      const byColumn = new Map<InventoryExcelColumn, RawCell>();
      columns.forEach((column, index) => {
        if (column !== null && !isBlank(cells[index])) byColumn.set(column, cells[index]);
      });
      rows.push({ row, cells: byColumn });
    }
  } catch (error) {
    if (error instanceof UnreadableFile) return fileProblem('inventoryExcelUnreadable', { detail: error.detail.slice(0, 200) });
    if (error instanceof TooManyRows) tooMany = true;
    else if (error instanceof ExpandsTooLarge)
      return fileProblem('inventoryExcelExpandsTooLarge', { max: megabytes(INVENTORY_EXCEL_MAX_EXPANDED_BYTES) });
    else throw error;
  }
  if (columns === null) return fileProblem('inventoryExcelHeaderMissing');
  if (tooMany) return fileProblem('inventoryExcelTooManyRows', { max: INVENTORY_LINES_MAX });
  const problems: SheetProblem[] = [];
  const present = columns.filter((c): c is InventoryExcelColumn => c !== null);
  for (const column of new Set(present.filter((c, index) => present.indexOf(c) !== index))) {
    problems.push({ row: 0, column, key: 'inventoryExcelColumnRepeated', params: titledParams(column) });
  }
  for (const column of REQUIRED_COLUMNS) {
    if (!present.includes(column)) problems.push({ row: 0, column, key: 'inventoryExcelColumnMissing', params: titledParams(column) });
  }
  if (problems.length === 0 && rows.length === 0) problems.push({ row: 0, column: null, key: 'inventoryExcelEmpty' });
  return { rows: problems.length > 0 ? [] : rows, columns: new Set(present), problems };
}
