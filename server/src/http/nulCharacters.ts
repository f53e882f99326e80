/**
 * Refuses a request whose query, path parameters or JSON body hold a NUL character anywhere:
 * PostgreSQL text and jsonb cannot store it, so it would otherwise fail as a database error (a 500)
 * in whichever handler first writes or compares it. The refusal is a schema validation failure,
 * so each error handler (the envelope's, the PACT API's) answers it as its own 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deep enough for any body the contracts declare; deeper nesting is not searched. */
const MAX_DEPTH = 32;

/** The JSON pointer of the first string (or key) holding NUL, or null when none does. */
export function nulCharacterAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key.includes('\u0000')) return at;
    const found = nulCharacterAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

type Part = 'querystring' | 'params' | 'body';

function refusal(part: Part, at: string): Error {
  return Object.assign(new Error('NUL character'), {
    statusCode: 400,
    validationContext: part,
    validation: [
      {
        keyword: 'nulCharacter',
        instancePath: at === '/' ? '' : at,
        schemaPath: '',
        params: {},
        message: 'must not contain the NUL character',
      },
    ],
  });
}

export function installNulCharacterRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts: [Part, unknown][] = [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const at = nulCharacterAt(value);
      if (at !== null) throw refusal(part, at);
    }
  });
}
