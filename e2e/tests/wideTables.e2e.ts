/**
 * Issue 18: at 1920 × 1080, in both languages, the factor list's value, unit and action columns and
 * the results list's 查看结果 lie inside the viewport without scrolling the table. One project of the
 * demo company is computed through the API (as e2e/bench/compute.ts does) so the results list has a
 * row. Runs its own server: the computed project stays here.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { computedProject } from '../bench/compute';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { startServer, type RunningServer } from '../src/serverProcess';
import { layout, signIn } from '../src/shellUi';
import { SCREENS } from './screens';

const VIEWPORT = { width: 1920, height: 1080 };
const TEXT = {
  'zh-CN': { value: /^因子值/, unit: /^单位$/, actions: /^操作$/, detail: '详情', results: '评价结果', viewResult: '查看结果' },
  'en-US': { value: /^Value/, unit: /^Unit$/, actions: /^Actions$/, detail: 'Details', results: 'Results', viewResult: 'View result' },
} as const;

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ label: 'e2e-wide-tables' });
  browser = await launchChromium();
  await computedProject(server.baseUrl, 3);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Wholly inside the window as the page first shows it: nothing scrolled, nothing cut at the right. */
async function expectInView(locator: Locator, what: string): Promise<void> {
  // the list may render its rows again (a second page load) between the wait and the measure
  let box = null;
  for (let attempt = 0; attempt < 20 && !box; attempt++) {
    await locator.waitFor();
    box = await locator.boundingBox();
  }
  if (!box) throw new Error(`${what} is not rendered`);
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= VIEWPORT.width && box.y + box.height <= VIEWPORT.height;
  if (!inside) throw new Error(`${what} lies outside the 1920 × 1080 window: ${JSON.stringify(box)}`);
}

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(`${server.baseUrl}/#${path}`);
  return layout(page).content;
}

describe.each(['zh-CN', 'en-US'] as const)('wide tables at 1920 × 1080 (%s)', (locale) => {
  const text = TEXT[locale];

  it('the factor list shows the value, the unit and the row actions without scrolling', async () => {
    await onFreshPage(
      browser,
      `wide tables factors ${locale}`,
      async (page) => {
        await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
        const content = await open(page, SCREENS.factors.path);
        await SCREENS.factors.ready(content);
        await expectInView(content.getByRole('columnheader', { name: text.value }).first(), 'the value column');
        await expectInView(content.getByRole('columnheader', { name: text.unit }).first(), 'the unit column');
        await expectInView(content.getByRole('columnheader', { name: text.actions }).first(), 'the actions column');
        await expectInView(content.getByRole('button', { name: text.detail }).first(), 'the first row’s detail link');
      },
      { locale, viewport: VIEWPORT },
    );
  });

  it('the results list shows 查看结果 without scrolling', async () => {
    await onFreshPage(
      browser,
      `wide tables results ${locale}`,
      async (page) => {
        await signIn(page, server.baseUrl, 'demo', 'Demo@123456');
        const content = await open(page, '/businessAccounting/carbon_footprint');
        await content.getByRole('tab', { name: text.results }).click();
        await expectInView(content.getByRole('button', { name: text.viewResult }).first(), 'the first result’s link');
      },
      { locale, viewport: VIEWPORT },
    );
  });
});
