import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@pcf/shared';
import type { CreateInventoryTemplateRequest, InventoryTemplateSummary, ObjPageRequest, ObjRow } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import routes from '../../routes';
import { PROJECT_META as META, button, dialog, inChinese, newUser, renderRoute, routeOf, rowOf } from '../../parts/testing/screens';

configure({ asyncUtilTimeout: 5000 });
// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const ROWS: ObjRow[] = [
  { id: 1, code: 'PJ-1', name: '组件甲', status: 'collecting' },
  { id: 2, code: 'PJ-2', name: '组件乙', status: 'submitted' },
];

const TEMPLATES: InventoryTemplateSummary[] = [
  { id: 1, name: '光伏组件通用采集模板', nameEn: 'PV module collection template', version: '1.0', description: null, lineCount: 24, updatedAt: '2026-01-02T03:04:05.000Z' },
];

const UNITS: ObjRow[] = [{ id: 1, code: 'kg', name_zh: '千克', name_en: 'kilogram', dimension: 'mass', factor: 1, is_base: true, seeded: true }];

let pages: ObjPageRequest[] = [];
let creates: CreateInventoryTemplateRequest[] = [];
let deletes: { id: number }[] = [];

const server = setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () => ok([])),
  http.post(API.projectPage, async ({ request }) => {
    pages.push((await request.json()) as ObjPageRequest);
    return ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(API.inventoryTemplates, () => ok(TEMPLATES)),
  http.post(API.objData, () => ok(UNITS)),
  http.post(API.inventoryTemplateCreate, async ({ request }) => {
    creates.push((await request.json()) as CreateInventoryTemplateRequest);
    return ok({ id: 2 }, '新增成功!');
  }),
  http.post(API.inventoryTemplateDelete, async ({ request }) => {
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
  deletes = [];
});

const listRoute = routeOf('/acquisitionManagement/index');
const ADMIN = ['*:*:*'];
const ENTERPRISE = ['acquisition:entry:list', 'acquisition:entry:save', 'acquisition:entry:remove'];

const renderList = (permissions: string[]) => renderRoute(listRoute, '/acquisitionManagement/index', { roles: permissions === ADMIN ? ['admin'] : ['enterprise'], permissions });

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
        lines: [{ stage: 'raw_material', itemNameZh: '铝边框', itemNameEn: 'Aluminium frame', unitCode: 'kg', factorCode: null, gas: null, note: null }],
      },
    ]);
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
