/**
 * /system/access in the browser against the real server: the administrator hides a field of the
 * posts object from the enterprise role, renames another, limits its rows with a condition built in
 * the advanced-search editor and saves; opened again, the screen shows what the server stored.
 * Runs its own server: the rules must not reach the other test files.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { startServer, type RunningServer } from '../src/serverProcess';
import { layout, openMenuPage, signIn } from '../src/shellUi';
import { GROUPS } from './screens';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ label: 'e2e-access' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SAVE = /^(保\s?存|Save)$/;

/** Opens 权限管理 as a new document, picks the enterprise role and the posts object. */
async function openRules(page: Page): Promise<Locator> {
  await openMenuPage(page, GROUPS.system.zh, '权限管理');
  const content = layout(page).content;
  await content.getByRole('row').filter({ hasText: '企业用户' }).first().click();
  // the object list is long and virtual: type to find the object, as a user would
  await content.getByLabel('对象', { exact: true }).fill('sys_post');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '(sys_post)' }).first().click();
  await content.getByRole('radiogroup', { name: '权限 code' }).waitFor();
  return content;
}

describe('/system/access', () => {
  it('the administrator saves field and row rules of a role on an object, and finds them stored', async () => {
    await onFreshPage(browser, 'access rules', async (page) => {
      await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
      let content = await openRules(page);
      await content.getByRole('radiogroup', { name: '权限 code' }).getByText('隐藏').click();
      await content.getByLabel('英文名称 name', { exact: true }).fill('Post title');
      await content.getByRole('button', { name: '添加条件' }).click();
      await content.getByLabel('高级搜索 1 字段').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '状态' }).first().click();
      await content.getByLabel('高级搜索 1 运算符').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '等于' }).first().click();
      await content.getByLabel('高级搜索 1 值').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '正常' }).first().click();
      await content.getByRole('button', { name: SAVE }).click();
      await page.locator('.ant-message').getByText('保存成功!').last().waitFor();

      // opened anew (another tab closed and the page reloaded), the stored rules come back
      await page.reload();
      await layout(page).menu.waitFor();
      content = await openRules(page);
      await content
        .getByRole('radiogroup', { name: '权限 code' })
        .locator('.ant-radio-button-wrapper-checked')
        .filter({ hasText: '隐藏' })
        .waitFor();
      expect(await content.getByLabel('英文名称 name', { exact: true }).inputValue()).toBe('Post title');
      await content.getByRole('group', { name: '高级搜索' }).getByText('正常').waitFor();
      await content.getByRole('row').filter({ hasText: '企业用户' }).getByText('已设置 1 个对象').waitFor();
    });
  }, 240_000);
});
