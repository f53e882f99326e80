/**
 * Refuses a request whose query, path parameters or JSON body hold a NUL character anywhere:
 * PostgreSQL text and jsonb cannot store it, so it would otherwise fail as a database error (a 500)
 * in whichever handler first writes or compares it. The refusal is a schema validation failure,
 * so each error handler (the envelope's, the PACT API's) answers it as its own 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The JSON pointer of the first string (or key) holding NUL, or null when none does. Walked with
 * a stack, however deep the value: an open object of a PACT document may nest without limit.
 */
export function nulCharacterAt(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || '/';
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    // reversed onto the stack, so the first NUL in document order is the one named
    for (const [key, child] of Object.entries(item).reverse()) {
      const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (key.includes('\u0000')) return at;
      pending.push([child, at]);
    }
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
