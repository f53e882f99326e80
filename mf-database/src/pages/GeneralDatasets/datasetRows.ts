/** Rows of the object API as typed values, and how the screen shows footprints and names. */
import { SCIENTIFIC_THRESHOLD, formatStored, round2, toScientific } from '@pcf/shared';
import type { ExchangeKind, ObjRow } from '@pcf/shared';

/** kg CO2e (per unit): plain 2 decimals, in scientific notation when that would hide it (below 0.01) or from 1e9 on (SPEC §5). */
export function formatFootprint(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  if (value !== 0 && (size < 0.01 || size >= SCIENTIFIC_THRESHOLD)) return String(toScientific(value));
  return String(round2(value));
}

/** An input's kg CO2e per unit: a factor's stored value with every digit it has, a dataset's footprint as a result. */
export function formatInputFootprint(kind: ExchangeKind, value: number | null | undefined): string {
  return kind === 'factor' && value !== null && value !== undefined ? formatStored(value) : formatFootprint(value);
}

/** "kg CO2e/kWh": the unit a footprint per one unit of `unit` is in. */
export const perUnit = (unit: string): string => `kg CO2e/${unit}`;

export const isChinese = (language: string): boolean => language.startsWith('zh');

/** The name in the reader's language, the other one when it is empty. */
export function nameIn(language: string, nameZh: string, nameEn: string): string {
  return (isChinese(language) ? nameZh || nameEn : nameEn || nameZh) || '';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** "kWh（千瓦时）" / "kWh (kilowatt hour)". */
export function unitLabel(language: string, code: string, nameZh: string, nameEn: string): string {
  const name = nameIn(language, nameZh, nameEn);
  if (!name) return code;
  return isChinese(language) ? `${code}（${name}）` : `${code} (${name})`;
}

/** A factor or general dataset offered as an exchange's input. */
export interface InputOption {
  kind: 'factor' | 'dataset';
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  /** Unit code its footprint is per. */
  unit: string;
  /** kg CO2e per unit (a factor's current value, a dataset's footprint; null when it cannot be computed). */
  footprint: number | null;
  source: string;
  year: number | null;
  /** A factor's current version. */
  version: number | null;
}

/** A row of pcf_emission_factor or pcf_general_dataset as an input, or null when it is not one. */
export function inputOf(kind: InputOption['kind'], row: ObjRow): InputOption | null {
  const id = Number(row.id);
  if (!Number.isInteger(id) || id < 1 || typeof row.code !== 'string') return null;
  return {
    kind,
    id,
    code: row.code,
    nameZh: text(row.name_zh),
    nameEn: text(row.name_en),
    unit: text(row.unit_code),
    footprint: numberOrNull(kind === 'factor' ? row.value : row.footprint),
    source: text(row.source),
    year: numberOrNull(row.year),
    version: kind === 'factor' ? numberOrNull(row.version) : null,
  };
}

export const inputKey = (kind: InputOption['kind'], id: number): string => `${kind}:${id}`;
