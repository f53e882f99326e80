/**
 * One call's answer for a screen: loading, failed (the server's refusal, or null when the shared
 * client has shown a network failure) or ready, asked again when its key changes or on retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@pcf/shared';
import type { ApiEnvelope } from '@pcf/shared';

export type Load<T> = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; data: T };

export function useEnvelope<T>(call: (() => Promise<ApiEnvelope<T>>) | null, key: string): { load: Load<T>; retry(): void } {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!call) return undefined;
    let active = true;
    setLoad({ status: 'loading' });
    call()
      .then((envelope) => {
        if (!active) return;
        const ready = envelope.code === 200 && envelope.data !== undefined && envelope.data !== null;
        setLoad(ready ? { status: 'ready', data: envelope.data as T } : { status: 'failed', message: messageOf(envelope) });
      })
      .catch(() => active && setLoad({ status: 'failed', message: null }));
    return () => {
      active = false;
    };
    // the key names what is asked for; the call itself is a new function on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
