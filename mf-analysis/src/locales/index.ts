import { addLocaleBundles } from '@pcf/shared';
import contributionZh from './zh-CN/contribution.json';
import contributionEn from './en-US/contribution.json';

export const ANALYSIS_NS = 'analysis';

// One file per screen (or group of screens) and language (zh-CN/<screen>.json, keys analysis:<screen>.*), as in every remote.
const zhCN = {
  contribution: contributionZh,
};
const enUS: typeof zhCN = {
  contribution: contributionEn,
};

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ANALYSIS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
