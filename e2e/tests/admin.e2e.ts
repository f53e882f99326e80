/** The administrator's day-one path through the shell, in a real Chromium against the real server. */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/chromium';
import { baseUrl, onFreshPage } from '../src/browserSession';
import { API, TOKEN_COOKIE, type ApiEnvelope, type RemoteName, type UserInfo } from '../src/contracts';
import { recordNetwork, remoteOfUrl } from '../src/networkLog';
import { TEXT, answerConfirm, closeTab, layout, logOut, openMenuPage, signIn, switchLanguage, tab } from '../src/shellUi';
import { GROUPS, SCREENS } from './screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const signInAsAdmin = (page: Page) => signIn(page, baseUrl(), 'admin', 'Admin@123456');
const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

describe('administrator', () => {
  it('signs in on /#/login and lands on the home page in the layout: menu, breadcrumb from 首页 and its tab', async () => {
    await onFreshPage(browser, 'admin sign-in layout', async (page) => {
      const userInfo = page.waitForResponse((response) => response.url().includes(API.getInfo));
      await signInAsAdmin(page);
      const info = (await (await userInfo).json()) as ApiEnvelope<UserInfo>;
      const { menu, breadcrumb, tabs, userMenu } = layout(page);
      await breadcrumb.getByText('首页', { exact: true }).waitFor();
      expect(await menu.getByRole('menuitem', { name: GROUPS.accounting.zh }).count()).toBe(1);
      expect(await menu.getByRole('menuitem', { name: GROUPS.system.zh }).count()).toBe(1);
      await tabs.getByRole('tab', { selected: true }).waitFor();
      // an administrator lands on the home page of the work waiting: registrations, reviews, computations
      expect(hashPath(page)).toBe('/home');
      for (const card of ['待审核的注册', '待审核的项目', '最近的碳足迹计算'])
        await layout(page).content.getByRole('region', { name: card }).getByText('查看全部').waitFor();
      expect(info.data?.user.account).toBe('admin');
      expect(await userMenu.textContent()).toContain(info.data?.user.name);
      expect(hashPath(page)).not.toBe('/login');
    });
  });

  it('opens every menu group that has screens and downloads only the manifests of the groups it is offered', async () => {
    await onFreshPage(browser, 'admin menu groups and manifests', async (page) => {
      const network = recordNetwork(page);
      await signInAsAdmin(page);
      const { menu, breadcrumb } = layout(page);

      // only groups with built screens are offered: every group has them now, supply-chain management the last
      expect(await menu.getByRole('menuitem', { name: GROUPS.supplychain.zh }).count()).toBe(1);

      for (const screen of [SCREENS.registrationReview, SCREENS.directory, SCREENS.unit, SCREENS.factors, SCREENS.profile]) {
        await openMenuPage(page, screen.group.zh, screen.zh);
        await page.waitForURL((url) => url.hash === `#${screen.path}`);
        await screen.ready(layout(page).content);
        await breadcrumb.getByText(screen.group.zh, { exact: true }).waitFor();
        await breadcrumb.getByText(screen.zh, { exact: true }).waitFor();
        await tab(page, screen.zh).waitFor();
      }

      expect([...network.manifestsFetched()].sort()).toEqual<RemoteName[]>([
        'mf_accounting',
        'mf_acquisition',
        'mf_analysis',
        'mf_database',
        'mf_supplychain',
        'mf_system',
      ]);
      const forbidden = network.urls.filter((url) => {
        const remote = remoteOfUrl(url);
        return (
          remote !== undefined &&
          remote !== 'mf_acquisition' &&
          remote !== 'mf_accounting' &&
          remote !== 'mf_analysis' &&
          remote !== 'mf_database' &&
          remote !== 'mf_supplychain' &&
          remote !== 'mf_system'
        );
      });
      expect(forbidden).toEqual([]);
    });
  });

  it('opens a tab per visited screen; closing the active last tab goes back to the one before it', async () => {
    await onFreshPage(browser, 'admin tabs', async (page) => {
      await signInAsAdmin(page);
      await openMenuPage(page, SCREENS.directory.group.zh, SCREENS.directory.zh);
      await openMenuPage(page, SCREENS.profile.group.zh, SCREENS.profile.zh);
      await tab(page, SCREENS.profile.zh)
        .and(page.getByRole('tab', { selected: true }))
        .waitFor();
      await tab(page, SCREENS.directory.zh).waitFor();

      await closeTab(page, SCREENS.profile.zh);
      await page.waitForURL((url) => url.hash === `#${SCREENS.directory.path}`);
      await tab(page, SCREENS.directory.zh)
        .and(page.getByRole('tab', { selected: true }))
        .waitFor();
      expect(await tab(page, SCREENS.profile.zh).count()).toBe(0);

      // a tab is a way back to its screen
      await openMenuPage(page, SCREENS.profile.group.zh, SCREENS.profile.zh);
      await tab(page, SCREENS.directory.zh).click();
      await page.waitForURL((url) => url.hash === `#${SCREENS.directory.path}`);
      await SCREENS.directory.ready(layout(page).content);
    });
  });

  it('switches the language: the menu, breadcrumb and tabs change from zh-CN to en-US and back, and the choice is kept', async () => {
    await onFreshPage(browser, 'admin language', async (page) => {
      await signInAsAdmin(page);
      await openMenuPage(page, SCREENS.directory.group.zh, SCREENS.directory.zh);
      const { menu, breadcrumb } = layout(page);

      await switchLanguage(page, 'en-US');
      await menu.getByRole('menuitem', { name: GROUPS.accounting.en }).waitFor();
      await breadcrumb.getByText('Home', { exact: true }).waitFor();
      await tab(page, SCREENS.directory.en).waitFor();
      expect(await menu.getByRole('menuitem', { name: GROUPS.accounting.zh }).count()).toBe(0);
      expect(await breadcrumb.getByText('首页', { exact: true }).count()).toBe(0);
      // the reference data speaks English too (issue 18 item 13): the seeded directory's first stage
      const content = layout(page).content;
      await content
        .getByRole('treeitem', { name: /Raw material acquisition/ })
        .first()
        .waitFor();
      expect(await content.getByRole('treeitem', { name: /原材料获取/ }).count()).toBe(0);
      // a long English menu title wraps instead of being cut off
      const title = menu.getByRole('menuitem', { name: GROUPS.accounting.en }).locator('.ant-menu-title-content').first();
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

      await page.reload();
      await layout(page).menu.getByRole('menuitem', { name: GROUPS.system.en }).waitFor();

      await switchLanguage(page, 'zh-CN');
      await layout(page).menu.getByRole('menuitem', { name: GROUPS.accounting.zh }).waitFor();
      await layout(page).breadcrumb.getByText('首页', { exact: true }).waitFor();
    });
  });

  it('logs out through the user dropdown after the confirm 确定注销并退出系统吗？ and lands on /login without a token', async () => {
    await onFreshPage(browser, 'admin logout', async (page) => {
      await signInAsAdmin(page);
      expect((await page.context().cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(true);

      await layout(page).userMenu.click();
      await page.getByRole('menuitem', { name: TEXT.logout }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' });
      await confirm.waitFor();
      await answerConfirm(confirm, TEXT.cancel);
      expect(hashPath(page)).not.toBe('/login');

      await logOut(page);
      await page.waitForURL((url) => url.hash === '#/login');
      await page.getByRole('button', { name: TEXT.signIn }).waitFor();
      expect((await page.context().cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);

      // the session is gone on the server side too: the layout is no longer reachable
      await page.goto(`${baseUrl()}/#${SCREENS.directory.path}`);
      await page.waitForURL((url) => url.hash.startsWith('#/login'));
    });
  });
});
