/**
 * Display of stored values: factor values, activity quantities, GWP values, unit conversion values.
 * A verifier must be able to redo a line's arithmetic from the screen, so these show every digit the
 * value has (0.5366 stays 0.5366, never 0.54); SPEC §5's 2-decimal rule (`round2`, `toScientific`)
 * is for results only (emissions, totals, shares).
 *
 * - A number shows its shortest text at 15 significant digits: every decimal of up to 15 digits
 *   survives the trip through a double, while the noise of binary arithmetic (digits 16 and 17) is
 *   dropped, so 0.1 + 0.2 shows 0.3. Trailing zeros are not digits the value has: 0.5 shows 0.5.
 * - A numeric string (PostgreSQL numeric columns arrive as text) keeps all its digits, trailing
 *   zeros included: '0.53660' shows 0.53660.
 * - Both are plain decimals from 1e-6 up to below 1e15 and in exponent form outside that range
 *   (3.773584906e-7, 1.2e+15): below 1e-6 the leading zeros are too many to count by eye, and from
 *   1e15 on a plain number would need more digits than the 15 a double holds.
 * Non-numeric input comes back as its text, so a cell shows what the server sent.
 */

/** Magnitudes (as powers of ten) shown as plain decimals: 1e-6 up to, not including, 1e15. */
const PLAIN_MIN_EXPONENT = -6;
const PLAIN_MAX_EXPONENT = 14;
/** Significant digits kept of a number: the most a double round-trips for every decimal. */
const NUMBER_DIGITS = 15;

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Decimal text written out at the precision it has, plain or in exponent form by its magnitude. */
function formatDecimalText(text: string): string | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = whole + fraction;
  // the decimal point sits after digits[point - 1]
  const point = whole.length + Number(exponent);
  const first = digits.search(/[1-9]/);
  const minus = sign === '-' && first !== -1 ? '-' : '';
  const magnitude = first === -1 ? 0 : point - first - 1;

  if (magnitude < PLAIN_MIN_EXPONENT || magnitude > PLAIN_MAX_EXPONENT) {
    // zeros of the integer part only place the point; written fraction digits are precision and stay
    let end = digits.length;
    if (end <= point) while (end > first + 1 && digits[end - 1] === '0') end -= 1;
    const significant = digits.slice(first, end);
    const mantissa = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant;
    return `${minus}${mantissa}e${magnitude < 0 ? '' : '+'}${magnitude}`;
  }

  const integer = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const decimals = point >= digits.length ? '' : point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.slice(point);
  return `${minus}${integer.replace(/^0+/, '') || '0'}${decimals ? `.${decimals}` : ''}`;
}

/** 0.30000000000000004 -> '0.3', 1e-9 -> '1e-9': 15 significant digits without trailing zeros. */
function numberText(value: number): string {
  return value
    .toPrecision(NUMBER_DIGITS)
    .replace(/(\.\d*?)0+(?=e|$)/, '$1')
    .replace(/\.(?=e|$)/, '');
}

/** A stored value at its stored precision (see the module comment): 0.5366 -> '0.5366'. */
export function formatStored(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    return formatDecimalText(numberText(value)) ?? String(value);
  }
  return formatDecimalText(value) ?? value;
}
