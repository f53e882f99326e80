import { HttpResponse } from 'msw';
import type { ApiEnvelope } from '@pcf/shared';

/** A JSON envelope as the server sends it. */
export function envelope<T>(data: T, code = 200, msg = 'ok') {
  return HttpResponse.json({ code, msg, data } satisfies ApiEnvelope<T>);
}
