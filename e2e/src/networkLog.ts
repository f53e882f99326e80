/** What a page fetched: the proof that only the allowed remotes were downloaded. */
import type { Page } from 'playwright-core';
import { REMOTES, type RemoteName } from './contracts';

export interface NetworkLog {
  urls: string[];
  /** Remotes whose mf-manifest.json the page requested, in request order, without repeats. */
  manifestsFetched(): RemoteName[];
}

const remoteByDir = new Map<string, RemoteName>((Object.keys(REMOTES) as RemoteName[]).map((name) => [REMOTES[name].dir, name]));

/** The remote a URL belongs to when it is that remote's manifest (`.../mf/<dir>/mf-manifest.json`). */
export function manifestRemote(url: string): RemoteName | undefined {
  const match = /\/mf\/([^/]+)\/mf-manifest\.json(?:[?#].*)?$/.exec(url);
  return match ? remoteByDir.get(match[1]) : undefined;
}

/** Remotes any of whose files (manifest, remoteEntry.js, chunks) a URL belongs to. */
export function remoteOfUrl(url: string): RemoteName | undefined {
  const match = /\/mf\/([^/]+)\//.exec(url);
  return match ? remoteByDir.get(match[1]) : undefined;
}

export function recordNetwork(page: Page): NetworkLog {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    manifestsFetched() {
      const seen: RemoteName[] = [];
      for (const url of urls) {
        const remote = manifestRemote(url);
        if (remote && !seen.includes(remote)) seen.push(remote);
      }
      return seen;
    },
  };
}
