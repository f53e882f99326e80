/**
 * Applications to use a received footprint in an inventory line (footprint_applications). Gathered
 * by supplychain/tables.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FootprintApplicationStatus } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../../db/columns';
import { companies } from '../../auth/tables';
import { projects } from '../../projects/tables';
import { inventoryLines } from '../../inventory/tables';
import { units } from '../../units/tables';
import { footprintRequests } from '../requests/tables';

/**
 * The buyer asks to use the footprint of one of its fulfilled requests in one line of one of its
 * projects. The figure the line will take (kg CO2e per one unit) is fixed when applying, from the
 * footprint document; the supplier company (or a reviewer, an administrator) approves or rejects.
 * Approval writes the line's source in the same transaction.
 */
export const footprintApplications = pgTable(
  'footprint_applications',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => footprintRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null once the line is deleted: the application stays on record with its description. */
    lineId: integer('line_id').references(() => inventoryLines.id, { onDelete: 'set null' }),
    lineDescription: text('line_description').notNull(),
    footprintId: uuid('footprint_id').notNull(),
    value: numeric('value').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    /** The footprint's PACT primaryDataShare as a fraction (0 when it gives none), fixed with the value. */
    primaryShare: numeric('primary_share').notNull().default('0'),
    note: text('note'),
    status: text('status').$type<FootprintApplicationStatus>().notNull().default('pending'),
    reason: text('reason'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('footprint_applications_request_idx').on(t.requestId),
    index('footprint_applications_company_idx').on(t.companyId, t.status),
    index('footprint_applications_project_idx').on(t.projectId),
    index('footprint_applications_line_idx').on(t.lineId),
    index('footprint_applications_unit_idx').on(t.unitId),
    check('footprint_applications_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('footprint_applications_primary_share', sql`${t.primaryShare} between 0 and 1`),
    check('footprint_applications_reason', sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
  ],
);
