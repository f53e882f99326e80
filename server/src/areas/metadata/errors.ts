/** Refusals of malformed object-API input: HTTP 400 and code 400, nothing changed. */
import { ApiError, CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../http/errors';
import type { MessageKey, MessageParams } from '../../http/messages';

export const badInput = (key: MessageKey, params?: MessageParams): ApiError => new ApiError(key, CODE_BAD_REQUEST, 400, params);

/** A row that does not exist and a row of another company look the same to the caller. */
export const rowNotFound = (): ApiError => new ApiError('objRowNotFound', CODE_NOT_FOUND, 404);

/** A client-sent name as it may appear in a message: printable, at most 64 characters. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return text.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 64);
}
