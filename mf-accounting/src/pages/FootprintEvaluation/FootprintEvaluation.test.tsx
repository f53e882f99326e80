import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, FOOTPRINT_LIST_STATUSES, footprintEndpoints, projectEndpoints } from '@pcf/shared';
import type { ObjCondition, ObjMetaData, ObjPageRequest, ObjRow, SnapshotListReply, SnapshotSummary } from '@pcf/shared';
import { objField, ok, setupTestServer } from '@pcf/shared/testing';
import routes from '../../routes';
import { button, inChinese, newUser, renderRoute, routeOf, rowOf, snapshotSummary } from '../../parts/footprint/testing/footprintScreens';

jest.setTimeout(60000);

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
    objField('reviewer_id', 'integer', '审核人员编号', { shownInList: false }),
    objField('status', 'dict', '状态', { dictType: 'pcf_project_status' }),
  ],
};

const RESULT_META: ObjMetaData = {
  objName: 'pcf_footprint_result',
  label: '碳足迹评价结果',
  labelZh: '碳足迹评价结果',
  labelEn: 'Footprint results',
  companyScoped: true,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('project_name', 'string', '项目名称'),
    objField('project_status', 'dict', '项目状态', { dictType: 'pcf_project_status' }),
    objField('seq', 'integer', '计算序号'),
    objField('is_latest', 'boolean', '最新结果', { shownInList: false }),
    objField('total', 'number', '碳足迹（kg CO₂e）'),
    objField('per_declared_unit', 'number', '每声明单位（kg CO₂e）'),
    objField('declared_unit_code', 'string', '声明单位', { shownInList: false }),
    objField('per_kwp', 'number', '每 kWp（kg CO₂e）'),
    objField('dqr', 'number', '数据质量（DQR）'),
  ],
};

const result = (id: number, name: string, seq: number, total: number, isLatest: boolean): ObjRow => ({
  id,
  project_name: name,
  project_status: 'computed',
  seq,
  is_latest: isLatest,
  total,
  per_declared_unit: total,
  declared_unit_code: 'piece',
  per_kwp: total / 0.58,
  dqr: 2.125,
});
const RESULTS: ObjRow[] = [
  result(32, '组件庚', 2, 376.4597, true),
  result(31, '组件庚', 1, 380, false),
  result(40, '组件辛', 1, 0.004321, true),
];
let resultPages: ObjPageRequest[] = [];

const project = (id: number, name: string, status: string): ObjRow => ({
  id,
  code: `PJ-${id}`,
  name,
  company_id: 1,
  reviewer_id: 9,
  status,
});
const ROWS: ObjRow[] = [project(6, '组件己', 'approved'), project(7, '组件庚', 'computed'), project(8, '组件辛', 'published')];

const snapshot = (id: number, seq: number, total: number): SnapshotSummary =>
  snapshotSummary(id, seq, { total, perDeclaredUnit: total, perKwp: total / 0.58, dqr: 2.25, lineCount: 12 });

let pages: ObjPageRequest[] = [];
let rows: ObjRow[] = ROWS;
let snapshots: SnapshotSummary[] = [];

setupTestServer(
  http.post(API.objMetaData, async ({ request }) =>
    ok(((await request.json()) as { objName: string }).objName === RESULT_META.objName ? RESULT_META : META),
  ),
  http.post(footprintEndpoints.resultPage.url, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    resultPages.push(body);
    const latestOnly = (body.conditions as ObjCondition[]).some((c) => c.field === 'is_latest' && c.value === true);
    const shown = RESULTS.filter((r) => !latestOnly || r.is_latest);
    return ok({ rows: shown, total: shown.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(API.dictOptions, () => ok([])),
  http.post(projectEndpoints.page.url, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const status = (body.conditions as ObjCondition[]).find((c) => c.field === 'status');
    const allowed = Array.isArray(status?.value) ? status.value : [status?.value];
    const shown = rows.filter((r) => allowed.includes(r.status));
    return ok({ rows: shown, total: shown.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(footprintEndpoints.snapshots.url, ({ request }) =>
    ok<SnapshotListReply>({
      projectId: Number(new URL(request.url).searchParams.get('projectId')),
      projectName: '组件庚',
      projectStatus: 'computed',
      snapshots,
    }),
  ),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  window.localStorage.clear();
  pages = [];
  resultPages = [];
  rows = ROWS;
  snapshots = [snapshot(32, 2, 431.5), snapshot(31, 1, 450.25)];
});

const pageRoute = routeOf('/businessAccounting/carbon_footprint');
const EVERYTHING = ['business:footprint:list', 'business:footprint:entry', 'business:footprint:compute', 'business:footprint:result'];

const renderPage = (permissions: string[] = EVERYTHING) => renderRoute(pageRoute, '/businessAccounting/carbon_footprint', permissions);

const where = () => screen.getByTestId('where').textContent;

describe('/businessAccounting/carbon_footprint (碳足迹评价)', () => {
  it('is a route titled 碳足迹评价 with hidden entry, computation and result pages', () => {
    expect(pageRoute?.titleKey).toBe('accounting:footprint.title');
    const hidden = routes.filter((route) => route.hidden).map((route) => route.path);
    expect(hidden).toEqual(
      expect.arrayContaining([
        '/businessAccounting/carbon_footprint/parameter_stepAll',
        '/businessAccounting/carbon_footprint/carbon_footprint/compute',
        '/businessAccounting/carbon_footprint/collect',
      ]),
    );
  });

  it('lists only evaluable projects with their status, and the actions each allows', async () => {
    renderPage();
    await screen.findByText('组件己', undefined, { timeout: 15000 });
    expect(pages[0].conditions).toEqual([{ field: 'status', operator: 'in', value: [...FOOTPRINT_LIST_STATUSES] }]);
    expect(within(rowOf('组件己')).getByText('审核通过')).toBeInTheDocument();
    expect(within(rowOf('组件庚')).getByText('已核算')).toBeInTheDocument();

    // approved: settings and the first computation, no result yet
    expect(within(rowOf('组件己')).getByText('评价录入')).toBeInTheDocument();
    expect(within(rowOf('组件己')).getByText('计算')).toBeInTheDocument();
    expect(within(rowOf('组件己')).queryByText('查看结果')).not.toBeInTheDocument();
    // computed: computed again, results
    expect(within(rowOf('组件庚')).getByText('计算')).toBeInTheDocument();
    expect(within(rowOf('组件庚')).getByText('查看结果')).toBeInTheDocument();
    // published: its results are final
    expect(within(rowOf('组件辛')).queryByText('计算')).not.toBeInTheDocument();
    expect(within(rowOf('组件辛')).getByText('查看结果')).toBeInTheDocument();
  });

  it('opens the wizard, the computation and the latest result of a project', async () => {
    renderPage();
    await screen.findByText('组件庚', undefined, { timeout: 15000 });
    await user.click(button('评价录入', rowOf('组件庚')));
    expect(where()).toBe('/businessAccounting/carbon_footprint/parameter_stepAll?projectId=7');
    await user.click(button('计算', rowOf('组件庚')));
    expect(where()).toBe('/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId=7');
    await user.click(button('查看结果', rowOf('组件庚')));
    expect(where()).toBe('/businessAccounting/carbon_footprint/collect?projectId=7');
  });

  it('offers a reader without entry or compute permissions only the results', async () => {
    renderPage(['business:footprint:list', 'business:footprint:result']);
    await screen.findByText('组件庚', undefined, { timeout: 15000 });
    expect(within(rowOf('组件庚')).queryByText('评价录入')).not.toBeInTheDocument();
    expect(within(rowOf('组件庚')).queryByText('计算')).not.toBeInTheDocument();
    expect(within(rowOf('组件庚')).getByText('查看结果')).toBeInTheDocument();
  });

  it('lists the computations of a project and compares two of them, older first', async () => {
    renderPage();
    await screen.findByText('组件庚', undefined, { timeout: 15000 });
    await user.click(button('计算记录', rowOf('组件庚')));
    const drawer = (await screen.findByText('计算记录：组件庚')).closest<HTMLElement>('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('#2');
    const newer = rowOf('#2', drawer);
    expect(within(newer).getByText('431.5')).toBeInTheDocument();
    expect(within(newer).getByText('743.97')).toBeInTheDocument(); // per kWp
    expect(within(newer).getByText('2.25')).toBeInTheDocument();
    expect(within(newer).getByText('核算员')).toBeInTheDocument();

    expect(button('对比所选', drawer)).toBeDisabled();
    await user.click(within(newer).getByRole('checkbox'));
    await user.click(within(rowOf('#1', drawer)).getByRole('checkbox'));
    await user.click(button('对比所选', drawer));
    expect(where()).toBe('/businessAccounting/carbon_footprint/collect?id=31&compare=32');
  });

  it('says so when a project has no computation yet', async () => {
    snapshots = [];
    renderPage();
    await screen.findByText('组件庚', undefined, { timeout: 15000 });
    await user.click(button('计算记录', rowOf('组件庚')));
    expect(await screen.findByText('暂无计算记录')).toBeInTheDocument();
  });

  it('shows an empty list when no project may be evaluated yet', async () => {
    rows = [];
    renderPage();
    expect(await screen.findByText('暂无数据', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText(/审核通过的项目可在此录入评价参数/)).toBeInTheDocument();
  });

  it("shows each project's latest result under 评价结果, every computation on request, and opens one", async () => {
    renderRoute(pageRoute, '/businessAccounting/carbon_footprint?tab=results', EVERYTHING);
    await screen.findByText('组件辛', undefined, { timeout: 15000 });
    expect(resultPages[0].conditions).toEqual([{ field: 'is_latest', operator: 'eq', value: true }]);
    const latest = rowOf('组件庚');
    expect(within(latest).getByText('376.46')).toBeInTheDocument();
    expect(within(latest).getByText('376.46 kg CO₂e/piece')).toBeInTheDocument();
    expect(within(latest).getByText('649.07')).toBeInTheDocument(); // per kWp
    expect(within(latest).getByText('#2')).toBeInTheDocument();
    expect(within(latest).getByText('已核算')).toBeInTheDocument();
    // a small footprint in scientific notation, as on the result page
    expect(within(rowOf('组件辛')).getByText('4.32e-3')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '显示全部计算' }));
    await waitFor(() => expect(resultPages[resultPages.length - 1].conditions).toEqual([]));
    // 组件庚's first computation joins 组件辛's only one
    await waitFor(() => expect(screen.getAllByText('#1')).toHaveLength(2));
    expect(screen.getByText('380')).toBeInTheDocument();

    await user.click(button('查看结果', rowOf('#2')));
    expect(where()).toBe('/businessAccounting/carbon_footprint/collect?id=32');
  });

  it('keeps the chosen tab in the address', async () => {
    renderPage();
    await screen.findByText('组件己', undefined, { timeout: 15000 });
    await user.click(screen.getByRole('tab', { name: '评价结果' }));
    expect(where()).toBe('/businessAccounting/carbon_footprint?tab=results');
    await screen.findByText('组件辛', undefined, { timeout: 15000 });
  });

  it('shows a user who may not read results the projects alone, without tabs', async () => {
    renderRoute(pageRoute, '/businessAccounting/carbon_footprint?tab=results', ['business:footprint:list', 'business:footprint:compute']);
    await screen.findByText('组件己', undefined, { timeout: 15000 });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(resultPages).toHaveLength(0);
  });

  it('filters by one status on the server', async () => {
    renderPage();
    await screen.findByText('组件己', undefined, { timeout: 15000 });
    await user.click(screen.getByLabelText('按状态筛选'));
    const options = await screen.findAllByTitle('已发布');
    await user.click(options[options.length - 1]);
    await waitFor(() => expect(pages[pages.length - 1].conditions).toEqual([{ field: 'status', operator: 'eq', value: 'published' }]));
    await waitFor(() => expect(screen.queryByText('组件己')).not.toBeInTheDocument());
  });
});
