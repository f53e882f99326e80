import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, analysisEndpoints } from '@pcf/shared';
import type { ContributionItemReply } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { button, inChinese, newUser, renderRoute, routeOf } from '../../parts/contribution/testing/contributionScreens';

jest.setTimeout(60000);

const ITEM: ContributionItemReply = {
  snapshotId: 41,
  projectId: 7,
  projectName: '双面组件碳足迹',
  seq: 1,
  lineId: 1,
  stage: 'production',
  category: '生产制造 > 电力',
  description: '电池片产线用电',
  quantity: 360,
  unitCode: 'MJ',
  convertedQuantity: 100,
  sourceKind: 'factor',
  gas: null,
  factor: {
    factorVersionId: 501,
    code: 'CN-GRID-2022-AVG',
    name: '全国电力平均二氧化碳排放因子（2022年）',
    version: 1,
    value: 0.5366,
    unitCode: 'kWh',
    source: '生态环境部',
    databaseVersion: 'MEE 2024',
    region: 'CN',
    year: 2022,
  },
  perUnit: 0.5366,
  perUnitCode: 'kWh',
  dataType: 'primary',
  primaryShare: 1,
  quality: { ter: 1, ger: 1, tir: 2, p: 2 },
  dqr: 1.5,
  gsd: 1.0823,
  emission: 53.66,
  share: 53.66 / 97.06,
  excluded: false,
  rank: 1,
  varianceShare: 0.4321,
  site: '苏州工厂',
  region: 'CN-JS',
  evidence: [{ id: 3, title: '2025 年电费单', fileName: 'bill.pdf' }],
};

/** Wafers from a supplier footprint whose own primary data share is 40 %. */
const SUPPLIER_ITEM: ContributionItemReply = {
  ...ITEM,
  lineId: 3,
  description: '外购硅片',
  factor: null,
  perUnitCode: 'piece',
  dataType: 'primary',
  primaryShare: 0.4,
};

let requested: string[] = [];
setupTestServer(
  http.get(API.dictOptions, () => ok([])),
  http.get(analysisEndpoints.item.url, ({ request }) => {
    const query = new URL(request.url).searchParams;
    requested.push(`item ${query.get('snapshotId')} ${query.get('lineId')}`);
    if (query.get('lineId') === '3') return ok(SUPPLIER_ITEM);
    return query.get('lineId') === '1' ? ok(ITEM) : HttpResponse.json({ code: 404, msg: '该结果中没有这一清单行' });
  }),
);

let user = newUser();
inChinese();
beforeEach(() => {
  user = newUser();
  requested = [];
});

const route = routeOf('/AnalysisDisplay/contribution_analysis/item');
const renderItem = (search: string) =>
  renderRoute(route, `/AnalysisDisplay/contribution_analysis/item${search}`, ['analysis:contribution:list', 'analysis:contribution:query']);

describe('/AnalysisDisplay/contribution_analysis/item (贡献分析详情)', () => {
  it('is a hidden route titled 贡献分析详情', () => {
    expect(route?.titleKey).toBe('analysis:contribution.item.title');
    expect(route?.hidden).toBe(true);
  });

  it('shows the line: quantity, factor with source, version and region, DQR, GSD, shares and evidence', async () => {
    renderItem('?snapshotId=41&lineId=1');
    expect(await screen.findByText('电池片产线用电 · 双面组件碳足迹 第 1 次计算')).toBeInTheDocument();
    const facts = screen.getByTestId('line-facts');
    expect(facts).toHaveTextContent('数量360 MJ');
    expect(facts).toHaveTextContent('换算后数量100 kWh');
    expect(facts).toHaveTextContent('占比55.29%');
    expect(facts).toHaveTextContent('方差贡献43.21%');
    expect(facts).toHaveTextContent('数据质量（DQR）1.5 (TeR 1 · GeR 1 · TiR 2 · P 2)');
    expect(facts).toHaveTextContent('几何标准差（GSD）1.08');
    expect(facts).toHaveTextContent('生产场址苏州工厂');
    const source = screen.getByTestId('line-source');
    expect(source).toHaveTextContent('因子编码CN-GRID-2022-AVG');
    expect(source).toHaveTextContent('因子值0.5366 kg CO₂e/kWh');
    expect(source).toHaveTextContent('数据来源生态环境部');
    expect(source).toHaveTextContent('适用地区CN');
    expect(screen.getByTestId('line-evidence')).toHaveTextContent('2025 年电费单 (bill.pdf)');
    expect(requested).toEqual(['item 41 1']);

    await user.click(button('返回贡献分析'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AnalysisDisplay/contribution_analysis?snapshotId=41'));
  });

  it('gives the data type of a line plainly, and a supplier line’s split by its footprint’s primary data share', async () => {
    const { unmount } = renderItem('?snapshotId=41&lineId=1');
    expect(await screen.findByText('电池片产线用电 · 双面组件碳足迹 第 1 次计算')).toBeInTheDocument();
    expect(screen.getByTestId('line-facts')).toHaveTextContent('数据类型初级数据');
    unmount();
    renderItem('?snapshotId=41&lineId=3');
    expect(await screen.findByText('外购硅片 · 双面组件碳足迹 第 1 次计算')).toBeInTheDocument();
    expect(screen.getByTestId('line-facts')).toHaveTextContent('数据类型初级数据 40% · 次级数据 60%（按供应商碳足迹的初级数据占比）');
  });

  it('says why a line cannot be read, and what is missing from the address', async () => {
    renderItem('?snapshotId=41&lineId=2');
    expect(await screen.findByText('该结果中没有这一清单行')).toBeInTheDocument();
  });

  it('asks for a result and a line when the address names none', async () => {
    renderItem('?snapshotId=41');
    expect(await screen.findByText('未指定核算结果或清单行')).toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
