/**
 * Monte Carlo uncertainty of a total (DOMAIN.md): each line varies log-normally around its emission
 * (the median, as in ecoinvent) with its geometric standard deviation, independently of the others;
 * a fixed seed makes the figures reproducible. xoroshiro128+ from pure-rand draws the numbers and
 * Marsaglia's polar method turns them into standard normal variates. Lines without spread (GSD 1)
 * add their emission to every iteration as it is. Returns the mean, the standard deviation and the
 * 2.5 % and 97.5 % percentiles of the iteration totals.
 */
import prand from 'pure-rand';
import type { UncertaintyResult } from './types';

export interface VaryingLine {
  emission: number;
  gsd: number;
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

export function startMonteCarlo(lines: readonly VaryingLine[], options: { iterations: number; seed: number }): MonteCarloRun {
  let fixed = 0;
  const varying = lines.filter((line) => {
    const spread = line.gsd > 1 && line.emission !== 0;
    if (!spread) fixed += line.emission;
    return spread;
  });
  const emissions = Float64Array.from(varying, (line) => line.emission);
  const sigmas = Float64Array.from(varying, (line) => Math.log(line.gsd));
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
  let sum = 0;
  let done = 0;
  return {
    iterations: options.iterations,
    get done() {
      return done;
    },
    advance(count: number): number {
      const end = Math.min(options.iterations, done + Math.max(0, Math.floor(count)));
      for (; done < end; done += 1) {
        let total = fixed;
        for (let j = 0; j < emissions.length; j += 1) total += emissions[j] * Math.exp(sigmas[j] * normal());
        totals[done] = total;
        sum += total;
      }
      return done;
    },
    result(): UncertaintyResult {
      if (done < options.iterations) throw new Error(`Monte Carlo: ${done} of ${options.iterations} iterations drawn`);
      const mean = sum / options.iterations;
      let squares = 0;
      for (let i = 0; i < totals.length; i += 1) squares += (totals[i] - mean) ** 2;
      const sorted = Float64Array.from(totals).sort();
      return {
        iterations: options.iterations,
        seed: options.seed,
        mean,
        sd: options.iterations > 1 ? Math.sqrt(squares / (options.iterations - 1)) : 0,
        p2_5: percentile(sorted, 0.025),
        p97_5: percentile(sorted, 0.975),
      };
    },
  };
}

export function monteCarlo(lines: readonly VaryingLine[], options: { iterations: number; seed: number }): UncertaintyResult {
  const run = startMonteCarlo(lines, options);
  run.advance(options.iterations);
  return run.result();
}
