/** How the data entry screens show numbers and names. */
import { formatStored } from '@pcf/shared';
import type { UnitRow } from '@pcf/shared';

/**
 * A factor's value or a quantity with every digit it has (`formatStored`): the user recognises what
 * was typed, and a line's emission can be redone from the screen. '—' when there is none.
 */
export function formatValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatStored(value);
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
