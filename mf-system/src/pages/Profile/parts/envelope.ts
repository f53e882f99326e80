import { useCallback } from 'react';
import { App } from 'antd';
import { CODE_OK, ERROR_MESSAGE_MS, messageOf } from '@pcf/shared';
import type { ApiEnvelope } from '@pcf/shared';

/** Resolves an envelope to true on code 200; otherwise shows the server's msg (SPEC §8) and gives false. */
export function useEnvelopeCheck(): (envelope: ApiEnvelope<unknown>) => boolean {
  const { message } = App.useApp();
  return useCallback(
    (envelope) => {
      if (envelope.code === CODE_OK) return true;
      void message.error({ content: messageOf(envelope), duration: ERROR_MESSAGE_MS / 1000 });
      return false;
    },
    [message],
  );
}
