/**
 * The footprints a company shares (supplychain/footprints): PACT ProductFootprint documents made from
 * its published study reports, and the company's stable PACT identifier. Gathered by
 * ../tables.ts with the area's other topics.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PactFootprintStatus, PactProductFootprint } from '@pcf/shared/contracts';
import { createdAt } from '../../../db/columns';
import { companies } from '../../auth/tables';
import { reports } from '../../reports/tables';
import { footprintSnapshots } from '../../footprint/tables';

/**
 * A company's PACT identity: `companyIds` carries `urn:uuid:<pact_uuid>`. Random and made once (with
 * the company's first footprint), so it is stable across renames and unique across installations,
 * and says nothing about the company a buyer may not already know.
 */
export const pactCompanies = pgTable('pact_companies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  pactUuid: uuid('pact_uuid').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * One shared ProductFootprint (its `id` is the PACT pfId). `document` is the whole v3.0 document as
 * it was mapped (footprints/document.ts) from the report's snapshot, project and company; it never
 * changes except for `status`, which follows the row when the footprint is deprecated. A new
 * version is a new row whose `preceding_pf_ids` name the ones it replaces. The report and snapshot
 * cannot be removed while a footprint shares them (no cascade): what a buyer received stays traceable.
 */
export const pactFootprints = pgTable(
  'pact_footprints',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => footprintSnapshots.id),
    /** 1 for a first footprint, the preceding one's + 1 for a new version (the v2.3 export's `version`). */
    version: integer('version').notNull().default(1),
    status: text('status').$type<PactFootprintStatus>().notNull().default('Active'),
    precedingPfIds: uuid('preceding_pf_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    productIds: text('product_ids').array().notNull(),
    document: jsonb('document').$type<PactProductFootprint>().notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    deprecatedAt: timestamp('deprecated_at', { withTimezone: true }),
  },
  (t) => [
    index('pact_footprints_company_idx').on(t.companyId, t.createdAt),
    index('pact_footprints_report_idx').on(t.reportId),
    check('pact_footprints_status_known', sql`${t.status} in ('Active', 'Deprecated')`),
    check('pact_footprints_deprecated_together', sql`(${t.status} = 'Deprecated') = (${t.deprecatedAt} is not null)`),
    check('pact_footprints_version_positive', sql`${t.version} >= 1`),
  ],
);
