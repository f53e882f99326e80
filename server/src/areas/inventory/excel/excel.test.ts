import {
  INVENTORY_PERMISSIONS,
  INVENTORY_EXCEL_COLUMNS,
  INVENTORY_EXCEL_FIELD,
  INVENTORY_EXCEL_MAX_BYTES,
  INVENTORY_LINES_MAX,
} from '@pcf/shared/contracts';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import type {
  InventoryImportJob,
  InventoryLine,
  InventoryLineInput,
  InventoryLinesReply,
  SaveInventoryDraftReply,
  SaveProjectReply,
} from '@pcf/shared/contracts';
import type { Ok } from '../../../http/envelope';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { snapshot } from '../../../testing/databaseSnapshot';
import { createCompany, createUser } from '../../../testing/accounts';
import {
  companies,
  directoryNodes,
  emissionFactors,
  evidenceDocuments,
  inventoryImportJobs,
  inventoryLineEvidence,
  inventoryTemplateLines,
  inventoryTemplates,
  projects,
  units,
} from '../../../schema';
import { DEMO_COMPANY } from '../../../seed';
import { PV_MODULE_TEMPLATE } from '../seed';
import { translate, type MessageKey, type MessageParams } from '../../../http/messages';
import { roleHolding } from '../../../testing/deptsRoles';
import { electricityLine, projectRequest } from '../../projects/projects.fixture';
import { multipartBody, pdfOf } from '../../files/documents.fixture';
import { COLUMN_TITLES, columnOfHeader } from './columns';
import { loadItemPaths } from '../itemPaths';
import { templateDisposition } from './template';
import { INVENTORY_EXCEL_MAX_EXPANDED_BYTES } from './read';
import { INVENTORY_IMPORT_FILE_TYPES, STALE_AFTER_MS, failStaleImports, type InventoryImportJobData } from './importJobs';
import type { SessionContext } from '../../auth/sessions';
import { FILE_FOLDERS, FileStore } from '../../files/fileStore';
import { configuredStore } from '../../files/configured';
import {
  bombXlsx,
  reordered,
  rowXml,
  sheetXlsx,
  SPREADSHEET_PROGRAM_ORDER,
  WORKBOOK_AFTER_SHEET_ORDER,
} from '../../factors/import/workbooks.fixture';

type Cell = string | number | boolean | null | { formula: string };
const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);

describe('the inventory workbook contract on the server', () => {
  it('reads a header by its key or its title in either language', () => {
    for (const key of INVENTORY_EXCEL_COLUMNS) {
      expect([
        columnOfHeader(key),
        columnOfHeader(COLUMN_TITLES[key].zh),
        columnOfHeader(` ${COLUMN_TITLES[key].en.toUpperCase()} `),
      ]).toEqual([key, key, key]);
    }
    expect(columnOfHeader('TeR(技术代表性)')).toBe('ter');
    expect(columnOfHeader('Quantity (kg)')).toBeNull();
  });

  it('names the file after the project code, an ASCII name beside the UTF-8 one', () => {
    expect(templateDisposition('PJ-2026/007', 'zh')).toBe(
      `attachment; filename="inventory-PJ-2026_007.xlsx"; filename*=UTF-8''${encodeURIComponent('清单数据-PJ-2026_007.xlsx')}`,
    );
    expect(templateDisposition('"; evil', 'en')).toMatch(
      /^attachment; filename="inventory-evil.xlsx"; filename\*=UTF-8''Inventory-_%3B%20evil\.xlsx$/,
    );
  });
});

async function sheetRows(bytes: Buffer): Promise<{ workbook: ExcelJS.Workbook; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { workbook, rows };
}

/** A workbook of a header (keys, or titles in a language) and rows by column key. */
async function xlsxOf(
  records: readonly Partial<Record<(typeof INVENTORY_EXCEL_COLUMNS)[number], Cell>>[],
  header: 'keys' | 'zh' | 'en' = 'keys',
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('lines');
  sheet.addRow(INVENTORY_EXCEL_COLUMNS.map((key) => (header === 'keys' ? key : COLUMN_TITLES[key][header])));
  for (const record of records) sheet.addRow(INVENTORY_EXCEL_COLUMNS.map((key) => record[key] ?? null) as ExcelJS.CellValue[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a line is, its row id and time of change aside. */
const content = (line: InventoryLine) => {
  const { updatedAt: _updatedAt, ...rest } = line;
  return rest;
};

describeEachDatabase('the inventory in Excel (/rest/inventory/excel/*)', (ctx) => {
  const db = () => ctx().database.db;
  /** "Nothing changed", the import jobs aside: each import leaves its job on record (the file goes once it has ended). */
  const state = async () => {
    const { tables, files } = await snapshot(db(), ctx().config.dataDir);
    const { 'public.inventory_import_jobs': _jobs, ...others } = tables;
    return { tables: others, files };
  };
  const jobCount = async () => (await db().select({ n: count() }).from(inventoryImportJobs))[0].n;
  const ids = {
    workerRole: 0,
    companyA: 0,
    companyB: 0,
    accA: 0,
    accB: 0,
    rev1: 0,
    kg: 0,
    kWh: 0,
    grid: 0,
    gridVersion: 0,
    natGas: 0,
    docA: 0,
    item: 0,
  };
  const tokens = { admin: '', accA: '', accB: '', rev1: '' };
  type Who = keyof typeof tokens;
  const PASSWORD = 'ExcelInventory@123456';

  beforeAll(async () => {
    const [a] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    ids.companyA = a.id;
    ids.companyB = (await createCompany(db(), 'Excel B Co')).companyId;
    const perms = [
      INVENTORY_PERMISSIONS.list,
      INVENTORY_PERMISSIONS.save,
      INVENTORY_PERMISSIONS.remove,
      'business:project:list',
      'business:project:transition',
    ];
    const worker = await roleHolding(db(), 'xls_worker', null, perms);
    ids.workerRole = worker.roleId;
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review') =>
      createUser(db(), { account, password: PASSWORD, name: account, companyId, userType, roleIds: [worker.roleId] });
    ids.accA = await user('xls_acc_a', ids.companyA, 'enterprise');
    ids.accB = await user('xls_acc_b', ids.companyB, 'enterprise');
    ids.rev1 = await user('xls_rev_1', null, 'review');
    const unitRows = await db()
      .select({ id: units.id, code: units.code })
      .from(units)
      .where(inArray(units.code, ['kg', 'kWh']));
    [ids.kg, ids.kWh] = ['kg', 'kWh'].map((code) => unitRows.find((u) => u.code === code)?.id as number);
    const [grid] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
    const [natGas] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'IPCC-2006-NG-COMBUSTION-GJ'));
    [ids.grid, ids.gridVersion, ids.natGas] = [grid.id, grid.currentVersionId as number, natGas.id];
    ids.docA = (
      await db()
        .insert(evidenceDocuments)
        .values({
          companyId: ids.companyA,
          title: 'Meter readings',
          fileName: 'meter.pdf',
          storedFile: `${'d'.repeat(32)}.pdf`,
          fileType: 'pdf',
          contentType: 'application/pdf',
          sizeBytes: 10,
          sha256: 'd'.repeat(64),
        })
        .returning({ id: evidenceDocuments.id })
    )[0].id;
    ids.item = (await db().select({ id: directoryNodes.id }).from(directoryNodes).limit(1))[0].id;
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    tokens.accA = await login(ctx().app, 'xls_acc_a', PASSWORD);
    tokens.accB = await login(ctx().app, 'xls_acc_b', PASSWORD);
    tokens.rev1 = await login(ctx().app, 'xls_rev_1', PASSWORD);
  });

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });
  /** As the shared client's downloadTemplate asks: GET ?id with a JSON content type and no body. */
  const download = (who: Who, projectId: number, language = 'zh-CN') =>
    ctx().app.inject({
      method: 'GET',
      url: `/rest/inventory/excel/template?id=${projectId}`,
      headers: { authorization: tokens[who], 'accept-language': language, 'content-type': 'application/json' },
    });
  const upload = (who: Who, projectId: number | string, bytes: Buffer | null, language = 'zh-CN', filename = 'inventory.xlsx') => {
    const body = multipartBody({ projectId: String(projectId) }, bytes === null ? null : { field: INVENTORY_EXCEL_FIELD, filename, bytes });
    return ctx().app.inject({
      method: 'POST',
      url: '/rest/inventory/excel/import',
      payload: body.payload,
      headers: { ...body.headers, authorization: tokens[who], 'accept-language': language },
    });
  };
  const statusOf = (who: Who, id: number, language = 'zh-CN') =>
    call('GET', `/rest/inventory/excel/import/status?id=${id}`, who, undefined, language);
  /** Starts an import, waits for the queue's worker and reads the job (by default as its starter, in its language). */
  const importFile = async (
    who: Who,
    projectId: number,
    bytes: Buffer,
    language = 'zh-CN',
    reader: { who?: Who; language?: string } = {},
  ): Promise<Ok<InventoryImportJob>> => {
    const started = await upload(who, projectId, bytes, language);
    const job = json<InventoryImportJob>(started);
    expect([started.statusCode, job.data.status, job.data.projectId]).toEqual([200, 'checking', projectId]);
    await ctx().app.jobs.idle();
    const read = await statusOf(reader.who ?? who, job.data.id, reader.language ?? language);
    expect(read.statusCode).toBe(200);
    return json<InventoryImportJob>(read);
  };
  const linesOf = async (projectId: number) =>
    json<InventoryLinesReply>(await call('GET', `/rest/inventory/lines?projectId=${projectId}`, 'accA')).data;

  let serial = 0;
  const createProject = async (company: 'A' | 'B' = 'A'): Promise<{ id: number; code: string }> => {
    serial += 1;
    const code = `XLS-${serial}`;
    const body = projectRequest({
      companyId: company === 'A' ? ids.companyA : ids.companyB,
      code,
      name: `Excel project ${serial}`,
      declaredUnitId: (await db().select({ id: units.id }).from(units).where(eq(units.code, 'kWp')))[0].id,
      accountantId: company === 'A' ? ids.accA : ids.accB,
      reviewerId: ids.rev1,
    });
    const answer = json<SaveProjectReply>(await call('POST', '/rest/project/create', 'admin', body));
    expect(answer.code).toBe(200);
    return { id: answer.data.id, code };
  };
  const electricity = (over: Partial<InventoryLineInput> = {}) => electricityLine(ids, over);
  const saveDraft = async (projectId: number, lines: InventoryLineInput[]) => {
    const answer = json<SaveInventoryDraftReply>(await call('POST', '/rest/inventory/draft/save', 'accA', { projectId, lines }));
    expect(answer.code).toBe(200);
    return answer.data.ids;
  };

  it('offers the seeded PV module lines for a project without lines, with drop-down lists, and imports them as new lines', async () => {
    const project = await createProject();
    const response = await download('accA', project.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(templateDisposition(project.code, 'zh'));
    const { workbook, rows } = await sheetRows(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['清单数据', '可选值', '填写说明']);
    expect(rows[0]).toEqual([...INVENTORY_EXCEL_COLUMNS]);
    expect(workbook.worksheets[0].getRow(1).hidden).toBe(true);
    expect(rows[1]).toEqual(INVENTORY_EXCEL_COLUMNS.map((key) => COLUMN_TITLES[key].zh));
    const [template] = await db()
      .select({ id: inventoryTemplates.id })
      .from(inventoryTemplates)
      .where(eq(inventoryTemplates.name, PV_MODULE_TEMPLATE.name));
    const templateLines = await db().select().from(inventoryTemplateLines).where(eq(inventoryTemplateLines.templateId, template.id));
    const data = rows.slice(2);
    expect(data).toHaveLength(templateLines.length);
    const column = (key: string) => INVENTORY_EXCEL_COLUMNS.indexOf(key as (typeof INVENTORY_EXCEL_COLUMNS)[number]);
    expect(data[0].slice(0, 6)).toEqual([undefined, 'raw_material', '多晶硅', '原材料获取 > 硅料 > 多晶硅', undefined, 'kg']);
    const power = data.find((r) => r[column('description')] === '外购电力（电池片）') as unknown[];
    expect([
      power[column('stage')],
      power[column('item')],
      power[column('unit')],
      power[column('factorCode')],
      power[column('dataType')],
      power[column('shared')],
    ]).toEqual(['production', '生产制造 > 电力', 'kWh', 'CN-GRID-2022-AVG', 'secondary', '否']);
    // every template line with its directory item's path
    const itemOf = (description: string) => (data.find((r) => r[column('description')] === description) as unknown[])[column('item')];
    expect([itemOf('电池片'), itemOf('光伏玻璃'), itemOf('工艺气体 SF₆ 排放'), itemOf('海运')]).toEqual([
      '原材料获取 > 电池片',
      '原材料获取 > 辅材 > 光伏玻璃',
      '生产制造 > 工艺气体 > 六氟化硫',
      '分销运输 > 海运',
    ]);
    expect(data.filter((r) => typeof r[column('item')] !== 'string')).toEqual([]);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell(`${sheet.getColumn(column('stage') + 1).letter}3`).dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'可选值'!$A$3:$A$7"],
    });
    expect(workbook.worksheets[1].getCell('A3').value).toBe('raw_material');
    // the directory item column offers every item's path
    const paths = await loadItemPaths(db());
    const itemList = sheet.getCell(`${sheet.getColumn(column('item') + 1).letter}3`).dataValidation;
    expect(itemList).toMatchObject({ type: 'list', errorStyle: 'warning' });
    const range = /^'可选值'!\$([A-Z]+)\$3:\$\1\$(\d+)$/.exec(itemList.formulae?.[0] as string) as RegExpExecArray;
    const listed = Array.from(
      { length: Number(range[2]) - 2 },
      (_, index) => workbook.worksheets[1].getCell(`${range[1]}${index + 3}`).value,
    );
    expect(listed).toEqual(paths.map((p) => p.path));
    expect(listed).toContain('原材料获取 > 辅材 > EVA/POE胶膜');

    const answer = await importFile('accA', project.id, response.rawPayload);
    expect(answer).toMatchObject({
      code: 200,
      msg: zh('inventoryExcelImported', { added: templateLines.length, updated: 0 }),
      data: {
        status: 'done',
        rows: templateLines.length,
        added: templateLines.length,
        updated: 0,
        problems: [],
        projectStatus: 'collecting',
      },
    });
    const lines = (await linesOf(project.id)).lines;
    expect(lines).toHaveLength(templateLines.length);
    expect(lines.find((l) => l.description === '外购电力（电池片）')).toMatchObject({
      quantity: null,
      unitCode: 'kWh',
      sourceKind: 'factor',
      factorCode: 'CN-GRID-2022-AVG',
      factorVersionId: ids.gridVersion,
    });
    expect(lines.find((l) => l.description === '工艺气体 NF₃ 排放')).toMatchObject({ unitCode: 'kg', sourceKind: 'gas', gas: 'NF3' });
    // the lines count under their items
    const glass = paths.find((p) => p.path === '原材料获取 > 辅材 > 光伏玻璃')?.id;
    expect(lines.find((l) => l.description === '光伏玻璃')).toMatchObject({ itemId: glass, itemName: '光伏玻璃' });
    expect(lines.filter((l) => l.itemId === null)).toEqual([]);
  });

  it('round-trips: the downloaded file imports unchanged (every line updated, none added, its directory item by path), in either language, keeping what it has no column for', async () => {
    const project = await createProject();
    const saved = await saveDraft(project.id, [
      electricity({
        region: 'CN',
        quality: { ter: 1, ger: 2, tir: 1, p: 3 },
        uncertainty: 'normal',
        gsd: 1.2,
        shared: true,
        itemId: ids.item,
        evidenceIds: [ids.docA],
        note: '=HYPERLINK("http://x")',
      }),
      {
        stage: 'production',
        description: '-5% scrap, @night',
        quantity: '0.0125',
        unitId: ids.kg,
        sourceKind: 'gas',
        gas: 'NF3',
        dataType: 'primary',
        site: '+86 plant',
      },
      { stage: 'raw_material', description: 'Polysilicon', unitId: ids.kg, dataType: 'secondary' },
    ]);
    const before = (await linesOf(project.id)).lines;

    const file = (await download('accA', project.id, 'en-US')).rawPayload;
    const { workbook, rows } = await sheetRows(file);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Inventory', 'Valid values', 'Instructions']);
    const data = rows.slice(2);
    expect(data.map((r) => r[0])).toEqual(before.map((l) => l.id));
    const electricityRow = data.find((r) => r[0] === saved[0]) as unknown[];
    const itemPath = (await loadItemPaths(db())).find((p) => p.id === ids.item)?.path;
    // numbers as numbers; the item as its path; the formula-like text neutralised
    expect(electricityRow.slice(0, 9)).toEqual([
      saved[0],
      'production',
      'Cell line electricity',
      itemPath,
      120.5,
      'kWh',
      'CN-GRID-2022-AVG',
      1,
      undefined,
    ]);
    expect(electricityRow.slice(11)).toEqual(['CN', 1, 2, 1, 3, 1.2, 'yes', `'=HYPERLINK("http://x")`]);
    expect((data.find((r) => r[0] === saved[1]) as unknown[]).slice(2, 5)).toEqual([`'-5% scrap, @night`, undefined, 0.0125]);

    // an English file imported by a Chinese-speaking user: mapped by the keys of row 1
    const answer = await importFile('accA', project.id, file, 'zh-CN');
    expect(answer.data).toMatchObject({ status: 'done', rows: 3, added: 0, updated: 3, problems: [], projectStatus: 'collecting' });
    const after = (await linesOf(project.id)).lines;
    expect(after.map(content)).toEqual(before.map(content));
    expect(after.find((l) => l.id === saved[0])).toMatchObject({ itemId: ids.item, uncertainty: 'normal', evidence: [{ id: ids.docA }] });
    expect(await db().select().from(inventoryLineEvidence).where(eq(inventoryLineEvidence.lineId, saved[0]))).toHaveLength(1);

    // a file made by hand with English titles only: a changed quantity, names instead of codes, a new line
    const handmade = await xlsxOf(
      [
        {
          lineId: saved[2],
          stage: 'Raw material acquisition',
          description: 'Polysilicon',
          quantity: '2.5',
          unit: 'kilogram',
          dataType: '次级数据',
          shared: 'no',
        },
        {
          stage: '生产制造',
          description: 'Natural gas',
          quantity: 3,
          unit: 'GJ',
          factorCode: 'IPCC-2006-NG-COMBUSTION-GJ',
          factorVersion: 1,
          shared: '是',
          ter: 2,
          ger: 2,
          tir: 2,
          p: 2,
        },
      ],
      'en',
    );
    expect((await importFile('accA', project.id, handmade)).data).toMatchObject({ status: 'done', rows: 2, added: 1, updated: 1 });
    const latest = (await linesOf(project.id)).lines;
    expect(latest).toHaveLength(4);
    expect(latest.find((l) => l.id === saved[2])).toMatchObject({ quantity: 2.5, unitCode: 'kg', sourceKind: null });
    expect(latest.find((l) => l.description === 'Natural gas')).toMatchObject({
      stage: 'production',
      quantity: 3,
      factorId: ids.natGas,
      factorVersion: 1,
      shared: true,
      quality: { ter: 2, ger: 2, tir: 2, p: 2 },
    });
  });

  it('reads the directory item by its path or by a name one item has; an unknown or shared name is a problem of its row', async () => {
    const project = await createProject();
    const paths = await loadItemPaths(db());
    const idOf = (path: string) => paths.find((p) => p.path === path)?.id as number;
    // two items of one name
    const [atUse, atDisposal] = (
      await db()
        .insert(directoryNodes)
        .values([
          { name: '检测', pid: idOf('使用'), level: 2, sort: 9 },
          { name: '检测', pid: idOf('废弃处置'), level: 2, sort: 9 },
        ])
        .returning({ id: directoryNodes.id })
    ).map((n) => n.id);
    const good = [
      // spaces around '>' and a full-width ＞ are the same path
      { stage: 'raw_material', description: 'Glass by path', unit: 'kg', item: ' 原材料获取>辅材 ＞  光伏玻璃 ' },
      { stage: 'production', description: 'Power by name', unit: 'kWh', item: '电力' },
      { stage: 'raw_material', description: 'No item', unit: 'kg' },
    ];
    const file = await xlsxOf([
      ...good,
      { stage: 'use', description: 'Unknown', unit: 'kg', item: '月球' },
      { stage: 'use', description: 'Shared name', unit: 'kg', item: ' 检测 ' },
    ]);
    const before = await state();
    const answer = await importFile('accA', project.id, file);
    expect(answer.data).toMatchObject({ status: 'rejected', rows: 5, added: 0, updated: 0 });
    expect(answer.data.problems).toEqual([
      { row: 5, column: 'item', key: 'inventoryExcelItemUnknown', message: zh('inventoryExcelItemUnknown', { value: '月球' }) },
      {
        row: 6,
        column: 'item',
        key: 'inventoryExcelItemAmbiguous',
        message: zh('inventoryExcelItemAmbiguous', { value: '检测', paths: '使用 > 检测、废弃处置 > 检测' }),
      },
    ]);
    const english = await importFile('accA', project.id, file, 'en-US');
    expect(english.data.problems.map((p) => p.message)).toEqual([
      translate('inventoryExcelItemUnknown', 'en', { value: '月球' }),
      translate('inventoryExcelItemAmbiguous', 'en', { value: '检测', paths: '使用 > 检测; 废弃处置 > 检测' }),
    ]);
    expect(await state()).toEqual(before);

    // the path tells the two apart
    const fixed = await xlsxOf([...good, { stage: 'use', description: 'Shared name', unit: 'kg', item: '废弃处置 > 检测' }]);
    expect((await importFile('accA', project.id, fixed)).data).toMatchObject({ status: 'done', added: 4, problems: [] });
    const itemsOf = async () => new Map((await linesOf(project.id)).lines.map((l) => [l.description, l.itemId]));
    const items = await itemsOf();
    expect([items.get('Glass by path'), items.get('Power by name'), items.get('No item'), items.get('Shared name')]).toEqual([
      idOf('原材料获取 > 辅材 > 光伏玻璃'),
      idOf('生产制造 > 电力'),
      null,
      atDisposal,
    ]);
    expect(atUse).not.toBe(atDisposal);

    // an empty 目录项 cell takes the item away; a file without the column keeps it
    const lineOf = async (description: string) =>
      (await linesOf(project.id)).lines.find((l) => l.description === description) as InventoryLine;
    const glass = await lineOf('Glass by path');
    expect(
      (
        await importFile(
          'accA',
          project.id,
          await xlsxOf([{ lineId: glass.id, stage: 'raw_material', description: 'Glass by path', unit: 'kg' }]),
        )
      ).data.status,
    ).toBe('done');
    expect((await lineOf('Glass by path')).itemId).toBeNull();
    const power = await lineOf('Power by name');
    const withoutColumn = new ExcelJS.Workbook();
    const sheet = withoutColumn.addWorksheet('lines');
    sheet.addRow(['lineId', 'stage', 'description', 'quantity', 'unit']);
    sheet.addRow([power.id, 'production', 'Power by name', 5, 'kWh']);
    expect((await importFile('accA', project.id, Buffer.from(await withoutColumn.xlsx.writeBuffer()))).data).toMatchObject({
      status: 'done',
      updated: 1,
    });
    expect(await lineOf('Power by name')).toMatchObject({ quantity: 5, itemId: idOf('生产制造 > 电力') });
  });

  it('refuses a file with wrong rows as a whole, naming each row and column, and changes nothing', async () => {
    const project = await createProject();
    const other = await createProject();
    const [lineId] = await saveDraft(project.id, [electricity()]);
    const [otherLine] = await saveDraft(other.id, [electricity()]);
    const file = await xlsxOf(
      [
        { lineId, stage: 'production', description: 'Cell line electricity', quantity: 99, unit: 'kWh', factorCode: 'CN-GRID-2022-AVG' },
        { stage: 'production', description: 'Not a number', quantity: 'NaN', unit: 'kWh' },
        { stage: 'production', description: 'Negative', quantity: -3, unit: 'kWh' },
        { stage: 'production', description: 'Odd unit', quantity: 1, unit: 'furlong' },
        { stage: 'production', description: 'No such factor', quantity: 1, unit: 'kWh', factorCode: 'NO-SUCH-FACTOR' },
        { stage: 'raw_material', description: 'Glass', quantity: 1, unit: 'kg', factorCode: 'CN-GRID-2022-AVG' },
        { lineId: otherLine, stage: 'production', description: 'Stranger', unit: 'kWh' },
        {
          stage: 'the moon',
          description: 'Everything wrong',
          quantity: 'twelve',
          unit: 'kg',
          factorVersion: 9,
          gas: 'NF3',
          dataType: 'tertiary',
          shared: 'maybe',
          ter: 6,
          gsd: 'wide',
          region: 'ATLANTIS',
        },
        {
          stage: 'use',
          description: 'Formula',
          quantity: { formula: '1+1' },
          unit: 'kg',
          factorCode: 'CN-GRID-2022-AVG',
          factorVersion: 7,
        },
      ],
      'zh',
    );
    const before = await state();
    const answer = await importFile('accA', project.id, file);
    expect([answer.code, answer.data.status, answer.data.rows, answer.data.added, answer.data.updated]).toEqual([200, 'rejected', 9, 0, 0]);
    expect(answer.msg).toBe(zh('inventoryExcelRefused', { count: answer.data.problems.length }));
    const line = (row: number, description: string) => zh('inventoryLineAt', { position: row, description });
    expect(answer.data.problems.map((p) => [p.row, p.column, p.key])).toEqual([
      [3, 'quantity', 'inventoryQuantityInvalid'],
      [4, 'quantity', 'inventoryQuantityInvalid'],
      [5, 'unit', 'inventoryExcelUnitUnknown'],
      [6, 'factorCode', 'inventoryExcelFactorUnknown'],
      [7, 'unit', 'inventoryUnitMismatch'],
      [8, 'lineId', 'inventoryExcelLineIdUnknown'],
      [9, 'stage', 'inventoryExcelStageUnknown'],
      [9, 'quantity', 'inventoryQuantityInvalid'],
      [9, 'factorVersion', 'inventoryExcelVersionWithoutFactor'],
      [9, 'dataType', 'inventoryExcelDataTypeUnknown'],
      [9, 'region', 'inventoryRegionUnknown'],
      [9, 'ter', 'inventoryQualityInvalid'],
      [9, 'gsd', 'inventoryExcelNotNumber'],
      [9, 'shared', 'inventoryExcelSharedInvalid'],
      [10, 'quantity', 'inventoryExcelFormulaCell'],
      [10, 'factorVersion', 'inventoryExcelFactorVersionUnknown'],
    ]);
    const message = (row: number) => answer.data.problems.filter((p) => p.row === row).map((p) => p.message);
    expect(message(3)).toEqual([zh('inventoryQuantityInvalid', { line: line(3, 'Not a number'), max: '1e12', value: 'NaN' })]);
    expect(message(4)).toEqual([zh('inventoryQuantityInvalid', { line: line(4, 'Negative'), max: '1e12', value: '-3' })]);
    expect(message(5)).toEqual([zh('inventoryExcelUnitUnknown', { value: 'furlong' })]);
    expect(message(6)).toEqual([zh('inventoryExcelFactorUnknown', { value: 'NO-SUCH-FACTOR' })]);
    expect(message(7)).toEqual([
      zh('inventoryUnitMismatch', {
        line: line(7, 'Glass'),
        from: 'kg',
        fromDimension: '质量',
        to: 'kWh',
        toDimension: '能量',
        factor: 'CN-GRID-2022-AVG',
      }),
    ]);
    expect(message(8)).toEqual([zh('inventoryExcelLineIdUnknown', { value: otherLine })]);
    expect(await state()).toEqual(before);

    // the same report in English
    const english = await importFile('accA', project.id, file, 'en-US');
    expect(english.data.problems[0].message).toBe(
      translate('inventoryQuantityInvalid', 'en', {
        line: translate('inventoryLineAt', 'en', { position: 3, description: 'Not a number' }),
        max: '1e12',
        value: 'NaN',
      }),
    );
    // a region the dictionary does not hold is the draft save's problem, once the rest of its row is right
    const region = await importFile(
      'accA',
      project.id,
      await xlsxOf([{ stage: 'use', description: 'Somewhere', unit: 'kg', region: 'ATLANTIS', gsd: 0.5 }]),
    );
    expect(region.data.problems.map((p) => [p.row, p.column, p.key])).toEqual([
      [2, 'region', 'inventoryRegionUnknown'],
      [2, 'gsd', 'inventoryGsdInvalid'],
    ]);
    // the same line twice
    const twice = await importFile(
      'accA',
      project.id,
      await xlsxOf([
        { lineId, stage: 'use', description: 'a', unit: 'kg' },
        { lineId, stage: 'use', description: 'b', unit: 'kg' },
      ]),
    );
    expect(twice.data.problems).toEqual([
      {
        row: 3,
        column: 'lineId',
        key: 'inventoryExcelLineIdRepeated',
        message: zh('inventoryExcelLineIdRepeated', { id: lineId, first: 2 }),
      },
    ]);
    expect(await state()).toEqual(before);
  });

  it('reports a file it cannot read as a whole (row 0): no header, a missing column, no rows', async () => {
    const project = await createProject();
    const before = await state();
    const noHeader = new ExcelJS.Workbook();
    noHeader.addWorksheet('x').addRow(['just', 'some', 'words']);
    const cases: [Buffer, { row: number; column: string | null; key: string }[]][] = [
      [Buffer.from(await noHeader.xlsx.writeBuffer()), [{ row: 0, column: null, key: 'inventoryExcelHeaderMissing' }]],
      [await xlsxOf([]), [{ row: 0, column: null, key: 'inventoryExcelEmpty' }]],
    ];
    const withoutUnit = new ExcelJS.Workbook();
    const sheet = withoutUnit.addWorksheet('x');
    sheet.addRow(['stage', 'description']);
    sheet.addRow(['use', 'a']);
    cases.push([Buffer.from(await withoutUnit.xlsx.writeBuffer()), [{ row: 0, column: 'unit', key: 'inventoryExcelColumnMissing' }]]);
    for (const [bytes, expected] of cases) {
      const answer = await importFile('accA', project.id, bytes);
      expect(answer.data).toMatchObject({ status: 'rejected', added: 0, updated: 0, projectStatus: 'assigned' });
      expect(answer.data.problems.map(({ row, column, key }) => ({ row, column, key }))).toEqual(expected);
    }
    expect(await state()).toEqual(before);
  });

  it('imports the file LibreOffice wrote and exceljs files with their parts in other orders (shared strings after the sheet, workbook after it)', async () => {
    const project = await createProject();
    const libreOffice = fs.readFileSync(path.join(__dirname, 'fixtures', 'libreoffice-inventory.xlsx'));
    const first = await importFile('accA', project.id, libreOffice);
    expect([first.data.status, first.data.added, first.data.problems]).toEqual(['done', 2, []]);
    for (const [index, order] of [SPREADSHEET_PROGRAM_ORDER, WORKBOOK_AFTER_SHEET_ORDER].entries()) {
      const line = { stage: 'production', description: `换了顺序 ${index}`, unit: 'kWh', quantity: 7, factorCode: 'CN-GRID-2022-AVG' };
      const answer = await importFile('accA', project.id, await reordered(await xlsxOf([line], 'zh'), order));
      expect([answer.data.status, answer.data.added, answer.data.problems]).toEqual(['done', 1, []]);
    }
    const lines = (await linesOf(project.id)).lines;
    expect(lines.map((l) => [l.description, Number(l.quantity)])).toEqual([
      ['外购电力（LibreOffice）', 12.5],
      ['办公用电（LibreOffice）', 3],
      ['换了顺序 0', 7],
      ['换了顺序 1', 7],
    ]);
  });

  it('refuses a small .xlsx that expands past the cap and changes nothing: with 400 when its zip says so, as the job’s problem when it lies', async () => {
    const project = await createProject();
    const before = await state();
    const jobs = await jobCount();
    const header = ['stage', 'description', 'unit'];
    const message = zh('inventoryExcelExpandsTooLarge', { max: INVENTORY_EXCEL_MAX_EXPANDED_BYTES / 1024 / 1024 });
    const honest = await bombXlsx(header, INVENTORY_EXCEL_MAX_EXPANDED_BYTES);
    const lying = await bombXlsx(header, INVENTORY_EXCEL_MAX_EXPANDED_BYTES, 4096);
    for (const bytes of [honest, lying]) expect(bytes.length).toBeLessThan(INVENTORY_EXCEL_MAX_BYTES / 10);
    // the zip's directory is read in the request: no job
    const response = await upload('accA', project.id, honest);
    expect([response.statusCode, json(response).msg]).toEqual([400, message]);
    expect(await jobCount()).toBe(jobs);
    // the expansion itself stops at the cap, in the job's read
    const answer = await importFile('accA', project.id, lying);
    expect(answer.data).toMatchObject({ status: 'rejected', rows: 0, added: 0, updated: 0 });
    expect(answer.data.problems).toEqual([{ row: 0, column: null, key: 'inventoryExcelExpandsTooLarge', message }]);
    expect(await state()).toEqual(before);
  });

  it('stops reading past INVENTORY_LINES_MAX lines, whatever follows them', async () => {
    const project = await createProject();
    const before = await state();
    const rows = Array.from({ length: INVENTORY_LINES_MAX + 1 }, (_, i) => rowXml(i + 2, ['use', `line ${i}`, 'kg'])).join('');
    // past the rows, a fault a read that went on would stop at
    const tail = '<row r="9000"><c r="A9000" t="inlineStr"><is><t>&bogus;</t></is></c></row></sheetData></worksheet>';
    const bytes = await sheetXlsx({
      head: rowXml(1, ['stage', 'description', 'unit']) + rows,
      filler: ' '.repeat(64 * 1024),
      times: 16,
      tail,
    });
    const answer = await importFile('accA', project.id, bytes);
    expect(answer.data).toMatchObject({ status: 'rejected', added: 0 });
    expect(answer.data.problems.map(({ row, key }) => ({ row, key }))).toEqual([{ row: 0, key: 'inventoryExcelTooManyRows' }]);
    expect(await state()).toEqual(before);
  });

  it('refuses a submitted project, another company’s project (404), a reviewer, and a file that is not an .xlsx', async () => {
    const project = await createProject();
    await saveDraft(project.id, [electricity()]);
    const file = (await download('accA', project.id)).rawPayload;
    const projectB = await createProject('B');
    const before = await state();
    // refused in the request, before any job exists
    const jobs = await jobCount();

    for (const response of [await download('accB', project.id), await upload('accB', project.id, file)]) {
      expect([response.statusCode, json(response).msg]).toEqual([404, zh('projectMissing')]);
    }
    // the reviewer reads the file but does not import it
    expect((await download('rev1', project.id)).statusCode).toBe(200);
    const byReviewer = await upload('rev1', project.id, file);
    expect([byReviewer.statusCode, json(byReviewer).msg]).toEqual([403, zh('inventoryReadOnlyForYou')]);
    // not an .xlsx, whatever its name; no file; no project
    const wrong = [
      [await upload('accA', project.id, pdfOf('not a workbook')), 'inventoryExcelFileType'],
      [
        await upload('accA', project.id, Buffer.from('stage,description,unit\nuse,a,kg\n'), 'zh-CN', 'lines.xlsx'),
        'inventoryExcelFileType',
      ],
      [await upload('accA', project.id, null), 'inventoryExcelFileMissing'],
    ] as const;
    for (const [response, key] of wrong) expect([response.statusCode, json(response).msg]).toEqual([400, zh(key)]);
    const noProject = await upload('accA', 'x', file);
    expect(noProject.statusCode).toBe(400);
    expect(await state()).toEqual(before);

    // submitted: read-only for everyone
    expect(json(await call('POST', '/rest/project/transition', 'accA', { id: project.id, action: 'submit' })).code).toBe(200);
    const submitted = await state();
    for (const who of ['accA', 'admin'] as const) {
      const response = await upload(who, project.id, file);
      expect([response.statusCode, json(response).msg]).toEqual([400, zh('inventoryNotEditable', { status: '已提交' })]);
    }
    expect(await state()).toEqual(submitted);
    expect(await jobCount()).toBe(jobs);
    expect((await db().select({ status: projects.status }).from(projects).where(eq(projects.id, projectB.id)))[0].status).toBe('assigned');
  });

  describe('the import job', () => {
    const session = (): SessionContext =>
      ({
        sessionId: 0,
        userId: ids.accA,
        account: 'xls_acc_a',
        name: 'xls_acc_a',
        userType: 'enterprise',
        companyId: ids.companyA,
        companyName: DEMO_COMPANY.name,
        companyNameEn: null,
        deptId: null,
        avatarFile: null,
        isAdmin: false,
        roles: [],
        permissions: [],
      }) as SessionContext;
    const importFiles = () => new FileStore(configuredStore(ctx().config), FILE_FOLDERS.imports, INVENTORY_IMPORT_FILE_TYPES);
    /** A job row as the POST writes it, its file kept, and the queue's data for it. */
    const orphanJob = async (projectId: number, bytes: Buffer, createdAt = ctx().clock.now()) => {
      const storedFile = await importFiles().save(bytes, 'xlsx');
      const [job] = await db()
        .insert(inventoryImportJobs)
        .values({ projectId, companyId: ids.companyA, userId: ids.accA, fileName: 'orphan.xlsx', language: 'zh', createdAt })
        .returning();
      const data: InventoryImportJobData = { jobId: job.id, actor: session(), storedFile };
      return { job, data, storedFile };
    };
    const newLine = (description: string) => ({ stage: 'use', description, unit: 'kg' });

    it('is read by its starter, the users of the project’s company and platform administrators; 404 for anyone else', async () => {
      const project = await createProject();
      const job = await importFile('accA', project.id, await xlsxOf([newLine('Scoped')]));
      expect(job.data.status).toBe('done');
      await createUser(db(), {
        account: 'xls_acc_a2',
        password: PASSWORD,
        name: 'xls_acc_a2',
        companyId: ids.companyA,
        userType: 'enterprise',
        roleIds: [ids.workerRole],
      });
      const colleagueToken = await login(ctx().app, 'xls_acc_a2', PASSWORD);
      const asColleague = await ctx().app.inject({
        method: 'GET',
        url: `/rest/inventory/excel/import/status?id=${job.data.id}`,
        headers: { authorization: colleagueToken, 'accept-language': 'zh-CN' },
      });
      expect(json<InventoryImportJob>(asColleague).data).toMatchObject({ id: job.data.id, status: 'done' });
      expect(json<InventoryImportJob>(await statusOf('admin', job.data.id)).data).toMatchObject({ id: job.data.id, status: 'done' });
      // another company's user, and the project's reviewer: no such job
      for (const who of ['accB', 'rev1'] as const) {
        const refused = await statusOf(who, job.data.id, 'en-US');
        expect([refused.statusCode, json(refused).msg]).toEqual([404, 'The import job does not exist']);
      }
      const unknown = await statusOf('accA', job.data.id + 100000);
      expect([unknown.statusCode, json(unknown).msg]).toEqual([404, zh('inventoryImportJobNotFound')]);
    });

    it('answers the problems in the reader’s language, whatever the starter’s', async () => {
      const project = await createProject();
      const file = await xlsxOf([
        { stage: 'use', description: 'Bad quantity', quantity: -1, unit: 'kg' },
        { stage: 'use', description: 'Bad gsd', unit: 'kg', gsd: 'wide' },
        { stage: '', description: 'No stage', unit: 'kg' },
        { stage: 'use', description: 'Bad unit', unit: 'kg', factorCode: 'CN-GRID-2022-AVG' },
      ]);
      const started = await importFile('accA', project.id, file, 'zh-CN', { language: 'en-US' });
      const inEnglish = await importFile('accA', project.id, file, 'en-US');
      const inChinese = await importFile('accA', project.id, file, 'zh-CN');
      expect(started.data.status).toBe('rejected');
      expect(started.msg).toBe(translate('inventoryExcelRefused', 'en', { count: 4 }));
      expect(started.data.problems).toEqual(inEnglish.data.problems);
      expect(started.data.problems.map((p) => p.message)).toEqual([
        translate('inventoryQuantityInvalid', 'en', {
          line: translate('inventoryLineAt', 'en', { position: 2, description: 'Bad quantity' }),
          max: '1e12',
          value: '-1',
        }),
        translate('inventoryExcelNotNumber', 'en', { column: 'Geometric standard deviation', value: 'wide' }),
        translate('inventoryExcelRequired', 'en', { column: COLUMN_TITLES.stage.en }),
        translate('inventoryUnitMismatch', 'en', {
          line: translate('inventoryLineAt', 'en', { position: 5, description: 'Bad unit' }),
          from: 'kg',
          fromDimension: 'Mass',
          to: 'kWh',
          toDimension: 'Energy',
          factor: 'CN-GRID-2022-AVG',
        }),
      ]);
      // the same job read in Chinese
      const again = json<InventoryImportJob>(await statusOf('accA', started.data.id, 'zh-CN'));
      expect(again.data.problems).toEqual(inChinese.data.problems);
      expect(again.data.problems[1].message).toBe(zh('inventoryExcelNotNumber', { column: '几何标准差', value: 'wide' }));
    });

    it('writes once when the queue hands the same job out twice, and the file goes', async () => {
      const project = await createProject();
      const send = jest.spyOn(ctx().app.jobs, 'send');
      let started: Ok<InventoryImportJob>;
      try {
        started = json<InventoryImportJob>(await upload('accA', project.id, await xlsxOf([newLine('Once'), newLine('Only once')])));
        expect(send).toHaveBeenCalledTimes(1);
        // a second delivery while the first runs, as after a worker taken for dead
        const [name, data] = send.mock.calls[0];
        await ctx().app.jobs.send(name, data);
        await ctx().app.jobs.idle();
        // and one after it ended
        await ctx().app.jobs.send(name, data);
        await ctx().app.jobs.idle();
        expect(await importFiles().read((data as InventoryImportJobData).storedFile)).toBeNull();
      } finally {
        send.mockRestore();
      }
      const job = json<InventoryImportJob>(await statusOf('accA', started.data.id)).data;
      expect(job).toMatchObject({ status: 'done', rows: 2, added: 2, updated: 0 });
      expect((await linesOf(project.id)).lines.map((l) => l.description)).toEqual(['Once', 'Only once']);
    });

    it('takes up a job whose worker died before it ended, from its kept file', async () => {
      const project = await createProject();
      const { job, data, storedFile } = await orphanJob(project.id, await xlsxOf([newLine('Taken up')]));
      await ctx().app.jobs.send('inventory-import', data);
      await ctx().app.jobs.idle();
      expect(json<InventoryImportJob>(await statusOf('accA', job.id)).data).toMatchObject({ status: 'done', added: 1 });
      expect(await importFiles().read(storedFile)).toBeNull();
      expect((await linesOf(project.id)).lines.map((l) => l.description)).toEqual(['Taken up']);
    });

    it('fails a job still checking past the stale limit when read, when handed out that late, and all at start-up on PGlite', async () => {
      const project = await createProject();
      const before = await state();
      const long = new Date(ctx().clock.now().getTime() - STALE_AFTER_MS - 1000);
      const stale = await orphanJob(project.id, await xlsxOf([newLine('Too late')]), long);
      const recent = await orphanJob(project.id, await xlsxOf([newLine('Recent')]));
      expect(json<InventoryImportJob>(await statusOf('accA', recent.job.id)).data.status).toBe('checking');
      const read = json<InventoryImportJob>(await statusOf('accA', stale.job.id, 'en-US'));
      expect(read.data).toMatchObject({
        status: 'failed',
        finishedAt: ctx().clock.now().toISOString(),
        problems: [{ row: 0, column: null, key: 'inventoryExcelImportInterrupted', message: read.msg }],
      });
      expect(read.msg).toBe(translate('inventoryExcelImportInterrupted', 'en'));
      // the queue hands it out after all: nothing is written, and its file goes
      await ctx().app.jobs.send('inventory-import', stale.data);
      await ctx().app.jobs.idle();
      expect(json<InventoryImportJob>(await statusOf('accA', stale.job.id)).data.status).toBe('failed');
      expect(await importFiles().read(stale.storedFile)).toBeNull();
      // a job not read is left alone until the start-up of a PGlite process, which fails every running one
      const [kept] = await db().select().from(inventoryImportJobs).where(eq(inventoryImportJobs.id, recent.job.id));
      expect(kept.status).toBe('checking');
      expect(await failStaleImports(db(), ctx().clock.now(), { all: true })).toBe(1);
      expect(json<InventoryImportJob>(await statusOf('accA', recent.job.id)).data.status).toBe('failed');
      await importFiles().remove(recent.storedFile);
      expect(await state()).toEqual(before);
    });

    it('fails, changing nothing, when the project became read-only before the worker took the job; the reason in either language', async () => {
      const project = await createProject();
      await saveDraft(project.id, [electricity()]);
      const send = jest.spyOn(ctx().app.jobs, 'send').mockImplementationOnce(async () => undefined);
      let started: Ok<InventoryImportJob>;
      let data: unknown;
      try {
        started = json<InventoryImportJob>(await upload('accA', project.id, await xlsxOf([newLine('Late')])));
        data = send.mock.calls[0][1];
      } finally {
        send.mockRestore();
      }
      expect(json(await call('POST', '/rest/project/transition', 'accA', { id: project.id, action: 'submit' })).code).toBe(200);
      const before = await state();
      await ctx().app.jobs.send('inventory-import', data as object);
      await ctx().app.jobs.idle();
      const inChinese = json<InventoryImportJob>(await statusOf('accA', started.data.id));
      const inEnglish = json<InventoryImportJob>(await statusOf('accA', started.data.id, 'en-US'));
      expect(inChinese.data).toMatchObject({ status: 'failed', rows: 0, added: 0, projectStatus: null });
      expect([inChinese.msg, inEnglish.msg]).toEqual([
        zh('inventoryNotEditable', { status: '已提交' }),
        translate('inventoryNotEditable', 'en', { status: 'Submitted' }),
      ]);
      expect(inEnglish.data.problems).toEqual([{ row: 0, column: null, key: 'inventoryNotEditable', message: inEnglish.msg }]);
      // nothing changed but the file, gone with the job's end
      expect((await state()).tables).toEqual(before.tables);
      expect(await importFiles().read((data as InventoryImportJobData).storedFile)).toBeNull();
    });
  });
});
