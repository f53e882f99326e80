/**
 * How footprint results show numbers (SPEC §5), on every screen that shows them. Emissions span
 * from grams to tonnes per line, so plain 2-decimal rounding would turn small lines into 0: below
 * 0.01 and from 1e9 on they show in scientific notation with 2 decimals, the rest rounded to 2
 * decimals. A share of 0–1 shows as a percentage rounded to 2 decimals.
 */
import { SCIENTIFIC_THRESHOLD } from '../contracts';
import { round2, toScientific } from './number';

export const NO_VALUE = '—';

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const size = Math.abs(value);
  if (value !== 0 && (size < 0.01 || size >= SCIENTIFIC_THRESHOLD)) return String(toScientific(value));
  return String(round2(value));
}

export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return NO_VALUE;
  return `${round2(share * 100)}%`;
}
