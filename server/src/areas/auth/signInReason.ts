/**
 * A sign-in refusal told to the caller as something else (a right password at the wrong entrance is
 * answered as a wrong password) keeps its real reason for the sign-in log, which only administrators read.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import type { MessageKey } from '../../http/messages';

export class DisguisedRefusal extends ApiError {
  constructor(
    shown: ApiError,
    readonly logReason: MessageKey,
  ) {
    super(shown.messageKey, shown.code, shown.status, shown.params);
  }
}

const reasons = new WeakMap<FastifyRequest, MessageKey>();

export function noteSignInReason(request: FastifyRequest, error: unknown): void {
  if (error instanceof DisguisedRefusal) reasons.set(request, error.logReason);
}

export function signInReasonOf(request: FastifyRequest): MessageKey | undefined {
  return reasons.get(request);
}
