/** TypeBox pieces the endpoint definitions share. */
import Type, { type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The largest PostgreSQL integer: a larger number in a request fails in the database, not at the edge. */
export const PG_INTEGER_MAX = 2147483647;

/** A row id (PostgreSQL integer). */
export const RowId = Type.Integer({ minimum: 1, maximum: PG_INTEGER_MAX });
/** A parent's row id, 0 for the root. */
export const ParentRowId = Type.Integer({ minimum: 0, maximum: PG_INTEGER_MAX });
/** Any value a PostgreSQL integer column holds (a sort order, a status). */
export const PgInteger = Type.Integer({ minimum: -PG_INTEGER_MAX - 1, maximum: PG_INTEGER_MAX });
/** A page number: the offset it makes must stay within PostgreSQL's bigint. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });
