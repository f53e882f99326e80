import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { deptEndpoints } from '../contracts';
import { i18n } from '../i18n';
import { CategoryTree } from './CategoryTree';
import { createDepartmentTreeService } from './treeService';
import { departmentTreeHandlers, fakeTreeServer } from './testing/directoryServer';
import type { FakeTreeServer } from './testing/directoryServer';
import { findDialog, renderWithSession } from './testing/renderWithSession';

const mock = setupServer();
// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);
let fake: FakeTreeServer;

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('zh-CN');
});
beforeEach(() => {
  fake = fakeTreeServer([
    { id: 1, name: '总部', pid: 0 },
    { id: 2, name: '财务部', pid: 1 },
  ]);
  mock.use(...departmentTreeHandlers(fake));
});
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

function row(name: string): HTMLElement {
  const item = screen.getByText(name).closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`no tree row for ${name}`);
  return item;
}

async function renderDepartments() {
  const user = userEvent.setup();
  renderWithSession(<CategoryTree service={createDepartmentTreeService()} />);
  const switcher = (await screen.findByText('总部')).closest('[role="treeitem"]')?.querySelector('.ant-tree-switcher');
  if (switcher) await user.click(switcher);
  await screen.findByText('财务部');
  return user;
}

const nameInput = () => screen.getByRole('textbox', { name: '节点名称' });

describe('CategoryTree in department mode', () => {
  it('loads department nodes, which carry parentId, from the department tree', async () => {
    await renderDepartments();
    expect(screen.getByText('财务部')).toBeInTheDocument();
    expect(fake.loads).toBe(1);
  });

  it('creates a department with a JSON POST and takes code 0 as success', async () => {
    const user = await renderDepartments();
    await user.click(within(row('财务部')).getByRole('button', { name: '新增同级节点' }));
    await user.clear(nameInput());
    await user.type(nameInput(), '采购部{Enter}');
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: deptEndpoints.create.url,
        body: { name: '采购部', parentId: 1, sort: 1, status: 0 },
      }),
    ]);
    expect(await screen.findByText('采购部')).toBeInTheDocument();
    expect(fake.loads).toBe(2);
  });

  it('renames a department with a PUT of id, parentId, name, sort and status', async () => {
    const user = await renderDepartments();
    await user.click(within(row('财务部')).getByRole('button', { name: '编辑' }));
    await user.clear(nameInput());
    await user.type(nameInput(), '财务管理部{Enter}');
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: deptEndpoints.update.url,
        body: { id: 2, parentId: 1, name: '财务管理部', sort: 1, status: 0 },
      }),
    ]);
  });

  it('keeps the order and status of a department it renames', async () => {
    fake = fakeTreeServer([
      { id: 1, name: '总部', pid: 0 },
      { id: 2, name: '财务部', pid: 1, sort: 4, status: 1 },
    ]);
    mock.use(...departmentTreeHandlers(fake));
    const user = await renderDepartments();
    await user.click(within(row('财务部')).getByRole('button', { name: '编辑' }));
    await user.clear(nameInput());
    await user.type(nameInput(), '财务管理部{Enter}');
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: deptEndpoints.update.url,
        body: { id: 2, parentId: 1, name: '财务管理部', sort: 4, status: 1 },
      }),
    ]);
  });

  it('deletes a department with DELETE ?id after the confirmation', async () => {
    const user = await renderDepartments();
    await user.click(within(row('财务部')).getByRole('button', { name: '删除' }));
    const dialog = await findDialog('是否删除此节点？');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(fake.calls).toEqual([expect.objectContaining({ method: 'DELETE', path: deptEndpoints.delete.url, query: { id: '2' } })]);
    await waitFor(() => expect(screen.queryByText('财务部')).toBeNull());
  });

  it('treats code 0 as failure for anything but creation', async () => {
    mock.use(http.put(deptEndpoints.update.url, () => HttpResponse.json({ code: 0, msg: '部门名称已存在' })));
    const user = await renderDepartments();
    await user.click(within(row('财务部')).getByRole('button', { name: '编辑' }));
    await user.type(nameInput(), '{Enter}');
    expect(await screen.findByText('部门名称已存在')).toBeInTheDocument();
    expect(nameInput()).toBeInTheDocument();
  });

  it('has no move icon, departments having no move call', async () => {
    await renderDepartments();
    expect(within(row('财务部')).queryByRole('button', { name: '移动' })).toBeNull();
  });
});
