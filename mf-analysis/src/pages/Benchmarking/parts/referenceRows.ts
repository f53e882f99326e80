/** Rows of pcf_benchmark_reference (the object API's ObjRow) as typed references. */
import { BENCHMARK_KINDS, BENCHMARK_UNITS } from '@pcf/shared';
import type { BenchmarkKind, BenchmarkReferenceRow, BenchmarkUnit, ObjRow } from '@pcf/shared';

const isKind = (value: unknown): value is BenchmarkKind => (BENCHMARK_KINDS as readonly unknown[]).includes(value);
const isUnit = (value: unknown): value is BenchmarkUnit => (BENCHMARK_UNITS as readonly unknown[]).includes(value);
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The reference of a row, or null when the row is not one (a field hidden by access rules ...). */
export function referenceOf(row: ObjRow): BenchmarkReferenceRow | null {
  const { id, kind, unit } = row;
  if (typeof id !== 'number' || !isKind(kind) || !isUnit(unit)) return null;
  return {
    id,
    name_zh: typeof row.name_zh === 'string' ? row.name_zh : '',
    name_en: typeof row.name_en === 'string' ? row.name_en : '',
    kind,
    unit,
    value: numberOrNull(row.value),
    low: numberOrNull(row.low),
    high: numberOrNull(row.high),
    technology: textOrNull(row.technology),
    region: textOrNull(row.region),
    year: numberOrNull(row.year),
    source: typeof row.source === 'string' ? row.source : '',
    source_url: textOrNull(row.source_url),
    seeded: row.seeded === true,
  };
}
