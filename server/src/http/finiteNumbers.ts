/**
 * Refuses a request whose validated query, path parameters or JSON body hold a number that is not
 * finite: "1e309" in a query string or a JSON body parses as Infinity, which Ajv lets through an
 * integer schema's bounds (it checks bounds of finite numbers only), and the database then fails
 * on it. Checked after validation, when the schemas have turned the texts into numbers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstRefusedAt, validatedParts, validationRefusal } from './valueSearch';

/** The JSON pointer of the first number that is Infinity or NaN, or null when none is. */
export function nonFiniteNumberAt(value: unknown): string | null {
  return firstRefusedAt(value, (item) => typeof item === 'number' && !Number.isFinite(item));
}

export function installNonFiniteNumberRefusal(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    for (const [part, value] of validatedParts(request)) {
      const at = nonFiniteNumberAt(value);
      if (at !== null) throw validationRefusal(part, at, 'finiteNumber', 'must be a finite number');
    }
  });
}
