import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDatabase } from '../../testing/testApp';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cachePolicy';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-static-'));
const write = (relative: string, content: string) => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const bigScript = `console.log(${JSON.stringify('carbon footprint '.repeat(400))});`;
write('shell/dist/index.html', '<!doctype html><title>shell</title>');
write('shell/dist/main.1a2b3c4d5e.js', bigScript);
write('mf-system/dist/mf-manifest.json', '{"name":"mf_system"}');
write('mf-system/dist/remoteEntry.js', 'var mf_system;');
write('mf-system/dist/__federation_expose_routes.0123abcd.js', 'export {}');
write('secret.txt', 'outside every dist folder');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('cache policy of built files', () => {
  it('keeps content-hashed files for a year and revalidates entry files', () => {
    expect(cacheControlFor('/x/223.8b7c5eb64b.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.1a2b3c4d5e.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/a1b2c3d4e5f6a7b8c9d0.png')).toBe(IMMUTABLE);
    for (const name of ['index.html', 'mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js', 'favicon.ico']) {
      expect(cacheControlFor(`/x/${name}`)).toBe(REVALIDATE);
    }
  });
});

describeEachDatabase(
  'static files',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

    it('serves the shell at / with no-cache', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('caches hashed shell bundles for a year', async () => {
      const response = await get('/main.1a2b3c4d5e.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("serves a remote's manifest and remoteEntry.js uncached and its chunks cached", async () => {
      const manifest = await get('/mf/mf-system/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect((await get('/mf/mf-system/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
      expect((await get('/mf/mf-system/__federation_expose_routes.0123abcd.js')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    });

    it('serves a rebuilt remote without a restart', async () => {
      write('mf-system/dist/mf-manifest.json', '{"name":"mf_system","rebuilt":true}');
      expect((await get('/mf/mf-system/mf-manifest.json')).json()).toEqual({ name: 'mf_system', rebuilt: true });
    });

    it('answers 404 for a remote whose dist is missing and for unknown folders', async () => {
      expect((await get('/mf/mf-analysis/mf-manifest.json')).statusCode).toBe(404);
      expect((await get('/mf/server/package.json')).statusCode).toBe(404);
    });

    it('never serves a file outside the dist folders', async () => {
      for (const url of [
        '/mf/mf-system/../../secret.txt',
        '/mf/mf-system/..%2f..%2fsecret.txt',
        '/..%2fsecret.txt',
        '/%2e%2e/secret.txt',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('outside every dist folder');
      }
    });

    it('compresses bundles with brotli or gzip', async () => {
      const brotli = await get('/main.1a2b3c4d5e.js', { 'accept-encoding': 'br, gzip' });
      expect(brotli.headers['content-encoding']).toBe('br');
      const gzip = await get('/main.1a2b3c4d5e.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.length).toBeLessThan(bigScript.length / 4);
    });
  },
  { STATIC_ROOT: root },
);
