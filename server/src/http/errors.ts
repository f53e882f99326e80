/**
 * Failures a handler raises. `code` goes into the envelope, `status` is the HTTP status.
 * Business-rule refusals use code 500 with HTTP 400, as RuoYi clients expect code 500.
 * A refused document may name each failing field: they leave as the envelope's `problems`.
 */
import type { MessageKey, MessageParams } from './messages';
import { CODE_SESSION_REVOKED, CODE_UNAUTHORIZED, CODE_USER_FROZEN } from '@pcf/shared/contracts';

/** One failing field of a refused document: its path (a JSON pointer) and what is wrong, translated when sent. */
export interface FieldRefusal {
  field: string;
  key: MessageKey;
  params: MessageParams;
}

export class ApiError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly code: number,
    readonly status: number,
    readonly params: MessageParams = {},
    readonly problems: readonly FieldRefusal[] = [],
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const CODE_BUSINESS = 500;
export const CODE_FORBIDDEN = 403;
export const CODE_NOT_FOUND = 404;
export const CODE_BAD_REQUEST = 400;

export const refused = (key: MessageKey, params?: MessageParams): ApiError => new ApiError(key, CODE_BUSINESS, 400, params);
/** A refusal of a document that lists its failing fields. */
export const refusedFields = (key: MessageKey, params: MessageParams, problems: readonly FieldRefusal[]): ApiError =>
  new ApiError(key, CODE_BUSINESS, 400, params, problems);
export const notFound = (key: MessageKey = 'notFound'): ApiError => new ApiError(key, CODE_NOT_FOUND, 404);
export const forbidden = (): ApiError => new ApiError('forbidden', CODE_FORBIDDEN, 403);
export const unauthorized = (): ApiError => new ApiError('unauthorized', CODE_UNAUTHORIZED, 401);
export const userFrozen = (): ApiError => new ApiError('userFrozen', CODE_USER_FROZEN, 401);
export const sessionRevoked = (): ApiError => new ApiError('sessionRevoked', CODE_SESSION_REVOKED, 401);
