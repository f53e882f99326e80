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
}

function fileSafe(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').slice(0, 120);
}

export async function onFreshPage<T>(browser: Browser, testName: string, run: (page: Page) => Promise<T>, options: SessionOptions = {}): Promise<T> {
  const context = await browser.newContext({ locale: options.locale ?? 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    return await run(page);
  } catch (error) {
    fs.mkdirSync(artifactsDir, { recursive: true });
    const base = path.join(artifactsDir, fileSafe(testName));
    await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
    fs.writeFileSync(`${base}.txt`, `url: ${page.url()}\npage errors:\n${pageErrors.join('\n')}\n`);
    throw error;
  } finally {
    await context.close();
  }
}

export function baseUrl(): string {
  const url = process.env.PCF_E2E_BASE_URL;
  if (!url) throw new Error('PCF_E2E_BASE_URL is not set: run through jest.config.js (its globalSetup starts the server)');
  return url;
}
