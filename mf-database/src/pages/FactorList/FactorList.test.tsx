import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { API, factorEndpoints, setLanguage } from '@pcf/shared';
import type { CreateFactorRequest, ObjCondition, FactorImportJob, FactorRow, ObjMetaData, ObjPageRequest, TreeNode } from '@pcf/shared';
import { objField as field, ok, setupTestServer, renderScreen } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

/** What the server registers for pcf_emission_factor (objectRegistry.ts), the fields this screen shows. */
const META: ObjMetaData = {
  objName: 'pcf_emission_factor',
  label: '碳排放因子',
  labelZh: '碳排放因子',
  labelEn: 'Emission factors',
  companyScoped: false,
  fields: [
    field('id', 'integer', '编号', { shownInList: false }),
    field('code', 'string', '因子编码'),
    field('name_zh', 'string', '中文名称'),
    field('category_name', 'string', '类别'),
    field('value', 'number', '因子值（kg CO₂e/单位）'),
    field('unit_code', 'string', '单位'),
    field('region', 'dict', '地区', { dictType: 'pcf_region' }),
    field('year', 'integer', '年份'),
    field('source', 'string', '数据来源'),
    field('dqr', 'number', '数据质量（DQR）'),
  ],
};

const row = (
  id: number,
  code: string,
  name_zh: string,
  category_id: number,
  category_name: string,
  value: number,
  region: string,
): Partial<FactorRow> => ({
  id,
  code,
  name_zh,
  category_id,
  category_name,
  value,
  unit_code: 'kWh',
  region,
  year: 2022,
  source: '生态环境部',
  dqr: 1.75,
});
const ROWS = [
  row(1, 'CN-GRID-NORTH', '华北电网电力', 3, '硅片', 0.5703, 'CN-GRID-NORTH'),
  row(2, 'SOLAR-GLASS', '光伏玻璃', 5, '玻璃', 1.2, 'CN'),
  row(3, 'SF6-LEAK', '六氟化硫逸散', 6, '逆变器', 0.000024, 'GLO'),
  // the Chinese 2022 grid factor of cn_mee_electricity.csv, which once showed as 0.54
  row(4, 'CN-MEE-EF2022:national:CN', '全国电网平均排放因子', 3, '硅片', 0.5366, 'CN'),
];

/** 光伏组件 > 电池片 > 硅片 > 多晶硅, 光伏组件 > 玻璃, 逆变器 */
const TREE: TreeNode[] = [
  {
    id: 1,
    name: '光伏组件',
    pid: 0,
    level: 1,
    children: [
      {
        id: 2,
        name: '电池片',
        pid: 1,
        level: 2,
        children: [{ id: 3, name: '硅片', pid: 2, level: 3, children: [{ id: 4, name: '多晶硅', pid: 3, level: 4 }] }],
      },
      { id: 5, name: '玻璃', pid: 1, level: 2 },
    ],
  },
  { id: 6, name: '逆变器', pid: 0, level: 1 },
];

const DICTS: Record<string, { value: string; label: string }[]> = {
  pcf_region: [
    { value: 'GLO', label: '全球' },
    { value: 'CN', label: '中国' },
    { value: 'CN-GRID-NORTH', label: '华北电网' },
  ],
  pcf_factor_library: [
    { value: 'UK DESNZ 2025 v1', label: '英国 DESNZ 温室气体换算系数 2025' },
    { value: 'IPCC GWP100 AR4-AR6', label: 'IPCC 100年全球增温潜势 AR4–AR6' },
  ],
  pcf_gas: [
    { value: 'CO2', label: '二氧化碳（CO₂）' },
    { value: 'CH4_fossil', label: '甲烷（化石源，CH₄）' },
    { value: 'N2O', label: '氧化亚氮（N₂O）' },
  ],
};

const UNITS = [
  { id: 1, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1 },
  { id: 3, code: 'kWh', name_zh: '千瓦时', name_en: 'kilowatt hour', dimension: 'energy', factor: 3.6 },
  { id: 4, code: 'MJ', name_zh: '兆焦', name_en: 'megajoule', dimension: 'energy', factor: 1 },
  { id: 5, code: 'm³', name_zh: '立方米', name_en: 'cubic metre', dimension: 'volume', factor: 1 },
  { id: 6, code: 'm²', name_zh: '平方米', name_en: 'square metre', dimension: 'area', factor: 1 },
];

const job = (patch: Partial<FactorImportJob>): FactorImportJob => ({
  id: 41,
  status: 'checking',
  mode: 'all',
  fileName: 'factors.csv',
  totalRows: 0,
  checkedRows: 0,
  validRows: 0,
  importedRows: 0,
  createdFactors: 0,
  addedVersions: 0,
  problems: [],
  problemCount: 0,
  createdAt: '2030-01-02T03:04:05Z',
  finishedAt: null,
  ...patch,
});

let pages: ObjPageRequest[] = [];
let creates: CreateFactorRequest[] = [];
let imports: { fields: Record<string, string>; file: string | null }[] = [];
let statusAnswers: FactorImportJob[] = [];
let statusCalls = 0;

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, ({ request }) => ok(DICTS[new URL(request.url).searchParams.get('dictType') ?? ''] ?? [])),
  http.get(API.treeLoad, () => ok(TREE)),
  http.post(API.objDataByPage, async ({ request }) => {
    pages.push((await request.json()) as ObjPageRequest);
    return ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 });
  }),
  http.post(API.objData, () => ok(UNITS)),
  http.post(factorEndpoints.create.url, async ({ request }) => {
    creates.push((await request.json()) as CreateFactorRequest);
    return ok({ id: 9, versionId: 19, version: 1 }, '新增成功!');
  }),
  http.post(factorEndpoints.import.url, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: string | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = `${name}:${value.name}:${value.size}`;
    }
    imports.push({ fields, file });
    return ok(job({ mode: fields.mode === 'valid' ? 'valid' : 'all' }), '导入任务已开始，正在检查文件');
  }),
  http.get(factorEndpoints.importStatus.url, () => {
    statusCalls += 1;
    return ok(statusAnswers.length > 1 ? (statusAnswers.shift() as FactorImportJob) : statusAnswers[0]);
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const jsdomFile = globalThis.File;

beforeAll(async () => {
  registerLocales();
  await setLanguage('zh-CN');
  // jest-fixed-jsdom's FormData is Node's, which only takes Node's File
  globalThis.File = NodeFile as unknown as typeof File;
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  window.localStorage.clear();
});
afterEach(() => {
  pages = [];
  creates = [];
  imports = [];
  statusAnswers = [];
  statusCalls = 0;
});
afterAll(() => {
  globalThis.File = jsdomFile;
});

const factorRoute = routes.find((route) => route.path === '/CarbonFootprintDatabase/carbon_emission_factor_management');
const ADMIN = { roles: ['admin'], permissions: ['*:*:*'] };
const BASE = '/CarbonFootprintDatabase/carbon_emission_factor_management';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderFactors(session: { roles: string[]; permissions: string[] } = ADMIN, entry = BASE) {
  if (!factorRoute) throw new Error(`mf-database has no ${BASE} route`);
  const Page = factorRoute.Component;
  return renderScreen(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
      <Location />
    </MemoryRouter>,
    session,
  );
}

/* By text without the space antd puts between two Chinese characters; role queries are slow on antd tables. */
function button(name: string, inside: HTMLElement = document.body): HTMLElement {
  const found = Array.from(inside.querySelectorAll('button')).find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const hasButton = (name: string, inside: HTMLElement = document.body) =>
  Array.from(inside.querySelectorAll('button')).some((b) => b.textContent?.replace(/\s/g, '') === name);

const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;
const filterBar = () => document.querySelector<HTMLElement>('.pcf-factor-filters') ?? document.body;
const lastConditions = () => pages[pages.length - 1]?.conditions as ObjCondition[] | undefined;

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

function rowOf(code: string): HTMLElement {
  const row = screen
    .getAllByText(code)
    .find((el) => el.closest('tr.ant-table-row'))
    ?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${code}`);
  return row;
}

/** Pasted rather than typed: a whole form typed key by key takes seconds under jsdom. */
async function fill(inside: HTMLElement, label: string, text: string) {
  await user.click(within(inside).getByLabelText(label));
  await user.paste(text);
}

/** Types a day into antd's date picker, the shared DateField (never the browser's own date input). */
async function pickDay(inside: HTMLElement, label: string, day: string) {
  const input = within(inside).getByLabelText(label);
  expect(input.closest('.ant-picker')).not.toBeNull();
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

async function choose(label: string, option: string, inside: HTMLElement = document.body) {
  await user.click(within(inside).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

/** The options of the select list that is open (antd keeps closed ones in the page, hidden). */
const openOptions = () => {
  const popup = Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).at(-1);
  return Array.from(popup?.querySelectorAll('.ant-select-item-option') ?? []).map((option) => option.getAttribute('title'));
};

describe('/CarbonFootprintDatabase/carbon_emission_factor_management (碳排放因子管理)', () => {
  it('lists the factors beside the directory; a category filters with its sub-categories, a region adds its condition, 取消选择类别 clears', async () => {
    renderFactors();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('华北电网电力', undefined, { timeout: 15000 });
    expect(factorRoute?.titleKey).toBe('database:factor.title');
    expect(pages[0]).toMatchObject({ objName: 'pcf_emission_factor', pageNum: 1, conditions: [] });
    // values with every digit they have, region by its dictionary label, DQR with its rating
    expect(within(rowOf('CN-GRID-NORTH')).getByText('0.5703')).toBeInTheDocument();
    expect(within(rowOf('CN-GRID-NORTH')).getByText('华北电网')).toBeInTheDocument();
    expect(within(rowOf('CN-GRID-NORTH')).getByText('很好')).toBeInTheDocument();
    for (const name of ['新增', '编辑', '删除', '导出', '导入', '数据库可视化']) expect(hasButton(name, toolbar())).toBe(true);

    await user.click(await screen.findByText('光伏组件'));
    await waitFor(() => expect(lastConditions()).toEqual([{ field: 'category_id', operator: 'in', value: [1, 2, 3, 4, 5] }]));
    expect(screen.getByText('类别：光伏组件')).toBeInTheDocument();

    await choose('地区', '中国', filterBar());
    await waitFor(() =>
      expect(lastConditions()).toEqual([
        { field: 'category_id', operator: 'in', value: [1, 2, 3, 4, 5] },
        { field: 'region', operator: 'eq', value: 'CN' },
      ]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`${BASE}?categoryId=1&region=CN`);

    await user.click(button('取消选择类别'));
    await waitFor(() => expect(lastConditions()).toEqual([{ field: 'region', operator: 'eq', value: 'CN' }]));
    expect(screen.queryByText('类别：光伏组件')).not.toBeInTheDocument();
  });

  it('lists one set of the open factor library when it is chosen, by its database version, in the link too', async () => {
    renderFactors();
    await screen.findByText('华北电网电力', undefined, { timeout: 15000 });
    await choose('数据集', 'IPCC 100年全球增温潜势 AR4–AR6', filterBar());
    await waitFor(() => expect(lastConditions()).toEqual([{ field: 'database_version', operator: 'eq', value: 'IPCC GWP100 AR4-AR6' }]));
    expect(screen.getByTestId('location')).toHaveTextContent(`${BASE}?library=IPCC+GWP100+AR4-AR6`);
  });

  it('shows each factor value at its stored precision, so 0.5366 reads 0.5366 and not 0.54', async () => {
    renderFactors();
    await screen.findByText('全国电网平均排放因子', undefined, { timeout: 15000 });
    expect(within(rowOf('CN-MEE-EF2022:national:CN')).getByText('0.5366')).toBeInTheDocument();
    expect(within(rowOf('CN-GRID-NORTH')).getByText('0.5703')).toBeInTheDocument();
    expect(within(rowOf('SOLAR-GLASS')).getByText('1.2')).toBeInTheDocument();
    expect(within(rowOf('SF6-LEAK')).getByText('0.000024')).toBeInTheDocument();
    expect(screen.queryByText('0.54')).not.toBeInTheDocument();
  });

  it('takes its filters from the query string of a link (the visualization click-through)', async () => {
    renderFactors(ADMIN, `${BASE}?categoryId=2&region=CN-GRID-NORTH&source=${encodeURIComponent('生态环境部')}&year=2022`);
    await screen.findByText('华北电网电力');
    // the list waits for the directory: its one request already covers the sub-categories
    expect(pages).toHaveLength(1);
    expect(pages[0].conditions).toEqual([
      { field: 'category_id', operator: 'in', value: [2, 3, 4] },
      { field: 'region', operator: 'eq', value: 'CN-GRID-NORTH' },
      { field: 'year', operator: 'eq', value: 2022 },
      { field: 'source', operator: 'like', value: '生态环境部' },
    ]);
    expect(screen.getByText('类别：光伏组件 / 电池片')).toBeInTheDocument();
    expect(within(filterBar()).getByLabelText('年份')).toHaveValue('2022');
    expect(within(filterBar()).getByLabelText('数据来源')).toHaveValue('生态环境部');

    // closing the category tag keeps the other filters
    const tag = screen.getByText('类别：光伏组件 / 电池片').closest<HTMLElement>('.ant-tag') as HTMLElement;
    await user.click(tag.querySelector('.ant-tag-close-icon') as HTMLElement);
    await waitFor(() => expect(lastConditions()).toHaveLength(3));
    expect(lastConditions()?.some((c) => c.field === 'category_id')).toBe(false);
  });

  it('adds a factor given as a gas breakdown with its validity picked as days, shows its DQR rating, and says 新增成功!', async () => {
    renderFactors();
    await screen.findByText('华北电网电力');
    await user.click(button('新增', toolbar()));
    const form = await dialog('新增碳排放因子');
    await fill(form, '因子编码', 'CN-TEST-1');
    await fill(form, '中文名称', '测试因子');
    await fill(form, '英文名称', 'Test factor');
    await choose('单位', 'kWh（千瓦时）', form);
    await user.click(within(form).getByText('按温室气体构成'));
    await choose('第 1 种温室气体', '二氧化碳（CO₂）', form);
    await fill(form, '第 1 种温室气体的排放量（kg/单位）', '0.5');
    await user.click(button('添加温室气体', form));
    await choose('第 2 种温室气体', '甲烷（化石源，CH₄）', form);
    await fill(form, '第 2 种温室气体的排放量（kg/单位）', '0.001');
    await choose('地区', '中国', form);
    await fill(form, '年份', '2023');
    await fill(form, '数据来源', 'IPCC 2006');
    await fill(form, '数据库版本', 'v1');
    await pickDay(form, '有效期起', '2024-12-31');
    await pickDay(form, '有效期止', '2024-01-01');
    expect(await within(form).findByText('有效期止不能早于有效期起')).toBeInTheDocument();
    await pickDay(form, '有效期起', '2024-01-01');
    await pickDay(form, '有效期止', '2024-12-31');
    await waitFor(() => expect(within(form).queryByText('有效期止不能早于有效期起')).toBeNull());
    for (const [label, score] of [
      ['TeR 技术代表性', '1'],
      ['GeR 地理代表性', '2'],
      ['TiR 时间代表性', '2'],
      ['P 精确度', '2'],
    ]) {
      await fill(form, label, score);
    }
    expect(await within(form).findByText('DQR = 1.75')).toBeInTheDocument();
    expect(within(form).getByText('很好')).toBeInTheDocument();

    const loadsBefore = pages.length;
    await user.click(button('保存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toEqual([
      {
        code: 'CN-TEST-1',
        nameZh: '测试因子',
        nameEn: 'Test factor',
        categoryId: null,
        unit: 'kWh',
        gwpSet: 'AR6',
        value: null,
        gases: [
          { gas: 'CO2', amount: 0.5 },
          { gas: 'CH4_fossil', amount: 0.001 },
        ],
        region: 'CN',
        year: 2023,
        source: 'IPCC 2006',
        databaseVersion: 'v1',
        validFrom: '2024-01-01',
        validTo: '2024-12-31',
        quality: { ter: 1, ger: 2, tir: 2, p: 2 },
        uncertainty: null,
        gsd: null,
        ncv: null,
        note: '',
      },
    ]);
    await waitFor(() => expect(pages.length).toBe(loadsBefore + 1));
  });

  it('adds a fuel factor per MJ with its net calorific value per m³ and its source, offering energy and volume or mass units only', async () => {
    renderFactors();
    await screen.findByText('华北电网电力');
    await user.click(button('新增', toolbar()));
    const form = await dialog('新增碳排放因子');
    await fill(form, '因子编码', 'NG-MJ');
    await fill(form, '中文名称', '天然气燃烧');
    await fill(form, '英文名称', 'Natural gas combustion');
    await choose('单位', 'MJ（兆焦）', form);
    await fill(form, '因子值（kg CO₂e/单位）', '0.0561');
    await choose('地区', '中国', form);
    await fill(form, '年份', '2024');
    await fill(form, '数据来源', 'IPCC 2006');
    await fill(form, '数据库版本', 'v1');
    expect(within(form).queryByLabelText('低位发热量')).toBeNull();
    await user.click(within(form).getByText('填写低位发热量'));
    await fill(form, '低位发热量', '38.931');
    // each list offers its own dimensions: energy, then volume or mass
    await user.click(within(form).getByLabelText('能量单位'));
    await screen.findAllByTitle('MJ（兆焦）');
    expect(openOptions()).toEqual(['kWh（千瓦时）', 'MJ（兆焦）']);
    await user.click(screen.getAllByTitle('MJ（兆焦）').at(-1) as HTMLElement);
    await user.click(within(form).getByLabelText('计量单位（体积或质量）'));
    await waitFor(() => expect(openOptions()).toEqual(['kg（千克）', 'm³（立方米）']));
    await user.click(screen.getAllByTitle('m³（立方米）').at(-1) as HTMLElement);
    await fill(form, '来源', 'GB/T 2589-2020');
    expect(await within(form).findByText('每 1 m³ 含 38.931 MJ')).toBeInTheDocument();

    await user.click(button('保存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toEqual([
      expect.objectContaining({
        code: 'NG-MJ',
        unit: 'MJ',
        value: 0.0561,
        ncv: { value: 38.931, perUnit: 'm³', energyUnit: 'MJ', source: 'GB/T 2589-2020' },
      }),
    ]);
  });

  it('imports a file: refuses other types, uploads with the mode, polls the progress and shows the report of problems', async () => {
    statusAnswers = [
      job({ totalRows: 3, checkedRows: 1 }),
      job({
        status: 'rejected',
        totalRows: 3,
        checkedRows: 3,
        validRows: 1,
        problemCount: 612,
        problems: [
          { row: 3, column: 'unit', key: 'factorUnitUnknown', message: '单位 kWhh 不存在，请使用单位表中的单位' },
          { row: 4, column: 'gas_CO2', key: 'factorImportNotNumber', message: '“CO₂（kg/单位）”须为数字，而不是 abc' },
        ],
        finishedAt: '2030-01-02T03:04:07Z',
      }),
    ];
    renderFactors();
    await screen.findByText('华北电网电力');
    await user.click(button('导入', toolbar()));
    const modal = await dialog('导入碳排放因子');
    // the picker's input is replaced after each choice (so the same file can be chosen again)
    const input = () => modal.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'factors.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('请上传正确的文件格式')).toBeInTheDocument();
    expect(button('开始导入', modal)).toBeDisabled();

    fireEvent.change(input(), { target: { files: [new File(['code,nameZh\nA,甲\n'], 'factors.csv', { type: 'text/csv' })] } });
    expect(await within(modal).findByText(/factors\.csv/)).toBeInTheDocument();
    const loadsBefore = pages.length;
    await user.click(button('开始导入', modal));

    expect(await within(modal).findByText('正在检查数据 · 已检查 1 / 3 行')).toBeInTheDocument();
    expect(imports).toEqual([{ fields: { mode: 'all' }, file: expect.stringMatching(/^file:factors\.csv:\d+$/) }]);
    expect(await within(modal).findByText(/文件中有错误，未导入任何数据/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(modal).getByText('共 612 个问题，仅显示前 2 个')).toBeInTheDocument();
    expect(within(modal).getByText('单位 kWhh 不存在，请使用单位表中的单位')).toBeInTheDocument();
    expect(within(modal).getByText('二氧化碳（CO₂）')).toBeInTheDocument();
    expect(within(modal).getByText('612')).toBeInTheDocument();
    // the poll has stopped and nothing was imported: the list is not asked again
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(statusCalls).toBe(2);
    expect(pages.length).toBe(loadsBefore);
  });

  it('shows a reader the list and the detail links but none of the change buttons', async () => {
    renderFactors({ roles: ['enterprise'], permissions: ['database:factor:list', 'database:factor:query'] });
    await screen.findByText('华北电网电力');
    for (const name of ['新增', '编辑', '删除', '导出', '导入', '数据库可视化']) expect(hasButton(name, toolbar())).toBe(false);
    expect(hasButton('删除', rowOf('SOLAR-GLASS'))).toBe(false);
    expect(hasButton('编辑', rowOf('SOLAR-GLASS'))).toBe(false);
    await user.click(button('详情', rowOf('SOLAR-GLASS')));
    expect(screen.getByTestId('location')).toHaveTextContent(`${BASE}/item?id=2`);
  });
});
