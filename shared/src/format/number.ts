/**
 * Number display of SPEC §5. Values that are not numbers (NaN, Infinity, empty or non-numeric
 * strings, null, undefined) are returned unchanged, so a cell shows what the server sent.
 */
import { SCIENTIFIC_THRESHOLD } from '../contracts';

export type DisplayValue = number | string | null | undefined;

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function numericOf(value: DisplayValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Scientific notation with 2 decimals: 12345 -> '1.23e+4', -0.000123 -> '-1.23e-4', 0 -> '0.00e+0'. */
export function toScientific<T extends DisplayValue>(value: T): string | T {
  const numeric = numericOf(value);
  return numeric === null ? value : numeric.toExponential(2);
}

/** value × 10^places done on the decimal text, so 1.005 stays 1.005 and not 1.00499... */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Half away from zero on the decimal digits (1.005 -> 1.01, -1.005 -> -1.01), free of binary float drift. */
function roundHalfAwayFromZero2(value: number): number {
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(value), 2)), -2);
  const result = value < 0 ? -rounded : rounded;
  // -0.001 rounds to -0, which would display as '0' anyway; keep it a plain 0
  return result === 0 ? 0 : result;
}

/**
 * Plain rounding to 2 decimals. Numbers give numbers (12.345 -> 12.35), numeric strings give
 * strings ('12.345' -> '12.35'), a trailing percent sign is kept ('12.345%' -> '12.35%').
 * Values of 1e9 or more are returned unchanged (SPEC §5 threshold).
 */
export function round2<T extends DisplayValue>(value: T): number | string | T {
  if (typeof value === 'number') {
    const numeric = numericOf(value);
    if (numeric === null || numeric >= SCIENTIFIC_THRESHOLD) return value;
    return roundHalfAwayFromZero2(numeric);
  }
  if (typeof value !== 'string') return value;
  const percent = value.trimEnd().endsWith('%');
  const numeric = numericOf(percent ? value.trimEnd().slice(0, -1) : value);
  if (numeric === null || numeric >= SCIENTIFIC_THRESHOLD) return value;
  return `${roundHalfAwayFromZero2(numeric)}${percent ? '%' : ''}`;
}
