/**
 * Refuses a request whose query, path parameters or JSON body hold a NUL character anywhere:
 * PostgreSQL text and jsonb cannot store it, so it would otherwise fail as a database error (a 500)
 * in whichever handler first writes or compares it. The refusal is a schema validation failure,
 * so each error handler (the envelope's, the PACT API's) answers it as its own 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstRefusedAt, validatedParts, validationRefusal } from './valueSearch';

/** The JSON pointer of the first string (or key) holding NUL, or null when none does. */
export function nulCharacterAt(value: unknown): string | null {
  return firstRefusedAt(value, (item) => typeof item === 'string' && item.includes('\u0000'));
}

export function installNulCharacterRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of validatedParts(request)) {
      const at = nulCharacterAt(value);
      if (at !== null) throw validationRefusal(part, at, 'nulCharacter', 'must not contain the NUL character');
    }
  });
}
