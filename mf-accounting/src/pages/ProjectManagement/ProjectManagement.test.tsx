import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, projectEndpoints, setLanguage } from '@pcf/shared';
import type { ObjCondition, ObjMetaData, ObjPageRequest, ObjRow, ProjectHistoryReply, ProjectTransitionRequest } from '@pcf/shared';
import { button, enterValue, objField, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

jest.setTimeout(60000);

/** What the server registers for pcf_project (objectRegistry.ts), the columns this screen shows. */
const META: ObjMetaData = {
  objName: 'pcf_project',
  label: '核算项目',
  labelZh: '核算项目',
  labelEn: 'Accounting projects',
  companyScoped: true,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('code', 'string', '项目编号'),
    objField('name', 'string', '项目名称'),
    objField('company_id', 'integer', '所属企业', { shownInList: false }),
    objField('company_name', 'string', '企业名称'),
    objField('reviewer_id', 'integer', '审核人员编号', { shownInList: false }),
    objField('reviewer_name', 'string', '审核人员'),
    objField('status', 'dict', '状态', { dictType: 'pcf_project_status' }),
  ],
};

const project = (id: number, name: string, status: string, companyId = 1, reviewerId = 9): ObjRow => ({
  id,
  code: `PJ-${id}`,
  name,
  company_id: companyId,
  company_name: companyId === 1 ? '演示光伏科技有限公司' : '乙公司',
  reviewer_id: reviewerId,
  reviewer_name: '审核员',
  status,
});

const ROWS: ObjRow[] = [
  project(1, '组件甲', 'assigned'),
  project(2, '组件乙', 'collecting'),
  project(3, '组件丙', 'submitted'),
  project(4, '组件丁', 'in_review'),
  project(5, '组件戊', 'returned'),
  project(6, '组件己', 'approved'),
];

const HISTORY: ProjectHistoryReply = {
  status: 'returned',
  allowedActions: ['start'],
  entries: [
    {
      id: 1,
      fromStatus: null,
      toStatus: 'assigned',
      action: 'create',
      actorId: 1,
      actorName: '管理员',
      note: null,
      at: '2026-01-02T03:04:05.000Z',
    },
    {
      id: 2,
      fromStatus: 'in_review',
      toStatus: 'returned',
      action: 'return',
      actorId: 9,
      actorName: '审核员',
      note: '缺少边框供应商数据',
      at: '2026-01-05T03:04:05.000Z',
    },
  ],
};

let pages: ObjPageRequest[] = [];
let transitions: ProjectTransitionRequest[] = [];
let historyFails = false;

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () => ok([])),
  http.post(projectEndpoints.page.url, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const wanted = (body.conditions as ObjCondition[] | undefined)?.find((c) => c.field === 'status')?.value;
    const rows = wanted === undefined ? ROWS : ROWS.filter((r) => r.status === wanted);
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: 10 });
  }),
  http.post(projectEndpoints.transition.url, async ({ request }) => {
    const body = (await request.json()) as ProjectTransitionRequest;
    transitions.push(body);
    return ok({ id: body.id, status: 'collecting' });
  }),
  http.get(projectEndpoints.history.url, () =>
    historyFails ? HttpResponse.json({ code: 500, msg: '系统错误' }, { status: 500 }) : ok(HISTORY),
  ),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  window.localStorage.clear();
  historyFails = false;
});
afterEach(() => {
  pages = [];
  transitions = [];
});

const pageRoute = routes.find((route) => route.path === '/businessAccounting/project_management');
const WORKER = ['business:project:list', 'business:project:transition'];

/** An enterprise user of company 1 (userid 5), a reviewer (userid 9, no company) or an administrator. */
function renderPage(who: 'enterprise' | 'reviewer' | 'admin', permissions: string[] = WORKER) {
  if (!pageRoute) throw new Error('mf-accounting has no /businessAccounting/project_management route');
  const Page = pageRoute.Component;
  const session = {
    enterprise: { userid: 5, company_id: 1, roles: ['enterprise'], permissions },
    reviewer: { userid: 9, company_id: null, roles: ['reviewer'], permissions },
    admin: { userid: 1, company_id: null, roles: ['admin'], permissions: ['*:*:*'] },
  }[who];
  return renderScreen(<Page />, session);
}

function rowOf(name: string): HTMLElement {
  const cell = screen.getAllByText(name).find((el) => el.closest('tr.ant-table-row'));
  const row = cell?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;
const tagOf = (name: string) => rowOf(name).querySelector<HTMLElement>('[data-status]') as HTMLElement;

describe('/businessAccounting/project_management (项目管理)', () => {
  it('is a route of mf-accounting titled 项目管理', () => {
    expect(pageRoute?.titleKey).toBe('accounting:project.title');
  });

  it('lists the projects with their status in the colours of SPEC §4', async () => {
    renderPage('enterprise');
    await screen.findByText('组件甲', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'pcf_project', pageNum: 1, pageSize: 10, conditions: [] });
    expect(tagOf('组件甲')).toHaveTextContent('已分配');
    expect(tagOf('组件甲').className).not.toMatch(/ant-tag-(orange|blue|green|red)/);
    expect(tagOf('组件乙')).toHaveTextContent('数据收集中');
    expect(tagOf('组件乙').className).toMatch(/ant-tag-orange/);
    expect(tagOf('组件丙').className).toMatch(/ant-tag-blue/);
    expect(tagOf('组件戊').className).toMatch(/ant-tag-red/);
    expect(tagOf('组件己').className).toMatch(/ant-tag-green/);
  });

  it('offers an enterprise user only the actions of their side, and starts collecting after a confirm', async () => {
    renderPage('enterprise');
    await screen.findByText('组件甲');
    expect(within(rowOf('组件甲')).getByText('开始收集')).toBeInTheDocument();
    expect(within(rowOf('组件乙')).getByText('提交审核')).toBeInTheDocument();
    expect(within(rowOf('组件戊')).getByText('开始收集')).toBeInTheDocument();
    // computing, reporting and publishing come with the computation and the report, on their own screens
    expect(within(rowOf('组件己')).queryByText('核算')).not.toBeInTheDocument();
    // review is the reviewer's
    expect(within(rowOf('组件丙')).queryByText('开始审核')).not.toBeInTheDocument();
    expect(within(rowOf('组件丁')).queryByText('审核通过')).not.toBeInTheDocument();

    await user.click(button('开始收集', rowOf('组件甲')));
    const confirm = await dialog('警告');
    expect(within(confirm).getByText('确定对项目“组件甲”执行“开始收集”吗？')).toBeInTheDocument();
    const loadsBefore = pages.length;
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('已开始收集数据')).toBeInTheDocument();
    expect(transitions).toEqual([{ id: 1, action: 'start' }]);
    await waitFor(() => expect(pages.length).toBe(loadsBefore + 1));
  });

  it('offers no action without business:project:transition, only the history', async () => {
    renderPage('enterprise', ['business:project:list']);
    await screen.findByText('组件甲');
    expect(within(rowOf('组件甲')).queryByText('开始收集')).not.toBeInTheDocument();
    expect(within(rowOf('组件甲')).getByText('历史')).toBeInTheDocument();
  });

  it('lets the assigned reviewer take, return with a required reason, and approve', async () => {
    renderPage('reviewer');
    await screen.findByText('组件甲');
    expect(within(rowOf('组件丙')).getByText('开始审核')).toBeInTheDocument();
    expect(within(rowOf('组件甲')).queryByText('开始收集')).not.toBeInTheDocument();
    expect(within(rowOf('组件丁')).getByText('审核通过')).toBeInTheDocument();

    await user.click(button('退回', rowOf('组件丁')));
    const form = await dialog('退回项目：组件丁');
    await user.click(button('确 定', form));
    expect(await within(form).findByText('请填写退回原因')).toBeInTheDocument();
    expect(transitions).toEqual([]);
    await enterValue(user, within(form).getByLabelText('退回原因'), '缺少边框供应商数据');
    await user.click(button('确 定', form));
    expect(await screen.findByText('退回成功!')).toBeInTheDocument();
    expect(transitions).toEqual([{ id: 4, action: 'return', note: '缺少边框供应商数据' }]);
  });

  it('filters by status on the server', async () => {
    renderPage('admin');
    await screen.findByText('组件甲');
    await user.click(within(toolbar()).getByLabelText('按状态筛选'));
    const options = await screen.findAllByTitle('已退回');
    await user.click(options[options.length - 1]);
    await waitFor(() => expect(pages[pages.length - 1].conditions).toEqual([{ field: 'status', operator: 'eq', value: 'returned' }]));
    await waitFor(() => expect(screen.queryByText('组件甲')).not.toBeInTheDocument());
    expect(screen.getByText('组件戊')).toBeInTheDocument();
  });

  it('shows a project history in a drawer, and a retry when it fails', async () => {
    renderPage('enterprise');
    await screen.findByText('组件戊');
    await user.click(button('历史', rowOf('组件戊')));
    expect(await screen.findByText('项目历史：组件戊')).toBeInTheDocument();
    expect(await screen.findByText('缺少边框供应商数据')).toBeInTheDocument();
    expect(screen.getByText('创建项目')).toBeInTheDocument();
    expect(screen.getAllByText(/管理员，/).length).toBe(1);

    historyFails = true;
    await user.click(button('历史', rowOf('组件甲')));
    expect(await screen.findByText('项目历史加载失败')).toBeInTheDocument();
    historyFails = false;
    await user.click(button('重 试'));
    expect(await screen.findByText('项目历史：组件甲')).toBeInTheDocument();
  });

  it('speaks English: statuses and actions in en-US', async () => {
    await setLanguage('en-US');
    try {
      renderPage('enterprise');
      await screen.findByText('组件甲');
      expect(tagOf('组件乙')).toHaveTextContent('Collecting data');
      expect(within(rowOf('组件甲')).getByText('Start collecting')).toBeInTheDocument();
      expect(within(rowOf('组件甲')).getByText('History')).toBeInTheDocument();
    } finally {
      await setLanguage('zh-CN');
    }
  });
});
