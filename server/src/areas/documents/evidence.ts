/**
 * Evidence documents: files a company keeps to support its products, datasets and dataset items.
 *
 * Scope: a document belongs to one company. An enterprise user reads and changes only its own
 * company's documents; a platform administrator all of them (and names the company on upload). A
 * document out of scope answers exactly like a missing one (404), its file too.
 *
 * An upload is checked before anything is stored: the type from the content, the size (the reading
 * stops at the limit), the fields, a file the company already holds (same SHA-256: link that one),
 * the item to link. The file is then written under a server-made name, the rows in one transaction
 * with the operation log; if the transaction fails the file is removed again. A delete removes the
 * rows (and links) in one transaction and the file only after it committed.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  DocumentFileType,
  EvidenceDocument,
  EvidenceLink,
  EvidenceLinkRequest,
  EvidenceTargetType,
  EvidenceUploadReply,
  UpdateEvidenceRequest,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, companyDatasetItems, companyDatasets, companyProducts, evidenceDocuments, evidenceLinks, users } from '../../schema';
import { sqlConstraint, sqlState } from '../../db/errors';
import { ApiError, refused } from '../../http/errors';
import type { Language, MessageKey } from '../../http/messages';
import { translate } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, recordRowChange, snapshot } from '../audit/service';
import { FILE_FOLDERS, FileStore, type OpenedStoredFile } from '../files/fileStore';
import type { ObjectStore } from '../files/store';
import { cleanFileName, detectDocumentType, sha256Hex, titleOf, type UploadForm } from '../files/uploads';
import { checkedText, integerField } from './fields';

import { EVIDENCE_TARGET_TYPES, DOCUMENT_CONTENT_TYPES, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX } from '@pcf/shared/contracts';

export const EVIDENCE_LOG_OBJECT = 'evidence_document';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

export function evidenceStore(store: ObjectStore): FileStore<DocumentFileType> {
  return new FileStore(store, FILE_FOLDERS.evidence, DOCUMENT_CONTENT_TYPES);
}

const notFound = (): ApiError => new ApiError('evidenceNotFound', 404, 404);

const TARGET_LABEL_KEYS: Readonly<Record<EvidenceTargetType, MessageKey>> = {
  product: 'evidenceTargetProduct',
  dataset: 'evidenceTargetDataset',
  dataset_item: 'evidenceTargetDatasetItem',
};

const targetWord = (type: EvidenceTargetType, language: Language): string => translate(TARGET_LABEL_KEYS[type], language);

/** The documents the caller may see: every company's for a platform administrator, else its own company's (none without one). */
function inScope(session: SessionContext): SQL {
  if (session.isAdmin) return sql`true`;
  if (session.companyId === null) return sql`false`;
  return eq(evidenceDocuments.companyId, session.companyId);
}

/** The company owning an item, or null when there is no such item. */
async function targetCompany(db: Handle, type: EvidenceTargetType, id: number): Promise<number | null> {
  const table = type === 'product' ? companyProducts : type === 'dataset' ? companyDatasets : companyDatasetItems;
  const [row] = await db.select({ companyId: table.companyId }).from(table).where(eq(table.id, id));
  return row?.companyId ?? null;
}

function isTargetType(value: string): value is EvidenceTargetType {
  return (EVIDENCE_TARGET_TYPES as readonly string[]).includes(value);
}

/** The upload's company: the caller's own, or for a platform administrator the one named (it must exist). */
async function uploadCompany(db: Db, session: SessionContext, fields: ReadonlyMap<string, string>): Promise<number> {
  if (!session.isAdmin) {
    if (session.companyId === null) throw new ApiError('evidenceNoCompany', 403, 403);
    return session.companyId;
  }
  const requested = integerField(fields, 'companyId');
  if (requested === null) throw refused('evidenceCompanyRequired');
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, requested));
  if (!company) throw refused('evidenceCompanyMissing');
  return company.id;
}

/** The optional item to link at once: both fields or neither. */
function uploadTarget(fields: ReadonlyMap<string, string>): { type: EvidenceTargetType; id: number } | null {
  const type = (fields.get('targetType') ?? '').trim();
  const hasId = (fields.get('targetId') ?? '').trim() !== '';
  if (type === '' && !hasId) return null;
  const id = integerField(fields, 'targetId');
  if (type === '' || id === null || !isTargetType(type)) throw refused('evidenceTargetIncomplete');
  return { type, id };
}

async function duplicateRefusal(db: Handle, companyId: number, sha256: string): Promise<ApiError | null> {
  const [existing] = await db
    .select({ title: evidenceDocuments.title })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.companyId, companyId), eq(evidenceDocuments.sha256, sha256)));
  return existing ? refused('evidenceDuplicate', { title: existing.title }) : null;
}

export async function uploadEvidence(
  db: Db,
  files: FileStore<DocumentFileType>,
  session: SessionContext,
  form: UploadForm,
  language: Language,
  now: Date,
): Promise<EvidenceUploadReply> {
  const companyId = await uploadCompany(db, session, form.fields);
  const type = await detectDocumentType(form.file.bytes);
  if (!type) throw refused('fileTypeRefused');
  const fileName = cleanFileName(form.file.clientName, type);
  const title = checkedText(form.fields.get('title') ?? '', DOCUMENT_TITLE_MAX, language, 'title') || titleOf(fileName);
  const description = checkedText(form.fields.get('description') ?? '', DOCUMENT_DESCRIPTION_MAX, language, 'description');
  const target = uploadTarget(form.fields);
  if (target && (await targetCompany(db, target.type, target.id)) !== companyId) {
    throw refused('evidenceTargetNotFound', { target: targetWord(target.type, language) });
  }
  const sha256 = sha256Hex(form.file.bytes);
  const duplicate = await duplicateRefusal(db, companyId, sha256);
  if (duplicate) throw duplicate;

  try {
    return await files.saveFor(form.file.bytes, type, (stored) =>
      db.transaction(async (tx) => {
        const [document] = await tx
          .insert(evidenceDocuments)
          .values({
            companyId,
            title: Array.from(title).slice(0, DOCUMENT_TITLE_MAX).join(''),
            description: description === '' ? null : description,
            fileName,
            storedFile: stored,
            fileType: type,
            contentType: DOCUMENT_CONTENT_TYPES[type],
            sizeBytes: form.file.bytes.length,
            sha256,
            uploadedBy: session.userId,
            uploadedAt: now,
            updatedAt: now,
          })
          .returning({ id: evidenceDocuments.id });
        if (target) {
          await tx.insert(evidenceLinks).values({
            documentId: document.id,
            companyId,
            targetType: target.type,
            targetId: target.id,
            linkedBy: session.userId,
            linkedAt: now,
          });
        }
        await recordOperation(tx, session, {
          object: EVIDENCE_LOG_OBJECT,
          action: 'create',
          targetIds: [document.id],
          after: { document: (await snapshot(tx, 'evidence_documents', [document.id]))[0], link: target },
        });
        return { id: document.id, fileName, fileType: type, sizeBytes: form.file.bytes.length, sha256 };
      }),
    );
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'evidence_documents_company_sha256_idx') {
      throw (await duplicateRefusal(db, companyId, sha256)) ?? error;
    }
    if (sqlState(error) === '23503' && target) throw refused('evidenceTargetNotFound', { target: targetWord(target.type, language) });
    throw error;
  }
}

/** The caller's document by id, locked for a change; 404 when missing or out of scope. */
async function lockedDocument(tx: Tx, session: SessionContext, id: number) {
  const [document] = await tx
    .select()
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.id, id), inScope(session)))
    .for('update');
  if (!document) throw notFound();
  return document;
}

export async function updateEvidence(
  db: Db,
  session: SessionContext,
  input: UpdateEvidenceRequest,
  language: Language,
  now: Date,
): Promise<void> {
  const title = checkedText(input.title, DOCUMENT_TITLE_MAX, language, 'title');
  if (title === '') throw refused('documentTitleInvalid', { max: DOCUMENT_TITLE_MAX });
  const description = checkedText(input.description ?? '', DOCUMENT_DESCRIPTION_MAX, language, 'description');
  await db.transaction(async (tx) => {
    const document = await lockedDocument(tx, session, input.id);
    const before = await snapshot(tx, 'evidence_documents', [document.id]);
    await tx
      .update(evidenceDocuments)
      .set({ title, description: description === '' ? null : description, updatedAt: now })
      .where(eq(evidenceDocuments.id, document.id));
    await recordRowChange(tx, session, {
      object: EVIDENCE_LOG_OBJECT,
      action: 'update',
      table: 'evidence_documents',
      id: document.id,
      before,
    });
  });
}

/** Deletes the document and its links; returns its stored name, for the caller to remove once this has committed. */
export async function deleteEvidence(db: Db, session: SessionContext, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const document = await lockedDocument(tx, session, id);
    const links = await tx
      .select()
      .from(evidenceLinks)
      .where(eq(evidenceLinks.documentId, document.id))
      .orderBy(evidenceLinks.targetType, evidenceLinks.targetId);
    const before = await snapshot(tx, 'evidence_documents', [document.id]);
    await tx.delete(evidenceDocuments).where(eq(evidenceDocuments.id, document.id));
    await recordOperation(tx, session, {
      object: EVIDENCE_LOG_OBJECT,
      action: 'delete',
      targetIds: [document.id],
      before: { document: before[0], links },
    });
    return document.storedFile;
  });
}

export async function linkEvidence(
  db: Db,
  session: SessionContext,
  input: EvidenceLinkRequest,
  language: Language,
  now: Date,
): Promise<void> {
  const word = targetWord(input.targetType, language);
  try {
    await db.transaction(async (tx) => {
      const document = await lockedDocument(tx, session, input.documentId);
      if ((await targetCompany(tx, input.targetType, input.targetId)) !== document.companyId)
        throw refused('evidenceTargetNotFound', { target: word });
      const inserted = await tx
        .insert(evidenceLinks)
        .values({
          documentId: document.id,
          companyId: document.companyId,
          targetType: input.targetType,
          targetId: input.targetId,
          linkedBy: session.userId,
          linkedAt: now,
        })
        .onConflictDoNothing()
        .returning({ documentId: evidenceLinks.documentId });
      if (inserted.length === 0) throw refused('evidenceLinkExists', { target: word });
      await recordOperation(tx, session, {
        object: EVIDENCE_LOG_OBJECT,
        action: 'update',
        targetIds: [document.id],
        after: { linked: { targetType: input.targetType, targetId: input.targetId } },
      });
    });
  } catch (error) {
    // the item was deleted or moved meanwhile: the check at commit refuses the link
    if (sqlState(error) === '23503') throw refused('evidenceTargetNotFound', { target: word });
    throw error;
  }
}

export async function unlinkEvidence(db: Db, session: SessionContext, input: EvidenceLinkRequest, language: Language): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await lockedDocument(tx, session, input.documentId);
    const removed = await tx
      .delete(evidenceLinks)
      .where(
        and(
          eq(evidenceLinks.documentId, document.id),
          eq(evidenceLinks.targetType, input.targetType),
          eq(evidenceLinks.targetId, input.targetId),
        ),
      )
      .returning();
    if (removed.length === 0) throw refused('evidenceLinkNotFound', { target: targetWord(input.targetType, language) });
    await recordOperation(tx, session, {
      object: EVIDENCE_LOG_OBJECT,
      action: 'update',
      targetIds: [document.id],
      before: { linked: removed[0] },
    });
  });
}

async function linksOf(db: Db, documentId: number): Promise<EvidenceLink[]> {
  const rows = await db
    .select({
      targetType: evidenceLinks.targetType,
      targetId: evidenceLinks.targetId,
      linkedAt: evidenceLinks.linkedAt,
      productModel: companyProducts.model,
      productName: companyProducts.name,
      datasetName: companyDatasets.name,
      datasetYear: companyDatasets.year,
      itemName: companyDatasetItems.name,
    })
    .from(evidenceLinks)
    .leftJoin(companyProducts, and(eq(evidenceLinks.targetType, 'product'), eq(companyProducts.id, evidenceLinks.targetId)))
    .leftJoin(companyDatasets, and(eq(evidenceLinks.targetType, 'dataset'), eq(companyDatasets.id, evidenceLinks.targetId)))
    .leftJoin(companyDatasetItems, and(eq(evidenceLinks.targetType, 'dataset_item'), eq(companyDatasetItems.id, evidenceLinks.targetId)))
    .where(eq(evidenceLinks.documentId, documentId))
    .orderBy(asc(evidenceLinks.linkedAt), asc(evidenceLinks.targetType), asc(evidenceLinks.targetId));
  return rows.map((row) => ({
    targetType: row.targetType,
    targetId: row.targetId,
    label:
      row.targetType === 'product'
        ? `${row.productModel ?? ''} ${row.productName ?? ''}`.trim()
        : row.targetType === 'dataset'
          ? `${row.datasetName ?? ''} (${row.datasetYear ?? ''})`
          : (row.itemName ?? ''),
    linkedAt: row.linkedAt.toISOString(),
  }));
}

const documentColumns = {
  document: evidenceDocuments,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  uploadedByName: users.name,
};

function documentOut(
  row: {
    document: typeof evidenceDocuments.$inferSelect;
    companyName: string;
    companyNameEn: string | null;
    uploadedByName: string | null;
  },
  links: EvidenceLink[],
  language: Language,
): EvidenceDocument {
  const d = row.document;
  return {
    id: d.id,
    companyId: d.companyId,
    companyName: language === 'en' ? (row.companyNameEn ?? row.companyName) : row.companyName,
    title: d.title,
    description: d.description ?? '',
    fileName: d.fileName,
    fileType: d.fileType,
    contentType: d.contentType,
    sizeBytes: Number(d.sizeBytes),
    sha256: d.sha256,
    uploadedByName: row.uploadedByName,
    uploadedAt: d.uploadedAt.toISOString(),
    links,
  };
}

export async function evidenceDetail(db: Db, session: SessionContext, id: number, language: Language): Promise<EvidenceDocument> {
  const [row] = await db
    .select(documentColumns)
    .from(evidenceDocuments)
    .innerJoin(companies, eq(companies.id, evidenceDocuments.companyId))
    .leftJoin(users, eq(users.id, evidenceDocuments.uploadedBy))
    .where(and(eq(evidenceDocuments.id, id), inScope(session)));
  if (!row) throw notFound();
  return documentOut(row, await linksOf(db, id), language);
}

/** The documents linked to one item the caller may see (an item of another company answers as missing). */
export async function evidenceForTarget(
  db: Db,
  session: SessionContext,
  type: EvidenceTargetType,
  id: number,
  language: Language,
): Promise<EvidenceDocument[]> {
  const owner = await targetCompany(db, type, id);
  if (owner === null || (!session.isAdmin && owner !== session.companyId))
    throw refused('evidenceTargetNotFound', { target: targetWord(type, language) });
  const rows = await db
    .select(documentColumns)
    .from(evidenceLinks)
    .innerJoin(evidenceDocuments, eq(evidenceDocuments.id, evidenceLinks.documentId))
    .innerJoin(companies, eq(companies.id, evidenceDocuments.companyId))
    .leftJoin(users, eq(users.id, evidenceDocuments.uploadedBy))
    .where(and(eq(evidenceLinks.targetType, type), eq(evidenceLinks.targetId, id), inScope(session)))
    .orderBy(desc(evidenceDocuments.uploadedAt), desc(evidenceDocuments.id));
  const out: EvidenceDocument[] = [];
  for (const row of rows) out.push(documentOut(row, await linksOf(db, row.document.id), language));
  return out;
}

/** The document's file, when the caller may see the document; 404 otherwise (or when the file is gone). */
export async function evidenceFile(
  db: Db,
  files: FileStore<DocumentFileType>,
  session: SessionContext,
  id: number,
): Promise<{ opened: OpenedStoredFile<DocumentFileType>; fileName: string }> {
  const [document] = await db
    .select({ storedFile: evidenceDocuments.storedFile, fileName: evidenceDocuments.fileName })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.id, id), inScope(session)));
  if (!document) throw notFound();
  const opened = await files.open(document.storedFile);
  if (!opened) throw new ApiError('fileNotFound', 404, 404);
  return { opened, fileName: document.fileName };
}
