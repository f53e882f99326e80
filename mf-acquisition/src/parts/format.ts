/**
 * How the data entry screens show numbers and names. Factor values span from 1e-6 (a gas per kWh)
 * to thousands, so SPEC §5's plain 2-decimal rounding would turn the small ones into 0: below 0.01
 * and from 1e9 on they show in the SPEC's scientific notation instead. Quantities are shown as
 * entered (up to 12 significant digits), since the user must recognise what they typed.
 */
import { SCIENTIFIC_THRESHOLD, round2, toScientific } from '@pcf/shared';
import type { UnitRow } from '@pcf/shared';

export function formatFactorValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  if (value !== 0 && (size < 0.01 || size >= SCIENTIFIC_THRESHOLD)) return String(toScientific(value));
  return String(round2(value));
}

export function formatQuantity(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 12 }).format(value);
}

/** The unit a factor's value is per: kg CO₂e per one of its unit. */
export const perUnit = (unitCode: string): string => `kg CO₂e/${unitCode}`;

export const isChinese = (language: string): boolean => language.startsWith('zh');

/** The name in the reader's language, the other one when it is empty. */
export function nameIn(language: string, nameZh: string, nameEn: string): string {
  return (isChinese(language) ? nameZh || nameEn : nameEn || nameZh) || '';
}

/** "kWh（千瓦时）" / "kWh (kilowatt hour)". */
export function unitLabel(language: string, unit: Pick<UnitRow, 'code' | 'name_zh' | 'name_en'>): string {
  const name = nameIn(language, unit.name_zh, unit.name_en);
  if (!name) return unit.code;
  return isChinese(language) ? `${unit.code}（${name}）` : `${unit.code} (${name})`;
}

/** An ISO time in the reader's time zone, YYYY-MM-DD HH:mm (the text itself when it is not a time). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
