/** TypeBox pieces the endpoint definitions share. */
import Type, { type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A row id (PostgreSQL integer). */
export const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });
