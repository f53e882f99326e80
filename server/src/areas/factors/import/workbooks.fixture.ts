/**
 * Workbooks for the import tests that exceljs does not write: a small .xlsx whose sheet expands
 * past a cap (optionally declaring a small size), a sheet written as raw XML, and an exceljs
 * workbook with its parts in another order (as spreadsheet programs write them). jszip writes
 * every zip; only the lie about a size is patched in afterwards, as no zip writer tells one.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const PACKAGE: Record<string, string> = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

const SHEET = 'xl/worksheets/sheet1.xml';

/** `head`, `times` copies of `filler`, `tail`: a stream, so the whole text is never held. */
function* sheetText(head: string, filler: string, times: number, tail: string): Generator<Buffer> {
  yield Buffer.from(head);
  const chunk = Buffer.from(filler);
  for (let i = 0; i < times; i++) yield chunk;
  yield Buffer.from(tail);
}

/**
 * Makes the zip's central directory and local header say `size` for the part `name` (the sizes at
 * offsets 24 and 22 of those records): a lie the reader must not trust.
 */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const end = zip.length - 22; // jszip writes no archive comment
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      zip.writeUInt32LE(size, at + 24);
      zip.writeUInt32LE(size, zip.readUInt32LE(at + 42) + 22);
      return zip;
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`no ${name} in the zip`);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A row of inline strings and numbers, as sheet XML. */
export function rowXml(row: number, cells: readonly (string | number)[]): string {
  const cell = (value: string | number, index: number) => {
    const ref = `${String.fromCharCode(65 + index)}${row}`;
    return typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`;
  };
  return `<row r="${row}">${cells.map(cell).join('')}</row>`;
}

/**
 * An .xlsx whose one sheet is `head` (rows of sheet XML), `times` copies of `filler`, then `tail`
 * (closing the sheet unless given). `declared`: the size the zip claims for the sheet.
 */
export async function sheetXlsx(options: {
  head: string;
  filler?: string;
  times?: number;
  tail?: string;
  declared?: number;
}): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(PACKAGE)) zip.file(name, text);
  const head = `${XML}<worksheet xmlns="${MAIN}"><sheetData>${options.head}`;
  const tail = options.tail ?? '</sheetData></worksheet>';
  zip.file(SHEET, Readable.from(sheetText(head, options.filler ?? '', options.times ?? 0, tail)));
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  return options.declared === undefined ? bytes : declareSize(bytes, SHEET, options.declared);
}

/** A small .xlsx (its header row `header`) whose sheet expands to more than `bytes` in white space. */
export function bombXlsx(header: readonly string[], bytes: number, declared?: number): Promise<Buffer> {
  const filler = ' '.repeat(1024 * 1024);
  return sheetXlsx({ head: rowXml(1, header), filler, times: Math.ceil(bytes / filler.length) + 1, declared });
}

/** The parts of an exceljs workbook rewritten in `order` (names it leaves out follow in their order). */
export async function reordered(bytes: Buffer, order: readonly string[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
  const out = new JSZip();
  for (const name of [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))])
    out.file(name, await (zip.file(name) as JSZip.JSZipObject).async('nodebuffer'));
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * The order Excel and LibreOffice write: the workbook, then the sheets, and the shared strings
 * after them (exceljs itself writes the shared strings first and the workbook last).
 */
export const SPREADSHEET_PROGRAM_ORDER = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
  'xl/worksheets/sheet2.xml',
  'xl/worksheets/sheet3.xml',
  'xl/theme/theme1.xml',
  'xl/styles.xml',
  'xl/sharedStrings.xml',
];

/**
 * Shared strings and relationships before the sheet, the workbook part after it: exceljs' streaming
 * reader used to meet the sheet before the workbook's list of sheets and give up (unreadable).
 */
export const WORKBOOK_AFTER_SHEET_ORDER = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
  'xl/worksheets/sheet1.xml',
  'xl/workbook.xml',
];

/** An exceljs workbook of these rows (written whole, not streamed). */
export async function exceljsXlsx(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
