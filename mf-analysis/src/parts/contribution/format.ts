/**
 * How the analysis shows numbers (SPEC §5): emissions and shares at 2 decimals, a very small or very
 * large emission in scientific notation with 2 decimals (so a small line does not read as 0).
 */
import { SCIENTIFIC_THRESHOLD, round2, toScientific } from '@pcf/shared';

export const NO_VALUE = '—';
export const CO2E = 'kg CO₂e';

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const size = Math.abs(value);
  if (value !== 0 && (size < 0.01 || size >= SCIENTIFIC_THRESHOLD)) return String(toScientific(value));
  return String(round2(value));
}

/** A share of 0–1 as a percentage rounded to 2 decimals. */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return NO_VALUE;
  return `${round2(share * 100)}%`;
}

/** For echarts' HTML tooltips: names can come from imported files. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An ISO time in the viewer's time zone, YYYY-MM-DD HH:mm. */
export function formatTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
