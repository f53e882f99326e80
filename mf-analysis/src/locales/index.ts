import { addLocaleBundles } from '@pcf/shared';
import reportZh from './zh-CN/report.json';
import reportEn from './en-US/report.json';

export const ANALYSIS_NS = 'analysis';

// One file per screen and language (zh-CN/<screen>.json, keys analysis:<screen>.*), as in every remote.
const zhCN = { report: reportZh };
const enUS: typeof zhCN = { report: reportEn };

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ANALYSIS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
