/** The two languages of the product and how the first one is chosen (SPEC §1). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-US';
/** Local storage key of the saved setting (SPEC §3 locally kept values). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function fromBrowserTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

/** Saved setting, else the first browser language the product speaks, else English. */
export function detectLanguage(): Language {
  const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const browserTags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of browserTags) {
    const language = tag ? fromBrowserTag(tag) : null;
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
