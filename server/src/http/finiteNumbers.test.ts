import { nonFiniteNumberAt } from './finiteNumbers';

describe('the non-finite number search', () => {
  it('names where the first Infinity or NaN is', () => {
    expect(nonFiniteNumberAt(Infinity)).toBe('/');
    expect(nonFiniteNumberAt({ id: 1, lines: [{ quantity: 2 }, { quantity: -Infinity }] })).toBe('/lines/1/quantity');
    expect(nonFiniteNumberAt({ a: NaN })).toBe('/a');
  });

  it('finds none in finite numbers, texts or a file buffer', () => {
    expect(nonFiniteNumberAt({ a: 1e308, b: -2147483648, c: 'Infinity', d: [0.5], e: null })).toBeNull();
    expect(nonFiniteNumberAt(Buffer.from([1]))).toBeNull();
  });
});
