/** request.language: zh when the first Accept-Language tag is Chinese, en otherwise. */
import type { FastifyInstance } from 'fastify';
import { languageOf } from './messages';

export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return languageOf(Array.isArray(header) ? header[0] : header);
    },
  });
}
