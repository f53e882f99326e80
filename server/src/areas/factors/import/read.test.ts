import ExcelJS from 'exceljs';
import { ExpandsTooLarge, readRows, TooManyRows, UnreadableFile, type RawRow, type ReadLimits } from './read';
import { parseRows } from './parse';
import {
  bombXlsx,
  exceljsXlsx,
  reordered,
  rowXml,
  sheetXlsx,
  SPREADSHEET_PROGRAM_ORDER,
  WORKBOOK_AFTER_SHEET_ORDER,
} from './workbooks.fixture';

const RACE = "Cannot read properties of undefined (reading 'sheets')";
const LIMITS: ReadLimits = { maxExpandedBytes: 2 * 1024 * 1024, maxRows: 1000 };

const workbook = () =>
  exceljsXlsx([
    ['code', 'value'],
    ['EF-1', 0.5366],
  ]);

async function collect(rows: AsyncGenerator<RawRow>): Promise<RawRow[]> {
  const read: RawRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

/** A pass of exceljs's reader that fails the way exceljs#3064 does, before yielding anything. */
async function* racedPass(): AsyncGenerator<never> {
  // the race strikes before the first entry is yielded
  if (RACE) throw new TypeError(RACE);
  yield* [];
}

describe('reading an .xlsx import file', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the file again when exceljs ends its pass before the workbook model (exceljs#3064)', async () => {
    const bytes = await workbook();
    const parse = jest.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse').mockImplementationOnce(racedPass);
    expect(await collect(parseRows(bytes, 'xlsx', LIMITS))).toEqual([
      { row: 1, cells: ['code', 'value'] },
      { row: 2, cells: ['EF-1', 0.5366] },
    ]);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('refuses the file as unreadable when every pass fails', async () => {
    const bytes = await workbook();
    jest.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse').mockImplementation(racedPass);
    await expect(collect(parseRows(bytes, 'xlsx', LIMITS))).rejects.toEqual(new UnreadableFile(RACE));
  });

  it('does not read a file that is not a zip at all', async () => {
    const parse = jest.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse');
    await expect(collect(parseRows(Buffer.from('PK\u0003\u0004 not a zip at all'), 'xlsx', LIMITS))).rejects.toBeInstanceOf(UnreadableFile);
    expect(parse).not.toHaveBeenCalled();
  });

  it('reads the first tab in a worker thread, the shared strings wherever the zip holds them', async () => {
    const bytes = await exceljsXlsx([
      ['code', 'name', 'value'],
      ['EF-1', '玻璃', 0.5366],
      ['EF-2', 'glass', 2],
    ]);
    const expected = [
      { row: 1, cells: ['code', 'name', 'value'] },
      { row: 2, cells: ['EF-1', '玻璃', 0.5366] },
      { row: 3, cells: ['EF-2', 'glass', 2] },
    ];
    for (const order of [
      SPREADSHEET_PROGRAM_ORDER,
      WORKBOOK_AFTER_SHEET_ORDER,
      ['xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'],
    ]) {
      expect(await collect(readRows(await reordered(bytes, order), 'xlsx', LIMITS))).toEqual(expected);
    }
  });

  it('refuses a workbook that expands past the cap, whatever size its zip declares', async () => {
    const honest = await bombXlsx(['code', 'value'], LIMITS.maxExpandedBytes);
    const lying = await bombXlsx(['code', 'value'], LIMITS.maxExpandedBytes, 1000);
    for (const bytes of [honest, lying]) {
      expect(bytes.length).toBeLessThan(20 * 1024);
      await expect(collect(readRows(bytes, 'xlsx', LIMITS))).rejects.toEqual(new ExpandsTooLarge(LIMITS.maxExpandedBytes));
    }
  });

  it('stops reading past the cap on non-blank rows (the rest of the sheet is never parsed)', async () => {
    const head = Array.from({ length: 8 }, (_, i) => rowXml(i + 1, [`EF-${i}`, i])).join('') + '<row r="9"></row>';
    // a megabyte on, past what one chunk of the stream holds, a fault: a read that went on would fail on it
    const tail = '<row r="10"><c r="A10" t="inlineStr"><is><t>&bogus;</t></is></c></row></sheetData></worksheet>';
    const bytes = await sheetXlsx({ head, filler: ' '.repeat(64 * 1024), times: 16, tail });
    const read: RawRow[] = [];
    await expect(
      (async () => {
        for await (const row of readRows(bytes, 'xlsx', { ...LIMITS, maxRows: 5 })) read.push(row);
      })(),
    ).rejects.toEqual(new TooManyRows(5));
    expect(read.map((r) => r.row)).toEqual([1, 2, 3, 4, 5]);
    // within the cap the same file is read to its fault
    await expect(collect(readRows(bytes, 'xlsx', { ...LIMITS, maxRows: 100 }))).rejects.toBeInstanceOf(UnreadableFile);
  });

  it('stops a .csv past the cap too', async () => {
    const csv = Buffer.from(['code,value', ...Array.from({ length: 20 }, (_, i) => `EF-${i},${i}`)].join('\n'));
    await expect(collect(readRows(csv, 'csv', { ...LIMITS, maxRows: 10 }))).rejects.toEqual(new TooManyRows(10));
    expect(await collect(readRows(csv, 'csv', { ...LIMITS, maxRows: 21 }))).toHaveLength(21);
  });
});
