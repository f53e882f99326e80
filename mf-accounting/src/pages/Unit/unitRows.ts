/** Rows of pcf_unit (the object API's ObjRow) as typed units, and how their numbers are shown. */
import { UNIT_DIMENSIONS } from '@pcf/shared';
import type { ObjRow, UnitDimension, UnitRow } from '@pcf/shared';

const isDimension = (value: unknown): value is UnitDimension => (UNIT_DIMENSIONS as readonly unknown[]).includes(value);

/** The unit of a row, or null when the row is not one (a field hidden by access rules ...). */
export function unitOf(row: ObjRow): UnitRow | null {
  const { id, code, name_zh, name_en, dimension, factor } = row;
  if (typeof id !== 'number' || typeof code !== 'string' || !isDimension(dimension)) return null;
  return {
    id,
    code,
    name_zh: typeof name_zh === 'string' ? name_zh : '',
    name_en: typeof name_en === 'string' ? name_en : '',
    dimension,
    factor: typeof factor === 'number' ? factor : Number(factor),
    is_base: row.is_base === true,
    seeded: row.seeded === true,
  };
}

/** The base unit of a dimension among the units, if any. */
export function baseUnitOf(units: readonly UnitRow[], dimension: UnitDimension | undefined): UnitRow | undefined {
  return dimension === undefined ? undefined : units.find((unit) => unit.dimension === dimension && unit.is_base);
}

/** A factor or a converted quantity: up to 12 significant digits, never in exponent form (0.0036, 277.777777778). */
export function formatQuantity(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 12 }).format(value);
}
