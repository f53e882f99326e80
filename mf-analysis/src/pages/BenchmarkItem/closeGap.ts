/**
 * What would close a gap to a reference: for each of the largest lines, how much of its part of the
 * per kWp would have to go if it alone changed, and the one share by which all of them would have to
 * drop together. The figures are kg CO₂e/kWp; the lines' parts add up to at most the per kWp.
 */
import type { BenchmarkContributor } from '@pcf/shared';

export interface LineToClose {
  contributor: BenchmarkContributor;
  /** The line's part of the per kWp. */
  perKwp: number;
  /** % of the line's part that must go if only this line changes; null when even all of it would not do. */
  aloneDropPercent: number | null;
}

export interface GapPlan {
  lines: LineToClose[];
  /** % every listed line would have to drop by together; null when all of them together would not do. */
  togetherDropPercent: number | null;
}

export function closeGap(gap: number, contributors: readonly BenchmarkContributor[]): GapPlan {
  const lines = contributors
    .filter((c): c is BenchmarkContributor & { perKwp: number } => c.perKwp !== null && c.perKwp > 0)
    .map((c) => ({ contributor: c, perKwp: c.perKwp, aloneDropPercent: gap <= c.perKwp ? (gap / c.perKwp) * 100 : null }));
  const together = lines.reduce((sum, line) => sum + line.perKwp, 0);
  return { lines, togetherDropPercent: together > 0 && gap <= together ? (gap / together) * 100 : null };
}
