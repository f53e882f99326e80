/**
 * A new exceljs workbook, the library required on first use: with its zip and stream dependencies
 * it is some 1.5 MB of code that a server start (and every server test file) would load otherwise.
 * Files are read in the import workers (areas/factors/import/rowsWorker.ts), not here.
 */
import type * as ExcelJS from 'exceljs';

export function newWorkbook(): ExcelJS.Workbook {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  const exceljs = require('exceljs') as typeof import('exceljs');
  return new exceljs.Workbook();
}
