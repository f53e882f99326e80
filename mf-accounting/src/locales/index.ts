import { addLocaleBundles } from '@pcf/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import footprintZh from './zh-CN/footprint.json';
import footprintEn from './en-US/footprint.json';

export const ACCOUNTING_NS = 'accounting';

// The footprint evaluation screens keep their texts in a file of their own (keys accounting:footprint.*).
const zhBundle = { ...zhCN, footprint: footprintZh };
const enBundle: typeof zhBundle = { ...enUS, footprint: footprintEn };

/** Adds the footprint-accounting texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ACCOUNTING_NS, { 'zh-CN': zhBundle, 'en-US': enBundle });
}
