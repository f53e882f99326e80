export { i18n, COMMON_NS, currentLanguage, setLanguage, addLocaleBundles } from './instance';
export type { LocaleBundles } from './instance';
export { LANGUAGES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, isLanguage } from './language';
export type { Language } from './language';
export { antdLocaleOf } from './antdLocale';
export type { CommonTexts } from './locales/common.zh-CN';
