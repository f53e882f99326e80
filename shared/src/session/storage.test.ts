import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../contracts';
import {
  clearAllCookies,
  getToken,
  readLastTime,
  readMenuCollapsed,
  removeToken,
  setIdentityCookies,
  setToken,
  writeLocal,
} from './storage';

afterEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
});

describe('token', () => {
  it('lives in the dby_token cookie, mirrored in local storage', () => {
    setToken('abc');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    removeToken();
    expect(getToken()).toBeUndefined();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('identity cookies', () => {
  it('mirror userid and deptid, and drop deptid for a user without department', () => {
    setIdentityCookies(5, 9);
    expect(Cookies.get()).toMatchObject({ userid: '5', deptid: '9' });
    setIdentityCookies(6, null);
    expect(Cookies.get('userid')).toBe('6');
    expect(Cookies.get('deptid')).toBeUndefined();
  });
});

describe('clearAllCookies', () => {
  it('removes every cookie, including those set without a path', () => {
    Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
    Cookies.set('other', 'x', { path: '/' });
    document.cookie = 'pathless=1';
    clearAllCookies();
    expect(document.cookie).toBe('');
  });
});

describe('locally kept values', () => {
  it('read lastTime as a number, and as absent when missing or not a number', () => {
    expect(readLastTime()).toBeNull();
    writeLocal('lastTime', 1700000000000);
    expect(readLastTime()).toBe(1700000000000);
    writeLocal('lastTime', 'soon');
    expect(readLastTime()).toBeNull();
  });

  it('read isMenuCollapsed as a boolean', () => {
    expect(readMenuCollapsed()).toBe(false);
    writeLocal('isMenuCollapsed', true);
    expect(readMenuCollapsed()).toBe(true);
    writeLocal('isMenuCollapsed', false);
    expect(readMenuCollapsed()).toBe(false);
  });
});
