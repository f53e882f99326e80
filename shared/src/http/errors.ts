/** Why a call did not produce an envelope for its caller (SPEC §8). */
import type { ApiEnvelope } from '../contracts';

/** Code 401 (the sign-in-again dialog was offered) or 120700/120701 (cookies cleared, sent to login). */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor(readonly code: number) {
    super(`session ended (code ${code})`);
  }
}

/** No usable answer: the server was unreachable, too slow, or answered without an envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'status',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A call that must produce something other than an envelope (a file) got an envelope with a failure code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly envelope: ApiEnvelope<unknown>,
    message: string,
  ) {
    super(message);
  }
}
