/**
 * The one i18next instance of the platform. It is i18next's default instance, so the shell and
 * every remote (i18next and react-i18next are MF singletons) translate with the same one.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonZhCN from '../locales/zh-CN/common.json';
import commonEnUS from '../locales/en-US/common.json';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, detectLanguage, isLanguage } from './language';
import type { Language } from './language';

export const COMMON_NS = 'common';

export const i18n = i18next;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: {
      'zh-CN': { [COMMON_NS]: commonZhCN },
      'en-US': { [COMMON_NS]: commonEnUS },
    },
    lng: detectLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    // resources are bundled, so initialisation finishes before the first render
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18n.language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** Switches the language and saves the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Texts of one namespace in both languages; a remote or the shell adds its own this way. */
export type LocaleBundles = Record<Language, Record<string, unknown>>;

export function addLocaleBundles(ns: string, bundles: LocaleBundles): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, ns, bundles[language], true, true);
  }
}

/** A namespace's texts per language, each fetched when its language is first shown. */
export type LocaleLoaders = Record<Language, () => Promise<Record<string, unknown>>>;

const loadersByNamespace = new Map<string, LocaleLoaders>();

async function loadLanguage(language: Language): Promise<void> {
  const missing = [...loadersByNamespace].filter(([ns]) => !i18n.hasResourceBundle(language, ns));
  await Promise.all(
    missing.map(async ([ns, loaders]) => {
      i18n.addResourceBundle(language, ns, await loaders[language](), true, true);
    }),
  );
}

/**
 * Adds a namespace whose texts come one language at a time (the sign-in page downloads only the
 * language it shows); resolves once the current language's texts are in.
 */
export async function addLocaleLoaders(ns: string, loaders: LocaleLoaders): Promise<void> {
  loadersByNamespace.set(ns, loaders);
  await loadLanguage(currentLanguage());
}
