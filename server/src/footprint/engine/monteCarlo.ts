/**
 * Monte Carlo uncertainty of a total (DOMAIN.md): each line varies log-normally around its emission
 * (the median, as in ecoinvent). A line's spread has two parts:
 *   its source's (the factor version or supplier footprint): one standard normal draw per source
 *     and iteration, shared by every line that uses that source, so lines on one factor move
 *     together instead of averaging each other out;
 *   its activity's (the line's own quantity): one draw per line and iteration.
 * A line's value in an iteration is e · exp(σ_source · Z_source + σ_activity · Z_line).
 * A fixed seed makes the figures reproducible: xoroshiro128+ from pure-rand draws the numbers and
 * Marsaglia's polar method turns them into standard normal variates. Lines without spread add
 * their emission to every iteration as it is.
 *
 * Besides the mean, standard deviation and 2.5 % / 97.5 % percentiles, each line's contribution to
 * the variance is Cov(line, total) ÷ Var(total) (an Euler allocation: the contributions add up
 * to 1, and a line that moves against the total has a negative one), accumulated online with
 * Welford-style co-moments so nothing per iteration and line is kept.
 */
import prand from 'pure-rand';
import type { UncertaintyResult } from './types';

/** How the runs are drawn, as results name it (contracts: UNCERTAINTY_METHODS). */
export const UNCERTAINTY_METHOD = 'lognormalSharedSources';

export interface VaryingLine {
  id: string;
  /** Its emission (the median of its distribution). */
  emission: number;
  /** Lines of one key share their source's draw; null: no shared source (a gas line). */
  sourceKey: string | null;
  /** Geometric standard deviations (≥ 1; 1: no spread). */
  sourceGsd: number;
  activityGsd: number;
}

const TWO_TO_31 = 2 ** 31;

/** Percentile `p` (0–1) of sorted values, linearly interpolated between neighbours. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/**
 * A Monte Carlo run that can be advanced a slice at a time (a caller reports progress between
 * slices and lets other work in); the draws follow one stream, so any slicing gives the figures
 * of one uninterrupted run.
 */
export interface MonteCarloRun {
  readonly iterations: number;
  /** Iterations drawn so far. */
  readonly done: number;
  /** Draws up to `count` more iterations; answers how many are drawn in all. */
  advance(count: number): number;
  /** The figures, once every iteration is drawn. */
  result(): UncertaintyResult;
}

const sigmaOf = (gsd: number): number => (gsd > 1 ? Math.log(gsd) : 0);

export function startMonteCarlo(lines: readonly VaryingLine[], options: { iterations: number; seed: number }): MonteCarloRun {
  let fixed = 0;
  const varying = lines.filter((line) => {
    const spread = line.emission !== 0 && (sigmaOf(line.sourceGsd) > 0 || sigmaOf(line.activityGsd) > 0);
    if (!spread) fixed += line.emission;
    return spread;
  });
  const sourceIndex = new Map<string, number>();
  const sourceOf = Int32Array.from(varying, (line) => {
    if (line.sourceKey === null || sigmaOf(line.sourceGsd) === 0) return -1;
    let index = sourceIndex.get(line.sourceKey);
    if (index === undefined) {
      index = sourceIndex.size;
      sourceIndex.set(line.sourceKey, index);
    }
    return index;
  });
  const emissions = Float64Array.from(varying, (line) => line.emission);
  const sourceSigmas = Float64Array.from(varying, (line) => sigmaOf(line.sourceGsd));
  // a spread with no shared source to key it varies with the line alone
  const activitySigmas = Float64Array.from(varying, (line, j) =>
    sourceOf[j] < 0 ? Math.hypot(sigmaOf(line.sourceGsd), sigmaOf(line.activityGsd)) : sigmaOf(line.activityGsd),
  );
  const sourceDraws = new Float64Array(sourceIndex.size);
  const values = new Float64Array(varying.length);
  // running means of each line and of the total, and each line's co-moment with the total
  const lineMeans = new Float64Array(varying.length);
  const coMoments = new Float64Array(varying.length);
  let varyingMean = 0;
  let totalMoment = 0;

  const rng = prand.xoroshiro128plus(options.seed);
  let spare = 0;
  let hasSpare = false;
  // a standard normal variate (Marsaglia's polar method yields two per accepted pair)
  const normal = (): number => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    for (;;) {
      const u = rng.unsafeNext() / TWO_TO_31;
      const v = rng.unsafeNext() / TWO_TO_31;
      const s = u * u + v * v;
      if (s > 0 && s < 1) {
        const scale = Math.sqrt((-2 * Math.log(s)) / s);
        spare = v * scale;
        hasSpare = true;
        return u * scale;
      }
    }
  };
  const totals = new Float64Array(options.iterations);
  let done = 0;
  return {
    iterations: options.iterations,
    get done() {
      return done;
    },
    advance(count: number): number {
      const end = Math.min(options.iterations, done + Math.max(0, Math.floor(count)));
      for (; done < end; done += 1) {
        for (let k = 0; k < sourceDraws.length; k += 1) sourceDraws[k] = normal();
        let varyingTotal = 0;
        for (let j = 0; j < emissions.length; j += 1) {
          const shared = sourceOf[j] < 0 ? 0 : sourceSigmas[j] * sourceDraws[sourceOf[j]];
          const own = activitySigmas[j] === 0 ? 0 : activitySigmas[j] * normal();
          values[j] = emissions[j] * Math.exp(shared + own);
          varyingTotal += values[j];
        }
        totals[done] = fixed + varyingTotal;
        // moments of the varying part alone: the fixed part shifts the total, not its (co)variances,
        // and left in it would drown small spreads in rounding
        const n = done + 1;
        const totalDelta = varyingTotal - varyingMean;
        varyingMean += totalDelta / n;
        totalMoment += totalDelta * (varyingTotal - varyingMean);
        for (let j = 0; j < values.length; j += 1) {
          lineMeans[j] += (values[j] - lineMeans[j]) / n;
          coMoments[j] += (values[j] - lineMeans[j]) * totalDelta;
        }
      }
      return done;
    },
    result(): UncertaintyResult {
      if (done < options.iterations) throw new Error(`Monte Carlo: ${done} of ${options.iterations} iterations drawn`);
      const sorted = Float64Array.from(totals).sort();
      return {
        method: UNCERTAINTY_METHOD,
        iterations: options.iterations,
        seed: options.seed,
        mean: fixed + varyingMean,
        sd: options.iterations > 1 ? Math.sqrt(totalMoment / (options.iterations - 1)) : 0,
        p2_5: percentile(sorted, 0.025),
        p97_5: percentile(sorted, 0.975),
        contributions: totalMoment > 0 ? varying.map((line, j) => ({ lineId: line.id, share: coMoments[j] / totalMoment })) : [],
      };
    },
  };
}

export function monteCarlo(lines: readonly VaryingLine[], options: { iterations: number; seed: number }): UncertaintyResult {
  const run = startMonteCarlo(lines, options);
  run.advance(options.iterations);
  return run.result();
}
