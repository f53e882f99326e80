/**
 * How a person finds things in the shell: by role and visible text, in either language, so the
 * tests read like the steps a user takes and survive markup changes.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Visible texts, zh-CN | en-US (the shell's and shared's locale files). Names of items with an
 * icon start with the icon's label, so those patterns are anchored at the end only.
 */
export const TEXT = {
  account: /^(账号|Account)$/,
  password: /^(密码|Password)$/,
  // antd puts a space between two CJK characters of a button
  signIn: /^(登\s?录|Sign in)$/,
  navigation: /^(导航菜单|Navigation)$/,
  home: /^(首页|Home)$/,
  breadcrumb: /^(面包屑|Breadcrumb)$/,
  tabBar: /^(标签页|Open pages)$/,
  userMenu: /^(用户菜单|User menu)$/,
  language: /^(语言|Language)$/,
  logout: /(退出登录|Log out)$/,
  logoutConfirm: /(确定注销并退出系统吗？|Log out and leave the system\?)/,
  ok: /^(确\s?定|OK)$/,
  cancel: /^(取\s?消|Cancel)$/,
  remoteRetry: /(重新加载|Load again)$/,
  remoteFailed: /(模块加载失败|module could not be loaded)/,
  chunkLoadError: /ChunkLoadError/,
} as const;

export type SignInRoute = '/login' | '/login1' | '/login2';

export function loginForm(page: Page) {
  return {
    account: page.getByRole('textbox', { name: TEXT.account }),
    password: page.getByLabel(TEXT.password, { exact: false }).and(page.locator('input[type="password"]')),
    submit: page.getByRole('button', { name: TEXT.signIn }),
  };
}

export function layout(page: Page) {
  const sider = page.getByRole('complementary', { name: TEXT.navigation });
  return {
    sider,
    menu: sider.getByRole('menu').first(),
    breadcrumb: page.getByRole('navigation', { name: TEXT.breadcrumb }),
    // the shell's own tab bar (screens may have tabs of their own)
    tabs: page.getByRole('region', { name: TEXT.tabBar }).getByRole('tablist').first(),
    content: page.locator('.pcf-layout__content'),
    userMenu: page.getByRole('button', { name: TEXT.userMenu }),
    languageSwitch: page.getByRole('group', { name: TEXT.language }),
  };
}

export async function openSignIn(page: Page, baseUrl: string, route: SignInRoute = '/login'): Promise<void> {
  await page.goto(`${baseUrl}/#${route}`);
  await loginForm(page).account.waitFor();
}

/** Fills and submits the sign-in form shown now and waits for the layout's menu. */
export async function submitSignIn(page: Page, account: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.account.fill(account);
  await form.password.fill(password);
  await form.submit.click();
  await layout(page).menu.waitFor({ timeout: 60_000 });
}

export async function signIn(page: Page, baseUrl: string, account: string, password: string, route: SignInRoute = '/login'): Promise<void> {
  await openSignIn(page, baseUrl, route);
  await submitSignIn(page, account, password);
}

/** Opens a menu group (a submenu title) unless it is open already, then clicks one of its pages. */
export async function openMenuPage(page: Page, groupTitle: RegExp | string, pageTitle: RegExp | string): Promise<void> {
  const menu = layout(page).menu;
  const group = menu.getByRole('menuitem', { name: groupTitle }).first();
  const item = menu.getByRole('menuitem', { name: pageTitle }).last();
  if (!(await item.isVisible())) {
    await group.click();
    await untilShownWhole(item);
  }
  await item.click();
  // the pointer moves on to the screen, as a person's does: a title longer than 9 characters shows
  // a tooltip at the right while hovered (SPEC §2), which would cover the screen's first buttons
  await layout(page).breadcrumb.hover();
}

/**
 * Waits until an item of an opening menu group is no longer clipped by the group's list. The list
 * grows its height for a moment while the item itself stands still, so the item already counts as
 * stable; a press on it then focuses it, the browser scrolls the clipped list to show it, and the
 * release lands on the item above: the click goes to the list and nothing opens.
 */
async function untilShownWhole(item: Locator): Promise<void> {
  await item.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const list = element.closest('ul');
          const own = element.getBoundingClientRect();
          const bounds = list?.getBoundingClientRect();
          const settled =
            !list || !bounds || (list.getAnimations().length === 0 && own.top >= bounds.top - 0.5 && own.bottom <= bounds.bottom + 0.5);
          if (settled) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The closable tab titled `title`. */
export function tab(page: Page, title: RegExp | string): Locator {
  return layout(page).tabs.getByRole('tab', { name: title });
}

export async function closeTab(page: Page, title: RegExp | string): Promise<void> {
  // the close button of an antd editable tab sits next to the tab itself, inside .ant-tabs-tab
  await layout(page)
    .tabs.locator('.ant-tabs-tab')
    .filter({ has: page.getByRole('tab', { name: title }) })
    .getByRole('button', { name: 'remove' })
    .click();
}

/** An antd message toast (they stack, so the newest one that matches). */
export function toast(page: Page, text: RegExp | string): Locator {
  return page.locator('.ant-message').getByText(text).last();
}

/**
 * Runs `action` and waits for the toast it should raise. The wait starts before the action: a toast
 * lives three seconds, which a busy machine can spend between a click and the next poll.
 */
export async function toastAfter(
  page: Page,
  text: RegExp | string,
  action: () => Promise<unknown>,
  options: { timeout?: number } = {},
): Promise<void> {
  const shown = toast(page, text).waitFor(options);
  // the action's own failure is the one to report; the wait's is then moot
  shown.catch(() => undefined);
  await action();
  await shown;
}

/** The open dialog (modal or drawer) whose title or body shows `text`. */
export function dialog(page: Page, text: RegExp | string): Locator {
  return page.getByRole('dialog').filter({ hasText: text });
}

/**
 * `dialog` once it has finished opening. antd zooms a modal in from where the page was clicked; a
 * click on its button while it still moves can press on the button and release beside it, and the
 * browser then sends no click (seen in CI: a confirm's OK "clicked", no request, the dialog open).
 * Endless animations (a spinner inside) are not waited for.
 */
export async function openedDialog(dialogLocator: Locator): Promise<Locator> {
  await dialogLocator.waitFor();
  await dialogLocator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return dialogLocator;
}

/**
 * Chooses an option of the open antd select dropdown (a listbox rendered outside the form). A
 * string matches any option containing it (the first one); a RegExp can demand the whole label.
 */
export async function pickOption(page: Page, label: RegExp | string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

export async function switchLanguage(page: Page, to: 'zh-CN' | 'en-US'): Promise<void> {
  await layout(page)
    .languageSwitch.getByRole('button', { name: to === 'zh-CN' ? '简体中文' : 'English' })
    .click();
}

export async function logOut(page: Page): Promise<void> {
  await layout(page).userMenu.click();
  await page.getByRole('menuitem', { name: TEXT.logout }).click();
  const confirm = await openedDialog(page.getByRole('dialog').filter({ hasText: TEXT.logoutConfirm }));
  await confirm.getByRole('button', { name: TEXT.ok }).click();
}

/**
 * Answers a confirm with `button` and waits for it to close. A click that lands while antd's confirm
 * is still opening was seen to be lost on a loaded machine (the confirm stayed open), so a confirm
 * still open after a while is answered again.
 */
export async function answerConfirm(confirm: Locator, button: RegExp | string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await confirm.isVisible())) return;
    await openedDialog(confirm);
    await confirm
      .getByRole('button', { name: button })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const closed = await confirm
      .waitFor({ state: 'hidden', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return;
  }
  await confirm.waitFor({ state: 'hidden' });
}
