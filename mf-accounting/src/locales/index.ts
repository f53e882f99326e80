import { addLocaleBundles } from '@pcf/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

export const ACCOUNTING_NS = 'accounting';

/** Adds the footprint-accounting texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ACCOUNTING_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
