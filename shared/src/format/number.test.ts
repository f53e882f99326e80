import { round2, toScientific } from './number';

describe('toScientific', () => {
  it('writes numbers with two decimals in scientific notation', () => {
    expect(toScientific(12345)).toBe('1.23e+4');
    expect(toScientific(1e9)).toBe('1.00e+9');
    expect(toScientific(0.000123456)).toBe('1.23e-4');
  });
  it('keeps the sign of negative numbers', () => {
    expect(toScientific(-98765)).toBe('-9.88e+4');
  });
  it('writes zero as 0.00e+0', () => {
    expect(toScientific(0)).toBe('0.00e+0');
  });
  it('reads numeric strings', () => {
    expect(toScientific('12345')).toBe('1.23e+4');
    expect(toScientific(' -0.5 ')).toBe('-5.00e-1');
    expect(toScientific('2.5E3')).toBe('2.50e+3');
  });
  it('returns what is not a finite number unchanged', () => {
    expect(toScientific(Number.NaN)).toBeNaN();
    expect(toScientific(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(toScientific('')).toBe('');
    expect(toScientific('abc')).toBe('abc');
    expect(toScientific('12%')).toBe('12%');
    expect(toScientific(null)).toBeNull();
    expect(toScientific(undefined)).toBeUndefined();
  });
});

describe('round2', () => {
  it('rounds numbers to two decimals', () => {
    expect(round2(12.345)).toBe(12.35);
    expect(round2(12.344)).toBe(12.34);
    expect(round2(7)).toBe(7);
    expect(round2(1.5)).toBe(1.5);
  });
  it('rounds halves up on the decimal digits, free of float drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(8.575)).toBe(8.58);
  });
  it('rounds negative halves away from zero', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(-12.344)).toBe(-12.34);
  });
  it('gives 0 for zero and for values that round to zero', () => {
    expect(round2(0)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('rounds values far below one', () => {
    expect(round2(1e-7)).toBe(0);
    expect(round2(0.0049)).toBe(0);
    expect(round2(0.005)).toBe(0.01);
  });
  it('leaves values of 1e9 or more unchanged', () => {
    expect(round2(1e9)).toBe(1e9);
    expect(round2(1234567890.6789)).toBe(1234567890.6789);
    expect(round2(999999999.999)).toBe(1000000000);
    expect(round2('1234567890.6789')).toBe('1234567890.6789');
  });
  it('rounds large negative values, which are below the threshold', () => {
    expect(round2(-1234567890.6789)).toBe(-1234567890.68);
  });
  it('rounds numeric strings and returns strings', () => {
    expect(round2('12.345')).toBe('12.35');
    expect(round2('-0.125')).toBe('-0.13');
    expect(round2('3')).toBe('3');
  });
  it('keeps a percent sign', () => {
    expect(round2('12.345%')).toBe('12.35%');
    expect(round2('-5.555%')).toBe('-5.56%');
    expect(round2('1234567890.123%')).toBe('1234567890.123%');
  });
  it('returns what is not a finite number unchanged', () => {
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
    expect(round2('')).toBe('');
    expect(round2('%')).toBe('%');
    expect(round2('n/a')).toBe('n/a');
    expect(round2(null)).toBeNull();
    expect(round2(undefined)).toBeUndefined();
  });
});
