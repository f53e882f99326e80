import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { HttpConfirmConfig, HttpToastConfig } from './feedback';
import { HTTP_TIMEOUT_MS, NETWORK_ERROR_MESSAGE_MS, PAGED_LIST_TIMEOUT_MS, TOKEN_COOKIE, TOKEN_REFRESH_HEADER } from '../contracts';
import type { ApiEnvelope } from '../contracts';
import { setLanguage } from '../i18n';
import { http } from './client';
import { ApiError, NetworkError, SessionExpiredError } from './errors';
import { configureHttpFeedback } from './feedback';
import { pageNavigation } from './navigation';
import { callUrl, del, downloadTemplate, get, messageOf, post, put, request } from './request';
import { objectApi } from '../objectTable/objectApi';

const server = setupServer();
const toasts: HttpToastConfig[] = [];
const dialogs: HttpConfirmConfig[] = [];
let reload: jest.SpyInstance;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await setLanguage('zh-CN');
  configureHttpFeedback({
    message: { error: (config) => toasts.push(config) },
    modal: { confirm: (config) => dialogs.push(config) },
  });
  reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  window.location.hash = '';
});
afterEach(() => {
  // close whatever the test left on screen, so the next test starts with none shown
  toasts.splice(0).forEach((toast) => toast.onClose?.());
  dialogs.splice(0).forEach((dialog) => dialog.onCancel?.());
  server.resetHandlers();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
  reload.mockRestore();
});

const ok = <T>(data: T): ApiEnvelope<T> => ({ code: 200, msg: '操作成功', data });

/** Records what the server received for one route. */
function capture(method: 'get' | 'post' | 'put' | 'delete', path: string, answer: () => Response = () => HttpResponse.json(ok(null))) {
  const seen: Request[] = [];
  server.use(
    mswHttp[method](path, ({ request: received }) => {
      seen.push(received.clone());
      return answer();
    }),
  );
  return seen;
}

describe('envelope codes', () => {
  it('resolves with the envelope on code 200', async () => {
    server.use(mswHttp.get('/rest/thing', () => HttpResponse.json(ok({ id: 7 }))));
    await expect(get<{ id: number }>('/rest/thing')).resolves.toEqual(ok({ id: 7 }));
  });

  it('resolves with the envelope on other codes, so the caller shows msg', async () => {
    server.use(mswHttp.post('/rest/thing', () => HttpResponse.json({ code: 500, msg: '名称重复' }, { status: 500 })));
    const envelope = await post('/rest/thing', { name: 'x' });
    expect(envelope).toEqual({ code: 500, msg: '名称重复' });
    expect(messageOf(envelope)).toBe('名称重复');
    expect(toasts).toHaveLength(0);
  });

  it('reads message when msg is absent, and falls back to 系统错误', () => {
    expect(messageOf({ code: 1, msg: '', message: '验证码错误' })).toBe('验证码错误');
    expect(messageOf({ code: 1, msg: '' })).toBe('系统错误');
  });

  it('on 401 shows the 系统提示 confirm once for concurrent calls and rejects each with SessionExpiredError', async () => {
    server.use(mswHttp.get('/rest/private', () => HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 })));
    const results = await Promise.allSettled([get('/rest/private'), get('/rest/private')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
      expect((result as PromiseRejectedResult).reason.code).toBe(401);
    }
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
  });

  it('treats an HTTP 401 without an envelope as code 401', async () => {
    server.use(mswHttp.get('/rest/private', () => new HttpResponse('Unauthorized', { status: 401 })));
    await expect(get('/rest/private')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(dialogs).toHaveLength(1);
  });

  it('after 取消 the page stays and the next 401 asks again', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok');
    server.use(mswHttp.get('/rest/private', () => HttpResponse.json({ code: 401, msg: '' })));
    await expect(get('/rest/private')).rejects.toBeInstanceOf(SessionExpiredError);
    dialogs[0].onCancel?.();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
    await expect(get('/rest/private')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(dialogs).toHaveLength(2);
  });

  it('重新登录 logs out, clears local storage, goes to #/login and reloads', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    Cookies.set('deptid', '3', { path: '/' });
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('typeId', '5');
    server.use(mswHttp.get('/rest/private', () => HttpResponse.json({ code: 401, msg: '' })));
    await expect(get('/rest/private')).rejects.toBeInstanceOf(SessionExpiredError);
    dialogs[0].onOk?.();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get('deptid')).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(window.location.hash).toBe('#/login');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a silent call rejects on 401 without the dialog', async () => {
    server.use(mswHttp.get('/rest/private', () => HttpResponse.json({ code: 401, msg: '' })));
    await expect(get('/rest/private', undefined, { silent: true })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(dialogs).toHaveLength(0);
  });

  it.each([120700, 120701])('on code %i clears every cookie and goes to the login route', async (code) => {
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    Cookies.set('userid', '1', { path: '/' });
    Cookies.set('unrelated', 'x', { path: '/' });
    server.use(mswHttp.post('/rest/thing', () => HttpResponse.json({ code, msg: 'kicked' })));
    const failure = await post('/rest/thing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionExpiredError);
    expect((failure as SessionExpiredError).code).toBe(code);
    expect(document.cookie).toBe('');
    expect(window.location.hash).toBe('#/login');
    expect(dialogs).toHaveLength(0);
  });

  it('rejects a body without an envelope with NetworkError and shows the status', async () => {
    server.use(mswHttp.get('/rest/thing', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const failure = await get('/rest/thing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ kind: 'status', status: 502 });
    expect(toasts.map((toast) => toast.content)).toEqual(['系统接口502异常']);
  });
});

describe('network failures', () => {
  it('shows the error for 5 s and not again while the identical message is on screen', async () => {
    server.use(mswHttp.get('/rest/thing', () => HttpResponse.error()));
    await expect(get('/rest/thing')).rejects.toMatchObject({ name: 'NetworkError', kind: 'unreachable' });
    await expect(get('/rest/thing')).rejects.toBeInstanceOf(NetworkError);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ content: '网络连接异常，请稍后重试', duration: NETWORK_ERROR_MESSAGE_MS / 1000 });

    toasts[0].onClose?.();
    await expect(get('/rest/thing')).rejects.toBeInstanceOf(NetworkError);
    expect(toasts).toHaveLength(2);
  });

  it('shows a different message even while another one is on screen', async () => {
    server.use(
      mswHttp.get('/rest/down', () => HttpResponse.error()),
      mswHttp.get('/rest/slow', async () => {
        await delay(500);
        return HttpResponse.json(ok(null));
      }),
    );
    await expect(get('/rest/down')).rejects.toBeInstanceOf(NetworkError);
    // msw's XMLHttpRequest stand-in ignores xhr.timeout; axios's fetch adapter enforces the same
    // setting (Node's fetch wants an absolute URL)
    const xhrAdapter = http.defaults.adapter;
    http.defaults.adapter = 'fetch';
    try {
      const slowUrl = `${window.location.origin}/rest/slow`;
      await expect(get(slowUrl, undefined, { timeout: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      http.defaults.adapter = xhrAdapter;
    }
    expect(toasts.map((toast) => toast.content)).toEqual(['网络连接异常，请稍后重试', '系统接口请求超时']);
  });

  it('a silent call rejects without a message', async () => {
    server.use(mswHttp.get('/rest/thing', () => HttpResponse.error()));
    await expect(get('/rest/thing', undefined, { silent: true })).rejects.toBeInstanceOf(NetworkError);
    expect(toasts).toHaveLength(0);
  });

  it('an aborted call rejects with the abort and shows nothing', async () => {
    server.use(
      mswHttp.get('/rest/slow', async () => {
        await delay(500);
        return HttpResponse.json(ok(null));
      }),
    );
    const controller = new AbortController();
    const pending = get('/rest/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
    expect(toasts).toHaveLength(0);
  });
});

describe('timeouts', () => {
  const timeouts: (number | undefined)[] = [];
  let interceptor: number;
  beforeEach(() => {
    timeouts.length = 0;
    interceptor = http.interceptors.request.use((config) => {
      timeouts.push(config.timeout);
      return config;
    });
    server.use(mswHttp.all('/rest/*', () => HttpResponse.json(ok(null))));
  });
  afterEach(() => http.interceptors.request.eject(interceptor));

  it('waits 120000 ms unless the call says otherwise', async () => {
    expect(http.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    await get('/rest/a');
    await post('/rest/b', {}, { timeout: 2000 });
    // the paged lists (/rest/getObjDataByPage and alikes) wait 100 s (SPEC §9)
    await objectApi.page({ objName: 'sys_user', pageNum: 1 });
    expect(timeouts).toEqual([120000, 2000, PAGED_LIST_TIMEOUT_MS]);
  });
});

describe('request encoding and headers', () => {
  it('sends the dby_token cookie as the bare Authorization header and the language', async () => {
    Cookies.set(TOKEN_COOKIE, 'secret-token');
    await setLanguage('en-US');
    const seen = capture('get', '/rest/thing');
    await get('/rest/thing', { page: 2 });
    expect(seen[0].headers.get('authorization')).toBe('secret-token');
    expect(seen[0].headers.get('accept-language')).toBe('en-US');
    expect(new URL(seen[0].url).searchParams.get('page')).toBe('2');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = capture('get', '/rest/thing');
    await get('/rest/thing');
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it('never sends the token to another origin', async () => {
    Cookies.set(TOKEN_COOKIE, 'secret-token');
    const seen = capture('post', 'https://elsewhere.example/api');
    await callUrl('https://elsewhere.example/api', { body: { a: 1 } });
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it('posts form-urlencoded fields by default', async () => {
    const seen = capture('post', '/rest/thing');
    await post('/rest/thing', { name: '光伏组件', pageNum: 1 });
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(await seen[0].text());
    expect(fields.get('name')).toBe('光伏组件');
    expect(fields.get('pageNum')).toBe('1');
  });

  it('posts JSON when asked', async () => {
    const seen = capture('post', '/rest/thing');
    await request({ url: '/rest/thing', method: 'POST', data: { ids: [1, 2] }, contentType: 'json' });
    expect(seen[0].headers.get('content-type')).toContain('application/json');
    expect(await seen[0].json()).toEqual({ ids: [1, 2] });
  });

  it('posts multipart form data with a boundary when asked', async () => {
    const seen = capture('post', '/rest/upload');
    await request({ url: '/rest/upload', method: 'POST', contentType: 'multipart', data: { kind: 'evidence' } });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[0].formData()).get('kind')).toBe('evidence');
  });

  it('posts a FormData body as multipart although form-urlencoded is the default', async () => {
    const seen = capture('post', '/rest/upload');
    const form = new FormData();
    form.append('kind', 'evidence');
    await post('/rest/upload', form);
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[0].formData()).get('kind')).toBe('evidence');
  });

  it('sends extra headers alongside the token and the language', async () => {
    Cookies.set(TOKEN_COOKIE, 'secret-token');
    const seen = capture('post', '/rest/thing');
    await post('/rest/thing', { a: 1 }, { headers: { 'X-Project-Id': '42', Authorization: 'not-the-token' } });
    expect(seen[0].headers.get('x-project-id')).toBe('42');
    expect(seen[0].headers.get('authorization')).toBe('secret-token');
    expect(seen[0].headers.get('accept-language')).toBe('zh-CN');
  });

  it('reports the progress of the request body', async () => {
    capture('post', '/rest/upload');
    const form = new FormData();
    form.append('upload', new Blob(['x'.repeat(2048)]), 'big.csv');
    const progress: { loaded: number; total?: number }[] = [];
    await post('/rest/upload', form, { onUploadProgress: (event) => progress.push(event) });
    expect(progress.length).toBeGreaterThan(0);
    const last = progress[progress.length - 1];
    expect(last.total).toBeGreaterThan(2048);
    expect(last.loaded).toBe(last.total);
  });

  it('puts form fields and deletes with query parameters', async () => {
    const puts = capture('put', '/sky/dept/update');
    const deletes = capture('delete', '/sky/dept/delete');
    await put('/sky/dept/update', { id: 4, name: '研发部' });
    await put('/sky/dept/update', { id: 4 }, { contentType: 'json' });
    await del('/sky/dept/delete', { id: 4 });
    expect(new URLSearchParams(await puts[0].text()).get('name')).toBe('研发部');
    expect(await puts[1].json()).toEqual({ id: 4 });
    expect(new URL(deletes[0].url).searchParams.get('id')).toBe('4');
  });

  it('writes a refreshed token from the response header back to the cookie and local storage', async () => {
    Cookies.set(TOKEN_COOKIE, 'old-token');
    server.use(mswHttp.get('/rest/thing', () => HttpResponse.json(ok(null), { headers: { [TOKEN_REFRESH_HEADER]: 'new-token' } })));
    await get('/rest/thing');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('new-token');
    expect(window.localStorage.getItem('token')).toBe('new-token');
    const seen = capture('get', '/rest/next');
    await get('/rest/next');
    expect(seen[0].headers.get('authorization')).toBe('new-token');
  });

  it('keeps the token when no refreshed one comes back', async () => {
    Cookies.set(TOKEN_COOKIE, 'old-token');
    capture('get', '/rest/thing');
    await get('/rest/thing');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('old-token');
  });
});

describe('callUrl', () => {
  it('posts to the caller-supplied URL by default', async () => {
    const seen = capture('post', '/rest/custom/action');
    await expect(callUrl<null>('/rest/custom/action', { body: { a: '1' } })).resolves.toEqual(ok(null));
    expect(new URLSearchParams(await seen[0].text()).get('a')).toBe('1');
  });

  it('sends a raw body as it is, with the chosen content type', async () => {
    const seen = capture('post', '/rest/custom/raw');
    await callUrl('/rest/custom/raw', { body: '{"already":"json"}', contentType: 'json' });
    expect(seen[0].headers.get('content-type')).toContain('application/json');
    expect(await seen[0].text()).toBe('{"already":"json"}');
  });

  it('uses the method it is given', async () => {
    const seen = capture('get', '/rest/custom/read');
    await callUrl('/rest/custom/read', { method: 'GET' });
    expect(seen).toHaveLength(1);
  });
});

describe('downloadTemplate', () => {
  it('GETs url?id with the JSON content type and resolves with the file', async () => {
    const seen = capture('get', '/rest/template', () => new HttpResponse('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } }));
    const file = await downloadTemplate('/rest/template', 12);
    expect(new URL(seen[0].url).searchParams.get('id')).toBe('12');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('a,b\n1,2');
  });

  it('rejects with ApiError carrying the envelope when the server answers with a failure code', async () => {
    capture('get', '/rest/template', () => HttpResponse.json({ code: 500, msg: '模板不存在' }));
    const failure = await downloadTemplate('/rest/template', 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('模板不存在');
    expect((failure as ApiError).envelope.code).toBe(500);
  });

  it('applies the 401 rules to a download', async () => {
    capture('get', '/rest/template', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 }));
    await expect(downloadTemplate('/rest/template', 1)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(dialogs).toHaveLength(1);
  });
});
