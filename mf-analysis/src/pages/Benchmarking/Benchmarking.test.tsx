import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, benchmarkEndpoints } from '@pcf/shared';
import type {
  BenchmarkableSnapshot,
  CreateBenchmarkReferenceRequest,
  ObjMetaData,
  SnapshotBenchmark,
  UpdateBenchmarkReferenceRequest,
} from '@pcf/shared';
import { objField, ok, setupTestServer } from '@pcf/shared/testing';
import { BENCHMARK, button, inChinese, newUser, renderRoute, routeOf, rowOf } from '../../parts/testing/benchmarkScreens';

jest.setTimeout(60000);

/** jsdom has no canvas: a chart is a figure named as the page names it. */
jest.mock('@pcf/shared/ui', () =>
  jest
    .requireActual<typeof import('../../parts/testing/benchmarkScreens')>('../../parts/testing/benchmarkScreens')
    .withFigureCharts(jest.requireActual('@pcf/shared/ui')),
);

const SNAPSHOTS: BenchmarkableSnapshot[] = [
  { snapshotId: 42, projectId: 7, projectCode: 'P-007', projectName: '双面组件', seq: 2, createdAt: '2026-03-01T03:04:05.000Z' },
  { snapshotId: 51, projectId: 8, projectCode: 'P-008', projectName: '单面组件', seq: 1, createdAt: '2026-02-11T03:04:05.000Z' },
];

/** What the server registers for pcf_benchmark_reference (areas/benchmarks/seed.ts), in Chinese. */
const META: ObjMetaData = {
  objName: 'pcf_benchmark_reference',
  label: '对标基准',
  labelZh: '对标基准',
  labelEn: 'Benchmark references',
  companyScoped: false,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('name_zh', 'string', '中文名称'),
    objField('kind', 'dict', '类型', { dictType: 'pcf_benchmark_kind' }),
    objField('value', 'number', '基准值'),
    objField('source', 'string', '来源'),
    objField('seeded', 'boolean', '方法基准'),
  ],
};
const ROWS = [
  { id: 1, name_zh: 'EPEAT 超低碳组件（≤ 400）', kind: 'threshold', unit: 'kgCO2e/kWp', value: 400, source: 'GEC', seeded: true },
  {
    id: 9,
    name_zh: '某省招标上限',
    name_en: 'A provincial tender ceiling',
    kind: 'tender_ceiling',
    unit: 'kgCO2e/kWp',
    value: 550,
    region: 'CN',
    year: 2025,
    source: '招标文件',
    seeded: false,
  },
];

let requested: string[] = [];
let creates: CreateBenchmarkReferenceRequest[] = [];
let updates: UpdateBenchmarkReferenceRequest[] = [];
let deletes: number[] = [];
let benchmark: SnapshotBenchmark = BENCHMARK;
let snapshotsRefused = false;

setupTestServer(
  http.get(API.dictOptions, ({ request }) => {
    const type = new URL(request.url).searchParams.get('dictType');
    if (type === 'pcf_benchmark_kind')
      return ok([
        { value: 'threshold', label: '认证阈值' },
        { value: 'industry', label: '行业水平' },
        { value: 'tender_ceiling', label: '招标上限' },
      ]);
    if (type === 'pcf_pv_technology') return ok([{ value: 'topcon', label: 'TOPCon' }]);
    return ok([]);
  }),
  http.get(benchmarkEndpoints.snapshots.url, () =>
    snapshotsRefused ? HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 }) : ok(SNAPSHOTS),
  ),
  http.get(benchmarkEndpoints.snapshot.url, ({ request }) => {
    requested.push(`benchmark ${new URL(request.url).searchParams.get('snapshotId')}`);
    return ok(benchmark);
  }),
  http.post(API.objMetaData, () => ok(META)),
  http.post(API.objDataByPage, () => ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 })),
  http.post(benchmarkEndpoints.referenceCreate.url, async ({ request }) => {
    creates.push((await request.json()) as CreateBenchmarkReferenceRequest);
    return ok({ id: 10 }, '新增成功!');
  }),
  http.post(benchmarkEndpoints.referenceUpdate.url, async ({ request }) => {
    const body = (await request.json()) as UpdateBenchmarkReferenceRequest;
    updates.push(body);
    return ok({ id: body.id }, '编辑成功!');
  }),
  http.post(benchmarkEndpoints.referenceDelete.url, async ({ request }) => {
    deletes.push(((await request.json()) as { id: number }).id);
    return HttpResponse.json({ code: 200, msg: '删除成功!' });
  }),
);

let user = newUser();
inChinese();
beforeAll(async () => {
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
});
beforeEach(() => {
  user = newUser();
  requested = [];
  creates = [];
  updates = [];
  deletes = [];
  benchmark = BENCHMARK;
  snapshotsRefused = false;
});

const route = routeOf('/AnalysisDisplay/benchmarking_analysis');
const READER = ['analysis:benchmark:list', 'analysis:benchmark:query'];

describe('/AnalysisDisplay/benchmarking_analysis (对标分析)', () => {
  it('is a route titled 对标分析', () => {
    expect(route?.titleKey).toBe('analysis:benchmark.title');
  });

  it('asks for a result first, then benchmarks the one picked', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis', READER);
    await screen.findByText('请选择一个已计算项目的核算结果', undefined, { timeout: 15000 });
    await user.click(screen.getByLabelText('选择要对标的核算结果'));
    await user.click(await screen.findByText('P-007 双面组件（第 2 次计算，2026-03-01）', { selector: '.ant-select-item-option-content' }));
    await screen.findByText('对标结果：双面组件');
    expect(screen.getByTestId('where')).toHaveTextContent('/AnalysisDisplay/benchmarking_analysis?snapshotId=42');
    expect(requested).toEqual(['benchmark 42']);
  });

  it('says when the results to pick from could not be loaded, and tries again', async () => {
    snapshotsRefused = true;
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis', READER);
    expect(await screen.findByText('服务繁忙', undefined, { timeout: 15000 })).toBeInTheDocument();
    snapshotsRefused = false;
    await user.click(button('重 试'));
    await waitFor(() => expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument());
  });

  it('shows the per kWp against every reference: meets or misses and the gap, with its charts', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis?snapshotId=42', READER);
    await screen.findByText('对标结果：双面组件', undefined, { timeout: 15000 });
    expect(screen.getByTestId('per-kwp')).toHaveTextContent('450 kg CO₂e/kWp');
    const table = screen.getByTestId('comparisons');
    const ultraLow = rowOf('EPEAT 超低碳组件（≤ 400）', table);
    expect(ultraLow).toHaveTextContent('未达标');
    expect(ultraLow).toHaveTextContent('+50');
    expect(ultraLow).toHaveTextContent('12.5%');
    expect(rowOf('EPEAT 低碳组件（≤ 630）', table)).toHaveTextContent('达标-180');
    expect(rowOf('欧洲制造组件（Fraunhofer ISE 2021，420–480）', table)).toHaveTextContent('420–480');
    expect(within(ultraLow).getByText('详情').closest('a')).toHaveAttribute(
      'href',
      '/AnalysisDisplay/benchmarking_analysis/item?snapshotId=42&referenceId=1',
    );
    for (const name of ['每千瓦峰值与对标基准', '历次计算的每千瓦峰值趋势'])
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    expect(rowOf('单面组件', screen.getByTestId('products'))).toHaveTextContent('380');
  });

  it('says how many published results there are until five, then the percentile rank', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis?snapshotId=42', READER);
    expect(await screen.findByTestId('rank', undefined, { timeout: 15000 })).toHaveTextContent(
      '同技术已发布结果不足（3/5），暂不计算百分位排名',
    );
  });

  it('shows the rank once there are enough published results', async () => {
    benchmark = { ...BENCHMARK, rank: { technology: 'topcon', count: 6, minimum: 5, betterThanPercent: 66.67 } };
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis?snapshotId=42', READER);
    expect(await screen.findByTestId('rank', undefined, { timeout: 15000 })).toHaveTextContent('优于 66.67% 的同技术已发布结果（共 6 个');
  });

  it('keeps the references panel from users who may not change them', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis?snapshotId=42', READER);
    await screen.findByText('对标结果：双面组件', undefined, { timeout: 15000 });
    expect(screen.queryByText('对标基准管理')).not.toBeInTheDocument();
  });

  it('lets an administrator add a reference and delete one that is not the method’s, with confirmation', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis?snapshotId=42', ['*:*:*']);
    const panel = await screen.findByTestId('reference-manager', undefined, { timeout: 15000 });
    await within(panel).findByText('某省招标上限');
    // the method's reference offers no delete
    expect(within(rowOf('EPEAT 超低碳组件（≤ 400）', panel)).queryByText('删除')).not.toBeInTheDocument();
    await user.click(button('删除', rowOf('某省招标上限', panel)));
    await user.click(button('确 定', (await screen.findByText('此操作将永久删除该记录, 是否继续?')).closest('.ant-modal') as HTMLElement));
    await waitFor(() => expect(deletes).toEqual([9]));

    await user.click(button('新 增', panel));
    const dialog = (await screen.findByText('新增对标基准', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await user.type(within(dialog).getByLabelText('中文名称'), '某招标上限');
    await user.type(within(dialog).getByLabelText('英文名称'), 'A tender ceiling');
    await user.type(within(dialog).getByLabelText('基准值'), '550');
    await user.type(within(dialog).getByLabelText('来源'), '招标文件 2025-001');
    await user.type(within(dialog).getByLabelText('来源链接'), 'https://example.org/t');
    await user.click(button('保 存', dialog));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toEqual({
      nameZh: '某招标上限',
      nameEn: 'A tender ceiling',
      kind: 'threshold',
      unit: 'kgCO2e/kWp',
      value: 550,
      low: null,
      high: null,
      technology: null,
      region: null,
      year: null,
      source: '招标文件 2025-001',
      sourceUrl: 'https://example.org/t',
    });
  });

  it('lets an administrator turn a reference into a range, keeping what it had', async () => {
    renderRoute(route, '/AnalysisDisplay/benchmarking_analysis', ['*:*:*']);
    const panel = await screen.findByTestId('reference-manager', undefined, { timeout: 15000 });
    await within(panel).findByText('某省招标上限');
    await user.click(within(rowOf('某省招标上限', panel)).getByText('编辑'));
    const dialog = (await screen.findByText('编辑对标基准', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByText('区间'));
    await user.type(within(dialog).getByLabelText('区间下限'), '500');
    await user.type(within(dialog).getByLabelText('区间上限'), '560');
    await user.click(button('保 存', dialog));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      id: 9,
      nameEn: 'A provincial tender ceiling',
      kind: 'tender_ceiling',
      value: null,
      low: 500,
      high: 560,
      region: 'CN',
      year: 2025,
      source: '招标文件',
    });
  });
});
