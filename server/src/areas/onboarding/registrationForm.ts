/**
 * Reads the multipart form of POST /rest/register: its text fields and the one business licence
 * file, at most LICENCE_MAX_BYTES (the upload stops there). Other files are drained unread.
 */
import type { FastifyRequest } from 'fastify';
import { LICENCE_MAX_BYTES, REGISTER_LICENCE_FIELD } from '@pcf/shared/contracts';
import { refused } from '../../http/errors';
import { readMultipartForm } from '../files/multipartForm';

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
  const { fields, file } = await readMultipartForm(request, {
    fileField: REGISTER_LICENCE_FIELD,
    maxBytes: LICENCE_MAX_BYTES,
    missing: () => refused('registerLicenceMissing'),
    tooLarge,
    fields: FIELDS_MAX,
    fieldBytes: FIELD_MAX_BYTES,
  });
  return { fields, licence: file?.bytes ?? null };
}
