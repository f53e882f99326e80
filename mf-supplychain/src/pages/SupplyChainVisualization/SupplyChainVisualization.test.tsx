import { createElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PACT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS, projectEndpoints, supplyChainEndpoints } from '@pcf/shared';
import type { SupplyChainVisualization } from '@pcf/shared';
import type { ChartProps } from '@pcf/shared/ui';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { SUPPLY_CHAIN_PATHS } from '../../parts/paths';
import { PF_1, PF_2, inChinese, newUser, renderRoute, rowOf } from '../../parts/testing/footprintScreens';

jest.setTimeout(60000);
inChinese();

/** jsdom has no canvas: the chart is a figure with a button per Sankey node, which clicks as echarts would. */
jest.mock('@pcf/shared/ui', () => {
  const actual = jest.requireActual<typeof import('@pcf/shared/ui')>('@pcf/shared/ui');
  const Chart = ({ ariaLabel, option, onClick }: ChartProps) => {
    const series = (Array.isArray(option.series) ? option.series : [option.series])[0] as { data?: { name: string; key: string }[] };
    return createElement(
      'figure',
      { 'aria-label': ariaLabel },
      (series?.data ?? []).map((node, dataIndex) =>
        createElement(
          'button',
          { key: node.key, onClick: () => onClick?.({ name: node.name, dataIndex, value: 0, data: node }) },
          `node:${node.key}`,
        ),
      ),
    );
  };
  return { ...actual, Chart };
});

const P = SUPPLY_CHAIN_PERMISSIONS;
const PAGE = SUPPLY_CHAIN_PATHS.visualization;

/**
 * Project 7, 300 kg CO₂e: silicon from 硅料供应商 (tier 1, 120) whose own silicon metal came from 工业硅厂
 * (tier 2, 30: without 硅料供应商's line, as the server answers deeper tiers); glass from 玻璃供应商 (tier 1, 60).
 */
const CHAIN: SupplyChainVisualization = {
  projectId: 7,
  projectName: '单晶组件碳足迹',
  snapshotId: 70,
  total: 300,
  declaredUnitCode: 'piece',
  primaryDataShare: 42.5,
  nodes: [
    {
      key: '31',
      parentKey: null,
      tier: 1,
      supplierName: '硅料供应商',
      footprintId: PF_1,
      lineDescription: '多晶硅料',
      stage: 'raw_material',
      perUnit: 12,
      unitCode: 'kg',
      emission: 120,
      share: 0.4,
      requestId: 7,
      footprintLink: false,
    },
    {
      key: '31/5',
      parentKey: '31',
      tier: 2,
      supplierName: '工业硅厂',
      footprintId: PF_2,
      lineDescription: null,
      stage: null,
      perUnit: null,
      unitCode: null,
      emission: 30,
      share: 0.1,
      requestId: null,
      footprintLink: false,
    },
    {
      key: '32',
      parentKey: null,
      tier: 1,
      supplierName: '玻璃供应商',
      footprintId: '0f8e3b36-2f1c-4b8a-9d4e-0a1b2c3d4e03',
      lineDescription: '光伏玻璃',
      stage: 'raw_material',
      perUnit: 6,
      unitCode: 'm²',
      emission: 60,
      share: 0.2,
      requestId: 8,
      footprintLink: false,
    },
  ],
};

const asked: string[] = [];
const server = setupTestServer(
  http.post(projectEndpoints.page.url, () =>
    ok({
      rows: [{ id: 7, name: '单晶组件碳足迹', code: 'P-7', product_model: 'PV-580M', company_name: '光伏示范企业', status: 'computed' }],
      total: 1,
      pageNum: 1,
      pageSize: 50,
    }),
  ),
  http.get(supplyChainEndpoints.visualization.url, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('projectId') ?? '');
    return ok(CHAIN);
  }),
);
afterEach(() => {
  asked.length = 0;
});

describe('供应链可视化', () => {
  it('asks for a project, then shows its chain as a Sankey diagram and a table with each supplier’s figure and share', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.visualization]);
    expect(await screen.findByText('请选择项目，查看其最新计算结果中的供应链')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('单晶组件碳足迹（PV-580M）'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${PAGE}?projectId=7`));
    expect(await screen.findByRole('figure', { name: '供应链桑基图' })).toBeInTheDocument();
    expect(asked).toEqual(['7']);
    expect(screen.getByText('单晶组件碳足迹 的供应链')).toBeInTheDocument();
    // 300 in all: 180 from tier-1 footprints, 120 the company's own and secondary data
    expect(screen.getByText('180 kg CO₂e (60%)')).toBeInTheDocument();
    expect(screen.getByText('120 kg CO₂e')).toBeInTheDocument();
    expect(screen.getByText('42.5%')).toBeInTheDocument();
    const silicon = rowOf('硅料供应商');
    expect(within(silicon).getByText('第 1 级')).toBeInTheDocument();
    expect(within(silicon).getByText('原材料获取 · 多晶硅料')).toBeInTheDocument();
    expect(within(silicon).getByText('12 kg CO₂e/kg')).toBeInTheDocument();
    expect(within(silicon).getByText('40%')).toBeInTheDocument();
    const metal = rowOf('工业硅厂');
    expect(within(metal).getByText('第 2 级')).toBeInTheDocument();
    expect(within(metal).getByText('硅料供应商')).toBeInTheDocument();
    expect(within(metal).getByText('10%')).toBeInTheDocument();
    // another company's line is not shown, in place of its stage, description and per-unit figure
    expect(within(metal).getAllByText('不公开（其他企业的清单）')).toHaveLength(2);
  });

  it('opens a supplier’s request from a click on its node in the chart', async () => {
    const user = newUser();
    renderRoute(PAGE, `${PAGE}?projectId=7`, [P.visualization, P.sentList, PACT_PERMISSIONS.list]);
    await user.click(await screen.findByText('node:32'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${SUPPLY_CHAIN_PATHS.sent}?id=8`));
  });

  it('shows a deeper tier plainly: 工业硅厂’s footprint went to 硅料供应商, so neither the table nor the chart opens it', async () => {
    const user = newUser();
    renderRoute(PAGE, `${PAGE}?projectId=7`, [P.visualization, P.sentList, PACT_PERMISSIONS.list]);
    await screen.findByText('工业硅厂');
    expect(within(rowOf('硅料供应商')).getByText('查看请求')).toBeInTheDocument();
    const metal = rowOf('工业硅厂');
    expect(within(metal).queryByRole('button')).toBeNull();
    expect(within(metal).queryByText('查看碳足迹')).toBeNull();
    expect(within(metal).queryByText('查看请求')).toBeNull();
    await user.click(screen.getByText('node:31/5'));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PAGE}?projectId=7`);
  });

  it('opens a footprint the server says the viewer may read, from its row in the table', async () => {
    // as an administrator sees it: any footprint shared here opens
    const nodes = CHAIN.nodes.map((n) => (n.key === '31/5' ? { ...n, footprintLink: true } : n));
    server.use(http.get(supplyChainEndpoints.visualization.url, () => ok({ ...CHAIN, nodes })));
    const user = newUser();
    renderRoute(PAGE, `${PAGE}?projectId=7`, [P.visualization, P.sentList, PACT_PERMISSIONS.list]);
    await screen.findByText('工业硅厂');
    await user.click(within(rowOf('工业硅厂')).getByText('查看碳足迹'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${SUPPLY_CHAIN_PATHS.footprints}?footprint=${PF_2}`));
  });

  it('offers no click-through the user’s permissions do not allow', async () => {
    const nodes = CHAIN.nodes.map((n) => ({ ...n, footprintLink: true }));
    server.use(http.get(supplyChainEndpoints.visualization.url, () => ok({ ...CHAIN, nodes })));
    renderRoute(PAGE, `${PAGE}?projectId=7`, [P.visualization]);
    await screen.findByText('工业硅厂');
    expect(screen.queryByText('查看请求')).toBeNull();
    expect(screen.queryByText('查看碳足迹')).toBeNull();
  });

  it('says when a project has no result yet, or no supplier footprint in it', async () => {
    server.use(http.get(supplyChainEndpoints.visualization.url, () => ok({ ...CHAIN, snapshotId: null, total: 0, nodes: [] })));
    const { unmount } = renderRoute(PAGE, `${PAGE}?projectId=7`, [P.visualization]);
    expect(await screen.findByText('该项目尚未计算碳足迹')).toBeInTheDocument();
    unmount();
    server.use(http.get(supplyChainEndpoints.visualization.url, () => ok({ ...CHAIN, nodes: [] })));
    renderRoute(PAGE, `${PAGE}?projectId=7`, [P.visualization]);
    expect(await screen.findByText('该项目最新计算结果中没有使用供应商碳足迹的清单行')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows the server’s refusal of a project it may not see, with a retry', async () => {
    server.use(
      http.get(supplyChainEndpoints.visualization.url, () => HttpResponse.json({ code: 404, msg: '项目不存在' }, { status: 404 })),
    );
    renderRoute(PAGE, `${PAGE}?projectId=99`, [P.visualization]);
    expect(await screen.findByText('供应链加载失败')).toBeInTheDocument();
    expect(screen.getByText('项目不存在')).toBeInTheDocument();
  });
});
