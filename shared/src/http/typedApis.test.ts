import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, messageEndpoints, profileEndpoints } from '../contracts';
import type { BoardThread, CaptchaImage, PersonalInfo, RemoteDescriptor } from '../contracts';
import { authApi } from './authApi';
import { messageApi } from './messageApi';
import { profileApi } from './profileApi';

interface Received {
  method: string;
  path: string;
  query: string;
  contentType: string | null;
  body: string;
}

const received: Received[] = [];
const answers = new Map<string, unknown>();
const server = setupServer(
  mswHttp.all('*', async ({ request }) => {
    const url = new URL(request.url);
    received.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    return HttpResponse.json({ code: 200, msg: 'ok', data: answers.get(url.pathname) ?? null });
  }),
);
beforeAll(() => server.listen());
afterAll(() => server.close());
afterEach(() => {
  received.length = 0;
  answers.clear();
});

describe('authApi', () => {
  it('reads the captcha image and the remotes with GET', async () => {
    const captcha: CaptchaImage = { uuid: 'u', img: 'data:image/svg+xml;base64,AA==', captchaEnabled: true };
    const remotes: RemoteDescriptor[] = [{ name: 'mf_system', entry: '/mf/mf-system/mf-manifest.json', group: '/system' }];
    answers.set(API.captchaImage, captcha);
    answers.set(API.remotes, remotes);
    expect((await authApi.captchaImage()).data).toEqual(captcha);
    expect((await authApi.remotes()).data).toEqual(remotes);
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /rest/captchaImage', 'GET /api/remotes']);
  });

  it('reads the user info without putting the token in the URL', async () => {
    await authApi.getInfo();
    expect(received[0]).toMatchObject({ method: 'GET', path: '/rest/getInfo', query: '' });
  });

  it('counts unread messages with GET /chat/messageNotificationSenderCount', async () => {
    answers.set(messageEndpoints.count.url, 3);
    expect((await authApi.messageCount()).data).toBe(3);
    expect(received[0]).toMatchObject({ method: 'GET', path: '/chat/messageNotificationSenderCount' });
  });

  it('posts the logout to /rest/logout', async () => {
    await authApi.logout();
    expect(received[0]).toMatchObject({ method: 'POST', path: '/rest/logout' });
  });
});

describe('messageApi', () => {
  it('lists a page of threads and reads one thread by id', async () => {
    const thread: BoardThread = {
      id: 9,
      subject: '数据填报问题',
      ownerId: 42,
      ownerName: '张三',
      companyName: null,
      updatedAt: '2024-05-01T08:00:00Z',
      unread: 1,
      messages: [],
    };
    answers.set(messageEndpoints.thread.url, thread);
    await messageApi.threads(2, 10);
    expect((await messageApi.thread(9)).data).toEqual(thread);
    expect(received.map(({ method, path, query }) => `${method} ${path}${query}`)).toEqual([
      'GET /chat/threads?pageNum=2&pageSize=10',
      'GET /chat/thread?id=9',
    ]);
  });

  it('sends and marks read with JSON bodies', async () => {
    await messageApi.send({ subject: '问题', body: '请问如何导入？' });
    await messageApi.read(9);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/chat/send' });
    expect(received[0].contentType).toContain('application/json');
    expect(JSON.parse(received[0].body)).toEqual({ subject: '问题', body: '请问如何导入？' });
    expect(JSON.parse(received[1].body)).toEqual({ threadId: 9 });
  });
});

describe('profileApi', () => {
  it('reads and updates the personal info, and changes the password in a JSON body', async () => {
    const info: Partial<PersonalInfo> = { id: 42, account: 'zhangsan' };
    answers.set(profileEndpoints.get.url, info);
    expect((await profileApi.get()).data).toEqual(info);
    await profileApi.update({ name: '张三', email: null, phone: '13800000000' });
    await profileApi.changePassword({ oldPassword: 'old', newPassword: 'new-Secret1' });
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /rest/personalCenter/getPersonalInfo',
      'POST /rest/personalCenter/updatePersonalInfo',
      'POST /rest/personalCenter/changePassword',
    ]);
    expect(JSON.parse(received[2].body)).toEqual({ oldPassword: 'old', newPassword: 'new-Secret1' });
    expect(received[2].query).toBe('');
  });

  it('builds the avatar image URL of a user', () => {
    expect(profileApi.avatarUrl(42)).toBe('/rest/personalCenter/avatarImage?id=42');
    expect(profileApi.avatarUrl(42, 'f/1 2')).toBe('/rest/personalCenter/avatarImage?id=42&v=f%2F1%202');
  });
});
