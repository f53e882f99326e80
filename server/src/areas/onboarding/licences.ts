/**
 * Business licence files of registrations: PDF, JPEG or PNG, told from the content by file-type
 * (magic numbers; a PDF named .png is a PDF, a program or text named .pdf is refused), stored in
 * the file store's licences folder (DATA_DIR/files/licences or S3) under a server-generated name.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { LicenceType } from '@pcf/shared/contracts';
import { FILE_FOLDERS, FileStore } from '../files/fileStore';
import type { ObjectStore } from '../files/store';

export const LICENCE_CONTENT_TYPES: Readonly<Record<LicenceType, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** file-type's extension of each accepted type. */
const BY_DETECTED_EXTENSION: Readonly<Record<string, LicenceType>> = { pdf: 'pdf', jpg: 'jpeg', png: 'png' };

/** The licence type of the bytes, or null for anything else (whatever the file was called). */
export async function detectLicenceType(bytes: Buffer): Promise<LicenceType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const type = BY_DETECTED_EXTENSION[detected.ext];
  // the MIME type must agree too: file-type reports e.g. Adobe Illustrator files (PDF inside) as 'ai'
  return type !== undefined && detected.mime === LICENCE_CONTENT_TYPES[type] ? type : null;
}

export function licenceStore(store: ObjectStore): FileStore<LicenceType> {
  return new FileStore(store, FILE_FOLDERS.licences, LICENCE_CONTENT_TYPES);
}
