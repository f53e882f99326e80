import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { DeptTreeNode, RoleInfo, RoleMenuNode, RoleMenuTree } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';
import { indexMenus, toggleCheck } from './parts/menuChecks';

// role queries and clicks skip their computed-style checks: with antd's styles each one costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// a dialog round trip (open, validate, save, close) takes seconds of antd rendering on a busy 2-core machine
jest.setTimeout(60_000);

const role = (fields: Partial<RoleInfo> & Pick<RoleInfo, 'id' | 'roleKey' | 'name'>): RoleInfo => ({
  nameEn: fields.name,
  sort: fields.id,
  status: '0',
  remark: null,
  companyId: 7,
  isAdmin: false,
  dataScope: 'self',
  deptIds: [],
  userCount: 0,
  ...fields,
});

const ROLES: RoleInfo[] = [
  role({
    id: 1,
    roleKey: 'admin',
    name: '管理员',
    nameEn: 'Administrator',
    isAdmin: true,
    dataScope: 'all',
    userCount: 2,
    companyId: null,
  }),
  role({ id: 2, roleKey: 'auditor', name: '审核员', nameEn: 'Auditor', dataScope: 'deptAndChild' }),
  role({ id: 3, roleKey: 'clerk', name: '录入员', nameEn: 'Clerk', status: '1', userCount: 3 }),
];

const menu = (fields: Partial<RoleMenuNode> & Pick<RoleMenuNode, 'id' | 'kind' | 'name'>): RoleMenuNode => ({
  nameEn: fields.name,
  perms: null,
  planned: false,
  children: [],
  ...fields,
});

function menuTree(): RoleMenuTree {
  const userPage = menu({
    id: 11,
    kind: 'page',
    name: '用户管理',
    perms: 'system:user:list',
    children: [
      menu({ id: 111, kind: 'button', name: '用户新增', perms: 'system:user:add' }),
      menu({ id: 112, kind: 'button', name: '用户删除', perms: 'system:user:remove' }),
    ],
  });
  const rolePage = menu({ id: 12, kind: 'page', name: '角色管理', perms: 'system:role:list', planned: true });
  return { menus: [menu({ id: 10, kind: 'group', name: '系统管理', children: [userPage, rolePage] })], checkedIds: [10, 12] };
}

const DEPTS: DeptTreeNode[] = [
  {
    id: 21,
    name: '总部',
    pid: 0,
    parentId: 0,
    level: 1,
    companyId: 7,
    sort: 1,
    status: 0,
    leader: null,
    phone: null,
    children: [{ id: 22, name: '研发部', pid: 21, parentId: 21, level: 2, companyId: 7, sort: 1, status: 0, leader: null, phone: null }],
  },
];

let calls: { method: string; url: string; body: unknown }[] = [];
const record =
  (reply: () => Response = () => ok(null)) =>
  async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({ method: request.method, url: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : null });
    return reply();
  };
let listQueries: string[] = [];

const server = setupTestServer(
  http.get('/system/role/list', ({ request }) => {
    listQueries.push(new URL(request.url).search);
    return ok({ rows: ROLES, total: 23 });
  }),
  http.post(
    '/system/role/create',
    record(() => ok({ id: 9 })),
  ),
  http.put('/system/role/update', record()),
  http.delete('/system/role/delete', record()),
  http.get('/system/role/menuTree', () => ok(menuTree())),
  http.put('/system/role/menus', record()),
  http.put('/system/role/dataScope', record()),
  http.get('/sky/dept/tree', ({ request }) => {
    listQueries.push(`dept${new URL(request.url).search}`);
    return ok(DEPTS);
  }),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(() => {
  calls = [];
  listQueries = [];
});

const roleRoute = routes.find((route) => route.path === '/system/role');
const ALL = ['system:role:list', 'system:role:add', 'system:role:edit', 'system:role:remove'];

function renderRoles(permissions: string[] = ALL) {
  if (!roleRoute) throw new Error('mf-system has no /system/role route');
  const Page = roleRoute.Component;
  return renderScreen(<Page />, { roles: ['enterprise'], permissions });
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

const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function dialogOf(selector = '.ant-modal'): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  });
}

const button = (scope: HTMLElement, name: RegExp | string) => within(scope).getByRole('button', { name });

/** The checkbox of the grants tree's node titled `title`. */
function treeCheckbox(drawer: HTMLElement, title: string): HTMLElement {
  const node = [...drawer.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((found) =>
    found.querySelector('.ant-tree-title')?.textContent?.startsWith(title),
  );
  const box = node?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!box) throw new Error(`no tree node ${title}`);
  return box;
}
const isChecked = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-checked');

describe('/system/role', () => {
  it('is a route of mf-system titled 角色管理', () => {
    expect(roleRoute?.titleKey).toBe('system:role.title');
  });

  it('lists the roles page by page with status, data scope and user count', async () => {
    renderRoles();
    const auditor = await rowOf('审核员');
    expect(within(auditor).getByText('auditor')).toBeInTheDocument();
    expect(within(auditor).getByText('本部门及以下数据权限')).toBeInTheDocument();
    expect(within(await rowOf('录入员')).getByText('停用')).toBeInTheDocument();
    expect(within(await rowOf('管理员')).getByText('内置')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(listQueries).toEqual(['?pageNum=1&pageSize=10']);

    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(listQueries).toEqual(['?pageNum=1&pageSize=10', '?pageNum=3&pageSize=10']));
  });

  it('sends the name, key and status filters to the server from the first page', async () => {
    renderRoles();
    await rowOf('审核员');
    // by id: label queries over the whole table are slow in jsdom
    fill(document.getElementById('roleFilter_name') as HTMLElement, ' 审核 ');
    fill(document.getElementById('roleFilter_roleKey') as HTMLElement, 'aud');
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(listQueries[1]).toBe(`?pageNum=1&pageSize=10&name=${encodeURIComponent('审核')}&roleKey=aud`));
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(listQueries[2]).toBe('?pageNum=1&pageSize=10'));
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    server.use(http.get('/system/role/list', () => HttpResponse.json({ code: 500, msg: '读取失败' })));
    renderRoles();
    expect(await screen.findByText('数据出错,请检查')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('审核员')).toBeInTheDocument();
  });

  it('shows only what the permissions allow', async () => {
    renderRoles(['system:role:list']);
    const auditor = await rowOf('审核员');
    expect(within(auditor).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(auditor).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增角色' })).toBeNull();
  });

  it('keeps the built-in administrator role and roles users hold from being deleted or regranted', async () => {
    renderRoles();
    const admin = await rowOf('管理员');
    expect(button(admin, '删除')).toBeDisabled();
    expect(button(admin, '分配权限')).toBeDisabled();
    expect(button(admin, '数据权限')).toBeDisabled();
    expect(button(await rowOf('录入员'), '删除')).toBeDisabled();
    expect(button(await rowOf('审核员'), '删除')).toBeEnabled();
  });

  it('deletes after the standard confirmation and says 已取消删除 when cancelled', async () => {
    renderRoles();
    await user.click(button(await rowOf('审核员'), '删除'));
    expect(await screen.findByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button(await dialogOf('.ant-modal-confirm'), /取\s*消/));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(button(await rowOf('审核员'), '删除'));
    await user.click(button(await dialogOf('.ant-modal-confirm'), /确\s*定/));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: '/system/role/delete?id=2', body: null }]);
    await waitFor(() => expect(listQueries).toHaveLength(2));
  });

  it('refuses a malformed key and a missing name before sending, then creates the role', async () => {
    renderRoles();
    await rowOf('审核员');
    await user.click(screen.getByRole('button', { name: '新增角色' }));
    const dialog = await dialogOf();
    fill(within(dialog).getByLabelText('权限字符'), '1bad key');
    await user.click(button(dialog, /保\s*存/));
    expect(await within(dialog).findByText('权限字符须以字母开头，仅含字母、数字和 _ : . -，最多 50 个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入角色名称')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('表单数据校验失败')).toBeInTheDocument());
    expect(calls).toHaveLength(0);

    fill(within(dialog).getByLabelText('权限字符'), 'reviewer');
    fill(within(dialog).getByLabelText('中文名称'), '复核员');
    fill(within(dialog).getByLabelText('英文名称'), 'Reviewer');
    fill(within(dialog).getByLabelText('备注'), '  ');
    await user.click(button(dialog, /保\s*存/));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/system/role/create',
        body: { roleKey: 'reviewer', name: '复核员', nameEn: 'Reviewer', sort: 4, status: '0', remark: null },
      },
    ]);
  });

  it('edits a role through /system/role/update and shows a server refusal in the dialog', async () => {
    server.use(
      http.put(
        '/system/role/update',
        record(() => HttpResponse.json({ code: 500, msg: '角色名称 录入员 已存在' })),
      ),
    );
    renderRoles();
    await user.click(button(await rowOf('审核员'), '编辑'));
    const dialog = await dialogOf();
    fill(within(dialog).getByLabelText('中文名称'), '录入员');
    await user.click(button(dialog, /保\s*存/));
    expect(await screen.findByText('角色名称 录入员 已存在')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/system/role/update',
        body: { id: 2, roleKey: 'auditor', name: '录入员', nameEn: 'Auditor', sort: 2, status: '0', remark: null },
      },
    ]);
    expect(document.querySelector('.ant-modal')).not.toBeNull();
  });

  it('grants a page with its buttons from the checkable tree and saves the checked set', async () => {
    renderRoles();
    await user.click(button(await rowOf('审核员'), '分配权限'));
    const drawer = await dialogOf('.ant-drawer');
    await waitFor(() => expect(isChecked(treeCheckbox(drawer, '角色管理'))).toBe(true));
    expect(within(drawer).getByText('待开发')).toBeInTheDocument();
    expect(isChecked(treeCheckbox(drawer, '用户管理'))).toBe(false);

    // checking a page checks its buttons; unchecking one button keeps the page
    await user.click(treeCheckbox(drawer, '用户管理'));
    expect(isChecked(treeCheckbox(drawer, '用户新增'))).toBe(true);
    await user.click(treeCheckbox(drawer, '用户删除'));
    expect(isChecked(treeCheckbox(drawer, '用户管理'))).toBe(true);
    // unchecking a page leaves the group
    await user.click(treeCheckbox(drawer, '角色管理'));

    await user.click(button(drawer, /保\s*存/));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', url: '/system/role/menus', body: { id: 2, menuIds: [10, 11, 111] } }]);
  });

  it('requires departments for the custom data scope and saves the chosen ones', async () => {
    renderRoles();
    await user.click(button(await rowOf('审核员'), '数据权限'));
    const dialog = await dialogOf();
    expect(within(dialog).getByLabelText('本部门及以下数据权限')).toBeChecked();
    await user.click(within(dialog).getByLabelText('自定数据权限（指定部门）'));
    await waitFor(() => expect(listQueries).toContain('dept?companyId=7'));
    await user.click(button(dialog, /保\s*存/));
    expect(await within(dialog).findByText('自定义数据权限请至少选择一个部门')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByLabelText('部门'));
    const dropdown = await dialogOf('.ant-select-dropdown');
    await user.click(await within(dropdown).findByText('研发部'));
    await user.click(button(dialog, /保\s*存/));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', url: '/system/role/dataScope', body: { id: 2, dataScope: 'custom', deptIds: [22] } }]);
  });

  it('saves a scope without departments when it is not custom', async () => {
    renderRoles();
    await user.click(button(await rowOf('录入员'), '数据权限'));
    const dialog = await dialogOf();
    await user.click(within(dialog).getByLabelText('本部门数据权限'));
    await user.click(button(dialog, /保\s*存/));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', url: '/system/role/dataScope', body: { id: 3, dataScope: 'dept' } }]);
  });
});

describe('grants tree linkage', () => {
  const index = indexMenus(menuTree().menus);
  it('checks what is under and above a node, and unchecks what is under it', () => {
    expect([...toggleCheck(index, new Set(), 111, true, true)].sort()).toEqual([10, 11, 111]);
    expect([...toggleCheck(index, new Set([10, 11, 111, 112]), 11, false, true)]).toEqual([10]);
  });
  it('toggles the node alone without linkage', () => {
    expect([...toggleCheck(index, new Set([10]), 112, true, false)]).toEqual([10, 112]);
  });
});
