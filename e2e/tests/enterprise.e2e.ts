/** The demo enterprise user on the enterprise sign-in page /#/login1. */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../src/chromium';
import { baseUrl, onFreshPage } from '../src/browserSession';
import { API, type ApiEnvelope, type RemoteName, type UserInfo } from '../src/contracts';
import { recordNetwork } from '../src/networkLog';
import { layout, loginForm, openMenuPage, openSignIn, signIn } from '../src/shellUi';
import { GROUPS, SCREENS } from './screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('enterprise user', () => {
  it('signs in as demo on /#/login1 and works in the screens granted to its role', async () => {
    await onFreshPage(browser, 'enterprise sign-in', async (page) => {
      const network = recordNetwork(page);
      const userInfo = page.waitForResponse((response) => response.url().includes(API.getInfo));
      await signIn(page, baseUrl(), 'demo', 'Demo@123456', '/login1');
      const info = (await (await userInfo).json()) as ApiEnvelope<UserInfo>;
      expect(info.data?.user).toMatchObject({ account: 'demo', user_type: 'enterprise' });
      const { menu, userMenu } = layout(page);
      expect(await userMenu.textContent()).toContain(info.data?.user.name);

      for (const screen of [SCREENS.dataEntry, SCREENS.directory, SCREENS.companyDatasets, SCREENS.profile]) {
        await openMenuPage(page, screen.group.zh, screen.zh);
        await page.waitForURL((url) => url.hash === `#${screen.path}`);
        await screen.ready(layout(page).content);
      }
      expect(await menu.getByRole('menuitem', { name: GROUPS.supplychain.zh }).count()).toBe(1);
      expect([...network.manifestsFetched()].sort()).toEqual<RemoteName[]>([
        'mf_accounting',
        'mf_acquisition',
        'mf_analysis',
        'mf_database',
        'mf_supplychain',
        'mf_system',
      ]);
    });
  });

  it('refuses the administrator on the enterprise sign-in page and stays there', async () => {
    await onFreshPage(browser, 'enterprise refuses admin', async (page) => {
      await openSignIn(page, baseUrl(), '/login1');
      const form = loginForm(page);
      await form.account.fill('admin');
      await form.password.fill('Admin@123456');
      const answer = page.waitForResponse((response) => response.url().endsWith('/user/login'));
      await form.submit.click();
      const envelope = (await (await answer).json()) as { code: number; msg: string };
      expect(envelope.code).not.toBe(200);
      // the server's message is shown to the user
      await page.getByText(envelope.msg).first().waitFor();
      expect(new URL(page.url()).hash).toBe('#/login1');
      expect(await layout(page).sider.count()).toBe(0);
    });
  });
});
