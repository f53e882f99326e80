/**
 * Bytes of JavaScript and CSS a page really loaded, from Chromium's network events. Each body is
 * gzipped at level 9 here, so the figure does not depend on how (or whether) the server compresses.
 */
import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface LoadedFile {
  url: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  files: number;
  bytes: number;
  gzipBytes: number;
  /** Path and gzip bytes of each file, heaviest first: where the weight comes from. */
  heaviest: { path: string; gzipBytes: number }[];
}

export interface WeightRecorder {
  /** Files whose bodies arrived so far; waits for bodies still being read. */
  settle(): Promise<LoadedFile[]>;
  stop(): void;
}

export function isScriptOrStyle(resourceType: string, contentType: string | undefined): 'script' | 'stylesheet' | null {
  if (resourceType === 'script' || /javascript/.test(contentType ?? '')) return 'script';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType ?? '')) return 'stylesheet';
  return null;
}

export function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

export function recordScriptsAndStyles(page: Page): WeightRecorder {
  const pending: Promise<LoadedFile | null>[] = [];
  const onResponse = (response: Response): void => {
    const kind = isScriptOrStyle(response.request().resourceType(), response.headers()['content-type']);
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, bytes: body.length, gzipBytes: gzipSize(body) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async settle() {
      const files = await Promise.all(pending);
      return files.filter((file): file is LoadedFile => file !== null);
    },
    stop: () => page.off('response', onResponse),
  };
}

export function weigh(files: readonly LoadedFile[]): PageWeight {
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    heaviest: [...files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => ({ path: new URL(file.url).pathname, gzipBytes: file.gzipBytes })),
  };
}
