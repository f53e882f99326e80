/** The captcha of every sign-in page: the image from the server, one answer per image. */
import { useCallback, useEffect, useState } from 'react';
import { CODE_OK, authApi, messageOf } from '@pcf/shared';
import type { CaptchaImage } from '@pcf/shared';
import { useServerError } from './useServerError';

export interface CaptchaState {
  captcha: CaptchaImage | null;
  /** True until the server says the captcha is off. */
  enabled: boolean;
  /**
   * The server's first answer (or its failure) has come. Until then a form could be sent with a
   * code field that then vanishes, or without one the server wants.
   */
  settled: boolean;
  refresh: () => Promise<void>;
}

/**
 * Loads an image at once; `refresh` after every failed sign-in, since the server consumes the image.
 * `clearCode` empties the form's code field, whose answer belonged to the old image.
 */
export function useCaptcha(clearCode: () => void): CaptchaState {
  const showServerError = useServerError();
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [settled, setSettled] = useState(false);

  const refresh = useCallback(async () => {
    clearCode();
    try {
      const envelope = await authApi.captchaImage();
      if (envelope.code === CODE_OK && envelope.data) setCaptcha(envelope.data);
      else showServerError(messageOf(envelope));
    } catch {
      // the http client has shown the network error; the image stays empty until the next click
    } finally {
      setSettled(true);
    }
  }, [clearCode, showServerError]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, enabled: captcha?.captchaEnabled ?? true, settled, refresh };
}
