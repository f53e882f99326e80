/**
 * Every failure leaves as the envelope, its message in the caller's language. The text is sent
 * as `msg` and again as `message`, which some callers read (SPEC §7).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, CODE_BAD_REQUEST, CODE_NOT_FOUND } from './errors';
import { translate } from './messages';

export function failure(code: number, msg: string): { code: number; msg: string; message: string } {
  return { code, msg, message: msg };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = request.language;
    if (error instanceof ApiError) {
      return reply.status(error.status).send(failure(error.code, translate(error.messageKey, language, error.params)));
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
