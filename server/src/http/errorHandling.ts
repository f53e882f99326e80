/**
 * Every failure leaves as the envelope, its message in the caller's language. The text is sent
 * as `msg` and again as `message`, which some callers read (SPEC §7).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldProblemMessage } from '@pcf/shared/contracts';
import { ApiError, CODE_BAD_REQUEST, CODE_NOT_FOUND } from './errors';
import { translate, type Language, type MessageKey } from './messages';
import { sqlState } from '../db/errors';

/**
 * PostgreSQL's refusals of a value the request carried (a number beyond the column's type, text it
 * cannot read as the column's type, bytes no encoding has, a text too long, a date out of range):
 * bad input that a route's schema let through, answered as such rather than as a server fault.
 */
const BAD_VALUE_STATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02']);

export function failure(code: number, msg: string): { code: number; msg: string; message: string } {
  return { code, msg, message: msg };
}

function refusalOf(error: ApiError, language: Language) {
  const envelope = failure(error.code, translate(error.messageKey, language, error.params));
  if (error.problems.length === 0) return envelope;
  const problems = error.problems.map((p): FieldProblemMessage => ({ field: p.field, message: translate(p.key, language, p.params) }));
  return { ...envelope, problems };
}

/** The framework's refusals of a request it cannot read (its own texts are English only). */
const FRAMEWORK_REFUSALS: Partial<Record<number, MessageKey>> = {
  400: 'requestMalformed',
  413: 'requestTooLarge',
  415: 'requestContentTypeUnsupported',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = request.language;
    if (error instanceof ApiError) {
      return reply.status(error.status).send(refusalOf(error, language));
    }
    if (error.validation) {
      const detail = error.validation.map((v) => `${v.instancePath || error.validationContext || ''} ${v.message ?? ''}`.trim()).join('; ');
      return reply.status(400).send(failure(CODE_BAD_REQUEST, translate('validationFailed', language, { detail })));
    }
    if (BAD_VALUE_STATES.has(sqlState(error) ?? '')) {
      // still logged: the route's schema should have refused the value at the edge
      request.log.warn({ err: error }, 'request value refused by the database');
      return reply.status(400).send(failure(CODE_BAD_REQUEST, translate('valueOutOfRange', language)));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // framework refusals (too large, bad content type, malformed JSON) keep their status, in the caller's language
      const key = FRAMEWORK_REFUSALS[status];
      return reply.status(status).send(failure(status, key ? translate(key, language) : error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, translate('internalError', language)));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(CODE_NOT_FOUND, translate('notFound', request.language))));
}
