import { layoutVariantOf, searchWithVariant } from './layoutVariant';

describe('layout variant', () => {
  it('is bare only when the page query says layout=bare', () => {
    expect(layoutVariantOf('?layout=bare')).toBe('bare');
    expect(layoutVariantOf('')).toBe('standard');
    expect(layoutVariantOf('?layout=other')).toBe('standard');
  });

  it('writes the choice into the query and keeps other parameters', () => {
    expect(searchWithVariant('?x=1', 'bare')).toBe('?x=1&layout=bare');
    expect(searchWithVariant('?x=1&layout=bare', 'standard')).toBe('?x=1');
    expect(searchWithVariant('?layout=bare', 'standard')).toBe('');
  });
});
