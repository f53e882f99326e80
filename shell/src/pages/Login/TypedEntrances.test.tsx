import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { setLanguage } from '@pcf/shared';
import type { CaptchaImage, MenuItem, TypedLoginRequest, UserInfo } from '@pcf/shared';
import { envelope } from '../../testing/envelope';
import { renderShell } from '../../testing/renderShell';
import Login1Page from '../Login1';
import Login2Page from '../Login2';

// the first screen of a file waits for its lazy chunks to compile
// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

/** The server answers the wrong entrance as a wrong password: it does not confirm the password. */
const REFUSED = '账号或密码错误';

const captchaOn: CaptchaImage = { uuid: 'uuid-1', img: 'data:image/svg+xml;base64,PHN2Zy8+', captchaEnabled: true };
const captchaOff: CaptchaImage = { uuid: '', img: '', captchaEnabled: false };
let captcha = captchaOff;
let captchaRequests = 0;

/** The server's rule: an account signs in only at the entrance of its own user type. */
const USER_TYPES: Record<string, TypedLoginRequest['userType'] | 'admin'> = { demo: 'enterprise', reviewer: 'review', admin: 'admin' };

const userInfo: UserInfo = {
  user: { id: 7, company_id: 3, name: '张三', account: 'demo', company_name: '示例光伏', deptid: 2, user_type: 'enterprise', avatar: null },
  roles: ['enterprise'],
  permissions: ['business:directory:list'],
  user_title: null,
  trainer_title: null,
  industry: 'pv',
};
const menus: MenuItem[] = [
  {
    name: '碳足迹核算',
    nameEn: 'Footprint accounting',
    urlvue: '/businessAccounting',
    iconvue: 'CalculatorOutlined',
    hidden: false,
    redirect: null,
    remote: 'mf_accounting',
    children: [
      {
        name: '维护目录',
        nameEn: 'Directory',
        urlvue: '/businessAccounting/directory',
        iconvue: 'FolderOutlined',
        hidden: false,
        redirect: null,
        remote: 'mf_accounting',
        children: [],
      },
    ],
  },
];

let requests: TypedLoginRequest[] = [];

const server = setupServer(
  http.get('/rest/captchaImage', () => {
    captchaRequests += 1;
    return envelope(captcha);
  }),
  http.post('/user/login', async ({ request }) => {
    const body = (await request.json()) as TypedLoginRequest;
    requests.push(body);
    return USER_TYPES[body.username] === body.userType ? envelope({ token: `token-${body.username}` }) : envelope(null, 500, REFUSED);
  }),
  http.get('/rest/getInfo', () => envelope(userInfo)),
  http.post('/rest/vicimsg', () => envelope({ menus })),
  http.get('/api/remotes', () => envelope([])),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
afterEach(() => {
  server.resetHandlers();
  requests = [];
  captcha = captchaOff;
  captchaRequests = 0;
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
afterAll(() => server.close());

async function signIn(account: string, code?: string) {
  await userEvent.type(await screen.findByLabelText('账号'), account);
  await userEvent.type(screen.getByLabelText('密码'), 'Secret@123456');
  if (code !== undefined) await userEvent.type(screen.getByLabelText('验证码'), code);
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe.each([
  { path: '/login1', Page: Login1Page, title: '企业用户登录', userType: 'enterprise', own: 'demo', others: ['reviewer', 'admin'] },
  { path: '/login2', Page: Login2Page, title: '核查审核登录', userType: 'review', own: 'reviewer', others: ['demo', 'admin'] },
] as const)('$path ($title)', ({ path, Page, title, userType, own, others }) => {
  const renderPage = () => renderShell(<Page />, { path, routePath: path });

  it(`signs in as user type ${userType} and stores the token`, async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await signIn(own);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/businessAccounting/directory'));
    expect(requests).toEqual([{ username: own, password: 'Secret@123456', userType }]);
    expect(document.cookie).toContain(`dby_token=token-${own}`);
  });

  it('with the captcha on, shows it and sends its code and uuid, and takes a new image after a refusal', async () => {
    captcha = captchaOn;
    renderPage();
    expect(await screen.findByAltText('验证码图片')).toBeInTheDocument();
    await signIn(others[0], ' ab3d ');
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(requests).toEqual([{ username: others[0], password: 'Secret@123456', userType, code: 'ab3d', uuid: 'uuid-1' }]);
    await waitFor(() => expect(captchaRequests).toBe(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('with the captcha on, asks for the code before sending anything', async () => {
    captcha = captchaOn;
    renderPage();
    await screen.findByAltText('验证码图片');
    await signIn(own);
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it.each(others)('shows the server’s refusal to %s, stays on the page and stores no token', async (account) => {
    renderPage();
    await signIn(account);
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(requests).toEqual([{ username: account, password: 'Secret@123456', userType }]);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(document.cookie).not.toContain('dby_token');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
