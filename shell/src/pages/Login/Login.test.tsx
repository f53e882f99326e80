import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { setLanguage } from '@pcf/shared';
import type { CaptchaImage, CaptchaLoginRequest, MenuItem, UserInfo } from '@pcf/shared';
import { envelope } from '../../testing/envelope';
import { renderShell } from '../../testing/renderShell';
import LoginPage from '.';

// the first screen of a file waits for its lazy chunks to compile
// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

const captchaOn: CaptchaImage = { uuid: 'uuid-1', img: 'data:image/svg+xml;base64,PHN2Zy8+', captchaEnabled: true };
const captchaOff: CaptchaImage = { uuid: '', img: '', captchaEnabled: false };

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

let captcha = captchaOn;
let loginRequests: CaptchaLoginRequest[] = [];
let captchaRequests = 0;

const server = setupServer(
  http.get('/rest/captchaImage', () => {
    captchaRequests += 1;
    return envelope(captcha);
  }),
  http.post('/rest/loginWithCaptcha', async ({ request }) => {
    const body = (await request.json()) as CaptchaLoginRequest;
    loginRequests.push(body);
    return body.password === 'Demo@123456' ? envelope({ token: 'token-1' }) : envelope(null, 500, '账号或密码错误');
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
  captcha = captchaOn;
  loginRequests = [];
  captchaRequests = 0;
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
afterAll(() => server.close());

function renderLogin() {
  return renderShell(<LoginPage />, { path: '/login', routePath: '/login' });
}

describe('/login', () => {
  it('shows 账号不能为空, 密码不能为空 and 验证码不能为空 when signing in with an empty form', async () => {
    renderLogin();
    await screen.findByAltText('验证码图片');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    expect(screen.getByText('密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('验证码不能为空')).toBeInTheDocument();
    expect(loginRequests).toHaveLength(0);
  });

  it('hides the captcha when the server reports it disabled', async () => {
    captcha = captchaOff;
    renderLogin();
    await waitFor(() => expect(captchaRequests).toBe(1));
    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    expect(screen.queryByText('验证码不能为空')).not.toBeInTheDocument();
  });

  it('keeps 登录 disabled until the server has said whether the captcha is on', async () => {
    // the answer is held back: a form filled meanwhile must not be sent with a code field that vanishes
    let answerCaptcha = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answerCaptcha = resolve));
    server.use(
      http.get('/rest/captchaImage', async () => {
        await answered;
        return envelope(captchaOff);
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'demo');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@123456');
    const signIn = screen.getByRole('button', { name: /登\s*录/ });
    expect(signIn).toBeDisabled();
    answerCaptcha();
    await waitFor(() => expect(signIn).toBeEnabled());
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    await userEvent.click(signIn);
    await waitFor(() => expect(loginRequests).toEqual([{ username: 'demo', password: 'Demo@123456', code: '', uuid: '' }]));
  });

  it('shows the password on 显示密码 and hides it again on 隐藏密码', async () => {
    renderLogin();
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('loads a new captcha image when the image is clicked', async () => {
    renderLogin();
    await screen.findByAltText('验证码图片');
    await userEvent.click(screen.getByRole('button', { name: '看不清？点击换一张' }));
    await waitFor(() => expect(captchaRequests).toBe(2));
  });

  it("shows the server's message and a fresh captcha when the sign-in is refused", async () => {
    renderLogin();
    await screen.findByAltText('验证码图片');
    await userEvent.type(screen.getByLabelText('账号'), 'demo');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.type(screen.getByLabelText('验证码'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(loginRequests[0]).toEqual({ username: 'demo', password: 'wrong', code: 'abcd', uuid: 'uuid-1' });
    await waitFor(() => expect(captchaRequests).toBe(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('stores the token in the dby_token cookie and local storage, then opens the first menu route', async () => {
    const { store } = renderLogin();
    await screen.findByAltText('验证码图片');
    await userEvent.type(screen.getByLabelText('账号'), 'demo');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@123456');
    await userEvent.type(screen.getByLabelText('验证码'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/businessAccounting/directory'));
    expect(document.cookie).toContain('dby_token=token-1');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(store.getState().session.menusList).toEqual(menus);
    expect(store.getState().session.name).toBe('张三');
  });
});
