import { formatNumber, formatShare } from './result';

describe('result numbers', () => {
  it('round emissions to 2 decimals, and show small and huge ones in scientific notation so none reads as 0', () => {
    expect(formatNumber(96.8649)).toBe('96.86');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(0.004)).toBe('4.00e-3');
    expect(formatNumber(-0.004)).toBe('-4.00e-3');
    expect(formatNumber(2.5e9)).toBe('2.50e+9');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it('show a share of 0–1 as a percentage with 2 decimals', () => {
    expect(formatShare(0.55285)).toBe('55.29%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(undefined)).toBe('—');
  });
});
