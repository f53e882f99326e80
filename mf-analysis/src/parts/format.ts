/** How the benchmarking screens show numbers: per kWp, gaps and shares at 2 decimals (SPEC §5). */
import { round2 } from '@pcf/shared';

export const NO_VALUE = '—';

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return String(round2(value));
}

/** A gap: signed, so a result below the reference reads as −30. */
export function formatGap(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return value > 0 ? `+${round2(value)}` : String(round2(value));
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return `${round2(value)}%`;
}

/** A reference's figure: its value, or its range. */
export function referenceFigure(reference: { value: number | null; low: number | null; high: number | null }): string {
  if (reference.value !== null) return formatNumber(reference.value);
  return `${formatNumber(reference.low)}–${formatNumber(reference.high)}`;
}

/** An ISO time as YYYY-MM-DD in the viewer's time zone. */
export function formatDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

export const PER_KWP = 'kg CO₂e/kWp';
