import { BASIC_VARIANCE, DEFAULT_QUALITY, dqrOf, pedigreeGsd } from './quality';

describe('data quality and pedigree uncertainty', () => {
  it('takes the DQR as the mean of the four PEF scores', () => {
    expect(dqrOf({ ter: 1, ger: 2, tir: 3, p: 4 })).toBe(2.5);
  });

  it('gives the best scores only the basic uncertainty, and the worst the sum of every indicator’s variance', () => {
    expect(pedigreeGsd({ ter: 1, ger: 1, tir: 1, p: 1 })).toBeCloseTo(Math.exp(Math.sqrt(BASIC_VARIANCE)), 12);
    expect(pedigreeGsd({ ter: 5, ger: 5, tir: 5, p: 5 })).toBeCloseTo(Math.exp(Math.sqrt(BASIC_VARIANCE + 0.12 + 0.002 + 0.04 + 0.04)), 12);
  });

  it('grows with every worse score, half-way between two whole scores for a half score', () => {
    const gsd = (score: number) => pedigreeGsd({ ...DEFAULT_QUALITY, ter: score });
    expect(gsd(1)).toBeLessThan(gsd(2));
    expect(gsd(2)).toBeLessThan(gsd(3));
    const variance = (g: number) => Math.log(g) ** 2;
    expect(variance(gsd(2.5))).toBeCloseTo((variance(gsd(2)) + variance(gsd(3))) / 2, 12);
  });
});
