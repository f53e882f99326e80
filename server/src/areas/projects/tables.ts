/**
 * Accounting projects, their status history and the review rounds their lifecycle opens and closes.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProjectBoundary, ProjectGwpSet, ProjectStandard, ProjectStatus, ReviewDecision } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { companies, users } from '../auth/tables';
import { units } from '../units/tables';

/**
 * Accounting projects (server/src/areas/projects): one product of one company, accounted under one
 * standard, boundary, declared unit, period and GWP set, by its assigned accountant (a user of the
 * company) and checked by its reviewer. `status` moves only through the lifecycle
 * (areas/projects/lifecycle.ts); each move is a row of project_status_history. Listed through the
 * read model pcf_project (a view refusing writes, written by hand in the projects migration).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    productModel: text('product_model').notNull(),
    /** Dictionary pcf_pv_technology (mono_perc, topcon, hjt, cdte ...). */
    technology: text('technology').notNull(),
    ratedPowerWp: numeric('rated_power_wp').notNull(),
    areaM2: numeric('area_m2').notNull(),
    massKg: numeric('mass_kg').notNull(),
    standard: text('standard').$type<ProjectStandard>().notNull(),
    boundary: text('boundary').$type<ProjectBoundary>().notNull(),
    declaredUnitId: integer('declared_unit_id')
      .notNull()
      .references(() => units.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    gwpSet: text('gwp_set').$type<ProjectGwpSet>().notNull(),
    accountantId: integer('accountant_id')
      .notNull()
      .references(() => users.id),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ProjectStatus>().notNull().default('assigned'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_company_code_idx').on(t.companyId, t.code),
    // the target of inventory lines' (project_id, company_id): a line's company is always its project's
    unique('projects_id_company_unique').on(t.id, t.companyId),
    index('projects_reviewer_idx').on(t.reviewerId),
    index('projects_accountant_idx').on(t.accountantId),
    check('projects_period_ordered', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('projects_quantities_positive', sql`${t.ratedPowerWp} > 0 and ${t.areaM2} > 0 and ${t.massKg} > 0`),
    check(
      'projects_status_known',
      sql`${t.status} in ('assigned', 'collecting', 'submitted', 'in_review', 'returned', 'approved', 'computed', 'reported', 'published')`,
    ),
    check('projects_standard_known', sql`${t.standard} in ('iso_14067', 'pas_2050', 'eu_pef', 'fr_ecs', 't_gdcpa_013')`),
    check('projects_boundary_known', sql`${t.boundary} in ('cradle_to_gate', 'cradle_to_grave')`),
    check('projects_gwp_set_known', sql`${t.gwpSet} in ('AR6', 'AR5')`),
  ],
);

/**
 * Every status change of a project (and its creation and reassignments), who and when. The actor's
 * account and name are copied so the row outlives the user; it goes with its project.
 */
export const projectStatusHistory = pgTable(
  'project_status_history',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ProjectStatus>(),
    toStatus: text('to_status').$type<ProjectStatus>().notNull(),
    /** A lifecycle action, or create / reassign. */
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    actorAccount: text('actor_account').notNull(),
    actorName: text('actor_name').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_status_history_project_idx').on(t.projectId, t.id)],
);

/**
 * One review round of a project: opened when its reviewer takes it into review (the lifecycle's
 * `take`), closed by the decision (`return` with its reason, or `approve`) in the same transaction
 * as the move. Rounds are never deleted while their project exists.
 */
export const reviewRounds = pgTable(
  'review_rounds',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    roundNo: integer('round_no').notNull(),
    // no foreign key: the round stays on record after its reviewer's account is deleted
    reviewerId: integer('reviewer_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision').$type<ReviewDecision>(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('review_rounds_project_round_unique').on(t.projectId, t.roundNo),
    check('review_rounds_decision_known', sql`${t.decision} is null or ${t.decision} in ('returned', 'approved')`),
    check('review_rounds_decided_together', sql`(${t.decision} is null) = (${t.decidedAt} is null)`),
    check('review_rounds_return_has_reason', sql`${t.decision} is distinct from 'returned' or btrim(coalesce(${t.reason}, '')) <> ''`),
  ],
);
