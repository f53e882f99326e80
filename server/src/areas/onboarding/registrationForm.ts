/**
 * Reads the multipart form of POST /rest/register: its text fields and the one business licence
 * file, at most LICENCE_MAX_BYTES (the upload stops there). Other files are drained unread.
 */
import type { FastifyRequest } from 'fastify';
import { LICENCE_MAX_BYTES, REGISTER_LICENCE_FIELD } from '@pcf/shared/contracts';
import { refused } from '../../http/errors';

export interface RegistrationForm {
  /** Every text field as sent; the service takes the ones it knows. */
  fields: ReadonlyMap<string, string>;
  licence: Buffer | null;
}

/** Longest text field read; the service's own limits are far lower. */
const FIELD_MAX_BYTES = 4096;
const FIELDS_MAX = 30;

const tooLarge = () => refused('registerLicenceTooLarge', { max: LICENCE_MAX_BYTES / 1024 / 1024 });

export async function readRegistrationForm(request: FastifyRequest): Promise<RegistrationForm> {
  if (!request.isMultipart()) throw refused('registerLicenceMissing');
  const fields = new Map<string, string>();
  let licence: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: LICENCE_MAX_BYTES, files: 2, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== REGISTER_LICENCE_FIELD || licence !== null) {
        part.file.resume();
        continue;
      }
      licence = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      if (part.file.truncated || licence.length > LICENCE_MAX_BYTES) throw tooLarge();
    } else if (typeof part.value === 'string') {
      fields.set(part.fieldname, part.value);
    }
  }
  return { fields, licence };
}
