/**
 * Documents: a company's evidence (/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments)
 * and the platform's document library (/CarbonFootprintDatabase/document_management/item).
 *
 * Evidence documents are files a company uploads to support its products, datasets and dataset
 * items (issue 6 adds inventory lines): PDF, JPEG, PNG, XLSX or DOCX, told from the content (never
 * the name), at most EVIDENCE_MAX_BYTES, with their SHA-256 recorded. A document belongs to one
 * company and is linked to any number of that company's items. Enterprise users see and change only
 * their own company's documents; platform administrators see all and name the company on upload.
 * The list is the generic object API on the read model pcf_evidence_document (company-scoped);
 * uploads, links and deletes go through the calls below.
 *
 * The library holds the platform's reference documents (standards, methods, certificates,
 * reports ...) in versions: everyone granted the page reads every version; platform administrators
 * upload documents and new versions, change their details and delete them. The list is the object
 * API on pcf_library_document (one row per document, its current version).
 *
 * Files: a PDF or an image is previewed inline (GET ...file?id=, the dby_token cookie authenticates
 * an <iframe> or <img>), any file downloads as an attachment with ?download=1. The file name shown
 * and offered on download is the uploader's, cleaned (no path, no control characters, at most
 * DOCUMENT_FILE_NAME_MAX characters, its extension matching the type found in the content); the
 * stored name is the server's own.
 */
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';

export const EVIDENCE_OBJECT = 'pcf_evidence_document';
export const LIBRARY_OBJECT = 'pcf_library_document';

export const DOCUMENT_PERMISSIONS = {
  /** The evidence list (object API), a document's detail and links, preview and download. */
  evidenceList: 'database:evidence:list',
  evidenceUpload: 'database:evidence:upload',
  /** A document's title and description, and its links to the company's items. */
  evidenceEdit: 'database:evidence:edit',
  evidenceRemove: 'database:evidence:remove',
  /** The library page: a document's detail, preview and download of any version. */
  libraryQuery: 'database:document:query',
  /** The library list (object API on pcf_library_document). */
  libraryList: 'database:document:list',
  /** Changes: platform administrators (the routes check the flag too). */
  libraryAdd: 'database:document:add',
  libraryEdit: 'database:document:edit',
  libraryRemove: 'database:document:remove',
} as const;

/** The file types a document may be, told from the content. */
export const DOCUMENT_FILE_TYPES = ['pdf', 'jpeg', 'png', 'xlsx', 'docx'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
export const DOCUMENT_CONTENT_TYPES: Readonly<Record<DocumentFileType, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** Types a browser shows inline (the others always download). */
export const PREVIEWABLE_FILE_TYPES: readonly DocumentFileType[] = ['pdf', 'jpeg', 'png'];
/** The file dialog's filter; the server decides by content. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';

export const EVIDENCE_MAX_BYTES = 20 * 1024 * 1024;
export const LIBRARY_MAX_BYTES = 50 * 1024 * 1024;
/** The multipart field of the file in every upload. */
export const DOCUMENT_FILE_FIELD = 'file';
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 2000;
export const DOCUMENT_FILE_NAME_MAX = 200;
export const DOCUMENT_VERSION_NOTE_MAX = 500;

/** What an evidence document can support. */
export const EVIDENCE_TARGET_TYPES = ['product', 'dataset', 'dataset_item'] as const;
export type EvidenceTargetType = (typeof EVIDENCE_TARGET_TYPES)[number];

/** The library's categories (dictionary pcf_document_category; administrators may add more there). */
export const DOCUMENT_CATEGORY_DICT = 'pcf_document_category';
export const DOCUMENT_CATEGORIES = ['standard', 'method', 'certificate', 'report', 'guide', 'other'] as const;

const FileTypeSchema = Type.Enum([...DOCUMENT_FILE_TYPES]);
const TargetTypeSchema = Type.Enum([...EVIDENCE_TARGET_TYPES]);
/** `download=1` asks for an attachment instead of the inline preview. */
const DownloadFlag = Type.Optional(Type.Integer({ minimum: 0, maximum: 1 }));

/** GET ...file?id= : `download=1` asks for an attachment instead of the inline preview. */
export const DocumentFileQuerySchema = Type.Object({ id: RowId, download: DownloadFlag });
export type DocumentFileQuery = Static<typeof DocumentFileQuerySchema>;

/** GET ...detail?id= and the like: one document. */
export const DocumentIdSchema = Type.Object({ id: RowId });

// ---- evidence ----

/**
 * POST /rest/evidence/upload (database:evidence:upload), multipart: the file in DOCUMENT_FILE_FIELD
 * and these text fields (the service checks them; a multipart body is not validated by the route).
 * An identical file (same SHA-256) already uploaded by the company is refused with the existing
 * document's title: link that one instead.
 */
export const EvidenceUploadFieldsSchema = Type.Object({
  /** Defaults to the file name. */
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /** Platform administrators only (required for them): the owning company. Ignored for everyone else. */
  companyId: Type.Optional(RowId),
  /** Optionally linked at once to one item of the same company. */
  targetType: Type.Optional(TargetTypeSchema),
  targetId: Type.Optional(RowId),
});
export type EvidenceUploadFields = Static<typeof EvidenceUploadFieldsSchema>;

export const EvidenceUploadReplySchema = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  fileType: FileTypeSchema,
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
});
export type EvidenceUploadReply = Static<typeof EvidenceUploadReplySchema>;

// the text bounds below only cap the request; the service counts characters after trimming

/** POST /rest/evidence/update (database:evidence:edit). */
export const UpdateEvidenceRequestSchema = Type.Object({
  id: RowId,
  title: Type.String({ maxLength: DOCUMENT_TITLE_MAX * 2 }),
  description: Type.Optional(Type.String({ maxLength: DOCUMENT_DESCRIPTION_MAX * 2 })),
});
export type UpdateEvidenceRequest = Static<typeof UpdateEvidenceRequestSchema>;

/** POST /rest/evidence/delete (database:evidence:remove): the document, its links and its file. */
export const DeleteEvidenceRequestSchema = DocumentIdSchema;
export type DeleteEvidenceRequest = Static<typeof DeleteEvidenceRequestSchema>;

/** POST /rest/evidence/link and /rest/evidence/unlink (database:evidence:edit): the target is of the document's company. */
export const EvidenceLinkRequestSchema = Type.Object({ documentId: RowId, targetType: TargetTypeSchema, targetId: RowId });
export type EvidenceLinkRequest = Static<typeof EvidenceLinkRequestSchema>;

export const EvidenceLinkSchema = Type.Object({
  targetType: TargetTypeSchema,
  targetId: Type.Integer(),
  /** The item as a person recognises it: a product's model and name, a dataset's name and year, an item's name. */
  label: Type.String(),
  linkedAt: Type.String(),
});
export type EvidenceLink = Static<typeof EvidenceLinkSchema>;

/** GET /rest/evidence/detail?id= (database:evidence:list). */
export const EvidenceDocumentSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  fileName: Type.String(),
  fileType: FileTypeSchema,
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
  uploadedByName: Nullable(Type.String()),
  uploadedAt: Type.String(),
  links: Type.Array(EvidenceLinkSchema),
});
export type EvidenceDocument = Static<typeof EvidenceDocumentSchema>;

/** GET /rest/evidence/forTarget?targetType=&targetId= (database:evidence:list): the documents supporting one item. */
export const EvidenceForTargetQuerySchema = Type.Object({ targetType: TargetTypeSchema, targetId: RowId });
export type EvidenceForTargetQuery = Static<typeof EvidenceForTargetQuerySchema>;

/** A row of pcf_evidence_document (the read model; the stored name is never shown). */
export interface EvidenceDocumentRow {
  id: number;
  company_id: number;
  company_name: string;
  title: string;
  description: string | null;
  file_name: string;
  file_type: DocumentFileType;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by_name: string | null;
  uploaded_at: string;
  link_count: number;
}

// ---- the library ----

/** POST /rest/library/upload (database:document:add), multipart: a new document with its version 1. */
export const LibraryUploadFieldsSchema = Type.Object({
  /** Dictionary pcf_document_category. */
  category: Type.String(),
  /** Defaults to the file name. */
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  note: Type.Optional(Type.String()),
});
export type LibraryUploadFields = Static<typeof LibraryUploadFieldsSchema>;

/** POST /rest/library/version (database:document:edit), multipart: the next version of `documentId`, made current. */
export const LibraryVersionFieldsSchema = Type.Object({ documentId: RowId, note: Type.Optional(Type.String()) });
export type LibraryVersionFields = Static<typeof LibraryVersionFieldsSchema>;

export const LibraryUploadReplySchema = Type.Object({
  id: Type.Integer(),
  versionId: Type.Integer(),
  version: Type.Integer(),
  fileName: Type.String(),
  fileType: FileTypeSchema,
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
});
export type LibraryUploadReply = Static<typeof LibraryUploadReplySchema>;

/** POST /rest/library/update (database:document:edit): the document's details (its versions stay). */
export const UpdateLibraryDocumentRequestSchema = Type.Object({
  id: RowId,
  category: Type.String({ maxLength: 100 }),
  title: Type.String({ maxLength: DOCUMENT_TITLE_MAX * 2 }),
  description: Type.Optional(Type.String({ maxLength: DOCUMENT_DESCRIPTION_MAX * 2 })),
});
export type UpdateLibraryDocumentRequest = Static<typeof UpdateLibraryDocumentRequestSchema>;

/** POST /rest/library/delete (database:document:remove): the document with every version and file. */
export const DeleteLibraryDocumentRequestSchema = DocumentIdSchema;
export type DeleteLibraryDocumentRequest = Static<typeof DeleteLibraryDocumentRequestSchema>;

export const LibraryVersionSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  fileName: Type.String(),
  fileType: FileTypeSchema,
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
  note: Type.String(),
  uploadedByName: Nullable(Type.String()),
  uploadedAt: Type.String(),
});
export type LibraryVersion = Static<typeof LibraryVersionSchema>;

/** GET /rest/library/detail?id= (database:document:query): the document and its versions, newest first. */
export const LibraryDocumentDetailSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  description: Type.String(),
  currentVersion: Type.Integer(),
  versions: Type.Array(LibraryVersionSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type LibraryDocumentDetail = Static<typeof LibraryDocumentDetailSchema>;

/** GET /rest/library/file?id=&version=&download= (database:document:query): a version's file (the current one by default). */
export const LibraryFileQuerySchema = Type.Object({ id: RowId, version: Type.Optional(RowId), download: DownloadFlag });
export type LibraryFileQuery = Static<typeof LibraryFileQuerySchema>;

/** A row of pcf_library_document (the read model: each document with its current version). */
export interface LibraryDocumentRow {
  id: number;
  category: string;
  title: string;
  description: string | null;
  version: number;
  version_count: number;
  file_name: string;
  file_type: DocumentFileType;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: string;
  created_at: string;
  updated_at: string;
}

const tags = ['documents'];
/** What a document file may be, as served (DOCUMENT_CONTENT_TYPES). */
const produces = Object.values(DOCUMENT_CONTENT_TYPES);

/**
 * /rest/evidence/*: a company's evidence documents, each call scoped to the caller's company.
 * /rest/library/*: the document library; its changes are for platform administrators (the server
 * refuses anyone else before an upload is read). A file answers inline, or as an attachment with
 * ?download=1; an <img> or <iframe> authenticates with the dby_token cookie.
 */
export const documentEndpoints = {
  evidenceUpload: defineEndpoint({
    method: 'POST',
    url: '/rest/evidence/upload',
    permission: DOCUMENT_PERMISSIONS.evidenceUpload,
    tags,
    encoding: 'multipart',
    body: EvidenceUploadFieldsSchema,
    reply: EvidenceUploadReplySchema,
  }),
  evidenceUpdate: defineEndpoint({
    method: 'POST',
    url: '/rest/evidence/update',
    permission: DOCUMENT_PERMISSIONS.evidenceEdit,
    tags,
    body: UpdateEvidenceRequestSchema,
    reply: 'none',
  }),
  evidenceDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/evidence/delete',
    permission: DOCUMENT_PERMISSIONS.evidenceRemove,
    tags,
    body: DeleteEvidenceRequestSchema,
    reply: 'none',
  }),
  evidenceLink: defineEndpoint({
    method: 'POST',
    url: '/rest/evidence/link',
    permission: DOCUMENT_PERMISSIONS.evidenceEdit,
    tags,
    body: EvidenceLinkRequestSchema,
    reply: 'none',
  }),
  evidenceUnlink: defineEndpoint({
    method: 'POST',
    url: '/rest/evidence/unlink',
    permission: DOCUMENT_PERMISSIONS.evidenceEdit,
    tags,
    body: EvidenceLinkRequestSchema,
    reply: 'none',
  }),
  evidenceDetail: defineEndpoint({
    method: 'GET',
    url: '/rest/evidence/detail',
    permission: DOCUMENT_PERMISSIONS.evidenceList,
    tags,
    querystring: DocumentIdSchema,
    reply: EvidenceDocumentSchema,
  }),
  evidenceForTarget: defineEndpoint({
    method: 'GET',
    url: '/rest/evidence/forTarget',
    permission: DOCUMENT_PERMISSIONS.evidenceList,
    tags,
    querystring: EvidenceForTargetQuerySchema,
    reply: Type.Array(EvidenceDocumentSchema),
  }),
  evidenceFile: defineEndpoint({
    method: 'GET',
    url: '/rest/evidence/file',
    permission: DOCUMENT_PERMISSIONS.evidenceList,
    tags,
    querystring: DocumentFileQuerySchema,
    reply: 'file',
    produces,
    tokenFromCookie: true,
  }),
  libraryUpload: defineEndpoint({
    method: 'POST',
    url: '/rest/library/upload',
    permission: DOCUMENT_PERMISSIONS.libraryAdd,
    tags,
    encoding: 'multipart',
    body: LibraryUploadFieldsSchema,
    reply: LibraryUploadReplySchema,
  }),
  libraryVersion: defineEndpoint({
    method: 'POST',
    url: '/rest/library/version',
    permission: DOCUMENT_PERMISSIONS.libraryEdit,
    tags,
    encoding: 'multipart',
    body: LibraryVersionFieldsSchema,
    reply: LibraryUploadReplySchema,
  }),
  libraryUpdate: defineEndpoint({
    method: 'POST',
    url: '/rest/library/update',
    permission: DOCUMENT_PERMISSIONS.libraryEdit,
    tags,
    body: UpdateLibraryDocumentRequestSchema,
    reply: 'none',
  }),
  libraryDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/library/delete',
    permission: DOCUMENT_PERMISSIONS.libraryRemove,
    tags,
    body: DeleteLibraryDocumentRequestSchema,
    reply: 'none',
  }),
  libraryDetail: defineEndpoint({
    method: 'GET',
    url: '/rest/library/detail',
    permission: DOCUMENT_PERMISSIONS.libraryQuery,
    tags,
    querystring: DocumentIdSchema,
    reply: LibraryDocumentDetailSchema,
  }),
  libraryFile: defineEndpoint({
    method: 'GET',
    url: '/rest/library/file',
    permission: DOCUMENT_PERMISSIONS.libraryQuery,
    tags,
    querystring: LibraryFileQuerySchema,
    reply: 'file',
    produces,
    tokenFromCookie: true,
  }),
};
