import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { loadConfig } from '../config';
import { createTestApp, databaseKinds, describeEachDatabase, type TestContext } from '../testing/testApp';
import { contentSecurityPolicy } from './securityHeaders';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-headers-'));
const write = (relative: string, content: string) => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
write('shell/dist/index.html', '<!doctype html><title>shell</title>');
write('mf-system/dist/remoteEntry.js', 'var mf_system;');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const REMOTES = 'https://cdn.example.com';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== '')
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the content security policy', () => {
  it('allows the remotes from REMOTE_BASE_URL and each REMOTE_URL_MF_* origin, once each', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        REMOTE_BASE_URL: 'https://cdn.example.com/pcf/',
        REMOTE_URL_MF_SYSTEM: 'https://system.example.com:8443/mf/mf-system/mf-manifest.json',
        REMOTE_URL_MF_DATABASE: 'https://cdn.example.com/other/mf-manifest.json',
      }),
    );
    const remotes = ['https://cdn.example.com', 'https://system.example.com:8443'];
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src'])
      expect(csp[name].filter((source) => source.startsWith('https:'))).toEqual(remotes);
  });

  it('allows only this origin when the remotes are served here', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});

describeEachDatabase(
  'security headers (plain HTTP)',
  (ctx) => {
    const get = (url: string) => ctx().app.inject({ method: 'GET', url });

    it.each([
      ['the shell at /', '/', 200, 'same-origin'],
      ["a remote's file, which a shell on another origin may load", '/mf/mf-system/remoteEntry.js', 200, 'cross-origin'],
      ['an API answer', '/api/health', 200, 'same-origin'],
      ["the guard's refusal", '/rest/getInfo', 401, 'same-origin'],
      ['the API docs', '/api/docs', 401, 'same-origin'],
    ])('on %s: a CSP, no framing by others, nosniff, no referrer, no HSTS', async (_what, url, status, resourcePolicy) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", REMOTES]);
      expect(csp['connect-src']).toEqual(["'self'", REMOTES]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", REMOTES]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', REMOTES]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe(resourcePolicy);
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    });
  },
  { STATIC_ROOT: root, REMOTE_BASE_URL: `${REMOTES}/pcf` },
);

// one database kind is enough: the headers do not depend on it
for (const kind of databaseKinds().slice(0, 1)) {
  describe(`security headers with TLS [${kind}]`, () => {
    let context: TestContext | undefined;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-headers-tls-'));
    beforeAll(async () => {
      const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048 });
      fs.writeFileSync(path.join(folder, 'cert.pem'), pems.cert);
      fs.writeFileSync(path.join(folder, 'key.pem'), pems.private);
      context = await createTestApp(kind, {
        STATIC_ROOT: root,
        TLS_CERT_FILE: path.join(folder, 'cert.pem'),
        TLS_KEY_FILE: path.join(folder, 'key.pem'),
      });
    }, 120_000);
    afterAll(async () => {
      await context?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it.each(['/', '/mf/mf-system/remoteEntry.js', '/api/health'])('sends HSTS and upgrades insecure requests on %s', async (url) => {
      const response = await context!.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directives(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests', []);
    });
  });
}
