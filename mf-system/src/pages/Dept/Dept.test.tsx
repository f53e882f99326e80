import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { DeptTreeNode } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// tree and form tests: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

const quality: DeptTreeNode = {
  id: 21,
  name: '质量部',
  level: 2,
  pid: 2,
  parentId: 2,
  companyId: 3,
  sort: 2,
  status: 0,
  leader: '李四',
  phone: '13900000000',
};
const headOffice: DeptTreeNode = {
  id: 2,
  name: '示例光伏总部',
  level: 1,
  pid: 0,
  parentId: 0,
  companyId: 3,
  sort: 1,
  status: 0,
  leader: null,
  phone: null,
  children: [quality],
};

let saves: Record<string, string>[] = [];

setupTestServer(
  http.get('/sky/dept/tree', () => ok([headOffice])),
  http.post('/rest/dept/saveDeptInfo', async ({ request }) => {
    saves.push(Object.fromEntries(new URLSearchParams(await request.text())));
    return ok({ id: quality.id });
  }),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(() => {
  saves = [];
});

const deptRoute = routes.find((route) => route.path === '/system/dept');

function renderDept() {
  if (!deptRoute) throw new Error('mf-system has no /system/dept route');
  const Page = deptRoute.Component;
  return renderScreen(<Page />, {});
}

async function selectQuality() {
  const headNode = await screen.findByText('示例光伏总部');
  const switcher = headNode.closest('[role="treeitem"]')?.querySelector<HTMLElement>('.ant-tree-switcher');
  if (switcher) await userEvent.click(switcher);
  await userEvent.click(await screen.findByText('质量部'));
}

describe('/system/dept', () => {
  it('is a route of mf-system titled 部门管理', () => {
    expect(deptRoute?.titleKey).toBe('system:dept.title');
  });

  it('asks to pick a department until one is selected, then shows its leader and phone', async () => {
    renderDept();
    expect(await screen.findByText('请在左侧选择一个部门')).toBeInTheDocument();
    await selectQuality();
    expect(await screen.findByRole('textbox', { name: '负责人' })).toHaveValue('李四');
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveValue('13900000000');
    expect(screen.getByText('示例光伏总部 / 质量部')).toBeInTheDocument();
  });

  it('saves leader, phone, order and status through /rest/dept/saveDeptInfo, keeping name and parent', async () => {
    renderDept();
    await selectQuality();
    const leader = await screen.findByRole('textbox', { name: '负责人' });
    await userEvent.clear(leader);
    await userEvent.type(leader, '王五');
    await userEvent.click(screen.getByRole('radio', { name: '停用' }));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(saves).toEqual([{ id: '21', name: '质量部', parentId: '2', leader: '王五', phone: '13900000000', sort: '2', status: '1' }]);
  });

  it('refuses a malformed phone number before sending anything', async () => {
    renderDept();
    await selectQuality();
    const phone = await screen.findByRole('textbox', { name: '联系电话' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12ab');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入正确的联系电话（国际号码以 + 开头）')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('表单数据校验失败')).toBeInTheDocument());
    expect(saves).toHaveLength(0);
  });
});
