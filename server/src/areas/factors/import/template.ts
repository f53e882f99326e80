/**
 * GET /rest/factor/import/template?format=xlsx|csv: the file to fill in. The header row holds the
 * columns' titles in the caller's language (either language's titles, and the column keys, are
 * read back: columns.ts), the second row an example that imports as it is (replace it). The .xlsx
 * adds a sheet of the values the import accepts (units, regions, GWP sets, gases, uncertainty
 * distributions, directory categories by path) and a sheet of instructions that also lists each
 * column's key. The .csv is UTF-8 with a byte-order mark, so Excel opens the Chinese titles right.
 */
import { newWorkbook } from '../../../workbook';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq } from 'drizzle-orm';
import {
  GASES,
  GWP_SETS,
  UNCERTAINTY_DISTRIBUTIONS,
  type FactorTemplateFormat,
  FACTOR_IMPORT_MAX_BYTES,
  FACTOR_IMPORT_MAX_ROWS,
} from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { directoryNodes, sysDictItems, sysDictTypes, units } from '../../../schema';
import type { Language } from '../../../http/messages';
import { neutralised } from '../../metadata/export';
import { REGION_DICT } from '../service';
import { IMPORT_COLUMNS, type ImportColumn } from './columns';

interface Option {
  code: string;
  label: string;
}

/** The values the import accepts, named in the caller's language. */
export interface TemplateLists {
  units: Option[];
  regions: Option[];
  gwpSets: Option[];
  gases: Option[];
  distributions: Option[];
  /** Directory paths, "原材料获取/硅料/多晶硅". */
  categories: string[];
}

const T = {
  sheetFactors: { zh: '碳排放因子', en: 'Emission factors' },
  sheetLists: { zh: '可选值', en: 'Valid values' },
  sheetHelp: { zh: '填写说明', en: 'Instructions' },
  code: { zh: '代码', en: 'Code' },
  name: { zh: '名称', en: 'Name' },
  units: { zh: '单位', en: 'Units' },
  regions: { zh: '地区', en: 'Regions' },
  gwpSets: { zh: 'GWP 值版本', en: 'GWP sets' },
  gases: { zh: '温室气体（列）', en: 'Gases (columns)' },
  distributions: { zh: '不确定性分布', en: 'Uncertainty distributions' },
  categories: { zh: '类别（目录路径）', en: 'Categories (directory paths)' },
  column: { zh: '列', en: 'Column' },
  key: { zh: '键', en: 'Key' },
  required: { zh: '必填', en: 'Required' },
  yes: { zh: '是', en: 'yes' },
  exampleName: { zh: '光伏玻璃（示例）', en: 'Solar glass (example)' },
  exampleSource: { zh: '示例：企业实测数据', en: 'Example: measured by the manufacturer' },
} as const satisfies Record<string, Record<Language, string>>;

function help(language: Language): string[] {
  const maxMb = FACTOR_IMPORT_MAX_BYTES / 1024 / 1024;
  return language === 'zh'
    ? [
        '第 1 行为表头（中文或英文列名均可）；第 2 行为示例，可直接导入，请改写或删除。',
        '必填：因子编码、中文名称、英文名称、单位、GWP 值版本、地区、年份、数据来源、数据库版本；因子值与温室气体各列二选一（按 GWP 值版本折算为 kg CO₂e）。',
        '单位、地区、GWP 值版本、不确定性分布填写代码或名称；类别填写目录路径（如 原材料获取/硅料/多晶硅）或唯一的节点名称；可选值见“可选值”工作表。',
        '日期为 YYYY-MM-DD；数据质量评分 TeR、GeR、TiR、P 同时填写，均为 1 至 5；几何标准差仅用于对数正态分布。',
        '以 = + - @ 开头的文字和公式单元格会被拒绝；数值请直接填写数字。',
        '因子编码已存在时，该行导入为该因子的新版本，原有版本保持不变。',
        `一个文件最多 ${FACTOR_IMPORT_MAX_ROWS} 行数据、${maxMb} MB；CSV 须为 UTF-8 编码。`,
        '导入方式：全部正确才导入（有任何错误则不导入），或只导入正确的行；导入后按行列出错误。',
      ]
    : [
        'Row 1 is the header (column titles in Chinese or English); row 2 is an example that imports as it is: change or delete it.',
        'Required: factor code, Chinese name, English name, unit, GWP set, region, year, source, database version; and either the value or the gas columns (converted to kg CO₂e with the GWP set).',
        'Unit, region, GWP set and uncertainty distribution by code or name; the category by its directory path (such as 原材料获取/硅料/多晶硅) or by a node name only one node has. See the sheet "Valid values".',
        'Dates as YYYY-MM-DD; the data-quality scores TeR, GeR, TiR and P come together, each from 1 to 5; a geometric standard deviation goes with a log-normal distribution only.',
        'Text starting with = + - @ and formula cells are refused; type numbers as numbers.',
        'A row whose factor code exists becomes a new version of that factor; its earlier versions stay as they are.',
        `At most ${FACTOR_IMPORT_MAX_ROWS} data rows and ${maxMb} MB per file; a CSV file must be UTF-8.`,
        'Modes: import only a clean file (nothing is imported while any row is wrong), or import the valid rows; the report lists every problem by row and column.',
      ];
}

export async function loadTemplateLists(db: Db, language: Language): Promise<TemplateLists> {
  const dictionary = (code: string) =>
    db
      .select({ value: sysDictItems.value, labelZh: sysDictItems.labelZh, labelEn: sysDictItems.labelEn })
      .from(sysDictItems)
      .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
      .where(and(eq(sysDictTypes.code, code), eq(sysDictItems.status, '0')))
      .orderBy(asc(sysDictItems.sort), asc(sysDictItems.id));
  const [unitRows, regionRows, gwpRows, gasRows, distributionRows, nodes] = await Promise.all([
    db
      .select({ code: units.code, nameZh: units.nameZh, nameEn: units.nameEn })
      .from(units)
      .orderBy(asc(units.dimension), asc(units.factor), asc(units.code)),
    dictionary(REGION_DICT),
    dictionary('pcf_gwp_set'),
    dictionary('pcf_gas'),
    dictionary('pcf_uncertainty_distribution'),
    db
      .select({ id: directoryNodes.id, pid: directoryNodes.pid, name: directoryNodes.name, sort: directoryNodes.sort })
      .from(directoryNodes)
      .orderBy(asc(directoryNodes.sort), asc(directoryNodes.id)),
  ]);
  const label = (row: { labelZh: string; labelEn: string }) => (language === 'zh' ? row.labelZh : row.labelEn);
  const labelOf = (rows: { value: string; labelZh: string; labelEn: string }[], code: string) => {
    const row = rows.find((r) => r.value === code);
    return row ? label(row) : code;
  };
  // depth first, children in their order: a path follows its parent
  const children = new Map<number, typeof nodes>();
  for (const node of nodes) children.set(node.pid, [...(children.get(node.pid) ?? []), node]);
  const categories: string[] = [];
  const walk = (pid: number, prefix: string, depth: number) => {
    if (depth > 16) return;
    for (const node of children.get(pid) ?? []) {
      const path = prefix === '' ? node.name.trim() : `${prefix}/${node.name.trim()}`;
      categories.push(path);
      walk(node.id, path, depth + 1);
    }
  };
  walk(0, '', 0);
  return {
    units: unitRows.map((u) => ({ code: u.code, label: language === 'zh' ? u.nameZh : u.nameEn })),
    regions: regionRows.map((r) => ({ code: r.value, label: label(r) })),
    gwpSets: GWP_SETS.map((code) => ({ code, label: labelOf(gwpRows, code) })),
    gases: GASES.map((gas) => ({ code: `gas_${gas}`, label: labelOf(gasRows, gas) })),
    distributions: UNCERTAINTY_DISTRIBUTIONS.map((code) => ({ code, label: labelOf(distributionRows, code) })),
    categories,
  };
}

/** The example row, by column key: values the import takes as they are. */
export function exampleRow(lists: TemplateLists, language: Language): Record<string, string | number> {
  const pick = (options: Option[], wanted: string) => options.find((o) => o.code === wanted)?.code ?? options[0]?.code ?? wanted;
  const category = lists.categories.find((path) => path.endsWith('/光伏玻璃')) ?? '';
  return {
    code: 'EXAMPLE-PV-GLASS-001',
    nameZh: T.exampleName.zh,
    nameEn: T.exampleName.en,
    category,
    value: 1.2,
    unit: pick(lists.units, 'kg'),
    gwpSet: 'AR6',
    region: pick(lists.regions, 'CN'),
    year: 2023,
    source: T.exampleSource[language],
    databaseVersion: 'v1.0',
    validFrom: '2023-01-01',
    validTo: '2025-12-31',
    ter: 2,
    ger: 1,
    tir: 2,
    p: 3,
    uncertainty: 'lognormal',
    gsd: 1.2,
    note: '',
  };
}

const titleOf = (column: ImportColumn, language: Language) => column.label[language];

export async function templateXlsx(lists: TemplateLists, language: Language): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(T.sheetFactors[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: titleOf(column, language),
    key: column.key,
    width: Math.max(12, Math.min(36, Array.from(titleOf(column, language)).length * (language === 'zh' ? 2 : 1) + 4)),
    // text stays text: codes keep leading zeros, dates stay YYYY-MM-DD
    style: column.kind === 'number' ? {} : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(exampleRow(lists, language));

  const listSheet = workbook.addWorksheet(T.sheetLists[language]);
  const blocks: { title: string; rows: string[][] }[] = [
    { title: T.units[language], rows: lists.units.map((o) => [o.code, o.label]) },
    { title: T.regions[language], rows: lists.regions.map((o) => [o.code, o.label]) },
    { title: T.gwpSets[language], rows: lists.gwpSets.map((o) => [o.code, o.label]) },
    {
      title: T.gases[language],
      rows: lists.gases.map((o) => [IMPORT_COLUMNS.find((c) => c.key === o.code)?.label[language] ?? o.code, o.label]),
    },
    { title: T.distributions[language], rows: lists.distributions.map((o) => [o.code, o.label]) },
    { title: T.categories[language], rows: lists.categories.map((path) => [path]) },
  ];
  let column = 1;
  for (const block of blocks) {
    const wide = block.rows.some((r) => r.length > 1) ? 2 : 1;
    listSheet.getCell(1, column).value = block.title;
    listSheet.getCell(1, column).font = { bold: true };
    if (wide === 2) {
      listSheet.getCell(2, column).value = T.code[language];
      listSheet.getCell(2, column + 1).value = T.name[language];
    }
    block.rows.forEach((cells, index) => {
      cells.forEach((text, offset) => {
        // names come from administrators' data: never a formula
        listSheet.getCell(index + 3, column + offset).value = neutralised(text);
      });
    });
    for (let i = 0; i < wide; i++) listSheet.getColumn(column + i).width = block.title === T.categories[language] ? 40 : 20;
    column += wide + 1;
  }

  const helpSheet = workbook.addWorksheet(T.sheetHelp[language]);
  helpSheet.getColumn(1).width = 36;
  helpSheet.getColumn(2).width = 20;
  helpSheet.getColumn(3).width = 10;
  help(language).forEach((line, index) => {
    helpSheet.getCell(index + 1, 1).value = `${index + 1}. ${line}`;
  });
  const start = help(language).length + 2;
  const heading = helpSheet.getRow(start);
  heading.values = [T.column[language], T.key[language], T.required[language]];
  heading.font = { bold: true };
  IMPORT_COLUMNS.forEach((c, index) => {
    helpSheet.getRow(start + 1 + index).values = [titleOf(c, language), c.key, c.required ? T.yes[language] : ''];
  });

  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

export function templateCsv(lists: TemplateLists, language: Language): Buffer {
  const example = exampleRow(lists, language);
  const text = stringify(
    [
      IMPORT_COLUMNS.map((c) => titleOf(c, language)),
      IMPORT_COLUMNS.map((c) => (example[c.key] === undefined ? '' : String(example[c.key]))),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
  return Buffer.from(text, 'utf8');
}

/** attachment; an ASCII name and the caller's language's name (RFC 5987). */
export function templateDisposition(format: FactorTemplateFormat, language: Language): string {
  const name = language === 'zh' ? `碳排放因子导入模板.${format}` : `Emission factor import template.${format}`;
  return `attachment; filename="factor-import-template.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
