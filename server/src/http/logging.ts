/** pino settings: passwords, tokens, cookies and authorization headers never reach a log. */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers["x-refresh-token"]',
  'password',
  'oldPassword',
  'newPassword',
  'token',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.authorization',
  '*.cookie',
];

/** GET /rest/getInfo may carry ?token=: the logged URL keeps the name, not the value. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}
