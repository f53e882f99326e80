/**
 * What keeps a process's in-memory copy of some tables honest: a trigger on those tables sends a
 * NOTIFY on a channel when a change commits, from whichever process made it, and every process
 * listens and forgets what it holds. While it is not listening (not yet, or its connection was
 * lost) the copy must not be used: the caller reads the tables as if there were no copy.
 */
import type { Database } from './connection';

/** How long to wait before listening again after the connection was lost. */
const RELISTEN_MS = 1_000;

export interface ChangeNotices {
  /** Whether a change committed now would be heard; a copy is usable only while this is true. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Listens on `channel` and calls `forget` on every notice, on losing the connection and on (re)subscribing. */
export async function listenForChanges(listen: Database['listen'], channel: string, forget: () => void): Promise<ChangeNotices> {
  let listening = false;
  let closed = false;
  let stop: (() => Promise<void>) | null = null;
  let relisten: NodeJS.Timeout | null = null;

  // a pending retry must not keep a process alive that is otherwise done
  const retryLater = () => {
    if (!closed) relisten = setTimeout(() => void subscribe(), RELISTEN_MS).unref();
  };
  const onLost = () => {
    listening = false;
    stop = null;
    forget();
    retryLater();
  };
  async function subscribe(): Promise<void> {
    relisten = null;
    try {
      const stopListening = await listen(channel, forget, onLost);
      if (closed) return void (await stopListening());
      stop = stopListening;
      // anything read before this point may predate a change whose notice was never heard
      forget();
      listening = true;
    } catch {
      retryLater();
    }
  }
  await subscribe();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (relisten) clearTimeout(relisten);
      forget();
      await stop?.();
    },
  };
}
