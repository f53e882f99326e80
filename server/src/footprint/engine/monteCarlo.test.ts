import { monteCarlo, percentile, startMonteCarlo } from './monteCarlo';

describe('Monte Carlo uncertainty', () => {
  it('collapses to the total when no line varies', () => {
    const result = monteCarlo(
      [
        { emission: 10, gsd: 1 },
        { emission: -2, gsd: 1 },
      ],
      { iterations: 50, seed: 7 },
    );
    expect(result).toEqual({ iterations: 50, seed: 7, mean: 8, sd: 0, p2_5: 8, p97_5: 8 });
  });

  it('draws a log-normal around the emission: median at it, mean at e·exp(σ²/2), 95 % within e/GSD² … e·GSD²', () => {
    const emission = 100;
    const gsd = 1.5;
    const sigma = Math.log(gsd);
    const result = monteCarlo([{ emission, gsd }], { iterations: 40_000, seed: 42 });
    expect(result.mean).toBeCloseTo(emission * Math.exp((sigma * sigma) / 2), 0);
    expect(result.p2_5).toBeGreaterThan((emission / gsd ** 2) * 0.97);
    expect(result.p2_5).toBeLessThan((emission / gsd ** 2) * 1.03);
    expect(result.p97_5).toBeGreaterThan(emission * gsd ** 1.96 * 0.97);
    expect(result.p97_5).toBeLessThan(emission * gsd ** 1.96 * 1.03);
    const expectedSd = emission * Math.sqrt((Math.exp(sigma * sigma) - 1) * Math.exp(sigma * sigma));
    expect(Math.abs(result.sd - expectedSd) / expectedSd).toBeLessThan(0.03);
  });

  it('gives the same figures for the same seed and others for another', () => {
    const lines = [
      { emission: 3, gsd: 1.2 },
      { emission: 5, gsd: 2 },
    ];
    const run = (seed: number) => monteCarlo(lines, { iterations: 1000, seed });
    expect(run(1)).toEqual(run(1));
    expect(run(1).mean).not.toBe(run(2).mean);
  });

  it('drawn in slices gives the figures of one uninterrupted run, and answers only once every iteration is drawn', () => {
    const lines = [
      { emission: 3, gsd: 1.2 },
      { emission: 5, gsd: 2 },
      { emission: -1, gsd: 1.5 },
      { emission: 2, gsd: 1 },
    ];
    const whole = monteCarlo(lines, { iterations: 1001, seed: 9 });
    const run = startMonteCarlo(lines, { iterations: 1001, seed: 9 });
    expect(run.advance(300)).toBe(300);
    expect(() => run.result()).toThrow('300 of 1001');
    expect(run.advance(1)).toBe(301);
    expect(run.advance(5000)).toBe(1001);
    expect(run.done).toBe(1001);
    expect(run.result()).toEqual(whole);
  });
});

describe('percentile', () => {
  it('interpolates between neighbours of sorted values', () => {
    const values = Float64Array.from([1, 2, 3, 4, 5]);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(5);
    expect(percentile(values, 0.5)).toBe(3);
    expect(percentile(values, 0.125)).toBe(1.5);
    expect(percentile(new Float64Array(0), 0.5)).toBeNaN();
  });
});
