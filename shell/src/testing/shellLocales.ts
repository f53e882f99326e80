/** Tests render at once: the shell's texts in both languages, registered before any test runs. */
import { addLocaleBundles } from '@pcf/shared';
import zhCN from '../locales/zh-CN.json';
import enUS from '../locales/en-US.json';
import { SHELL_NS } from '../locales';

export function registerShellLocalesNow(): void {
  addLocaleBundles(SHELL_NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
