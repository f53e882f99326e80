/**
 * The check every front-end package runs on its texts: a folder per language with one file per
 * screen or part (`zh-CN/<screen>.json`, the layout of every remote and of shared; a remote with no
 * screen yet has the two folders empty) or, in the shell, a bundle per language (`zh-CN.json`):
 * the same files and keys in both languages, none empty, and the same {{placeholders}} in both.
 */
import fs from 'node:fs';
import path from 'node:path';

type Texts = { [key: string]: string | Texts };

const LANGUAGES = ['zh-CN', 'en-US'] as const;

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));
}

function valueOf(texts: Texts, key: string): string | Texts | undefined {
  return key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (node === undefined || typeof node === 'string' ? undefined : node[part]), texts);
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort() : [];

const readJson = (file: string): Texts => JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;

/** Each set of texts of the folder: the language bundles, then each section of the language folders. */
function textSets(localesDir: string): { name: string; zh: () => Texts; en: () => Texts }[] {
  const sets: { name: string; zh: () => Texts; en: () => Texts }[] = [];
  if (fs.existsSync(path.join(localesDir, 'zh-CN.json'))) {
    sets.push({
      name: 'bundle',
      zh: () => readJson(path.join(localesDir, 'zh-CN.json')),
      en: () => readJson(path.join(localesDir, 'en-US.json')),
    });
  }
  const zhFolder = path.join(localesDir, 'zh-CN');
  if (fs.existsSync(zhFolder)) {
    for (const section of fs
      .readdirSync(zhFolder)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      sets.push({
        name: section,
        zh: () => readJson(path.join(zhFolder, section)),
        en: () => readJson(path.join(localesDir, 'en-US', section)),
      });
    }
  }
  return sets;
}

export function describeLocaleParity(title: string, localesDir: string): void {
  describe(title, () => {
    const sets = textSets(localesDir);

    it('come in both languages, file for file', () => {
      // a remote with no screen yet has its two language folders and nothing in them
      expect(
        LANGUAGES.some(
          (language) => fs.existsSync(path.join(localesDir, language)) || fs.existsSync(path.join(localesDir, `${language}.json`)),
        ),
      ).toBe(true);
      const filesOf = (language: string) => [
        ...(fs.existsSync(path.join(localesDir, `${language}.json`)) ? ['bundle'] : []),
        ...(fs.existsSync(path.join(localesDir, language))
          ? fs
              .readdirSync(path.join(localesDir, language))
              .filter((file) => file.endsWith('.json'))
              .sort()
          : []),
      ];
      expect(filesOf(LANGUAGES[1])).toEqual(filesOf(LANGUAGES[0]));
    });

    if (sets.length > 0)
      it.each(sets.map((set) => [set.name, set] as const))(
        '%s: has every key in both languages, none empty, with the same placeholders',
        (_name, set) => {
          const zh = set.zh();
          const en = set.en();
          expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
          for (const texts of [zh, en]) for (const key of keysOf(texts)) expect([key, valueOf(texts, key)]).not.toEqual([key, '']);
          for (const key of keysOf(zh)) expect([key, placeholders(valueOf(en, key))]).toEqual([key, placeholders(valueOf(zh, key))]);
        },
      );
  });
}
