/**
 * Finds the first part of a request value (a string, a number, a key) that a test refuses, as a
 * JSON pointer. Walked with a stack, however deep the value: an open object of a PACT document may
 * nest without limit.
 */
export type Refuses = (item: string | number, isKey: boolean) => boolean;

export function firstRefusedAt(value: unknown, refuses: Refuses): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string' || typeof item === 'number') {
      if (refuses(item, false)) return path || '/';
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    // reversed onto the stack, so the first refused part in document order is the one named
    for (const [key, child] of Object.entries(item).reverse()) {
      const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (refuses(key, true)) return at;
      pending.push([child, at]);
    }
  }
  return null;
}

type Part = 'querystring' | 'params' | 'body';

/** A refusal shaped as a schema validation failure, so each error handler answers it as its own 400. */
export function validationRefusal(part: Part, at: string, keyword: string, message: string): Error {
  return Object.assign(new Error(message), {
    statusCode: 400,
    validationContext: part,
    validation: [{ keyword, instancePath: at === '/' ? '' : at, schemaPath: '', params: {}, message }],
  });
}

/** The parts of a request its schemas validate. */
export const validatedParts = (request: { query: unknown; params: unknown; body: unknown }): [Part, unknown][] => [
  ['querystring', request.query],
  ['params', request.params],
  ['body', request.body],
];
