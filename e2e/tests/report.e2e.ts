/**
 * Issue 16's journey: a project of the demo enterprise computed through the API (as the compute
 * bench builds one); in the browser the demo user creates the report of that computation, edits its
 * goal, saves a draft and submits it; the seeded reviewer publishes it; an anonymous visitor opens
 * /#/detail with the verification code, sees the product and the footprint, and downloads the PDF,
 * whose SHA-256 is the one the page states. Runs its own server.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { footprintEndpoints, reportEndpoints, type ReportSummary } from '../../shared/src/contracts';
import { signInByApi } from '../src/apiSession';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { startServer, type RunningServer } from '../src/serverProcess';
import { dialog, layout, openMenuPage, pickOption, signIn, toastAfter } from '../src/shellUi';
import { approvedProject, call, type Session } from '../bench/compute';
import { GROUPS } from './screens';

let browser: Browser;
let server: RunningServer;
let demo: Session;
let projectId = 0;
let total = 0;
const LINES = 12;
const REPORTS = { zh: '报告生成与发布' };

beforeAll(async () => {
  server = await startServer({ label: 'e2e-report' });
  browser = await launchChromium();
  const [admin, demoSession, reviewer] = await Promise.all(
    [
      ['admin', 'Admin@123456'],
      ['demo', 'Demo@123456'],
      ['reviewer', 'Review@123456'],
    ].map(async ([account, password]) => ({ baseUrl: server.baseUrl, token: await signInByApi(server.baseUrl, account, password) })),
  );
  demo = demoSession;
  projectId = await approvedProject(admin, demo, reviewer, LINES);
  const { jobId } = await call<{ jobId: number }>(demo, 'POST', footprintEndpoints.compute.url, { projectId });
  for (;;) {
    const job = await call<{ status: string; snapshotId: number | null }>(demo, 'GET', `${footprintEndpoints.job.url}?id=${jobId}`);
    if (job.status === 'done' && job.snapshotId !== null) {
      total = (await call<{ total: number }>(demo, 'GET', `${footprintEndpoints.snapshot.url}?id=${job.snapshotId}`)).total;
      break;
    }
    if (job.status !== 'running') throw new Error(`the computation ended ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const reportOfProject = async (): Promise<ReportSummary> =>
  (await call<ReportSummary[]>(demo, 'GET', `${reportEndpoints.list.url}?projectId=${projectId}`))[0];

describe('study report', () => {
  it('is written and submitted by the company, published by the reviewer and verified by anyone', async () => {
    await onFreshPage(browser, 'report written and submitted', async (page) => {
      await signIn(page, server.baseUrl, 'demo', 'Demo@123456', '/login1');
      await openMenuPage(page, GROUPS.analysis.zh, REPORTS.zh);
      const content = layout(page).content;
      await content.getByRole('button', { name: '新建报告' }).click();
      const create = dialog(page, '新建报告');
      await create.getByRole('combobox').click();
      await pickOption(page, `Benchmark module of ${LINES} lines`);
      await create.getByRole('button', { name: /保\s*存/ }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/report/write?id='));

      const goal = content.getByRole('textbox', { name: '1 研究目的' });
      await goal.fill('量化 610 Wp 组件的碳足迹（端到端测试）');
      await toastAfter(page, '已保存为第 2 版', () => content.getByRole('button', { name: '保存草稿' }).click());
      await content.getByRole('button', { name: '提交审核' }).click();
      const confirm = dialog(page, '提交审核');
      await toastAfter(page, '报告已提交审核', () => confirm.getByRole('button', { name: /确\s*定/ }).click());
      expect((await reportOfProject()).status).toBe('in_review');
    });

    await onFreshPage(browser, 'report published', async (page) => {
      await signIn(page, server.baseUrl, 'reviewer', 'Review@123456', '/login2');
      await openMenuPage(page, GROUPS.analysis.zh, REPORTS.zh);
      const row = layout(page)
        .content.locator('tr.ant-table-row')
        .filter({ hasText: `Benchmark module of ${LINES} lines` });
      await row.getByRole('button', { name: '发布' }).click();
      const confirm = dialog(page, '发布');
      await toastAfter(page, '报告已发布', () => confirm.getByRole('button', { name: /确\s*定/ }).click());
      await row.getByText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/).waitFor();
    });

    const published = await reportOfProject();
    expect(published.status).toBe('published');
    const code = published.verificationCode as string;

    await onFreshPage(browser, 'report verified', async (page) => {
      await page.goto(`${server.baseUrl}/#/detail?code=${code}`);
      await page.getByText('该报告有效').waitFor();
      await page.getByText(`Benchmark module of ${LINES} lines`).waitFor();
      await page.getByText(`${Math.round(total * 100) / 100} kg CO2e`, { exact: true }).waitFor();
      const stated = (
        await page
          .getByRole('row', { name: /SHA-256/ })
          .getByRole('cell')
          .innerText()
      ).trim();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载报告 PDF' }).click()]);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stated);
    });
  });
});
