import ExcelJS from 'exceljs';
import { readRows, UnreadableFile, type RawRow } from './read';

const RACE = "Cannot read properties of undefined (reading 'sheets')";

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('factors');
  sheet.addRow(['code', 'value']);
  sheet.addRow(['EF-1', 0.5366]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(bytes: Buffer): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for await (const row of readRows(bytes, 'xlsx')) rows.push(row);
  return rows;
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
    expect(await rowsOf(bytes)).toEqual([
      { row: 1, cells: ['code', 'value'] },
      { row: 2, cells: ['EF-1', 0.5366] },
    ]);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('refuses the file as unreadable when every pass fails', async () => {
    const bytes = await workbook();
    jest.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse').mockImplementation(racedPass);
    await expect(rowsOf(bytes)).rejects.toEqual(new UnreadableFile(RACE));
  });

  it('does not read again a file that is not a workbook', async () => {
    const parse = jest.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse');
    await expect(rowsOf(Buffer.from('PK\u0003\u0004 not a zip at all'))).rejects.toBeInstanceOf(UnreadableFile);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
