import { useCallback } from 'react';
import { ERROR_MESSAGE_MS, showErrorOnce } from '@pcf/shared';

/**
 * SPEC §8: a refused sign-in shows the server's message for 6000 ms. Through the http layer's toast,
 * which is antd's themed one inside ThemedProviders and antd's own, loaded on first use, on the
 * sign-in pages.
 */
export function useServerError(): (text: string) => void {
  return useCallback((text: string) => showErrorOnce(text, ERROR_MESSAGE_MS), []);
}
