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

/** GET ...file?id= : `download=1` asks for an attachment instead of the inline preview. */
export interface DocumentFileQuery {
  id: number;
  download?: 0 | 1;
}

// ---- evidence ----

/**
 * POST /rest/evidence/upload (database:evidence:upload), multipart: the file in DOCUMENT_FILE_FIELD
 * and these text fields. An identical file (same SHA-256) already uploaded by the company is refused
 * with the existing document's title: link that one instead.
 */
export interface EvidenceUploadFields {
  /** Defaults to the file name. */
  title?: string;
  description?: string;
  /** Platform administrators only (required for them): the owning company. Ignored for everyone else. */
  companyId?: number;
  /** Optionally linked at once to one item of the same company. */
  targetType?: EvidenceTargetType;
  targetId?: number;
}

export interface EvidenceUploadReply {
  id: number;
  fileName: string;
  fileType: DocumentFileType;
  sizeBytes: number;
  sha256: string;
}

/** POST /rest/evidence/update (database:evidence:edit). */
export interface UpdateEvidenceRequest {
  id: number;
  title: string;
  description?: string;
}

/** POST /rest/evidence/delete (database:evidence:remove): the document, its links and its file. */
export interface DeleteEvidenceRequest {
  id: number;
}

/** POST /rest/evidence/link and /rest/evidence/unlink (database:evidence:edit): the target is of the document's company. */
export interface EvidenceLinkRequest {
  documentId: number;
  targetType: EvidenceTargetType;
  targetId: number;
}

export interface EvidenceLink {
  targetType: EvidenceTargetType;
  targetId: number;
  /** The item as a person recognises it: a product's model and name, a dataset's name and year, an item's name. */
  label: string;
  linkedAt: string;
}

/** GET /rest/evidence/detail?id= (database:evidence:list). */
export interface EvidenceDocument {
  id: number;
  companyId: number;
  companyName: string;
  title: string;
  description: string;
  fileName: string;
  fileType: DocumentFileType;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedByName: string | null;
  uploadedAt: string;
  links: EvidenceLink[];
}

/** GET /rest/evidence/forTarget?targetType=&targetId= (database:evidence:list): the documents supporting one item. */
export interface EvidenceForTargetQuery {
  targetType: EvidenceTargetType;
  targetId: number;
}

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
export interface LibraryUploadFields {
  /** Dictionary pcf_document_category. */
  category: string;
  /** Defaults to the file name. */
  title?: string;
  description?: string;
  note?: string;
}

/** POST /rest/library/version (database:document:edit), multipart: the next version of `documentId`, made current. */
export interface LibraryVersionFields {
  documentId: number;
  note?: string;
}

export interface LibraryUploadReply {
  id: number;
  versionId: number;
  version: number;
  fileName: string;
  fileType: DocumentFileType;
  sizeBytes: number;
  sha256: string;
}

/** POST /rest/library/update (database:document:edit): the document's details (its versions stay). */
export interface UpdateLibraryDocumentRequest {
  id: number;
  category: string;
  title: string;
  description?: string;
}

/** POST /rest/library/delete (database:document:remove): the document with every version and file. */
export interface DeleteLibraryDocumentRequest {
  id: number;
}

export interface LibraryVersion {
  id: number;
  version: number;
  fileName: string;
  fileType: DocumentFileType;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  note: string;
  uploadedByName: string | null;
  uploadedAt: string;
}

/** GET /rest/library/detail?id= (database:document:query): the document and its versions, newest first. */
export interface LibraryDocumentDetail {
  id: number;
  category: string;
  title: string;
  description: string;
  currentVersion: number;
  versions: LibraryVersion[];
  createdAt: string;
  updatedAt: string;
}

/** GET /rest/library/file?id=&version=&download= (database:document:query): a version's file (the current one by default). */
export interface LibraryFileQuery extends DocumentFileQuery {
  version?: number;
}

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
