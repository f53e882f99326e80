import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { setLanguage } from '@pcf/shared';
import type { ForgotPasswordRequest, RecoveryResetRequest } from '@pcf/shared';
import { envelope } from '../../testing/envelope';
import { renderShell } from '../../testing/renderShell';
import ForgotPasswordPage from '.';

// the first screen of a file waits for its lazy chunks to compile
// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

const SAME_ANSWER = '如果账号与填写的邮箱或手机号码相符，重置密码的链接已经发出，30 分钟内有效，只能使用一次。';
const LINK_INVALID = '重置链接无效、已使用或已过期，请重新申请找回密码';
const TOKEN = 'AbC-123_tokenFromTheLink';

let forgotRequests: ForgotPasswordRequest[] = [];
let resetRequests: RecoveryResetRequest[] = [];

const server = setupServer(
  http.post('/rest/forgotPassword', async ({ request }) => {
    forgotRequests.push((await request.json()) as ForgotPasswordRequest);
    return envelope(null, 200, SAME_ANSWER);
  }),
  http.post('/rest/resetPassword', async ({ request }) => {
    const body = (await request.json()) as RecoveryResetRequest;
    resetRequests.push(body);
    return body.token === TOKEN ? envelope(null, 200, '密码已重置，请使用新密码登录') : envelope(null, 500, LINK_INVALID);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
afterEach(() => {
  server.resetHandlers();
  forgotRequests = [];
  resetRequests = [];
});
afterAll(() => server.close());

const renderAt = (path: string) => renderShell(<ForgotPasswordPage />, { path, routePath: '/ForgotPassword' });

describe('/ForgotPassword without a token: asking for a link', () => {
  it('sends the account and the email, then shows the server’s answer (the same for any account) and a way back to sign-in', async () => {
    renderAt('/ForgotPassword');
    await userEvent.type(await screen.findByLabelText('账号'), ' demo ');
    await userEvent.type(screen.getByRole('textbox', { name: '电子邮箱' }), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText(SAME_ANSWER)).toBeInTheDocument();
    expect(forgotRequests).toEqual([{ account: 'demo', email: 'demo@example.com' }]);
    expect(screen.getByRole('link', { name: /返回登录/ })).toHaveAttribute('href', '/login');
  });

  it('sends the phone number instead when verifying by phone, and says the link then goes through the administrators', async () => {
    renderAt('/ForgotPassword');
    await userEvent.type(await screen.findByLabelText('账号'), 'demo');
    await userEvent.click(screen.getByText('手机号码'));
    expect(await screen.findByText('没有短信通道：链接会交给平台管理员，由管理员转告您。')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('联系电话'), '13800000000');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText(SAME_ANSWER);
    expect(forgotRequests).toEqual([{ account: 'demo', phone: '13800000000' }]);
  });

  it('asks for the account and a valid email before sending anything', async () => {
    renderAt('/ForgotPassword');
    await userEvent.type(await screen.findByRole('textbox', { name: '电子邮箱' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的电子邮箱')).toBeInTheDocument();
    expect(forgotRequests).toEqual([]);
  });
});

describe('/ForgotPassword?token=...: the page the link opens', () => {
  it('shows the new-password form with the rule, measures the password as it is typed, and sets it with the link’s token', async () => {
    renderAt(`/ForgotPassword?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '设置新密码' })).toBeInTheDocument();
    expect(screen.getByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种')).toBeInTheDocument();
    expect(screen.queryByLabelText('账号')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('新密码'), 'abc');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '弱');
    await userEvent.type(screen.getByLabelText('新密码'), 'DEF123!xyz');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '强');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'abcDEF123!xyz');
    await userEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    expect(screen.getByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    expect(resetRequests).toEqual([{ token: TOKEN, password: 'abcDEF123!xyz' }]);
    expect(screen.getByRole('link', { name: /前往登录/ })).toHaveAttribute('href', '/login');
  });

  it('refuses a password that breaks the rule or a confirmation that differs, without calling the server', async () => {
    renderAt(`/ForgotPassword?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('新密码'), 'short');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    await waitFor(() => expect(screen.getAllByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种')).toHaveLength(2));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(resetRequests).toEqual([]);
  });

  it('shows the server’s message for a used or expired link and offers to ask for a new one', async () => {
    renderAt('/ForgotPassword?token=used-link');
    await userEvent.type(await screen.findByLabelText('新密码'), 'abcDEF123!xyz');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'abcDEF123!xyz');
    await userEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    expect(await screen.findByText(LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新获取重置链接' })).toHaveAttribute('href', '/ForgotPassword');
    expect(screen.queryByText('密码已重置')).not.toBeInTheDocument();
  });
});
