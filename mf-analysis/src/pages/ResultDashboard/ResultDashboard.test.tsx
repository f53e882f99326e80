import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, benchmarkEndpoints } from '@pcf/shared';
import type { ResultOverviewReply, ResultOverviewRequest, ResultOverviewRow } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { LOW, ULTRA_LOW, inChinese, newUser, renderRoute, routeOf, rowOf } from '../../parts/testing/benchmarkScreens';

jest.setTimeout(60000);

jest.mock('@pcf/shared/ui', () =>
  jest
    .requireActual<typeof import('../../parts/testing/benchmarkScreens')>('../../parts/testing/benchmarkScreens')
    .withFigureCharts(jest.requireActual('@pcf/shared/ui')),
);

const row = (
  projectId: number,
  name: string,
  perKwp: number,
  meets: number[],
  extra: Partial<ResultOverviewRow> = {},
): ResultOverviewRow => ({
  projectId,
  projectCode: `P-00${projectId}`,
  projectName: name,
  productModel: `PV-${projectId}`,
  technology: 'topcon',
  companyName: '演示光伏科技有限公司',
  snapshotId: projectId * 10,
  seq: 2,
  createdAt: '2026-03-01T03:04:05.000Z',
  perKwp,
  trend: [
    { snapshotId: projectId * 10 - 1, seq: 1, createdAt: '2026-02-01T03:04:05.000Z', perKwp: perKwp + 70 },
    { snapshotId: projectId * 10, seq: 2, createdAt: '2026-03-01T03:04:05.000Z', perKwp },
  ],
  meets,
  ...extra,
});

const reply = (companies: ResultOverviewReply['companies']): ResultOverviewReply => ({
  total: 12,
  rows: [row(7, '双面组件', 450, [2]), row(8, '单面组件', 380, [1, 2])],
  spread: { count: 12, min: 310, q1: 380, median: 450, q3: 520, max: 760 },
  references: [ULTRA_LOW, LOW],
  companies,
});

let requests: ResultOverviewRequest[] = [];
let companies: ResultOverviewReply['companies'] = [];

setupTestServer(
  http.get(API.dictOptions, () =>
    ok([
      { value: 'topcon', label: 'TOPCon' },
      { value: 'hjt', label: '异质结 HJT' },
    ]),
  ),
  http.post(benchmarkEndpoints.results.url, async ({ request }) => {
    requests.push((await request.json()) as ResultOverviewRequest);
    return ok(reply(companies));
  }),
);

let user = newUser();
inChinese();
beforeAll(async () => {
  await import('./index');
});
beforeEach(() => {
  user = newUser();
  requests = [];
  companies = [];
});

const route = routeOf('/AnalysisDisplay/ResultView');
const READER = ['analysis:result:list'];

describe('/AnalysisDisplay/ResultView (结果查看)', () => {
  it('is a route titled 结果查看', () => {
    expect(route?.titleKey).toBe('analysis:results.title');
  });

  it('lists the latest per kWp of each product with its trend and the thresholds it meets, and the spread', async () => {
    renderRoute(route, '/AnalysisDisplay/ResultView', READER);
    const table = await screen.findByTestId('results', undefined, { timeout: 15000 });
    const bifacial = rowOf('双面组件', table);
    expect(bifacial).toHaveTextContent('第 2 次（2026-03-01）');
    expect(bifacial).toHaveTextContent('520 → 450');
    expect(bifacial).toHaveTextContent('未达标达标');
    expect(rowOf('单面组件', table)).toHaveTextContent('达标达标');
    expect(within(bifacial).getByText('双面组件').closest('a')).toHaveAttribute(
      'href',
      '/AnalysisDisplay/benchmarking_analysis?snapshotId=70',
    );
    expect(screen.getByTestId('spread')).toHaveTextContent('12');
    expect(screen.getByTestId('spread')).toHaveTextContent('310–760');
    for (const name of ['每千瓦峰值分布', '各产品历次计算趋势']) expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    // a company user is offered no company filter
    expect(screen.queryByLabelText('企业')).not.toBeInTheDocument();
  });

  it('filters by technology and pages on the server', async () => {
    renderRoute(route, '/AnalysisDisplay/ResultView', READER);
    await screen.findByTestId('results', undefined, { timeout: 15000 });
    expect(requests[0]).toEqual({ companyId: null, technology: null, year: null, pageNum: 1, pageSize: 10 });
    await user.click(screen.getByLabelText('电池技术'));
    await user.click(await screen.findByText('异质结 HJT', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ technology: 'hjt', pageNum: 1 }));
    await screen.findByTestId('results');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ technology: 'hjt', pageNum: 2 }));
  });

  it('offers reviewers and administrators a company filter', async () => {
    companies = [
      { id: 1, name: '演示光伏科技有限公司' },
      { id: 2, name: '另一家公司' },
    ];
    renderRoute(route, '/AnalysisDisplay/ResultView', ['*:*:*']);
    await screen.findByTestId('results', undefined, { timeout: 15000 });
    await user.click(screen.getByLabelText('企业'));
    await user.click(await screen.findByText('另一家公司', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ companyId: 2, pageNum: 1 }));
  });
});
