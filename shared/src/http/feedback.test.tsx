import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setLanguage } from '../i18n';
import { configureHttpFeedback, showErrorOnce } from './feedback';
import { pageNavigation } from './navigation';
import { get } from './request';

const server = setupServer(
  mswHttp.get('/rest/private', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })),
  mswHttp.get('/rest/down', () => HttpResponse.error()),
  mswHttp.get('/rest/gateway', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
);
// loaded the way the http layer loads it, so this folder has no static antd import to watch for
let App: typeof import('antd').App;
beforeAll(async () => {
  ({ App } = await import('antd'));
  server.listen({ onUnhandledRequest: 'error' });
});
// antd measures the scrollbar through a pseudo-element, which jsdom does not implement
const getComputedStyle = window.getComputedStyle.bind(window);
jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
afterAll(() => server.close());
beforeEach(() => setLanguage('zh-CN'));
afterEach(() => configureHttpFeedback(null));

/** What the shell does inside antd's <App>. */
function ShellFeedback() {
  const { message, modal } = App.useApp();
  useEffect(() => configureHttpFeedback({ message, modal }), [message, modal]);
  return null;
}

function renderShell() {
  render(
    <App>
      <ShellFeedback />
    </App>,
  );
}

async function expectSessionExpired(url: string) {
  await act(async () => {
    await Promise.allSettled([get(url), get(url)]);
  });
}

describe('feedback through antd App.useApp()', () => {
  it('shows one 系统提示 dialog for two concurrent 401s; 取消 closes it and the next 401 opens it again', async () => {
    renderShell();
    await expectSessionExpired('/rest/private');
    expect(await screen.findAllByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toHaveLength(1);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('系统提示');
    expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: '取 消' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expectSessionExpired('/rest/private');
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await act(async () => screen.getByRole('button', { name: '取 消' }).click());
  });

  it('重新登录 sends the user to #/login and reloads the page', async () => {
    const reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    renderShell();
    await expectSessionExpired('/rest/private');
    await act(async () => (await screen.findByRole('button', { name: '重新登录' })).click());
    expect(window.location.hash).toBe('#/login');
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('shows a network error message once while it is on screen', async () => {
    renderShell();
    await act(async () => {
      await Promise.allSettled([get('/rest/down'), get('/rest/down')]);
    });
    expect(await screen.findAllByText('网络连接异常，请稍后重试')).toHaveLength(1);
  });

  it('shows an error again once the holder that showed it has gone, toast and all', async () => {
    const shown: string[] = [];
    configureHttpFeedback({ message: { error: ({ content }) => shown.push(content) } });
    showErrorOnce('账号或密码错误', 6000);
    showErrorOnce('账号或密码错误', 6000);
    expect(shown).toEqual(['账号或密码错误']);
    // the page with the holder is left before the toast closed: its onClose never comes
    configureHttpFeedback({ message: { error: ({ content }) => shown.push(content) } });
    showErrorOnce('账号或密码错误', 6000);
    expect(shown).toEqual(['账号或密码错误', '账号或密码错误']);
  });
});

describe('feedback before the shell configures it', () => {
  it('falls back to antd static dialogs', async () => {
    await act(async () => {
      await Promise.allSettled([get('/rest/private')]);
    });
    expect(await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: '取 消' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to antd static messages, once while on screen', async () => {
    await act(async () => {
      await Promise.allSettled([get('/rest/gateway'), get('/rest/gateway')]);
    });
    // another text than the test above, whose toast may still count as on screen
    expect(await screen.findAllByText('系统接口502异常')).toHaveLength(1);
  });

  it('uses the part the app configured and antd for the part it left out', async () => {
    const toasts: string[] = [];
    configureHttpFeedback({ message: { error: ({ content }) => toasts.push(content) } });
    await act(async () => {
      await Promise.allSettled([get('/rest/private')]);
    });
    expect(await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: '取 消' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('loading the http layer does not load antd', () => {
    let antdLoaded = false;
    jest.isolateModules(() => {
      jest.doMock('antd', () => {
        antdLoaded = true;
        return jest.requireActual('antd');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules loads synchronously
      require('./index');
    });
    expect(antdLoaded).toBe(false);
  });
});
