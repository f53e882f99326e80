import { useCallback } from 'react';
import { App } from '../../../antdParts';
import { ERROR_MESSAGE_MS } from '@pcf/shared';

/** SPEC §8: a refused sign-in shows the server's message for 6000 ms. */
export function useServerError(): (text: string) => void {
  const { message } = App.useApp();
  return useCallback((text: string) => void message.error({ content: text, duration: ERROR_MESSAGE_MS / 1000 }), [message]);
}
