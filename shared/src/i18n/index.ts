import type commonZhCN from '../locales/zh-CN/common.json';

export { i18n, COMMON_NS, currentLanguage, setLanguage, addLocaleBundles, addLocaleLoaders } from './instance';
export type { LocaleBundles, LocaleLoaders } from './instance';
export { LANGUAGES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, isLanguage } from './language';
export type { Language } from './language';
/** The standard texts of SPEC §8 and the words every screen uses (namespace 'common'). */
export type CommonTexts = typeof commonZhCN;
