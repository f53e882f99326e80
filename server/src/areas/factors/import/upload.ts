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
import { detectImportKind } from './read';
import { shownFileName, type ImportUpload } from './jobs';

const tooLarge = () => refused('factorImportTooLarge', { max: FACTOR_IMPORT_MAX_BYTES / 1024 / 1024 });

export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  let bytes: Buffer | null = null;
  let fileName = '';
  let mode: string = 'all';
  const parts = request.parts({ limits: { fileSize: FACTOR_IMPORT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== FACTOR_IMPORT_FIELD || bytes !== null) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      if (part.file.truncated || bytes.length > FACTOR_IMPORT_MAX_BYTES) throw tooLarge();
      fileName = part.filename;
    } else if (part.fieldname === FACTOR_IMPORT_MODE_FIELD && typeof part.value === 'string') {
      mode = part.value.trim();
    }
  }
  if (bytes === null) throw refused('factorImportFileMissing');
  if (!(FACTOR_IMPORT_MODES as readonly string[]).includes(mode)) throw refused('factorImportModeInvalid');
  const kind = await detectImportKind(bytes);
  if (kind === null) throw refused('factorImportFileType');
  return { bytes, kind, fileName: shownFileName(fileName), mode: mode as FactorImportMode };
}
