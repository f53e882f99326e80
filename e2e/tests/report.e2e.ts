/**
 * Issue 16's journey, once with the browser in zh-CN and once in en-US, each on its own project of
 * the demo enterprise computed through the API (as the compute bench builds one): in the browser the
 * demo user creates the report of that computation, edits its goal in the reader's language, saves a
 * draft and submits it; the seeded reviewer publishes it; an anonymous visitor opens /#/detail with
 * the verification code, sees the product and the footprint, and downloads the PDF, whose SHA-256 is
 * the one the page states. Runs its own server.
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
/** Each language's project: its product is named by its number of lines. */
const projects: Record<Locale, { lines: number; id: number; total: number }> = {
  'zh-CN': { lines: 12, id: 0, total: 0 },
  'en-US': { lines: 13, id: 0, total: 0 },
};

type Locale = 'zh-CN' | 'en-US';

/** The words of SPEC and of the locales the journey clicks and reads, in each language. */
const TEXT = {
  'zh-CN': {
    group: GROUPS.analysis.zh,
    reports: '报告生成与发布',
    create: '新建报告',
    save: /^保\s*存$/,
    sectionTab: '中文',
    goal: '1 研究目的',
    goalText: '量化组件的碳足迹（端到端测试）',
    saveDraft: '保存草稿',
    savedVersion2: '已保存为第 2 版',
    submit: '提交审核',
    submitted: '报告已提交审核',
    ok: /^确\s*定$/,
    publish: '发布',
    published: '报告已发布',
    valid: '该报告有效',
    download: '下载报告 PDF',
  },
  'en-US': {
    group: GROUPS.analysis.en,
    reports: 'Report generation and publishing',
    create: 'New report',
    save: /^Save$/,
    sectionTab: 'English',
    goal: '1 Goal of the study',
    goalText: 'Quantify the footprint of the module (end-to-end test)',
    saveDraft: 'Save draft',
    savedVersion2: 'Saved as version 2',
    submit: 'Submit for review',
    submitted: 'The report was submitted for review',
    ok: /^OK$/,
    publish: 'Publish',
    published: 'The report was published',
    valid: 'This report is valid',
    download: 'Download the report PDF',
  },
} satisfies Record<Locale, unknown>;

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
  for (const project of Object.values(projects)) {
    project.id = await approvedProject(admin, demo, reviewer, project.lines);
    const { jobId } = await call<{ jobId: number }>(demo, 'POST', footprintEndpoints.compute.url, { projectId: project.id });
    for (;;) {
      const job = await call<{ status: string; snapshotId: number | null }>(demo, 'GET', `${footprintEndpoints.job.url}?id=${jobId}`);
      if (job.status === 'done' && job.snapshotId !== null) {
        project.total = (await call<{ total: number }>(demo, 'GET', `${footprintEndpoints.snapshot.url}?id=${job.snapshotId}`)).total;
        break;
      }
      if (job.status !== 'running') throw new Error(`the computation ended ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const reportOfProject = async (projectId: number): Promise<ReportSummary> =>
  (await call<ReportSummary[]>(demo, 'GET', `${reportEndpoints.list.url}?projectId=${projectId}`))[0];

async function journey(locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  const project = projects[locale];
  const product = `Benchmark module of ${project.lines} lines`;

  await onFreshPage(
    browser,
    `report ${locale} written and submitted`,
    async (page) => {
      await signIn(page, server.baseUrl, 'demo', 'Demo@123456', '/login1');
      await openMenuPage(page, ui.group, ui.reports);
      const content = layout(page).content;
      await content.getByRole('button', { name: ui.create }).click();
      const create = dialog(page, ui.create);
      await create.getByRole('combobox').click();
      await pickOption(page, product);
      await create.getByRole('button', { name: ui.save }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/report/write?id='));

      // the goal in the reader's language: its tab, then its section
      await content.getByRole('tab', { name: ui.sectionTab, exact: true }).click();
      const goal = content.getByRole('textbox', { name: ui.goal });
      await goal.fill(ui.goalText);
      await toastAfter(page, ui.savedVersion2, () => content.getByRole('button', { name: ui.saveDraft }).click());
      await content.getByRole('button', { name: ui.submit }).click();
      const confirm = dialog(page, ui.submit);
      await toastAfter(page, ui.submitted, () => confirm.getByRole('button', { name: ui.ok }).click());
      expect((await reportOfProject(project.id)).status).toBe('in_review');
    },
    { locale },
  );

  await onFreshPage(
    browser,
    `report ${locale} published`,
    async (page) => {
      await signIn(page, server.baseUrl, 'reviewer', 'Review@123456', '/login2');
      await openMenuPage(page, ui.group, ui.reports);
      const row = layout(page).content.locator('tr.ant-table-row').filter({ hasText: product });
      await row.getByRole('button', { name: ui.publish }).click();
      const confirm = dialog(page, ui.publish);
      await toastAfter(page, ui.published, () => confirm.getByRole('button', { name: ui.ok }).click());
      await row.getByText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/).waitFor();
    },
    { locale },
  );

  const published = await reportOfProject(project.id);
  expect(published.status).toBe('published');
  const code = published.verificationCode as string;

  await onFreshPage(
    browser,
    `report ${locale} verified`,
    async (page) => {
      await page.goto(`${server.baseUrl}/#/detail?code=${code}`);
      await page.getByText(ui.valid).waitFor();
      await page.getByText(product).waitFor();
      await page.getByText(`${Math.round(project.total * 100) / 100} kg CO2e`, { exact: true }).waitFor();
      const stated = (
        await page
          .getByRole('row', { name: /SHA-256/ })
          .getByRole('cell')
          .innerText()
      ).trim();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: ui.download }).click()]);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stated);
    },
    { locale },
  );
}

describe('study report', () => {
  it('zh-CN: written and submitted by the company, published by the reviewer and verified by anyone', async () => {
    await journey('zh-CN');
  });

  it('en-US: the same in English', async () => {
    await journey('en-US');
  });
});
