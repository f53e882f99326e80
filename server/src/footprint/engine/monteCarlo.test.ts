import fc from 'fast-check';
import { monteCarlo, percentile, startMonteCarlo, UNCERTAINTY_METHOD, type VaryingLine } from './monteCarlo';

/** A line whose spread is all its own quantity's (no shared source). */
const own = (id: string, emission: number, gsd: number): VaryingLine => ({ id, emission, sourceKey: null, sourceGsd: 1, activityGsd: gsd });
/** A line whose spread is all its factor's. */
const onFactor = (id: string, emission: number, factor: string, gsd: number): VaryingLine => ({
  id,
  emission,
  sourceKey: factor,
  sourceGsd: gsd,
  activityGsd: 1,
});
/** The standard deviation of a log-normal of median `median` and geometric standard deviation `gsd`. */
const lognormalSd = (median: number, gsd: number) => {
  const variance = Math.log(gsd) ** 2;
  return Math.abs(median) * Math.sqrt((Math.exp(variance) - 1) * Math.exp(variance));
};
const relative = (spread: { sd: number; mean: number }) => spread.sd / spread.mean;

describe('Monte Carlo uncertainty', () => {
  it('collapses to the total when no line varies, and names its method', () => {
    const result = monteCarlo([own('a', 10, 1), onFactor('b', -2, 'f1', 1)], { iterations: 50, seed: 7 });
    expect(result).toEqual({ method: UNCERTAINTY_METHOD, iterations: 50, seed: 7, mean: 8, sd: 0, p2_5: 8, p97_5: 8, contributions: [] });
  });

  it('draws a log-normal around the emission: median at it, mean at e·exp(σ²/2), 95 % within e/GSD² … e·GSD²', () => {
    const emission = 100;
    const gsd = 1.5;
    const sigma = Math.log(gsd);
    const result = monteCarlo([own('a', emission, gsd)], { iterations: 40_000, seed: 42 });
    expect(result.mean).toBeCloseTo(emission * Math.exp((sigma * sigma) / 2), 0);
    expect(result.p2_5).toBeGreaterThan((emission / gsd ** 2) * 0.97);
    expect(result.p2_5).toBeLessThan((emission / gsd ** 2) * 1.03);
    expect(result.p97_5).toBeGreaterThan(emission * gsd ** 1.96 * 0.97);
    expect(result.p97_5).toBeLessThan(emission * gsd ** 1.96 * 1.03);
    expect(Math.abs(result.sd - lognormalSd(emission, gsd)) / lognormalSd(emission, gsd)).toBeLessThan(0.03);
  });

  it('combines a line’s factor spread and its own: σ² add up', () => {
    const both: VaryingLine = { id: 'a', emission: 10, sourceKey: 'f', sourceGsd: 1.3, activityGsd: 1.2 };
    const combined = Math.exp(Math.hypot(Math.log(1.3), Math.log(1.2)));
    const result = monteCarlo([both], { iterations: 40_000, seed: 3 });
    expect(Math.abs(result.sd - lognormalSd(10, combined)) / lognormalSd(10, combined)).toBeLessThan(0.03);
  });

  it('gives the same figures for the same seed and others for another', () => {
    const lines = [own('a', 3, 1.2), onFactor('b', 5, 'f1', 2)];
    const run = (seed: number) => monteCarlo(lines, { iterations: 1000, seed });
    expect(run(1)).toEqual(run(1));
    expect(run(1).mean).not.toBe(run(2).mean);
  });

  it('drawn in slices gives the figures of one uninterrupted run, and answers only once every iteration is drawn', () => {
    const lines = [own('a', 3, 1.2), onFactor('b', 5, 'f1', 2), onFactor('c', -1, 'f1', 1.5), own('d', 2, 1)];
    const whole = monteCarlo(lines, { iterations: 1001, seed: 9 });
    const run = startMonteCarlo(lines, { iterations: 1001, seed: 9 });
    expect(run.advance(300)).toBe(300);
    expect(() => run.result()).toThrow('300 of 1001');
    expect(run.advance(1)).toBe(301);
    expect(run.advance(5000)).toBe(1001);
    expect(run.done).toBe(1001);
    expect(run.result()).toEqual(whole);
  });

  it('puts the variance where it comes from: a line without spread contributes nothing, the widest the most', () => {
    const result = monteCarlo([own('fixed', 50, 1), onFactor('wide', 10, 'f1', 2), onFactor('narrow', 10, 'f2', 1.1)], {
      iterations: 5000,
      seed: 11,
    });
    const share = new Map(result.contributions.map((c) => [c.lineId, c.share]));
    expect(share.has('fixed')).toBe(false);
    expect(share.get('wide')).toBeGreaterThan(0.9);
    expect(share.get('narrow')).toBeGreaterThan(0);
  });
});

// ---- properties ----

const emissionArbitrary = fc.double({ min: 0.01, max: 1000, noNaN: true });
const gsdArbitrary = fc.double({ min: 1.05, max: 2.5, noNaN: true });

describe('properties of the Monte Carlo run', () => {
  it('N lines on one factor with no activity spread have the relative spread of the factor alone', () => {
    fc.assert(
      fc.property(fc.array(emissionArbitrary, { minLength: 1, maxLength: 20 }), gsdArbitrary, fc.integer(), (emissions, gsd, seed) => {
        const options = { iterations: 500, seed };
        const many = monteCarlo(
          emissions.map((emission, i) => onFactor(`l${i}`, emission, 'grid', gsd)),
          options,
        );
        const total = emissions.reduce((a, b) => a + b, 0);
        const alone = monteCarlo([onFactor('alone', total, 'grid', gsd)], options);
        return Math.abs(relative(many) - relative(alone)) <= 1e-9 * relative(alone);
      }),
      { numRuns: 50 },
    );
  });

  it('lines on independent factors combine as the root of their summed variances', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(emissionArbitrary, fc.double({ min: 1.05, max: 1.6, noNaN: true })), { minLength: 1, maxLength: 8 }),
        fc.integer(),
        (lines, seed) => {
          const result = monteCarlo(
            lines.map(([emission, gsd], i) => onFactor(`l${i}`, emission, `f${i}`, gsd)),
            { iterations: 20_000, seed },
          );
          const expected = Math.sqrt(lines.reduce((sum, [emission, gsd]) => sum + lognormalSd(emission, gsd) ** 2, 0));
          return Math.abs(result.sd - expected) <= 0.06 * expected;
        },
      ),
      { numRuns: 15 },
    );
  });

  it('the variance contributions add up to 1, shared factors and credits included', () => {
    const lineArbitrary = fc.record({
      // kg CO2e as inventories have them (no subnormal numbers, whose squares vanish)
      emission: fc.oneof(
        fc.constant(0),
        fc.double({ min: -100, max: -1e-6, noNaN: true }),
        fc.double({ min: 1e-6, max: 1000, noNaN: true }),
      ),
      factor: fc.constantFrom('f1', 'f2', 'f3', null),
      // exactly 1 (no spread) or a visible one: a GSD of 1 + 1e-12 would leave only rounding noise to share out
      sourceGsd: fc.oneof(fc.constant(1), fc.double({ min: 1.01, max: 2.5, noNaN: true })),
      activityGsd: fc.oneof(fc.constant(1), fc.double({ min: 1.01, max: 2, noNaN: true })),
    });
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 25 }), fc.integer(), (lines, seed) => {
        const result = monteCarlo(
          lines.map((line, i) => ({
            id: `l${i}`,
            emission: line.emission,
            sourceKey: line.factor,
            sourceGsd: line.sourceGsd,
            activityGsd: line.activityGsd,
          })),
          { iterations: 300, seed },
        );
        if (result.sd === 0) return result.contributions.length === 0;
        const sum = result.contributions.reduce((total, c) => total + c.share, 0);
        return Math.abs(sum - 1) <= 1e-9;
      }),
      { numRuns: 100 },
    );
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
