import { addLocaleBundles } from '@pcf/shared';
import entryZh from './zh-CN/entry.json';
import entryEn from './en-US/entry.json';
import inventoryZh from './zh-CN/inventory.json';
import inventoryEn from './en-US/inventory.json';
import templateZh from './zh-CN/template.json';
import templateEn from './en-US/template.json';
import reviewZh from './zh-CN/review.json';
import reviewEn from './en-US/review.json';
import excelZh from './zh-CN/excel.json';
import excelEn from './en-US/excel.json';

export const ACQUISITION_NS = 'acquisition';

// One file per screen and language (keys acquisition:<screen>.*), so each screen's texts change on their own.
const zhCN = { entry: entryZh, inventory: inventoryZh, template: templateZh, review: reviewZh, excel: excelZh };
const enUS: typeof zhCN = { entry: entryEn, inventory: inventoryEn, template: templateEn, review: reviewEn, excel: excelEn };

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ACQUISITION_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
