/**
 * A remote that cannot be loaded must not break the shell (ARCHITECTURE "Module Federation rules"):
 * its failure becomes a value the layout shows, with a retry.
 */
import type { RemoteRoutesModule } from '@pcf/shared';

/** What the errorLoadRemote hook hands back instead of a routes module that failed to load. */
export interface FailedRoutesModule extends RemoteRoutesModule {
  loadFailure: unknown;
}

export function failedRoutesModule(error: unknown): FailedRoutesModule {
  return { default: [], loadFailure: error };
}

export function isFailedRoutesModule(module: unknown): module is FailedRoutesModule {
  return typeof module === 'object' && module !== null && 'loadFailure' in module;
}

/** SPEC §8: a chunk load failure is a ChunkLoadError, by time-out or because the file is missing. */
export interface LoadFailureInfo {
  /** The error's own name, e.g. ChunkLoadError or ScriptNetworkError. */
  name: string;
  kind: 'timeout' | 'missing';
  detail: string;
}

export function describeLoadFailure(error: unknown): LoadFailureInfo {
  const name = error instanceof Error ? error.name : 'Error';
  const detail = error instanceof Error ? error.message : String(error);
  const timedOut = /timed? ?out|timeout/i.test(detail) || (error as { type?: unknown } | null)?.type === 'timeout';
  return { name, kind: timedOut ? 'timeout' : 'missing', detail };
}
