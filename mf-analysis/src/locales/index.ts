import { addLocaleBundles } from '@pcf/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

export const ANALYSIS_NS = 'analysis';

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(ANALYSIS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
