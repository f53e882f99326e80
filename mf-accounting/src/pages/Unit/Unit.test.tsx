import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setLanguage, unitEndpoints } from '@pcf/shared';
import type {
  ConvertUnitReply,
  ConvertUnitRequest,
  CreateUnitRequest,
  DeleteUnitRequest,
  ObjCondition,
  ObjMetaData,
  ObjPageRequest,
  UnitRow,
  UpdateUnitRequest,
} from '@pcf/shared';
import { button, enterValue, objField, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

/** What the server registers for pcf_unit (objectRegistry.ts), in Chinese. */
const META: ObjMetaData = {
  objName: 'pcf_unit',
  label: '单位',
  labelZh: '单位',
  labelEn: 'Units',
  companyScoped: false,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('code', 'string', '单位符号', { required: true, maxLength: 20 }),
    objField('name_zh', 'string', '中文名称'),
    objField('name_en', 'string', '英文名称'),
    objField('dimension', 'dict', '量纲', { dictType: 'pcf_unit_dimension' }),
    objField('factor', 'number', '换算系数（对基准单位）'),
    objField('is_base', 'boolean', '基准单位'),
    objField('seeded', 'boolean', '参考单位'),
  ],
};

const unit = (
  id: number,
  code: string,
  name_zh: string,
  name_en: string,
  dimension: UnitRow['dimension'],
  factor: number,
  is_base = false,
  seeded = true,
): UnitRow => ({
  id,
  code,
  name_zh,
  name_en,
  dimension,
  factor,
  is_base,
  seeded,
});

const UNITS: UnitRow[] = [
  unit(1, 'kg', '千克', 'kilogram', 'mass', 1, true),
  unit(2, 't', '吨', 'tonne', 'mass', 1000),
  unit(3, 'kWh', '千瓦时', 'kilowatt hour', 'energy', 3.6),
  unit(4, 'MJ', '兆焦', 'megajoule', 'energy', 1, true),
  unit(5, 'Wh', '瓦时', 'watt hour', 'energy', 0.0036),
  unit(6, 'bbl', '桶', 'barrel', 'volume', 0.158987294928, false, false),
  unit(7, 'm³', '立方米', 'cubic metre', 'volume', 1, true),
];

const DIMENSIONS = [
  { value: 'mass', label: '质量' },
  { value: 'energy', label: '能量' },
  { value: 'volume', label: '体积' },
  { value: 'area', label: '面积' },
  { value: 'transport', label: '运输量' },
  { value: 'count', label: '数量' },
  { value: 'power', label: '功率' },
];

const refused = (msg: string) => HttpResponse.json({ code: 500, msg, message: msg }, { status: 400 });

let pages: ObjPageRequest[] = [];
let creates: CreateUnitRequest[] = [];
let updates: UpdateUnitRequest[] = [];
let deletes: DeleteUnitRequest[] = [];
let conversions: ConvertUnitRequest[] = [];
let deleteRefusal: string | null = null;

const inDimension = (conditions: ObjCondition[] | undefined) => {
  const wanted = conditions?.find((c) => c.field === 'dimension')?.value;
  return wanted === undefined ? UNITS : UNITS.filter((u) => u.dimension === wanted);
};

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () => ok(DIMENSIONS)),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const rows = inDimension(body.conditions as ObjCondition[] | undefined);
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: 10 });
  }),
  http.post(API.objData, () => ok(UNITS)),
  http.post(unitEndpoints.create.url, async ({ request }) => {
    creates.push((await request.json()) as CreateUnitRequest);
    return ok({ id: 8 }, '新增成功!');
  }),
  http.post(unitEndpoints.update.url, async ({ request }) => {
    const body = (await request.json()) as UpdateUnitRequest;
    updates.push(body);
    return ok({ id: body.id }, '编辑成功!');
  }),
  http.post(unitEndpoints.delete.url, async ({ request }) => {
    deletes.push((await request.json()) as DeleteUnitRequest);
    return deleteRefusal ? refused(deleteRefusal) : HttpResponse.json({ code: 200, msg: '删除成功!' });
  }),
  http.post(unitEndpoints.convert.url, async ({ request }) => {
    const body = (await request.json()) as ConvertUnitRequest;
    conversions.push(body);
    const from = UNITS.find((u) => u.code === body.from) as UnitRow;
    const to = UNITS.find((u) => u.code === body.to) as UnitRow;
    if (from.dimension !== to.dimension) {
      const label = (u: UnitRow) => DIMENSIONS.find((d) => d.value === u.dimension)?.label;
      return refused(`单位 ${from.code}（${label(from)}）与 ${to.code}（${label(to)}）量纲不同，不能换算`);
    }
    return ok<ConvertUnitReply>({ ...body, dimension: from.dimension, result: (body.quantity * from.factor) / to.factor });
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  window.localStorage.clear();
  deleteRefusal = null;
});
afterEach(() => {
  pages = [];
  creates = [];
  updates = [];
  deletes = [];
  conversions = [];
});

const unitRoute = routes.find((route) => route.path === '/businessAccounting/unit');
const ADMIN = ['*:*:*'];

function renderUnits(permissions: string[] = ADMIN) {
  if (!unitRoute) throw new Error('mf-accounting has no /businessAccounting/unit route');
  const Page = unitRoute.Component;
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

function rowOf(code: string): HTMLElement {
  const cell = screen.getAllByText(code).find((el) => el.closest('tr.ant-table-row'));
  const row = cell?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${code}`);
  return row;
}

async function choose(label: string, option: string, inside: HTMLElement = document.body) {
  await user.click(within(inside).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

const converter = () => screen.getByText('单位换算').closest<HTMLElement>('.ant-card') as HTMLElement;

describe('/businessAccounting/unit (维护单位)', () => {
  it('is a route of mf-accounting titled 维护单位', () => {
    expect(unitRoute?.titleKey).toBe('accounting:unit.title');
  });

  it('lists the units with their dimension labels, factors, base and reference tags, and the buttons of an administrator', async () => {
    renderUnits();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('千瓦时', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'pcf_unit', pageNum: 1, pageSize: 10, conditions: [] });
    expect(within(rowOf('kWh')).getByText('能量')).toBeInTheDocument();
    expect(within(rowOf('Wh')).getByText('0.0036')).toBeInTheDocument();
    expect(within(rowOf('t')).getByText('1,000')).toBeInTheDocument();
    expect(within(rowOf('kg')).getByText('基准单位')).toBeInTheDocument();
    expect(within(rowOf('kWh')).getByText('参考单位')).toBeInTheDocument();
    expect(within(rowOf('bbl')).queryByText('参考单位')).not.toBeInTheDocument();
    for (const name of ['新 增', '编 辑', '删 除']) expect(button(name, toolbar())).toBeInTheDocument();
    // a reference unit offers no delete; an administrator's unit does
    expect(within(rowOf('kWh')).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf('bbl')).getByText('删除')).toBeInTheDocument();
  });

  it('shows an enterprise user the list and the converter but no add, edit or delete', async () => {
    renderUnits(['business:unit:list']);
    await screen.findByText('千瓦时');
    for (const name of ['新 增', '编 辑', '删 除']) expect(within(toolbar()).queryByText(name)).not.toBeInTheDocument();
    expect(within(rowOf('bbl')).queryByText('删除')).not.toBeInTheDocument();
    expect(within(converter()).getByText('换 算')).toBeInTheDocument();
  });

  it('filters the list by dimension on the server', async () => {
    renderUnits();
    await screen.findByText('千瓦时');
    await choose('按量纲筛选', '能量', toolbar());
    await waitFor(() => expect(pages[pages.length - 1].conditions).toEqual([{ field: 'dimension', operator: 'eq', value: 'energy' }]));
    await waitFor(() => expect(screen.queryByText('千克')).not.toBeInTheDocument());
    expect(screen.getByText('兆焦')).toBeInTheDocument();
  });

  it('adds a unit: an incomplete form says 表单数据校验失败, a complete one shows its factor against the base unit and says 新增成功!', async () => {
    renderUnits();
    await screen.findByText('千瓦时');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增单位');
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(await within(form).findByText('请输入单位符号')).toBeInTheDocument();
    expect(creates).toEqual([]);

    await enterValue(user, within(form).getByLabelText('单位符号'), 'lb');
    await enterValue(user, within(form).getByLabelText('中文名称'), '磅');
    await enterValue(user, within(form).getByLabelText('英文名称'), 'pound');
    await choose('量纲', '质量', form);
    await enterValue(user, within(form).getByLabelText('换算系数（对基准单位）'), '0.45359237');
    expect(await within(form).findByText('1 lb = 0.45359237 kg（基准单位）')).toBeInTheDocument();
    const loadsBefore = pages.length;
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toEqual([{ code: 'lb', nameZh: '磅', nameEn: 'pound', dimension: 'mass', factor: 0.45359237 }]);
    await waitFor(() => expect(pages.length).toBe(loadsBefore + 1));
  });

  it('refuses a symbol with a space in the form, before asking the server', async () => {
    renderUnits();
    await screen.findByText('千瓦时');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增单位');
    await enterValue(user, within(form).getByLabelText('单位符号'), 't km');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('单位符号须为 1 至 20 个字符，且不含空格')).toBeInTheDocument();
    expect(creates).toEqual([]);
  });

  it('edits a reference unit: only its names can change, the save keeps symbol, dimension, factor and base and says 编辑成功!', async () => {
    renderUnits();
    await screen.findByText('千瓦时');
    await user.click(button('编辑', rowOf('kWh')));
    const form = await dialog('编辑单位');
    expect(within(form).getByText('参考单位由核算方法规定，只能修改名称')).toBeInTheDocument();
    expect(within(form).getByLabelText('单位符号')).toBeDisabled();
    expect(within(form).getByLabelText('换算系数（对基准单位）')).toBeDisabled();
    expect(within(form).getByLabelText('量纲')).toBeDisabled();
    const name = within(form).getByLabelText('中文名称');
    await user.clear(name);
    await user.type(name, '度');
    await user.click(button('保 存', form));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(updates).toEqual([
      { id: 3, code: 'kWh', nameZh: '度', nameEn: 'kilowatt hour', dimension: 'energy', factor: 3.6, isBase: false },
    ]);
  });

  it('deletes an administrator’s unit after the standard confirm and says 删除成功!; cancelling says 已取消删除', async () => {
    renderUnits();
    await screen.findByText('桶');
    await user.click(button('删除', rowOf('bbl')));
    let confirm = await dialog('警告');
    expect(within(confirm).getByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('取 消', confirm));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await user.click(button('删除', rowOf('bbl')));
    confirm = await dialog('警告');
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(deletes).toEqual([{ id: 6 }]);
  });

  it('says 请选择要删除的数据 when nothing is selected, and shows the server’s refusal of a unit in use', async () => {
    deleteRefusal = '单位 bbl 正在使用，不能删除';
    renderUnits();
    await screen.findByText('桶');
    await user.click(button('删 除', toolbar()));
    expect(await screen.findByText('请选择要删除的数据')).toBeInTheDocument();
    await user.click(within(rowOf('bbl')).getByRole('checkbox'));
    await user.click(button('删 除', toolbar()));
    await user.click(button('确 定', await dialog('警告')));
    expect(await screen.findByText('单位 bbl 正在使用，不能删除')).toBeInTheDocument();
    expect(deletes).toEqual([{ id: 6 }]);
  });

  it('converts a quantity between two units, and shows the refusal naming both units across dimensions', async () => {
    renderUnits(['business:unit:list']);
    await screen.findByText('千瓦时');
    const panel = converter();
    await choose('原单位', 'kWh（千瓦时）', panel);
    await choose('目标单位', 'MJ（兆焦）', panel);
    await user.click(button('换 算', panel));
    expect(await within(panel).findByText('1 kWh = 3.6 MJ')).toBeInTheDocument();
    expect(conversions).toEqual([{ quantity: 1, from: 'kWh', to: 'MJ' }]);

    await choose('目标单位', 'kg（千克）', panel);
    expect(within(panel).queryByText('1 kWh = 3.6 MJ')).not.toBeInTheDocument();
    await user.click(button('换 算', panel));
    expect(await within(panel).findByText('单位 kWh（能量）与 kg（质量）量纲不同，不能换算')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    const view = renderUnits();
    try {
      await screen.findByText('kilowatt hour');
      expect(screen.getByText('Unit conversion')).toBeInTheDocument();
      await user.click(button('Add', toolbar()));
      const form = await dialog('Add unit');
      expect(within(form).getByText('Symbol')).toBeInTheDocument();
      expect(within(form).getByText('Factor to base unit')).toBeInTheDocument();
    } finally {
      // unmounted first: the page would re-render to the change of language outside act()
      view.unmount();
      await setLanguage('zh-CN');
    }
  });
});
