import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { API, factorEndpoints, setLanguage } from '@pcf/shared';
import type { FactorDetail, FactorVersionDetail } from '@pcf/shared';
import { ok, setupTestServer, renderScreen } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

jest.setTimeout(60000);

// jsdom has no canvas: the chart's echarts is a stand-in that keeps the options it is given
const chartOptions: unknown[] = [];
jest.mock('echarts', () => ({
  init: () => ({
    setOption: (option: unknown) => chartOptions.push(option),
    on: () => undefined,
    resize: () => undefined,
    dispose: () => undefined,
  }),
}));

const VERSIONS: FactorDetail['versions'] = [
  {
    versionId: 31,
    version: 3,
    value: 0.503326,
    unitCode: 'kWh',
    gwpSet: 'AR6',
    year: 2022,
    source: '生态环境部 2022',
    createdAt: '2024-03-01T08:00:00.000Z',
    createdByName: '管理员',
  },
  {
    versionId: 22,
    version: 2,
    value: 0.581,
    unitCode: 'kWh',
    gwpSet: 'AR5',
    year: 2021,
    source: '生态环境部 2021',
    createdAt: '2023-02-01T08:00:00.000Z',
    createdByName: '管理员',
  },
  {
    versionId: 11,
    version: 1,
    value: 0.7035,
    unitCode: 'kWh',
    gwpSet: 'AR5',
    year: 2019,
    source: '生态环境部 2019',
    createdAt: '2022-01-01T08:00:00.000Z',
    createdByName: null,
  },
];

const base: Omit<FactorVersionDetail, 'versionId' | 'version' | 'value' | 'gases' | 'gwpSet' | 'year' | 'source'> = {
  nameZh: '华东电网排放因子',
  nameEn: 'East China grid electricity',
  categoryId: 5,
  categoryName: '电力',
  unit: 'kWh',
  unitId: 3,
  unitNameZh: '千瓦时',
  unitNameEn: 'kilowatt hour',
  region: 'CN-GRID-EAST',
  databaseVersion: 'CN-2024',
  licence: 'CC-BY-4.0',
  sourceUrl: 'https://www.mee.gov.cn/grid-factors',
  gwpBasis: 'n/a (CO2 only)',
  validFrom: '2022-01-01',
  validTo: null,
  quality: { ter: 1, ger: 2, tir: 2, p: 2 },
  dqr: 1.75,
  uncertainty: 'lognormal',
  gsd: 1.05,
  ncv: null,
  note: '区域电网平均',
  createdAt: '2024-03-01T08:00:00.000Z',
  createdByName: '管理员',
};

const V3: FactorVersionDetail = {
  ...base,
  versionId: 31,
  version: 3,
  value: 0.503326,
  gwpSet: 'AR6',
  year: 2022,
  source: '生态环境部 2022',
  gases: [
    { gas: 'CO2', amount: 0.5, gwp: 1, co2e: 0.5 },
    { gas: 'CH4_fossil', amount: 0.00002, gwp: 29.8, co2e: 0.000596 },
    { gas: 'N2O', amount: 0.00001, gwp: 273, co2e: 0.00273 },
  ],
};
const V2: FactorVersionDetail = {
  ...base,
  versionId: 22,
  version: 2,
  value: 0.581,
  gwpSet: 'AR5',
  year: 2021,
  source: '生态环境部 2021',
  gases: [],
  quality: null,
  dqr: null,
  // a fuel's net calorific value, as a version may carry one
  ncv: { value: 38.931, perUnit: 'm³', energyUnit: 'MJ', source: 'GB/T 2589-2020' },
};

const detailOf = (current: FactorVersionDetail): FactorDetail => ({
  id: 7,
  code: 'CN-GRID-EAST',
  current,
  currentVersion: 3,
  versions: VERSIONS,
  inUse: true,
});

const DICTS: Record<string, { value: string; label: string }[]> = {
  pcf_region: [{ value: 'CN-GRID-EAST', label: '华东电网' }],
  pcf_gas: [
    { value: 'CO2', label: '二氧化碳（CO₂）' },
    { value: 'CH4_fossil', label: '甲烷（化石源，CH₄）' },
    { value: 'N2O', label: '氧化亚氮（N₂O）' },
  ],
  pcf_uncertainty_distribution: [{ value: 'lognormal', label: '对数正态分布' }],
};

let asked: { id: string | null; version: string | null }[] = [];
let failNext = false;

setupTestServer(
  http.get(API.dictOptions, ({ request }) => ok(DICTS[new URL(request.url).searchParams.get('dictType') ?? ''] ?? [])),
  http.get(factorEndpoints.detail.url, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push({ id: query.get('id'), version: query.get('version') });
    if (failNext) {
      failNext = false;
      return HttpResponse.json({ code: 500, msg: '数据库繁忙，请稍后再试' }, { status: 500 });
    }
    return ok(detailOf(query.get('version') === '2' ? V2 : V3));
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
  asked = [];
  failNext = false;
  chartOptions.length = 0;
});

const detailRoute = routes.find((route) => route.path === '/CarbonFootprintDatabase/carbon_emission_factor_management/item');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderDetail(search: string) {
  if (!detailRoute) throw new Error('mf-database has no factor detail route');
  const Page = detailRoute.Component;
  return renderScreen(
    <MemoryRouter initialEntries={[`/CarbonFootprintDatabase/carbon_emission_factor_management/item${search}`]}>
      <Page />
      <Where />
    </MemoryRouter>,
  );
}

/** The value cell of a field of the version's description lists. */
const field = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label span' }).closest('th')?.nextElementSibling as HTMLElement;
const section = (title: string) => screen.getByText(title).nextElementSibling as HTMLElement;

describe('/CarbonFootprintDatabase/carbon_emission_factor_management/item (碳排放因子详情)', () => {
  it('shows the current version in full: value per unit, region, DQR rating, use, the gas breakdown with its pie and the history', async () => {
    renderDetail('?id=7');
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('CN-GRID-EAST · 华东电网排放因子', undefined, { timeout: 15000 });
    expect(asked).toEqual([{ id: '7', version: null }]);
    expect(screen.getByText('East China grid electricity')).toBeInTheDocument();
    // every stored digit: rounded to 2 decimals this was 0.5, and the gases could not be added up to it
    expect(field('因子值')).toHaveTextContent('0.503326 kg CO₂e/kWh (千瓦时)');
    expect(field('地区')).toHaveTextContent('华东电网 (CN-GRID-EAST)');
    expect(field('数据质量等级（DQR）')).toHaveTextContent('1.75 · 很好');
    expect(field('不确定性分布')).toHaveTextContent('对数正态分布');
    expect(field('使用情况')).toHaveTextContent('已被引用，不可删除');
    expect(field('有效期')).toHaveTextContent('2022-01-01 至 长期有效');
    expect(screen.queryByText('低位发热量（NCV）')).toBeNull();
    // where the factor comes from and under which terms (the open factor library keeps both)
    expect(field('许可协议')).toHaveTextContent('CC-BY-4.0');
    expect(field('GWP 依据')).toHaveTextContent('n/a (CO2 only)');
    expect(within(field('来源网址')).getByRole('link', { name: 'https://www.mee.gov.cn/grid-factors' })).toHaveAttribute(
      'href',
      'https://www.mee.gov.cn/grid-factors',
    );

    const gases = section('温室气体构成');
    const ch4 = within(gases).getByText('甲烷（化石源，CH₄）').closest('tr') as HTMLElement;
    expect(within(ch4).getByText('0.00002')).toBeInTheDocument();
    expect(within(ch4).getByText('29.8')).toBeInTheDocument();
    expect(within(ch4).getByText('0.000596')).toBeInTheDocument();
    expect(within(ch4).getByText('0.12%')).toBeInTheDocument();
    // the sum of the gases, free of the float noise of adding them
    expect(within(gases).getByText('0.503326')).toBeInTheDocument();
    await waitFor(() => expect(chartOptions.length).toBeGreaterThan(0));
    expect(chartOptions[chartOptions.length - 1]).toMatchObject({
      series: [
        {
          type: 'pie',
          data: [
            { name: '二氧化碳（CO₂）', value: 0.5 },
            { name: '甲烷（化石源，CH₄）', value: 0.000596 },
            { name: '氧化亚氮（N₂O）', value: 0.00273 },
          ],
        },
      ],
    });

    const history = section('版本历史');
    const rows = history.querySelectorAll('tr.ant-table-row');
    expect([...rows].map((row) => row.querySelector('td')?.textContent)).toEqual(['第 3 版当前版本', '第 2 版', '第 1 版']);
    expect(within(rows[0] as HTMLElement).getByText('正在查看')).toBeInTheDocument();
    expect([...rows].map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual([
      '0.503326 kg CO₂e/kWh',
      '0.581 kg CO₂e/kWh',
      '0.7035 kg CO₂e/kWh',
    ]);
  });

  it('opens an earlier version from the history: the link names it and the page says it is not the current one', async () => {
    renderDetail('?id=7');
    await screen.findByText('CN-GRID-EAST · 华东电网排放因子');
    await user.click(screen.getByRole('button', { name: '查看第 2 版' }));
    await screen.findByText('您正在查看第 2 版，当前版本为第 3 版。');
    expect(asked).toEqual([
      { id: '7', version: null },
      { id: '7', version: '2' },
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('/CarbonFootprintDatabase/carbon_emission_factor_management/item?id=7&version=2');
    expect(screen.getByText('历史版本')).toBeInTheDocument();
    expect(screen.getByText('该版本直接给出因子值，没有按温室气体分解。')).toBeInTheDocument();
    expect(screen.getAllByText('未评级')).toHaveLength(2);
    expect(field('低位发热量（NCV）')).toHaveTextContent('38.931 MJ/m³ （来源：GB/T 2589-2020）');

    await user.click(screen.getByRole('button', { name: '查看当前版本' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/item\?id=7$/));
    await waitFor(() => expect(screen.queryByText('历史版本')).not.toBeInTheDocument());
  });

  it('says a failed load as the server words it and loads again on 重试', async () => {
    failNext = true;
    renderDetail('?id=7');
    await screen.findByText('因子详情加载失败');
    expect(screen.getByText('数据库繁忙，请稍后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重 试' }));
    await screen.findByText('CN-GRID-EAST · 华东电网排放因子');
    expect(asked).toHaveLength(2);
  });

  it('asks nothing for a link without a valid factor id and offers the way back to the list', async () => {
    renderDetail('?id=abc');
    await screen.findByText('链接无效');
    expect(screen.getByRole('link', { name: /返回因子列表/ })).toHaveAttribute(
      'href',
      '/CarbonFootprintDatabase/carbon_emission_factor_management',
    );
    expect(asked).toEqual([]);
  });
});
