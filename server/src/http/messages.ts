/** Translating a message of the catalogue (server/src/messages.ts) into the request's language. */
import { MESSAGES } from '../messages';
import type { Language } from './messageTable';

export { MESSAGES };
export type { Language };

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** zh* in the first Accept-Language tag means Chinese; anything else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
