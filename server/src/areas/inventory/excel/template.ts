/**
 * GET /rest/inventory/excel/template?id=<projectId>: the project's inventory as a workbook to fill
 * in offline and import again (import.ts).
 *
 * The first sheet holds one row per line of the project, with its id (an import updates that line),
 * or, while the project has none, the seeded PV module template's lines without ids (an import adds
 * them). Its first row holds the column keys (hidden: the import maps by them, whatever language the
 * titles are in), the second the titles in the reader's language. Numbers are numbers; every text
 * that a spreadsheet would read as a formula is neutralised (the import reads it back as it was).
 * Each line's directory item is written as its path (itemPaths.ts). Stage, directory item, unit,
 * gas, data type and yes/no cells offer the values of a second sheet as a drop-down list; a third
 * sheet explains the columns.
 */
import { GASES } from '@pcf/shared/contracts';
import { INVENTORY_LINES_MAX, LIFECYCLE_STAGES, INVENTORY_EXCEL_COLUMNS, INVENTORY_EXCEL_MAX_BYTES } from '@pcf/shared/contracts';
import type * as ExcelJS from 'exceljs';
import { newWorkbook } from '../../../workbook';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InventoryExcelColumn, InventoryLine } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { emissionFactors, inventoryTemplateLines, inventoryTemplates, projects, units } from '../../../schema';
import { LINE_DICTIONARIES, PV_MODULE_TEMPLATE } from '../seed';
import type { Language } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { neutralised } from '../../metadata/export';
import { projectLines } from '../service';
import { loadItemPaths, pathById, type ItemPath } from '../itemPaths';
import { COLUMN_TITLES, NUMBER_COLUMNS } from './columns';

type Cell = string | number | null;
export type SheetLine = Partial<Record<InventoryExcelColumn, Cell>>;

const T = {
  sheetLines: { zh: '清单数据', en: 'Inventory' },
  sheetLists: { zh: '可选值', en: 'Valid values' },
  sheetHelp: { zh: '填写说明', en: 'Instructions' },
  code: { zh: '代码', en: 'Code' },
  name: { zh: '名称', en: 'Name' },
  stages: { zh: '生命周期阶段', en: 'Life-cycle stages' },
  units: { zh: '单位', en: 'Units' },
  gases: { zh: '温室气体', en: 'Greenhouse gases' },
  dataTypes: { zh: '数据类型', en: 'Data types' },
  yesNo: { zh: '是/否', en: 'Yes/no' },
  regions: { zh: '地区', en: 'Regions' },
  items: { zh: '目录项', en: 'Directory items' },
  path: { zh: '目录路径', en: 'Path' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  listError: { zh: '请从下拉列表中选择', en: 'Choose a value from the list' },
  column: { zh: '列', en: 'Column' },
  key: { zh: '键', en: 'Key' },
} as const satisfies Record<string, Record<Language, string>>;

function help(language: Language): string[] {
  const maxMb = INVENTORY_EXCEL_MAX_BYTES / 1024 / 1024;
  return language === 'zh'
    ? [
        '第 1 行为列的键（已隐藏，请勿修改），第 2 行为列名，数据从第 3 行开始；每行为一条清单数据。',
        '“清单行编号”为已保存的清单行，导入时更新该行；不填编号的行导入为新的清单行；文件中没有的清单行保持不变。',
        '必填：生命周期阶段、描述、单位。数量为大于 0 的数字，可暂不填写（草稿）。',
        '排放来源二选一：排放因子编码（因子版本不填时取当前版本），或温室气体（数量为该气体的质量，单位须为质量单位）。',
        '数据质量评分 TeR、GeR、TiR、P 同时填写或同时留空，均为 1 至 5；共用生产填写“是”或“否”。',
        '阶段、单位、温室气体、数据类型可填写代码或名称，可选值见“可选值”工作表。',
        '目录项填写目录路径（如 原材料获取 > 辅材 > 光伏玻璃），或仅有一个目录项使用的名称；留空则该行不归入任何目录项（按类别统计为“未分类”）。',
        '导入时先检查全部行：有任何错误则不导入任何数据，并按行、列列出错误。',
        `一个文件最多 ${INVENTORY_LINES_MAX} 行、${maxMb} MB，仅支持 .xlsx。`,
      ]
    : [
        'Row 1 holds the column keys (hidden: do not change it), row 2 the titles; the data starts on row 3, one inventory line per row.',
        'A row with a line id updates that saved line; a row without one adds a line; lines the file does not list stay as they are.',
        'Required: life-cycle stage, description, unit. The quantity is a number greater than 0 and may stay empty for now (a draft).',
        'The emissions come from either an emission factor code (its current version when no version is given) or a greenhouse gas (the quantity is then the gas mass, in a unit of mass).',
        'The data quality scores TeR, GeR, TiR and P are all given or all left out, each from 1 to 5; shared production is yes or no.',
        'Stage, unit, gas and data type by code or by name; see the sheet "Valid values".',
        'The directory item by its path (such as 原材料获取 > 辅材 > 光伏玻璃) or by a name only one item has; left empty, the line counts under no item ("uncategorised" by category).',
        'The import checks every row first: with any problem nothing is imported and the report lists each by row and column.',
        `At most ${INVENTORY_LINES_MAX} rows and ${maxMb} MB per file, .xlsx only.`,
      ];
}

const dictionary = (code: string) => LINE_DICTIONARIES.find((d) => d.code === code)?.items ?? [];
const labelIn = (code: string, value: string, language: Language): string => {
  const item = dictionary(code).find((i) => i.value === value);
  return item ? (language === 'zh' ? item.labelZh : item.labelEn) : value;
};

/** A saved line as a row of the sheet; `paths` gives its directory item's path (pathById). */
export function rowOfLine(line: InventoryLine, language: Language, paths: ReadonlyMap<number, string>): SheetLine {
  return {
    lineId: line.id,
    stage: line.stage,
    description: line.description,
    item: line.itemId === null ? null : (paths.get(line.itemId) ?? line.itemName),
    quantity: line.quantity,
    unit: line.unitCode,
    factorCode: line.factorCode,
    factorVersion: line.factorVersion,
    gas: line.gas,
    dataType: line.dataType,
    site: line.site,
    region: line.region,
    ter: line.quality?.ter ?? null,
    ger: line.quality?.ger ?? null,
    tir: line.quality?.tir ?? null,
    p: line.quality?.p ?? null,
    gsd: line.gsd,
    shared: line.shared ? T.yes[language] : T.no[language],
    note: line.note,
  };
}

/** The seeded PV module template's lines, for a project without lines yet: its suggested factor where it exists. */
async function seededTemplateRows(db: Db, language: Language, paths: ReadonlyMap<number, string>): Promise<SheetLine[]> {
  const rows = await db
    .select({ line: inventoryTemplateLines, unitCode: units.code })
    .from(inventoryTemplateLines)
    .innerJoin(inventoryTemplates, eq(inventoryTemplates.id, inventoryTemplateLines.templateId))
    .innerJoin(units, eq(units.id, inventoryTemplateLines.unitId))
    .where(and(eq(inventoryTemplates.name, PV_MODULE_TEMPLATE.name), eq(inventoryTemplates.version, PV_MODULE_TEMPLATE.version)))
    .orderBy(asc(inventoryTemplateLines.sortOrder), asc(inventoryTemplateLines.id));
  const codes = [...new Set(rows.flatMap((r) => (r.line.factorCode ? [r.line.factorCode] : [])))];
  const known = new Set(
    codes.length === 0
      ? []
      : (await db.select({ code: emissionFactors.code }).from(emissionFactors).where(inArray(emissionFactors.code, codes))).map(
          (f) => f.code,
        ),
  );
  return rows.map(({ line, unitCode }) => {
    const factorCode = line.gas === null && line.factorCode !== null && known.has(line.factorCode) ? line.factorCode : null;
    return {
      stage: line.stage,
      description: language === 'zh' ? line.itemNameZh : line.itemNameEn,
      item: line.itemId === null ? null : (paths.get(line.itemId) ?? null),
      unit: unitCode,
      factorCode,
      gas: line.gas,
      dataType: 'secondary',
      shared: T.no[language],
      note: line.note,
    };
  });
}

interface Option {
  code: string;
  label: string;
}

export interface TemplateLists {
  stages: Option[];
  units: Option[];
  gases: Option[];
  dataTypes: Option[];
  yesNo: Option[];
  regions: Option[];
  /** Every directory item: its path as the code, its own name beside it. */
  items: Option[];
}

async function templateLists(db: Db, language: Language, paths: readonly ItemPath[]): Promise<TemplateLists> {
  const unitRows = await db
    .select({ code: units.code, nameZh: units.nameZh, nameEn: units.nameEn })
    .from(units)
    .orderBy(asc(units.dimension), asc(units.factor), asc(units.code));
  const fromDictionary = (code: string, values: readonly string[]) =>
    values.map((value) => ({ code: value, label: labelIn(code, value, language) }));
  return {
    stages: fromDictionary('pcf_lifecycle_stage', LIFECYCLE_STAGES),
    units: unitRows.map((u) => ({ code: u.code, label: language === 'zh' ? u.nameZh : u.nameEn })),
    gases: fromDictionary('pcf_gas', GASES),
    dataTypes: fromDictionary('pcf_data_type', ['primary', 'secondary']),
    yesNo: [T.yes, T.no].map((word) => ({ code: word[language], label: word[language] })),
    regions: dictionary('pcf_region').map((r) => ({ code: r.value, label: language === 'zh' ? r.labelZh : r.labelEn })),
    items: paths.map((p) => ({ code: p.path, label: p.name })),
  };
}

const LISTED: readonly { column: InventoryExcelColumn; list: keyof TemplateLists }[] = [
  { column: 'stage', list: 'stages' },
  { column: 'item', list: 'items' },
  { column: 'unit', list: 'units' },
  { column: 'gas', list: 'gases' },
  { column: 'dataType', list: 'dataTypes' },
  { column: 'shared', list: 'yesNo' },
];

/** exceljs keeps a range's validation in the sheet's model; its typings leave the model out. */
interface ValidationModel {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
}

const DATA_START = 3;

export async function workbookOf(rows: readonly SheetLine[], lists: TemplateLists, language: Language): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(T.sheetLines[language], { views: [{ state: 'frozen', ySplit: DATA_START - 1 }] });
  sheet.columns = INVENTORY_EXCEL_COLUMNS.map((key) => ({
    key,
    width: Math.max(10, Math.min(40, Array.from(COLUMN_TITLES[key][language]).length * (language === 'zh' ? 2 : 1) + 2)),
    // text stays text: codes keep their form
    style: NUMBER_COLUMNS.has(key) ? {} : { numFmt: '@' },
  }));
  sheet.getColumn('description').width = 36;
  sheet.getColumn('item').width = 30;
  const keys = sheet.getRow(1);
  keys.values = [...INVENTORY_EXCEL_COLUMNS];
  keys.hidden = true;
  const titles = sheet.getRow(2);
  titles.values = INVENTORY_EXCEL_COLUMNS.map((key) => COLUMN_TITLES[key][language]);
  titles.font = { bold: true };
  rows.forEach((line, index) => {
    const row = sheet.getRow(DATA_START + index);
    for (const key of INVENTORY_EXCEL_COLUMNS) {
      const value = line[key];
      if (value === null || value === undefined) continue;
      // from users' data: never a formula
      row.getCell(key).value = typeof value === 'number' ? value : neutralised(value);
    }
  });

  const listSheetName = T.sheetLists[language];
  const listSheet = workbook.addWorksheet(listSheetName);
  const validations = sheet as unknown as ValidationModel;
  const lastRow = Math.min(INVENTORY_LINES_MAX, rows.length + 500) + DATA_START - 1;
  const blocks: { title: string; list: keyof TemplateLists; codeTitle?: string }[] = [
    { title: T.stages[language], list: 'stages' },
    { title: T.units[language], list: 'units' },
    { title: T.gases[language], list: 'gases' },
    { title: T.dataTypes[language], list: 'dataTypes' },
    { title: T.yesNo[language], list: 'yesNo' },
    { title: T.regions[language], list: 'regions' },
    { title: T.items[language], list: 'items', codeTitle: T.path[language] },
  ];
  let column = 1;
  for (const block of blocks) {
    const options = lists[block.list];
    listSheet.getCell(1, column).value = block.title;
    listSheet.getCell(1, column).font = { bold: true };
    listSheet.getCell(2, column).value = block.codeTitle ?? T.code[language];
    listSheet.getCell(2, column + 1).value = T.name[language];
    options.forEach((option, index) => {
      listSheet.getCell(index + 3, column).value = neutralised(option.code);
      listSheet.getCell(index + 3, column + 1).value = neutralised(option.label);
    });
    listSheet.getColumn(column).width = block.list === 'items' ? 36 : 18;
    listSheet.getColumn(column + 1).width = 24;
    const listed = LISTED.find((l) => l.list === block.list);
    if (listed && options.length > 0) {
      const letter = listSheet.getColumn(column).letter;
      const target = sheet.getColumn(listed.column).letter;
      validations.dataValidations.add(`${target}${DATA_START}:${target}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`'${listSheetName}'!$${letter}$3:$${letter}$${options.length + 2}`],
        showErrorMessage: true,
        // a warning, not a stop: a name instead of a code imports too
        errorStyle: 'warning',
        error: T.listError[language],
      });
    }
    column += 3;
  }

  const helpSheet = workbook.addWorksheet(T.sheetHelp[language]);
  helpSheet.getColumn(1).width = 40;
  helpSheet.getColumn(2).width = 16;
  const lines = help(language);
  lines.forEach((text, index) => {
    helpSheet.getCell(index + 1, 1).value = `${index + 1}. ${text}`;
  });
  const heading = helpSheet.getRow(lines.length + 2);
  heading.values = [T.column[language], T.key[language]];
  heading.font = { bold: true };
  INVENTORY_EXCEL_COLUMNS.forEach((key, index) => {
    helpSheet.getRow(lines.length + 3 + index).values = [COLUMN_TITLES[key][language], key];
  });
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** attachment; an ASCII name and the caller's language's name (RFC 5987), both from the project code. */
export function templateDisposition(projectCode: string, language: Language): string {
  const safe =
    projectCode
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^[._]+/, '')
      .slice(0, 60) || 'project';
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const shown = `${language === 'zh' ? '清单数据' : 'Inventory'}-${projectCode.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 60)}.xlsx`;
  return `attachment; filename="inventory-${safe}.xlsx"; filename*=UTF-8''${encodeURIComponent(shown)}`;
}

/** The project's workbook (404 for a project the caller does not see) and its Content-Disposition. */
export async function inventoryWorkbook(
  db: Db,
  session: SessionContext,
  projectId: number,
  language: Language,
): Promise<{ file: Buffer; disposition: string }> {
  const reply = await projectLines(db, session, projectId, language);
  const [project] = await db.select({ code: projects.code }).from(projects).where(eq(projects.id, reply.projectId));
  const paths = await loadItemPaths(db);
  const byId = pathById(paths);
  const rows =
    reply.lines.length > 0 ? reply.lines.map((line) => rowOfLine(line, language, byId)) : await seededTemplateRows(db, language, byId);
  const file = await workbookOf(rows, await templateLists(db, language, paths), language);
  return { file, disposition: templateDisposition(project.code, language) };
}
