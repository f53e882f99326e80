import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { MenuNode } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// role queries and clicks skip their computed-style checks: with antd's styles each one costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// a dialog round trip (open, validate, save, close) takes seconds of antd rendering on a busy 2-core machine
jest.setTimeout(60_000);

const node = (fields: Partial<MenuNode> & Pick<MenuNode, 'id' | 'kind' | 'name' | 'nameEn'>): MenuNode => ({
  parentId: null,
  urlvue: null,
  iconvue: '',
  hidden: false,
  redirect: null,
  order: 1,
  remote: 'mf_system',
  perms: null,
  planned: false,
  enabled: true,
  seeded: true,
  children: [],
  ...fields,
});

function tree(): MenuNode[] {
  const menuPage = node({
    id: 11,
    parentId: 10,
    kind: 'page',
    name: '菜单管理',
    nameEn: 'Menus',
    urlvue: '/system/menu',
    iconvue: 'MenuOutlined',
    perms: 'system:menu:list',
    order: 1,
  });
  const rolePage = node({
    id: 12,
    parentId: 10,
    kind: 'page',
    name: '角色管理',
    nameEn: 'Roles',
    urlvue: '/system/role',
    iconvue: 'TeamOutlined',
    perms: 'system:role:list',
    planned: true,
    order: 2,
  });
  const extra = node({
    id: 13,
    parentId: 10,
    kind: 'page',
    name: '附加页',
    nameEn: 'Extra',
    urlvue: '/system/extra',
    iconvue: 'FundOutlined',
    seeded: false,
    order: 3,
  });
  const system = node({
    id: 10,
    kind: 'group',
    name: '系统管理',
    nameEn: 'System management',
    urlvue: '/system',
    iconvue: 'SettingOutlined',
    children: [menuPage, rolePage, extra],
  });
  const analysis = node({
    id: 20,
    kind: 'group',
    name: '结果分析',
    nameEn: 'Result analysis',
    urlvue: '/AnalysisDisplay',
    iconvue: 'BarChartOutlined',
    redirect: '/AnalysisDisplay/report',
    remote: 'mf_analysis',
    order: 2,
  });
  return [system, analysis];
}

let calls: { url: string; body: unknown }[] = [];
const record =
  (reply: (body: unknown) => Response = () => ok(null)) =>
  async ({ request }: { request: Request }) => {
    const body: unknown = await request.json();
    calls.push({ url: new URL(request.url).pathname, body });
    return reply(body);
  };

const server = setupTestServer(
  http.get('/system/menu/tree', () => ok(tree())),
  http.post(
    '/system/menu/add',
    record(() => ok({ id: 99 })),
  ),
  http.post(
    '/system/menu/update',
    record(() => ok({ id: 13 })),
  ),
  http.post('/system/menu/delete', record()),
  http.post('/system/menu/reorder', record()),
  http.post('/system/menu/switch', record()),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(() => {
  calls = [];
});

const menuRoute = routes.find((route) => route.path === '/system/menu');

const EVERY_CHANGE = ['system:menu:list', 'system:menu:add', 'system:menu:edit', 'system:menu:remove', 'system:menu:switch'];

function renderMenu(permissions: string[] = EVERY_CHANGE) {
  if (!menuRoute) throw new Error('mf-system has no /system/menu route');
  const Page = menuRoute.Component;
  return renderScreen(<Page />, { roles: ['enterprise'], permissions });
}

/** The table row showing `text` (the card title repeats the page's own name). */
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

/** Sets a text field at once: typing key by key into antd fields is slow in jsdom. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/**
 * The form of the open dialog once it holds its starting values: they are set in an effect after the
 * dialog shows, which on a busy machine can come after a test's first change and undo it.
 */
async function filledDialog(label: string, value: string): Promise<HTMLElement> {
  const dialog = await dialogOf();
  await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveValue(value));
  return dialog;
}

/** The open dialog (role queries over the whole table are slow in jsdom). */
function dialogOf(selector = '.ant-modal'): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  });
}

const button = (row: HTMLElement, name: RegExp | string) => within(row).getByRole('button', { name });

describe('/system/menu', () => {
  it('is a route of mf-system titled 菜单管理', () => {
    expect(menuRoute?.titleKey).toBe('system:menu.title');
  });

  it('shows the tree with path, icon, kind, permission, the planned tag and a switch per group', async () => {
    renderMenu();
    const role = await rowOf('角色管理');
    expect(within(role).getByText('/system/role')).toBeInTheDocument();
    expect(within(role).getByText('system:role:list')).toBeInTheDocument();
    expect(within(role).getByText('待开发')).toBeInTheDocument();
    expect(within(role).getByText('页面')).toBeInTheDocument();
    expect(within(await rowOf('结果分析')).getByText('/AnalysisDisplay/report')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '系统管理模块开关' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '结果分析模块开关' })).toBeChecked();
  });

  it('keeps the group of this screen switched on: switching it off would lock everyone out', async () => {
    renderMenu();
    expect(await screen.findByRole('switch', { name: '系统管理模块开关' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '结果分析模块开关' })).toBeEnabled();
  });

  it('shows a reader the tree without the changes their role lacks', async () => {
    renderMenu(['system:menu:list']);
    const extra = await rowOf('附加页');
    expect(within(extra).queryByRole('button', { name: /编辑|删除|上移|下移|新增/ })).toBeNull();
    expect(within(extra).getByText('/system/extra')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '结果分析模块开关' })).toBeDisabled();
  });

  it('shows an error with a retry when the tree cannot be read', async () => {
    server.use(http.get('/system/menu/tree', () => HttpResponse.json({ code: 500, msg: '读取失败' })));
    renderMenu();
    expect(await screen.findByText('数据出错,请检查')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('附加页')).toBeInTheDocument();
  });

  it('keeps seeded rows and groups from being deleted', async () => {
    renderMenu();
    expect(button(await rowOf('菜单管理'), '删除')).toBeDisabled();
    expect(button(await rowOf('系统管理'), '删除')).toBeDisabled();
    expect(button(await rowOf('附加页'), '删除')).toBeEnabled();
  });

  it('deletes after the standard confirmation and says 已取消删除 when cancelled', async () => {
    renderMenu();
    await user.click(button(await rowOf('附加页'), '删除'));
    expect(await screen.findByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(within(await dialogOf('.ant-modal-confirm')).getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(button(await rowOf('附加页'), '删除'));
    await user.click(within(await dialogOf('.ant-modal-confirm')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/system/menu/delete', body: { id: 13 } }]);
  });

  it('asks before switching a group off, then turns its remote off for everyone', async () => {
    renderMenu();
    await user.click(await screen.findByRole('switch', { name: '结果分析模块开关' }));
    expect(await screen.findByText('关闭后，结果分析模块将对所有用户消失，是否继续?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(await dialogOf('.ant-modal-confirm')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('结果分析模块已关闭')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/system/menu/switch', body: { id: 20, enabled: false } }]);
  });

  it('switches a group on without asking', async () => {
    server.use(http.get('/system/menu/tree', () => ok(tree().map((group) => (group.id === 20 ? { ...group, enabled: false } : group)))));
    renderMenu();
    await user.click(await screen.findByRole('switch', { name: '结果分析模块开关' }));
    await waitFor(() => expect(calls).toEqual([{ url: '/system/menu/switch', body: { id: 20, enabled: true } }]));
  });

  it('moves a page up among its siblings through /system/menu/reorder', async () => {
    renderMenu();
    const first = await rowOf('菜单管理');
    expect(button(first, '上移')).toBeDisabled();
    await user.click(button(await rowOf('附加页'), '上移'));
    await waitFor(() => expect(calls).toEqual([{ url: '/system/menu/reorder', body: { parentId: 10, ids: [11, 13, 12] } }]));
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();
  });

  it('adds a page under a group with both names, path and a picked icon', async () => {
    renderMenu();
    await user.click(button(await rowOf('系统管理'), '新增页面'));
    const dialog = await filledDialog('路由地址', '/system/');
    fill(within(dialog).getByLabelText('中文名称'), '字典管理');
    fill(within(dialog).getByLabelText('英文名称'), 'Dictionaries');
    fill(within(dialog).getByLabelText('路由地址'), '/system/dict');
    await user.click(within(dialog).getByRole('button', { name: /SettingOutlined/ }));
    fill(await screen.findByPlaceholderText('搜索图标'), 'contain');
    await user.click(within(await dialogOf('.ant-popover')).getByRole('option', { name: 'ContainerOutlined' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/system/menu/add',
        body: {
          parentId: 10,
          kind: 'page',
          name: '字典管理',
          nameEn: 'Dictionaries',
          urlvue: '/system/dict',
          iconvue: 'ContainerOutlined',
          order: 4,
          hidden: false,
          redirect: null,
          perms: null,
        },
      },
    ]);
  });

  it('refuses a malformed path and a missing English name before sending anything', async () => {
    renderMenu();
    await user.click(button(await rowOf('附加页'), '编辑'));
    const dialog = await filledDialog('英文名称', 'Extra');
    fill(within(dialog).getByLabelText('路由地址'), 'no slash');
    fill(within(dialog).getByLabelText('英文名称'), '');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('路由地址格式为 /段/段（字母、数字、_ 或 -）')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入英文名称')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('表单数据校验失败')).toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('shows the server refusal of an edit and keeps the dialog open', async () => {
    server.use(
      http.post('/system/menu/update', () =>
        HttpResponse.json({ code: 500, msg: 'The route path /system/user is already used by another menu' }),
      ),
    );
    renderMenu();
    await user.click(button(await rowOf('附加页'), '编辑'));
    const dialog = await filledDialog('英文名称', 'Extra');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('The route path /system/user is already used by another menu')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).not.toBeNull();
  });
});
