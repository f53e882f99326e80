/**
 * Company products and datasets, general datasets and their exchanges (inputs: factors or other datasets).
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DataType, DatasetItemKind } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { companies } from '../auth/tables';
import { directoryNodes } from '../directory/tables';
import { units } from '../units/tables';
import { emissionFactorVersions, emissionFactors } from '../factors/tables';

/**
 * A company's products (/CarbonFootprintDatabase/company_info_dataset_management/product): registered
 * object pcf_company_product, changed through the generic object API. The model is unique within the
 * company; the numbers the object API cannot check are CHECK constraints (a refusal is a 400).
 */
export const companyProducts = pgTable(
  'company_products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    model: text('model').notNull(),
    name: text('name').notNull(),
    /** Dictionary pcf_pv_technology. */
    technology: text('technology').notNull(),
    ratedPowerWp: numeric('rated_power_wp').notNull(),
    areaM2: numeric('area_m2').notNull(),
    massKg: numeric('mass_kg').notNull(),
    efficiencyPct: numeric('efficiency_pct'),
    cellCount: integer('cell_count'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_products_company_model_idx').on(t.companyId, t.model),
    // the target of evidence links' company check
    unique('company_products_id_company_unique').on(t.id, t.companyId),
    check('company_products_text_present', sql`btrim(${t.model}) <> '' and btrim(${t.name}) <> ''`),
    check(
      'company_products_quantities_positive',
      sql`${t.ratedPowerWp} > 0 and ${t.ratedPowerWp} <= 1e12 and ${t.areaM2} > 0 and ${t.areaM2} <= 1e12 and ${t.massKg} > 0 and ${t.massKg} <= 1e12`,
    ),
    check('company_products_efficiency_range', sql`${t.efficiencyPct} is null or (${t.efficiencyPct} > 0 and ${t.efficiencyPct} <= 100)`),
    check('company_products_cell_count_range', sql`${t.cellCount} is null or (${t.cellCount} > 0 and ${t.cellCount} <= 10000)`),
  ],
);

/** A company's own dataset (object pcf_company_dataset): its items are company_dataset_items. */
export const companyDatasets = pgTable(
  'company_datasets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    site: text('site'),
    /** Dictionary pcf_region. */
    region: text('region'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_datasets_company_name_idx').on(t.companyId, t.name),
    // an item's (dataset_id, company_id) refers to this pair: an item never points at another company's dataset
    unique('company_datasets_id_company_unique').on(t.id, t.companyId),
    check('company_datasets_name_present', sql`btrim(${t.name}) <> ''`),
    check('company_datasets_year_range', sql`${t.year} between 1990 and 2100`),
  ],
);

/**
 * One item of a company dataset (object pcf_company_dataset_item): a factor (kg CO2e per one unit)
 * or an activity (a quantity in the unit), primary or secondary data. Its dataset is of the same
 * company (composite foreign key); it goes with its dataset.
 */
export const companyDatasetItems = pgTable(
  'company_dataset_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    datasetId: integer('dataset_id').notNull(),
    kind: text('kind').$type<DatasetItemKind>().notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => directoryNodes.id),
    value: numeric('value').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    dataType: text('data_type').$type<DataType>().notNull(),
    source: text('source'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'company_dataset_items_dataset_company_fk',
      columns: [t.datasetId, t.companyId],
      foreignColumns: [companyDatasets.id, companyDatasets.companyId],
    }).onDelete('cascade'),
    unique('company_dataset_items_id_company_unique').on(t.id, t.companyId),
    index('company_dataset_items_dataset_idx').on(t.datasetId, t.id),
    index('company_dataset_items_category_idx').on(t.categoryId),
    index('company_dataset_items_unit_idx').on(t.unitId),
    check('company_dataset_items_kind_known', sql`${t.kind} in ('factor', 'activity')`),
    check('company_dataset_items_data_type_known', sql`${t.dataType} in ('primary', 'secondary')`),
    check('company_dataset_items_name_present', sql`btrim(${t.name}) <> ''`),
    check('company_dataset_items_value_range', sql`${t.value} >= 0 and ${t.value} <= 1e12`),
  ],
);

/**
 * A background dataset of the platform (/CarbonFootprintDatabase/general_dataset_management): a
 * process producing one `unit` from its exchanges. `footprint` (kg CO2e per unit) is computed from
 * them (areas/datasets/compute.ts), never typed; null with `problem` set when it cannot be computed.
 */
export const generalDatasets = pgTable(
  'general_datasets',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    categoryId: integer('category_id').references(() => directoryNodes.id),
    /** Dictionary pcf_region. */
    region: text('region').notNull(),
    year: integer('year').notNull(),
    source: text('source').notNull(),
    description: text('description').notNull().default(''),
    footprint: numeric('footprint'),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    /** Why the last computation failed: a message key and its parameters. */
    problem: jsonb('problem').$type<{ key: string; params: Record<string, string | number> }>(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('general_datasets_category_idx').on(t.categoryId),
    index('general_datasets_unit_idx').on(t.unitId),
    check('general_datasets_year_range', sql`${t.year} between 1990 and 2100`),
    check('general_datasets_footprint_or_problem', sql`${t.footprint} is null or ${t.problem} is null`),
  ],
);

/**
 * An input of a general dataset per unit of its output: a quantity of one factor (its identity; the
 * computation records the version it used) or of another general dataset. A factor or dataset used
 * here cannot be deleted; the exchanges go with their dataset.
 */
export const generalDatasetExchanges = pgTable(
  'general_dataset_exchanges',
  {
    id: serial('id').primaryKey(),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => generalDatasets.id, { onDelete: 'cascade' }),
    factorId: integer('factor_id').references(() => emissionFactors.id),
    inputDatasetId: integer('input_dataset_id').references(() => generalDatasets.id),
    quantity: numeric('quantity').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    note: text('note').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** The factor version the last computation used. */
    factorVersionId: integer('factor_version_id').references(() => emissionFactorVersions.id),
    /** kg CO2e per input unit, as the last computation used it. */
    inputFootprint: numeric('input_footprint'),
    /** This exchange's kg CO2e per unit of output, as last computed. */
    co2e: numeric('co2e'),
  },
  (t) => [
    index('general_dataset_exchanges_dataset_idx').on(t.datasetId, t.sort),
    index('general_dataset_exchanges_factor_idx').on(t.factorId),
    index('general_dataset_exchanges_input_idx').on(t.inputDatasetId),
    index('general_dataset_exchanges_version_idx').on(t.factorVersionId),
    index('general_dataset_exchanges_unit_idx').on(t.unitId),
    check('general_dataset_exchanges_one_input', sql`(${t.factorId} is null) <> (${t.inputDatasetId} is null)`),
    check('general_dataset_exchanges_not_itself', sql`${t.inputDatasetId} is null or ${t.inputDatasetId} <> ${t.datasetId}`),
    check('general_dataset_exchanges_quantity_range', sql`${t.quantity} > 0 and ${t.quantity} <= 1e12`),
  ],
);
