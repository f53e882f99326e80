import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, directoryEndpoints } from '../contracts';
import { i18n } from '../i18n';
import { CategoryTree } from './CategoryTree';
import type { CategoryTreeProps } from './CategoryTree';
import { createCategoryTreeService } from './treeService';
import { categoryTreeHandlers, fakeTreeServer } from './testing/directoryServer';
import type { FakeTreeServer } from './testing/directoryServer';
import { findDialog, queryDialog, renderWithSession } from './testing/renderWithSession';

const mock = setupServer();
let fake: FakeTreeServer;

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('zh-CN');
});
beforeEach(() => {
  fake = fakeTreeServer();
  mock.use(...categoryTreeHandlers(fake));
});
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

function renderTree(props: Partial<CategoryTreeProps> = {}, admin = true) {
  const service = createCategoryTreeService();
  return renderWithSession(<CategoryTree service={service} {...props} />, { admin });
}

function row(name: string): HTMLElement {
  const item = screen.getByText(name).closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`no tree row for ${name}`);
  return item;
}

async function expand(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) {
    const switcher = (await screen.findByText(name)).closest('[role="treeitem"]')?.querySelector('.ant-tree-switcher');
    if (!switcher) throw new Error(`no switcher for ${name}`);
    await user.click(switcher);
    await screen.findByText(name);
  }
}

const nameInput = () => screen.getByRole('textbox', { name: '节点名称' });
const englishInput = () => screen.getByRole('textbox', { name: '英文名称' });
/** The modal.confirm asking `question`, answered with 确定 or 取消. */
async function answerConfirm(user: ReturnType<typeof userEvent.setup>, question: string, answer: 'ok' | 'cancel') {
  const dialog = await findDialog(question);
  await user.click(within(dialog).getByRole('button', { name: answer === 'ok' ? /确\s*定/ : /取\s*消/ }));
}

describe('CategoryTree loading', () => {
  it('shows the first-level nodes by name once the tree has loaded', async () => {
    renderTree();
    expect(await screen.findByText('光伏组件')).toBeInTheDocument();
    expect(screen.getByText('逆变器')).toBeInTheDocument();
    expect(fake.loads).toBe(1);
  });

  it('shows a spinner while loading and the empty state when the server has no nodes', async () => {
    fake.nodes = [];
    const { container } = renderTree();
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(await screen.findByText('暂无目录')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('shows the server message when the load answers another code, and loads again on retry', async () => {
    mock.use(http.get(API.treeLoad, () => HttpResponse.json({ code: 500, msg: '目录服务不可用' }), { once: true }));
    const user = userEvent.setup();
    renderTree();
    expect(await screen.findByText('目录服务不可用')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('光伏组件')).toBeInTheDocument();
  });

  it('loads again when the reader switches language: the server names the nodes in it', async () => {
    renderTree();
    await screen.findByText('光伏组件');
    expect(fake.loads).toBe(1);
    try {
      await act(() => i18n.changeLanguage('en-US'));
      await waitFor(() => expect(fake.loads).toBe(2));
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it('loads from the configured URL', async () => {
    mock.use(
      http.get('/sky/otherTree', () => HttpResponse.json({ code: 200, msg: '', data: [{ id: 9, name: '其他目录', pid: 0, level: 1 }] })),
    );
    renderWithSession(<CategoryTree service={createCategoryTreeService('/sky/otherTree')} />);
    expect(await screen.findByText('其他目录')).toBeInTheDocument();
  });
});

describe('CategoryTree admin icons', () => {
  it('hides every edit icon when the user is not user_admin_show', async () => {
    renderTree({}, false);
    await screen.findByText('光伏组件');
    for (const label of ['新增子节点', '新增同级节点', '编辑', '删除', '移动', '新增一级目录']) {
      expect(screen.queryByRole('button', { name: new RegExp(label) })).toBeNull();
    }
  });

  it('hides every edit icon in read-only mode, even for user_admin_show, and still selects', async () => {
    const onSelect = jest.fn();
    renderTree({ readOnly: true, catalogue: true, onSelect });
    await userEvent.setup().click(await screen.findByText('光伏组件'));
    for (const label of ['新增子节点', '新增同级节点', '编辑', '删除', '移动', '新增一级目录']) {
      expect(screen.queryByRole('button', { name: new RegExp(label) })).toBeNull();
    }
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ node: expect.objectContaining({ name: '光伏组件' }) }));
    expect(screen.getByRole('button', { name: '取消选择类别' })).toBeInTheDocument();
  });

  it('offers add child only above the fourth level and move only below the first', async () => {
    const user = userEvent.setup();
    renderTree();
    await expand(user, '光伏组件', '电池片', '硅片');
    expect(within(row('光伏组件')).queryByRole('button', { name: '移动' })).toBeNull();
    expect(within(row('光伏组件')).getByRole('button', { name: '新增子节点' })).toBeInTheDocument();
    expect(within(row('电池片')).getByRole('button', { name: '移动' })).toBeInTheDocument();
    expect(within(row('多晶硅')).queryByRole('button', { name: '新增子节点' })).toBeNull();
    expect(within(row('多晶硅')).getByRole('button', { name: '新增同级节点' })).toBeInTheDocument();
  });
});

describe('CategoryTree adding and renaming', () => {
  it('adds a child named 新增节点 by default, saves it on Enter with sort 1 and status 0, and reloads', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '新增子节点' }));
    expect(nameInput()).toHaveValue('新增节点');
    expect(englishInput()).toHaveValue('New node');
    await user.clear(nameInput());
    await user.type(nameInput(), '储能');
    await user.clear(englishInput());
    await user.type(englishInput(), 'Energy storage{Enter}');
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(fake.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: directoryEndpoints.add.url,
        body: { name: '储能', nameEn: 'Energy storage', pid: 6, parentId: 6, sort: 1, status: 0 },
      }),
    );
    expect(await screen.findByText('储能')).toBeInTheDocument();
    expect(fake.loads).toBe(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('adds a sibling under the same parent and a first-level node from the toolbar', async () => {
    const user = userEvent.setup();
    renderTree();
    await expand(user, '光伏组件');
    await user.click(within(row('玻璃')).getByRole('button', { name: '新增同级节点' }));
    await user.type(nameInput(), '{Enter}');
    await screen.findByText('新增成功!');
    expect(fake.calls[0].body).toMatchObject({ name: '新增节点', pid: 1 });

    await user.click(screen.getByRole('button', { name: /新增一级目录/ }));
    await user.type(nameInput(), '{Enter}');
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls[1].body).toMatchObject({ name: '新增节点', pid: 0 });
  });

  it('renames a node with its id and parent, saving on Enter', async () => {
    const user = userEvent.setup();
    renderTree();
    await expand(user, '光伏组件');
    await user.click(within(row('玻璃')).getByRole('button', { name: '编辑' }));
    expect(nameInput()).toHaveValue('玻璃');
    expect(englishInput()).toHaveValue('Glass');
    await user.clear(nameInput());
    await user.type(nameInput(), '光伏玻璃{Enter}');
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: directoryEndpoints.edit.url,
        body: { id: 5, name: '光伏玻璃', nameEn: 'Glass', pid: 1, parentId: 1 },
      }),
    ]);
    expect(await screen.findByText('光伏玻璃')).toBeInTheDocument();
  });

  it('keeps only one node in edit: another add or edit warns 请完善刚才新增/编辑的数据', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '新增子节点' }));
    await user.click(within(row('光伏组件')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('请完善刚才新增/编辑的数据')).toBeInTheDocument();
    await user.click(within(row('光伏组件')).getByRole('button', { name: '新增同级节点' }));
    // one node in edit: its Chinese and English name
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(nameInput()).toHaveValue('新增节点');
  });

  it('asks for the English name too: a blank one is refused and nothing is sent', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '新增子节点' }));
    await user.clear(englishInput());
    await user.type(nameInput(), '{Enter}');
    expect(await screen.findByText('请填写英文名称')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('refuses an empty name with 请完善 and sends nothing', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '编辑' }));
    await user.clear(nameInput());
    await user.type(nameInput(), '   {Enter}');
    expect(await screen.findByText('请完善')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
    expect(nameInput()).toBeInTheDocument();
  });

  it('shows the server message when a save answers another code and keeps the node in edit', async () => {
    mock.use(http.post(directoryEndpoints.edit.url, () => HttpResponse.json({ code: 500, msg: '同级目录名称重复' })));
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '编辑' }));
    await user.type(nameInput(), '{Enter}');
    expect(await screen.findByText('同级目录名称重复')).toBeInTheDocument();
    expect(nameInput()).toBeInTheDocument();
    expect(fake.loads).toBe(1);
  });

  it('cancelling an edit asks 是否取消编辑此节点 and then restores the previous name', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '编辑' }));
    await user.clear(nameInput());
    await user.type(nameInput(), '改了一半');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await answerConfirm(user, '是否取消编辑此节点', 'ok');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByText('逆变器')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('cancelling a new node removes the blank child', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '新增子节点' }));
    await screen.findByText('功率模块');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await answerConfirm(user, '是否取消编辑此节点', 'ok');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getAllByRole('treeitem')).toHaveLength(3); // 光伏组件, 逆变器, 功率模块
  });

  it('keeps the edit when the cancel confirmation is declined', async () => {
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('逆变器');
    await user.click(within(row('逆变器')).getByRole('button', { name: '编辑' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await answerConfirm(user, '是否取消编辑此节点', 'cancel');
    expect(nameInput()).toHaveValue('逆变器');
  });
});

describe('CategoryTree deleting', () => {
  it('asks 是否删除此节点？, deletes by id with a GET and reloads without the node', async () => {
    const user = userEvent.setup();
    renderTree();
    await expand(user, '光伏组件');
    await user.click(within(row('玻璃')).getByRole('button', { name: '删除' }));
    await answerConfirm(user, '是否删除此节点？', 'ok');
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(fake.calls).toEqual([expect.objectContaining({ method: 'GET', path: directoryEndpoints.delete.url, query: { id: '5' } })]);
    await waitFor(() => expect(screen.queryByText('玻璃')).toBeNull());
    expect(fake.loads).toBe(2);
  });

  it('shows the server message when the delete is refused', async () => {
    mock.use(http.get(directoryEndpoints.delete.url, () => HttpResponse.json({ code: 500, msg: '该节点下有子节点，不能删除' })));
    const user = userEvent.setup();
    renderTree();
    await screen.findByText('光伏组件');
    await user.click(within(row('光伏组件')).getByRole('button', { name: '删除' }));
    await answerConfirm(user, '是否删除此节点？', 'ok');
    expect(await screen.findByText('该节点下有子节点，不能删除')).toBeInTheDocument();
    expect(screen.getByText('光伏组件')).toBeInTheDocument();
  });
});

describe('CategoryTree events', () => {
  it('emits the selected node with its path from the root', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderTree({ onSelect });
    await expand(user, '光伏组件');
    await user.click(screen.getByText('电池片'));
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({
        node: expect.objectContaining({ id: 2, name: '电池片', level: 2 }),
        path: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
      }),
    );
  });

  it('emits the collapse event for first-level nodes only', async () => {
    const onCollapse = jest.fn();
    const user = userEvent.setup();
    renderTree({ onCollapse });
    await expand(user, '光伏组件');
    expect(onCollapse).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), true);
    await expand(user, '电池片');
    expect(onCollapse).toHaveBeenCalledTimes(1);
    await expand(user, '光伏组件');
    expect(onCollapse).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), false);
    expect(onCollapse).toHaveBeenCalledTimes(2);
  });

  it('in catalogue mode shows 取消选择类别 while a node is selected and clears the selection with it', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    const { container } = renderTree({ catalogue: true, onSelect });
    await screen.findByText('逆变器');
    expect(screen.queryByRole('button', { name: '取消选择类别' })).toBeNull();
    await user.click(screen.getByText('逆变器'));
    expect(container.querySelector('.ant-tree-node-selected')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '取消选择类别' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(container.querySelector('.ant-tree-node-selected')).toBeNull();
    expect(screen.queryByRole('button', { name: '取消选择类别' })).toBeNull();
  });

  it('has no clear-selection button outside catalogue mode', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(await screen.findByText('逆变器'));
    expect(screen.queryByRole('button', { name: '取消选择类别' })).toBeNull();
  });

  it('sends the selected node again with fresh data after a reload', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderTree({ onSelect });
    await user.click(await screen.findByText('逆变器'));
    await user.click(within(row('逆变器')).getByRole('button', { name: '编辑' }));
    await user.clear(nameInput());
    await user.type(nameInput(), '逆变设备{Enter}');
    await waitFor(() =>
      expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ node: expect.objectContaining({ name: '逆变设备' }) })),
    );
  });
});

/** An option of the open select dropdown (tree rows carry the same titles). */
function findOption(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const option = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`,
    );
    if (!option) throw new Error(`no open option ${name}`);
    return option;
  });
}

describe('CategoryTree moving', () => {
  // several antd selects in a dialog: slow in jsdom
  jest.setTimeout(60000);

  async function openMove(user: ReturnType<typeof userEvent.setup>, name: string, above: string[]) {
    renderTree();
    await expand(user, ...above);
    await user.click(within(row(name)).getByRole('button', { name: '移动' }));
    return findDialog('移动节点');
  }

  it('for a second-level node shows only 一级目录 and disables the current parent', async () => {
    const user = userEvent.setup();
    const dialog = await openMove(user, '电池片', ['光伏组件']);
    expect(within(dialog).getByLabelText('一级目录')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('二级目录')).toBeNull();
    expect(within(dialog).queryByLabelText('三级目录')).toBeNull();
    await user.click(within(dialog).getByLabelText('一级目录'));
    expect(await findOption('光伏组件')).toHaveClass('ant-select-item-option-disabled');
    expect(await findOption('逆变器')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('for a third-level node shows 一级目录 and 二级目录 but not 三级目录', async () => {
    const user = userEvent.setup();
    const dialog = await openMove(user, '硅片', ['光伏组件', '电池片']);
    expect(within(dialog).getByLabelText('一级目录')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('二级目录')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('三级目录')).toBeNull();
  });

  it('for a fourth-level node shows all three selects and requires each', async () => {
    const user = userEvent.setup();
    const dialog = await openMove(user, '多晶硅', ['光伏组件', '电池片', '硅片']);
    expect(within(dialog).getByLabelText('三级目录')).toBeInTheDocument();
    // the ancestors above the current parent are kept; the parent itself must be chosen
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入三级目录')).toBeInTheDocument();
    expect(within(dialog).queryByText('请输入一级目录')).toBeNull();
    expect(fake.calls.filter((call) => call.path === directoryEndpoints.move.url)).toEqual([]);
  });

  it('requires 一级目录 for a second-level node', async () => {
    const user = userEvent.setup();
    const dialog = await openMove(user, '电池片', ['光伏组件']);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入一级目录')).toBeInTheDocument();
  });

  it('offers the 二级目录 of the chosen 一级目录 only, and clears it when 一级目录 changes', async () => {
    const user = userEvent.setup();
    const dialog = await openMove(user, '硅片', ['光伏组件', '电池片']);
    await user.click(within(dialog).getByLabelText('二级目录'));
    expect(await findOption('电池片')).toHaveClass('ant-select-item-option-disabled');
    await user.click(await findOption('玻璃'));
    expect(document.querySelector('.ant-select-item-option[title="功率模块"]')).toBeNull();

    await user.click(within(dialog).getByLabelText('一级目录'));
    await user.click(await findOption('逆变器'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入二级目录')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('二级目录'));
    expect(await findOption('功率模块')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.path === directoryEndpoints.move.url)).toEqual([]);
  });

  it('moves a fourth-level node under a third-level node of another branch, says 移动成功 and reloads', async () => {
    const user = userEvent.setup();
    const dialog = await openMove(user, '多晶硅', ['光伏组件', '电池片', '硅片']);
    await user.click(within(dialog).getByLabelText('一级目录'));
    await user.click(await findOption('逆变器'));
    await user.click(within(dialog).getByLabelText('二级目录'));
    await user.click(await findOption('功率模块'));
    await user.click(within(dialog).getByLabelText('三级目录'));
    await user.click(await findOption('IGBT'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('移动成功')).toBeInTheDocument();
    expect(fake.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: directoryEndpoints.move.url, body: { id: 4, pid: 8 } }),
    );
    await waitFor(() => expect(queryDialog('移动节点')).toBeNull());
    expect(fake.loads).toBe(2);
    expect(
      fake.calls
        .filter((call) => call.path === directoryEndpoints.level.url)
        .map((call) => call.query.level)
        .sort(),
    ).toEqual(['1', '2', '3']);
  });

  it('shows the server message when the move is refused and keeps the dialog open', async () => {
    mock.use(http.post(directoryEndpoints.move.url, () => HttpResponse.json({ code: 500, msg: '目录最多四级' })));
    const user = userEvent.setup();
    const dialog = await openMove(user, '电池片', ['光伏组件']);
    await user.click(within(dialog).getByLabelText('一级目录'));
    await user.click(await findOption('逆变器'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('目录最多四级')).toBeInTheDocument();
    expect(queryDialog('移动节点')).not.toBeNull();
  });
});
