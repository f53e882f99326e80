import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, footprintEndpoints, setLanguage } from '@pcf/shared';
import type { FootprintSnapshot, SnapshotComparison, SnapshotLine, SnapshotListReply } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import {
  STUDY_SETTINGS,
  inChinese,
  newUser,
  renderRoute,
  routeOf,
  rowOf,
  snapshotSummary as summary,
} from '../../parts/footprint/testing/footprintScreens';

jest.setTimeout(60000);

/** jsdom has no canvas: a chart is a figure named as the page names it. */
jest.mock('@pcf/shared/ui', () =>
  jest
    .requireActual<typeof import('../../parts/footprint/testing/resultParts')>('../../parts/footprint/testing/resultParts')
    .withFigureCharts(jest.requireActual('@pcf/shared/ui')),
);

const line = (lineId: number, extra: Partial<SnapshotLine>): SnapshotLine => ({
  lineId,
  stage: 'raw_material',
  category: '硅料',
  description: '多晶硅',
  quantity: 1.2,
  unitCode: 'kg',
  sourceKind: 'factor',
  factorId: 11,
  factorCode: 'EF-SI',
  factorVersionId: 111,
  factorVersion: 2,
  factorName: '多晶硅（西门子法）',
  perUnit: 300,
  perUnitCode: 'kg',
  gas: null,
  dataType: 'secondary',
  quality: null,
  shared: false,
  emission: 360,
  share: 0.8343,
  excluded: false,
  dqr: 2,
  gsd: 1.2,
  ...extra,
});

const LINES: SnapshotLine[] = [
  line(1, {}),
  line(2, {
    stage: 'production',
    category: '电力',
    description: '组件厂用电',
    quantity: 120,
    unitCode: 'kWh',
    factorCode: 'EF-GRID',
    factorVersionId: 221,
    factorVersion: 3,
    factorName: '华东电网',
    perUnit: 0.5617,
    perUnitCode: 'kWh',
    dataType: 'primary',
    emission: 67.404,
    share: 0.1562,
    dqr: 1.5,
  }),
  line(3, {
    stage: 'production',
    category: null,
    description: 'SF6 逸散',
    quantity: 0.00017,
    sourceKind: 'gas',
    factorId: null,
    factorCode: null,
    factorVersionId: null,
    factorVersion: null,
    factorName: null,
    gas: 'SF6',
    perUnit: 24300,
    emission: 4.131,
    share: 0.0096,
    excluded: true,
    dqr: null,
  }),
  // metered in m³ on a factor per kWh: through the factor's net calorific value
  line(4, {
    stage: 'production',
    category: null,
    description: '锅炉天然气',
    quantity: 1,
    unitCode: 'm³',
    factorId: 33,
    factorCode: 'EF-NG',
    factorVersionId: 331,
    factorVersion: 1,
    factorName: '天然气燃烧',
    perUnit: 0.2027,
    perUnitCode: 'kWh',
    calorific: { value: 10.195954612728169, perUnit: 'm³', energyUnit: 'kWh', source: 'DESNZ 2025 flat file' },
    emission: 2.06672,
    share: 0.0048,
    dqr: null,
  }),
];

const SNAPSHOT: FootprintSnapshot = {
  ...summary(41, 1),
  projectName: '双面组件碳足迹',
  productModel: 'PV-580M',
  companyName: '演示光伏科技有限公司',
  settings: STUDY_SETTINGS,
  ratedPowerWp: 580,
  areaM2: null,
  allocationShare: 1,
  byStage: [
    { key: 'production', emission: 71.5, share: 0.1657 },
    { key: 'raw_material', emission: 360, share: 0.8343 },
  ],
  byCategory: [
    { key: '硅料', emission: 360, share: 0.8343 },
    { key: '电力', emission: 67.404, share: 0.1562 },
    { key: null, emission: 4.131, share: 0.0096 },
  ],
  lines: LINES,
  totalBeforeCutOff: 431.535,
  cutOff: { lineIds: [3], emission: 4.131, share: 0.0096 },
  dqrRating: 'very_good',
  dqrCoverage: 0.99,
  primaryDataShare: 15.62,
  uncertainty: {
    method: 'lognormalSharedSources',
    iterations: 10000,
    seed: 20240101,
    mean: 432.1,
    sd: 25.37,
    p2_5: 384.6,
    p97_5: 483.9,
    contributions: [
      { lineId: 2, share: 0.1234 },
      { lineId: 1, share: 0.8766 },
    ],
  },
  gwpUsed: [{ gas: 'SF6', value: 24300 }],
};

const LIST: SnapshotListReply = {
  projectId: 7,
  projectName: '双面组件碳足迹',
  projectStatus: 'computed',
  snapshots: [summary(42, 2, { total: 401.2, gwpSet: 'AR5' }), summary(41, 1)],
};

const COMPARISON: SnapshotComparison = {
  a: summary(41, 1),
  b: summary(42, 2, { total: 401.2, perDeclaredUnit: 401.2, perKwp: 691.72, gwpSet: 'AR5' }),
  byStage: [
    { stage: 'raw_material', a: 360, b: 330, difference: -30 },
    { stage: 'production', a: 71.5, b: 71.2, difference: -0.3 },
  ],
  lines: [
    {
      lineId: 1,
      stage: 'raw_material',
      description: '多晶硅',
      a: { quantity: 1.2, unitCode: 'kg', emission: 360, computed: 360, excluded: false, factorVersionId: 111 },
      b: { quantity: 1.1, unitCode: 'kg', emission: 330, computed: 330, excluded: false, factorVersionId: 112 },
      difference: -30,
    },
    {
      lineId: 2,
      stage: 'production',
      description: '组件厂用电',
      a: { quantity: 120, unitCode: 'kWh', emission: 67.404, computed: 67.404, excluded: false, factorVersionId: 221 },
      b: { quantity: 120, unitCode: 'kWh', emission: 67.404, computed: 67.404, excluded: false, factorVersionId: 221 },
      difference: 0,
    },
    {
      lineId: 3,
      stage: 'production',
      description: 'SF6 逸散',
      a: { quantity: 0.00017, unitCode: 'kg', emission: 4.131, computed: 4.131, excluded: false, factorVersionId: null },
      b: { quantity: 0.00017, unitCode: 'kg', emission: 0, computed: 4.131, excluded: true, factorVersionId: null },
      difference: -4.131,
    },
    {
      lineId: 4,
      stage: 'production',
      description: '氮气',
      a: null,
      b: { quantity: 2, unitCode: 'kg', emission: 3.8, computed: 3.8, excluded: false, factorVersionId: 301 },
      difference: 3.8,
    },
  ],
  settingsChanged: ['gwpSet'],
};

let snapshots: SnapshotListReply = LIST;
let snapshotOverride: Partial<FootprintSnapshot> = {};
let requested: string[] = [];

setupTestServer(
  http.get(API.dictOptions, () => ok([])),
  http.get(footprintEndpoints.snapshot.url, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    requested.push(`snapshot ${id}`);
    const shown = { ...SNAPSHOT, ...snapshotOverride };
    return ok<FootprintSnapshot>(id === 42 ? { ...shown, ...summary(42, 2, { total: 401.2, gwpSet: 'AR5' }) } : shown);
  }),
  http.get(footprintEndpoints.snapshots.url, () => {
    requested.push('snapshots');
    return ok(snapshots);
  }),
  http.get(footprintEndpoints.compare.url, ({ request }) => {
    const query = new URL(request.url).searchParams;
    requested.push(`compare ${query.get('a')} ${query.get('b')}`);
    return ok(COMPARISON);
  }),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  snapshots = LIST;
  snapshotOverride = {};
  requested = [];
});

const pageRoute = routeOf('/businessAccounting/carbon_footprint/collect');
const READER = ['business:footprint:list', 'business:footprint:result', 'business:footprint:compute'];

const renderResult = (search: string) => renderRoute(pageRoute, `/businessAccounting/carbon_footprint/collect${search}`, READER);

const figure = (id: string) => screen.getByTestId(id);

describe('/businessAccounting/carbon_footprint/collect (评价结果)', () => {
  it('is a hidden route titled 评价结果', () => {
    expect(pageRoute?.titleKey).toBe('accounting:footprint.resultTitle');
    expect(pageRoute?.hidden).toBe(true);
  });

  it('shows the figures of a snapshot: total, per declared unit, per kWp, no per m², DQR, primary data, uncertainty', async () => {
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(figure('figure-total')).toHaveTextContent('431.5kg CO₂e');
    expect(figure('figure-per-declared-unit')).toHaveTextContent('每声明单位（1 piece）431.5kg CO₂e/piece');
    expect(figure('figure-per-kwp')).toHaveTextContent('每千瓦峰值743.97kg CO₂e/kWp');
    expect(figure('figure-per-m2')).toHaveTextContent('每平方米—');
    expect(figure('figure-dqr')).toHaveTextContent('1.88');
    expect(figure('figure-dqr')).toHaveTextContent('很好');
    expect(figure('figure-primary')).toHaveTextContent('15.62%');
    const uncertainty = screen.getByTestId('uncertainty');
    expect(uncertainty).toHaveTextContent('432.1 kg CO₂e/piece');
    expect(uncertainty).toHaveTextContent('25.37 kg CO₂e/piece');
    expect(uncertainty).toHaveTextContent('384.6 kg CO₂e/piece');
    expect(uncertainty).toHaveTextContent('483.9 kg CO₂e/piece');
    expect(uncertainty).toHaveTextContent('20240101');
    expect(screen.getByTestId('uncertainty-method')).toHaveTextContent('每次迭代对每个排放因子版本抽样一次');
    const drivers = screen.getByTestId('uncertainty-drivers');
    expect(drivers.querySelectorAll('tr.ant-table-row')[0]).toHaveTextContent('多晶硅87.66%');
    expect(drivers.querySelectorAll('tr.ant-table-row')[1]).toHaveTextContent('组件厂用电12.34%');
    expect(requested).toEqual(['snapshot 41', 'snapshots']);
    expect(screen.getByText('已核算')).toBeInTheDocument();
  });

  it('breaks the total down by stage in report order and by category, with charts', async () => {
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    const byStage = screen.getByTestId('by-stage');
    const stageRows = byStage.querySelectorAll('tr.ant-table-row');
    expect(stageRows[0]).toHaveTextContent('原材料获取36083.43%');
    expect(stageRows[1]).toHaveTextContent('生产制造71.516.57%');
    // what the cut-off left out is a slice of its own: the shares make the whole
    expect(stageRows[2]).toHaveTextContent('取舍排除4.130.96%');
    expect(screen.getByTestId('share-basis')).toHaveTextContent('占比均以取舍前总排放 431.54 kg CO₂e 为基准');
    const byCategory = screen.getByTestId('by-category');
    expect(within(rowOf('未分类', byCategory)).getByText('4.13')).toBeInTheDocument();
    for (const name of ['各生命周期阶段的排放占比', '各类别的排放量', '排放最大的清单项及累计占比'])
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
  });

  it('lists every line as computed, sorted by emission and searchable', async () => {
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    const lines = screen.getByTestId('lines');
    const rows = lines.querySelectorAll('tr.ant-table-row');
    expect(rows[0]).toHaveTextContent('多晶硅');
    const grid = rowOf('组件厂用电', lines);
    expect(grid).toHaveTextContent('生产制造');
    expect(grid).toHaveTextContent('120 kWh');
    expect(grid).toHaveTextContent('EF-GRID v3');
    expect(grid).toHaveTextContent('0.5617 kg CO₂e/kWh');
    expect(grid).toHaveTextContent('67.4');
    expect(grid).toHaveTextContent('15.62%');
    expect(grid).toHaveTextContent('原始数据');
    const gas = rowOf('SF6 逸散', lines);
    expect(gas).toHaveTextContent('0.00017 kg');
    expect(gas).toHaveTextContent('SF₆');
    expect(gas).toHaveTextContent('24300 kg CO₂e/kg');
    expect(within(gas).getByText('已取舍')).toBeInTheDocument();
    expect(within(gas).queryByTestId('calorific')).toBeNull();
    const boiler = rowOf('锅炉天然气', lines);
    expect(boiler).toHaveTextContent('1 m³');
    expect(boiler).toHaveTextContent('0.2027 kg CO₂e/kWh');
    expect(within(boiler).getByTestId('calorific')).toHaveTextContent('低位发热量 10.1959546127282 kWh/m³（来源：DESNZ 2025 flat file）');

    await user.type(screen.getByLabelText('搜索清单项、类别或因子'), '硅料');
    await waitFor(() => expect(within(lines).queryByText('组件厂用电')).not.toBeInTheDocument());
    expect(within(lines).getByText('多晶硅')).toBeInTheDocument();
  });

  it('shows what the result was computed with: settings, cut-off, factor versions and GWP values', async () => {
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByText('10000 次，随机种子 20240101')).toBeInTheDocument();
    expect(screen.getByTestId('cut-off')).toHaveTextContent('取舍规则排除了 1 项清单，占总排放的 0.96%');
    const factors = screen.getByText('使用的排放因子版本').closest<HTMLElement>('.ant-card') as HTMLElement;
    expect(rowOf('EF-SI', factors)).toHaveTextContent('v2');
    expect(rowOf('EF-GRID', factors)).toHaveTextContent('华东电网');
    const gwp = screen.getByText('使用的 GWP 值（IPCC AR6）').closest<HTMLElement>('.ant-card') as HTMLElement;
    expect(rowOf('SF₆', gwp)).toHaveTextContent('24300');
  });

  it('lists what the cut-off left out: its rule, each line with its emission, and their share of the total before cut-off', async () => {
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    const panel = screen.getByTestId('cut-off-panel');
    expect(panel).toHaveTextContent('取舍规则排除的清单项（1 项）');
    expect(panel).toHaveTextContent('单项排放低于取舍前总排放 1% 的清单项不计入结果，累计排除不超过 5%');
    expect(screen.getByTestId('cut-off-excluded')).toHaveTextContent('共排除 4.13 kg CO₂e，占取舍前总排放的 0.96%');
    expect(rowOf('SF6 逸散', panel)).toHaveTextContent('生产制造SF6 逸散4.130.96%');
  });

  it('says that every line counts when the study has no cut-off', async () => {
    snapshotOverride = { settings: { ...STUDY_SETTINGS, cutOffEnabled: false }, cutOff: null };
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(screen.getByTestId('cut-off-panel')).toHaveTextContent('本次计算未启用取舍规则：全部清单项计入结果');
  });

  it('opens the latest snapshot of a project, and says so when there is none', async () => {
    const view = renderResult('?projectId=7');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    expect(requested).toEqual(['snapshots', 'snapshot 42']);
    view.unmount();

    snapshots = { ...LIST, projectStatus: 'approved', snapshots: [] };
    renderResult('?projectId=7');
    expect(await screen.findByText('该项目尚未计算碳足迹')).toBeInTheDocument();
    expect(screen.getByText('计 算').closest('button')).toBeInTheDocument();
  });

  it('picks another snapshot to compare with, and shows the differences', async () => {
    renderResult('?id=41');
    await screen.findByText('评价结果：双面组件碳足迹', undefined, { timeout: 15000 });
    await user.click(screen.getByLabelText('对比'));
    const options = await screen.findAllByTitle(/^第 2 次/);
    await user.click(options[options.length - 1]);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/businessAccounting/carbon_footprint/collect?id=41&compare=42'),
    );
    await screen.findByTestId('compare-figures');
    expect(requested).toContain('compare 41 42');

    const figures = screen.getByTestId('compare-figures');
    const total = within(figures)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('总排放')) as HTMLElement;
    expect(total).toHaveTextContent('431.5401.2-30.3');
    expect(within(total).getByText('-30.3')).toHaveAttribute('data-difference', 'down');
    const stage = within(figures)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('原材料获取')) as HTMLElement;
    expect(stage).toHaveTextContent('360330-30');

    const lines = screen.getByTestId('compare-lines');
    expect(rowOf('多晶硅', lines)).toHaveAttribute('data-changed', 'true');
    expect(within(rowOf('多晶硅', lines)).getByText('因子版本变化')).toBeInTheDocument();
    expect(rowOf('组件厂用电', lines)).toHaveAttribute('data-changed', 'false');
    expect(within(rowOf('氮气', lines)).getByText('新增')).toBeInTheDocument();
    expect(within(rowOf('氮气', lines)).getByText('+3.8')).toHaveAttribute('data-difference', 'up');
    // the later study cut the SF6 line off: it counts 0 there, marked, its own figure struck through
    const cut = rowOf('SF6 逸散', lines);
    expect(within(cut).getByText('已取舍')).toBeInTheDocument();
    expect(within(cut).getByText('-4.13')).toHaveAttribute('data-difference', 'down');

    expect(within(screen.getByTestId('settings-changed')).getByText('GWP 值版本')).toBeInTheDocument();

    await user.click(screen.getByText('退出对比'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/businessAccounting/carbon_footprint/collect?id=41'));
    expect(screen.queryByTestId('compare-figures')).not.toBeInTheDocument();
  });

  it('speaks English: stage names and figures in en-US', async () => {
    await setLanguage('en-US');
    try {
      renderResult('?id=41');
      await screen.findByText('Evaluation result: 双面组件碳足迹', undefined, { timeout: 15000 });
      expect(within(screen.getByTestId('by-stage')).getByText('Raw material acquisition')).toBeInTheDocument();
      expect(figure('figure-per-kwp')).toHaveTextContent('Per kWp743.97');
      expect(within(rowOf('锅炉天然气', screen.getByTestId('lines'))).getByTestId('calorific')).toHaveTextContent(
        'Net calorific value 10.1959546127282 kWh/m³ (source: DESNZ 2025 flat file)',
      );
    } finally {
      // the page is still mounted: it re-renders in Chinese
      await act(() => setLanguage('zh-CN'));
    }
  });
});
