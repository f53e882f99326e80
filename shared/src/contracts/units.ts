/**
 * Units of measure (/businessAccounting/unit) and their conversion (DOMAIN.md, "Units the engine
 * must convert"). A unit belongs to one dimension and has a factor to that dimension's base unit:
 * q in unit u is q × factor(u) base units. A conversion between two dimensions is refused with a
 * message naming both units.
 *
 * The list is the generic object API on the read model `pcf_unit` (writes through it are refused);
 * changes carry rules and go through the calls below. Other tables refer to a unit by
 * `units.id` (a foreign key); a referenced unit cannot be deleted.
 */

/** The dimensions of DOMAIN.md; the engine converts only within one. */
export const UNIT_DIMENSIONS = ['mass', 'energy', 'volume', 'area', 'transport', 'count', 'power'] as const;
export type UnitDimension = (typeof UNIT_DIMENSIONS)[number];

/** The object name of the unit list in the generic object API. */
export const UNIT_OBJECT = 'pcf_unit';
/** The dictionary of the dimension field (labels in both languages). */
export const UNIT_DIMENSION_DICT = 'pcf_unit_dimension';

/** A symbol: 1 to 20 characters, no white space (kg, t·km, m², kWp ...); case matters (MWh is not mWh). */
export const UNIT_CODE_MAX = 20;
export const UNIT_CODE_PATTERN = /^\S{1,20}$/;
export const UNIT_NAME_MAX = 50;
/** A factor to the base unit is greater than 0 and within these bounds. */
export const UNIT_FACTOR_MIN = 1e-12;
export const UNIT_FACTOR_MAX = 1e12;
/** The largest quantity (absolute) POST /rest/unit/convert takes. */
export const UNIT_QUANTITY_MAX = 1e15;

/** A row of pcf_unit as the object API returns it. */
export interface UnitRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  dimension: UnitDimension;
  /** Factor to the dimension's base unit (1 for the base unit). */
  factor: number;
  is_base: boolean;
  /** A reference unit of the method (DOMAIN.md): only its names may change, and it is never deleted. */
  seeded: boolean;
}

/** POST /rest/unit/create (business:unit:add). */
export interface CreateUnitRequest {
  code: string;
  nameZh: string;
  nameEn: string;
  dimension: UnitDimension;
  factor: number;
  /** Only for a dimension that has no base unit yet; the base unit's factor is 1. Left out: false (kept on edit). */
  isBase?: boolean;
}

/** POST /rest/unit/update (business:unit:edit). A reference unit takes only new names. */
export interface UpdateUnitRequest extends CreateUnitRequest {
  id: number;
}

export interface SaveUnitReply {
  id: number;
}

/** POST /rest/unit/delete (business:unit:remove): refused for a reference unit, a base unit with others in its dimension, or a unit in use. */
export interface DeleteUnitRequest {
  id: number;
}

/** POST /rest/unit/convert (any signed-in user): units by code. */
export interface ConvertUnitRequest {
  quantity: number;
  from: string;
  to: string;
}

export interface ConvertUnitReply {
  quantity: number;
  from: string;
  to: string;
  dimension: UnitDimension;
  /** quantity expressed in `to`. */
  result: number;
}
