/**
 * Evidence documents of a company and what they support; the platform document library.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DocumentFileType, EvidenceTargetType } from '@pcf/shared/contracts';
import { createdAt, updatedAt } from '../../db/columns';
import { companies } from '../auth/tables';

/**
 * A company's evidence document (areas/documents): the file is in the file store under `stored_file`
 * (a server-made name, folder evidence); `file_name` is the uploader's name, cleaned, for display and
 * download only. Listed through the read model pcf_evidence_document (without the stored name).
 */
export const evidenceDocuments = pgTable(
  'evidence_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    description: text('description'),
    fileName: text('file_name').notNull(),
    storedFile: text('stored_file').notNull().unique(),
    fileType: text('file_type').$type<DocumentFileType>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    // no foreign key: the record stays after the uploader is deleted
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('evidence_documents_id_company_unique').on(t.id, t.companyId),
    // the same file twice in one company is refused: link the existing document instead
    uniqueIndex('evidence_documents_company_sha256_idx').on(t.companyId, t.sha256),
    index('evidence_documents_company_idx').on(t.companyId, t.uploadedAt),
    check('evidence_documents_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('evidence_documents_size_positive', sql`${t.sizeBytes} > 0`),
    check('evidence_documents_file_type_known', sql`${t.fileType} in ('pdf', 'jpeg', 'png', 'xlsx', 'docx')`),
  ],
);

/**
 * Which items a document supports. The target is a row of the document's company (a trigger checks
 * it, migration 0015; issue 6 adds inventory lines to it); a deleted target takes its links along.
 */
export const evidenceLinks = pgTable(
  'evidence_links',
  {
    documentId: integer('document_id').notNull(),
    companyId: integer('company_id').notNull(),
    targetType: text('target_type').$type<EvidenceTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    linkedBy: integer('linked_by'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.targetType, t.targetId] }),
    foreignKey({
      name: 'evidence_links_document_company_fk',
      columns: [t.documentId, t.companyId],
      foreignColumns: [evidenceDocuments.id, evidenceDocuments.companyId],
    }).onDelete('cascade'),
    index('evidence_links_target_idx').on(t.targetType, t.targetId),
    check('evidence_links_target_type_known', sql`${t.targetType} in ('product', 'dataset', 'dataset_item')`),
  ],
);

/**
 * A document of the platform library (/CarbonFootprintDatabase/document_management/item) and which of
 * its versions is current (set in the transaction that adds the version).
 */
export const libraryDocuments = pgTable(
  'library_documents',
  {
    id: serial('id').primaryKey(),
    /** Dictionary pcf_document_category. */
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    // no foreign key: the document and its first version refer to each other, created in one transaction
    currentVersionId: integer('current_version_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_documents_category_idx').on(t.category, t.id),
    check('library_documents_title_present', sql`btrim(${t.title}) <> ''`),
  ],
);

/** One version of a library document: its file in the store (folder library) under a server-made name. */
export const libraryDocumentVersions = pgTable(
  'library_document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => libraryDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storedFile: text('stored_file').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<DocumentFileType>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    note: text('note').notNull().default(''),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_document_versions_document_version_idx').on(t.documentId, t.version),
    check('library_document_versions_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('library_document_versions_size_positive', sql`${t.sizeBytes} > 0`),
    check('library_document_versions_file_type_known', sql`${t.fileType} in ('pdf', 'jpeg', 'png', 'xlsx', 'docx')`),
  ],
);
