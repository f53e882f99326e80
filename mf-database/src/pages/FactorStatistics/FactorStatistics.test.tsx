import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { API, factorEndpoints, setLanguage } from '@pcf/shared';
import type { FactorStatistics } from '@pcf/shared';
import type { ChartOption, ChartProps } from '@pcf/shared/ui';
import { ok, setupTestServer, renderScreen } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

jest.setTimeout(60000);

/**
 * jsdom has no canvas: each chart is a figure with one button per top-level data item (named as the
 * chart names it: the item's name or its category axis label), which clicks as echarts would.
 */
const mockOptions = new Map<string, ChartOption>();
jest.mock('@pcf/shared/ui', () => {
  const actual = jest.requireActual<typeof import('@pcf/shared/ui')>('@pcf/shared/ui');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  type Item = number | number[] | { name?: string; value?: unknown; id?: string };
  const axisLabels = (axis: unknown): string[] | null => {
    const one = (Array.isArray(axis) ? axis[0] : axis) as { type?: string; data?: string[] } | undefined;
    return one?.type === 'category' && one.data ? one.data : null;
  };
  function MockChart({ option, ariaLabel, onClick }: ChartProps) {
    mockOptions.set(ariaLabel ?? '', option);
    const series = (Array.isArray(option.series) ? option.series[0] : option.series) as { name?: string; data?: Item[] };
    const labels = axisLabels(option.yAxis) ?? axisLabels(option.xAxis);
    const items = series?.data ?? [];
    return createElement(
      'figure',
      { 'aria-label': ariaLabel },
      items.map((item, dataIndex) => {
        const name = typeof item === 'object' && !Array.isArray(item) && item.name !== undefined ? item.name : (labels?.[dataIndex] ?? '');
        const value = typeof item === 'object' && !Array.isArray(item) ? item.value : item;
        return createElement(
          'button',
          { key: dataIndex, type: 'button', onClick: () => onClick?.({ name, seriesName: series.name, dataIndex, value, data: item }) },
          name,
        );
      }),
    );
  }
  return { ...actual, Chart: MockChart };
});

const STATISTICS: FactorStatistics = {
  total: 6,
  byCategory: [
    { categoryId: 5, name: '电力', count: 3 },
    { categoryId: 8, name: '燃料', count: 2 },
    { categoryId: null, name: null, count: 1 },
  ],
  byRegion: [
    { region: 'CN', count: 3 },
    { region: 'CN-GRID-EAST', count: 2 },
    { region: 'GLO', count: 1 },
  ],
  bySource: [
    { source: '生态环境部 2022', count: 4 },
    { source: 'IPCC AR6', count: 2 },
  ],
  byYear: [
    { year: 2019, count: 1 },
    { year: 2022, count: 5 },
  ],
  valueSpread: [
    { categoryId: 5, name: '电力', unitCode: 'kWh', count: 3, min: 0.5, q1: 0.55, median: 0.58, q3: 0.6, max: 0.7 },
    { categoryId: 8, name: '燃料', unitCode: 'm³', count: 2, min: 2.1, q1: 2.1, median: 2.15, q3: 2.2, max: 2.2 },
    { categoryId: null, name: null, unitCode: 'kg', count: 1, min: 0, q1: 0, median: 0, q3: 0, max: 0 },
  ],
  coverage: [
    { id: 1, name: '能源', pid: 0, level: 1, own: 0, total: 5 },
    { id: 2, name: '原材料', pid: 0, level: 1, own: 0, total: 0 },
    { id: 5, name: '电力', pid: 1, level: 2, own: 3, total: 3 },
    { id: 8, name: '燃料', pid: 1, level: 2, own: 2, total: 2 },
    { id: 9, name: '热力', pid: 1, level: 2, own: 0, total: 0 },
    { id: 3, name: '硅料', pid: 2, level: 2, own: 0, total: 0 },
  ],
};
const NOTHING: FactorStatistics = {
  total: 0,
  byCategory: [],
  byRegion: [],
  bySource: [],
  byYear: [],
  valueSpread: [],
  coverage: STATISTICS.coverage.map((n) => ({ ...n, own: 0, total: 0 })),
};

let answers: (() => Response)[] = [];
let calls = 0;

setupTestServer(
  http.get(API.dictOptions, () =>
    ok([
      { value: 'CN', label: '中国' },
      { value: 'CN-GRID-EAST', label: '华东电网' },
      { value: 'GLO', label: '全球' },
    ]),
  ),
  http.get(factorEndpoints.statistics.url, () => {
    calls += 1;
    return (answers.shift() ?? (() => ok(STATISTICS)))();
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerLocales();
  await setLanguage('zh-CN');
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
});
afterEach(() => {
  answers = [];
  calls = 0;
  mockOptions.clear();
});

const LIST = '/CarbonFootprintDatabase/carbon_emission_factor_management';
const visualizationRoute = routes.find((route) => route.path === '/CarbonFootprintDatabase/DatabaseVisualization');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderVisualization() {
  if (!visualizationRoute) throw new Error('mf-database has no visualization route');
  const Page = visualizationRoute.Component;
  return renderScreen(
    <MemoryRouter initialEntries={['/CarbonFootprintDatabase/DatabaseVisualization']}>
      <Page />
      <Where />
    </MemoryRouter>,
  );
}

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;
const chart = (name: string) => screen.getByRole('figure', { name });
/** Where the page went, its query decoded. */
const wentTo = () => {
  const [path, query = ''] = (screen.getByTestId('where').textContent ?? '').split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

describe('/CarbonFootprintDatabase/DatabaseVisualization (数据库可视化)', () => {
  it('shows the headline figures, a chart per facet, the value boxes named category · unit and the directory nodes without factors', async () => {
    renderVisualization();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('排放因子总数', undefined, { timeout: 15000 });
    expect(statistic('排放因子总数')).toHaveTextContent('6');
    expect(statistic('涉及类别')).toHaveTextContent('2');
    expect(statistic('有因子的目录节点')).toHaveTextContent('3/ 6');
    for (const name of ['按类别统计', '按地区统计', '按数据来源统计', '按年份统计', '各类别因子值分布（按单位）', '目录覆盖情况'])
      expect(chart(name)).toBeInTheDocument();
    expect(within(chart('按类别统计')).getByRole('button', { name: '未分类' })).toBeInTheDocument();
    expect(await within(chart('按地区统计')).findByRole('button', { name: '华东电网' })).toBeInTheDocument();
    expect(mockOptions.get('各类别因子值分布（按单位）')).toMatchObject({
      xAxis: { data: ['电力 · kWh', '燃料 · m³', '未分类 · kg'] },
      yAxis: { type: 'value', name: '因子值（kg CO₂e/单位）' },
      series: [
        {
          type: 'boxplot',
          data: [
            [0.5, 0.55, 0.58, 0.6, 0.7],
            [2.1, 2.1, 2.15, 2.2, 2.2],
            [0, 0, 0, 0, 0],
          ],
        },
      ],
    });
    // a value of 0 has no logarithm
    expect(screen.getByRole('switch', { name: '对数坐标' })).toBeDisabled();
    expect(mockOptions.get('目录覆盖情况')).toMatchObject({
      series: [
        {
          type: 'treemap',
          data: [
            {
              id: '1',
              name: '能源',
              value: 5,
              children: [
                { id: '5', value: 3 },
                { id: '8', value: 2 },
              ],
            },
          ],
        },
      ],
    });
    const empty = screen.getByRole('list', { name: '没有因子的目录节点（2）' });
    expect(
      within(empty)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['原材料', '能源 / 热力']);
  });

  it('opens the factor list filtered by the clicked region, category, source, year or directory node', async () => {
    renderVisualization();
    await user.click(await within(await screen.findByRole('figure', { name: '按地区统计' })).findByRole('button', { name: '华东电网' }));
    expect(wentTo()).toEqual({ path: LIST, query: { region: 'CN-GRID-EAST' } });
    await user.click(within(chart('按类别统计')).getByRole('button', { name: '燃料' }));
    expect(wentTo()).toEqual({ path: LIST, query: { categoryId: '8' } });
    await user.click(within(chart('按数据来源统计')).getByRole('button', { name: '生态环境部 2022' }));
    expect(wentTo()).toEqual({ path: LIST, query: { source: '生态环境部 2022' } });
    await user.click(within(chart('按年份统计')).getByRole('button', { name: '2022' }));
    expect(wentTo()).toEqual({ path: LIST, query: { year: '2022' } });
    await user.click(within(chart('目录覆盖情况')).getByRole('button', { name: '能源' }));
    expect(wentTo()).toEqual({ path: LIST, query: { categoryId: '1' } });
    // uncategorized factors have no category to filter by: the page stays where it was
    await user.click(within(chart('按类别统计')).getByRole('button', { name: '未分类' }));
    expect(wentTo()).toEqual({ path: LIST, query: { categoryId: '1' } });
  });

  it('says so when the database holds no factor, with the way to the factor list', async () => {
    answers = [() => ok(NOTHING)];
    renderVisualization();
    await screen.findByText('因子库中还没有排放因子');
    expect(screen.getByRole('link', { name: '前往碳排放因子管理' })).toHaveAttribute('href', LIST);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says a failed load as the server words it and loads again on 重试', async () => {
    answers = [() => HttpResponse.json({ code: 500, msg: '统计超时，请稍后再试' }, { status: 500 })];
    renderVisualization();
    await screen.findByText('统计数据加载失败');
    expect(screen.getByText('统计超时，请稍后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重 试' }));
    await screen.findByText('排放因子总数');
    await waitFor(() => expect(calls).toBe(2));
  });
});
