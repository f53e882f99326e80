/**
 * The inventory of a project (lines, their evidence, its Excel import jobs), the collection templates,
 * and the review comments on lines (areas/inventory/review).
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DataType,
  Gas,
  InventoryExcelColumn,
  InventoryImportStatus,
  InventorySourceKind,
  LifecycleStage,
  ProjectStatus,
  UncertaintyDistribution,
} from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import type { Language } from '../../http/messageTable';
import { directoryNodes } from '../directory/tables';
import { units } from '../units/tables';
import { emissionFactorVersions, emissionFactors } from '../factors/tables';
import { evidenceDocuments } from '../documents/tables';
import { projects, reviewRounds } from '../projects/tables';

/**
 * One line of a project's inventory (/acquisitionManagement/acquisition): a quantity in a unit, in a
 * life-cycle stage, whose emissions per unit come from an emission factor version (kept: a result can
 * be reproduced) or a direct greenhouse-gas emission (the quantity is the gas mass). A draft line may
 * lack its quantity or source; what is there is checked here too. `company_id` is the project's
 * (composite foreign key), so evidence links are checked against it. Lines go with their project.
 */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    companyId: integer('company_id').notNull(),
    stage: text('stage').$type<LifecycleStage>().notNull(),
    /** A node of the directory tree; a node in use cannot be deleted. */
    itemId: integer('item_id').references(() => directoryNodes.id),
    description: text('description').notNull(),
    quantity: numeric('quantity'),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    sourceKind: text('source_kind').$type<InventorySourceKind>(),
    factorId: integer('factor_id').references(() => emissionFactors.id),
    factorVersionId: integer('factor_version_id').references(() => emissionFactorVersions.id),
    gas: text('gas').$type<Gas>(),
    /**
     * A supplier's footprint the line takes through an approved application of the supply chain:
     * its PACT pfId and kg CO2e per one supplier unit, fixed when approved.
     */
    supplierFootprintId: uuid('supplier_footprint_id'),
    supplierValue: numeric('supplier_value'),
    supplierUnitId: integer('supplier_unit_id').references(() => units.id),
    /**
     * The supplier footprint's primary data share (PACT primaryDataShare over 100, 0 when it gives
     * none), fixed with the value: the footprint's weight in the buyer's primary data share.
     */
    supplierPrimaryShare: numeric('supplier_primary_share'),
    dataType: text('data_type').$type<DataType>().notNull(),
    site: text('site'),
    /** Dictionary pcf_region. */
    region: text('region'),
    dqrTer: numeric('dqr_ter'),
    dqrGer: numeric('dqr_ger'),
    dqrTir: numeric('dqr_tir'),
    dqrP: numeric('dqr_p'),
    uncertainty: text('uncertainty').$type<UncertaintyDistribution>(),
    gsd: numeric('gsd'),
    /** Part of a production shared with other products: the study's allocation applies. */
    shared: boolean('shared').notNull().default(false),
    note: text('note'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The template line it was added from (a template applied twice adds it once). */
    templateLineId: integer('template_line_id').references(() => inventoryTemplateLines.id, { onDelete: 'set null' }),
    // no foreign keys: the line stays on record after its author is deleted
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'inventory_lines_project_company_fk',
      columns: [t.projectId, t.companyId],
      foreignColumns: [projects.id, projects.companyId],
    }).onDelete('cascade'),
    // the target of evidence links' (line_id, company_id)
    unique('inventory_lines_id_company_unique').on(t.id, t.companyId),
    index('inventory_lines_project_idx').on(t.projectId, t.stage, t.sortOrder),
    index('inventory_lines_unit_idx').on(t.unitId),
    index('inventory_lines_item_idx').on(t.itemId),
    index('inventory_lines_factor_idx').on(t.factorId),
    index('inventory_lines_version_idx').on(t.factorVersionId),
    index('inventory_lines_template_line_idx').on(t.templateLineId),
    index('inventory_lines_supplier_unit_idx').on(t.supplierUnitId),
    check('inventory_lines_stage_known', sql`${t.stage} in ('raw_material', 'production', 'distribution', 'use', 'end_of_life')`),
    check('inventory_lines_description_present', sql`btrim(${t.description}) <> ''`),
    check('inventory_lines_quantity_range', sql`${t.quantity} is null or (${t.quantity} > 0 and ${t.quantity} <= 1e12)`),
    check(
      'inventory_lines_one_source',
      sql`((${t.sourceKind} is null and ${t.factorId} is null and ${t.factorVersionId} is null and ${t.gas} is null)
        or (${t.sourceKind} = 'factor' and ${t.factorId} is not null and ${t.factorVersionId} is not null and ${t.gas} is null)
        or (${t.sourceKind} = 'gas' and ${t.gas} is not null and ${t.factorId} is null and ${t.factorVersionId} is null)
        or (${t.sourceKind} = 'supplier' and ${t.factorId} is null and ${t.factorVersionId} is null and ${t.gas} is null))
        and ((coalesce(${t.sourceKind}, '') = 'supplier') = (${t.supplierFootprintId} is not null and ${t.supplierValue} is not null and ${t.supplierUnitId} is not null))
        and (coalesce(${t.sourceKind}, '') = 'supplier' or (${t.supplierFootprintId} is null and ${t.supplierValue} is null and ${t.supplierUnitId} is null))`,
    ),
    check(
      'inventory_lines_supplier_primary_share',
      sql`${t.supplierPrimaryShare} is null or (${t.sourceKind} = 'supplier' and ${t.supplierPrimaryShare} between 0 and 1)`,
    ),
    check(
      'inventory_lines_gas_known',
      sql`${t.gas} is null or ${t.gas} in ('CO2', 'CH4_fossil', 'CH4_non_fossil', 'N2O', 'SF6', 'NF3', 'CF4', 'C2F6', 'HFC23', 'HFC134a')`,
    ),
    check('inventory_lines_data_type_known', sql`${t.dataType} in ('primary', 'secondary')`),
    check(
      'inventory_lines_dqr',
      sql`(${t.dqrTer} is null and ${t.dqrGer} is null and ${t.dqrTir} is null and ${t.dqrP} is null) or (${t.dqrTer} between 1 and 5 and ${t.dqrGer} between 1 and 5 and ${t.dqrTir} between 1 and 5 and ${t.dqrP} between 1 and 5)`,
    ),
    check(
      'inventory_lines_uncertainty_known',
      sql`${t.uncertainty} is null or ${t.uncertainty} in ('lognormal', 'normal', 'triangular', 'uniform')`,
    ),
    check('inventory_lines_gsd_range', sql`${t.gsd} is null or (${t.gsd} >= 1 and ${t.gsd} <= 100)`),
  ],
);

/**
 * The evidence documents supporting a line: both of the same company (composite foreign keys, so
 * not even SQL can link another company's document). A link goes with its line or its document.
 */
export const inventoryLineEvidence = pgTable(
  'inventory_line_evidence',
  {
    lineId: integer('line_id').notNull(),
    documentId: integer('document_id').notNull(),
    companyId: integer('company_id').notNull(),
    linkedBy: integer('linked_by'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.documentId] }),
    foreignKey({
      name: 'inventory_line_evidence_line_company_fk',
      columns: [t.lineId, t.companyId],
      foreignColumns: [inventoryLines.id, inventoryLines.companyId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inventory_line_evidence_document_company_fk',
      columns: [t.documentId, t.companyId],
      foreignColumns: [evidenceDocuments.id, evidenceDocuments.companyId],
    }).onDelete('cascade'),
    index('inventory_line_evidence_document_idx').on(t.documentId),
  ],
);

/**
 * A problem of an import as kept on its job: the message in both languages, since the status is read
 * in the reader's language, not the starter's (the parameters may hold language-specific text).
 */
export type StoredInventoryImportProblem = {
  row: number;
  column: InventoryExcelColumn | null;
  key: string;
  message: Record<Language, string>;
};

/**
 * An Excel import of a project's inventory (POST /rest/inventory/excel/import), checked and written
 * by the job queue's worker: its state, then its outcome or its report. The uploaded file is kept in
 * the file store only while the job runs. Jobs go with their project.
 */
export const inventoryImportJobs = pgTable(
  'inventory_import_jobs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    /** The project's, kept so the status is scoped without a join. */
    companyId: integer('company_id').notNull(),
    // no foreign key, like lines' authors: the job stays on record after its starter is deleted
    userId: integer('user_id').notNull(),
    /** The uploaded file's name, shown only (never used as a path). */
    fileName: text('file_name').notNull(),
    /** The starter's language, for the messages of the import's own writes. */
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<InventoryImportStatus>().notNull().default('checking'),
    rows: integer('rows').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    problems: jsonb('problems')
      .$type<StoredInventoryImportProblem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    problemCount: integer('problem_count').notNull().default(0),
    /** The project's status once the job is done or rejected (a company user's import starts collecting an assigned or returned project). */
    projectStatus: text('project_status').$type<ProjectStatus>(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'inventory_import_jobs_project_company_fk',
      columns: [t.projectId, t.companyId],
      foreignColumns: [projects.id, projects.companyId],
    }).onDelete('cascade'),
    index('inventory_import_jobs_project_idx').on(t.projectId),
    check('inventory_import_jobs_language_known', sql`${t.language} in ('zh', 'en')`),
    check('inventory_import_jobs_status_known', sql`${t.status} in ('checking', 'done', 'rejected', 'failed')`),
  ],
);

/** A collection template (a form with a name and a version), maintained by platform administrators. */
export const inventoryTemplates = pgTable(
  'inventory_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    version: text('version').notNull(),
    description: text('description'),
    /** Seeded with the platform (the PV module template). */
    seeded: boolean('seeded').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_templates_name_version_idx').on(t.name, t.version),
    check('inventory_templates_text_present', sql`btrim(${t.name}) <> '' and btrim(${t.version}) <> ''`),
  ],
);

/** A line a template suggests: stage, item name in both languages, unit, optionally a factor (by code) or a gas. */
export const inventoryTemplateLines = pgTable(
  'inventory_template_lines',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => inventoryTemplates.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<LifecycleStage>().notNull(),
    itemNameZh: text('item_name_zh').notNull(),
    itemNameEn: text('item_name_en').notNull(),
    /** The directory item lines added from this template line count under (a node in use cannot be deleted). */
    itemId: integer('item_id').references(() => directoryNodes.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    /** A factor code; kept as text (a suggestion, the factor may come later). */
    factorCode: text('factor_code'),
    gas: text('gas').$type<Gas>(),
    note: text('note'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('inventory_template_lines_template_idx').on(t.templateId, t.sortOrder),
    index('inventory_template_lines_unit_idx').on(t.unitId),
    index('inventory_template_lines_item_idx').on(t.itemId),
    check('inventory_template_lines_stage_known', sql`${t.stage} in ('raw_material', 'production', 'distribution', 'use', 'end_of_life')`),
    check('inventory_template_lines_names_present', sql`btrim(${t.itemNameZh}) <> '' and btrim(${t.itemNameEn}) <> ''`),
    check(
      'inventory_template_lines_gas_known',
      sql`${t.gas} is null or ${t.gas} in ('CO2', 'CH4_fossil', 'CH4_non_fossil', 'N2O', 'SF6', 'NF3', 'CF4', 'C2F6', 'HFC23', 'HFC134a')`,
    ),
    check('inventory_template_lines_factor_or_gas', sql`${t.factorCode} is null or ${t.gas} is null`),
  ],
);

/**
 * A reviewer's comment on one inventory line in a round, and the company's answer. The line's stage
 * and description are copied so the comment still says which line it was after the line is deleted.
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').references(() => inventoryLines.id, { onDelete: 'set null' }),
    lineStage: text('line_stage').$type<LifecycleStage>().notNull(),
    lineLabel: text('line_label').notNull(),
    body: text('body').notNull(),
    authorId: integer('author_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reply: text('reply'),
    replyAuthorId: integer('reply_author_id'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('review_comments_round_idx').on(t.roundId),
    index('review_comments_project_idx').on(t.projectId),
    index('review_comments_line_idx').on(t.lineId),
    check('review_comments_body_present', sql`btrim(${t.body}) <> ''`),
  ],
);
