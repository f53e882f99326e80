/**
 * How the footprint screens show numbers (SPEC §5). Emissions span from grams to tonnes per line,
 * so plain 2-decimal rounding would turn small lines into 0: below 0.01 and from 1e9 on they show
 * in scientific notation with 2 decimals, the rest rounded to 2 decimals.
 */
import { NO_VALUE, round2 } from '@pcf/shared';
import type { StudySettings } from '@pcf/shared';

// one display of result numbers for every remote (shared/src/format/result.ts)
export { NO_VALUE, formatNumber, formatShare } from '@pcf/shared';

/** A value already in % (the primary-data share, cut-off limits). */
export function formatPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return NO_VALUE;
  return `${round2(percent)}%`;
}

/** kg CO₂e per one of a unit. */
export const perUnitLabel = (unitCode: string): string => `kg CO₂e/${unitCode}`;

/** The product's share of shared production the settings give, or null (no allocation, or amounts missing). */
export function allocationShareOf(
  settings: Pick<StudySettings, 'allocationMethod' | 'allocationProduct' | 'allocationTotal'>,
): number | null {
  const { allocationMethod, allocationProduct, allocationTotal } = settings;
  if (allocationMethod === 'none' || allocationProduct === null || allocationTotal === null) return null;
  if (!(allocationProduct > 0) || !(allocationTotal > 0)) return null;
  return allocationProduct / allocationTotal;
}

/** An ISO time in the viewer's time zone, YYYY-MM-DD HH:mm. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return NO_VALUE;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
