/**
 * Workbooks for the import tests that exceljs does not write: a small .xlsx whose sheet expands
 * past a cap (optionally declaring a small size), a sheet written as raw XML, and an exceljs
 * workbook with its parts in another order (as spreadsheet programs write them).
 */
import zlib from 'node:zlib';
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

interface Deflated {
  data: Buffer;
  size: number;
  crc: number;
}

/** `head`, `times` copies of `filler`, `tail`, deflated without ever holding the whole text. */
async function deflated(head: string, filler: string, times: number, tail: string): Promise<Deflated> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    size += bytes.length;
    crc = zlib.crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(head);
  for (let i = 0; i < times; i++) await write(filler);
  await write(tail);
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), size, crc };
}

/** A zip of deflated parts, each declaring `declared` as its size when given. */
function zipOf(parts: readonly { name: string; part: Deflated; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name: text, part, declared } of parts) {
    const name = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(declared ?? part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(declared ?? part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
  const plain = async (text: string) => deflated(text, '', 0, '');
  const sheet = await deflated(
    `${XML}<worksheet xmlns="${MAIN}"><sheetData>${options.head}`,
    options.filler ?? '',
    options.times ?? 0,
    options.tail ?? '</sheetData></worksheet>',
  );
  const parts = [];
  for (const [name, text] of Object.entries(PACKAGE)) parts.push({ name, part: await plain(text) });
  parts.push({ name: 'xl/worksheets/sheet1.xml', part: sheet, declared: options.declared });
  return zipOf(parts);
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
