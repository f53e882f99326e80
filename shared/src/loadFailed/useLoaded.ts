/**
 * One read of a screen: loading, failed (the server's refusal in its words; a request that got no
 * answer has been shown by the shared client) or ready, with a retry. A later read wins; no read
 * (null) stays loading, for a screen that has nothing chosen yet.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../http/errors';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; data: T };

export function useLoaded<T>(read: (() => Promise<T>) | null, key: string): { load: Loaded<T>; retry(): void } {
  const [load, setLoad] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!read) return undefined;
    let active = true;
    setLoad({ status: 'loading' });
    read()
      .then((data) => active && setLoad({ status: 'ready', data }))
      .catch((error: unknown) => active && setLoad({ status: 'failed', message: error instanceof ApiError ? error.message : null }));
    return () => {
      active = false;
    };
    // `read` is made anew each render; what it reads is named by `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
