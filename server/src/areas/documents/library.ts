/**
 * The platform's document library: standards, methods, certificates, reports ... in versions. Anyone
 * granted the page reads every document and version; platform administrators alone change it,
 * whatever their role grants. A new document comes with its version 1; a new version becomes
 * current and the earlier ones stay readable. Each change is one transaction with its operation
 * log row; a file is written before it (and removed if it fails) and removed only after a delete
 * has committed.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DocumentFileType, LibraryDocumentDetail, LibraryUploadReply, UpdateLibraryDocumentRequest } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { libraryDocumentVersions, libraryDocuments, users } from '../../schema';
import { ApiError, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, recordRowChange, snapshot } from '../audit/service';
import { valuesOutsideDict } from '../metadata/dictValues';
import { FILE_FOLDERS, FileStore, type OpenedStoredFile } from '../files/fileStore';
import type { ObjectStore } from '../files/store';
import { cleanFileName, detectDocumentType, sha256Hex, titleOf, type UploadForm } from '../files/uploads';
import { checkedText, integerField } from './fields';

import {
  DOCUMENT_CATEGORY_DICT,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VERSION_NOTE_MAX,
} from '@pcf/shared/contracts';

export const LIBRARY_LOG_OBJECT = 'library_document';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

export function libraryStore(store: ObjectStore): FileStore<DocumentFileType> {
  return new FileStore(store, FILE_FOLDERS.library, DOCUMENT_CONTENT_TYPES);
}

const notFound = (): ApiError => new ApiError('libraryNotFound', 404, 404);

/** Platform administrators alone change the library, whatever their role grants. */
export function assertLibraryAdmin(session: SessionContext): void {
  if (!session.isAdmin) throw new ApiError('libraryAdminOnly', 403, 403);
}

async function checkedCategory(db: Handle, raw: string): Promise<string> {
  const category = raw.trim();
  if (category === '' || (await valuesOutsideDict(db, DOCUMENT_CATEGORY_DICT, [category])).length > 0) {
    throw refused('libraryCategoryUnknown', { category: category.slice(0, 50) });
  }
  return category;
}

interface CheckedFile {
  bytes: Buffer;
  type: DocumentFileType;
  fileName: string;
  sha256: string;
}

async function checkedFile(form: UploadForm): Promise<CheckedFile> {
  const type = await detectDocumentType(form.file.bytes);
  if (!type) throw refused('fileTypeRefused');
  return { bytes: form.file.bytes, type, fileName: cleanFileName(form.file.clientName, type), sha256: sha256Hex(form.file.bytes) };
}

async function insertVersion(
  tx: Tx,
  documentId: number,
  version: number,
  file: CheckedFile,
  stored: string,
  note: string,
  session: SessionContext,
  now: Date,
): Promise<number> {
  const [saved] = await tx
    .insert(libraryDocumentVersions)
    .values({
      documentId,
      version,
      storedFile: stored,
      fileName: file.fileName,
      fileType: file.type,
      contentType: DOCUMENT_CONTENT_TYPES[file.type],
      sizeBytes: file.bytes.length,
      sha256: file.sha256,
      note,
      uploadedBy: session.userId,
      uploadedAt: now,
    })
    .returning({ id: libraryDocumentVersions.id });
  await tx.update(libraryDocuments).set({ currentVersionId: saved.id, updatedAt: now }).where(eq(libraryDocuments.id, documentId));
  return saved.id;
}

function replyOf(id: number, versionId: number, version: number, file: CheckedFile): LibraryUploadReply {
  return { id, versionId, version, fileName: file.fileName, fileType: file.type, sizeBytes: file.bytes.length, sha256: file.sha256 };
}

/** A new document with its version 1. */
export async function uploadLibraryDocument(
  db: Db,
  files: FileStore<DocumentFileType>,
  session: SessionContext,
  form: UploadForm,
  language: Language,
  now: Date,
): Promise<LibraryUploadReply> {
  assertLibraryAdmin(session);
  const category = await checkedCategory(db, form.fields.get('category') ?? '');
  const file = await checkedFile(form);
  const title = checkedText(form.fields.get('title') ?? '', DOCUMENT_TITLE_MAX, language, 'title') || titleOf(file.fileName);
  const description = checkedText(form.fields.get('description') ?? '', DOCUMENT_DESCRIPTION_MAX, language, 'description');
  const note = checkedText(form.fields.get('note') ?? '', DOCUMENT_VERSION_NOTE_MAX, language, 'note');
  return files.saveFor(file.bytes, file.type, (stored) =>
    db.transaction(async (tx) => {
      const [document] = await tx
        .insert(libraryDocuments)
        .values({
          category,
          title,
          description: description === '' ? null : description,
          createdBy: session.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: libraryDocuments.id });
      const versionId = await insertVersion(tx, document.id, 1, file, stored, note, session, now);
      await recordOperation(tx, session, {
        object: LIBRARY_LOG_OBJECT,
        action: 'create',
        targetIds: [document.id],
        after: {
          document: (await snapshot(tx, 'library_documents', [document.id]))[0],
          version: (await snapshot(tx, 'library_document_versions', [versionId]))[0],
        },
      });
      return replyOf(document.id, versionId, 1, file);
    }),
  );
}

/** The next version of a document, made current. */
export async function addLibraryVersion(
  db: Db,
  files: FileStore<DocumentFileType>,
  session: SessionContext,
  form: UploadForm,
  language: Language,
  now: Date,
): Promise<LibraryUploadReply> {
  assertLibraryAdmin(session);
  const documentId = integerField(form.fields, 'documentId');
  if (documentId === null) throw notFound();
  const file = await checkedFile(form);
  const note = checkedText(form.fields.get('note') ?? '', DOCUMENT_VERSION_NOTE_MAX, language, 'note');
  const [exists] = await db.select({ id: libraryDocuments.id }).from(libraryDocuments).where(eq(libraryDocuments.id, documentId));
  if (!exists) throw notFound();
  return files.saveFor(file.bytes, file.type, (stored) =>
    db.transaction(async (tx) => {
      // locked: two new versions at once get consecutive numbers
      const [document] = await tx.select().from(libraryDocuments).where(eq(libraryDocuments.id, documentId)).for('update');
      if (!document) throw notFound();
      const [current] = await tx
        .select({ version: libraryDocumentVersions.version, sha256: libraryDocumentVersions.sha256 })
        .from(libraryDocumentVersions)
        .where(eq(libraryDocumentVersions.id, document.currentVersionId ?? 0));
      if (current && current.sha256 === file.sha256) throw refused('libraryVersionSame', { version: current.version });
      const [{ latest }] = await tx
        .select({ latest: sql<number>`coalesce(max(${libraryDocumentVersions.version}), 0)::int` })
        .from(libraryDocumentVersions)
        .where(eq(libraryDocumentVersions.documentId, documentId));
      const version = Number(latest) + 1;
      const versionId = await insertVersion(tx, documentId, version, file, stored, note, session, now);
      await recordOperation(tx, session, {
        object: LIBRARY_LOG_OBJECT,
        action: 'update',
        targetIds: [documentId],
        after: { version: (await snapshot(tx, 'library_document_versions', [versionId]))[0] },
      });
      return replyOf(documentId, versionId, version, file);
    }),
  );
}

export async function updateLibraryDocument(
  db: Db,
  session: SessionContext,
  input: UpdateLibraryDocumentRequest,
  language: Language,
  now: Date,
): Promise<void> {
  assertLibraryAdmin(session);
  const title = checkedText(input.title, DOCUMENT_TITLE_MAX, language, 'title');
  if (title === '') throw refused('documentTitleInvalid', { max: DOCUMENT_TITLE_MAX });
  const description = checkedText(input.description ?? '', DOCUMENT_DESCRIPTION_MAX, language, 'description');
  await db.transaction(async (tx) => {
    const [document] = await tx
      .select({ id: libraryDocuments.id })
      .from(libraryDocuments)
      .where(eq(libraryDocuments.id, input.id))
      .for('update');
    if (!document) throw notFound();
    const category = await checkedCategory(tx, input.category);
    const before = await snapshot(tx, 'library_documents', [document.id]);
    await tx
      .update(libraryDocuments)
      .set({ category, title, description: description === '' ? null : description, updatedAt: now })
      .where(eq(libraryDocuments.id, document.id));
    await recordRowChange(tx, session, {
      object: LIBRARY_LOG_OBJECT,
      action: 'update',
      table: 'library_documents',
      id: document.id,
      before,
    });
  });
}

/** Deletes the document with every version; returns their stored names, for the caller to remove once this has committed. */
export async function deleteLibraryDocument(db: Db, session: SessionContext, id: number): Promise<string[]> {
  assertLibraryAdmin(session);
  return db.transaction(async (tx) => {
    const [document] = await tx.select({ id: libraryDocuments.id }).from(libraryDocuments).where(eq(libraryDocuments.id, id)).for('update');
    if (!document) throw notFound();
    const versions = await tx
      .select()
      .from(libraryDocumentVersions)
      .where(eq(libraryDocumentVersions.documentId, id))
      .orderBy(libraryDocumentVersions.id);
    const before = await snapshot(tx, 'library_documents', [id]);
    await tx.delete(libraryDocuments).where(eq(libraryDocuments.id, id));
    await recordOperation(tx, session, {
      object: LIBRARY_LOG_OBJECT,
      action: 'delete',
      targetIds: [id],
      before: { document: before[0], versions },
    });
    return versions.map((v) => v.storedFile);
  });
}

export async function libraryDetail(db: Db, id: number): Promise<LibraryDocumentDetail> {
  const [document] = await db.select().from(libraryDocuments).where(eq(libraryDocuments.id, id));
  if (!document) throw notFound();
  const versions = await db
    .select({ version: libraryDocumentVersions, uploadedByName: users.name })
    .from(libraryDocumentVersions)
    .leftJoin(users, eq(users.id, libraryDocumentVersions.uploadedBy))
    .where(eq(libraryDocumentVersions.documentId, id))
    .orderBy(desc(libraryDocumentVersions.version));
  return {
    id: document.id,
    category: document.category,
    title: document.title,
    description: document.description ?? '',
    currentVersion: versions.find((v) => v.version.id === document.currentVersionId)?.version.version ?? 0,
    versions: versions.map(({ version: v, uploadedByName }) => ({
      id: v.id,
      version: v.version,
      fileName: v.fileName,
      fileType: v.fileType,
      contentType: v.contentType,
      sizeBytes: Number(v.sizeBytes),
      sha256: v.sha256,
      note: v.note,
      uploadedByName,
      uploadedAt: v.uploadedAt.toISOString(),
    })),
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}

/** A version's file (the current one by default); 404 when the document, the version or the file is missing. */
export async function libraryFile(
  db: Db,
  files: FileStore<DocumentFileType>,
  id: number,
  version: number | undefined,
): Promise<{ opened: OpenedStoredFile<DocumentFileType>; fileName: string }> {
  const [document] = await db
    .select({ currentVersionId: libraryDocuments.currentVersionId })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.id, id));
  if (!document) throw notFound();
  const [row] = await db
    .select({ storedFile: libraryDocumentVersions.storedFile, fileName: libraryDocumentVersions.fileName })
    .from(libraryDocumentVersions)
    .where(
      version === undefined
        ? eq(libraryDocumentVersions.id, document.currentVersionId ?? 0)
        : and(eq(libraryDocumentVersions.documentId, id), eq(libraryDocumentVersions.version, version)),
    );
  if (!row) throw new ApiError('libraryVersionNotFound', 404, 404, { version: version ?? 0 });
  const opened = await files.open(row.storedFile);
  if (!opened) throw new ApiError('fileNotFound', 404, 404);
  return { opened, fileName: row.fileName };
}
