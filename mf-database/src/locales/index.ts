import { addLocaleBundles } from '@pcf/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

export const DATABASE_NS = 'database';

/** Adds this remote's texts to the platform's one i18n instance. */
export function registerLocales(): void {
  addLocaleBundles(DATABASE_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
