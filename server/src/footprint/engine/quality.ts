/**
 * Data quality of a line and the uncertainty it implies. PEF's DQR is the mean of four scores
 * (DOMAIN.md). A line without its own geometric standard deviation gets one from the same scores
 * through the pedigree approach of ecoinvent v3 (Weidema et al. 2013, "Overview and methodology",
 * table 10.5): each score adds a variance of the underlying normal distribution, a basic
 * uncertainty of 0.0006 (energy and material inputs) is added, and GSD = exp(√Σσ²). Scores between
 * two whole numbers take the variance in between. A line with no scores at all is taken as 3 on
 * each (good), and the result says which share of emissions was rated.
 */
import type { DataQuality } from '@pcf/shared/contracts';

/** σ² contributed by a score of 1 … 5 of each indicator (PEF name → ecoinvent indicator). */
const PEDIGREE_VARIANCE: Readonly<Record<keyof DataQuality, readonly number[]>> = {
  // technological representativeness → further technological correlation
  ter: [0, 0.0006, 0.008, 0.04, 0.12],
  // geographical representativeness → geographical correlation
  ger: [0, 0.000025, 0.0001, 0.0006, 0.002],
  // time representativeness → temporal correlation
  tir: [0, 0.0002, 0.002, 0.008, 0.04],
  // precision → reliability
  p: [0, 0.0006, 0.002, 0.008, 0.04],
};
export const BASIC_VARIANCE = 0.0006;
export const DEFAULT_QUALITY: DataQuality = { ter: 3, ger: 3, tir: 3, p: 3 };

function varianceOf(table: readonly number[], score: number): number {
  const clamped = Math.min(5, Math.max(1, score));
  const low = Math.floor(clamped);
  const high = Math.ceil(clamped);
  const at = (s: number) => table[s - 1];
  return low === high ? at(low) : at(low) + (at(high) - at(low)) * (clamped - low);
}

export function dqrOf(quality: DataQuality): number {
  return (quality.ter + quality.ger + quality.tir + quality.p) / 4;
}

/** The geometric standard deviation the pedigree scores imply (≥ 1). */
export function pedigreeGsd(quality: DataQuality): number {
  const variance =
    BASIC_VARIANCE +
    varianceOf(PEDIGREE_VARIANCE.ter, quality.ter) +
    varianceOf(PEDIGREE_VARIANCE.ger, quality.ger) +
    varianceOf(PEDIGREE_VARIANCE.tir, quality.tir) +
    varianceOf(PEDIGREE_VARIANCE.p, quality.p);
  return Math.exp(Math.sqrt(variance));
}
