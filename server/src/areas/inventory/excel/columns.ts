/**
 * The columns of a project's inventory workbook (contracts/inventory.ts INVENTORY_EXCEL_COLUMNS):
 * their titles in both languages and the mapping from a header cell to its key. The template writes
 * the keys in a hidden first row above the titles, so a file maps by key whatever language its
 * titles are in; a file made by hand, with titles only, maps by either language's titles.
 */
import type { InventoryExcelColumn } from '@pcf/shared/contracts';
import type { Language, MessageParams } from '../../../http/messages';

import { INVENTORY_EXCEL_COLUMNS } from '@pcf/shared/contracts';

/** Number columns are written as numbers; the others as text (codes keep their form). */
export const NUMBER_COLUMNS: ReadonlySet<InventoryExcelColumn> = new Set([
  'lineId',
  'quantity',
  'factorVersion',
  'ter',
  'ger',
  'tir',
  'p',
  'gsd',
]);

/** A file without one of these cannot be read as an inventory. */
export const REQUIRED_COLUMNS: readonly InventoryExcelColumn[] = ['stage', 'description', 'unit'];

export const COLUMN_TITLES: Readonly<Record<InventoryExcelColumn, Readonly<Record<Language, string>>>> = {
  lineId: { zh: '清单行编号（勿改）', en: 'Line id (do not change)' },
  stage: { zh: '生命周期阶段', en: 'Life-cycle stage' },
  description: { zh: '描述', en: 'Description' },
  item: { zh: '目录项', en: 'Directory item' },
  quantity: { zh: '数量', en: 'Quantity' },
  unit: { zh: '单位', en: 'Unit' },
  factorCode: { zh: '排放因子编码', en: 'Emission factor code' },
  factorVersion: { zh: '因子版本', en: 'Factor version' },
  gas: { zh: '温室气体', en: 'Greenhouse gas' },
  dataType: { zh: '数据类型', en: 'Data type' },
  site: { zh: '地点', en: 'Site' },
  region: { zh: '地区', en: 'Region' },
  ter: { zh: 'TeR（技术代表性）', en: 'TeR (technological representativeness)' },
  ger: { zh: 'GeR（地理代表性）', en: 'GeR (geographical representativeness)' },
  tir: { zh: 'TiR（时间代表性）', en: 'TiR (time representativeness)' },
  p: { zh: 'P（精确度）', en: 'P (precision)' },
  gsd: { zh: '几何标准差', en: 'Geometric standard deviation' },
  shared: { zh: '共用生产（是/否）', en: 'Shared production (yes/no)' },
  note: { zh: '备注', en: 'Note' },
};

/** What a header cell is compared by: NFKC (full-width brackets are ASCII), no spaces, lower case. */
function headerKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

const BY_HEADER: ReadonlyMap<string, InventoryExcelColumn> = (() => {
  const map = new Map<string, InventoryExcelColumn>();
  for (const key of INVENTORY_EXCEL_COLUMNS) {
    for (const name of [key, COLUMN_TITLES[key].zh, COLUMN_TITLES[key].en]) {
      const taken = map.get(headerKey(name));
      if (taken !== undefined && taken !== key) throw new Error(`the header ${name} would name both ${taken} and ${key}`);
      map.set(headerKey(name), key);
    }
  }
  return map;
})();

/** The column a header cell names (its key, or its title in either language), or null. */
export function columnOfHeader(text: string): InventoryExcelColumn | null {
  return BY_HEADER.get(headerKey(text)) ?? null;
}

/** A problem's parameters naming a column, made in the language its message is worded in. */
export const titledParams =
  (column: InventoryExcelColumn, params: MessageParams = {}) =>
  (language: Language): MessageParams => ({ column: COLUMN_TITLES[column][language], ...params });
