/**
 * The company dataset screens together (one file: CI time): the datasets list and its link to a
 * dataset's detail, adding a dataset, a dataset's lines and adding one, and the product form's own
 * check of the efficiency. The server is answered by msw per the object API contracts.
 */
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { API, setLanguage } from '@pcf/shared';
import type {
  ObjByIdRequest,
  ObjCondition,
  ObjFieldMeta,
  ObjMetaData,
  ObjPageRequest,
  ObjQueryRequest,
  ObjRow,
  ObjSaveRequest,
} from '@pcf/shared';
import { button, objField, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

// the company dataset fields are editable in the registry
const field = (name: string, type: ObjFieldMeta['type'], label: string, extra: Partial<ObjFieldMeta> = {}): ObjFieldMeta =>
  objField(name, type, label, { readOnly: false, ...extra });

const BASE = '/CarbonFootprintDatabase/company_info_dataset_management';

const meta = (objName: string, label: string, fields: ObjFieldMeta[]): ObjMetaData => ({
  objName,
  label,
  labelZh: label,
  labelEn: objName,
  companyScoped: true,
  fields,
});

/** What the server registers (objectRegistry.ts), in Chinese. */
const METAS: Record<string, ObjMetaData> = {
  pcf_company_dataset: meta('pcf_company_dataset', '企业数据集', [
    field('id', 'integer', '编号', { shownInList: false }),
    field('company_id', 'integer', '所属企业', { shownInList: false }),
    field('name', 'string', '数据集名称', { required: true, maxLength: 200 }),
    field('year', 'integer', '数据年份', { required: true }),
    field('site', 'string', '生产基地'),
    field('region', 'dict', '地区', { dictType: 'pcf_region' }),
    field('description', 'string', '说明', { shownInList: false }),
  ]),
  pcf_company_product: meta('pcf_company_product', '企业产品', [
    field('id', 'integer', '编号', { shownInList: false }),
    field('model', 'string', '产品型号', { required: true }),
    field('name', 'string', '产品名称', { required: true }),
    field('technology', 'dict', '电池技术', { dictType: 'pcf_pv_technology' }),
    field('rated_power_wp', 'number', '额定功率(Wp)'),
    field('mass_kg', 'number', '质量(kg)'),
    field('efficiency_pct', 'number', '组件效率(%)'),
  ]),
  pcf_company_dataset_item: meta('pcf_company_dataset_item', '企业数据集明细', [
    field('id', 'integer', '编号', { shownInList: false }),
    field('dataset_id', 'integer', '数据集', { shownInList: false }),
    field('kind', 'dict', '类型', { dictType: 'pcf_dataset_item_kind' }),
    field('name', 'string', '名称'),
    field('value', 'number', '数值'),
    field('unit_id', 'integer', '单位'),
    field('data_type', 'dict', '数据类型', { dictType: 'pcf_data_type' }),
    field('source', 'string', '数据来源'),
  ]),
};

const DICTS: Record<string, { value: string; label: string }[]> = {
  pcf_region: [
    { value: 'CN', label: '中国' },
    { value: 'CN-JS', label: '江苏' },
  ],
  pcf_pv_technology: [{ value: 'topcon', label: 'TOPCon' }],
  pcf_dataset_item_kind: [
    { value: 'factor', label: '排放因子（kg CO₂e/单位）' },
    { value: 'activity', label: '活动数据' },
  ],
  pcf_data_type: [
    { value: 'primary', label: '初级数据' },
    { value: 'secondary', label: '次级数据' },
  ],
};

const DATASET: ObjRow = {
  id: 11,
  company_id: 1,
  name: 'Plant A 2024',
  year: 2024,
  site: '无锡',
  region: 'CN-JS',
  description: '电池片车间',
  created_at: '2024-05-01T00:00:00Z',
  updated_at: '2024-05-02T00:00:00Z',
};
const ITEMS: ObjRow[] = [
  {
    id: 31,
    company_id: 1,
    dataset_id: 11,
    kind: 'factor',
    name: '电池片用电',
    category_id: null,
    value: 0.5366,
    unit_id: 3,
    data_type: 'primary',
    source: '电表',
  },
  {
    id: 32,
    company_id: 1,
    dataset_id: 11,
    kind: 'activity',
    name: '光伏玻璃',
    category_id: null,
    value: 12.345,
    unit_id: 1,
    data_type: 'secondary',
    source: null,
  },
];
const UNITS: ObjRow[] = [
  { id: 1, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1, is_base: true, seeded: true },
  { id: 3, code: 'kWh', name_zh: '千瓦时', name_en: 'kilowatt hour', dimension: 'energy', factor: 3.6, is_base: false, seeded: true },
];
const COMPANIES = [
  { id: 1, name: 'Alpha 光伏' },
  { id: 2, name: 'Beta 新能源' },
];

let pages: ObjPageRequest[] = [];
let saves: ObjSaveRequest[] = [];

const rowsOf = (body: ObjPageRequest): ObjRow[] => {
  if (body.objName === 'pcf_company_dataset') return [DATASET];
  if (body.objName === 'pcf_company_dataset_item') {
    const wanted = (body.conditions as ObjCondition[] | undefined)?.find((c) => c.field === 'dataset_id');
    return wanted && wanted.value !== 11 ? [] : ITEMS;
  }
  return [];
};

setupTestServer(
  http.post(API.objMetaData, async ({ request }) => {
    const { objName } = (await request.json()) as { objName: string };
    return ok(METAS[objName] ?? meta(objName, objName, [field('id', 'integer', '编号')]));
  }),
  http.get(API.dictOptions, ({ request }) => ok(DICTS[new URL(request.url).searchParams.get('dictType') ?? ''] ?? [])),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const rows = rowsOf(body);
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: body.pageSize ?? 10 });
  }),
  http.post(API.objData, async ({ request }) => {
    const body = (await request.json()) as ObjQueryRequest;
    return ok(body.objName === 'pcf_unit' ? UNITS : body.objName === 'pcf_company_dataset' ? [DATASET] : []);
  }),
  http.post(API.objDataById, async ({ request }) => {
    const body = (await request.json()) as ObjByIdRequest;
    return body.id === 11 ? ok(DATASET) : HttpResponse.json({ code: 404, msg: '记录不存在或无权访问' }, { status: 404 });
  }),
  http.post(API.objSave, async ({ request }) => {
    saves.push((await request.json()) as ObjSaveRequest);
    return ok({ id: 99 }, '保存成功!');
  }),
  http.get(API.treeLoad, () =>
    ok([{ id: 100, name: '能源', pid: 0, level: 1, children: [{ id: 101, name: '电力', pid: 100, level: 2 }] }]),
  ),
  http.get(API.companyOptions, () => ok(COMPANIES)),
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
  saves = [];
});

const ADMIN = ['*:*:*'];
const ENTERPRISE = [
  'database:companyDataset:list',
  'database:companyDataset:query',
  'database:companyDataset:edit',
  'database:companyDataset:remove',
  'database:companyDataset:export',
  'database:evidence:list',
];
const mine = routes.filter((route) => route.path.startsWith(BASE) && !route.path.endsWith('/evidenceDocuments'));

function renderAt(path: string, permissions: string[] = ENTERPRISE) {
  return renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Routes>
          {mine.map(({ path: routePath, Component }) => (
            <Route key={routePath} path={routePath} element={<Component />} />
          ))}
        </Routes>
      </Suspense>
    </MemoryRouter>,
    { roles: permissions === ADMIN ? ['admin'] : ['enterprise'], permissions, company_id: 1 },
  );
}

/* Text queries: role queries compute the styles of the whole antd table and take seconds each. */
const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

async function choose(label: string, option: string, inside: HTMLElement) {
  await user.click(within(inside).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

const datasetPages = () => pages.filter((p) => p.objName === 'pcf_company_dataset_item' && p.pageSize !== 1);

describe('company datasets (/CarbonFootprintDatabase/company_info_dataset_management and its pages)', () => {
  it('lists the datasets under the overview counts, and a dataset name opens its detail with its lines', async () => {
    renderAt(BASE);
    // the first test also loads the lazy page and antd's modules
    const link = await screen.findByText('Plant A 2024', { selector: 'a' }, { timeout: 15000 });
    expect(pages.find((p) => p.objName === 'pcf_company_dataset' && p.pageSize === 10)).toMatchObject({ pageNum: 1, conditions: [] });
    expect(link).toHaveAttribute('href', `${BASE}/item?id=11`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('江苏')).toBeInTheDocument();
    expect(within(row).getByText('证明文件')).toHaveAttribute('href', `${BASE}/evidenceDocuments?targetType=dataset&targetId=11`);
    // the overview: a count per list, the products and lines one link away
    await waitFor(() => expect(within(screen.getByTestId('overview-items')).getByText('2')).toBeInTheDocument());
    expect(within(screen.getByTestId('overview-products')).getByText('查看企业产品')).toHaveAttribute('href', `${BASE}/product`);

    await user.click(link);
    expect(await screen.findByText('数据集：Plant A 2024')).toBeInTheDocument();
    await waitFor(() => expect(datasetPages()[0]?.conditions).toEqual([{ field: 'dataset_id', operator: 'eq', value: 11 }]));
  });

  it('lets a platform administrator add a dataset for a company it chooses, posting saveObjData', async () => {
    renderAt(BASE, ADMIN);
    await screen.findByText('Plant A 2024', { selector: 'a' }, { timeout: 15000 });
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增企业数据集');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('请选择所属企业')).toBeInTheDocument();
    expect(saves).toEqual([]);

    await choose('所属企业', 'Beta 新能源', form);
    await user.type(within(form).getByLabelText('数据集名称'), '常州基地 2023');
    const year = within(form).getByLabelText('数据年份');
    await user.clear(year);
    await user.type(year, '2023');
    await user.type(within(form).getByLabelText('生产基地'), '常州');
    await choose('地区', '江苏', form);
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        objName: 'pcf_company_dataset',
        data: { company_id: 2, name: '常州基地 2023', year: 2023, site: '常州', region: 'CN-JS', description: null },
      },
    ]);
  });

  it("shows a dataset's lines with their units and adds a line to it, posting saveObjData with its dataset", async () => {
    renderAt(`${BASE}/item?id=11`);
    expect(await screen.findByText('数据集：Plant A 2024', undefined, { timeout: 15000 })).toBeInTheDocument();
    const line = (await screen.findByText('电池片用电')).closest('tr') as HTMLElement;
    expect(datasetPages()[0]).toMatchObject({
      objName: 'pcf_company_dataset_item',
      conditions: [{ field: 'dataset_id', operator: 'eq', value: 11 }],
    });
    await waitFor(() => expect(within(line).getByText('kg CO₂e/kWh')).toBeInTheDocument());
    // the stored value with every digit, not SPEC §5's 2 decimals (0.54)
    expect(within(line).getByText('0.5366')).toBeInTheDocument();
    expect(within(line).getByText('证明文件')).toHaveAttribute('href', `${BASE}/evidenceDocuments?targetType=dataset_item&targetId=31`);
    expect(screen.getByText('数据集证明文件')).toHaveAttribute('href', `${BASE}/evidenceDocuments?targetType=dataset&targetId=11`);

    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增数据集明细');
    await user.type(within(form).getByLabelText('名称'), '层压用电');
    await choose('单位', 'kWh（千瓦时）', form);
    expect(await within(form).findByText('每 1 kWh 排放的 kg CO₂e')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('排放因子（kg CO₂e）'), '0.58');
    await user.type(within(form).getByLabelText('数据来源'), '电表');
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        objName: 'pcf_company_dataset_item',
        data: {
          dataset_id: 11,
          kind: 'factor',
          name: '层压用电',
          category_id: null,
          value: 0.58,
          unit_id: 3,
          data_type: 'primary',
          source: '电表',
          note: null,
        },
      },
    ]);
  });

  it('says so for a detail id that is no dataset id, and shows the server’s words for one it refuses', async () => {
    const view = renderAt(`${BASE}/item?id=abc`);
    expect(await screen.findByText('数据集编号无效', undefined, { timeout: 15000 })).toBeInTheDocument();
    view.unmount();
    renderAt(`${BASE}/item?id=12`);
    expect(await screen.findByText('记录不存在或无权访问')).toBeInTheDocument();
    expect(screen.getByText('无法打开该数据集')).toBeInTheDocument();
  });

  it('refuses an efficiency over 100 % in the product form, before asking the server', async () => {
    renderAt(`${BASE}/product`);
    await waitFor(() => expect(button('新 增', toolbar())).toBeInTheDocument(), { timeout: 15000 });
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增企业产品');
    await user.type(within(form).getByLabelText('产品型号'), 'TP-620');
    await user.type(within(form).getByLabelText('产品名称'), 'TOPCon 620 W');
    await choose('电池技术', 'TOPCon', form);
    await user.type(within(form).getByLabelText('额定功率(Wp)'), '620');
    await user.type(within(form).getByLabelText('面积(m²)'), '2.58');
    await user.type(within(form).getByLabelText('质量(kg)'), '32.5');
    await user.type(within(form).getByLabelText('组件效率(%)'), '101');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('组件效率须大于 0 且不超过 100')).toBeInTheDocument();
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });
});
