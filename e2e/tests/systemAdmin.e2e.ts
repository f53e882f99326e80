/**
 * Issue 3's journey: the administrator builds an organisation in 系统管理 (a department, a post, a
 * role limited to the 碳足迹核算 group and a user holding it); that user sees only that group and
 * downloads only its remote; when the administrator switches the group off it is gone for everyone.
 * The administrator then finds their changes and sign-ins in /system/log.
 * Runs its own server: switching a group off must not reach the other test files.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API, type RemoteName } from '../src/contracts';
import { recordNetwork } from '../src/networkLog';
import { startServer, type RunningServer } from '../src/serverProcess';
import { TEXT, dialog, layout, openMenuPage, pickOption, signIn, toastAfter } from '../src/shellUi';
import { GROUPS, SCREENS } from './screens';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ label: 'e2e-system-admin' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the administrator creates; the server is fresh, so fixed names cannot collide. */
const ORG = {
  // the seeded demo company's department, under which the new one goes
  parentDept: '碳管理部',
  dept: '组件核算部',
  postCode: 'ACCOUNTANT',
  post: '核算专员',
  roleKey: 'footprintAccountant',
  role: '碳足迹核算员',
  roleEn: 'Footprint accountant',
  account: 'accountant01',
  name: '核算员甲',
  // meets the rule: 8+ characters of at least three kinds
  password: 'Account@2026',
  // the seeded demo company (DEMO_COMPANY of the server seed), chosen by name in the forms
  company: '演示光伏科技有限公司',
} as const;

const TEXTS = {
  add: /^(新\s?增|Add)$/,
  save: /^(保\s?存|Save)$/,
  added: /^(新增成功!|Added\.)$/,
  saved: /^(保存成功!|Saved\.)$/,
  addChild: /^(新增子节点|Add child node)$/,
  nodeName: /^(节点名称|Node name)$/,
  grant: /^(分配权限|Permissions)$/,
} as const;

const SYSTEM = GROUPS.system.zh;
const ACCOUNTING = GROUPS.accounting.zh;

const signInAsAdmin = (page: Page) => signIn(page, server.baseUrl, 'admin', 'Admin@123456');

async function openSystemScreen(page: Page, title: string): Promise<Locator> {
  await openMenuPage(page, SYSTEM, title);
  return layout(page).content;
}

async function createDepartment(page: Page): Promise<void> {
  const content = await openSystemScreen(page, '部门管理');
  const parent = content.getByRole('treeitem', { name: new RegExp(ORG.parentDept) }).first();
  await parent.hover();
  await parent.getByRole('button', { name: TEXTS.addChild }).click();
  const name = content.getByRole('textbox', { name: TEXTS.nodeName });
  await name.fill(ORG.dept);
  await toastAfter(page, TEXTS.added, () => name.press('Enter'));
  await content.getByRole('treeitem', { name: new RegExp(ORG.dept) }).waitFor();
}

async function createPost(page: Page): Promise<void> {
  const content = await openSystemScreen(page, '岗位管理');
  await content.getByRole('button', { name: TEXTS.add }).click();
  const form = dialog(page, '新增岗位');
  await form.getByLabel('岗位编码', { exact: true }).fill(ORG.postCode);
  await form.getByLabel('岗位名称', { exact: true }).fill(ORG.post);
  // a platform administrator belongs to no company: the post's company is chosen
  await form.getByLabel('所属企业', { exact: true }).click();
  await pickOption(page, ORG.company);
  await toastAfter(page, TEXTS.added, () => form.getByRole('button', { name: TEXTS.save }).click());
  await form.waitFor({ state: 'hidden' });
  await content.getByRole('cell', { name: ORG.post, exact: true }).waitFor();
}

async function createRoleForAccountingOnly(page: Page): Promise<void> {
  const content = await openSystemScreen(page, '角色管理');
  await content.getByRole('button', { name: /^(新增角色|Add role)$/ }).click();
  const form = dialog(page, '新增角色');
  await form.getByLabel('权限字符', { exact: true }).fill(ORG.roleKey);
  await form.getByLabel('中文名称', { exact: true }).fill(ORG.role);
  await form.getByLabel('英文名称', { exact: true }).fill(ORG.roleEn);
  await toastAfter(page, TEXTS.added, () => form.getByRole('button', { name: TEXTS.save }).click());
  await form.waitFor({ state: 'hidden' });

  const row = content.getByRole('row').filter({ hasText: ORG.role });
  await row.getByRole('button', { name: TEXTS.grant }).click();
  const drawer = dialog(page, `分配权限：${ORG.role}`);
  // with 父子联动 on (the default) checking the group checks its pages and buttons too
  const group = drawer.getByRole('treeitem', { name: new RegExp(ACCOUNTING) }).first();
  await group.locator('.ant-tree-checkbox').click();
  await group.locator('.ant-tree-checkbox-checked').waitFor();
  await toastAfter(page, TEXTS.saved, () => drawer.getByRole('button', { name: TEXTS.save }).click());
  await drawer.waitFor({ state: 'hidden' });
}

async function createUserWithRole(page: Page): Promise<void> {
  const content = await openSystemScreen(page, '用户管理');
  await content.getByRole('button', { name: TEXTS.add }).click();
  const form = dialog(page, '新增用户');
  await form.getByLabel('账号', { exact: true }).fill(ORG.account);
  await form.getByLabel('姓名', { exact: true }).fill(ORG.name);
  await form.getByLabel('密码', { exact: true }).fill(ORG.password);
  // 企业用户 is the default type; a platform administrator names the company
  await form.getByLabel('所属企业', { exact: true }).click();
  await pickOption(page, ORG.company);
  await form.getByLabel('部门', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-treenode').filter({ hasText: ORG.dept }).first().click();
  await form.getByLabel('岗位', { exact: true }).click();
  await pickOption(page, ORG.post);
  await form.getByLabel('角色', { exact: true }).click();
  await pickOption(page, ORG.role);
  await form.getByLabel('账号', { exact: true }).click();
  await toastAfter(page, TEXTS.saved, () => form.getByRole('button', { name: TEXTS.save }).click());
  await form.waitFor({ state: 'hidden' });
  await content.getByRole('cell', { name: ORG.account, exact: true }).waitFor();
}

async function switchGroup(page: Page, on: boolean): Promise<void> {
  const content = await openSystemScreen(page, '菜单管理');
  const toggle = content.getByRole('switch', { name: `${ACCOUNTING}模块开关` });
  expect(await toggle.getAttribute('aria-checked')).toBe(String(!on));
  await toastAfter(page, `${ACCOUNTING}模块已${on ? '开启' : '关闭'}`, async () => {
    await toggle.click();
    if (!on) {
      const confirm = dialog(page, `关闭后，${ACCOUNTING}模块将对所有用户消失，是否继续?`);
      await confirm.getByRole('button', { name: TEXT.ok }).click();
    }
  });
  await content.getByRole('switch', { name: `${ACCOUNTING}模块开关`, checked: on }).waitFor();
}

let pageLoads = 0;

/**
 * Loads `path` as a new document and waits for the layout. A hash change alone is handled by the
 * running shell, which may redirect (to /404) before a following reload, so the query string changes.
 */
async function loadShellAt(page: Page, path: string): Promise<void> {
  pageLoads += 1;
  // the shell asks anew which remotes this user may load
  const remotes = page.waitForResponse((response) => response.url().includes(API.remotes));
  await page.goto(`${server.baseUrl}/?load=${pageLoads}#${path}`);
  await remotes;
  await layout(page).userMenu.waitFor();
}

describe('system administration', () => {
  // the tests build on each other in order: the second needs the user the first creates
  it('the administrator creates a department, a post, a role granting only 碳足迹核算 and a user holding that role', async () => {
    await onFreshPage(browser, 'system admin creates organisation', async (page) => {
      await signInAsAdmin(page);
      await createDepartment(page);
      await createPost(page);
      await createRoleForAccountingOnly(page);
      await createUserWithRole(page);
    });
  }, 240_000);

  it('the new user sees only 碳足迹核算 and downloads only mf-accounting; switched off, the group is gone for everyone', async () => {
    await onFreshPage(browser, 'system admin user sees one group', async (userPage) => {
      const network = recordNetwork(userPage);
      await signIn(userPage, server.baseUrl, ORG.account, ORG.password);
      const menu = layout(userPage).menu;
      await menu.getByRole('menuitem', { name: ACCOUNTING }).waitFor();
      for (const group of Object.values(GROUPS).filter((g) => g !== GROUPS.accounting)) {
        expect(await menu.getByRole('menuitem', { name: group.zh }).count()).toBe(0);
      }
      await openMenuPage(userPage, ACCOUNTING, SCREENS.directory.zh);
      await userPage.waitForURL((url) => url.hash === `#${SCREENS.directory.path}`);
      await SCREENS.directory.ready(layout(userPage).content);
      expect(network.manifestsFetched()).toEqual<RemoteName[]>(['mf_accounting']);

      await onFreshPage(browser, 'system admin switches the group off', async (adminPage) => {
        await signInAsAdmin(adminPage);
        await switchGroup(adminPage, false);
        // gone for the administrator too
        await loadShellAt(adminPage, '/system/menu');
        await layout(adminPage).menu.getByRole('menuitem', { name: SYSTEM }).waitFor();
        expect(await layout(adminPage).menu.getByRole('menuitem', { name: ACCOUNTING }).count()).toBe(0);
      });

      // the open screen is gone at the next load, and so is the group in the menu; its remote is not downloaded
      network.urls.length = 0;
      const remotes = userPage.waitForResponse((response) => response.url().includes(API.remotes));
      await userPage.reload();
      await remotes;
      await userPage.waitForURL((url) => url.hash === '#/404');
      // the shell's own message board: a layout page every signed-in user has
      await loadShellAt(userPage, '/messageBoard');
      expect(await layout(userPage).menu.getByRole('menuitem', { name: ACCOUNTING }).count()).toBe(0);
      expect(network.manifestsFetched()).toEqual([]);

      // back on, it returns without any change to the role
      await onFreshPage(browser, 'system admin switches the group on', async (adminPage) => {
        await signInAsAdmin(adminPage);
        await switchGroup(adminPage, true);
      });
      await loadShellAt(userPage, SCREENS.directory.path);
      await SCREENS.directory.ready(layout(userPage).content);
      await layout(userPage).menu.getByRole('menuitem', { name: ACCOUNTING }).waitFor();
      expect(network.manifestsFetched()).toEqual<RemoteName[]>(['mf_accounting']);
    });
  }, 240_000);

  it('the administrator finds the department they created in the operation log, and their own sign-in in the sign-in log', async () => {
    await onFreshPage(browser, 'system admin reads the logs', async (page) => {
      await signInAsAdmin(page);
      const content = await openSystemScreen(page, '操作日志');
      // newest first: the department of the first test, created by admin, with its row after the change
      const created = content.getByRole('row').filter({ hasText: '部门' }).filter({ hasText: '新增' }).first();
      await created.getByText('admin').waitFor();
      await created.getByRole('button', { name: /^(详\s?情|Details)$/ }).click();
      const detail = dialog(page, '操作详情');
      await detail.getByText(ORG.dept).first().waitFor();
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });

      await content.getByRole('tab', { name: '登录日志' }).click();
      const signIns = content.getByRole('tabpanel', { name: '登录日志' });
      await signIns.getByRole('row').filter({ hasText: 'admin' }).filter({ hasText: '成功' }).first().waitFor();
      // filtered to failures on the server: none of the successful sign-ins stays
      await signIns.getByLabel('结果').click();
      await pickOption(page, '失败');
      const failures = page.waitForResponse(
        (response) => response.url().includes('/system/loginlog/list') && response.url().includes('success=false'),
      );
      await signIns.getByRole('button', { name: /^(搜\s?索|Search)$/ }).click();
      await failures;
      await signIns.getByRole('row').filter({ hasText: '成功' }).first().waitFor({ state: 'detached' });
    });
  }, 240_000);
});
