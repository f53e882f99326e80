/**
 * Footprint evaluation: the study settings of a project, computations and their results.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import { boolean, bigint, check, index, integer, jsonb, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { AllocationMethod, FootprintJobPhase, FootprintJobStatus, GwpSet, ProjectBoundary } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../auth/tables';
import { units } from '../units/tables';
import { projects } from '../projects/tables';

/** The study settings of a project (the evaluation entry wizard); one row per project once saved. */
export const footprintStudies = pgTable(
  'footprint_studies',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    scope: text('scope').notNull(),
    declaredUnitId: integer('declared_unit_id')
      .notNull()
      .references(() => units.id),
    declaredQuantity: numeric('declared_quantity').notNull(),
    moduleCount: integer('module_count').notNull().default(1),
    boundary: text('boundary').$type<ProjectBoundary>().notNull(),
    allocationMethod: text('allocation_method').$type<AllocationMethod>().notNull().default('none'),
    allocationProduct: numeric('allocation_product'),
    allocationTotal: numeric('allocation_total'),
    cutOffEnabled: boolean('cut_off_enabled').notNull().default(false),
    cutOffLinePercent: numeric('cut_off_line_percent').notNull(),
    cutOffTotalPercent: numeric('cut_off_total_percent').notNull(),
    gwpSet: text('gwp_set').$type<GwpSet>().notNull(),
    monteCarloIterations: integer('monte_carlo_iterations').notNull(),
    monteCarloSeed: bigint('monte_carlo_seed', { mode: 'number' }).notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('footprint_studies_declared_quantity_range', sql`${t.declaredQuantity} > 0 and ${t.declaredQuantity} <= 1e9`),
    check('footprint_studies_module_count_range', sql`${t.moduleCount} between 1 and 100000000`),
    check('footprint_studies_boundary_known', sql`${t.boundary} in ('cradle_to_gate', 'cradle_to_grave')`),
    check('footprint_studies_allocation_known', sql`${t.allocationMethod} in ('none', 'mass', 'economic')`),
    check(
      'footprint_studies_allocation_amounts',
      sql`${t.allocationMethod} = 'none' or (${t.allocationProduct} > 0 and ${t.allocationTotal} > 0 and ${t.allocationProduct} <= ${t.allocationTotal})`,
    ),
    check(
      'footprint_studies_cut_off_range',
      sql`${t.cutOffLinePercent} >= 0 and ${t.cutOffTotalPercent} >= 0 and ${t.cutOffTotalPercent} <= 5 and ${t.cutOffLinePercent} <= ${t.cutOffTotalPercent}`,
    ),
    check('footprint_studies_gwp_known', sql`${t.gwpSet} in ('AR6', 'AR5')`),
    check('footprint_studies_monte_carlo_range', sql`${t.monteCarloIterations} = 0 or (${t.monteCarloIterations} between 100 and 100000)`),
  ],
);

/**
 * A computation's progress (POST /rest/footprint/compute, polled by its page) and, when done, its
 * snapshot. Kept in the database, not in the process, so any server process answers the poll.
 */
export const footprintJobs = pgTable(
  'footprint_jobs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<FootprintJobStatus>().notNull().default('running'),
    phase: text('phase').$type<FootprintJobPhase>().notNull().default('reading'),
    progress: integer('progress').notNull().default(0),
    snapshotId: integer('snapshot_id'),
    /** Why it failed: a message key and its parameters, translated when read. */
    problem: jsonb('problem'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('footprint_jobs_user_idx').on(t.userId, t.id),
    index('footprint_jobs_project_idx').on(t.projectId),
    check('footprint_jobs_status_known', sql`${t.status} in ('running', 'done', 'failed')`),
    check('footprint_jobs_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * A computed result: the settings, the lines as computed (with the factor versions and values) and
 * the outputs, as one immutable record (a trigger refuses updates and deletes other than through the
 * project's own deletion). The summary columns serve lists and comparisons without reading the JSON.
 */
export const footprintSnapshots = pgTable(
  'footprint_snapshots',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    seq: integer('seq').notNull(),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    gwpSet: text('gwp_set').$type<GwpSet>().notNull(),
    total: numeric('total').notNull(),
    perDeclaredUnit: numeric('per_declared_unit').notNull(),
    declaredUnitCode: text('declared_unit_code').notNull(),
    perKwp: numeric('per_kwp'),
    perM2: numeric('per_m2'),
    dqr: numeric('dqr'),
    lineCount: integer('line_count').notNull(),
    /** The settings, the lines with their sources and the outputs (FootprintSnapshot less the summary). */
    settings: jsonb('settings').notNull(),
    lines: jsonb('lines').notNull(),
    outputs: jsonb('outputs').notNull(),
  },
  (t) => [
    unique('footprint_snapshots_project_seq_unique').on(t.projectId, t.seq),
    index('footprint_snapshots_company_idx').on(t.companyId),
  ],
);
