import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { LoginLogRow, LogPage, OperLogRow } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// role queries skip their computed-style checks, and clicks are plain events: with antd's styles each check or pointer sequence costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
jest.setTimeout(60_000);

const OPER: OperLogRow[] = [
  {
    id: 12,
    at: '2030-01-02T03:04:05.000Z',
    userId: 1,
    account: 'admin',
    companyId: null,
    object: 'user',
    action: 'update',
    targetIds: '7',
    before: { id: 7, name: 'Old name', phone: '13800000000', dept_id: 3 },
    after: { id: 7, name: 'New name', phone: '13800000000', dept_id: 3 },
    requestId: 'req-42',
    address: '198.51.100.4',
  },
  {
    id: 11,
    at: '2030-01-02T03:00:00.000Z',
    userId: 1,
    account: 'admin',
    companyId: null,
    object: 'dept',
    action: 'create',
    targetIds: '9',
    before: null,
    after: [{ id: 9, name: 'Audit dept' }],
    requestId: 'req-41',
    address: '198.51.100.4',
  },
];
const LOGINS: LoginLogRow[] = [
  {
    id: 3,
    at: '2030-01-02T03:04:05.000Z',
    account: 'admin',
    userId: 1,
    companyId: null,
    success: true,
    code: 200,
    reason: null,
    address: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
  },
  {
    id: 2,
    at: '2030-01-02T03:00:00.000Z',
    account: 'admin',
    userId: 1,
    companyId: null,
    success: false,
    code: 500,
    reason: 'badCredentials',
    address: '203.0.113.7',
    userAgent: null,
  },
  {
    id: 1,
    at: '2030-01-02T02:00:00.000Z',
    account: 'ghost',
    userId: null,
    companyId: null,
    success: false,
    code: 400,
    reason: 'some text without a key',
    address: null,
    userAgent: null,
  },
];

let operQueries: Record<string, string>[] = [];
let loginQueries: Record<string, string>[] = [];
let operTotal = OPER.length;
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());

const server = setupTestServer(
  http.get('/system/operlog/list', ({ request }) => {
    operQueries.push(queryOf(request));
    return ok<LogPage<OperLogRow>>({ rows: OPER, total: operTotal });
  }),
  http.get('/system/loginlog/list', ({ request }) => {
    const query = queryOf(request);
    loginQueries.push(query);
    const rows = query.success === undefined ? LOGINS : LOGINS.filter((row) => String(row.success) === query.success);
    return ok<LogPage<LoginLogRow>>({ rows, total: rows.length });
  }),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(async () => {
  operQueries = [];
  loginQueries = [];
  operTotal = OPER.length;
  await setLanguage('zh-CN');
});

const logRoute = routes.find((route) => route.path === '/system/log');

function renderLogs() {
  if (!logRoute) throw new Error('mf-system has no /system/log route');
  const Page = logRoute.Component;
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

const lastOper = () => operQueries[operQueries.length - 1];
const lastLogin = () => loginQueries[loginQueries.length - 1];
const activePane = () => document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]') as HTMLElement;

function headerCell(name: string): HTMLElement {
  const head = activePane().querySelector<HTMLElement>('.ant-table-thead');
  const cell = head ? within(head).queryByText(name)?.closest('th') : null;
  if (!cell) throw new Error(`no column ${name}`);
  return cell;
}

async function choose(label: string, option: string) {
  const field = within(activePane()).getByLabelText(label);
  fireEvent.mouseDown(field);
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((element) => element.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

function drawerOf(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-drawer-section');
    if (!found) throw new Error('no drawer');
    return found;
  });
}

const search = () => fireEvent.click(within(activePane()).getByRole('button', { name: /搜\s*索/ }));

describe('logs', () => {
  it('is a route of mf-system titled 操作日志', () => {
    expect(logRoute?.titleKey).toBe('system:log.title');
  });

  it('lists the operation log newest first, one page from the server, with translated objects and actions', async () => {
    renderLogs();
    const row = await rowOf('用户');
    expect(row).toHaveTextContent('admin');
    expect(row).toHaveTextContent('修改');
    expect(row).toHaveTextContent('198.51.100.4');
    expect(await rowOf('部门')).toHaveTextContent('新增');
    expect(lastOper()).toEqual({ pageNum: '1', pageSize: '10', order: 'desc' });
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    // the sign-in tab asks nothing until it is opened
    expect(loginQueries).toEqual([]);
  });

  it('sorts by time on the server and pages there', async () => {
    operTotal = 25;
    renderLogs();
    await rowOf('用户');
    fireEvent.click(headerCell('时间'));
    await waitFor(() => expect(lastOper()).toMatchObject({ order: 'asc', pageNum: '1' }));
    fireEvent.click(within(activePane()).getByTitle('2'));
    await waitFor(() => expect(lastOper()).toMatchObject({ order: 'asc', pageNum: '2', pageSize: '10' }));
    fireEvent.click(headerCell('时间'));
    await waitFor(() => expect(lastOper()).toMatchObject({ order: 'desc', pageNum: '1' }));
  });

  it('filters by account and object, starting again at page 1', async () => {
    operTotal = 25;
    renderLogs();
    await rowOf('用户');
    fireEvent.click(within(activePane()).getByTitle('2'));
    await waitFor(() => expect(lastOper()).toMatchObject({ pageNum: '2' }));
    fireEvent.change(within(activePane()).getByLabelText('账号'), { target: { value: ' admin ' } });
    await choose('对象', '角色');
    await search();
    await waitFor(() => expect(lastOper()).toEqual({ pageNum: '1', pageSize: '10', order: 'desc', account: 'admin', object: 'role' }));
  });

  it('filters by action; reset clears the filters', async () => {
    renderLogs();
    await rowOf('用户');
    await choose('操作', '分配权限');
    await search();
    await waitFor(() => expect(lastOper()).toEqual({ pageNum: '1', pageSize: '10', order: 'desc', action: 'grant' }));
    fireEvent.click(within(activePane()).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastOper()).toEqual({ pageNum: '1', pageSize: '10', order: 'desc' }));
  });

  it('says so when nothing is logged', async () => {
    server.use(http.get('/system/operlog/list', () => ok<LogPage<OperLogRow>>({ rows: [], total: 0 })));
    renderLogs();
    expect(await screen.findByText('暂无操作日志')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    server.use(
      http.get('/system/operlog/list', () => HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' }, { status: 403 })),
    );
    renderLogs();
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    server.resetHandlers();
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试|重试/ }));
    expect(await rowOf('用户')).toBeInTheDocument();
  });

  it('shows an entry in a drawer: who, when, request id, address and the changed fields highlighted', async () => {
    renderLogs();
    fireEvent.click(within(await rowOf('用户')).getByRole('button', { name: /详\s*情/ }));
    const drawer = await drawerOf();
    expect(within(drawer).getByText('操作详情')).toBeInTheDocument();
    expect(within(drawer).getByText('req-42')).toBeInTheDocument();
    expect(within(drawer).getByText('198.51.100.4')).toBeInTheDocument();
    expect(within(drawer).getByText('数据行 7')).toBeInTheDocument();
    const changed = [...drawer.querySelectorAll<HTMLElement>('tr[data-changed="true"]')].map((tr) => tr.textContent);
    expect(changed).toEqual(['name已更改Old nameNew name']);
    const unchanged = [...drawer.querySelectorAll<HTMLElement>('tr[data-changed="false"]')].map(
      (tr) => tr.querySelector('td')?.textContent,
    );
    expect(unchanged).toEqual(['id', 'phone', 'dept_id']);
  });

  it('shows a create with nothing before it', async () => {
    renderLogs();
    fireEvent.click(within(await rowOf('部门')).getByRole('button', { name: /详\s*情/ }));
    const drawer = await drawerOf();
    const name = await waitFor(() => {
      const found = [...drawer.querySelectorAll<HTMLElement>('tr[data-changed="true"]')].find((tr) =>
        tr.querySelector('td')?.textContent?.startsWith('name'),
      );
      if (!found) throw new Error('no name row');
      return found;
    });
    expect(name).toHaveTextContent('（无）');
    expect(name).toHaveTextContent('Audit dept');
  });

  it('lists sign-ins with their outcome, the reason translated from its key, address and agent', async () => {
    renderLogs();
    await rowOf('用户');
    fireEvent.click(screen.getByRole('tab', { name: '登录日志' }));
    const success = await rowOf('Mozilla/5.0 (test)');
    expect(success).toHaveTextContent('成功');
    expect(success).toHaveTextContent('203.0.113.7');
    expect(await rowOf('账号或密码错误')).toHaveTextContent('失败');
    // a reason without a key is shown as it came
    expect(await rowOf('some text without a key')).toHaveTextContent('ghost');
    expect(loginQueries).toEqual([{ pageNum: '1', pageSize: '10', order: 'desc' }]);
  });

  it('filters sign-ins by outcome and sorts them by time', async () => {
    renderLogs();
    fireEvent.click(screen.getByRole('tab', { name: '登录日志' }));
    await rowOf('Mozilla/5.0 (test)');
    await choose('结果', '失败');
    await search();
    await waitFor(() => expect(lastLogin()).toEqual({ pageNum: '1', pageSize: '10', order: 'desc', success: 'false' }));
    await waitFor(() => expect(screen.queryByText('Mozilla/5.0 (test)')).toBeNull());
    fireEvent.click(headerCell('时间'));
    await waitFor(() => expect(lastLogin()).toMatchObject({ order: 'asc', success: 'false' }));
  });

  it('speaks English: tabs, outcome and reason', async () => {
    await setLanguage('en-US');
    renderLogs();
    await rowOf('User');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign-in log' }));
    expect(await rowOf('Wrong account or password')).toHaveTextContent('Failure');
  });
});
