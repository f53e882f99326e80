import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, analysisEndpoints } from '@pcf/shared';
import type {
  AnalysisScenario,
  AnalysisSnapshotChoice,
  SaveScenarioRequest,
  SensitivityReply,
  WhatIfRequest,
  WhatIfResult,
} from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import {
  CONTRIBUTION,
  button,
  inChinese,
  newUser,
  renderRoute,
  routeOf,
  rowOf,
} from '../../parts/contribution/testing/contributionScreens';

jest.setTimeout(60000);

/** jsdom has no canvas: a chart is a figure named as the page names it. */
jest.mock('@pcf/shared/ui', () =>
  jest
    .requireActual<typeof import('../../parts/contribution/testing/contributionScreens')>(
      '../../parts/contribution/testing/contributionScreens',
    )
    .withFigureCharts(jest.requireActual('@pcf/shared/ui')),
);

const CHOICE: AnalysisSnapshotChoice = {
  snapshotId: 41,
  projectId: 7,
  projectCode: 'PV-2026-01',
  projectName: '双面组件碳足迹',
  productModel: 'PV-500',
  seq: 1,
  createdAt: '2026-02-01T03:04:05.000Z',
  total: 96.86,
  declaredUnitCode: 'piece',
};

const SENSITIVITY: SensitivityReply = {
  snapshotId: 41,
  percent: 10,
  top: 10,
  base: { total: 96.86, perKwp: 193.72 },
  bars: [
    {
      lineId: 1,
      stage: 'production',
      description: '电池片产线用电',
      emission: 53.66,
      low: { total: 91.494, perKwp: 182.988 },
      high: { total: 102.226, perKwp: 204.452 },
    },
    {
      lineId: 2,
      stage: 'production',
      description: 'SF6 逸散',
      emission: 25.2,
      low: { total: 94.34, perKwp: 188.68 },
      high: { total: 99.38, perKwp: 198.76 },
    },
  ],
};

const EAST = {
  factorVersionId: 601,
  code: 'CN-GRID-2022-EAST',
  name: '华东电网',
  version: 1,
  value: 0.5617,
  unitCode: 'kWh',
  region: 'CN-GRID-EAST',
};
const WHAT_IF: WhatIfResult = {
  snapshotId: 41,
  original: { total: 96.86, perDeclaredUnit: 96.86, perKwp: 193.72, perM2: 38.744 },
  scenario: { total: 99.37, perDeclaredUnit: 99.37, perKwp: 198.74, perM2: 39.748 },
  swaps: [
    {
      from: {
        factorVersionId: 501,
        code: 'CN-GRID-2022-AVG',
        name: '全国电网平均',
        version: 1,
        value: 0.5366,
        unitCode: 'kWh',
        region: 'CN',
      },
      to: EAST,
      lineCount: 1,
    },
  ],
  lines: [
    {
      lineId: 1,
      stage: 'production',
      description: '电池片产线用电',
      original: 53.66,
      scenario: 56.17,
      difference: 2.51,
      excludedBefore: false,
      excludedAfter: false,
    },
  ],
};

const FACTOR_ROWS = [
  {
    id: 61,
    version_id: 601,
    code: 'CN-GRID-2022-EAST',
    name_zh: '华东区域电网',
    name_en: 'East China grid',
    value: 0.5617,
    unit_code: 'kWh',
    region: 'CN-GRID-EAST',
  },
  { id: 62, version_id: 602, code: 'AN-GLASS-2', name_zh: '玻璃（供应商）', name_en: 'Glass', value: 0.9, unit_code: 'kg', region: 'CN' },
];

let scenarios: AnalysisScenario[] = [];
let requested: string[] = [];

setupTestServer(
  http.get(API.dictOptions, () => ok([])),
  http.get(analysisEndpoints.snapshots.url, ({ request }) => {
    requested.push(`snapshots ${new URL(request.url).searchParams.get('text') ?? ''}`);
    return ok([CHOICE]);
  }),
  http.get(analysisEndpoints.contribution.url, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('snapshotId'));
    requested.push(`contribution ${id}`);
    return id === 41 ? ok(CONTRIBUTION) : HttpResponse.json({ code: 404, msg: '评价结果不存在' });
  }),
  http.get(analysisEndpoints.sensitivity.url, ({ request }) => {
    const query = new URL(request.url).searchParams;
    requested.push(`sensitivity ${query.get('percent')} ${query.get('top')}`);
    return ok(SENSITIVITY);
  }),
  http.post(API.objDataByPage, () => ok({ rows: FACTOR_ROWS, total: FACTOR_ROWS.length, pageNum: 1, pageSize: 20 })),
  http.post(analysisEndpoints.whatIf.url, async ({ request }) => {
    const body = (await request.json()) as WhatIfRequest;
    requested.push(`whatif ${body.swaps.map((s) => `${s.fromVersionId}>${s.toVersionId}`).join(',')}`);
    if (body.swaps[0].toVersionId === 602)
      return HttpResponse.json({ code: 500, msg: '清单行“电池片产线用电”的单位 MJ 无法换算为替换因子 AN-GLASS-2 的单位 kg' });
    return ok(WHAT_IF);
  }),
  http.get(analysisEndpoints.scenarios.url, () => ok(scenarios)),
  http.post(analysisEndpoints.scenarioSave.url, async ({ request }) => {
    const body = (await request.json()) as SaveScenarioRequest;
    requested.push(`save ${body.name}`);
    const saved: AnalysisScenario = {
      id: 9,
      snapshotId: 41,
      name: body.name,
      swaps: body.swaps,
      result: WHAT_IF,
      createdByName: '核算员',
      createdAt: '2026-02-02T03:04:05.000Z',
      own: true,
    };
    scenarios = [...scenarios, saved];
    return ok(saved, '情景已保存');
  }),
  http.post(analysisEndpoints.scenarioDelete.url, async ({ request }) => {
    const { id } = (await request.json()) as { id: number };
    requested.push(`delete ${id}`);
    scenarios = scenarios.filter((s) => s.id !== id);
    return HttpResponse.json({ code: 200, msg: '情景已删除' });
  }),
);

let user = newUser();
inChinese();
beforeEach(() => {
  user = newUser();
  scenarios = [];
  requested = [];
});

const pageRoute = routeOf('/AnalysisDisplay/contribution_analysis');
const READER = ['analysis:contribution:list', 'analysis:contribution:query', 'analysis:contribution:scenario'];
const renderPage = (search = '?snapshotId=41', permissions = READER) =>
  renderRoute(pageRoute, `/AnalysisDisplay/contribution_analysis${search}`, permissions);
const tab = (name: string) => user.click(screen.getByRole('tab', { name }));

describe('/AnalysisDisplay/contribution_analysis (贡献分析)', () => {
  it('is a route titled 贡献分析 with the hidden detail beside it', () => {
    expect(pageRoute?.titleKey).toBe('analysis:contribution.title');
    expect(routeOf('/AnalysisDisplay/contribution_analysis/item')?.hidden).toBe(true);
  });

  it('picks a computed project’s result by search and shows its figures', async () => {
    renderPage('');
    expect(await screen.findByText('请选择要分析的核算结果')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '核算结果' }), 'PV');
    const option = await screen.findByText('PV-2026-01 · 双面组件碳足迹（PV-500）· 第 1 次计算 · 96.86 kg CO₂e/piece');
    await user.click(option);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AnalysisDisplay/contribution_analysis?snapshotId=41'));
    expect(await screen.findByTestId('figure-total')).toHaveTextContent('96.86kg CO₂e');
    expect(screen.getByTestId('figure-per-kwp')).toHaveTextContent('193.72kg CO₂e/kWp');
    expect(screen.getByTestId('figure-per-m2')).toHaveTextContent('38.74kg CO₂e/m²');
    expect(screen.getByTestId('figure-basis')).toHaveTextContent('97.06');
    expect(screen.getByTestId('figure-cut-off')).toHaveTextContent('0.21%');
    expect(requested).toEqual(expect.arrayContaining(['snapshots PV', 'contribution 41']));
  });

  it('breaks the result down by stage, gas, data type, region and site, every share of the total before cut-off', async () => {
    renderPage();
    const stages = await screen.findByTestId('by-stage');
    // the result named by the address shows by its project in the picker
    expect(await screen.findByText('PV-2026-01 · 双面组件碳足迹（PV-500）· 第 1 次计算 · 96.86 kg CO₂e/piece')).toBeInTheDocument();
    expect(within(stages).getByText('生产制造').closest('tr')).toHaveTextContent('生产制造78.8681.25%0');
    expect(within(screen.getByTestId('by-gas')).getByText('CO₂e（未拆分）').closest('tr')).toHaveTextContent('0.20.21%0.2');
    expect(within(screen.getByTestId('by-data-type')).getByText('初级数据').closest('tr')).toHaveTextContent('1818.55%');
    expect(screen.getByText('初级数据占比（PACT primaryDataShare）：18.58%')).toBeInTheDocument();
    expect(within(screen.getByTestId('by-region')).getByText('CN-JS（清单行）')).toBeInTheDocument();
    expect(within(screen.getByTestId('by-region')).getByText('GLO（因子）')).toBeInTheDocument();
    expect(within(screen.getByTestId('by-site')).getByText('苏州工厂')).toBeInTheDocument();
    expect(screen.getByTestId('share-basis')).toHaveTextContent('占比均以截断前总量 97.06 kg CO₂e 为基数');
    expect(screen.getByRole('figure', { name: '按生命周期阶段的排放饼图' })).toBeInTheDocument();
  });

  it('drills from a stage to its categories and lines; a line opens its detail', async () => {
    renderPage();
    await screen.findByTestId('figure-total');
    await tab('逐级展开');
    const tree = await screen.findByTestId('drill-down');
    expect(within(tree).queryByText('光伏玻璃')).not.toBeInTheDocument();
    await user.click(within(rowOf('原材料获取', tree)).getByRole('button', { name: /展开|expand/i }));
    await user.click(within(rowOf('原材料获取 > 光伏玻璃', tree)).getByRole('button', { name: /展开|expand/i }));
    await user.click(await within(tree).findByRole('link', { name: '光伏玻璃' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/AnalysisDisplay/contribution_analysis/item?snapshotId=41&lineId=3'),
    );
  });

  it('lists the lines largest first with their running share and the 5 % and 1 % flags, the cut-off line marked', async () => {
    renderPage();
    await screen.findByTestId('figure-total');
    await tab('帕累托分析');
    const pareto = await screen.findByTestId('pareto');
    expect(rowOf('SF6 逸散', pareto)).toHaveTextContent('2SF6 逸散生产制造SF625.225.96%81.25%> 5%');
    expect(rowOf('货车运输', pareto)).toHaveTextContent('100%已截断');
    expect(rowOf('货车运输', pareto)).not.toHaveTextContent('> 1%');
    expect(screen.getByRole('figure', { name: '清单行排放帕累托图' })).toBeInTheDocument();
  });

  it('varies the largest lines one at a time into a tornado of totals and per kWp', async () => {
    renderPage();
    await screen.findByTestId('figure-total');
    await tab('敏感性分析');
    const table = await screen.findByTestId('tornado');
    expect(rowOf('电池片产线用电', table)).toHaveTextContent('53.6691.49102.23182.99204.45');
    expect(screen.getByTestId('tornado-base')).toHaveTextContent('基准：96.86 kg CO₂e，193.72 kg CO₂e/kWp');
    expect(requested).toContain('sensitivity 10 10');
    await user.clear(screen.getByRole('spinbutton', { name: '变动幅度' }));
    await user.type(screen.getByRole('spinbutton', { name: '变动幅度' }), '20');
    await user.click(button('重新计算'));
    await waitFor(() => expect(requested).toContain('sensitivity 20 10'));
  });

  it('swaps the national grid for the East China grid, shows both results side by side, refuses units that do not convert, and keeps and deletes a scenario', async () => {
    renderPage();
    await screen.findByTestId('figure-total');
    await tab('情景分析');
    await user.type(screen.getByRole('combobox', { name: '替换为' }), 'GLASS');
    await user.click(await screen.findByText('AN-GLASS-2 · 玻璃（供应商） · 0.9 kg CO₂e/kg · CN'));
    await user.click(button('计算情景'));
    expect(await screen.findByText('清单行“电池片产线用电”的单位 MJ 无法换算为替换因子 AN-GLASS-2 的单位 kg')).toBeInTheDocument();
    expect(screen.queryByTestId('what-if-figures')).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: '替换为' }), 'EAST');
    await user.click(await screen.findByText('CN-GRID-2022-EAST · 华东区域电网 · 0.5617 kg CO₂e/kWh · CN-GRID-EAST'));
    await user.click(button('计算情景'));
    const figures = await screen.findByTestId('what-if-figures');
    expect(rowOf('碳足迹总量', figures)).toHaveTextContent('96.8699.372.51');
    expect(rowOf('每千瓦峰值', figures)).toHaveTextContent('193.72198.745.02');
    expect(rowOf('电池片产线用电', screen.getByTestId('what-if-lines'))).toHaveTextContent('53.6656.172.51');
    expect(requested).toEqual(expect.arrayContaining(['whatif 501>602', 'whatif 501>601']));

    await user.click(button('保存为情景'));
    const modal = await screen.findByRole('dialog');
    await user.type(within(modal).getByLabelText('情景名称'), '华东电网');
    await user.click(button('确 定', modal));
    const list = await screen.findByTestId('scenarios');
    expect(await within(list).findByText('华东电网')).toBeInTheDocument();
    expect(requested).toContain('save 华东电网');

    await user.click(within(rowOf('华东电网', list)).getByRole('checkbox'));
    expect(rowOf('碳足迹总量', screen.getByTestId('scenario-comparison'))).toHaveTextContent('96.8699.37');

    await user.click(button('删除', rowOf('华东电网', list)));
    await user.click(button('确 定', await screen.findByRole('dialog')));
    await waitFor(() => expect(within(screen.getByTestId('scenarios')).queryByText('华东电网')).not.toBeInTheDocument());
    expect(requested).toContain('delete 9');
  });

  it('offers no save without the scenario permission', async () => {
    renderPage('?snapshotId=41', ['analysis:contribution:list']);
    await screen.findByTestId('figure-total');
    await tab('情景分析');
    await user.type(screen.getByRole('combobox', { name: '替换为' }), 'EAST');
    await user.click(await screen.findByText('CN-GRID-2022-EAST · 华东区域电网 · 0.5617 kg CO₂e/kWh · CN-GRID-EAST'));
    await user.click(button('计算情景'));
    await screen.findByTestId('what-if-figures');
    expect(screen.queryByText('保存为情景')).not.toBeInTheDocument();
  });

  it('says why a result cannot be read', async () => {
    renderPage('?snapshotId=99');
    expect(await screen.findByText('评价结果不存在')).toBeInTheDocument();
  });
});
