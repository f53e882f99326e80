/**
 * The sessions this process has looked up, kept in memory: every signed-in request starts with the
 * session lookup, and it was most of a short read's cost (issue 19). Only what the database holds
 * is kept (the row of the lookup query); expiry, revocation and freezing are judged on every
 * request against the clock, as without the cache.
 *
 * A trigger on every table the lookup reads (migration 0038) tells every process to forget all it
 * holds (db/changeNotices.ts). The process that makes a change forgets at once too, before its
 * answer goes out (`forget`), so its own next request never sees the old facts. A read that began
 * before a forgetting is not kept: it may predate the change.
 */
import type { Database } from '../../db/connection';
import { listenForChanges } from '../../db/changeNotices';

export const SESSION_CHANNEL = 'session_facts_changed';
/** The most sessions held at once; the oldest go first. */
const MOST_HELD = 10_000;

export interface SessionCache<Row> {
  /** The lookup's row for this token digest, from memory or from `read`. */
  row(tokenHash: string, read: () => Promise<Row | undefined>): Promise<Row | undefined>;
  /** This process has changed (or may have changed) what a lookup reads. */
  forget(): void;
  close(): Promise<void>;
}

/** Reads every time (tests of the lookup's own rules; a process that never listens). */
export function uncachedSessions<Row>(): SessionCache<Row> {
  return { row: (_tokenHash, read) => read(), forget: () => undefined, close: async () => undefined };
}

export async function cachedSessions<Row>(listen: Database['listen']): Promise<SessionCache<Row>> {
  const held = new Map<string, Row>();
  // counts forgettings: a read is kept only if none happened while it ran
  let generation = 0;
  const forget = () => {
    held.clear();
    generation += 1;
  };
  const notices = await listenForChanges(listen, SESSION_CHANNEL, forget);
  return {
    async row(tokenHash, read) {
      if (!notices.listening) return read();
      const known = held.get(tokenHash);
      if (known !== undefined) return known;
      const startedAt = generation;
      const row = await read();
      // an unknown token is not kept: guessing tokens must not fill the memory
      if (row !== undefined && startedAt === generation && notices.listening) {
        if (held.size >= MOST_HELD) held.delete(held.keys().next().value as string);
        held.set(tokenHash, row);
      }
      return row;
    },
    forget,
    close: () => notices.close(),
  };
}
