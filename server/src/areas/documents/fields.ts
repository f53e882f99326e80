/** The text fields of document uploads and edits: their limits and checks, shared by evidence and library. */
import { refused } from '../../http/errors';
import type { Language } from '../../http/messages';

const LABELS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  title: { zh: '标题', en: 'Title' },
  description: { zh: '说明', en: 'Description' },
  note: { zh: '版本说明', en: 'Version note' },
};

/** `value` trimmed, refused when longer than `max` characters or holding a NUL. */
export function checkedText(value: string, max: number, language: Language, field: keyof typeof LABELS): string {
  const text = value.trim();
  if (text.includes('\u0000')) throw refused('fileFormInvalid', { detail: field });
  if (Array.from(text).length > max) {
    if (field === 'title') throw refused('documentTitleInvalid', { max });
    throw refused('documentTextTooLong', { field: LABELS[field][language], max });
  }
  return text;
}

/** A positive integer form field, null when absent or blank; anything else is refused naming the field. */
export function integerField(fields: ReadonlyMap<string, string>, name: string): number | null {
  const raw = (fields.get(name) ?? '').trim();
  if (raw === '') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2147483647) throw refused('fileFormInvalid', { detail: name });
  return Number(raw);
}
