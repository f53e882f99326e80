import { nulCharacterAt } from './nulCharacters';

describe('the NUL character search', () => {
  it('names where the first NUL is, in strings, keys and nested values', () => {
    expect(nulCharacterAt('a\u0000b')).toBe('/');
    expect(nulCharacterAt({ note: 'x', list: [{ name: 'ok' }, { name: 'n\u0000' }] })).toBe('/list/1/name');
    expect(nulCharacterAt({ 'k\u0000': 1 })).toBe('/k\u0000');
    expect(nulCharacterAt({ 'a/b': '\u0000' })).toBe('/a~1b');
  });

  it('finds one however deeply it is nested (an open object of a PACT document)', () => {
    let nested: unknown = { text: 'a\u0000b' };
    for (let level = 0; level < 200; level += 1) nested = { data: [nested] };
    expect(nulCharacterAt(nested)).toBe(`${'/data/0'.repeat(200)}/text`);
  });

  it('finds none in clean input, numbers, null or a file buffer', () => {
    expect(nulCharacterAt({ a: 'text', b: 1, c: null, d: [true] })).toBeNull();
    expect(nulCharacterAt(undefined)).toBeNull();
    expect(nulCharacterAt(Buffer.from([0, 0]))).toBeNull();
  });
});
