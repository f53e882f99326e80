import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { DeptTreeNode, ObjMetaData, ObjPageRequest, ObjRow, RoleInfo } from '@pcf/shared';
import { button, enterValue, objField, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const META: ObjMetaData = {
  objName: 'sys_user',
  label: '用户',
  labelZh: '用户',
  labelEn: 'Users',
  companyScoped: true,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('account', 'string', '账号'),
    objField('name', 'string', '姓名'),
    objField('user_type', 'string', '用户类型'),
    objField('company_name', 'string', '企业名称'),
    objField('company_name_en', 'string', '企业英文名称', { shownInList: false }),
    objField('dept_id', 'integer', '部门', { shownInList: false }),
    objField('dept_name', 'string', '部门名称'),
    objField('dept_name_en', 'string', '部门英文名称', { shownInList: false }),
    objField('post_ids', 'string', '岗位编号', { shownInList: false }),
    objField('post_names', 'string', '岗位'),
    objField('role_ids', 'string', '角色编号', { shownInList: false }),
    objField('role_names', 'string', '角色'),
    objField('phone', 'string', '手机号码'),
    objField('email', 'string', '邮箱'),
    objField('frozen', 'boolean', '冻结'),
  ],
};

const ROWS: ObjRow[] = [
  {
    id: 7,
    account: 'zhangsan',
    name: '张三',
    user_type: 'enterprise',
    company_id: 1,
    company_name: '甲光伏有限公司',
    company_name_en: 'Jia PV Co.',
    dept_id: 11,
    dept_name: '研发部',
    dept_name_en: 'R&D',
    post_ids: '3',
    post_names: '工程师',
    role_ids: '4,5',
    role_names: '核算员,审核员',
    phone: '13800000000',
    email: 'zs@example.com',
    frozen: false,
  },
  {
    id: 8,
    account: 'lisi',
    name: '李四',
    user_type: 'enterprise',
    company_id: 1,
    company_name: '甲光伏有限公司',
    company_name_en: 'Jia PV Co.',
    dept_id: null,
    dept_name: null,
    dept_name_en: null,
    post_ids: null,
    post_names: null,
    role_ids: null,
    role_names: null,
    phone: null,
    email: null,
    frozen: true,
  },
];

const DEPTS: DeptTreeNode[] = [
  { id: 11, name: '研发部', pid: 0, parentId: 0, level: 1, companyId: 1, sort: 1, status: 0, leader: null, phone: null },
];
const role = (id: number, name: string): RoleInfo => ({
  id,
  roleKey: `r${id}`,
  name,
  nameEn: name,
  sort: id,
  status: '0',
  remark: null,
  companyId: 1,
  isAdmin: false,
  dataScope: 'all',
  deptIds: [],
  userCount: 0,
});

let pages: ObjPageRequest[] = [];
let calls: { url: string; body: unknown }[] = [];
const callsTo = (path: string) => calls.filter((c) => c.url === path).map((c) => c.body);

const recorded = (path: string, data: unknown) =>
  http.post(path, async ({ request }) => {
    calls.push({ url: path, body: await request.json() });
    return ok(data);
  });

setupTestServer(
  http.post('/rest/getObjMetaData', () => ok(META)),
  http.post('/rest/getObjDataByPage', async ({ request }) => {
    pages.push((await request.json()) as ObjPageRequest);
    return ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 });
  }),
  http.get('/sky/dept/tree', () => ok(DEPTS)),
  http.get('/system/company/options', () =>
    ok([
      { id: 1, name: '示例光伏有限公司' },
      { id: 2, name: '乙光伏有限公司' },
    ]),
  ),
  http.get('/system/role/list', () => ok({ rows: [role(4, '核算员'), role(5, '审核员'), role(6, '访客')], total: 3 })),
  http.post('/rest/getObjData', () => ok([{ id: 3, name: '工程师' }])),
  recorded('/rest/user/saveUserInfo', { id: 9 }),
  recorded('/rest/user/deleteUserInfo', { deleted: 1 }),
  recorded('/rest/user/freezeUser', null),
  recorded('/rest/user/unfreezeUser', null),
  recorded('/rest/user/resetPassword', null),
  recorded('/rest/user/removeRole', null),
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
});
afterEach(() => {
  pages = [];
  calls = [];
});

const ALL = ['add', 'edit', 'remove', 'freeze', 'resetPwd', 'removeRole', 'export'].map((b) => `system:user:${b}`);
const userRoute = routes.find((route) => route.path === '/system/user');

function renderUsers({ permissions = ALL, roles = ['enterprise'] }: { permissions?: string[]; roles?: string[] } = {}) {
  if (!userRoute) throw new Error('mf-system has no /system/user route');
  const Page = userRoute.Component;
  return renderScreen(<Page />, { roles, permissions });
}

/* Text queries: role queries compute the styles of the whole antd table and take seconds each. */
const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const found = titles[titles.length - 1].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

function rowOf(account: string): HTMLElement {
  const row = screen.getByText(account).closest('tr');
  if (!row) throw new Error(`no row ${account}`);
  return row;
}

async function select(account: string) {
  const box = rowOf(account).querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) throw new Error(`no checkbox in row ${account}`);
  await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
}

describe('/system/user (用户管理)', () => {
  it('is a route of mf-system titled 用户管理', () => {
    expect(userRoute?.titleKey).toBe('system:user.title');
  });

  it('lists sys_user through /rest/getObjDataByPage with the toolbar of its rights', async () => {
    renderUsers();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('zhangsan', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'sys_user', pageNum: 1, pageSize: 10 });
    expect(within(rowOf('zhangsan')).getByText('核算员,审核员')).toBeInTheDocument();
    for (const name of ['新 增', '编 辑', '删 除', '导 出', '冻 结', '解 冻', '重置密码', '移除角色', '高级搜索', '列设置']) {
      expect(button(name, toolbar())).toBeInTheDocument();
    }
  });

  it('names the company and the department in Chinese for a Chinese reader and in English for an English one', async () => {
    const { unmount } = renderUsers();
    await screen.findByText('zhangsan');
    expect(within(rowOf('zhangsan')).getByText('甲光伏有限公司')).toBeInTheDocument();
    expect(within(rowOf('zhangsan')).getByText('研发部')).toBeInTheDocument();
    unmount();
    await setLanguage('en-US');
    try {
      renderUsers();
      await screen.findByText('zhangsan');
      expect(within(rowOf('zhangsan')).getByText('Jia PV Co.')).toBeInTheDocument();
      expect(within(rowOf('zhangsan')).getByText('R&D')).toBeInTheDocument();
      expect(within(rowOf('zhangsan')).queryByText('研发部')).toBeNull();
    } finally {
      await setLanguage('zh-CN');
    }
  });

  it('shows only the list without the change rights', async () => {
    renderUsers({ permissions: ['system:user:list'] });
    await screen.findByText('zhangsan');
    for (const name of ['新 增', '编 辑', '删 除', '导 出', '冻 结', '重置密码', '移除角色'])
      expect(within(toolbar()).queryByText(name)).not.toBeInTheDocument();
  });

  it('creates a user: the form checks account, password rule, phone and email, then sends the body and says 保存成功!', async () => {
    renderUsers();
    await screen.findByText('zhangsan');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增用户');
    expect(within(form).queryByLabelText('所属企业')).not.toBeInTheDocument();
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(await within(form).findByText('请输入账号')).toBeInTheDocument();
    expect(within(form).getByText('请输入密码')).toBeInTheDocument();

    await enterValue(user, within(form).getByLabelText('账号'), '1ab');
    await enterValue(user, within(form).getByLabelText('姓名'), '王五');
    await enterValue(user, within(form).getByLabelText('密码'), 'abcdefgh');
    await enterValue(user, within(form).getByLabelText('手机号码'), '123');
    await enterValue(user, within(form).getByLabelText('邮箱'), 'not-an-email');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('账号以字母开头，4 至 32 位字母、数字或下划线')).toBeInTheDocument();
    expect(within(form).getAllByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种').length).toBeGreaterThan(0);
    expect(within(form).getByText('请输入正确的手机号码（国际号码以 + 开头）')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(callsTo('/rest/user/saveUserInfo')).toEqual([]);

    const fill = async (label: string, value: string) => {
      await enterValue(user, within(form).getByLabelText(label), value);
    };
    await fill('账号', 'wangwu');
    await fill('密码', 'Better#Pass2026');
    await fill('手机号码', '13900000000');
    await fill('邮箱', 'ww@example.com');
    expect(within(form).getByRole('meter')).toHaveAttribute('aria-valuetext', '强');

    // roles: the multi-select offers the company's roles
    const roleSelect = within(form).getByLabelText('角色').closest<HTMLElement>('.ant-select');
    if (!roleSelect) throw new Error('no role select');
    fireEvent.mouseDown(roleSelect.querySelector('.ant-select-selector') ?? roleSelect);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="访客"]')).not.toBeNull());
    const guest = document.querySelector<HTMLElement>('.ant-select-item-option[title="访客"]');
    if (guest) fireEvent.click(guest);

    const loadsBefore = pages.length;
    await user.click(button('保 存', form));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(callsTo('/rest/user/saveUserInfo')).toEqual([
      {
        account: 'wangwu',
        name: '王五',
        userType: 'enterprise',
        deptId: null,
        phone: '13900000000',
        email: 'ww@example.com',
        postIds: [],
        roleIds: [6],
        password: 'Better#Pass2026',
      },
    ]);
    await waitFor(() => expect(pages.length).toBe(loadsBefore + 1));
  });

  it('offers the company to platform administrators only, chosen by name from the company list', async () => {
    renderUsers({ roles: ['admin'] });
    await screen.findByText('zhangsan');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增用户');
    await user.click(await within(form).findByLabelText('所属企业'));
    expect(await screen.findByTitle('乙光伏有限公司')).toBeInTheDocument();
    expect(screen.getByTitle('示例光伏有限公司')).toBeInTheDocument();
  });

  it('edits exactly one user: none selected says 只能选择一条数据; the form holds its values and leaves unchanged links out', async () => {
    renderUsers();
    await screen.findByText('zhangsan');
    await user.click(button('编 辑', toolbar()));
    expect(await screen.findByText('只能选择一条数据')).toBeInTheDocument();

    await select('zhangsan');
    await user.click(button('编 辑', toolbar()));
    const form = await dialog('编辑用户');
    expect(within(form).getByLabelText('账号')).toHaveValue('zhangsan');
    expect(within(form).queryByLabelText('密码')).not.toBeInTheDocument();
    const name = within(form).getByLabelText('姓名');
    await enterValue(user, name, '张三丰');
    await user.click(button('保 存', form));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(callsTo('/rest/user/saveUserInfo')).toEqual([
      { id: 7, account: 'zhangsan', name: '张三丰', userType: 'enterprise', deptId: 11, phone: '13800000000', email: 'zs@example.com' },
    ]);
  });

  it('deletes with the standard texts: 请选择要删除的数据, the confirm, 已取消删除, 删除成功!', async () => {
    renderUsers();
    await screen.findByText('zhangsan');
    await user.click(button('删 除', toolbar()));
    expect(await screen.findByText('请选择要删除的数据')).toBeInTheDocument();

    await select('lisi');
    await user.click(button('删 除', toolbar()));
    let confirm = await dialog('警告');
    expect(within(confirm).getByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('取 消', confirm));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(callsTo('/rest/user/deleteUserInfo')).toEqual([]);

    await user.click(button('删 除', toolbar()));
    confirm = await dialog('警告');
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(callsTo('/rest/user/deleteUserInfo')).toEqual([{ id: 8 }]);
  });

  it('freezes the selected user after a confirm', async () => {
    renderUsers();
    await screen.findByText('zhangsan');
    await select('zhangsan');
    await user.click(button('冻 结', toolbar()));
    const confirm = await dialog('系统提示');
    expect(within(confirm).getByText('确定冻结用户 张三 吗？冻结后该用户无法登录')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('冻结成功')).toBeInTheDocument();
    expect(callsTo('/rest/user/freezeUser')).toEqual([{ id: 7 }]);
  });

  it('resets a password only when it meets the rule', async () => {
    renderUsers();
    await screen.findByText('zhangsan');
    await select('zhangsan');
    await user.click(button('重置密码', toolbar()));
    const form = await dialog('重置密码');
    await enterValue(user, within(form).getByLabelText('新密码'), 'password1');
    await enterValue(user, within(form).getByLabelText('确认密码'), 'password1');
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(within(form).getAllByText('密码至少 8 位，且包含大写字母、小写字母、数字、符号中的至少三种').length).toBeGreaterThan(1);
    expect(callsTo('/rest/user/resetPassword')).toEqual([]);

    for (const label of ['新密码', '确认密码']) {
      await enterValue(user, within(form).getByLabelText(label), 'Password1');
    }
    await user.click(button('保 存', form));
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    expect(callsTo('/rest/user/resetPassword')).toEqual([{ id: 7, password: 'Password1' }]);
  });

  it('removes one role from its tag after a confirm', async () => {
    renderUsers();
    await screen.findByText('zhangsan');
    await select('zhangsan');
    await user.click(button('移除角色', toolbar()));
    const roles = await dialog('张三 的角色');
    await user.click(within(roles).getByLabelText('移除角色 审核员'));
    const confirm = await dialog('警告');
    expect(within(confirm).getByText('确定移除用户 张三 的角色 审核员 吗？')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('角色移除成功')).toBeInTheDocument();
    expect(callsTo('/rest/user/removeRole')).toEqual([{ userId: 7, roleId: 5 }]);
    await waitFor(() => expect(within(roles).queryByText('审核员')).not.toBeInTheDocument());
  });
});
