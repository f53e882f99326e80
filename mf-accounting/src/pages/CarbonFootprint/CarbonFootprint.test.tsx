import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, FOOTPRINT_LIST_STATUSES } from '@pcf/shared';
import type { ObjCondition, ObjMetaData, ObjPageRequest, ObjRow, SnapshotListReply, SnapshotSummary } from '@pcf/shared';
import { objField, ok, setupTestServer } from '@pcf/shared/testing';
import routes from '../../routes';
import { FOOTPRINT_API } from '../../api';
import { button, inChinese, newUser, renderRoute, routeOf, rowOf, snapshotSummary } from '../../parts/footprint/testing/footprintScreens';

configure({ asyncUtilTimeout: 5000 });
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

const project = (id: number, name: string, status: string): ObjRow => ({ id, code: `PJ-${id}`, name, company_id: 1, reviewer_id: 9, status });
const ROWS: ObjRow[] = [project(6, '组件己', 'approved'), project(7, '组件庚', 'computed'), project(8, '组件辛', 'published')];

const snapshot = (id: number, seq: number, total: number): SnapshotSummary =>
  snapshotSummary(id, seq, { total, perDeclaredUnit: total, perKwp: total / 0.58, dqr: 2.25, lineCount: 12 });

let pages: ObjPageRequest[] = [];
let rows: ObjRow[] = ROWS;
let snapshots: SnapshotSummary[] = [];

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () => ok([])),
  http.post(API.projectPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const status = (body.conditions as ObjCondition[]).find((c) => c.field === 'status');
    const allowed = Array.isArray(status?.value) ? status.value : [status?.value];
    const shown = rows.filter((r) => allowed.includes(r.status));
    return ok({ rows: shown, total: shown.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(FOOTPRINT_API.snapshots, ({ request }) =>
    ok<SnapshotListReply>({ projectId: Number(new URL(request.url).searchParams.get('projectId')), projectName: '组件庚', projectStatus: 'computed', snapshots }),
  ),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  window.localStorage.clear();
  pages = [];
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
