/**
 * Every failure leaves as the envelope, its message in the caller's language. The text is sent
 * as `msg` and again as `message`, which some callers read (SPEC §7).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldProblemMessage } from '@pcf/shared/contracts';
import { ApiError, CODE_BAD_REQUEST, CODE_NOT_FOUND } from './errors';
import { translate, type Language } from './messages';

export function failure(code: number, msg: string): { code: number; msg: string; message: string } {
  return { code, msg, message: msg };
}

function refusalOf(error: ApiError, language: Language) {
  const envelope = failure(error.code, translate(error.messageKey, language, error.params));
  if (error.problems.length === 0) return envelope;
  const problems = error.problems.map((p): FieldProblemMessage => ({ field: p.field, message: translate(p.key, language, p.params) }));
  return { ...envelope, problems };
}

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
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // framework refusals (too large, bad content type, malformed JSON) keep their status
      return reply.status(status).send(failure(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, translate('internalError', language)));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(failure(CODE_NOT_FOUND, translate('notFound', request.language))));
}
