import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { holdLeaveGuard, setLanguage, setToken } from '@pcf/shared';
import type { MenuItem, RemoteRoutesModule, SessionState } from '@pcf/shared';
import { envelope } from '../testing/envelope';
import { renderShell, scriptedRuntime, sessionState } from '../testing/renderShell';
import { RemoteRegistry } from '../remotes/remoteRegistry';
import { AppRoutes } from '../router/AppRoutes';

// the first screen of a file waits for its lazy chunks to compile
// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

function menu(urlvue: string, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { urlvue, name, nameEn: name, iconvue: 'AppstoreOutlined', hidden: false, redirect: null, remote: null, children: [], ...extra };
}

const menus: MenuItem[] = [
  menu('/businessAccounting', '碳足迹核算', {
    remote: 'mf_accounting',
    children: [
      menu('/businessAccounting/directory', '维护目录', { remote: 'mf_accounting' }),
      menu('/businessAccounting/zhuceUser', '注册审核与企业账号管理', { remote: 'mf_accounting' }),
      menu('/businessAccounting/carbon_footprint', '碳足迹评价', { remote: 'mf_accounting' }),
      menu('/businessAccounting/carbon_footprint/collect', '评价结果', { remote: 'mf_accounting', hidden: true }),
    ],
  }),
  menu('/system', '系统管理', {
    remote: 'mf_system',
    children: [menu('/system/user', '用户管理', { remote: 'mf_system' }), menu('/user/profile', '个人中心', { remote: 'mf_system' })],
  }),
];

function page(text: string) {
  return function Page() {
    return <h1>{text}</h1>;
  };
}
const accountingRoutes: RemoteRoutesModule = {
  default: [
    { path: '/businessAccounting/directory', titleKey: 'a', Component: page('目录页面') },
    { path: '/businessAccounting/zhuceUser', titleKey: 'b', Component: page('注册审核页面') },
    { path: '/businessAccounting/carbon_footprint', titleKey: 'f', Component: page('碳足迹评价页面') },
    { path: '/businessAccounting/carbon_footprint/collect', titleKey: 'c', Component: page('评价结果页面') },
  ],
};
const systemRoutes: RemoteRoutesModule = {
  default: [
    { path: '/system/user', titleKey: 'd', Component: page('用户页面') },
    { path: '/user/profile', titleKey: 'e', Component: page('个人中心页面') },
  ],
};

let logoutCalls = 0;
const server = setupServer(
  http.get('/chat/messageNotificationSenderCount', () => envelope(3)),
  http.get('/rest/captchaImage', () => envelope({ uuid: 'u', img: '', captchaEnabled: false })),
  http.post('/rest/logout', () => {
    logoutCalls += 1;
    return envelope(null);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
afterEach(() => {
  server.resetHandlers();
  logoutCalls = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

function signedIn(session: Partial<SessionState> = {}) {
  return sessionState({
    token: 'token-1',
    deptid: 2,
    name: '管理员',
    roles: ['admin'],
    userid: 1,
    permissions: ['*:*:*'],
    menusList: menus,
    all_name: '管理员-admin',
    ...session,
  });
}

async function renderLayout(path: string, session: Partial<SessionState> = {}, waitForMenu = true) {
  setToken('token-1');
  const registry = new RemoteRegistry(
    scriptedRuntime({ 'mf_accounting/routes': [async () => accountingRoutes], 'mf_system/routes': [async () => systemRoutes] }),
  );
  await registry.load([
    { name: 'mf_accounting', entry: '/mf/mf-accounting/mf-manifest.json', group: '/businessAccounting' },
    { name: 'mf_system', entry: '/mf/mf-system/mf-manifest.json', group: '/system' },
  ]);
  const view = renderShell(<AppRoutes />, { path, registry, preloadedState: signedIn(session) });
  // the first screen of the file also compiles the lazy layout: more than the 5 s of a busy machine
  if (waitForMenu) await screen.findByLabelText('导航菜单', undefined, { timeout: 15000 });
  return view;
}

const location = () => screen.getByTestId('location').textContent;
// the shell's tab bar by its name: screens may have tabs of their own
const tabTitles = () =>
  within(screen.getByRole('region', { name: '标签页' }))
    .queryAllByRole('tab')
    .map((tab) => tab.textContent);
function closeButtonOf(title: string): HTMLElement {
  const tab = screen.getAllByRole('tab').find((candidate) => candidate.textContent === title);
  const button = tab?.closest('.ant-tabs-tab')?.querySelector<HTMLElement>('.ant-tabs-tab-remove');
  if (!button) throw new Error(`no close button on tab ${title}`);
  return button;
}

describe('ShellLayout', () => {
  it('shows the server menu without hidden items, with the page mounted from its remote', async () => {
    await renderLayout('/businessAccounting/directory');
    expect(await screen.findByRole('heading', { name: '目录页面' })).toBeInTheDocument();
    const sider = screen.getByLabelText('导航菜单');
    expect(within(sider).getByText('维护目录')).toBeInTheDocument();
    expect(within(sider).queryByText('评价结果')).not.toBeInTheDocument();
  });

  it('gives a title longer than 9 characters a tooltip on the right', async () => {
    await renderLayout('/businessAccounting/directory');
    await userEvent.hover(within(screen.getByLabelText('导航菜单')).getByText('注册审核与企业账号管理'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('注册审核与企业账号管理');
  });

  it('starts the breadcrumb with 首页', async () => {
    await renderLayout('/businessAccounting/directory');
    await screen.findByRole('heading', { name: '目录页面' });
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent(/^首页\s*\/\s*碳足迹核算\s*\/\s*维护目录$/);
  });

  it('adds a tab per visited page, none for hidden pages, and closing the active tab opens the next one', async () => {
    await renderLayout('/businessAccounting/directory');
    await screen.findByRole('heading', { name: '目录页面' });
    const sider = screen.getByLabelText('导航菜单');
    await userEvent.click(within(sider).getByText('注册审核与企业账号管理'));
    await userEvent.click(within(sider).getByText('系统管理'));
    await userEvent.click(await within(sider).findByText('用户管理'));
    await screen.findByRole('heading', { name: '用户页面' });
    expect(tabTitles()).toEqual(['维护目录', '注册审核与企业账号管理', '用户管理']);

    await userEvent.click(screen.getByRole('tab', { name: '注册审核与企业账号管理' }));
    expect(location()).toBe('/businessAccounting/zhuceUser');
    await userEvent.click(closeButtonOf('注册审核与企业账号管理'));
    expect(tabTitles()).toEqual(['维护目录', '用户管理']);
    expect(location()).toBe('/system/user');

    await userEvent.click(closeButtonOf('用户管理'));
    expect(location()).toBe('/businessAccounting/directory');
    expect(tabTitles()).toEqual(['维护目录']);
  });

  it('asks before the menu, a tab or 首页 leaves a page with unsaved work: 取消 stays, 确定 leaves', async () => {
    await renderLayout('/businessAccounting/directory');
    await screen.findByRole('heading', { name: '目录页面' });
    const sider = screen.getByLabelText('导航菜单');
    await userEvent.click(within(sider).getByText('注册审核与企业账号管理'));
    await userEvent.click(screen.getByRole('tab', { name: '维护目录' }));
    const release = holdLeaveGuard({ title: '警告', message: '清单有未保存的修改，离开将丢失这些修改，确定离开吗？' });
    try {
      const asked = async (button: RegExp) => {
        await screen.findByText(/清单有未保存的修改/);
        await userEvent.click(screen.getByRole('button', { name: button }));
        await waitFor(() => expect(screen.queryByText(/清单有未保存的修改/)).not.toBeInTheDocument());
      };
      await userEvent.click(within(sider).getByText('注册审核与企业账号管理'));
      await asked(/取\s?消/);
      expect(location()).toBe('/businessAccounting/directory');
      await userEvent.click(screen.getByRole('tab', { name: '注册审核与企业账号管理' }));
      await asked(/取\s?消/);
      await userEvent.click(within(screen.getByRole('navigation', { name: '面包屑' })).getByText('首页'));
      await asked(/取\s?消/);
      expect(location()).toBe('/businessAccounting/directory');
      await userEvent.click(closeButtonOf('维护目录'));
      await asked(/取\s?消/);
      expect(tabTitles()).toEqual(['维护目录', '注册审核与企业账号管理']);

      await userEvent.click(within(sider).getByText('注册审核与企业账号管理'));
      await asked(/确\s?定/);
      expect(location()).toBe('/businessAccounting/zhuceUser');
    } finally {
      release();
    }
  });

  it('opened by its address, a hidden page shows the tab of its page, highlights that page and opens its group', async () => {
    // an enterprise user, whose home is the first page of this menu
    await renderLayout('/businessAccounting/carbon_footprint/collect', { roles: ['enterprise'] });
    expect(await screen.findByRole('heading', { name: '评价结果页面' })).toBeInTheDocument();
    expect(tabTitles()).toEqual(['碳足迹评价']);
    expect(screen.getByRole('tab', { name: '碳足迹评价' })).toHaveAttribute('aria-selected', 'true');
    const sider = screen.getByLabelText('导航菜单');
    const item = within(sider).getByRole('menuitem', { name: /碳足迹评价/ });
    expect(item).toHaveClass('ant-menu-item-selected');
    expect(within(sider).getByRole('menuitem', { name: /维护目录/ })).toBeVisible();

    // the tab is the active one: closing it leaves the hidden page too
    await userEvent.click(closeButtonOf('碳足迹评价'));
    await screen.findByRole('heading', { name: '目录页面' });
    expect(location()).toBe('/businessAccounting/directory');
  });

  it('shows the unread count on the 留言板 badge', async () => {
    await renderLayout('/businessAccounting/directory');
    const badge = screen.getByRole('button', { name: /留言板/ }).closest('.ant-badge') as HTMLElement;
    await waitFor(() => expect(badge).toHaveTextContent('3'));
  });

  it('collapses the navigation to 64px and back to 270px, keeping the choice in isMenuCollapsed', async () => {
    await renderLayout('/businessAccounting/directory');
    const sider = screen.getByLabelText('导航菜单');
    expect(sider).toHaveStyle({ width: '270px' });
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(sider).toHaveStyle({ width: '64px' });
    expect(localStorage.getItem('isMenuCollapsed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(sider).toHaveStyle({ width: '270px' });
    expect(localStorage.getItem('isMenuCollapsed')).toBe('false');
  });

  it('replaces menu titles by the configured user label', async () => {
    await renderLayout('/system/user', { user_title: '成员' });
    expect(await within(screen.getByLabelText('导航菜单')).findByText('成员管理')).toBeInTheDocument();
  });

  it('offers the bare layout: a 200px menu, no tabs, no breadcrumb', async () => {
    window.history.replaceState(null, '', '/?layout=bare');
    await renderLayout('/businessAccounting/directory');
    await screen.findByRole('heading', { name: '目录页面' });
    expect(screen.getByLabelText('导航菜单')).toHaveStyle({ width: '200px' });
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull();
    expect(screen.queryByRole('region', { name: '标签页' })).toBeNull();
  });

  it('switches to the bare layout from the user menu', async () => {
    await renderLayout('/businessAccounting/directory');
    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('简洁布局'));
    expect(screen.getByLabelText('导航菜单')).toHaveStyle({ width: '200px' });
    expect(window.location.search).toBe('?layout=bare');
  });

  it('logs out after the confirm 确定注销并退出系统吗？: local storage and the token cookie cleared, back to /login', async () => {
    localStorage.setItem('userid', '1');
    await renderLayout('/businessAccounting/directory');
    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(logoutCalls).toBe(1);
    expect(document.cookie).not.toContain('dby_token');
    expect(localStorage.getItem('userid')).toBeNull();
  });

  it('sends an unknown path inside the signed-in area to /404', async () => {
    await renderLayout('/businessAccounting/nowhere', {}, false);
    await waitFor(() => expect(location()).toBe('/404'));
  });
});
