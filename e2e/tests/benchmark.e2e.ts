/**
 * Issue 16's benchmarking, once with the browser in zh-CN and once in en-US: a project of the demo
 * enterprise is computed through the API (as e2e/bench/compute.ts does); the demo user opens
 * 对标分析 from the menu, picks the project's result and sees its per kWp against the EPEAT
 * thresholds ≤ 400 and ≤ 630, each met or missed by the gap the snapshot's own per kWp gives, then
 * opens the detail of ≤ 400. Runs its own server.
 */
import type { Browser, Locator } from 'playwright-core';
import type { FootprintSnapshot } from '../../shared/src/contracts';
import { computedProject } from '../bench/compute';
import { signInByApi } from '../src/apiSession';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { footprintEndpoints, type ApiEnvelope } from '../src/contracts';
import { startServer, type RunningServer } from '../src/serverProcess';
import { layout, openMenuPage, pickOption, signIn } from '../src/shellUi';
import { GROUPS } from './screens';

type Locale = 'zh-CN' | 'en-US';

const TEXT = {
  'zh-CN': {
    group: GROUPS.analysis.zh,
    page: '对标分析',
    pick: '选择要对标的核算结果',
    ultraLow: 'EPEAT 超低碳组件（≤ 400）',
    low: 'EPEAT 低碳组件（≤ 630）',
    meets: '达标',
    misses: '未达标',
    detail: '详情',
    heading: '对标',
  },
  'en-US': {
    group: GROUPS.analysis.en,
    page: 'Benchmarking analysis',
    pick: 'Choose the result to benchmark',
    ultraLow: 'EPEAT ultra-low carbon module (≤ 400)',
    low: 'EPEAT low carbon module (≤ 630)',
    meets: 'Meets',
    misses: 'Misses',
    detail: 'Detail',
    heading: 'against',
  },
} satisfies Record<Locale, unknown>;

let browser: Browser;
let server: RunningServer;
let perKwp = 0;
let projectName = '';

beforeAll(async () => {
  server = await startServer({ label: 'e2e-benchmark' });
  browser = await launchChromium();
  const { snapshotId } = await computedProject(server.baseUrl, 12);
  const token = await signInByApi(server.baseUrl, 'demo', 'Demo@123456');
  const response = await fetch(`${server.baseUrl}${footprintEndpoints.snapshot.url}?id=${snapshotId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const snapshot = ((await response.json()) as ApiEnvelope<FootprintSnapshot>).data as FootprintSnapshot;
  perKwp = snapshot.perKwp as number;
  projectName = snapshot.projectName;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const round2 = (value: number) => Math.round(value * 100) / 100;
const gapText = (gap: number) => (round2(gap) > 0 ? `+${round2(gap)}` : String(round2(gap)));

const rowOf = (content: Locator, text: string) => content.locator('tr.ant-table-row').filter({ hasText: text }).first();

async function benchmarkAgainstThresholds(locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  await onFreshPage(
    browser,
    `benchmark ${locale}`,
    async (page) => {
      await signIn(page, server.baseUrl, 'demo', 'Demo@123456', '/login1');
      await openMenuPage(page, ui.group, ui.page);
      await page.waitForURL((url) => url.hash === '#/AnalysisDisplay/benchmarking_analysis');
      const content = layout(page).content;
      await content.getByRole('combobox', { name: ui.pick }).click();
      await pickOption(page, projectName);
      await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/benchmarking_analysis?snapshotId='));

      for (const [name, target] of [
        [ui.ultraLow, 400],
        [ui.low, 630],
      ] as const) {
        const row = rowOf(content, name);
        await row.waitFor();
        const text = (await row.textContent()) ?? '';
        expect(text).toContain(perKwp <= target ? ui.meets : ui.misses);
        expect(text).toContain(gapText(perKwp - target));
      }

      await rowOf(content, ui.ultraLow).getByRole('link', { name: ui.detail }).click();
      await page.waitForURL(
        (url) => url.hash.includes('/AnalysisDisplay/benchmarking_analysis/item?') && url.hash.includes('referenceId='),
      );
      await content.getByText(`${projectName} ${ui.heading} ${ui.ultraLow}`).waitFor();
    },
    { locale },
  );
}

describe('benchmarking a computed project', () => {
  it('zh-CN: the demo user benchmarks the result against ≤ 400 and ≤ 630 and opens the detail', async () => {
    await benchmarkAgainstThresholds('zh-CN');
  });

  it('en-US: the same in English', async () => {
    await benchmarkAgainstThresholds('en-US');
  });
});
