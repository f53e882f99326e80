import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import type { Language } from './language';

/**
 * antd's own texts (pagination, pickers, modals) in the platform's language. Imported by path
 * (`@pcf/shared/antdLocale`), not from the package root: the root is loaded whole on /login,
 * which shows no antd.
 */
export function antdLocaleOf(language: Language): Locale {
  return language === 'zh-CN' ? zhCN : enUS;
}
