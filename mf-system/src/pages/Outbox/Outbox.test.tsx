import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { ApiEnvelope, OutboxPage, OutboxRow } from '@pcf/shared';
import { renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// role queries skip their computed-style checks, and clicks are plain events: with antd's styles each check or pointer sequence costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
jest.setTimeout(60_000);

const LINK = 'http://localhost:8080/#/ForgotPassword?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const ROWS: OutboxRow[] = [
  {
    id: 3,
    createdAt: '2030-01-02T03:04:05.000Z',
    channel: 'phone',
    recipient: '13800000000',
    account: 'demo',
    subject: '重置密码 / Reset your password',
    body: `demo，您好：\n\n${LINK}`,
    delivery: 'kept',
    sentAt: null,
    error: null,
  },
  {
    id: 2,
    createdAt: '2030-01-02T03:00:00.000Z',
    channel: 'email',
    recipient: 'bounce@example.com',
    account: 'bouncer',
    subject: '重置密码 / Reset your password',
    body: `bouncer，您好：\n\n${LINK}`,
    delivery: 'failed',
    sentAt: null,
    error: '550 mailbox unavailable',
  },
  {
    id: 1,
    createdAt: '2030-01-02T02:00:00.000Z',
    channel: 'email',
    recipient: 'demo@example.com',
    account: 'demo',
    subject: '重置密码 / Reset your password',
    body: 'demo，您好：（链接已通过邮件发给收件人，此处不保留）',
    delivery: 'sent',
    sentAt: '2030-01-02T02:00:01.000Z',
    error: null,
  },
];

let queries: Record<string, string>[] = [];
let answer: 'rows' | 'empty' | 'refused' = 'rows';
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());

setupTestServer(
  http.get('/system/outbox/list', ({ request }) => {
    const query = queryOf(request);
    queries.push(query);
    if (answer === 'refused')
      return HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' } satisfies ApiEnvelope, { status: 403 });
    const rows = answer === 'empty' ? [] : ROWS.filter((row) => query.delivery === undefined || row.delivery === query.delivery);
    return HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: { rows, total: answer === 'empty' ? 0 : 42 },
    } satisfies ApiEnvelope<OutboxPage>);
  }),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(async () => {
  queries = [];
  answer = 'rows';
  await setLanguage('zh-CN');
});

const outboxRoute = routes.find((route) => route.path === '/system/outbox');

function renderOutbox() {
  if (!outboxRoute) throw new Error('mf-system has no /system/outbox route');
  const Page = outboxRoute.Component;
  return renderScreen(<Page />, { roles: ['admin'], permissions: ['*:*:*'] });
}

function rowOf(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen
      .getAllByText(text)
      .map((cell) => cell.closest('tr.ant-table-row'))
      .find((found): found is HTMLElement => found instanceof HTMLElement);
    if (!row) throw new Error(`no row for ${text}`);
    return row;
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((element) => element.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('/system/outbox', () => {
  it('lists the messages with channel, recipient, account and delivery, and explains when links stay here', async () => {
    renderOutbox();
    const kept = await rowOf('13800000000');
    expect(within(kept).getByText('手机')).toBeInTheDocument();
    expect(within(kept).getByText('待转交')).toBeInTheDocument();
    expect(within(await rowOf('bounce@example.com')).getByText('发送失败')).toBeInTheDocument();
    expect(within(await rowOf('demo@example.com')).getByText('已发送')).toBeInTheDocument();
    expect(screen.getByText(/手机号码没有短信通道，链接总是留在这里/)).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(queries[0]).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('opens a kept message whole, with its link to pass on, and a failed one with the reason', async () => {
    renderOutbox();
    fireEvent.click(within(await rowOf('13800000000')).getByText('查看'));
    const body = await screen.findByTestId('outbox-body');
    expect(body).toHaveTextContent(LINK);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await rowOf('bounce@example.com')).getByText('查看'));
    expect(await screen.findByText('550 mailbox unavailable')).toBeInTheDocument();
  });

  it('asks the server for the recipient and delivery filters and for the next page', async () => {
    renderOutbox();
    await rowOf('13800000000');
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: ' demo ' } });
    await choose('发送状态', '待转交');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(queries[queries.length - 1]).toEqual({ pageNum: '1', pageSize: '10', recipient: 'demo', delivery: 'kept' }));
    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(queries[queries.length - 1]).toEqual({ pageNum: '2', pageSize: '10', recipient: 'demo', delivery: 'kept' }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(queries[queries.length - 1]).toEqual({ pageNum: '1', pageSize: '10' }));
  });

  it('says so when the outbox is empty', async () => {
    answer = 'empty';
    renderOutbox();
    expect(await screen.findByText('发件箱为空')).toBeInTheDocument();
  });

  it('shows the server’s refusal and a retry that asks again', async () => {
    answer = 'refused';
    renderOutbox();
    expect(await screen.findByText('数据出错,请检查')).toBeInTheDocument();
    answer = 'rows';
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await rowOf('13800000000');
  });
});
