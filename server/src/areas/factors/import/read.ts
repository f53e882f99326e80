/**
 * Reading an import file: its type from its content (an .xlsx is a zip that file-type recognises as
 * a spreadsheet; a .csv is UTF-8 text; anything else, whatever its name, is refused), then its rows
 * as plain cell values, parsed in a worker thread (parse.ts) so that a large file or a zip bomb never
 * holds up the other requests. The caps go with each read: the expanded size of the .xlsx parts and
 * the non-blank rows (cells.ts).
 */
import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import type { RawRow, ReadLimits } from './cells';
import type { ImportFileKind } from './parse';
import { rowsInWorker } from './readingWorkers';

export { ExpandsTooLarge, TooManyRows, UnreadableFile, megabytes, type RawCell, type RawRow, type ReadLimits } from './cells';
export { declaredBytes } from './zipParts';
export type { ImportFileKind } from './parse';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv';

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

/**
 * The rows of the file, read in a worker thread within `limits`. Throws UnreadableFile,
 * ExpandsTooLarge or TooManyRows after the rows read before; stopping early cancels the read.
 */
export function readRows(bytes: Buffer, kind: ImportFileKind, limits: ReadLimits): AsyncGenerator<RawRow> {
  return rowsInWorker(bytes, kind, limits);
}
