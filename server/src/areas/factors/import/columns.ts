/**
 * The columns of a factor import file: their keys (the contract's FACTOR_IMPORT_COLUMNS), their
 * labels in both languages (the template's header row), what kind of value each holds, and the
 * mapping from a header cell to its key. A header cell is recognised by its key, by its label in
 * either language, or by the field name or label the factor list's export gives it, so a file
 * headed in Chinese imports for an English-speaking user and an exported list (with the needed
 * columns chosen) imports again.
 */
import type { FactorImportColumn, Gas } from '@pcf/shared/contracts';
import type { Language } from '../../../http/messages';

import { FACTOR_IMPORT_COLUMNS, GASES } from '@pcf/shared/contracts';

/** text: trimmed text; number: a number cell or a numeric literal; date: a date cell or YYYY-MM-DD. */
export type ColumnKind = 'text' | 'number' | 'date';

export interface ImportColumn {
  key: FactorImportColumn;
  kind: ColumnKind;
  /** A file without this column is refused as a whole (the value or at least one gas column is checked apart). */
  required: boolean;
  label: Readonly<Record<Language, string>>;
  /** Other names a header may give it: the list export's field name and labels. */
  aliases: readonly string[];
}

/** How a gas is written in a column title. */
const GAS_TITLES: Readonly<Record<Gas, Readonly<Record<Language, string>>>> = {
  CO2: { zh: 'CO₂', en: 'CO₂' },
  CH4_fossil: { zh: 'CH₄（化石源）', en: 'CH₄ fossil' },
  CH4_non_fossil: { zh: 'CH₄（非化石源）', en: 'CH₄ non-fossil' },
  N2O: { zh: 'N₂O', en: 'N₂O' },
  SF6: { zh: 'SF₆', en: 'SF₆' },
  NF3: { zh: 'NF₃', en: 'NF₃' },
  CF4: { zh: 'CF₄', en: 'CF₄' },
  C2F6: { zh: 'C₂F₆', en: 'C₂F₆' },
  HFC23: { zh: 'HFC-23', en: 'HFC-23' },
  HFC134a: { zh: 'HFC-134a', en: 'HFC-134a' },
};

type Described = Omit<ImportColumn, 'key'>;
const text = (zh: string, en: string, required: boolean, ...aliases: string[]): Described => ({
  kind: 'text',
  required,
  label: { zh, en },
  aliases,
});
const number = (zh: string, en: string, required: boolean, ...aliases: string[]): Described => ({
  kind: 'number',
  required,
  label: { zh, en },
  aliases,
});
const date = (zh: string, en: string, ...aliases: string[]): Described => ({ kind: 'date', required: false, label: { zh, en }, aliases });

// labels equal the seeded labels of the pcf_emission_factor fields where there is one (seed.ts)
const DESCRIBED: Readonly<Record<FactorImportColumn, Described>> = {
  code: text('因子编码', 'Factor code', true),
  nameZh: text('中文名称', 'Chinese name', true, 'name_zh'),
  nameEn: text('英文名称', 'English name', true, 'name_en'),
  category: text('类别', 'Category', false, 'category_name'),
  value: number('因子值（kg CO₂e/单位）', 'Value (kg CO₂e per unit)', false, '因子值'),
  unit: text('单位', 'Unit', true, 'unit_code'),
  gwpSet: text('GWP 值版本', 'GWP set', true, 'gwp_set'),
  region: text('地区', 'Region', true),
  year: number('年份', 'Year', true),
  source: text('数据来源', 'Source', true),
  databaseVersion: text('数据库版本', 'Database version', true, 'database_version'),
  licence: text('许可协议', 'Licence', false, 'license'),
  sourceUrl: text('来源网址', 'Source address', false, 'source_url'),
  gwpBasis: text('GWP 依据', 'GWP basis', false, 'gwp_basis'),
  validFrom: date('有效期起', 'Valid from', 'valid_from'),
  validTo: date('有效期止', 'Valid to', 'valid_to'),
  ter: number('TeR（技术代表性）', 'TeR (technological representativeness)', false),
  ger: number('GeR（地理代表性）', 'GeR (geographical representativeness)', false),
  tir: number('TiR（时间代表性）', 'TiR (time representativeness)', false),
  p: number('P（精确度）', 'P (precision)', false),
  uncertainty: text('不确定性分布', 'Uncertainty distribution', false),
  gsd: number('几何标准差', 'Geometric standard deviation', false),
  note: text('备注', 'Note', false),
  ...(Object.fromEntries(
    GASES.map((gas) => [`gas_${gas}`, number(`${GAS_TITLES[gas].zh}（kg/单位）`, `${GAS_TITLES[gas].en} (kg per unit)`, false, gas)]),
  ) as Record<`gas_${Gas}`, Described>),
};

export const IMPORT_COLUMNS: readonly ImportColumn[] = FACTOR_IMPORT_COLUMNS.map((key) => ({ key, ...DESCRIBED[key] }));
export const IMPORT_COLUMN_BY_KEY: ReadonlyMap<FactorImportColumn, ImportColumn> = new Map(IMPORT_COLUMNS.map((c) => [c.key, c]));
export const GAS_COLUMNS: readonly { key: `gas_${Gas}`; gas: Gas }[] = GASES.map((gas) => ({ key: `gas_${gas}`, gas }));

/** A column's title in `language`. */
export function importColumnLabel(key: string, language: Language): string {
  return IMPORT_COLUMN_BY_KEY.get(key as FactorImportColumn)?.label[language] ?? key;
}

/** What a header cell is compared by: NFKC (CO₂ is CO2, full-width brackets are ASCII), no spaces, lower case. */
export function headerKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

const BY_HEADER: ReadonlyMap<string, FactorImportColumn> = (() => {
  const map = new Map<string, FactorImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    for (const name of [column.key, column.label.zh, column.label.en, ...column.aliases]) {
      const key = headerKey(name);
      const taken = map.get(key);
      if (taken !== undefined && taken !== column.key) throw new Error(`the header ${name} would name both ${taken} and ${column.key}`);
      map.set(key, column.key);
    }
  }
  return map;
})();

/** The column a header cell names, or null (a column the import does not know is ignored). */
export function columnOfHeader(text: string): FactorImportColumn | null {
  return BY_HEADER.get(headerKey(text)) ?? null;
}
