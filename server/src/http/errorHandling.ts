/** Every failure leaves as the envelope, its message in the caller's language. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, CODE_BAD_REQUEST, CODE_NOT_FOUND } from './errors';
import { translate } from './messages';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = request.language;
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ code: error.code, msg: translate(error.messageKey, language, error.params) });
    }
    if (error.validation) {
      const detail = error.validation.map((v) => `${v.instancePath || error.validationContext || ''} ${v.message ?? ''}`.trim()).join('; ');
      return reply.status(400).send({ code: CODE_BAD_REQUEST, msg: translate('validationFailed', language, { detail }) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // framework refusals (too large, bad content type, malformed JSON) keep their status
      return reply.status(status).send({ code: status, msg: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, msg: translate('internalError', language) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: CODE_NOT_FOUND, msg: translate('notFound', request.language) }),
  );
}
