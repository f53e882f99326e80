/**
 * Reads the multipart form of POST /rest/factor/import: the file under FACTOR_IMPORT_FIELD (the
 * upload stops at FACTOR_IMPORT_MAX_BYTES) and the field `mode`, then tells the file's type from its
 * content, and refuses an .xlsx whose zip declares more than FACTOR_IMPORT_MAX_EXPANDED_BYTES. Other
 * files are drained unread.
 */
import type { FastifyRequest } from 'fastify';
import {
  FACTOR_IMPORT_MODES,
  FACTOR_IMPORT_MODE_FIELD,
  type FactorImportMode,
  FACTOR_IMPORT_FIELD,
  FACTOR_IMPORT_MAX_BYTES,
} from '@pcf/shared/contracts';
import { refused } from '../../../http/errors';
import { readMultipartForm } from '../../files/multipartForm';
import { declaredBytes, detectImportKind, megabytes, UnreadableFile } from './read';
import { FACTOR_IMPORT_MAX_EXPANDED_BYTES, shownFileName, type ImportUpload } from './jobs';

const tooLarge = () => refused('factorImportTooLarge', { max: FACTOR_IMPORT_MAX_BYTES / 1024 / 1024 });

/** What the zip's directory declares, before anything is expanded; a broken zip is left to the job to report. */
function expandsTooLarge(bytes: Buffer): boolean {
  try {
    return declaredBytes(bytes) > FACTOR_IMPORT_MAX_EXPANDED_BYTES;
  } catch (error) {
    if (error instanceof UnreadableFile) return false;
    throw error;
  }
}

export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  const { fields, file } = await readMultipartForm(request, {
    fileField: FACTOR_IMPORT_FIELD,
    maxBytes: FACTOR_IMPORT_MAX_BYTES,
    missing: () => refused('factorImportFileMissing'),
    tooLarge,
    fields: 10,
    fieldBytes: 1024,
  });
  if (file === null) throw refused('factorImportFileMissing');
  const mode = fields.get(FACTOR_IMPORT_MODE_FIELD)?.trim() ?? 'all';
  if (!(FACTOR_IMPORT_MODES as readonly string[]).includes(mode)) throw refused('factorImportModeInvalid');
  const kind = await detectImportKind(file.bytes);
  if (kind === null) throw refused('factorImportFileType');
  if (kind === 'xlsx' && expandsTooLarge(file.bytes))
    throw refused('factorImportExpandsTooLarge', { max: megabytes(FACTOR_IMPORT_MAX_EXPANDED_BYTES) });
  return { bytes: file.bytes, kind, fileName: shownFileName(file.clientName), mode: mode as FactorImportMode };
}
