import { addLocaleBundles } from '@pcf/shared';

export const SUPPLYCHAIN_NS = 'supplychain';

// One file per screen and language (zh-CN/<screen>.json, keys supplychain:<screen>.*), as in every remote;
// no screen is built yet, so the folders are empty and so is the namespace.
const zhCN = {};
const enUS: typeof zhCN = {};

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(SUPPLYCHAIN_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
