/** Signing in and calling the API over HTTP (no browser): for benchmarks, test set-ups and checks of server state. */
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

export interface Session {
  baseUrl: string;
  token: string;
}

/** One API call as the session's user; answers the envelope's data, throws on any other code. */
export async function call<T>(session: Session, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(session.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as ApiEnvelope<T>;
  if (answer.code !== 200) throw new Error(`${method} ${path} answered ${answer.code} ${answer.msg}`);
  return answer.data as T;
}
