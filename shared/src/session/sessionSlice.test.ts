import Cookies from 'js-cookie';
import { createSlice } from '@reduxjs/toolkit';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, ROLE_DEFAULT, TOKEN_COOKIE, menuEndpoints, sessionEndpoints } from '../contracts';
import type { ApiEnvelope, MenuItem, UserInfo } from '../contracts';
import { configureHttpFeedback } from '../http/feedback';
import { fetchMenus, fetchUserInfo, loginWithCaptcha, logosConfigured, logout, typedLogin } from './sessionSlice';
import { createInjectableStore, rootReducer } from './store';

interface ReportDraftState {
  pages: number;
}
// what a remote declares for the slice it injects
declare module '../index' {
  interface LazyLoadedSlices {
    reportDraft: ReportDraftState;
  }
}

const server = setupServer();
const toasts: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  configureHttpFeedback({ message: { error: ({ content }) => toasts.push(String(content)) }, modal: { confirm: () => undefined } });
});
afterEach(() => {
  server.resetHandlers();
  toasts.length = 0;
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
});

const ok = <T>(data: T): ApiEnvelope<T> => ({ code: 200, msg: 'ok', data });

const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  user: {
    id: 42,
    company_id: 7,
    name: '张三',
    account: 'zhangsan',
    company_name: '光伏科技有限公司',
    deptid: 3,
    user_type: 'enterprise',
    avatar: 'a1b2',
  },
  roles: ['enterprise'],
  permissions: ['business:directory:list'],
  user_title: '企业用户',
  trainer_title: null,
  industry: 'pv',
  ...overrides,
});

const menu: MenuItem = {
  name: '碳足迹核算',
  nameEn: 'Footprint accounting',
  urlvue: '/businessAccounting',
  iconvue: 'CalculatorOutlined',
  hidden: false,
  redirect: null,
  remote: 'mf_accounting',
  children: [],
};

describe('loginWithCaptcha', () => {
  it('sends the credentials as a JSON body and keeps the token in the cookie, local storage and state', async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post(API.loginWithCaptcha, async ({ request }) => {
        expect(new URL(request.url).search).toBe('');
        bodies.push(await request.json());
        return HttpResponse.json(ok({ token: 'tok-1' }));
      }),
    );
    const store = createInjectableStore();
    const credentials = { username: 'zhangsan', password: 'hash', code: 'ab12', uuid: 'u-1' };
    await store.dispatch(loginWithCaptcha(credentials)).unwrap();
    expect(bodies).toEqual([credentials]);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-1');
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(store.getState().session.token).toBe('tok-1');
  });

  it('rejects with the server message and keeps no token when the code is not 200', async () => {
    server.use(mswHttp.post(API.loginWithCaptcha, () => HttpResponse.json({ code: 500, msg: '', message: '验证码错误' })));
    const store = createInjectableStore();
    const result = await store.dispatch(loginWithCaptcha({ username: 'a', password: 'b', code: 'c', uuid: 'd' }));
    expect(result.payload).toBe('验证码错误');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().session.token).toBe('');
  });
});

describe('typedLogin', () => {
  it('posts username, password and userType as JSON to /user/login and keeps the token', async () => {
    server.use(
      mswHttp.post(API.typedLogin, async ({ request }) => {
        expect(await request.json()).toEqual({ username: 'rev', password: 'h', userType: 'review' });
        return HttpResponse.json(ok({ token: 'tok-2' }));
      }),
    );
    const store = createInjectableStore();
    await store.dispatch(typedLogin({ username: 'rev', password: 'h', userType: 'review' })).unwrap();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-2');
  });

  it('rejects a user of another type with the server message', async () => {
    server.use(mswHttp.post(API.typedLogin, () => HttpResponse.json({ code: 403, msg: '账号类型不符' })));
    const store = createInjectableStore();
    const result = await store.dispatch(typedLogin({ username: 'a', password: 'b', userType: 'enterprise' }));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(result.payload).toBe('账号类型不符');
  });
});

describe('fetchUserInfo', () => {
  it('stores every field of the session, the locally kept values and the userid/deptid cookies', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok');
    server.use(
      mswHttp.get(API.getInfo, ({ request }) => {
        expect(request.headers.get('authorization')).toBe('tok');
        return HttpResponse.json(ok(userInfo()));
      }),
    );
    const store = createInjectableStore();
    await store.dispatch(fetchUserInfo()).unwrap();
    expect(store.getState().session).toMatchObject({
      roles: ['enterprise'],
      permissions: ['business:directory:list'],
      userid: 42,
      deptid: 3,
      company_id: 7,
      company_name: '光伏科技有限公司',
      name: '张三',
      all_name: '张三-zhangsan',
      avatar: '/rest/personalCenter/avatarImage?id=42&v=a1b2',
      industry: 'pv',
      user_title: '企业用户',
      trainer_title: null,
    });
    expect(window.localStorage.getItem('userid')).toBe('42');
    expect(window.localStorage.getItem('deptid')).toBe('3');
    expect(window.localStorage.getItem('username')).toBe('zhangsan');
    expect(window.localStorage.getItem('all_name')).toBe('张三-zhangsan');
    expect(window.localStorage.getItem('capacity')).toBe('enterprise');
    expect(Cookies.get('userid')).toBe('42');
    expect(Cookies.get('deptid')).toBe('3');
  });

  it('gives the single role ROLE_DEFAULT when the server lists none', async () => {
    server.use(mswHttp.get(API.getInfo, () => HttpResponse.json(ok(userInfo({ roles: [] })))));
    const store = createInjectableStore();
    await store.dispatch(fetchUserInfo()).unwrap();
    expect(store.getState().session.roles).toEqual([ROLE_DEFAULT]);
  });

  it('has no avatar URL when the user has no picture', async () => {
    const info = userInfo();
    server.use(mswHttp.get(API.getInfo, () => HttpResponse.json(ok({ ...info, user: { ...info.user, avatar: null } }))));
    const store = createInjectableStore();
    await store.dispatch(fetchUserInfo()).unwrap();
    expect(store.getState().session.avatar).toBe('');
  });

  it('rejects with the server message when the code is not 200', async () => {
    server.use(mswHttp.get(API.getInfo, () => HttpResponse.json({ code: 500, msg: '用户不存在' })));
    const store = createInjectableStore();
    const result = await store.dispatch(fetchUserInfo());
    expect(result.payload).toBe('用户不存在');
    expect(store.getState().session.roles).toEqual([]);
  });
});

describe('fetchMenus', () => {
  function answerMenus(seen: URLSearchParams[]) {
    server.use(
      mswHttp.get(API.getInfo, () => HttpResponse.json(ok(userInfo()))),
      mswHttp.post(menuEndpoints.vicimsg.url, async ({ request }) => {
        seen.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(ok({ menus: [menu] }));
      }),
    );
  }

  it('posts msgid and the internalParams of the user and department as form fields, and keeps the menus', async () => {
    const seen: URLSearchParams[] = [];
    answerMenus(seen);
    const store = createInjectableStore();
    await store.dispatch(fetchUserInfo()).unwrap();
    await store.dispatch(fetchMenus()).unwrap();
    expect(seen[0].get('msgid')).toBe('getAdminMenuByUseridAndDeptid');
    expect(JSON.parse(seen[0].get('data') ?? '')).toEqual({ internalParams: { userid: 42, deptid: 3 } });
    expect(store.getState().session.menusList).toEqual([menu]);
  });

  it('asks for the dev or home variant when told', async () => {
    const seen: URLSearchParams[] = [];
    answerMenus(seen);
    const store = createInjectableStore();
    await store.dispatch(fetchUserInfo()).unwrap();
    await store.dispatch(fetchMenus('getHomeMenuByUseridAndDeptid')).unwrap();
    expect(seen[0].get('msgid')).toBe('getHomeMenuByUseridAndDeptid');
  });

  it('does not ask before the user is known', async () => {
    const store = createInjectableStore();
    const result = await store.dispatch(fetchMenus());
    expect(result.meta.requestStatus).toBe('rejected');
  });
});

describe('logout', () => {
  async function signedInStore() {
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    Cookies.set('unrelated', 'stays', { path: '/' });
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('language', 'en-US');
    window.localStorage.setItem('lastTime', '1');
    server.use(mswHttp.get(API.getInfo, () => HttpResponse.json(ok(userInfo({ roles: ['admin'], permissions: ['*:*:*'] })))));
    const store = createInjectableStore();
    store.dispatch(logosConfigured({ logoDark: '/logo-dark.svg', logoPurple: '/logo-purple.svg' }));
    await store.dispatch(fetchUserInfo()).unwrap();
    return store;
  }

  it('tells the server with the token, then clears local storage, the token, roles, permissions and the department and token cookies', async () => {
    const store = await signedInStore();
    const revoked: (string | null)[] = [];
    server.use(
      mswHttp.post(sessionEndpoints.logout.url, ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json(ok(null));
      }),
    );
    await store.dispatch(logout()).unwrap();
    expect(revoked).toEqual(['tok']);
    expect(window.localStorage.length).toBe(0);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get('deptid')).toBeUndefined();
    expect(Cookies.get('userid')).toBeUndefined();
    expect(Cookies.get('unrelated')).toBe('stays');
    const session = store.getState().session;
    expect(session).toMatchObject({ token: '', roles: [], permissions: [], deptid: null, userid: null, name: '' });
    expect(session).toMatchObject({ logoDark: '/logo-dark.svg', logoPurple: '/logo-purple.svg' });
  });

  it('ends the session locally, without a message, when the server cannot be reached', async () => {
    const store = await signedInStore();
    server.use(mswHttp.post(sessionEndpoints.logout.url, () => HttpResponse.error()));
    await store.dispatch(logout()).unwrap();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().session.roles).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

describe('the injectable store', () => {
  it('starts with the token of the cookie', () => {
    Cookies.set(TOKEN_COOKIE, 'kept');
    expect(createInjectableStore().getState().session.token).toBe('kept');
  });

  it('takes a remote slice injected after it was created', () => {
    const counterSlice = createSlice({
      name: 'reportDraft',
      initialState: { pages: 0 } as ReportDraftState,
      reducers: { pageAdded: (state) => void (state.pages += 1) },
    });
    const store = createInjectableStore();
    const injected = counterSlice.injectInto(rootReducer);
    store.dispatch(counterSlice.actions.pageAdded());
    expect(injected.selectSlice(store.getState())).toEqual({ pages: 1 });
    expect(store.getState().session).toBeDefined();
  });
});
