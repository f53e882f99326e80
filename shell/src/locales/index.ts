import { addLocaleLoaders } from '@pcf/shared';

export const SHELL_NS = 'shell';

/**
 * The shell's texts, one language at a time: /login downloads only the language it shows, the
 * other comes when the user switches (setLanguage waits for it). Resolves once the current
 * language's texts are in.
 */
export function registerShellLocales(): Promise<void> {
  return addLocaleLoaders(SHELL_NS, {
    'zh-CN': () => import(/* webpackChunkName: "shell-zh-CN" */ './zh-CN.json').then((texts) => texts.default),
    'en-US': () => import(/* webpackChunkName: "shell-en-US" */ './en-US.json').then((texts) => texts.default),
  });
}
