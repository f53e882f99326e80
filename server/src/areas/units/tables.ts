/**
 * Units of measure and their conversion to their dimension's base unit.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UnitDimension } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';

/**
 * Units of measure (/businessAccounting/unit; the engine's conversion: server/src/footprint/units.ts).
 * A unit converts to its dimension's base unit by `factor` (exact decimal). Other tables refer to a
 * unit by id with a plain foreign key (no cascade): a unit in use cannot be deleted. The rules the
 * routes keep are also constraints here: factor > 0, one base unit per dimension, base factor 1.
 * Listed through the read model pcf_unit (a view refusing writes, written by hand in the units migration).
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    /** The symbol (kg, t·km, m², kWp); unique, case-sensitive. */
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    dimension: text('dimension').$type<UnitDimension>().notNull(),
    factor: numeric('factor').notNull(),
    isBase: boolean('is_base').notNull().default(false),
    /** A reference unit of the method (DOMAIN.md): code, dimension and factor fixed, never deleted. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('units_one_base_per_dimension_idx')
      .on(t.dimension)
      .where(sql`${t.isBase}`),
    check('units_factor_positive', sql`${t.factor} > 0`),
    check('units_base_factor_one', sql`not ${t.isBase} or ${t.factor} = 1`),
    check(
      'units_dimension_known',
      sql`${t.dimension} in ('mass', 'energy', 'volume', 'area', 'transport', 'count', 'power', 'distance', 'passenger_transport', 'accommodation', 'work_time')`,
    ),
  ],
);
