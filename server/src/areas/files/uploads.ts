/**
 * Document uploads and downloads (evidence and library): one multipart form with one file, read up to
 * its size limit and no further; the type told from the content with file-type (a PDF named .jpg is a
 * PDF, a program named .png is refused); the SHA-256 of the bytes; the uploader's file name cleaned
 * for display and download only. A download names the file with an RFC 6266 / 5987 Content-Disposition.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentFileType } from '@pcf/shared/contracts';
import { refused } from '../../http/errors';
import type { OpenedStoredFile } from './fileStore';
import { readMultipartForm, type MultipartFile } from './multipartForm';

import { DOCUMENT_CONTENT_TYPES, PREVIEWABLE_FILE_TYPES, DOCUMENT_FILE_FIELD, DOCUMENT_FILE_NAME_MAX } from '@pcf/shared/contracts';

/** file-type's extension of each accepted type. */
const BY_DETECTED_EXTENSION: Readonly<Record<string, DocumentFileType>> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  png: 'png',
  xlsx: 'xlsx',
  docx: 'docx',
};
/** The extensions a display name may keep for each type; the first is added when it has none of them. */
const EXTENSIONS: Readonly<Record<DocumentFileType, readonly string[]>> = {
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  xlsx: ['xlsx'],
  docx: ['docx'],
};

/** The document type of the bytes, or null for anything else (whatever the file was called). */
export async function detectDocumentType(bytes: Buffer): Promise<DocumentFileType | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const type = BY_DETECTED_EXTENSION[detected.ext];
  // the MIME type must agree too: file-type reports e.g. Adobe Illustrator files (PDF inside) as 'ai'
  return type !== undefined && detected.mime === DOCUMENT_CONTENT_TYPES[type] ? type : null;
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The uploader's file name as it may be shown and offered on download: no folders (whatever the
 * separator), no control, bidirectional-override or reserved characters, no leading or trailing dots
 * and spaces, at most DOCUMENT_FILE_NAME_MAX characters, ending in an extension of the type found in
 * the content ("scan.jpg" holding a PDF becomes "scan.pdf"). Never a path: the stored name is the server's.
 */
export function cleanFileName(raw: string, type: DocumentFileType): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? '';
  let name = lastPart
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const allowed = EXTENSIONS[type];
  let base = dot > 0 ? name.slice(0, dot) : name;
  let suffix = allowed.includes(extension) ? name.slice(dot + 1) : allowed[0];
  if (!/^[A-Za-z0-9]{1,10}$/.test(suffix)) suffix = allowed[0];
  base = base.replace(/[\s.]+$/g, '');
  const room = DOCUMENT_FILE_NAME_MAX - suffix.length - 1;
  const characters = Array.from(base);
  if (characters.length > room)
    base = characters
      .slice(0, room)
      .join('')
      .replace(/[\s.]+$/g, '');
  if (base === '') base = 'document';
  name = `${base}.${suffix}`;
  return name;
}

/** The file name without its extension: a title when none is given. */
export function titleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** RFC 5987 ext-value characters: everything else percent-encoded as UTF-8. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `inline` or `attachment`, with an ASCII fallback name and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

export type UploadedFile = MultipartFile;

export interface UploadForm {
  fields: ReadonlyMap<string, string>;
  file: UploadedFile;
}

/** A document form: its text fields and the one file in DOCUMENT_FILE_FIELD, at most `maxBytes`. */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  const { fields, file } = await readMultipartForm(request, {
    fileField: DOCUMENT_FILE_FIELD,
    maxBytes,
    missing: () => refused('fileMissing'),
    tooLarge: () => refused('fileTooLarge', { max: Math.round((maxBytes / 1024 / 1024) * 100) / 100 }),
  });
  if (!file || file.bytes.length === 0) throw refused('fileMissing');
  return { fields, file };
}

/** Sends a stored document: inline for a preview (PDF and images), else as an attachment named `fileName`. */
export function sendDocument(
  reply: FastifyReply,
  opened: OpenedStoredFile<DocumentFileType>,
  fileName: string,
  download: boolean,
): FastifyReply {
  const inline = !download && PREVIEWABLE_FILE_TYPES.includes(opened.type);
  reply.header('content-type', opened.contentType);
  reply.header('content-length', opened.size);
  reply.header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', fileName));
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-resource-policy', 'same-origin');
  // a file opened on its own runs no script and loads nothing (Chrome's PDF viewer does not show a sandboxed PDF)
  if (opened.type !== 'pdf')
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  return reply.send(opened.stream);
}
