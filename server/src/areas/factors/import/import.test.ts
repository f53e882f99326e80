import {
  FACTOR_IMPORT_COLUMNS,
  FACTOR_IMPORT_FIELD,
  FACTOR_IMPORT_MAX_BYTES,
  FACTOR_IMPORT_MAX_ROWS,
  FACTOR_IMPORT_PROBLEMS_SHOWN,
} from '@pcf/shared/contracts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { asc, count, eq, sql } from 'drizzle-orm';
import { FACTOR_TEMPLATE_CONTENT_TYPES, type FactorDetail, type FactorImportJob, type FactorImportProblem } from '@pcf/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createRole, createUser } from '../../../testing/accounts';
import {
  directoryNodes,
  emissionFactorGases,
  emissionFactorVersions,
  emissionFactors,
  factorImportJobs,
  menus,
  sysOperLog,
  users,
} from '../../../schema';
import type { SessionContext } from '../../auth/sessions';
import { IMPORT_COLUMNS, columnOfHeader, importColumnLabel } from './columns';
import { detectImportKind } from './read';
import { csvDelimiter } from './parse';
import { FACTOR_IMPORT_MAX_EXPANDED_BYTES, FactorImportRunner, STALE_AFTER_MS, failInterruptedJobs } from './jobs';
import { inProcessQueue } from '../../../jobs/inProcessQueue';
import { FILE_FOLDERS, FileStore } from '../../files/fileStore';
import { DiskObjectStore } from '../../files/store';
import { configuredStore } from '../../files/configured';
import { bombXlsx, reordered, rowXml, sheetXlsx, SPREADSHEET_PROGRAM_ORDER, WORKBOOK_AFTER_SHEET_ORDER } from './workbooks.fixture';

type Cell = string | number | boolean | Date | null | { formula: string; result?: number } | { error: string };
type Record_ = Partial<Record<(typeof FACTOR_IMPORT_COLUMNS)[number], Cell>>;

const silent = { error: () => undefined, info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

describe('the import contract on the server', () => {
  it('reads a header by its key or its title in either language, spacing and sub- or superscripts aside', () => {
    for (const column of IMPORT_COLUMNS) {
      expect([columnOfHeader(column.key), columnOfHeader(column.label.zh), columnOfHeader(` ${column.label.en.toUpperCase()} `)]).toEqual([
        column.key,
        column.key,
        column.key,
      ]);
    }
    expect(columnOfHeader('因子值(kg CO2e/单位)')).toBe('value');
    expect(columnOfHeader('CO2')).toBe('gas_CO2');
    expect(columnOfHeader('unit_code')).toBe('unit');
    expect(columnOfHeader('数据质量（DQR）')).toBeNull();
    expect(importColumnLabel('gas_SF6', 'en')).toBe('SF₆ (kg per unit)');
  });

  it('tells the file type from the content, never from the name', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['a']);
    expect(await detectImportKind(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe('xlsx');
    expect(await detectImportKind(Buffer.from('\uFEFF因子编码,单位\r\nA,kg\r\n'))).toBe('csv');
    expect(await detectImportKind(Buffer.alloc(0))).toBe('csv');
    // a Windows program, a PNG, a plain zip, GBK-encoded text, binary noise
    expect(
      await detectImportKind(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), randomBytes(400)])),
    ).toBeNull();
    expect(
      await detectImportKind(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])),
    ).toBeNull();
    expect(await detectImportKind(Buffer.from([0xd2, 0xf2, 0xd7, 0xd3, 0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0x41]))).toBeNull();
    expect(await detectImportKind(Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
  });

  it('takes the separator of the header row', () => {
    expect(csvDelimiter('a,b,c\n1;2')).toBe(',');
    expect(csvDelimiter('a;b;c\n1,2')).toBe(';');
    expect(csvDelimiter('a\tb\n')).toBe('\t');
    expect(csvDelimiter('a')).toBe(',');
  });
});

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----factor-import-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? FACTOR_IMPORT_FIELD}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A factor row the import takes, by column key. */
function goodRow(code: string, overrides: Record_ = {}): Record_ {
  return {
    code,
    nameZh: '测试玻璃',
    nameEn: 'Test glass',
    category: '原材料获取/辅材/光伏玻璃',
    value: 1.25,
    unit: 'kg',
    gwpSet: 'AR6',
    region: 'CN',
    year: 2023,
    source: '测试数据',
    databaseVersion: 'TEST 1',
    ...overrides,
  };
}

/** Header (titles in `language`) and rows of exactly these columns. */
function table(
  records: readonly Record_[],
  language: 'zh' | 'en' = 'zh',
  columns: readonly string[] = Object.keys(records[0] ?? goodRow('X')),
): Cell[][] {
  const titles = columns.map((key) => IMPORT_COLUMNS.find((c) => c.key === key)?.label[language] ?? key);
  return [titles, ...records.map((r) => columns.map((key) => r[key as keyof Record_] ?? null))];
}

async function xlsxOf(rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('因子');
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvOf(rows: readonly Cell[][]): Buffer {
  return Buffer.from(
    stringify(
      rows.map((r) => r.map((c) => (c === null ? '' : c instanceof Date ? c.toISOString().slice(0, 10) : String(c)))),
      { bom: true },
    ),
    'utf8',
  );
}

async function sheetRows(bytes: Buffer, sheetIndex = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const TERMINAL = new Set(['done', 'rejected', 'failed']);

describeEachDatabase('factor import and export (/rest/factor/import*, pcf_emission_factor export)', (ctx) => {
  let admin = '';
  let demo = '';
  let importer = '';
  let importerId = 0;
  /** Granted the factor list only: no import, no export. */
  let reader = '';
  const db = () => ctx().database.db;

  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
    // a role of the test's own, so the checks hold whatever the seeded roles are granted
    const buttons = await db()
      .insert(menus)
      .values(
        ['database:factor:import', 'database:factor:list', 'database:factor:export'].map((perms) => ({
          key: `custom:factor-import-test/${perms}`,
          kind: 'button' as const,
          titleZh: perms,
          titleEn: perms,
          perms,
          planned: false,
        })),
      )
      .returning({ id: menus.id });
    const role = await createRole(
      db(),
      'factor_importer',
      buttons.map((m) => m.id),
    );
    importerId = await createUser(db(), { account: 'factor_importer', password: 'Importer@123456', userType: 'admin', roleIds: [role] });
    importer = await login(ctx().app, 'factor_importer', 'Importer@123456');
    const readerRole = await createRole(db(), 'factor_reader', [buttons[1].id]);
    await createUser(db(), { account: 'factor_reader', password: 'Reader@123456', userType: 'admin', roleIds: [readerRole] });
    reader = await login(ctx().app, 'factor_reader', 'Reader@123456');
  });

  const get = (url: string, token = admin, language = 'zh-CN') =>
    ctx().app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-language': language } });
  const upload = (bytes: Buffer, name: string, mode?: string, token = admin, language = 'en-US') => {
    const form = multipart(mode === undefined ? {} : { mode }, { name, bytes });
    return ctx().app.inject({
      method: 'POST',
      url: '/rest/factor/import',
      payload: form.payload,
      headers: { ...form.headers, authorization: token, 'accept-language': language },
    });
  };
  const status = async (id: number, token = admin, language = 'en-US') =>
    json<FactorImportJob>(await get(`/rest/factor/import/status?id=${id}`, token, language));
  const finished = async (id: number, language = 'en-US'): Promise<FactorImportJob> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = (await status(id, admin, language)).data;
      if (TERMINAL.has(job.status)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  /** Uploads and waits for the job's end. */
  const imported = async (bytes: Buffer, name: string, mode = 'all', language = 'en-US'): Promise<FactorImportJob> => {
    const answer = json<FactorImportJob>(await upload(bytes, name, mode, admin, language));
    expect(answer).toMatchObject({ code: 200, data: { status: 'checking', mode, fileName: name } });
    return finished(answer.data.id, language);
  };
  const counts = async () => ({
    factors: (await db().select({ n: count() }).from(emissionFactors))[0].n,
    versions: (await db().select({ n: count() }).from(emissionFactorVersions))[0].n,
    gases: (await db().select({ n: count() }).from(emissionFactorGases))[0].n,
    log: (await db().select({ n: count() }).from(sysOperLog).where(eq(sysOperLog.action, 'import')))[0].n,
  });
  const factorByCode = async (code: string) => (await db().select().from(emissionFactors).where(eq(emissionFactors.code, code)))[0];
  const detail = async (code: string, version?: number) => {
    const factor = await factorByCode(code);
    return json<FactorDetail>(await get(`/rest/factor/detail?id=${factor.id}${version === undefined ? '' : `&version=${version}`}`)).data;
  };
  const brief = (problems: FactorImportProblem[]) => problems.map((p) => [p.row, p.column, p.message]);

  describe('the template', () => {
    it('xlsx: the titles in the caller’s language, an example row, the valid values and the column keys', async () => {
      const response = await get('/rest/factor/import/template?format=xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent('碳排放因子导入模板.xlsx'));
      const bytes = response.rawPayload;
      const [header, example] = await sheetRows(bytes, 0);
      expect(header).toEqual(IMPORT_COLUMNS.map((c) => c.label.zh));
      expect(example.slice(0, 8)).toEqual([
        'EXAMPLE-PV-GLASS-001',
        '光伏玻璃（示例）',
        'Solar glass (example)',
        '原材料获取/辅材/光伏玻璃',
        1.2,
        'kg',
        'AR6',
        'CN',
      ]);
      const lists = (await sheetRows(bytes, 1)).flat().filter((v) => typeof v === 'string');
      expect(lists).toEqual(
        expect.arrayContaining([
          '单位',
          'kg',
          't·km',
          '地区',
          'CN',
          '中国',
          '华北电网',
          'AR6',
          'IPCC AR5',
          'SF₆（kg/单位）',
          'lognormal',
          '对数正态分布',
          '原材料获取/硅料/多晶硅',
          '原材料获取/辅材/EVA/POE胶膜',
        ]),
      );
      const helpRows = (await sheetRows(bytes, 2)).flat();
      expect(helpRows).toEqual(expect.arrayContaining(['因子编码', 'code', 'gas_HFC134a']));

      const english = await sheetRows((await get('/rest/factor/import/template', admin, 'en-US')).rawPayload, 0);
      expect(english[0]).toEqual(IMPORT_COLUMNS.map((c) => c.label.en));
    });

    it('imports as it is (the example row); the CSV template, UTF-8 with a BOM, then adds a version of it', async () => {
      const before = await counts();
      const xlsx = (await get('/rest/factor/import/template?format=xlsx')).rawPayload;
      expect(await imported(xlsx, 'template.xlsx')).toMatchObject({
        status: 'done',
        totalRows: 1,
        importedRows: 1,
        createdFactors: 1,
        addedVersions: 0,
        problems: [],
      });

      const csv = await get('/rest/factor/import/template?format=csv', admin, 'en-US');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
      expect(lines[0].split(',').slice(0, 3)).toEqual(['Factor code', 'Chinese name', 'English name']);
      expect(lines[1]).toContain('EXAMPLE-PV-GLASS-001,光伏玻璃（示例）');
      expect(await imported(csv.rawPayload, 'template.csv')).toMatchObject({
        status: 'done',
        importedRows: 1,
        createdFactors: 0,
        addedVersions: 1,
      });
      expect(await counts()).toEqual({ ...before, factors: before.factors + 1, versions: before.versions + 2, log: before.log + 2 });
      expect(await detail('EXAMPLE-PV-GLASS-001')).toMatchObject({
        currentVersion: 2,
        current: { categoryName: '光伏玻璃', quality: { ter: 2, ger: 1, tir: 2, p: 3 }, gsd: 1.2 },
      });
    });

    it('is open to whoever may import, and to nobody else', async () => {
      expect((await get('/rest/factor/import/template?format=csv', importer)).statusCode).toBe(200);
      expect((await get('/rest/factor/import/template', demo)).statusCode).toBe(403);
      expect((await get('/rest/factor/import/template?format=pdf')).statusCode).toBe(400);
    });
  });

  describe('a clean file', () => {
    it('xlsx: every row imported in one go, names taken as people write them, logged once', async () => {
      const before = await counts();
      const rows = [
        goodRow('IMP-XLSX-1', { nameZh: '光伏玻璃 A', validFrom: new Date(Date.UTC(2023, 0, 1)), validTo: '2024/6/30' }),
        goodRow('IMP-XLSX-2', {
          value: null,
          unit: '千瓦时',
          region: '中国',
          category: '电力',
          gwpSet: 'IPCC AR5',
          gas_CO2: 0.5,
          gas_CH4_fossil: '0.01',
        } as Record_),
        goodRow('IMP-XLSX-3', {
          category: ' 原材料获取 / 硅料 / 多晶硅 ',
          region: 'north china grid',
          uncertainty: '对数正态分布',
          gsd: 1.5,
          ter: 1,
          ger: 2,
          tir: 3,
          p: 4,
          note: 'ok',
        }),
      ];
      const columns = [...FACTOR_IMPORT_COLUMNS];
      const job = await imported(await xlsxOf(table(rows, 'zh', columns)), 'clean.xlsx');
      expect(job).toMatchObject({
        status: 'done',
        mode: 'all',
        totalRows: 3,
        checkedRows: 3,
        validRows: 3,
        importedRows: 3,
        createdFactors: 3,
        addedVersions: 0,
        problemCount: 0,
      });
      expect(job.finishedAt).not.toBeNull();
      expect(await counts()).toEqual({
        factors: before.factors + 3,
        versions: before.versions + 3,
        gases: before.gases + 2,
        log: before.log + 1,
      });

      expect((await detail('IMP-XLSX-1')).current).toMatchObject({
        version: 1,
        value: 1.25,
        unit: 'kg',
        validFrom: '2023-01-01',
        validTo: '2024-06-30',
        categoryName: '光伏玻璃',
        createdByName: '管理员',
      });
      // 0.5 + 0.01 × 30 (AR5 fossil methane)
      expect((await detail('IMP-XLSX-2')).current).toMatchObject({
        value: 0.8,
        unit: 'kWh',
        region: 'CN',
        gwpSet: 'AR5',
        categoryName: '电力',
      });
      expect((await detail('IMP-XLSX-3')).current).toMatchObject({
        categoryName: '多晶硅',
        region: 'CN-GRID-NORTH',
        uncertainty: 'lognormal',
        gsd: 1.5,
        dqr: 2.5,
        note: 'ok',
      });
      const [log] = await db()
        .select()
        .from(sysOperLog)
        .where(eq(sysOperLog.action, 'import'))
        .orderBy(asc(sysOperLog.id))
        .then((r) => r.slice(-1));
      expect(log).toMatchObject({ object: 'emission_factor', account: 'admin' });
      expect(log.after).toMatchObject({
        job: job.id,
        fileName: 'clean.xlsx',
        mode: 'all',
        importedRows: 3,
        createdFactors: 3,
        addedVersions: 0,
      });
    });

    it('csv headed in English, separated by semicolons: imported', async () => {
      const rows = table([goodRow('IMP-CSV-1'), goodRow('IMP-CSV-2', { nameEn: 'Glass; tempered', value: '0.75' })], 'en');
      const text = stringify(
        rows.map((r) => r.map((c) => (c === null ? '' : String(c)))),
        { bom: true, delimiter: ';' },
      );
      const job = await imported(Buffer.from(text, 'utf8'), 'clean.csv');
      expect(job).toMatchObject({ status: 'done', importedRows: 2, createdFactors: 2 });
      expect((await detail('IMP-CSV-2')).current).toMatchObject({ nameEn: 'Glass; tempered', value: 0.75 });
    });
  });

  describe('a file with a wrong row', () => {
    const file = () => xlsxOf(table([goodRow('IMP-MIXED-1'), goodRow('IMP-MIXED-2', { unit: 'furlong' }), goodRow('IMP-MIXED-3')]));

    it('mode all: nothing imported, the row reported', async () => {
      const before = await counts();
      const job = await imported(await file(), 'mixed.xlsx', 'all');
      expect(job).toMatchObject({ status: 'rejected', totalRows: 3, checkedRows: 3, validRows: 2, importedRows: 0, problemCount: 1 });
      expect(brief(job.problems)).toEqual([[3, 'unit', 'The unit furlong does not exist; use a unit of the unit table']]);
      expect(await counts()).toEqual(before);
      expect(await factorByCode('IMP-MIXED-1')).toBeUndefined();
    });

    it('mode valid: the others imported, the row reported; the report in the reader’s language', async () => {
      const before = await counts();
      const job = await imported(await file(), 'mixed.xlsx', 'valid');
      expect(job).toMatchObject({ status: 'done', validRows: 2, importedRows: 2, createdFactors: 2, problemCount: 1 });
      expect(await counts()).toMatchObject({ factors: before.factors + 2, versions: before.versions + 2 });
      expect(await factorByCode('IMP-MIXED-2')).toBeUndefined();
      expect((await status(job.id, admin, 'zh-CN')).data.problems).toEqual([
        { row: 3, column: 'unit', key: 'factorUnitUnknown', message: '单位 furlong 不存在，请使用单位表中的单位' },
      ]);
    });
  });

  describe('each problem with its row and column', () => {
    it('reports every refusal of a cell, imports only the valid row (mode valid)', async () => {
      const [twin] = await db().select().from(directoryNodes).where(eq(directoryNodes.name, '使用'));
      // a second node named 电力, so the name alone is ambiguous
      const [second] = await db().insert(directoryNodes).values({ name: '电力', pid: twin.id, level: 2 }).returning();
      const rows: Record_[] = [
        goodRow('BAD-OK'),
        goodRow('BAD-UNIT', { unit: 'furlong' }),
        goodRow('BAD-TEXT', { value: 'abc' }),
        goodRow('BAD-NAN', { value: 'NaN' }),
        goodRow('BAD-INF', { value: 'Infinity' }),
        goodRow('BAD-NEG', { value: -1 }),
        goodRow('BAD-NEG-TEXT', { value: '-2' }),
        goodRow('BAD-CATEGORY', { category: 'Nowhere' }),
        goodRow('BAD-AMBIGUOUS', { category: '电力' }),
        goodRow('BAD-REGION', { region: 'Atlantis' }),
        goodRow('BAD-DATE', { validFrom: '2023-02-30' }),
        goodRow('BAD-FORMULA-TEXT', { nameEn: ' =HYPERLINK("http://evil","x")' }),
        goodRow('BAD-AT', { source: '@SUM(A1)' }),
        goodRow('BAD-PLUS', { note: '+cmd' }),
        goodRow('BAD-MINUS', { databaseVersion: '-2+3' }),
        goodRow('BAD-FORMULA-CELL', { value: { formula: '1+1', result: 2 } }),
        goodRow('BAD-ERROR', { value: { error: '#N/A' } }),
        goodRow('BAD-YEAR', { year: 'soon' }),
        goodRow('BAD-YEAR-RANGE', { year: 1890 }),
        goodRow('BAD-SOURCE', { source: '  ' }),
        goodRow('BAD-DQR', { ter: 2 }),
        goodRow('BAD-GAS', { value: null, gas_SF6: -0.1 } as Record_),
        goodRow('BAD-OK'),
        goodRow('bad code'),
        goodRow('BAD-NO-VALUE', { value: null }),
      ];
      const columns = [
        'code',
        'nameZh',
        'nameEn',
        'category',
        'value',
        'unit',
        'gwpSet',
        'region',
        'year',
        'source',
        'databaseVersion',
        'validFrom',
        'ter',
        'ger',
        'tir',
        'p',
        'note',
        'gas_SF6',
      ];
      const before = await counts();
      const job = await imported(await xlsxOf(table(rows, 'zh', columns)), 'bad.xlsx', 'valid');
      expect(job).toMatchObject({ status: 'done', totalRows: rows.length, validRows: 1, importedRows: 1, problemCount: rows.length - 1 });
      expect(brief(job.problems)).toEqual([
        [3, 'unit', 'The unit furlong does not exist; use a unit of the unit table'],
        [4, 'value', '"Value (kg CO₂e per unit)" must be a number, not abc'],
        [5, 'value', '"Value (kg CO₂e per unit)" must be a number, not NaN'],
        [6, 'value', '"Value (kg CO₂e per unit)" must be a number, not Infinity'],
        [7, 'value', 'Value must be a number from 0 to 1000000000'],
        [8, 'value', 'Value must be a number from 0 to 1000000000'],
        [9, 'category', 'The category does not exist: Nowhere'],
        [10, 'category', 'Several categories are named 电力: give the directory path, such as 生产制造/电力、使用/电力'],
        [11, 'region', 'The region Atlantis is not in the region dictionary'],
        [12, 'validFrom', 'Valid from is not a valid date (YYYY-MM-DD)'],
        [13, 'nameEn', 'The cell starts with = + - or @, which a spreadsheet could run as a formula: refused'],
        [14, 'source', 'The cell starts with = + - or @, which a spreadsheet could run as a formula: refused'],
        [15, 'note', 'The cell starts with = + - or @, which a spreadsheet could run as a formula: refused'],
        [16, 'databaseVersion', 'The cell starts with = + - or @, which a spreadsheet could run as a formula: refused'],
        [17, 'value', 'The cell holds a formula: enter plain values only'],
        [18, 'value', 'The cell holds the error value #N/A'],
        [19, 'year', '"Year" must be a number, not soon'],
        [20, 'year', 'The year is a whole number from 1990 to 2100'],
        [21, 'source', 'Source is required'],
        [22, 'ger', 'The data-quality scores (TeR, GeR, TiR, P) come together, each a number from 1 to 5'],
        [23, 'gas_SF6', 'SF6 must be a number from 0 to 1000000000'],
        [24, 'code', 'The factor code BAD-OK appears again in the file (first on row 2)'],
        [25, 'code', 'A factor code is 1 to 64 letters, digits or . _ - / :, starting with a letter or digit'],
        [26, 'value', 'Give either the value or the gas breakdown, not both and not neither'],
      ]);
      expect(job.problemCount).toBe(job.problems.length);
      expect(await counts()).toMatchObject({ factors: before.factors + 1, versions: before.versions + 1 });
      expect(await factorByCode('BAD-FORMULA-TEXT')).toBeUndefined();
      // in Chinese, the columns named as the template names them
      const zh = (await status(job.id, admin, 'zh-CN')).data.problems;
      expect(zh[1].message).toBe('“因子值（kg CO₂e/单位）”须为数字，而不是 abc');
      expect(zh[18].message).toBe('请填写数据来源');
      await db().delete(directoryNodes).where(eq(directoryNodes.id, second.id));
    });

    it('refuses a file as a whole: missing or repeated columns, an unknown gas column, no data, too many rows, an unreadable file', async () => {
      const before = await counts();
      const withoutYear = table([goodRow('WHOLE-1')], 'en', [
        'code',
        'nameZh',
        'nameEn',
        'value',
        'unit',
        'gwpSet',
        'region',
        'databaseVersion',
      ]);
      expect(brief((await imported(csvOf(withoutYear), 'missing.csv')).problems)).toEqual([
        [1, 'year', 'The required column "Year" is missing'],
        [1, 'source', 'The required column "Source" is missing'],
      ]);
      const noValue = table([goodRow('WHOLE-2')], 'en', [
        'code',
        'nameZh',
        'nameEn',
        'unit',
        'gwpSet',
        'region',
        'year',
        'source',
        'databaseVersion',
      ]);
      expect(brief((await imported(csvOf(noValue), 'novalue.csv')).problems)).toEqual([
        [1, 'value', 'The file needs the value column or at least one gas column'],
      ]);
      const twice = table([goodRow('WHOLE-3')]);
      twice[0].push('Unit');
      twice[1].push('kg');
      twice[0].push('gas_H2O');
      expect(brief((await imported(await xlsxOf(twice), 'twice.xlsx')).problems)).toEqual([
        [1, 'unit', 'The column "Unit" appears more than once'],
        [1, null, 'Unknown greenhouse gas: H2O'],
      ]);
      const emptyJob = await imported(csvOf(table([]).slice(0, 1)), 'header-only.csv');
      expect(emptyJob).toMatchObject({
        status: 'rejected',
        totalRows: 0,
        problems: [{ row: 0, column: null, message: 'The file holds no data: row 1 is the header, the data starts on row 2' }],
      });
      expect((await imported(Buffer.alloc(0), 'empty.csv')).problems.map((p) => p.key)).toEqual(['factorImportEmpty']);
      const many = [
        'Factor code,Unit,GWP set,Region,Year,Source,Database version,Chinese name,English name,Value',
        ...Array.from({ length: FACTOR_IMPORT_MAX_ROWS + 1 }, (_, i) => `M${i},kg,AR6,CN,2023,s,v,名,n,1`),
      ];
      const tooMany = await imported(Buffer.from(many.join('\n')), 'many.csv');
      expect(tooMany).toMatchObject({ status: 'rejected', importedRows: 0 });
      expect(brief(tooMany.problems)).toEqual([
        [0, null, 'A file holds at most 100000 data rows: split it and import the parts one by one'],
      ]);
      const unclosed = await imported(Buffer.from('Factor code,Unit\n"A,kg\n'), 'unclosed.csv');
      expect(unclosed.problems[0].message).toMatch(/^The file cannot be read: /);
      expect(await counts()).toEqual(before);
    }, 180_000);
  });

  describe('what the upload refuses at once', () => {
    it('a program named .xlsx, a picture named .csv, GBK text: refused by content, no job', async () => {
      const jobs = (await db().select({ n: count() }).from(factorImportJobs))[0].n;
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), randomBytes(2000)]);
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
      const gbk = Buffer.from([0xd2, 0xf2, 0xd7, 0xd3, 0xb1, 0xe0, 0xc2, 0xeb, 0x0d, 0x0a]);
      for (const [bytes, name] of [
        [exe, 'factors.xlsx'],
        [png, 'factors.csv'],
        [gbk, 'factors.csv'],
      ] as const) {
        const answer = await upload(bytes, name, 'all', admin, 'zh-CN');
        expect([answer.statusCode, json(answer).msg]).toEqual([
          400,
          '请上传正确的文件格式：.xlsx，或 UTF-8 编码的 .csv（Excel 中另存为“CSV UTF-8”）',
        ]);
      }
      expect((await db().select({ n: count() }).from(factorImportJobs))[0].n).toBe(jobs);
    });

    it('a file over the size limit, no file, an unknown mode', async () => {
      const big = Buffer.alloc(FACTOR_IMPORT_MAX_BYTES + 1, 0x41);
      expect(json(await upload(big, 'big.csv', 'all'))).toMatchObject({ code: 500, msg: 'The import file is larger than 20 MB' });
      const noFile = multipart({ mode: 'all' });
      const answer = await ctx().app.inject({
        method: 'POST',
        url: '/rest/factor/import',
        payload: noFile.payload,
        headers: { ...noFile.headers, authorization: admin, 'accept-language': 'en-US' },
      });
      expect(json(answer).msg).toBe('Choose the file to import');
      expect(json(await upload(csvOf(table([goodRow('X')])), 'x.csv', 'some'))).toMatchObject({
        code: 500,
        msg: expect.stringContaining('The import mode is all'),
      });
      expect(
        json(await ctx().app.inject({ method: 'POST', url: '/rest/factor/import', payload: {}, headers: { authorization: admin } })).code,
      ).toBe(500);
    });

    it('a user who may import but is no platform administrator: refused before the file is read; without the permission: 403', async () => {
      const before = await counts();
      const file = csvOf(table([goodRow('NOT-ADMIN')]));
      expect([(await upload(file, 'x.csv', 'all', importer)).statusCode, json(await upload(file, 'x.csv', 'all', importer)).msg]).toEqual([
        403,
        'Only platform administrators change the emission factor database',
      ]);
      expect((await upload(file, 'x.csv', 'all', demo)).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
      expect(await db().select().from(factorImportJobs).where(eq(factorImportJobs.userId, importerId))).toEqual([]);
    });
  });

  describe('files as spreadsheet programs write them, and the caps of a read', () => {
    const requiredTitles = table([goodRow('X')], 'en')[0] as string[];

    it('imports the file LibreOffice wrote and exceljs files with their parts in other orders (shared strings after the sheet, workbook after it)', async () => {
      const libreOffice = fs.readFileSync(path.join(__dirname, 'fixtures', 'libreoffice-factors.xlsx'));
      const job = await imported(libreOffice, 'libreoffice.xlsx');
      expect([job.status, job.importedRows, job.problems]).toEqual(['done', 2, []]);
      expect((await detail('LO-GLASS-1')).current).toMatchObject({
        nameZh: '光伏玻璃（LibreOffice）',
        nameEn: 'Solar glass (LibreOffice)',
        value: 1.25,
      });
      for (const [index, order] of [SPREADSHEET_PROGRAM_ORDER, WORKBOOK_AFTER_SHEET_ORDER].entries()) {
        const ordered = await reordered(await xlsxOf(table([goodRow(`ORDER-${index}`, { nameZh: `换了顺序 ${index}` })])), order);
        const job = await imported(ordered, 'ordered.xlsx');
        expect([job.status, job.importedRows, job.problems]).toEqual(['done', 1, []]);
        expect((await detail(`ORDER-${index}`)).current.nameZh).toBe(`换了顺序 ${index}`);
      }
    });

    it('refuses a small .xlsx that expands past the cap: at the upload when its zip says so, else as the job’s problem', async () => {
      const before = await counts();
      const jobs = (await db().select({ n: count() }).from(factorImportJobs))[0].n;
      const message = `The file expands to more than ${FACTOR_IMPORT_MAX_EXPANDED_BYTES / 1024 / 1024} MB once unzipped: split it and import the parts one by one`;
      const honest = await bombXlsx(requiredTitles, FACTOR_IMPORT_MAX_EXPANDED_BYTES);
      expect(honest.length).toBeLessThan(FACTOR_IMPORT_MAX_BYTES / 10);
      const answer = await upload(honest, 'bomb.xlsx', 'all');
      expect([answer.statusCode, json(answer).msg]).toEqual([400, message]);
      expect((await db().select({ n: count() }).from(factorImportJobs))[0].n).toBe(jobs);
      // a zip that declares a small sheet: the expansion itself stops at the cap
      const lying = await imported(await bombXlsx(requiredTitles, FACTOR_IMPORT_MAX_EXPANDED_BYTES, 4096), 'lying.xlsx');
      expect([lying.status, brief(lying.problems)]).toEqual(['rejected', [[0, null, message]]]);
      expect(await counts()).toEqual(before);
    }, 180_000);

    it('stops reading an .xlsx past FACTOR_IMPORT_MAX_ROWS data rows, whatever follows', async () => {
      const before = await counts();
      const rows = Array.from({ length: FACTOR_IMPORT_MAX_ROWS + 1 }, (_, i) => rowXml(i + 2, [`CAP-${i}`, 'kg'])).join('');
      // past the rows, a fault a read that went on would stop at
      const tail = '<row r="200000"><c r="A200000" t="inlineStr"><is><t>&bogus;</t></is></c></row></sheetData></worksheet>';
      const bytes = await sheetXlsx({ head: rowXml(1, requiredTitles) + rows, filler: ' '.repeat(64 * 1024), times: 16, tail });
      const job = await imported(bytes, 'many.xlsx');
      expect([job.status, brief(job.problems)]).toEqual([
        'rejected',
        [[0, null, 'A file holds at most 100000 data rows: split it and import the parts one by one']],
      ]);
      expect(await counts()).toEqual(before);
    }, 180_000);
  });

  describe('versions', () => {
    it('a code that exists gets the next version; the earlier one stays as it was', async () => {
      await imported(csvOf(table([goodRow('IMP-VERSIONED', { value: 2 })])), 'v1.csv');
      const first = await detail('IMP-VERSIONED');
      const job = await imported(
        await xlsxOf(table([goodRow('IMP-VERSIONED', { value: 3, gwpSet: 'AR5' }), goodRow('IMP-NEW-BESIDE')])),
        'v2.xlsx',
      );
      expect(job).toMatchObject({ status: 'done', importedRows: 2, createdFactors: 1, addedVersions: 1 });
      const now = await detail('IMP-VERSIONED');
      expect(now).toMatchObject({ currentVersion: 2, current: { version: 2, value: 3, gwpSet: 'AR5' } });
      expect(now.versions.map((v) => v.version)).toEqual([2, 1]);
      expect((await detail('IMP-VERSIONED', 1)).current).toEqual(first.current);
      // a reference factor too (edits of reference data add versions)
      const reference = await imported(
        csvOf(table([goodRow('CN-GRID-2022-AVG', { value: 0.5366, unit: 'kWh', category: '生产制造/电力' })])),
        'ref.csv',
      );
      expect(reference).toMatchObject({ status: 'done', importedRows: 1, createdFactors: 0, addedVersions: 1 });
      expect((await detail('CN-GRID-2022-AVG')).versions.map((v) => v.version)).toEqual([2, 1]);
    });

    it('all or nothing: a failure while writing rolls every row back and the job says why', async () => {
      const before = await counts();
      await db().execute(
        sql`create function test_refuse_boom() returns trigger language plpgsql as $$ begin if new.name_en = 'BOOM' then raise exception 'boom refused'; end if; return new; end $$`,
      );
      await db().execute(
        sql`create trigger test_refuse_boom before insert on emission_factor_versions for each row execute function test_refuse_boom()`,
      );
      try {
        const job = await imported(
          await xlsxOf(table([goodRow('IMP-ROLLBACK-1'), goodRow('IMP-ROLLBACK-2', { nameEn: 'BOOM' })])),
          'boom.xlsx',
        );
        expect(job).toMatchObject({ status: 'failed', validRows: 2, importedRows: 0, createdFactors: 0 });
        expect(job.problems[0]).toMatchObject({ row: 0, column: null, key: 'factorImportFailed' });
        expect(job.problems[0].message).toMatch(/^The import failed and nothing was imported: .*boom refused/);
        expect(await counts()).toEqual(before);
      } finally {
        await db().execute(sql`drop trigger test_refuse_boom on emission_factor_versions`);
        await db().execute(sql`drop function test_refuse_boom()`);
      }
    });
  });

  describe('progress and jobs', () => {
    it('writes checkedRows every few hundred rows while it checks, then the totals', async () => {
      const seen: [number, number][] = [];
      const queue = inProcessQueue(silent);
      const runner = new FactorImportRunner({
        db: db(),
        clock: ctx().clock,
        log: silent,
        jobs: queue,
        files: new FileStore(
          new DiskObjectStore(path.join(ctx().config.dataDir, 'runner-files')),
          FILE_FOLDERS.imports,
          FACTOR_TEMPLATE_CONTENT_TYPES,
        ),
        progressEvery: 100,
        onProgress: (jobId, checked) => seen.push([jobId, checked]),
      });
      await runner.takeJobs();
      const [adminUser] = await db().select().from(users).where(eq(users.account, 'admin'));
      const session = { userId: adminUser.id, account: 'admin', companyId: null, isAdmin: true } as SessionContext;
      const rows = Array.from({ length: 1250 }, (_, i) => goodRow(`IMP-PROGRESS-${i}`, i % 10 === 0 ? { unit: 'furlong' } : {}));
      const job = await runner.start(session, { bytes: csvOf(table(rows)), kind: 'csv', fileName: 'progress.csv', mode: 'valid' });
      await queue.idle();
      expect(seen.map(([, checked]) => checked)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200]);
      expect(seen.every(([id]) => id === job.id)).toBe(true);
      const answer = (await status(job.id)).data;
      expect(answer).toMatchObject({
        status: 'done',
        totalRows: 1250,
        checkedRows: 1250,
        validRows: 1125,
        importedRows: 1125,
        problemCount: 125,
      });
      expect(answer.problems).toHaveLength(125);
    });

    it('imports a job handed out again after its worker died once, from its kept file; a second delivery does nothing and the file goes', async () => {
      const files = new FileStore(configuredStore(ctx().config), FILE_FOLDERS.imports, FACTOR_TEMPLATE_CONTENT_TYPES);
      const storedFile = await files.save(csvOf(table([goodRow('IMP-RETRY-1'), goodRow('IMP-RETRY-2')])), 'csv');
      const [adminUser] = await db().select().from(users).where(eq(users.account, 'admin'));
      const actor = { userId: adminUser.id, account: 'admin', name: 'admin', companyId: null, isAdmin: true } as SessionContext;
      // the row a worker leaves when it dies in the middle of the checks
      const [orphan] = await db()
        .insert(factorImportJobs)
        .values({
          userId: adminUser.id,
          mode: 'valid',
          fileName: 'retry.csv',
          status: 'checking',
          totalRows: 2,
          checkedRows: 1,
          createdAt: ctx().clock.now(),
        })
        .returning();
      const data = { jobId: orphan.id, actor, storedFile, kind: 'csv', fileName: 'retry.csv', mode: 'valid' };
      await ctx().app.jobs.send('factor-import', data);
      await ctx().app.jobs.idle();
      expect((await status(orphan.id)).data).toMatchObject({ status: 'done', totalRows: 2, checkedRows: 2, importedRows: 2 });
      expect(await files.read(storedFile)).toBeNull();
      const factorsOf = async () =>
        (
          await db()
            .select()
            .from(emissionFactors)
            .where(sql`${emissionFactors.code} like 'IMP-RETRY-%'`)
        ).length;
      expect(await factorsOf()).toBe(2);
      await ctx().app.jobs.send('factor-import', data);
      await ctx().app.jobs.idle();
      expect(await factorsOf()).toBe(2);
    });

    it('keeps at most FACTOR_IMPORT_PROBLEMS_SHOWN problems and counts them all', async () => {
      const rows = Array.from({ length: FACTOR_IMPORT_PROBLEMS_SHOWN + 20 }, (_, i) => goodRow(`IMP-MANY-${i}`, { unit: 'furlong' }));
      const job = await imported(csvOf(table(rows)), 'many-problems.csv');
      expect(job).toMatchObject({ status: 'rejected', problemCount: FACTOR_IMPORT_PROBLEMS_SHOWN + 20 });
      expect(job.problems).toHaveLength(FACTOR_IMPORT_PROBLEMS_SHOWN);
      expect(job.problems[0].row).toBe(2);
    });

    it('shows a job to whoever started it and to platform administrators only', async () => {
      const job = await imported(csvOf(table([goodRow('IMP-OWNED')])), 'owned.csv');
      const refused = await get(`/rest/factor/import/status?id=${job.id}`, importer, 'en-US');
      expect([refused.statusCode, json(refused).msg]).toEqual([404, 'The import job does not exist']);
      expect((await get('/rest/factor/import/status?id=999999', admin)).statusCode).toBe(404);
      expect((await get(`/rest/factor/import/status?id=${job.id}`, demo)).statusCode).toBe(403);
      // the importer's own job (started while it still was an administrator)
      const [own] = await db()
        .insert(factorImportJobs)
        .values({ userId: importerId, mode: 'all', fileName: 'own.csv', status: 'done', createdAt: ctx().clock.now() })
        .returning();
      expect((await status(own.id, importer)).data).toMatchObject({ id: own.id, fileName: 'own.csv', status: 'done' });
      expect((await status(own.id, admin)).data).toMatchObject({ id: own.id });
    });

    it('a job left running by a stopped process ends as failed: when read after a long time, and at start-up', async () => {
      const [adminUser] = await db().select().from(users).where(eq(users.account, 'admin'));
      const long = new Date(ctx().clock.now().getTime() - STALE_AFTER_MS - 1000);
      const [stale] = await db()
        .insert(factorImportJobs)
        .values({ userId: adminUser.id, mode: 'all', fileName: 'stale.csv', status: 'checking', createdAt: long })
        .returning();
      const [recent] = await db()
        .insert(factorImportJobs)
        .values({ userId: adminUser.id, mode: 'valid', fileName: 'recent.csv', status: 'importing', createdAt: ctx().clock.now() })
        .returning();
      expect((await status(recent.id)).data.status).toBe('importing');
      expect((await status(stale.id)).data).toMatchObject({
        status: 'failed',
        finishedAt: ctx().clock.now().toISOString(),
        problems: [
          {
            row: 0,
            column: null,
            message: 'The import was interrupted (a server restart or a time-out) and nothing was imported: import the file again',
          },
        ],
      });
      // at start-up on PGlite (one process): every running job
      expect(await failInterruptedJobs(db(), ctx().clock.now(), { all: true })).toBe(1);
      expect((await status(recent.id)).data.status).toBe('failed');
    });
  });

  describe('the export of the list (/rest/exportObjData, pcf_emission_factor)', () => {
    const EXPORTED_FIELDS = [
      'code',
      'name_zh',
      'name_en',
      'category_name',
      'value',
      'unit_code',
      'gwp_set',
      'region',
      'year',
      'source',
      'database_version',
      'valid_from',
      'valid_to',
      'uncertainty',
      'gsd',
      'dqr',
      'gases',
    ];
    const exportOf = async (conditions: object[], fields?: string[], token = admin) =>
      ctx().app.inject({
        method: 'POST',
        url: '/rest/exportObjData',
        payload: { objName: 'pcf_emission_factor', sortField: 'code', sortOrder: 'asc', conditions, ...(fields ? { fields } : {}) },
        headers: { authorization: token, 'accept-language': 'zh-CN' },
      });

    it('writes the filtered list with dictionary labels and neutralised cells; needs the export permission', async () => {
      const created = await ctx().app.inject({
        method: 'POST',
        url: '/rest/factor/create',
        payload: {
          code: 'EXP-FORMULA',
          nameZh: '=1+2',
          nameEn: '@cmd',
          categoryId: null,
          unit: 'kg',
          gwpSet: 'AR6',
          value: 1,
          region: 'CN',
          year: 2022,
          source: '-x',
          databaseVersion: 'v',
        },
        headers: { authorization: admin },
      });
      expect(json(created).code).toBe(200);
      const response = await exportOf([{ field: 'code', operator: 'likeRight', value: 'EXP-' }], EXPORTED_FIELDS);
      expect(response.statusCode).toBe(200);
      const [header, row, after] = await sheetRows(response.rawPayload);
      expect(header.slice(0, 8)).toEqual([
        '因子编码',
        '中文名称',
        '英文名称',
        '类别',
        '因子值（kg CO₂e/单位）',
        '单位',
        'GWP 值版本',
        '地区',
      ]);
      expect(row.slice(0, 10)).toEqual(['EXP-FORMULA', "'=1+2", "'@cmd", undefined, 1, 'kg', 'IPCC AR6', '中国', 2022, "'-x"]);
      expect(after).toBeUndefined();
      expect((await exportOf([], undefined, reader)).statusCode).toBe(403);
      expect((await exportOf([{ field: 'code', operator: 'eq', value: 'IMP-XLSX-1' }], undefined, importer)).statusCode).toBe(200);
    });

    it('an export with the import’s columns imports again (each factor a new version); the default columns lack two required ones', async () => {
      const conditions = [{ field: 'code', operator: 'likeRight', value: 'IMP-XLSX-' }];
      const exported = (await exportOf(conditions, EXPORTED_FIELDS)).rawPayload;
      const before = await Promise.all(['IMP-XLSX-1', 'IMP-XLSX-2', 'IMP-XLSX-3'].map((code) => detail(code)));
      const job = await imported(exported, 'exported.xlsx', 'all', 'zh-CN');
      expect(job).toMatchObject({ status: 'done', importedRows: 3, createdFactors: 0, addedVersions: 3, problems: [] });
      for (const [index, code] of ['IMP-XLSX-1', 'IMP-XLSX-2', 'IMP-XLSX-3'].entries()) {
        const now = (await detail(code)).current;
        const was = before[index].current;
        // the content comes back; a gas breakdown comes back as its value, the DQR mean is not the four scores
        expect(now).toMatchObject({
          version: 2,
          value: was.value,
          unit: was.unit,
          region: was.region,
          gwpSet: was.gwpSet,
          categoryName: was.categoryName,
          validFrom: was.validFrom,
          validTo: was.validTo,
          uncertainty: was.uncertainty,
          gsd: was.gsd,
        });
      }
      const plain = await imported((await exportOf(conditions)).rawPayload, 'default-columns.xlsx', 'all', 'zh-CN');
      expect(brief(plain.problems)).toEqual([
        [1, 'gwpSet', '缺少必填列“GWP 值版本”'],
        [1, 'databaseVersion', '缺少必填列“数据库版本”'],
      ]);
    });
  });
});
