import { App } from 'antd';
import { useCallback } from 'react';
import { CODE_OK, messageOf } from '@pcf/shared';
import type { ApiEnvelope } from '@pcf/shared';

/**
 * Runs a change: true after success (with `done` shown), false after a refusal (the server's
 * message shown) or a failure the http client has shown already.
 */
export function useChange() {
  const { message } = App.useApp();
  return useCallback(
    async (call: () => Promise<ApiEnvelope<unknown>>, done: string): Promise<boolean> => {
      try {
        const envelope = await call();
        if (envelope.code === CODE_OK) {
          void message.success(done);
          return true;
        }
        void message.error(messageOf(envelope));
      } catch {
        // the http client has shown the failure
      }
      return false;
    },
    [message],
  );
}
