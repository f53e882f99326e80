import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, datasetEndpoints, setLanguage } from '@pcf/shared';
import type {
  AffectedDatasetsReply,
  CreateGeneralDatasetRequest,
  GeneralDatasetDetail,
  ObjCondition,
  ObjMetaData,
  ObjPageRequest,
  ObjRow,
  RecomputeGeneralDatasetsReply,
  SaveGeneralDatasetReply,
  TreeNode,
  UpdateGeneralDatasetRequest,
} from '@pcf/shared';
import { button, objField as field, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// jsdom has no canvas: a stand-in echarts records the options the drawer's chart is given
const chartOptions: unknown[] = [];
jest.mock('echarts', () => ({
  init: () => ({
    setOption: (option: unknown) => chartOptions.push(option),
    on: () => undefined,
    resize: () => undefined,
    dispose: () => undefined,
  }),
}));
// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

/** What the server registers for pcf_general_dataset (objectRegistry.ts), in Chinese. */
const META: ObjMetaData = {
  objName: 'pcf_general_dataset',
  label: '通用数据集',
  labelZh: '通用数据集',
  labelEn: 'General datasets',
  companyScoped: false,
  fields: [
    field('id', 'integer', '编号', { shownInList: false }),
    field('code', 'string', '数据集编码'),
    field('name_zh', 'string', '中文名称'),
    field('name_en', 'string', '英文名称'),
    field('unit_code', 'string', '单位'),
    field('region', 'dict', '地区', { dictType: 'pcf_region' }),
    field('year', 'integer', '年份'),
    field('footprint', 'number', '碳足迹（kg CO₂e/单位）'),
    field('status', 'dict', '计算状态', { dictType: 'pcf_dataset_status' }),
  ],
};

const dataset = (id: number, code: string, name_zh: string, name_en: string, unit_code: string, footprint: number | null): ObjRow => ({
  id,
  code,
  name_zh,
  name_en,
  unit_code,
  region: 'CN',
  year: 2023,
  source: '行业调研',
  footprint,
  status: footprint === null ? 'problem' : 'computed',
});

const DATASETS: ObjRow[] = [
  dataset(1, 'GD-SI', '多晶硅', 'Polysilicon', 'kg', 45.678),
  dataset(2, 'GD-WAFER', '硅片', 'Wafer', 'm²', 12.3456),
  dataset(3, 'GD-OLD', '旧工艺', 'Old process', 'kg', null),
];

const FACTORS: ObjRow[] = [
  {
    id: 11,
    code: 'EF-GRID-CN',
    version: 2,
    name_zh: '全国电网平均排放因子',
    name_en: 'China grid average',
    value: 0.5703,
    unit_code: 'kWh',
    source: '生态环境部',
    year: 2022,
  },
  {
    id: 12,
    code: 'EF-NG',
    version: 1,
    name_zh: '天然气',
    name_en: 'Natural gas',
    value: 2.16,
    unit_code: 'm³',
    source: 'IPCC',
    year: 2006,
  },
];

const UNITS: ObjRow[] = [
  { id: 1, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1, is_base: true, seeded: true },
  { id: 2, code: 't', name_zh: '吨', name_en: 'tonne', dimension: 'mass', factor: 1000, is_base: false, seeded: true },
  { id: 3, code: 'kWh', name_zh: '千瓦时', name_en: 'kilowatt hour', dimension: 'energy', factor: 3.6, is_base: false, seeded: true },
  { id: 4, code: 'MJ', name_zh: '兆焦', name_en: 'megajoule', dimension: 'energy', factor: 1, is_base: true, seeded: true },
  { id: 5, code: 'm²', name_zh: '平方米', name_en: 'square metre', dimension: 'area', factor: 1, is_base: true, seeded: true },
];

const DICTS: Record<string, { value: string; label: string }[]> = {
  pcf_region: [
    { value: 'CN', label: '中国' },
    { value: 'GLO', label: '全球' },
  ],
  pcf_dataset_status: [
    { value: 'computed', label: '已计算' },
    { value: 'problem', label: '无法计算' },
  ],
  pcf_unit_dimension: [
    { value: 'mass', label: '质量' },
    { value: 'energy', label: '能量' },
    { value: 'area', label: '面积' },
  ],
};

const TREE: TreeNode[] = [{ id: 100, name: '光伏材料', pid: 0, level: 1, children: [{ id: 101, name: '硅材料', pid: 100, level: 2 }] }];

const DETAIL: GeneralDatasetDetail = {
  id: 1,
  code: 'GD-SI',
  nameZh: '多晶硅',
  nameEn: 'Polysilicon',
  unit: 'kg',
  unitId: 1,
  unitNameZh: '千克',
  unitNameEn: 'kilogram',
  categoryId: 101,
  categoryName: '硅材料',
  region: 'CN',
  year: 2023,
  source: '行业调研',
  description: '改良西门子法',
  footprint: 45.678,
  computedAt: '2024-05-01T08:00:00.000Z',
  problem: null,
  exchanges: [
    {
      id: 21,
      kind: 'factor',
      factorId: 11,
      inputDatasetId: null,
      inputCode: 'EF-GRID-CN',
      inputNameZh: '全国电网平均排放因子',
      inputNameEn: 'China grid average',
      quantity: 60,
      unit: 'kWh',
      inputUnit: 'kWh',
      inputFootprint: 0.5703,
      factorVersionId: 31,
      factorVersion: 2,
      co2e: 34.218,
      note: '还原炉电耗',
    },
    {
      id: 22,
      kind: 'dataset',
      factorId: null,
      inputDatasetId: 5,
      inputCode: 'GD-MGSI',
      inputNameZh: '工业硅',
      inputNameEn: 'Metallurgical silicon',
      quantity: 1.1,
      unit: 'kg',
      inputUnit: 'kg',
      inputFootprint: 10.418,
      factorVersionId: null,
      factorVersion: null,
      co2e: 11.46,
      note: '',
    },
  ],
  usedBy: [{ id: 2, code: 'GD-WAFER', nameZh: '硅片', nameEn: 'Wafer' }],
  createdAt: '2024-04-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
};

const AFFECTED_BY_SI: AffectedDatasetsReply = {
  datasets: [
    { id: 2, code: 'GD-WAFER', nameZh: '硅片', nameEn: 'Wafer', depth: 1, path: ['GD-SI', 'GD-WAFER'], footprint: 12.3456 },
    {
      id: 4,
      code: 'GD-MODULE',
      nameZh: '光伏组件',
      nameEn: 'PV module',
      depth: 2,
      path: ['GD-SI', 'GD-WAFER', 'GD-MODULE'],
      footprint: 98.7,
    },
  ],
};

const AFFECTED_BY_GRID: AffectedDatasetsReply = {
  datasets: [
    { id: 1, code: 'GD-SI', nameZh: '多晶硅', nameEn: 'Polysilicon', depth: 1, path: ['EF-GRID-CN', 'GD-SI'], footprint: 45.678 },
    { id: 2, code: 'GD-WAFER', nameZh: '硅片', nameEn: 'Wafer', depth: 2, path: ['EF-GRID-CN', 'GD-SI', 'GD-WAFER'], footprint: 12.3456 },
  ],
};

const UNIT_REFUSAL = '第 1 项输入（EF-GRID-CN）：单位 kg（mass）不能换算为 kWh（energy），量纲不同';

const refused = (msg: string) => HttpResponse.json({ code: 500, msg }, { status: 400 });

let pages: ObjPageRequest[] = [];
let creates: CreateGeneralDatasetRequest[] = [];
let updates: UpdateGeneralDatasetRequest[] = [];
let affectedQueries: string[] = [];
let recomputes = 0;

const likeOf = (conditions: ObjCondition[] | undefined, name: string) =>
  conditions?.find((c) => c.field === name && c.operator === 'like')?.value;

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, ({ request }) => ok(DICTS[new URL(request.url).searchParams.get('dictType') ?? ''] ?? [])),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const conditions = body.conditions as ObjCondition[] | undefined;
    const all = body.objName === 'pcf_emission_factor' ? FACTORS : DATASETS;
    const code = likeOf(conditions, 'code');
    const name = likeOf(conditions, 'name_zh');
    const rows = all.filter(
      (r) =>
        (code === undefined || String(r.code).includes(String(code))) && (name === undefined || String(r.name_zh).includes(String(name))),
    );
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: body.pageSize ?? 10 });
  }),
  http.post(API.objData, () => ok(UNITS)),
  http.get(API.treeLoad, () => ok(TREE)),
  http.get(datasetEndpoints.detail.url, () => ok(DETAIL)),
  http.get(datasetEndpoints.affected.url, ({ request }) => {
    const query = new URL(request.url).searchParams;
    affectedQueries.push(query.toString());
    return ok<AffectedDatasetsReply>(query.get('datasetId') === '1' ? AFFECTED_BY_SI : AFFECTED_BY_GRID);
  }),
  http.post(datasetEndpoints.recompute.url, () => {
    recomputes += 1;
    return ok<RecomputeGeneralDatasetsReply>(
      {
        recomputed: [
          { id: 1, code: 'GD-SI', nameZh: '多晶硅', nameEn: 'Polysilicon', footprint: 45.678, problem: null },
          {
            id: 3,
            code: 'GD-OLD',
            nameZh: '旧工艺',
            nameEn: 'Old process',
            footprint: null,
            problem: '第 1 项输入（EF-X）：单位 kg（mass）不能换算为 kWh（energy），量纲不同',
          },
        ],
      },
      '已重新计算',
    );
  }),
  http.post(datasetEndpoints.create.url, async ({ request }) => {
    creates.push((await request.json()) as CreateGeneralDatasetRequest);
    return ok<SaveGeneralDatasetReply>({ id: 9, footprint: 0.28515, recomputed: [] }, '新增成功!');
  }),
  http.post(datasetEndpoints.update.url, async ({ request }) => {
    updates.push((await request.json()) as UpdateGeneralDatasetRequest);
    // the first save is refused as the server words a unit of another dimension
    if (updates.length === 1) return refused(UNIT_REFUSAL);
    return ok<SaveGeneralDatasetReply>(
      {
        id: 1,
        footprint: 46.1,
        recomputed: [
          { id: 2, code: 'GD-WAFER', nameZh: '硅片', nameEn: 'Wafer', footprint: 12.5, problem: null },
          {
            id: 6,
            code: 'GD-CELL-X',
            nameZh: '试验电池',
            nameEn: 'Test cell',
            footprint: null,
            problem: '第 2 项输入：通用数据集 GD-OLD 没有碳足迹（无法计算），请先处理该数据集',
          },
        ],
      },
      '编辑成功!',
    );
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerLocales();
  await setLanguage('zh-CN');
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  window.localStorage.clear();
});
afterEach(() => {
  pages = [];
  creates = [];
  updates = [];
  affectedQueries = [];
  recomputes = 0;
});

const pageRoute = routes.find((route) => route.path === '/CarbonFootprintDatabase/general_dataset_management');
const ADMIN = ['*:*:*'];

function renderPage(permissions: string[] = ADMIN) {
  if (!pageRoute) throw new Error('mf-database has no general dataset route');
  const Page = pageRoute.Component;
  return renderScreen(<Page />, { roles: permissions === ADMIN ? ['admin'] : ['enterprise'], permissions });
}

/* Text queries: role queries compute the styles of the whole antd table and take seconds each. */
const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

function rowOf(code: string, inside: HTMLElement = document.body): HTMLElement {
  const cell = within(inside)
    .getAllByText(code)
    .find((el) => el.closest('tr.ant-table-row'));
  const row = cell?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${code}`);
  return row;
}

/** Opens a select by its label and clicks the option whose title is `option` (the last one: the newest popup). */
async function choose(label: string, option: string, inside: HTMLElement = document.body) {
  await user.click(within(inside).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('/CarbonFootprintDatabase/general_dataset_management (通用数据集管理)', () => {
  it('lists the datasets with their footprints per unit and a tag on one that cannot be computed; an administrator recomputes them all after a confirmation', async () => {
    renderPage();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('多晶硅', undefined, { timeout: 15000 });
    expect(pageRoute?.titleKey).toBe('database:generalDataset.title');
    expect(pages[0]).toMatchObject({ objName: 'pcf_general_dataset', pageNum: 1, pageSize: 10 });
    expect(within(rowOf('GD-SI')).getByText('45.68 kg CO2e/kg')).toBeInTheDocument();
    expect(within(rowOf('GD-WAFER')).getByText('12.35 kg CO2e/m²')).toBeInTheDocument();
    expect(within(rowOf('GD-OLD')).getAllByText('无法计算').length).toBeGreaterThan(0);
    for (const name of ['新 增', '编 辑', '删 除', '导 出', '全部重新计算']) expect(button(name, toolbar())).toBeInTheDocument();
    expect(within(rowOf('GD-SI')).getByText('删除')).toBeInTheDocument();

    await user.click(button('全部重新计算', toolbar()));
    await user.click(button('确 定', await dialog('系统提示')));
    const result = await dialog('重新计算结果');
    expect(recomputes).toBe(1);
    expect(within(result).getByText('已重新计算 2 个通用数据集。')).toBeInTheDocument();
    expect(within(result).getByText('其中 1 个数据集无法计算，请查看原因。')).toBeInTheDocument();
    expect(within(rowOf('GD-OLD', result)).getByText(/量纲不同/)).toBeInTheDocument();
  });

  it('opens a dataset: its exchanges with the factor version, contribution and share, and every dataset depending on it', async () => {
    renderPage();
    await screen.findByText('多晶硅');
    await user.click(button('详情', rowOf('GD-SI')));
    const drawer = (await screen.findByText('GD-SI · 多晶硅')).closest<HTMLElement>('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('EF-GRID-CN')).toBeInTheDocument();
    const exchanges = drawer.querySelector<HTMLElement>('.pcf-general-dataset__exchanges') as HTMLElement;
    const grid = rowOf('EF-GRID-CN', exchanges);
    expect(within(grid).getByText('版本 2')).toBeInTheDocument();
    // the factor's value and the quantity with every digit, the result (kg CO2e) with 2 decimals
    expect(within(grid).getByText('60')).toBeInTheDocument();
    expect(within(grid).getByText('0.5703 kg CO2e/kWh')).toBeInTheDocument();
    expect(within(grid).getByText('34.22')).toBeInTheDocument();
    expect(within(grid).getByText('74.9%')).toBeInTheDocument();
    expect(within(rowOf('GD-MGSI', exchanges)).getByText('11.46')).toBeInTheDocument();
    expect(within(rowOf('GD-MGSI', exchanges)).getByText('10.42 kg CO2e/kg')).toBeInTheDocument();
    expect(within(drawer).getByText('45.68 kg CO2e/kg')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.stringify(chartOptions)).toContain('"data":[{"name":"EF-GRID-CN","value":34.218},{"name":"GD-MGSI","value":11.46}]'),
    );

    const affected = (await waitFor(() => drawer.querySelector<HTMLElement>('.pcf-general-dataset__affected'))) as HTMLElement;
    expect(affectedQueries).toEqual(['datasetId=1']);
    expect(within(rowOf('GD-MODULE', affected)).getByText('第 2 层')).toBeInTheDocument();
    expect(within(rowOf('GD-MODULE', affected)).getByText('GD-SI → GD-WAFER → GD-MODULE')).toBeInTheDocument();
  });

  it('adds a dataset with one factor exchange: posts the content, then shows the computed footprint and that nothing else was recomputed', async () => {
    renderPage();
    await screen.findByText('多晶硅');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增通用数据集');
    await user.type(within(form).getByLabelText('数据集编码'), 'GD-GLASS');
    await user.type(within(form).getByLabelText('中文名称'), '光伏玻璃');
    await user.type(within(form).getByLabelText('英文名称'), 'PV glass');
    await choose('参考单位（碳足迹按每一单位计）', 'kg（千克）', form);
    await choose('地区', '中国', form);
    await user.type(within(form).getByLabelText('数据来源'), '行业调研');

    // the factor is found by the server's search; its unit becomes the exchange's unit
    await user.click(within(form).getByLabelText('第 1 项输入'));
    await user.keyboard('GRID');
    const option = await screen.findByTitle('EF-GRID-CN · 全国电网平均排放因子');
    expect(within(option).getByText(/0\.5703 kg CO2e\/kWh · 生态环境部 · 2022 · 版本 2/)).toBeInTheDocument();
    await user.click(option);
    await user.type(within(form).getByLabelText('第 1 项输入的数量'), '0.5');
    expect(pages.some((p) => p.objName === 'pcf_emission_factor' && JSON.stringify(p.conditions).includes('GRID'))).toBe(true);

    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toEqual([
      {
        code: 'GD-GLASS',
        nameZh: '光伏玻璃',
        nameEn: 'PV glass',
        unit: 'kg',
        categoryId: null,
        region: 'CN',
        year: new Date().getFullYear(),
        source: '行业调研',
        description: '',
        exchanges: [{ factorId: 11, quantity: 0.5, unit: 'kWh' }],
      },
    ]);
    const result = await dialog('保存结果');
    expect(within(result).getByText('0.29 kg CO2e/kg')).toBeInTheDocument();
    expect(within(result).getByText('没有其他数据集依赖它，无需重新计算其他数据集。')).toBeInTheDocument();
  });

  it('edits a dataset: a refusal of the server stays in the open form; the next save lists the datasets recomputed with it', async () => {
    renderPage();
    await screen.findByText('多晶硅');
    await user.click(button('编辑', rowOf('GD-SI')));
    const form = await dialog('编辑通用数据集');
    await waitFor(() => expect(within(form).getByLabelText('中文名称')).toHaveValue('多晶硅'));
    expect(within(form).getByLabelText('数据集编码')).toBeDisabled();
    expect(within(form).getByText('EF-GRID-CN · 全国电网平均排放因子')).toBeInTheDocument();

    await user.click(button('保 存', form));
    expect(await within(form).findByText(UNIT_REFUSAL)).toBeInTheDocument();
    expect(screen.getByText('编辑通用数据集')).toBeInTheDocument();
    expect(updates[0]).toMatchObject({
      id: 1,
      unit: 'kg',
      categoryId: 101,
      exchanges: [
        { factorId: 11, quantity: 60, unit: 'kWh', note: '还原炉电耗' },
        { inputDatasetId: 5, quantity: 1.1, unit: 'kg' },
      ],
    });

    await user.click(button('保 存', form));
    const result = await dialog('保存结果');
    expect(within(result).getByText('46.1 kg CO2e/kg')).toBeInTheDocument();
    expect(within(rowOf('GD-WAFER', result)).getByText('12.5')).toBeInTheDocument();
    expect(within(rowOf('GD-CELL-X', result)).getByText(/GD-OLD 没有碳足迹/)).toBeInTheDocument();
    expect(within(result).getByText('其中 1 个数据集无法计算，请查看原因。')).toBeInTheDocument();
  });

  it('shows a reader no change buttons, and which datasets a factor affects', async () => {
    renderPage(['database:generalDataset:list', 'database:factor:list']);
    await screen.findByText('多晶硅');
    for (const name of ['新 增', '编 辑', '删 除', '全部重新计算', '导 出'])
      expect(within(toolbar()).queryByText(name)).not.toBeInTheDocument();
    expect(within(rowOf('GD-SI')).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf('GD-SI')).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(rowOf('GD-SI')).getByText('详情')).toBeInTheDocument();

    await choose('查看排放因子影响的数据集', 'EF-GRID-CN · 全国电网平均排放因子', toolbar());
    const impact = await dialog('排放因子 EF-GRID-CN 影响的数据集');
    expect(await within(impact).findByText('GD-WAFER')).toBeInTheDocument();
    expect(within(rowOf('GD-WAFER', impact)).getByText('EF-GRID-CN → GD-SI → GD-WAFER')).toBeInTheDocument();
    expect(within(rowOf('GD-WAFER', impact)).getByText('第 2 层')).toBeInTheDocument();
    expect(affectedQueries).toEqual(['factorId=11']);
  });
});
