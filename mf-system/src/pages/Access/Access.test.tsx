import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { AccessObject, AccessRole, RoleObjectRules } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// role queries skip their computed-style checks: with antd's styles each one costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
jest.setTimeout(60_000);

const accessRole = (fields: Partial<AccessRole> & Pick<AccessRole, 'id' | 'roleKey' | 'name'>): AccessRole => ({
  nameEn: fields.name,
  status: '0',
  companyId: 7,
  isAdmin: false,
  objNames: [],
  ...fields,
});

const ROLES: AccessRole[] = [
  accessRole({ id: 1, roleKey: 'admin', name: '管理员', nameEn: 'Administrator', isAdmin: true, companyId: null }),
  accessRole({ id: 2, roleKey: 'clerk', name: '录入员', nameEn: 'Clerk', objNames: ['sys_post'] }),
  accessRole({ id: 3, roleKey: 'viewer', name: '查看员', nameEn: 'Viewer', status: '1' }),
];

const field = (
  name: string,
  type: AccessObject['fields'][number]['type'],
  labelZh: string,
  labelEn: string,
  extra: Partial<AccessObject['fields'][number]> = {},
) => ({
  name,
  type,
  labelZh,
  labelEn,
  dictType: null,
  isId: false,
  serverKept: false,
  ...extra,
});

const OBJECTS: AccessObject[] = [
  {
    objName: 'sys_post',
    labelZh: '岗位',
    labelEn: 'Posts',
    fields: [
      field('id', 'integer', '编号', 'ID', { isId: true, serverKept: true }),
      field('code', 'string', '岗位编码', 'Post code'),
      field('name', 'string', '岗位名称', 'Post name'),
      field('sort', 'integer', '显示顺序', 'Order'),
      field('status', 'dict', '状态', 'Status', { dictType: 'sys_normal_disable' }),
      field('created_at', 'datetime', '创建时间', 'Created at', { serverKept: true }),
    ],
  },
];

const CLERK_RULES: RoleObjectRules = {
  roleId: 2,
  objName: 'sys_post',
  fields: [
    { field: 'code', mode: 'hidden', labelZh: null, labelEn: null },
    { field: 'name', mode: 'editable', labelZh: '名字', labelEn: 'Title' },
  ],
  conditions: [{ field: 'status', operator: 'eq', value: '0' }],
};

let saved: unknown[] = [];
let roles: AccessRole[] = ROLES;

setupTestServer(
  http.get('/system/access/roles', () => ok(roles)),
  http.get('/system/access/objects', () => ok(OBJECTS)),
  http.get('/system/access/rules', ({ request }) => {
    const roleId = Number(new URL(request.url).searchParams.get('roleId'));
    return ok(roleId === 2 ? CLERK_RULES : { roleId, objName: 'sys_post', fields: [], conditions: [] });
  }),
  http.put('/system/access/rules', async ({ request }) => {
    const body = (await request.json()) as RoleObjectRules;
    saved.push(body);
    return ok({ ...body, fields: body.fields.map((f) => ({ ...f, labelZh: f.labelZh ?? null, labelEn: f.labelEn ?? null })) });
  }),
  http.get('/sysDictInfo/getDictInfo', () =>
    ok([
      { value: '0', label: '正常' },
      { value: '1', label: '停用' },
    ]),
  ),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(async () => {
  saved = [];
  roles = ROLES;
  await setLanguage('zh-CN');
});

const accessRoute = routes.find((route) => route.path === '/system/access');

function renderAccess(permissions: string[] = ['system:access:list', 'system:access:edit']) {
  if (!accessRoute) throw new Error('mf-system has no /system/access route');
  const Page = accessRoute.Component;
  return renderScreen(<Page />, { roles: ['enterprise'], permissions });
}

async function chooseObject(label: string) {
  fireEvent.mouseDown(await screen.findByLabelText(/^(对象|Object)$/));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((element) => element.textContent?.startsWith(label));
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(item);
}

/** The radio button `mode` of the field's mode group (jsdom gives every group one name, so `checked` is read from antd's class). */
function modeOf(fieldName: string, mode: string): HTMLInputElement & { selected: boolean } {
  const group = screen.getByLabelText(new RegExp(`^(权限|Permission) ${fieldName}$`));
  const label = within(group).getByText(mode).closest('label');
  const input = label?.querySelector<HTMLInputElement>('input');
  if (!label || !input) throw new Error(`no ${mode} for ${fieldName}`);
  return Object.assign(input, { selected: label.classList.contains('ant-radio-button-wrapper-checked') });
}

async function pickRole(name: string) {
  fireEvent.click(await screen.findByText(name));
}

describe('/system/access', () => {
  it('is a route of mf-system titled 权限管理', () => {
    expect(accessRoute?.titleKey).toBe('system:access.title');
  });

  it('lists the roles, asks for a role and then an object, and shows the stored rules of the pair', async () => {
    renderAccess();
    expect(await screen.findByText('请先在左侧选择角色')).toBeInTheDocument();
    expect(await screen.findByText('已设置 1 个对象')).toBeInTheDocument();
    expect(screen.getByText('停用')).toBeInTheDocument();
    await pickRole('录入员');
    expect(await screen.findByText('请选择对象', { selector: '.ant-empty-description' })).toBeInTheDocument();
    await chooseObject('岗位 (sys_post)');
    await waitFor(() => expect(modeOf('code', '隐藏').selected).toBe(true));
    expect(modeOf('name', '可编辑').selected).toBe(true);
    expect(screen.getByLabelText('中文名称 name')).toHaveValue('名字');
    expect(screen.getByLabelText('英文名称 name')).toHaveValue('Title');
    expect(screen.getByLabelText('中文名称 sort')).toHaveAttribute('placeholder', '显示顺序');
    // the row id cannot be hidden
    expect(modeOf('id', '隐藏')).toBeDisabled();
    // the stored condition is a row of the advanced-search editor: 状态 等于 正常
    const conditions = screen.getByRole('group', { name: '高级搜索' });
    await waitFor(() => expect(within(conditions).getByText('状态')).toBeInTheDocument());
    expect(within(conditions).getByText('正常')).toBeInTheDocument();
  });

  it('saves every changed field and the row conditions of the role and object, with 保存成功!', async () => {
    renderAccess();
    await pickRole('录入员');
    await chooseObject('岗位 (sys_post)');
    await waitFor(() => expect(modeOf('code', '隐藏').selected).toBe(true));
    fireEvent.click(modeOf('sort', '只读'));
    fireEvent.click(modeOf('code', '可编辑'));
    fireEvent.change(screen.getByLabelText('英文名称 code'), { target: { value: 'Code ' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        roleId: 2,
        objName: 'sys_post',
        fields: [
          { field: 'code', mode: 'editable', labelZh: null, labelEn: 'Code' },
          { field: 'name', mode: 'editable', labelZh: '名字', labelEn: 'Title' },
          { field: 'sort', mode: 'readOnly', labelZh: null, labelEn: null },
        ],
        conditions: [{ field: 'status', operator: 'eq', value: '0' }],
      },
    ]);
  });

  it('refuses to save an incomplete row condition, and saves none after it is removed', async () => {
    renderAccess();
    await pickRole('查看员');
    await chooseObject('岗位 (sys_post)');
    expect(await screen.findByText('该角色已停用，其规则暂不生效')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '添加条件' }));
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('请完善行条件')).toBeInTheDocument();
    expect(await screen.findByText('请选择字段')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '删除条件 1' }));
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(saved).toEqual([{ roleId: 3, objName: 'sys_post', fields: [], conditions: [] }]));
  });

  it('needs no rules for the administrator role', async () => {
    renderAccess();
    await pickRole('管理员');
    expect(await screen.findByText('超级管理员角色不受字段和数据权限限制，无需设置')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^保\s*存$/ })).toBeNull();
  });

  it('only shows the rules without system:access:edit', async () => {
    renderAccess(['system:access:list']);
    await pickRole('录入员');
    await chooseObject('岗位 (sys_post)');
    await waitFor(() => expect(modeOf('code', '隐藏').selected).toBe(true));
    expect(modeOf('sort', '只读')).toBeDisabled();
    expect(screen.getByLabelText('中文名称 name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^保\s*存$/ })).toBeNull();
  });

  it('says when there is no role to set rules for', async () => {
    roles = [];
    renderAccess();
    expect(await screen.findByText('暂无可设置的角色')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderAccess();
    await pickRole('Clerk');
    await chooseObject('Posts (sys_post)');
    await waitFor(() => expect(modeOf('code', 'Hidden').selected).toBe(true));
    expect(screen.getByText('Row conditions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Save$/ })).toBeInTheDocument();
    expect(screen.getAllByText('Permissions').length).toBeGreaterThan(0);
  });
});
