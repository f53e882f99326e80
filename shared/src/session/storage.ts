/**
 * What the browser keeps between visits (SPEC §3 "locally kept values", §4 cookies).
 * The token lives in the dby_token cookie (the server also reads it on image requests) and is
 * mirrored in local storage under 'token'.
 */
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../contracts';

export const LOCAL_KEYS = [
  'userid',
  'deptid',
  'username',
  'capacity',
  'language',
  'all_name',
  'lastTime',
  'nav_activeIndex',
  'isMenuCollapsed',
  'typeId',
] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

const TOKEN_LOCAL_KEY = 'token';
export const USERID_COOKIE = 'userid';
export const DEPTID_COOKIE = 'deptid';

function cookieOptions(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' };
}

export function readLocal(key: LocalKey): string | null {
  return window.localStorage.getItem(key);
}

export function writeLocal(key: LocalKey, value: string | number | boolean): void {
  window.localStorage.setItem(key, String(value));
}

export function removeLocal(key: LocalKey): void {
  window.localStorage.removeItem(key);
}

/** lastTime: when the user last left the sign-in pages (ms since epoch), for the idle check. */
export function readLastTime(): number | null {
  const value = Number(readLocal('lastTime'));
  return readLocal('lastTime') !== null && Number.isFinite(value) ? value : null;
}

export function readMenuCollapsed(): boolean {
  return readLocal('isMenuCollapsed') === 'true';
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
  window.localStorage.setItem(TOKEN_LOCAL_KEY, token);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  window.localStorage.removeItem(TOKEN_LOCAL_KEY);
}

/** SPEC §4: the user info fetch mirrors userid and deptid into cookies. */
export function setIdentityCookies(userid: number, deptid: number | null): void {
  Cookies.set(USERID_COOKIE, String(userid), cookieOptions());
  if (deptid === null) Cookies.remove(DEPTID_COOKIE, { path: '/' });
  else Cookies.set(DEPTID_COOKIE, String(deptid), cookieOptions());
}

export function removeIdentityCookies(): void {
  Cookies.remove(USERID_COOKIE, { path: '/' });
  Cookies.remove(DEPTID_COOKIE, { path: '/' });
}

/** Codes 120700/120701 (SPEC §8): every cookie this page can see goes. */
export function clearAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/' });
    // a cookie set without an explicit path belongs to the current directory
    Cookies.remove(name, { path: '' });
  }
}

/**
 * What logging out leaves behind (SPEC §4): local storage emptied, the token and the identity
 * cookies (department, and the user id mirrored with it) removed; other cookies stay.
 */
export function clearSessionTraces(): void {
  window.localStorage.clear();
  removeToken();
  removeIdentityCookies();
}
