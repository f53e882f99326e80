import { addLocaleBundles } from '@pcf/shared';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';

export const SHELL_NS = 'shell';

export function registerShellLocales(): void {
  addLocaleBundles(SHELL_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
