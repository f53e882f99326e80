import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { ObjFieldMeta, ObjMetaData, ObjPageRequest, ObjRow, ObjSaveRequest } from '@pcf/shared';
import { button, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

const field = (name: string, type: ObjFieldMeta['type'], labelZh: string, extra: Partial<ObjFieldMeta> = {}): ObjFieldMeta => ({
  name,
  type,
  label: labelZh,
  labelZh,
  labelEn: name,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  readOnly: false,
  maxLength: null,
  order: 0,
  ...extra,
});

const META: ObjMetaData = {
  objName: 'sys_post',
  label: '岗位',
  labelZh: '岗位',
  labelEn: 'Posts',
  companyScoped: true,
  fields: [
    field('id', 'integer', '编号', { shownInList: false, readOnly: true }),
    field('code', 'string', '岗位编码', { required: true, maxLength: 64 }),
    field('name', 'string', '岗位名称', { required: true, maxLength: 100 }),
    field('sort', 'integer', '显示顺序', { required: true }),
    field('status', 'dict', '状态', { dictType: 'sys_normal_disable', required: true }),
    field('remark', 'string', '备注', { shownInList: false, searchable: false, sortable: false }),
  ],
};

const ROWS: ObjRow[] = [
  { id: 1, code: 'ceo', name: '董事长', sort: 1, status: '0', remark: null },
  { id: 2, code: 'hr', name: '人力资源', sort: 2, status: '1', remark: '兼职' },
];

let pages: ObjPageRequest[] = [];
let saves: ObjSaveRequest[] = [];
let deletes: unknown[] = [];
let dictionaryAnswers = true;

setupTestServer(
  http.post('/rest/getObjMetaData', () => ok(META)),
  http.get('/sysDictInfo/getDictInfo', () =>
    dictionaryAnswers
      ? ok([
          { value: '0', label: '正常' },
          { value: '1', label: '停用' },
        ])
      : HttpResponse.json({ code: 404, msg: 'Not Found' }, { status: 404 }),
  ),
  http.post('/rest/systemInfo/getObjDataByPage', async ({ request }) => {
    pages.push((await request.json()) as ObjPageRequest);
    return ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 });
  }),
  http.post('/rest/saveObjData', async ({ request }) => {
    const body = (await request.json()) as ObjSaveRequest;
    saves.push(body);
    return ok({ id: 3 });
  }),
  http.get('/system/company/options', () =>
    ok([
      { id: 1, name: '示例光伏有限公司' },
      { id: 2, name: '乙光伏有限公司' },
    ]),
  ),
  http.post('/rest/delObjData', async ({ request }) => {
    deletes.push(await request.json());
    return ok({ id: 2 });
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
  dictionaryAnswers = true;
});
afterEach(() => {
  pages = [];
  saves = [];
  deletes = [];
});

const postRoute = routes.find((route) => route.path === '/system/post');

function renderPosts(
  permissions: string[] = ['system:post:list', 'system:post:edit', 'system:post:remove', 'system:post:export'],
  roles: string[] = ['enterprise'],
) {
  if (!postRoute) throw new Error('mf-system has no /system/post route');
  const Page = postRoute.Component;
  return renderScreen(<Page />, { roles, permissions });
}

/* Text queries: role queries compute the styles of the whole antd table and take seconds each. */
const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

function rowOf(code: string): HTMLElement {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row ${code}`);
  return row;
}

describe('/system/post (岗位管理)', () => {
  it('is a route of mf-system titled 岗位管理', () => {
    expect(postRoute?.titleKey).toBe('system:post.title');
  });

  it('lists the posts through the system list route with status labels from the dictionary', async () => {
    renderPosts();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('董事长', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'sys_post', pageNum: 1, pageSize: 10 });
    expect(within(rowOf('ceo')).getByText('正常')).toBeInTheDocument();
    expect(within(rowOf('hr')).getByText('停用')).toBeInTheDocument();
    for (const name of ['新 增', '编 辑', '删 除', '导 出']) expect(button(name, toolbar())).toBeInTheDocument();
  });

  it('shows no add, edit, delete or export without those rights', async () => {
    renderPosts(['system:post:list']);
    await screen.findByText('董事长');
    for (const name of ['新 增', '编 辑', '删 除', '导 出']) expect(within(toolbar()).queryByText(name)).not.toBeInTheDocument();
  });

  it('adds a post: an incomplete form says 表单数据校验失败, a complete one is saved and says 新增成功!', async () => {
    renderPosts();
    await screen.findByText('董事长');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增岗位');
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(await within(form).findByText('请输入岗位编码')).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.type(within(form).getByLabelText('岗位编码'), 'qa');
    await user.type(within(form).getByLabelText('岗位名称'), '质量专员');
    const loadsBefore = pages.length;
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(saves).toEqual([{ objName: 'sys_post', data: { code: 'qa', name: '质量专员', sort: 0, status: '0', remark: null } }]);
    await waitFor(() => expect(pages.length).toBe(loadsBefore + 1));
  });

  it('a platform administrator chooses the company of a new post by name; an enterprise user is not asked', async () => {
    renderPosts(['*:*:*'], ['admin']);
    await screen.findByText('董事长');
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增岗位');
    await user.type(within(form).getByLabelText('岗位编码'), 'qa');
    await user.type(within(form).getByLabelText('岗位名称'), '质量专员');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('请选择所属企业')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await user.click(within(form).getByLabelText('所属企业'));
    await user.click(await screen.findByTitle('乙光伏有限公司'));
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(saves).toEqual([
      { objName: 'sys_post', data: { code: 'qa', name: '质量专员', sort: 0, status: '0', remark: null, company_id: 2 } },
    ]);
  });

  it('edits a post from its row link: the form holds its values, the save carries its id and says 编辑成功!', async () => {
    renderPosts();
    await screen.findByText('人力资源');
    await user.click(button('编辑', rowOf('hr')));
    const form = await dialog('编辑岗位');
    expect(within(form).getByLabelText('岗位编码')).toHaveValue('hr');
    expect(within(form).getByLabelText('备注')).toHaveValue('兼职');
    const name = within(form).getByLabelText('岗位名称');
    await user.clear(name);
    await user.type(name, '人事');
    await user.click(button('保 存', form));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(saves).toEqual([{ objName: 'sys_post', data: { id: 2, code: 'hr', name: '人事', sort: 2, status: '1', remark: '兼职' } }]);
  });

  it('offers 正常/停用 when the dictionary does not answer', async () => {
    dictionaryAnswers = false;
    renderPosts();
    await screen.findByText('董事长');
    expect(within(rowOf('ceo')).getByText('正常')).toBeInTheDocument();
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增岗位');
    const status = form.querySelector<HTMLElement>('.ant-select');
    if (!status) throw new Error('no status select');
    fireEvent.mouseDown(status.querySelector('.ant-select-selector') ?? status);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="停用"]')).not.toBeNull());
  });

  it('deletes a post after the standard confirm and says 删除成功!', async () => {
    renderPosts();
    await screen.findByText('人力资源');
    await user.click(button('删除', rowOf('hr')));
    const confirm = await dialog('警告');
    expect(within(confirm).getByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(deletes).toEqual([{ objName: 'sys_post', id: 2 }]);
  });
});
