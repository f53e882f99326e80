/**
 * A screen's read: the data of the answer, or null when there is none to show. A refusal is shown
 * here in the server's words; a failed request the shared client has shown already.
 */
import { useCallback } from 'react';
import { App } from 'antd';
import { CODE_OK, messageOf } from '@pcf/shared';
import type { ApiEnvelope } from '@pcf/shared';

export function useReadData(): <T>(read: Promise<ApiEnvelope<T>>) => Promise<T | null> {
  const { message } = App.useApp();
  return useCallback(
    async <T>(read: Promise<ApiEnvelope<T>>): Promise<T | null> => {
      try {
        const envelope = await read;
        if (envelope.code === CODE_OK && envelope.data !== undefined && envelope.data !== null) return envelope.data;
        void message.error(messageOf(envelope));
      } catch {
        // the shared client has shown it
      }
      return null;
    },
    [message],
  );
}
