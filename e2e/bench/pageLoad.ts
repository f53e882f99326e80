/**
 * Page weight and load times in headless Chromium, each run in a fresh context (empty cache),
 * so the figures are what a first visit costs.
 */
import type { Browser, Page } from 'playwright-core';
import { layout, loginForm, openSignIn, submitSignIn } from '../src/shellUi';
import { recordScriptsAndStyles, weigh, type PageWeight } from './pageWeight';
import { median } from './stats';

export interface Timing {
  median: number;
  runs: number[];
}

export interface PageLoadFigures {
  browserVersion: string;
  /** JS+CSS that /login loads. */
  login: PageWeight;
  /** JS+CSS added from submitting the sign-in form until the first screen has settled. */
  afterSignIn: PageWeight;
  /** The route the shell opened after sign-in. */
  firstScreen: string;
  /** From navigation start to the login form on screen. */
  loginFormMs: Timing;
  /** From clicking 登录 to the layout's menu on screen. */
  layoutMs: Timing;
}

const RUNS = 5;
const ACCOUNT = { account: 'admin', password: 'Admin@123456' };

async function onNewPage<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function weighPages(browser: Browser, baseUrl: string) {
  return onNewPage(browser, async (page) => {
    const beforeSignIn = recordScriptsAndStyles(page);
    await openSignIn(page, baseUrl);
    await page.waitForLoadState('networkidle');
    const login = weigh(await beforeSignIn.settle());
    beforeSignIn.stop();

    const afterSignIn = recordScriptsAndStyles(page);
    await submitSignIn(page, ACCOUNT.account, ACCOUNT.password);
    await page.waitForLoadState('networkidle');
    // remote pages render after their chunks arrive; give lazy chunks a moment to be requested
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const added = weigh(await afterSignIn.settle());
    afterSignIn.stop();
    return { login, afterSignIn: added, firstScreen: new URL(page.url()).hash.replace(/^#/, '') };
  });
}

async function timeOneVisit(browser: Browser, baseUrl: string): Promise<{ loginFormMs: number; layoutMs: number }> {
  return onNewPage(browser, async (page) => {
    const form = loginForm(page);
    const started = performance.now();
    await page.goto(`${baseUrl}/#/login`, { waitUntil: 'commit' });
    await form.account.waitFor();
    const loginFormMs = performance.now() - started;

    await form.account.fill(ACCOUNT.account);
    await form.password.fill(ACCOUNT.password);
    const submitted = performance.now();
    await form.submit.click();
    await layout(page).menu.waitFor({ timeout: 60_000 });
    return { loginFormMs, layoutMs: performance.now() - submitted };
  });
}

export async function measurePageLoads(browser: Browser, baseUrl: string): Promise<PageLoadFigures> {
  const weights = await weighPages(browser, baseUrl);
  const loginFormRuns: number[] = [];
  const layoutRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const visit = await timeOneVisit(browser, baseUrl);
    loginFormRuns.push(visit.loginFormMs);
    layoutRuns.push(visit.layoutMs);
  }
  return {
    browserVersion: `Chromium ${browser.version()}`,
    ...weights,
    loginFormMs: { median: median(loginFormRuns), runs: loginFormRuns },
    layoutMs: { median: median(layoutRuns), runs: layoutRuns },
  };
}
