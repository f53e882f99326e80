import { MESSAGES, translate } from './messages';
import { gatherMessages, messageTable } from './messageTable';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  it('gathers the core and area tables into one catalogue with every message in both languages', () => {
    const entries = Object.entries(MESSAGES);
    expect(entries.length).toBeGreaterThan(400);
    for (const [key, texts] of entries) {
      expect({ key, zh: texts.zh.length > 0, en: texts.en.length > 0 }).toEqual({ key, zh: true, en: true });
      expect({ key, placeholders: placeholders(texts.zh) }).toEqual({ key, placeholders: placeholders(texts.en) });
    }
  });

  it('refuses a key that two tables define', () => {
    const first = messageTable({ unitMissing: { zh: '甲', en: 'a' } });
    const second = messageTable({ unitMissing: { zh: '乙', en: 'b' } });
    expect(() => gatherMessages(first, second)).toThrow('The message unitMissing is defined twice');
  });

  it('fills the placeholders in the language asked for and leaves unknown ones as written', () => {
    expect(translate('unitUnknown', 'zh', { code: 'kg' })).toBe('单位 kg 不存在');
    expect(translate('unitUnknown', 'en')).toBe('There is no unit {code}');
  });
});
