/**
 * The emission factor database: GWP values, factors, their versions and gases, factor imports.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FactorImportMode, FactorImportStatus, Gas, GwpSet, UncertaintyDistribution } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../auth/tables';
import { directoryNodes } from '../directory/tables';
import { units } from '../units/tables';

/**
 * GWP100 of each greenhouse gas in kg CO2e per kg, per IPCC set (DOMAIN.md; seeded with its
 * source). Reference data of the method: the factor database converts a gas breakdown with it, and
 * the engine converts an inventory's gas lines.
 */
export const gwpValues = pgTable(
  'gwp_values',
  {
    gas: text('gas').$type<Gas>().notNull(),
    gwpSet: text('gwp_set').$type<GwpSet>().notNull(),
    value: numeric('value').notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gas, t.gwpSet] }),
    check('gwp_values_positive', sql`${t.value} > 0`),
    check('gwp_values_set_known', sql`${t.gwpSet} in ('AR6', 'AR5')`),
  ],
);

/**
 * An emission factor of the platform's database (server/src/areas/factors): its identity (the
 * code) and which version is current. The content is in emission_factor_versions; `current_version_id`
 * is set in the same transaction that adds a version. Deleting a factor takes its versions with it,
 * which anything referring to a version (datasets, inventory lines, snapshots) prevents.
 */
export const emissionFactors = pgTable('emission_factors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  // no foreign key: the factor and its first version refer to each other, created in one transaction
  currentVersionId: integer('current_version_id'),
  /** A public reference factor of DOMAIN.md (seed): versioned like any other, never deleted. */
  seeded: boolean('seeded').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One version of a factor: never changed once written (a trigger refuses updates, migration 0014),
 * so a result that used it can always be reproduced. `value` is kg CO2e per one `unit`; when the
 * version has a gas breakdown (emission_factor_gases) the value was computed from it with `gwp_set`.
 */
export const emissionFactorVersions = pgTable(
  'emission_factor_versions',
  {
    id: serial('id').primaryKey(),
    factorId: integer('factor_id')
      .notNull()
      .references(() => emissionFactors.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** A node of the directory tree; a node holding factors cannot be deleted. */
    categoryId: integer('category_id').references(() => directoryNodes.id),
    value: numeric('value').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    gwpSet: text('gwp_set').$type<GwpSet>().notNull(),
    region: text('region').notNull(),
    year: integer('year').notNull(),
    source: text('source').notNull(),
    databaseVersion: text('database_version').notNull(),
    /** The licence the source is published under, as its publisher names it ('' when not recorded). */
    licence: text('licence').notNull().default(''),
    /** Where the source can be read (http or https), or null. */
    sourceUrl: text('source_url'),
    /**
     * The GWP basis in the source's own words (AR4, "n/a (CO2 only)", a life-cycle method ...);
     * `gwp_set` is the set among the platform's (AR6, AR5) the version is filed and checked under.
     */
    gwpBasis: text('gwp_basis').notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    dqrTer: numeric('dqr_ter'),
    dqrGer: numeric('dqr_ger'),
    dqrTir: numeric('dqr_tir'),
    dqrP: numeric('dqr_p'),
    uncertainty: text('uncertainty').$type<UncertaintyDistribution>(),
    gsd: numeric('gsd'),
    /**
     * The fuel's net calorific value: `ncv_value` of the energy unit per one `ncv_per_unit` (a volume
     * or mass), from `ncv_source`; all four or none. A line metered in m³ computes on a factor per kWh
     * through it (footprint/engine/calorific.ts).
     */
    ncvValue: numeric('ncv_value'),
    ncvPerUnitId: integer('ncv_per_unit_id').references(() => units.id),
    ncvEnergyUnitId: integer('ncv_energy_unit_id').references(() => units.id),
    ncvSource: text('ncv_source'),
    note: text('note').notNull().default(''),
    // no foreign key: the version stays on record after its author is deleted
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  // the trigram indexes of the name searches (created where pg_trgm exists) are in migration 0014
  (t) => [
    uniqueIndex('emission_factor_versions_factor_version_idx').on(t.factorId, t.version),
    index('emission_factor_versions_category_idx').on(t.categoryId),
    index('emission_factor_versions_unit_idx').on(t.unitId),
    index('emission_factor_versions_name_zh_idx').on(t.nameZh, t.id),
    // the list's choice of a library set (database_version eq) over thousands of factors
    index('emission_factor_versions_database_version_idx').on(t.databaseVersion),
    check('emission_factor_versions_value_range', sql`${t.value} >= 0 and ${t.value} <= 1e9`),
    check('emission_factor_versions_gwp_set_known', sql`${t.gwpSet} in ('AR6', 'AR5')`),
    check('emission_factor_versions_year_range', sql`${t.year} between 1990 and 2100`),
    check(
      'emission_factor_versions_validity_ordered',
      sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
    check(
      'emission_factor_versions_dqr',
      sql`(${t.dqrTer} is null and ${t.dqrGer} is null and ${t.dqrTir} is null and ${t.dqrP} is null) or (${t.dqrTer} between 1 and 5 and ${t.dqrGer} between 1 and 5 and ${t.dqrTir} between 1 and 5 and ${t.dqrP} between 1 and 5)`,
    ),
    check(
      'emission_factor_versions_uncertainty_known',
      sql`${t.uncertainty} is null or ${t.uncertainty} in ('lognormal', 'normal', 'triangular', 'uniform')`,
    ),
    check('emission_factor_versions_gsd_range', sql`${t.gsd} is null or (${t.gsd} >= 1 and ${t.gsd} <= 100)`),
    check(
      'emission_factor_versions_ncv',
      sql`(${t.ncvValue} is null and ${t.ncvPerUnitId} is null and ${t.ncvEnergyUnitId} is null and ${t.ncvSource} is null) or (${t.ncvValue} > 0 and ${t.ncvValue} <= 1e9 and ${t.ncvPerUnitId} is not null and ${t.ncvEnergyUnitId} is not null and ${t.ncvSource} is not null and ${t.ncvSource} <> '')`,
    ),
  ],
);

/** A version's breakdown by gas: kg of the gas per one unit of the version. */
export const emissionFactorGases = pgTable(
  'emission_factor_gases',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => emissionFactorVersions.id, { onDelete: 'cascade' }),
    gas: text('gas').$type<Gas>().notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.gas] }),
    check('emission_factor_gases_amount_range', sql`${t.amount} >= 0 and ${t.amount} <= 1e9`),
  ],
);

/**
 * A factor import (POST /rest/factor/import): its progress while the server checks and imports the
 * file, then its outcome and report. The parsed rows are not kept: the job is the record.
 */
export const factorImportJobs = pgTable(
  'factor_import_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<FactorImportStatus>().notNull().default('checking'),
    mode: text('mode').$type<FactorImportMode>().notNull(),
    /** The uploaded file's name, shown only (never used as a path). */
    fileName: text('file_name').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    checkedRows: integer('checked_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    createdFactors: integer('created_factors').notNull().default(0),
    addedVersions: integer('added_versions').notNull().default(0),
    /** At most FACTOR_IMPORT_PROBLEMS_SHOWN problems (row, column, message key and parameters). */
    problems: jsonb('problems')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    problemCount: integer('problem_count').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('factor_import_jobs_user_idx').on(t.userId, t.id)],
);
