import zlib from 'node:zlib';
import { gzipSize, isScriptOrStyle, weigh } from './pageWeight';

describe('isScriptOrStyle', () => {
  it('counts scripts and stylesheets by Chromium resource type', () => {
    expect(isScriptOrStyle('script', undefined)).toBe('script');
    expect(isScriptOrStyle('stylesheet', undefined)).toBe('stylesheet');
  });
  it('counts fetched JavaScript and CSS by content type', () => {
    expect(isScriptOrStyle('fetch', 'application/javascript; charset=utf-8')).toBe('script');
    expect(isScriptOrStyle('other', 'text/css')).toBe('stylesheet');
  });
  it('leaves out manifests, images and API answers', () => {
    expect(isScriptOrStyle('fetch', 'application/json')).toBeNull();
    expect(isScriptOrStyle('image', 'image/svg+xml')).toBeNull();
  });
});

describe('gzipSize', () => {
  it('is the length of the body gzipped at level 9', () => {
    const body = Buffer.from('export const a = 1;\n'.repeat(500));
    expect(gzipSize(body)).toBe(zlib.gzipSync(body, { level: 9 }).length);
    expect(gzipSize(body)).toBeLessThan(body.length / 10);
  });
});

describe('weigh', () => {
  it('adds up raw and gzip bytes of every file and lists the heaviest first', () => {
    expect(
      weigh([
        { url: 'http://h/b.css', kind: 'stylesheet', bytes: 500, gzipBytes: 100 },
        { url: 'http://h/mf/mf-system/a.js?v=1', kind: 'script', bytes: 1000, gzipBytes: 300 },
      ]),
    ).toEqual({
      files: 2,
      bytes: 1500,
      gzipBytes: 400,
      heaviest: [
        { path: '/mf/mf-system/a.js', gzipBytes: 300 },
        { path: '/b.css', gzipBytes: 100 },
      ],
    });
  });
});
