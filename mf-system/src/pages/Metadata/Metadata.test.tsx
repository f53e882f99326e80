import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { DictType, MetaCandidateTable, MetaFieldDetail, MetaObjectDetail, MetaObjectSummary } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// role queries and clicks skip their computed-style checks: with antd's styles each one costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// a drawer round trip (open, load, edit, save, close) takes seconds of antd rendering on a busy 2-core machine
jest.setTimeout(120_000);

const POST: MetaObjectSummary = {
  id: 1,
  name: 'sys_post',
  table: 'sys_post',
  labelZh: '岗位',
  labelEn: 'Posts',
  kind: 'system',
  companyScoped: true,
  permissionPrefix: 'system:post',
  fieldCount: 9,
};
const DEVICE: MetaObjectSummary = {
  id: 3,
  name: 'obj_device',
  table: 'obj_device',
  labelZh: '设备',
  labelEn: 'Devices',
  kind: 'custom',
  companyScoped: true,
  permissionPrefix: 'obj:device',
  fieldCount: 6,
};

const detailField = (name: string, extra: Partial<MetaFieldDetail> = {}): MetaFieldDetail => ({
  name,
  type: 'string',
  labelZh: `${name}中文`,
  labelEn: `${name} label`,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  order: 1,
  maxLength: null,
  column: name,
  sqlType: 'text',
  editable: true,
  builtIn: false,
  filled: 0,
  ...extra,
});

const DEVICE_DETAIL: MetaObjectDetail = {
  ...DEVICE,
  deptField: null,
  ownerField: null,
  rows: 3,
  fields: [
    detailField('id', { type: 'integer', builtIn: true, editable: false, sqlType: 'integer', order: 0, filled: 3 }),
    detailField('company_id', { type: 'integer', builtIn: true, sqlType: 'integer', order: 9999, filled: 3 }),
    detailField('name', { required: true, filled: 3 }),
    detailField('serial_no', { filled: 2, order: 2 }),
    detailField('created_at', {
      type: 'datetime',
      builtIn: true,
      editable: false,
      sqlType: 'timestamp with time zone',
      order: 9999,
      filled: 3,
    }),
    detailField('updated_at', {
      type: 'datetime',
      builtIn: true,
      editable: false,
      sqlType: 'timestamp with time zone',
      order: 9999,
      filled: 3,
    }),
  ],
};

const DICTS: DictType[] = [{ id: 1, code: 'sys_normal_disable', name: '系统开关', nameEn: 'Normal or disabled', status: '0' }];
const TABLES: MetaCandidateTable[] = [
  {
    table: 'pv_module_catalog',
    hasCompanyColumn: false,
    columns: [
      { column: 'id', sqlType: 'integer', nullable: false, types: ['integer', 'number'], secret: false },
      { column: 'model', sqlType: 'text', nullable: false, types: ['string', 'dict'], secret: false },
      { column: 'password_hash', sqlType: 'text', nullable: true, types: [], secret: true },
    ],
  },
];

let calls: { url: string; body: unknown }[] = [];
let listQueries: string[] = [];
const record =
  (reply: () => Response = () => ok({ id: 3, name: 'obj_device' })) =>
  async ({ request }: { request: Request }) => {
    calls.push({ url: new URL(request.url).pathname, body: (await request.json()) as unknown });
    return reply();
  };

const server = setupTestServer(
  http.get('/system/metadata/objects', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listQueries.push(params.toString());
    const keyword = params.get('keyword') ?? '';
    const rows = [POST, DEVICE].filter((r) => keyword === '' || r.name.includes(keyword));
    return ok({ rows, total: rows.length, pageNum: Number(params.get('pageNum') ?? 1), pageSize: Number(params.get('pageSize') ?? 10) });
  }),
  http.get('/system/metadata/object', () => ok(DEVICE_DETAIL)),
  http.get('/system/metadata/tables', () => ok(TABLES)),
  http.get('/sysDictInfo/types', () => ok(DICTS)),
  http.post('/system/metadata/create', record()),
  http.post('/system/metadata/update', record()),
  http.post('/system/metadata/delete', record()),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
});
beforeEach(async () => {
  await setLanguage('zh-CN');
});
afterEach(() => {
  calls = [];
  listQueries = [];
});

const metadataRoute = routes.find((route) => route.path === '/metadata/table');

function renderPage(admin = true) {
  if (!metadataRoute) throw new Error('mf-system has no /metadata/table route');
  const Page = metadataRoute.Component;
  const session = admin
    ? { roles: ['admin'], permissions: ['*:*:*'] }
    : {
        roles: ['enterprise'],
        permissions: ['system:metadata:list', 'system:metadata:add', 'system:metadata:edit', 'system:metadata:remove'],
      };
  return renderScreen(<Page />, session);
}

function rowOf(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen
      .getAllByText(text)
      .map((cell) => cell.closest('tr'))
      .find((found) => found !== null);
    if (!row) throw new Error(`no row for ${text}`);
    return row;
  });
}

function drawerOf(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-drawer');
    if (!found) throw new Error('no drawer');
    return found;
  });
}

const confirmDialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation');
    return found;
  });

/** Sets a text field at once: typing key by key into antd fields is slow in jsdom. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const saveDrawer = (drawer: HTMLElement) => user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

describe('metadata (/metadata/table)', () => {
  it('is a route of mf-system titled 元数据管理', () => {
    expect(metadataRoute?.titleKey).toBe('system:metadata.title');
  });

  it('lists the registered objects with their kind, and searches by keyword', async () => {
    renderPage();
    expect(await rowOf('sys_post')).toHaveTextContent('系统预置');
    expect(await rowOf('obj_device')).toHaveTextContent('自定义');
    // a built-in object cannot be deleted from here
    expect(within(await rowOf('sys_post')).queryByRole('button', { name: '删除' })).toBeNull();
    fill(screen.getByLabelText('对象名称、数据表或名称'), 'device');
    fireEvent.keyDown(screen.getByLabelText('对象名称、数据表或名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('sys_post')).toBeNull());
    expect(listQueries.at(-1)).toBe('pageNum=1&pageSize=10&keyword=device');
  });

  it('shows the empty state', async () => {
    server.use(http.get('/system/metadata/objects', () => ok({ rows: [], total: 0, pageNum: 1, pageSize: 10 })));
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('in English', async () => {
    await setLanguage('en-US');
    renderPage();
    expect(await rowOf('obj_device')).toHaveTextContent('Devices');
    expect(await rowOf('sys_post')).toHaveTextContent('Built in');
    expect(screen.getByRole('button', { name: /Add object/ })).toBeInTheDocument();
  });

  it('offers no changes to a user who is not a platform administrator, whatever their permissions', async () => {
    renderPage(false);
    await rowOf('obj_device');
    expect(screen.queryByRole('button', { name: /新增对象/ })).toBeNull();
    expect(within(await rowOf('obj_device')).queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(within(await rowOf('obj_device')).getByRole('button', { name: '查看' }));
    const drawer = await drawerOf();
    expect(await within(drawer).findByText('serial_no')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });

  it('creates a new object with its fields, checking the grid first and showing the server’s refusal; 保存成功!', async () => {
    let refuseOnce = true;
    server.use(
      http.post('/system/metadata/create', async ({ request }) => {
        calls.push({ url: new URL(request.url).pathname, body: (await request.json()) as unknown });
        if (refuseOnce) {
          refuseOnce = false;
          return HttpResponse.json({ code: 500, msg: '字段 name 的名称（中文和英文）须为 1 至 100 个字符' }, { status: 400 });
        }
        return ok({ id: 3, name: 'obj_device' });
      }),
    );
    renderPage();
    await rowOf('sys_post');
    await user.click(screen.getByRole('button', { name: /新增对象/ }));
    const drawer = await drawerOf();
    fill(within(drawer).getByLabelText('对象名称'), 'device');
    fill(within(drawer).getByLabelText('名称（中文）'), '设备');
    fill(within(drawer).getByLabelText('名称（英文）'), 'Devices');
    // checked before anything is sent: the field name, then its labels
    fill(within(drawer).getByLabelText('第 1 行字段名'), 'Bad Name');
    await saveDrawer(drawer);
    expect(await screen.findByText('字段名 Bad Name 须以小写字母开头，由小写字母、数字或下划线组成')).toBeInTheDocument();
    fill(within(drawer).getByLabelText('第 1 行字段名'), 'name');
    await saveDrawer(drawer);
    expect(await screen.findByText('请填写字段 name 的中文和英文名称')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fill(within(drawer).getByLabelText('第 1 行中文名称'), '名称');
    fill(within(drawer).getByLabelText('第 1 行英文名称'), 'Name');
    await user.click(within(drawer).getByLabelText('第 1 行必填'));
    // the server's refusal is shown and the drawer stays open; the second save goes through
    await saveDrawer(drawer);
    expect(await screen.findByText('字段 name 的名称（中文和英文）须为 1 至 100 个字符')).toBeInTheDocument();
    await saveDrawer(drawer);
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      url: '/system/metadata/create',
      body: {
        kind: 'custom',
        name: 'device',
        labelZh: '设备',
        labelEn: 'Devices',
        companyScoped: true,
        fields: [
          {
            name: 'name',
            type: 'string',
            labelZh: '名称',
            labelEn: 'Name',
            dictType: null,
            required: true,
            searchable: true,
            sortable: true,
            shownInList: true,
            order: 1,
            maxLength: null,
          },
        ],
      },
    });
  });

  it('registers an existing table: its registrable columns only, secret columns disabled', async () => {
    renderPage();
    await rowOf('sys_post');
    await user.click(screen.getByRole('button', { name: /新增对象/ }));
    const drawer = await drawerOf();
    await user.click(within(drawer).getByLabelText('注册已有数据表'));
    // the table select, then its one option
    await user.click(within(drawer).getByLabelText('数据表'));
    await user.click(await screen.findByTitle('pv_module_catalog'));
    await user.click(within(drawer).getByRole('button', { name: /新增字段/ }));
    // the first free, registrable column is taken (id is registered by the server, the secret one never)
    expect(within(drawer).getByText('model · text')).toBeInTheDocument();
    fill(within(drawer).getByLabelText('名称（中文）'), '组件');
    fill(within(drawer).getByLabelText('名称（英文）'), 'Modules');
    fill(within(drawer).getByLabelText('第 1 行中文名称'), '型号');
    await saveDrawer(drawer);
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/system/metadata/create',
      body: {
        kind: 'table',
        name: 'pv_module_catalog',
        companyScoped: false,
        fields: [{ name: 'model', type: 'string', labelZh: '型号', labelEn: 'model' }],
      },
    });
  });

  it('asks before removing a field that holds data, then sends the confirmation', async () => {
    renderPage();
    await user.click(within(await rowOf('obj_device')).getByRole('button', { name: '编辑' }));
    const drawer = await drawerOf();
    const serial = await within(drawer).findByText('serial_no');
    await user.click(within(serial.closest('tr') as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    await saveDrawer(drawer);
    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('删除以下字段将永久删除其中的数据：serial_no (2)，是否继续?');
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    const [sent] = calls as { url: string; body: { confirmDataLoss?: boolean; fields: { name: string }[] } }[];
    expect(sent.url).toBe('/system/metadata/update');
    expect(sent.body.confirmDataLoss).toBe(true);
    expect(sent.body.fields.map((f) => f.name)).toEqual(['id', 'company_id', 'name', 'created_at', 'updated_at']);
  });

  it('deletes a custom object after the standard confirmation and says 已取消删除 when cancelled', async () => {
    renderPage();
    await user.click(within(await rowOf('obj_device')).getByRole('button', { name: '删除' }));
    let confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('此操作将永久删除该记录, 是否继续?');
    expect(confirm).toHaveTextContent('将同时删除数据表 obj_device 及其全部数据。');
    await user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());

    await user.click(within(await rowOf('obj_device')).getByRole('button', { name: '删除' }));
    confirm = await confirmDialog();
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/system/metadata/delete', body: { name: 'obj_device', confirmDataLoss: true } }]);
  });
});
