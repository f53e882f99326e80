/**
 * One fresh browser context per test (no cookies, no storage, zh-CN like the product's main
 * audience). A failing test leaves a screenshot and the page's own errors in .e2e-artifacts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { artifactsDir } from './repo';

export interface SessionOptions {
  locale?: 'zh-CN' | 'en-US';
  /** 1440 × 900 unless a test needs another screen (issue 18's wide tables: 1920 × 1080). */
  viewport?: { width: number; height: number };
}

function fileSafe(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').slice(0, 120);
}

export async function onFreshPage<T>(
  browser: Browser,
  testName: string,
  run: (page: Page) => Promise<T>,
  options: SessionOptions = {},
): Promise<T> {
  const context = await browser.newContext({
    locale: options.locale ?? 'zh-CN',
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const apiCalls = recordApiCalls(page);
  try {
    return await run(page);
  } catch (error) {
    fs.mkdirSync(artifactsDir, { recursive: true });
    const base = path.join(artifactsDir, fileSafe(testName));
    await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
    const toasts = await page
      .locator('.ant-message-notice')
      .allInnerTexts()
      .catch(() => []);
    const report = [
      `url: ${page.url()}`,
      `toasts: ${toasts.join(' | ') || '(none)'}`,
      'page errors:',
      ...pageErrors,
      'last API calls:',
      ...apiCalls.lines(),
    ].join('\n');
    fs.writeFileSync(`${base}.txt`, `${report}\n`);
    // CI keeps only the console: the page's state goes into the failure itself
    // jest prints the stack, which holds the message as it was thrown
    if (error instanceof Error) {
      const thrown = error.message;
      const described = `${thrown}\n--- page at failure ---\n${report}`;
      error.message = described;
      if (error.stack?.includes(thrown)) error.stack = error.stack.replace(thrown, () => described);
    }
    throw error;
  } finally {
    await context.close();
  }
}

const API_CALLS_KEPT = 15;

/** The page's last API answers, with the envelope's code and message when it is not a success. */
function recordApiCalls(page: Page): { lines(): string[] } {
  const calls: { line: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/^\/(rest|api|user|sky|chat|sysDictInfo)\//.test(url.pathname)) return;
    const call = { line: `${response.status()} ${response.request().method()} ${url.pathname}` };
    calls.push(call);
    if (calls.length > API_CALLS_KEPT) calls.shift();
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response
      .json()
      .then((body: { code?: number; msg?: string }) => {
        if (body.code !== undefined && body.code !== 200) call.line += ` → ${body.code} ${body.msg ?? ''}`;
      })
      .catch(() => undefined);
  });
  return { lines: () => calls.map((call) => call.line) };
}

export function baseUrl(): string {
  const url = process.env.PCF_E2E_BASE_URL;
  if (!url) throw new Error('PCF_E2E_BASE_URL is not set: run through jest.config.js (its globalSetup starts the server)');
  return url;
}
