import { manifestRemote, remoteOfUrl } from './networkLog';

describe('manifestRemote', () => {
  it('names the remote of a same-origin manifest URL', () => {
    expect(manifestRemote('http://127.0.0.1:4000/mf/mf-accounting/mf-manifest.json')).toBe('mf_accounting');
  });
  it('names the remote of a CDN manifest URL with a cache-busting query', () => {
    expect(manifestRemote('https://cdn.example.com/assets/mf/mf-system/mf-manifest.json?t=1')).toBe('mf_system');
  });
  it('ignores chunks, remote entries and unknown folders', () => {
    expect(manifestRemote('http://h/mf/mf-system/remoteEntry.js')).toBeUndefined();
    expect(manifestRemote('http://h/mf/mf-unknown/mf-manifest.json')).toBeUndefined();
  });
});

describe('remoteOfUrl', () => {
  it('names the remote that any file under /mf/<dir>/ belongs to', () => {
    expect(remoteOfUrl('http://h/mf/mf-database/__federation_expose_routes.1a2b.js')).toBe('mf_database');
    expect(remoteOfUrl('http://h/main.1a2b.js')).toBeUndefined();
  });
});
