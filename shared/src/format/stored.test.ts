import { formatStored } from './stored';

describe('formatStored', () => {
  it('shows a factor value with every digit it has', () => {
    expect(formatStored(0.5366)).toBe('0.5366');
    expect(formatStored(2575.46441)).toBe('2575.46441');
    expect(formatStored(45.6)).toBe('45.6');
  });
  it('adds no zeros a value does not have', () => {
    expect(formatStored(0.5)).toBe('0.5');
    expect(formatStored(7)).toBe('7');
    expect(formatStored(0)).toBe('0');
    expect(formatStored(-0)).toBe('0');
  });
  it('drops the noise of binary float arithmetic', () => {
    expect(formatStored(0.1 + 0.2)).toBe('0.3');
    expect(formatStored(0.000123 * 28)).toBe('0.003444');
    expect(formatStored(1.1 * 1.1)).toBe('1.21');
  });
  it('keeps up to 15 significant digits of a number', () => {
    expect(formatStored(123456789)).toBe('123456789');
    expect(formatStored(0.123456789012345)).toBe('0.123456789012345');
    expect(formatStored(1 / 3)).toBe('0.333333333333333');
  });
  it('writes magnitudes below 1e-6 in exponent form', () => {
    expect(formatStored(0.0000003773584906)).toBe('3.773584906e-7');
    expect(formatStored(1e-9)).toBe('1e-9');
    expect(formatStored(0.000001)).toBe('0.000001');
    expect(formatStored(0.0000012)).toBe('0.0000012');
  });
  it('writes magnitudes from 1e15 on in exponent form', () => {
    expect(formatStored(999999999999999)).toBe('999999999999999');
    expect(formatStored(1e15)).toBe('1e+15');
    expect(formatStored(Number('1234567890123456789'))).toBe('1.23456789012346e+18');
    expect(formatStored(2.5e21)).toBe('2.5e+21');
  });
  it('keeps the sign of negative values', () => {
    expect(formatStored(-0.5366)).toBe('-0.5366');
    expect(formatStored(-2575.46441)).toBe('-2575.46441');
    expect(formatStored(-1e-9)).toBe('-1e-9');
    expect(formatStored('-0.53660')).toBe('-0.53660');
  });
  it('keeps every digit of a numeric string, trailing zeros included', () => {
    expect(formatStored('0.53660')).toBe('0.53660');
    expect(formatStored('0.5366')).toBe('0.5366');
    expect(formatStored('2575.46441')).toBe('2575.46441');
    expect(formatStored('0.12345678901234567890')).toBe('0.12345678901234567890');
    expect(formatStored('1200')).toBe('1200');
  });
  it('tidies the form of a numeric string without changing its digits', () => {
    expect(formatStored(' +0.5 ')).toBe('0.5');
    expect(formatStored('.25')).toBe('0.25');
    expect(formatStored('5.')).toBe('5');
    expect(formatStored('007.50')).toBe('7.50');
    expect(formatStored('2.5E3')).toBe('2500');
    expect(formatStored('-0.00')).toBe('0.00');
  });
  it('applies the same exponent range to numeric strings', () => {
    expect(formatStored('0.0000003773584906')).toBe('3.773584906e-7');
    expect(formatStored('0.00000037735849060')).toBe('3.7735849060e-7');
    expect(formatStored('1e-9')).toBe('1e-9');
    expect(formatStored('1000000000000000')).toBe('1e+15');
    expect(formatStored('1200000000000000.50')).toBe('1.20000000000000050e+15');
  });
  it('returns what is not a finite number as its text', () => {
    expect(formatStored(Number.NaN)).toBe('NaN');
    expect(formatStored(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatStored('')).toBe('');
    expect(formatStored('.')).toBe('.');
    expect(formatStored('abc')).toBe('abc');
    expect(formatStored('12%')).toBe('12%');
  });
});
