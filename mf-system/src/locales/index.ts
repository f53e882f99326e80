import { addLocaleBundles } from '@pcf/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

export const SYSTEM_NS = 'system';

/** Adds the system-management texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(SYSTEM_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
