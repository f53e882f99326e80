/**
 * Issue 18 item 15: a fresh install with DEMO_PROJECT on shows a real footprint on its first start.
 * The administrator's home lists the demo project's computation and opens its result; the demo user
 * sees the same total in the contribution analysis (English) and its published report; anyone can
 * verify the report's code. The figures come from the server's own snapshot, read over the API.
 */
import type { Browser, Locator } from 'playwright-core';
import type { ReportSummary } from '../../shared/src/contracts';
import { reportEndpoints } from '../../shared/src/contracts';
import { call, signInByApi, type Session } from '../src/apiSession';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { startServer, type RunningServer } from '../src/serverProcess';
import { layout, openMenuPage, signIn } from '../src/shellUi';
import { GROUPS } from './screens';

const CODE = 'DEMO-PV-560';
const shown = (value: number) => String(Math.round(value * 100) / 100);
const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, '');

/** Waits until the text, spaces removed, contains `figure` (a number may be split over elements). */
async function untilShown(scope: Locator, figure: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    if ((await flat(scope)).includes(figure)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${figure} is not shown: ${(await flat(scope)).slice(0, 500)}`);
}

let browser: Browser;
let server: RunningServer;
let report: ReportSummary;

beforeAll(async () => {
  server = await startServer({ label: 'e2e-demo-project', demoProject: true });
  browser = await launchChromium();
  const demo: Session = { baseUrl: server.baseUrl, token: await signInByApi(server.baseUrl, 'demo', 'Demo@123456') };
  const reports = await call<ReportSummary[]>(demo, 'GET', reportEndpoints.list.url);
  expect(reports).toHaveLength(1);
  report = reports[0];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the demo project on a fresh install', () => {
  it('is published with a plausible module footprint', () => {
    expect(report.status).toBe('published');
    expect(report.projectName).toContain('560 Wp');
    // one 560 Wp module from PV_ICE's 2023 figures on China's grid
    expect(report.perDeclaredUnit).toBeGreaterThan(200);
    expect(report.perDeclaredUnit).toBeLessThan(260);
  });

  it('zh-CN: the administrator’s home lists its computation, which opens the result', async () => {
    await onFreshPage(
      browser,
      'demo project admin home',
      async (page) => {
        await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
        await page.waitForURL((url) => url.hash === '#/home');
        const computations = layout(page).content.locator('[aria-label="最近的碳足迹计算"]');
        await computations.getByText(CODE).click();
        await page.waitForURL((url) => url.hash.includes('id='));
        await layout(page).content.getByText('DEMO-TOPCon-560', { exact: false }).first().waitFor();
        await untilShown(layout(page).content, shown(report.perDeclaredUnit));
      },
      { locale: 'zh-CN' },
    );
  });

  it('en-US: the demo user sees the total in the contribution analysis and the published report', async () => {
    await onFreshPage(
      browser,
      'demo project analysis',
      async (page) => {
        await signIn(page, server.baseUrl, 'demo', 'Demo@123456', '/login1');
        await page.goto(`${server.baseUrl}/#/AnalysisDisplay/contribution_analysis?snapshotId=${report.snapshotId}`);
        const total = layout(page).content.getByTestId('figure-total');
        await total.getByText('Carbon footprint').first().waitFor();
        expect(await flat(total)).toContain(`${shown(report.perDeclaredUnit)}kgCO₂e`);

        await openMenuPage(page, GROUPS.analysis.en, 'Report generation and publishing');
        const row = layout(page).content.locator('tr.ant-table-row').filter({ hasText: '560 Wp' });
        await row.getByText(report.verificationCode as string).waitFor();
      },
      { locale: 'en-US' },
    );
  });

  it('anyone verifies the published report by its code', async () => {
    await onFreshPage(
      browser,
      'demo project verified',
      async (page) => {
        await page.goto(`${server.baseUrl}/#/detail?code=${report.verificationCode}`);
        await page.getByText('该报告有效').waitFor();
        await page
          .getByText(`${shown(report.perDeclaredUnit)} kg CO2e`, { exact: true })
          .first()
          .waitFor();
      },
      { locale: 'zh-CN' },
    );
  });
});
