/** Signing in over HTTP (no browser): for benchmarks and for checks of server state. */
import type { ApiEnvelope, CaptchaImage, CaptchaLoginRequest, LoginResult } from '../../shared/src/contracts';
import { API } from './contracts';

/** Signs in through the captcha login with CAPTCHA=off and returns the session token. */
export async function signInByApi(baseUrl: string, username: string, password: string): Promise<string> {
  const captchaResponse = await fetch(baseUrl + API.captchaImage);
  const captcha = (await captchaResponse.json()) as ApiEnvelope<CaptchaImage>;
  if (captcha.data?.captchaEnabled !== false) throw new Error('the server must run with CAPTCHA=off');
  const body: CaptchaLoginRequest = { username, password, code: '', uuid: captcha.data.uuid };
  const response = await fetch(baseUrl + API.loginWithCaptcha, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const login = (await response.json()) as ApiEnvelope<LoginResult>;
  if (login.code !== 200 || !login.data?.token) throw new Error(`sign-in of ${username} failed: ${login.code} ${login.msg}`);
  return login.data.token;
}
