/**
 * Security headers on every answer (helmet): the shell, the remotes' files, the API and the docs.
 * The content security policy is what the front end needs and no more: scripts, styles, fonts and
 * manifests from this origin and the remotes' origins (REMOTE_BASE_URL, REMOTE_URL_MF_*), inline
 * styles for antd's CSS-in-JS (it injects <style> tags without a nonce), images as data: and blob:
 * (the captcha is an SVG data URL, echarts exports blobs). Pages may be framed by this origin only:
 * the evidence and licence previews are same-origin iframes; nobody else may frame the console.
 * HSTS only when this server speaks TLS itself: on plain HTTP it would be ignored, or wrong.
 *
 * helmet writes the headers once, at start, into a table that one hook copies onto every answer.
 * @fastify/helmet built helmet's middleware again on every request, in two hooks: it cost a
 * quarter of a signed-in read's time (issue 19). Nothing here varies by request (no nonces).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

const SELF = "'self'";

/** The origins the remotes are loaded from besides this one. */
export function remoteOrigins(config: Pick<Config, 'remoteBaseUrl' | 'remoteUrls'>): string[] {
  const urls = [config.remoteBaseUrl, ...Object.values(config.remoteUrls)].filter((url): url is string => !!url);
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

export function contentSecurityPolicy(config: Pick<Config, 'remoteBaseUrl' | 'remoteUrls' | 'tls'>): Directives {
  const remotes = remoteOrigins(config);
  const directives: Directives = {
    'default-src': [SELF],
    'base-uri': [SELF],
    // Module Federation adds each remote's entry and chunks as <script> tags
    'script-src': [SELF, ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': [SELF, "'unsafe-inline'", ...remotes],
    'img-src': [SELF, 'data:', 'blob:', ...remotes],
    'font-src': [SELF, 'data:', ...remotes],
    // the remotes' mf-manifest.json is fetched
    'connect-src': [SELF, ...remotes],
    'frame-src': [SELF],
    // 'self', not 'none': Chromium shows a PDF in a frame through an embedded plugin of the PDF's own origin
    'object-src': [SELF],
    'worker-src': [SELF, 'blob:'],
    'form-action': [SELF],
    'frame-ancestors': [SELF],
  };
  if (config.tls) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function securityHeaderOptions(config: Pick<Config, 'remoteBaseUrl' | 'remoteUrls' | 'tls'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // COEP would refuse the remotes' files from another origin unless they sent CORP headers
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
    // recovery links carry their token in the address: no Referer may take it elsewhere
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.tls ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  };
}

type HeaderTable = Readonly<Record<string, string>>;

/** The headers helmet sets with these options, as name → value. */
export function helmetHeaders(options: HelmetOptions): HeaderTable {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Registered before any route, so that every route (and every 404) has the headers. */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const options = securityHeaderOptions(config);
  const everyAnswer = helmetHeaders(options);
  const crossOriginFile = helmetHeaders({ ...options, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.crossOriginFile === true ? crossOriginFile : everyAnswer);
    done();
  });
}
