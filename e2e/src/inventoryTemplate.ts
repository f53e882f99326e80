/** The inventory workbook as the platform downloads it (GET /rest/inventory/excel/template). */
import type ExcelJS from 'exceljs';

/** The first data row: the first row holds the column keys the import maps by (hidden in Excel), the second their titles. */
export const FIRST_LINE_ROW = 3;

/** The column number of each key of the template's first row; an unknown key throws. */
export function templateColumns(sheet: ExcelJS.Worksheet): (key: string) => number {
  const column = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => column.set(String(cell.value), index));
  return (key) => {
    const index = column.get(key);
    if (index === undefined) throw new Error(`the template has no ${key} column`);
    return index;
  };
}
