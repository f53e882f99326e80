/**
 * What reading an import file yields (rows of plain cell values) and how it can fail; shared by the
 * reader in the worker thread (parse.ts) and the request side (read.ts), so it imports nothing.
 */

/** A cell as read: empty, text, a number, a truth value, a date, a formula (refused) or an error value (#N/A ...). */
export type RawCell = null | string | number | boolean | Date | { formula: true } | { error: string };

/** One row of the file: its number as a spreadsheet shows it (the first row is 1), its cells from the first column. */
export interface RawRow {
  row: number;
  cells: RawCell[];
}

/** The caps of one read: the bytes the .xlsx parts read may expand to, and the non-blank rows. */
export interface ReadLimits {
  maxExpandedBytes: number;
  maxRows: number;
}

/** The file cannot be read as what it claims to be (a broken zip, an unclosed quote ...). */
export class UnreadableFile extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'UnreadableFile';
  }
}

/** The .xlsx expands past ReadLimits.maxExpandedBytes (a zip bomb, or a workbook far too big). */
export class ExpandsTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the workbook expands to more than ${maxBytes} bytes`);
    this.name = 'ExpandsTooLarge';
  }
}

/** The file holds more than ReadLimits.maxRows non-blank rows: the read stopped there. */
export class TooManyRows extends Error {
  constructor(readonly maxRows: number) {
    super(`the file holds more than ${maxRows} rows`);
    this.name = 'TooManyRows';
  }
}

/** A cell is blank when it is empty or only white space. */
export function isBlank(cell: RawCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** Megabytes as the messages show them. */
export const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);
