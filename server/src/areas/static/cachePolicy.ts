/**
 * Cache-Control of the built bundles: content-hashed files never change, so browsers keep them
 * a year; entry files (index.html, manifests, remoteEntry.js) are revalidated on every load so
 * a rebuilt remote is picked up at once.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js']);
/** A run of 8+ hex digits delimited by the start of the name or by . - _ and followed by an extension. */
const CONTENT_HASH = /(^|[._-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}
