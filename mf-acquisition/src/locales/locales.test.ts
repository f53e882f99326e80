import fs from 'node:fs';
import path from 'node:path';

type Texts = { [key: string]: string | Texts };

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));
}

const read = (language: string, section: string): Texts => JSON.parse(fs.readFileSync(path.join(__dirname, language, section), 'utf8')) as Texts;

describe('the data entry texts', () => {
  const sections = fs.readdirSync(path.join(__dirname, 'zh-CN')).sort();

  it('have the same sections in both languages', () => {
    expect(fs.readdirSync(path.join(__dirname, 'en-US')).sort()).toEqual(sections);
  });

  it.each(sections)('%s: has every key in both languages, none empty', (section) => {
    const zh = read('zh-CN', section);
    const en = read('en-US', section);
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
    for (const texts of [zh, en]) for (const key of keysOf(texts)) expect(key.split('.').reduce<Texts | string>((node, part) => (node as Texts)[part], texts)).not.toBe('');
  });
});
