/**
 * The calls of the document library (contracts/documents.ts): the list is the object table on
 * pcf_library_document; a document, its versions and their files through /rest/library/*.
 */
import { API, callEnvelope, documentEndpoints } from '@pcf/shared';
import type {
  DeleteLibraryDocumentRequest,
  LibraryUploadFields,
  LibraryVersionFields,
  UpdateLibraryDocumentRequest,
  UploadProgress,
} from '@pcf/shared';
import { documentForm, uploadOptions } from '../../parts/documentFiles';

/** The multipart text fields: strings, the absent ones left out. */
function fieldsOf(fields: LibraryUploadFields | LibraryVersionFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

export const libraryApi = {
  detail: (id: number) => callEnvelope(documentEndpoints.libraryDetail, { query: { id } }),
  /** A new document with its version 1. */
  upload: (fields: LibraryUploadFields, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) =>
    callEnvelope(documentEndpoints.libraryUpload, { body: documentForm(fieldsOf(fields), file) }, uploadOptions(onProgress, signal)),
  /** The next version of a document, made current. */
  addVersion: (fields: LibraryVersionFields, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) =>
    callEnvelope(documentEndpoints.libraryVersion, { body: documentForm(fieldsOf(fields), file) }, uploadOptions(onProgress, signal)),
  update: (body: UpdateLibraryDocumentRequest) => callEnvelope(documentEndpoints.libraryUpdate, { body }),
  remove: (body: DeleteLibraryDocumentRequest) => callEnvelope(documentEndpoints.libraryDelete, { body }),
  /** Loaded by the browser itself (img, iframe): the dby_token cookie signs the request in. */
  fileUrl: (id: number, version: number) => `${API.libraryFile}?id=${id}&version=${version}`,
};
