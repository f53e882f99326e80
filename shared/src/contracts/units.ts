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
import Type, { type Static } from 'typebox';
import { SIGNED_IN, defineEndpoint } from './endpoint';
import { RowId } from './schemaParts';

/** The dimensions of DOMAIN.md; the engine converts only within one. */
/**
 * distance (vehicle or trip distance: km, mile), passenger_transport (passenger·km), accommodation
 * (room·night) and work_time (FTE·hour) carry the activity units of the open factor library's
 * travel, hotel and homeworking factors, which must never convert into a count.
 */
export const UNIT_DIMENSIONS = [
  'mass',
  'energy',
  'volume',
  'area',
  'transport',
  'count',
  'power',
  'distance',
  'passenger_transport',
  'accommodation',
  'work_time',
] as const;
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

/** The button permissions of /businessAccounting/unit; the list is business:unit:list. */
export const UNIT_PERMISSIONS = {
  list: 'business:unit:list',
  add: 'business:unit:add',
  edit: 'business:unit:edit',
  remove: 'business:unit:remove',
} as const;

const UnitDimensionSchema = Type.Enum([...UNIT_DIMENSIONS]);
// lengths are checked by the service with their own messages; these only bound the request
const unitFields = {
  code: Type.String({ maxLength: 100 }),
  nameZh: Type.String({ maxLength: 200 }),
  nameEn: Type.String({ maxLength: 200 }),
  dimension: UnitDimensionSchema,
  factor: Type.Number(),
  /** Only for a dimension that has no base unit yet; the base unit's factor is 1. Left out: false (kept on edit). */
  isBase: Type.Optional(Type.Boolean()),
};

/** POST /rest/unit/create (business:unit:add). */
export const CreateUnitRequestSchema = Type.Object(unitFields);
export type CreateUnitRequest = Static<typeof CreateUnitRequestSchema>;

/** POST /rest/unit/update (business:unit:edit). A reference unit takes only new names. */
export const UpdateUnitRequestSchema = Type.Object({ id: RowId, ...unitFields });
export type UpdateUnitRequest = Static<typeof UpdateUnitRequestSchema>;

export const SaveUnitReplySchema = Type.Object({ id: Type.Integer() });
export type SaveUnitReply = Static<typeof SaveUnitReplySchema>;

/** POST /rest/unit/delete (business:unit:remove): refused for a reference unit, a base unit with others in its dimension, or a unit in use. */
export const DeleteUnitRequestSchema = Type.Object({ id: RowId });
export type DeleteUnitRequest = Static<typeof DeleteUnitRequestSchema>;

/** POST /rest/unit/convert (any signed-in user): units by code. */
export const ConvertUnitRequestSchema = Type.Object({
  quantity: Type.Number({ minimum: -UNIT_QUANTITY_MAX, maximum: UNIT_QUANTITY_MAX }),
  from: Type.String({ minLength: 1, maxLength: 100 }),
  to: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ConvertUnitRequest = Static<typeof ConvertUnitRequestSchema>;

export const ConvertUnitReplySchema = Type.Object({
  quantity: Type.Number(),
  from: Type.String(),
  to: Type.String(),
  dimension: UnitDimensionSchema,
  /** quantity expressed in `to`. */
  result: Type.Number(),
});
export type ConvertUnitReply = Static<typeof ConvertUnitReplySchema>;

/** GET /rest/unit/dimensions (business:unit:list): each dimension of DOMAIN.md, in its order, with its base unit and how many units it has. */
export const UnitDimensionSummarySchema = Type.Object({
  dimension: UnitDimensionSchema,
  /** The dimension's name in the reader's language. */
  label: Type.String(),
  /** The code of the unit every other unit of the dimension converts through; null while the dimension has none. */
  baseUnit: Type.Union([Type.String(), Type.Null()]),
  unitCount: Type.Integer({ minimum: 0 }),
});
export type UnitDimensionSummary = Static<typeof UnitDimensionSummarySchema>;

const tags = ['units'];

/** /rest/unit/*: the changes of /businessAccounting/unit, each with its button permission, and the conversion for any session. */
export const unitEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    url: '/rest/unit/create',
    permission: UNIT_PERMISSIONS.add,
    tags,
    body: CreateUnitRequestSchema,
    reply: SaveUnitReplySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/rest/unit/update',
    permission: UNIT_PERMISSIONS.edit,
    tags,
    body: UpdateUnitRequestSchema,
    reply: SaveUnitReplySchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/rest/unit/delete',
    permission: UNIT_PERMISSIONS.remove,
    tags,
    body: DeleteUnitRequestSchema,
    reply: 'none',
  }),
  dimensions: defineEndpoint({
    method: 'GET',
    url: '/rest/unit/dimensions',
    permission: UNIT_PERMISSIONS.list,
    tags,
    reply: Type.Array(UnitDimensionSummarySchema),
  }),
  convert: defineEndpoint({
    method: 'POST',
    url: '/rest/unit/convert',
    permission: SIGNED_IN,
    tags,
    body: ConvertUnitRequestSchema,
    reply: ConvertUnitReplySchema,
  }),
};
