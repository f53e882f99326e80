import zh from './zh-CN/footprint.json';
import en from './en-US/footprint.json';

type Texts = { [key: string]: string | Texts };

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));
}

function valueOf(texts: Texts, key: string): string {
  return key.split('.').reduce<Texts | string>((node, part) => (node as Texts)[part], texts) as string;
}

describe('the footprint evaluation texts', () => {
  it('have every key in both languages, none empty', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
    for (const texts of [zh, en]) for (const key of keysOf(texts)) expect(valueOf(texts, key)).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of keysOf(zh)) expect([key, placeholders(valueOf(en, key))]).toEqual([key, placeholders(valueOf(zh, key))]);
  });
});
