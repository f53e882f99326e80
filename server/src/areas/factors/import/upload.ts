/**
 * Reads the multipart form of POST /rest/factor/import: the file under FACTOR_IMPORT_FIELD (the
 * upload stops at FACTOR_IMPORT_MAX_BYTES) and the field `mode`, then tells the file's type from its
 * content. Other files are drained unread.
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
import { detectImportKind } from './read';
import { shownFileName, type ImportUpload } from './jobs';

const tooLarge = () => refused('factorImportTooLarge', { max: FACTOR_IMPORT_MAX_BYTES / 1024 / 1024 });

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
  return { bytes: file.bytes, kind, fileName: shownFileName(file.clientName), mode: mode as FactorImportMode };
}
