import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, inventoryEndpoints, projectEndpoints } from '@pcf/shared';
import type {
  CreateInventoryTemplateRequest,
  InventoryTemplateDetail,
  InventoryTemplateSummary,
  ObjPageRequest,
  ObjRow,
  UpdateInventoryTemplateRequest,
} from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import routes from '../../routes';
import { PROJECT_META as META, button, dialog, inChinese, newUser, renderRoute, routeOf, rowOf } from '../../parts/testing/screens';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const ROWS: ObjRow[] = [
  { id: 1, code: 'PJ-1', name: '组件甲', status: 'collecting' },
  { id: 2, code: 'PJ-2', name: '组件乙', status: 'submitted' },
];

const TEMPLATES: InventoryTemplateSummary[] = [
  {
    id: 1,
    name: '光伏组件通用采集模板',
    nameEn: 'PV module collection template',
    version: '1.0',
    description: null,
    lineCount: 24,
    updatedAt: '2026-01-02T03:04:05.000Z',
  },
];

/** The template's lines: two counted under a directory item (named by its path), one under none. */
const DETAIL: InventoryTemplateDetail = {
  ...TEMPLATES[0],
  lineCount: 3,
  lines: [
    {
      id: 11,
      stage: 'raw_material',
      itemNameZh: '光伏玻璃',
      itemNameEn: 'PV glass',
      itemId: 101,
      itemName: '原材料 > 光伏玻璃',
      unitId: 1,
      unitCode: 'kg',
      factorCode: 'EF-GLASS',
      gas: null,
      note: null,
      sortOrder: 1,
    },
    {
      id: 12,
      stage: 'production',
      itemNameZh: '电力',
      itemNameEn: 'Electricity',
      itemId: null,
      itemName: null,
      unitId: 1,
      unitCode: 'kg',
      factorCode: null,
      gas: null,
      note: null,
      sortOrder: 2,
    },
    {
      id: 13,
      stage: 'raw_material',
      itemNameZh: '铝边框',
      itemNameEn: 'Aluminium frame',
      itemId: 102,
      itemName: '原材料 > 铝边框',
      unitId: 1,
      unitCode: 'kg',
      factorCode: null,
      gas: null,
      note: null,
      sortOrder: 3,
    },
  ],
};

/** The directory (目录管理): 原材料 > 光伏玻璃 and 原材料 > 铝边框. */
const DIRECTORY = [
  {
    id: 100,
    name: '原材料',
    pid: 0,
    level: 1,
    children: [
      { id: 101, name: '光伏玻璃', pid: 100, level: 2 },
      { id: 102, name: '铝边框', pid: 100, level: 2 },
    ],
  },
];

const UNITS: ObjRow[] = [
  { id: 1, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1, is_base: true, seeded: true },
];

let pages: ObjPageRequest[] = [];
let creates: CreateInventoryTemplateRequest[] = [];
let updates: UpdateInventoryTemplateRequest[] = [];
let deletes: { id: number }[] = [];

const server = setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () => ok([])),
  http.post(projectEndpoints.page.url, async ({ request }) => {
    pages.push((await request.json()) as ObjPageRequest);
    return ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(inventoryEndpoints.templates.url, () => ok(TEMPLATES)),
  http.get(inventoryEndpoints.templateDetail.url, () => ok(DETAIL)),
  http.get(API.treeLoad, () => ok(DIRECTORY)),
  http.post(API.objData, () => ok(UNITS)),
  http.post(inventoryEndpoints.templateCreate.url, async ({ request }) => {
    creates.push((await request.json()) as CreateInventoryTemplateRequest);
    return ok({ id: 2 }, '新增成功!');
  }),
  http.post(inventoryEndpoints.templateUpdate.url, async ({ request }) => {
    updates.push((await request.json()) as UpdateInventoryTemplateRequest);
    return HttpResponse.json({ code: 200, msg: '编辑成功!' });
  }),
  http.post(inventoryEndpoints.templateDelete.url, async ({ request }) => {
    deletes.push((await request.json()) as { id: number });
    return HttpResponse.json({ code: 200, msg: '删除成功!' });
  }),
);

let user = newUser();

inChinese();
beforeEach(() => {
  user = newUser();
  window.localStorage.clear();
});
afterEach(() => {
  pages = [];
  creates = [];
  updates = [];
  deletes = [];
});

const listRoute = routeOf('/acquisitionManagement/index');
const ADMIN = ['*:*:*'];
const ENTERPRISE = ['acquisition:entry:list', 'acquisition:entry:save', 'acquisition:entry:remove'];

const renderList = (permissions: string[]) =>
  renderRoute(listRoute, '/acquisitionManagement/index', { roles: permissions === ADMIN ? ['admin'] : ['enterprise'], permissions });

/** The directory item field of the form's line `index` (0 first). */
const itemField = (form: HTMLElement, index: number): HTMLElement => {
  const field = form.querySelectorAll<HTMLElement>('.ant-select.ant-tree-select')[index];
  if (!field) throw new Error(`line ${index + 1} has no directory item field`);
  return field;
};

/** The clear icon of a line's directory item (antd shows it on hover; a click on it clears). */
const clearItem = (form: HTMLElement, index: number): HTMLElement => {
  const clear = itemField(form, index).querySelector<HTMLElement>('.ant-select-clear');
  if (!clear) throw new Error(`line ${index + 1} has no clearable directory item`);
  return clear;
};

/** The node of this name in the open directory tree popup. */
const treeNode = (name: string): Promise<HTMLElement> =>
  waitFor(() => {
    const node = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find((el) => el.title === name);
    if (!node) throw new Error(`the directory popup shows no ${name}`);
    return node;
  });

/** The row's cell under the column of this title (in the row's own table). */
const cellOf = (row: HTMLElement, title: string): HTMLElement => {
  const headers = [...(row.closest('table')?.querySelectorAll('thead th') ?? [])];
  const index = headers.findIndex((th) => th.textContent === title);
  const cell = row.querySelectorAll<HTMLElement>('td')[index];
  if (index < 0 || !cell) throw new Error(`no column ${title}`);
  return cell;
};

const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

describe('/acquisitionManagement/index (数据填报)', () => {
  it('is a route of mf-acquisition titled 数据填报, with its hidden inventory page', () => {
    expect(listRoute?.titleKey).toBe('acquisition:entry.title');
    expect(routes.find((route) => route.path === '/acquisitionManagement/acquisition')?.hidden).toBe(true);
  });

  it('lists the user’s projects with SPEC §4 status tags and opens a project’s inventory to fill in, or to read once submitted', async () => {
    renderList(ENTERPRISE);
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('组件甲', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'pcf_project', pageNum: 1 });
    expect(within(rowOf('组件甲')).getByText('填报中')).toHaveClass('ant-tag-orange');
    expect(within(rowOf('组件乙')).getByText('已提交')).toHaveClass('ant-tag-blue');
    expect(within(rowOf('组件乙')).getByText('查看')).toBeInTheDocument();
    // template changes are a platform administrator's
    expect(within(toolbar()).queryByText('采集模板')).not.toBeInTheDocument();

    await user.click(button('填报', rowOf('组件甲')));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/acquisitionManagement/acquisition?id=1'));
  });

  it('lets an administrator add a collection template: name and version are required (SPEC §5), and the complete form is sent', async () => {
    renderList(ADMIN);
    await screen.findByText('组件甲');
    await user.click(button('采集模板', toolbar()));
    expect(await screen.findByText('光伏组件通用采集模板')).toBeInTheDocument();
    await user.click(button('新 增'));
    const form = await dialog('新增采集模板');
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(await within(form).findByText('请输入表单名称!')).toBeInTheDocument();
    expect(within(form).getByText('请输入版本号!')).toBeInTheDocument();
    expect(creates).toEqual([]);

    await user.type(within(form).getByLabelText('表单名称'), '逆变器采集模板');
    await user.type(within(form).getByLabelText('版本号'), '2.0');
    await user.type(within(form).getByLabelText('中文名称'), '铝边框');
    await user.type(within(form).getByLabelText('英文名称'), 'Aluminium frame');
    await user.click(within(form).getByLabelText('建议单位'));
    const options = await screen.findAllByTitle('kg（千克）');
    await user.click(options[options.length - 1]);
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toEqual([
      {
        name: '逆变器采集模板',
        nameEn: null,
        version: '2.0',
        description: null,
        lines: [
          {
            stage: 'raw_material',
            itemNameZh: '铝边框',
            itemNameEn: 'Aluminium frame',
            itemId: null,
            unitCode: 'kg',
            factorCode: null,
            gas: null,
            note: null,
          },
        ],
      },
    ]);
  });

  it('offers the directory tree for a template line’s 目录项, searchable by name, and sends the picked item’s id', async () => {
    renderList(ADMIN);
    await screen.findByText('组件甲');
    await user.click(button('采集模板', toolbar()));
    await screen.findByText('光伏组件通用采集模板');
    await user.click(button('新 增'));
    const form = await dialog('新增采集模板');
    await user.type(within(form).getByLabelText('表单名称'), '逆变器采集模板');
    await user.type(within(form).getByLabelText('版本号'), '2.0');
    await user.type(within(form).getByLabelText('中文名称'), '铝边框');
    await user.type(within(form).getByLabelText('英文名称'), 'Aluminium frame');
    await user.click(within(form).getByLabelText('建议单位'));
    const units = await screen.findAllByTitle('kg（千克）');
    await user.click(units[units.length - 1]);

    // the tree's root is offered; typing a name finds the item inside it
    await user.click(within(form).getByLabelText('目录项'));
    expect(await treeNode('原材料')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('目录项'), '铝边');
    await user.click(await treeNode('铝边框'));
    expect(itemField(form, 0)).toHaveTextContent('铝边框');
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0].lines).toEqual([expect.objectContaining({ itemNameZh: '铝边框', itemId: 102 })]);
  });

  it('shows each template line’s directory item path (— without), and an edit sends null for a cleared item and keeps the others', async () => {
    renderList(ADMIN);
    await screen.findByText('组件甲');
    await user.click(button('采集模板', toolbar()));
    await screen.findByText('光伏组件通用采集模板');
    await user.click(rowOf('光伏组件通用采集模板').querySelector<HTMLElement>('.ant-table-row-expand-icon') as HTMLElement);
    expect(await screen.findByText('原材料 > 光伏玻璃')).toBeInTheDocument();
    expect(cellOf(rowOf('电力'), '目录项')).toHaveTextContent(/^—$/);

    await user.click(button('编辑', rowOf('光伏组件通用采集模板')));
    const form = await dialog('编辑采集模板');
    // the saved item is shown by name in the first line's field
    await waitFor(() => expect(itemField(form, 0)).toHaveTextContent('光伏玻璃'));
    expect(itemField(form, 1)).toHaveTextContent('从目录中选择');
    await user.click(clearItem(form, 0));
    await waitFor(() => expect(itemField(form, 0)).toHaveTextContent('从目录中选择'));
    await user.click(button('保 存', form));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ id: 1, name: '光伏组件通用采集模板', version: '1.0' });
    expect(updates[0].lines.map((line) => [line.itemNameZh, line.itemId])).toEqual([
      ['光伏玻璃', null],
      ['电力', null],
      ['铝边框', 102],
    ]);
  });

  it('names a line’s saved directory item by its path when the directory cannot be loaded, and says so', async () => {
    server.use(http.get(API.treeLoad, () => HttpResponse.json({ code: 500, msg: '系统错误' })));
    renderList(ADMIN);
    await screen.findByText('组件甲');
    await user.click(button('采集模板', toolbar()));
    await screen.findByText('光伏组件通用采集模板');
    await user.click(button('编辑', rowOf('光伏组件通用采集模板')));
    const form = await dialog('编辑采集模板');
    expect(await within(form).findByText('目录加载失败，暂时无法选择目录项')).toBeInTheDocument();
    expect(itemField(form, 0)).toHaveTextContent('原材料 > 光伏玻璃');
    expect(itemField(form, 2)).toHaveTextContent('原材料 > 铝边框');
  });

  it('deletes a collection template after the SPEC §8 confirm', async () => {
    renderList(ADMIN);
    await screen.findByText('组件甲');
    await user.click(button('采集模板', toolbar()));
    await screen.findByText('光伏组件通用采集模板');
    await user.click(button('删除', rowOf('光伏组件通用采集模板')));
    const confirm = await dialog('警告');
    expect(within(confirm).getByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(deletes).toEqual([{ id: 1 }]);
  });
});
