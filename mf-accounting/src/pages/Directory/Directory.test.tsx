import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { API, PERMISSION_DIRECTORY_EDIT, directoryEndpoints, i18n } from '@pcf/shared';
import type { EditTreeNodeRequest, TreeNode } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

interface StoredNode {
  id: number;
  name: string;
  nameEn: string;
  pid: number;
}

/** The server's seeded directory, cut down: 原材料获取 > 硅料 > 工业硅 / 多晶硅, 原材料获取 > 硅片, 生产制造 > 电力 */
const SEED: StoredNode[] = [
  { id: 1, name: '原材料获取', nameEn: 'Raw material acquisition', pid: 0 },
  { id: 2, name: '硅料', nameEn: 'Silicon feedstock', pid: 1 },
  { id: 3, name: '工业硅', nameEn: 'Metallurgical-grade silicon', pid: 2 },
  { id: 4, name: '多晶硅', nameEn: 'Polysilicon', pid: 2 },
  { id: 5, name: '硅片', nameEn: 'Silicon wafers', pid: 1 },
  { id: 6, name: '生产制造', nameEn: 'Manufacturing', pid: 0 },
  { id: 7, name: '电力', nameEn: 'Electricity', pid: 6 },
];

let nodes: StoredNode[] = [];
let edits: EditTreeNodeRequest[] = [];

function nest(parent = 0, level = 1): TreeNode[] {
  // as the server answers a Chinese reader: the name in Chinese, and both names for the editor
  return nodes
    .filter((node) => node.pid === parent)
    .map((node) => ({ ...node, nameZh: node.name, level, children: nest(node.id, level + 1) }));
}

setupTestServer(
  http.get(API.treeLoad, () => ok(nest())),
  http.post(directoryEndpoints.edit.url, async ({ request }) => {
    const body = (await request.json()) as EditTreeNodeRequest;
    edits.push(body);
    nodes = nodes.map((node) => (node.id === body.id ? { ...node, name: body.name, nameEn: body.nameEn ?? node.nameEn } : node));
    return ok(undefined);
  }),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await i18n.changeLanguage('zh-CN');
});
beforeEach(() => {
  nodes = SEED.map((node) => ({ ...node }));
  edits = [];
});

const directoryRoute = routes.find((route) => route.path === '/businessAccounting/directory');

function renderDirectory(permissions: string[]) {
  if (!directoryRoute) throw new Error('no directory route');
  const Page = directoryRoute.Component;
  const user = userEvent.setup();
  renderScreen(
    <Suspense fallback={null}>
      <Page />
    </Suspense>,
    { roles: ['enterprise'], permissions },
  );
  return user;
}

async function expand(user: ReturnType<typeof userEvent.setup>, name: string) {
  const label = await screen.findByText(name, { selector: '.pcf-tree-node-name' });
  const switcher = label.closest('[role="treeitem"]')?.querySelector('.ant-tree-switcher');
  if (!switcher) throw new Error(`no switcher for ${name}`);
  await user.click(switcher);
}

/** The value cell of a row of the details panel. */
function detailRow(label: string): HTMLElement {
  const labelCell = screen
    .getAllByText(label)
    .map((text) => text.closest('.ant-descriptions-item-label'))
    .find(Boolean);
  const row = labelCell?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no details row ${label}`);
  return row;
}

function detail(label: string): string | null | undefined {
  return detailRow(label).querySelector('.ant-descriptions-item-content')?.textContent;
}

describe('Directory route table', () => {
  it('exposes /businessAccounting/directory titled 维护目录 / Maintain directory', async () => {
    expect(directoryRoute).toMatchObject({ titleKey: 'accounting:directory.title', icon: 'ApartmentOutlined' });
    expect(i18n.t('accounting:directory.title')).toBe('维护目录');
    expect(i18n.t('accounting:directory.title', { lng: 'en-US' })).toBe('Maintain directory');
  });
});

describe('Directory page', () => {
  it('loads the directory from the server and asks for a selection', async () => {
    renderDirectory([]);
    expect(await screen.findByText('原材料获取')).toBeInTheDocument();
    expect(screen.getByText('生产制造')).toBeInTheDocument();
    expect(screen.getByText('请在左侧目录中选择一个节点查看详情')).toBeInTheDocument();
  });

  it('shows the selected node’s name, level, path from the root and children', async () => {
    const user = renderDirectory([]);
    await expand(user, '原材料获取');
    await user.click(await screen.findByText('硅料'));
    expect(detail('名称')).toBe('硅料');
    expect(detail('层级')).toBe('2 级');
    expect(detail('路径')).toBe('原材料获取 / 硅料');
    expect(detail('下级节点数')).toBe('2');
    expect(within(detailRow('下级节点')).getByText('多晶硅')).toBeInTheDocument();

    await expand(user, '硅料');
    await user.click(await screen.findByText('多晶硅', { selector: '.pcf-tree-node-name' }));
    expect(detail('层级')).toBe('3 级');
    expect(detail('路径')).toBe('原材料获取 / 硅料 / 多晶硅');
    expect(detail('下级节点数')).toBe('0');
    expect(detail('下级节点')).toBe('无');
  });

  it('is read-only without the directory edit permission', async () => {
    renderDirectory([]);
    await screen.findByText('原材料获取');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增一级目录/ })).toBeNull();
  });

  it('lets an editor rename the selected node through /sky/editTreeMenu and shows the new name in the details', async () => {
    const user = renderDirectory([PERMISSION_DIRECTORY_EDIT]);
    await user.click(await screen.findByText('生产制造'));
    expect(detail('名称')).toBe('生产制造');
    const row = screen.getByText('生产制造', { selector: '.pcf-tree-node-name' }).closest<HTMLElement>('[role="treeitem"]');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const input = screen.getByRole('textbox', { name: '节点名称' });
    await user.clear(input);
    await user.type(input, '制造阶段{Enter}');
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    // the English name is sent as it was: only the Chinese one was edited
    expect(edits).toEqual([{ id: 6, name: '制造阶段', nameEn: 'Manufacturing', pid: 0, parentId: 0 }]);
    await waitFor(() => expect(detail('名称')).toBe('制造阶段'));
  });
});
