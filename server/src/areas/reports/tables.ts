/**
 * Study reports (contracts/reports.ts): a report of one footprint snapshot and every saved version
 * of its sections. Gathered with every area's tables by server/src/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ReportSections, ReportStatus } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { projects } from '../projects/tables';
import { footprintSnapshots } from '../footprint/tables';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => footprintSnapshots.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('draft'),
    /** The newest row of report_versions. */
    version: integer('version').notNull().default(1),
    reviewNote: text('review_note'),
    withdrawReason: text('withdraw_reason'),
    /** Set at publication: random, unguessable, unique (the public /detail page's key). */
    verificationCode: text('verification_code').unique(),
    /** The frozen PDF's stored name (folder reports of the file store) and its SHA-256. */
    pdfFile: text('pdf_file'),
    pdfSha256: text('pdf_sha256'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Set while a worker renders and publishes it (publishJobs.ts); the failure's time when that failed. */
    publishStartedAt: timestamp('publish_started_at', { withTimezone: true }),
    publishFailedAt: timestamp('publish_failed_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_project_idx').on(t.projectId),
    check('reports_status_known', sql`${t.status} in ('draft', 'in_review', 'published', 'withdrawn')`),
    check(
      'reports_published_frozen',
      sql`${t.status} in ('draft', 'in_review') or (${t.verificationCode} is not null and ${t.pdfFile} is not null and ${t.pdfSha256} is not null)`,
    ),
  ],
);

/** Every save of a report's sections (version 1: the prefilled text). */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sections: jsonb('sections').$type<ReportSections>().notNull(),
    savedBy: integer('saved_by'),
    savedByName: text('saved_by_name').notNull(),
    savedAt: createdAt(),
  },
  (t) => [unique('report_versions_report_version_unique').on(t.reportId, t.version)],
);
