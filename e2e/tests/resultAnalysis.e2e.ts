/**
 * Issue 16's whole journey, once with the browser in zh-CN and once in en-US, each on its own
 * project of the demo enterprise: grid electricity on the national grid factor, natural gas and an
 * SF6 leak, created, filled, approved and given its study settings through the API (as
 * e2e/bench/compute.ts does). In the browser the demo user computes it on the compute screen;
 * opens 贡献分析, picks the result, drills from the production stage through its category to the
 * electricity line and its detail, and runs a what-if that puts the line on the East China grid
 * (new total beside the original, worked out here by hand); benchmarks the result against the
 * EPEAT thresholds ≤ 400 and ≤ 630 and opens the detail of ≤ 400; creates the study report,
 * edits its goal in the reader's language, saves a draft and submits it. The seeded reviewer
 * publishes the report; an anonymous visitor opens /#/detail with the verification code, sees the
 * product and the footprint, and downloads the PDF, whose SHA-256 is the one the page states.
 * Runs its own server.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ObjRow, ReportSummary, UserInfo } from '../../shared/src/contracts';
import { reportEndpoints } from '../../shared/src/contracts';
import { call, signInByApi, type Session } from '../src/apiSession';
import { approveAndSettle, createProject, studySettings } from '../src/studySetup';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API } from '../src/contracts';
import { startServer, type RunningServer } from '../src/serverProcess';
import { dialog, layout, openedDialog, openMenuPage, pickOption, signIn, toastAfter } from '../src/shellUi';
import { GROUPS } from './screens';

type Locale = 'zh-CN' | 'en-US';

let browser: Browser;
let server: RunningServer;
let admin: Session;
let demo: Session;
let reviewer: Session;

const DEMO = { account: 'demo', password: 'Demo@123456' };
const REVIEWER = { account: 'reviewer', password: 'Review@123456' };

/** The seeded factors (cn_mee_electricity.csv, IPCC 2006) the inventory uses, kg CO2e per unit. */
const NATIONAL_GRID = { code: 'CN-GRID-2022-AVG', value: 0.5366 };
const EAST_GRID = { code: 'CN-GRID-2022-EAST', value: 0.5617 };
const NATURAL_GAS = { code: 'IPCC-2006-NG-COMBUSTION-GJ', value: 56.1 };
const GWP_SF6_AR6 = 25200;
const KWH = 100;
const GJ = 0.5;
const SF6_G = 1;
/** One module of 500 Wp. */
const RATED_KWP = 0.5;
const ORIGINAL_TOTAL = KWH * NATIONAL_GRID.value + GJ * NATURAL_GAS.value + (SF6_G / 1000) * GWP_SF6_AR6;
const SCENARIO_TOTAL = KWH * EAST_GRID.value + GJ * NATURAL_GAS.value + (SF6_G / 1000) * GWP_SF6_AR6;
const PER_KWP = ORIGINAL_TOTAL / RATED_KWP;
const shown = (value: number) => String(Math.round(value * 100) / 100);
const gapText = (gap: number) => (Math.round(gap * 100) / 100 > 0 ? `+${shown(gap)}` : shown(gap));

/** The words of SPEC and of the locales the journey clicks and reads, in each language. */
const TEXT = {
  'zh-CN': {
    group: GROUPS.analysis.zh,
    compute: '开始计算',
    computed: '计算完成',
    contribution: '贡献分析',
    picker: '核算结果',
    treeTab: '逐级展开',
    whatIfTab: '情景分析',
    production: '生产制造',
    uncategorized: '未分类',
    electricity: '电池片产线用电',
    gas: '锅炉天然气',
    back: '返回贡献分析',
    to: '替换为',
    run: '计算情景',
    total: '碳足迹总量',
    expand: /展开/,
    benchmarking: '对标分析',
    benchmarkPick: '选择要对标的核算结果',
    ultraLow: 'EPEAT 超低碳组件（≤ 400）',
    low: 'EPEAT 低碳组件（≤ 630）',
    meets: '达标',
    misses: '未达标',
    detail: '详情',
    against: '对标',
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
    compute: 'Compute',
    computed: 'Computation done',
    contribution: 'Contribution analysis',
    picker: 'Result',
    treeTab: 'Drill-down',
    whatIfTab: 'What-if',
    production: 'Production',
    uncategorized: 'Uncategorised',
    electricity: 'Cell line electricity',
    gas: 'Boiler natural gas',
    back: 'Back to contribution analysis',
    to: 'Replace with',
    run: 'Compute what-if',
    total: 'Carbon footprint',
    expand: /expand/i,
    benchmarking: 'Benchmarking analysis',
    benchmarkPick: 'Choose the result to benchmark',
    ultraLow: 'EPEAT ultra-low carbon module (≤ 400)',
    low: 'EPEAT low carbon module (≤ 630)',
    meets: 'Meets',
    misses: 'Misses',
    detail: 'Detail',
    against: 'against',
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
} satisfies Record<Locale, Record<string, string | RegExp>>;

const PROJECTS: Record<Locale, { code: string; name: string }> = {
  'zh-CN': { code: 'E2E-RA-ZH', name: 'Result journey module ZH' },
  'en-US': { code: 'E2E-RA-EN', name: 'Result journey module EN' },
};

async function rowsOf(objName: string, field: string, value: string): Promise<ObjRow[]> {
  return call<ObjRow[]>(admin, 'POST', API.objData, { objName, conditions: [{ field, operator: 'eq', value }] });
}

/** The locale's project, filled, reviewed, approved and its study settings saved (not computed): through the API. */
async function approvedProject(locale: Locale): Promise<number> {
  const demoInfo = await call<UserInfo>(demo, 'GET', API.getInfo);
  const reviewerInfo = await call<UserInfo>(reviewer, 'GET', API.getInfo);
  const unit = async (unitCode: string) => Number((await rowsOf('pcf_unit', 'code', unitCode))[0].id);
  const factor = async (factorCode: string) => {
    const [row] = await rowsOf('pcf_emission_factor', 'code', factorCode);
    return { factorId: Number(row.id), factorVersionId: Number(row.version_id) };
  };
  const piece = await unit('piece');
  const people = { admin, accountant: demo, reviewer };
  const projectId = await createProject(people, {
    companyId: demoInfo.user.company_id as number,
    accountantId: demoInfo.user.id,
    reviewerId: reviewerInfo.user.id,
    ...PROJECTS[locale],
    productModel: 'RA-500',
    ratedPowerWp: RATED_KWP * 1000,
    declaredUnitId: piece,
  });
  const lines = [
    {
      stage: 'production',
      description: TEXT[locale].electricity,
      quantity: KWH,
      unitId: await unit('kWh'),
      sourceKind: 'factor',
      ...(await factor(NATIONAL_GRID.code)),
      dataType: 'secondary',
    },
    {
      stage: 'raw_material',
      description: TEXT[locale].gas,
      quantity: GJ,
      unitId: await unit('GJ'),
      sourceKind: 'factor',
      ...(await factor(NATURAL_GAS.code)),
      dataType: 'secondary',
    },
    {
      stage: 'production',
      description: 'SF6',
      quantity: SF6_G,
      unitId: await unit('g'),
      sourceKind: 'gas',
      gas: 'SF6',
      dataType: 'secondary',
    },
  ];
  await call(demo, 'POST', API.inventoryDraftSave, { projectId, lines });
  await approveAndSettle(
    people,
    projectId,
    studySettings(piece, { goal: 'Result analysis journey', monteCarloIterations: 1000, monteCarloSeed: 20240101 }),
  );
  return projectId;
}

const projectIds: Partial<Record<Locale, number>> = {};

beforeAll(async () => {
  server = await startServer({ label: 'e2e-result-analysis' });
  browser = await launchChromium();
  [admin, demo, reviewer] = await Promise.all(
    [
      ['admin', 'Admin@123456'],
      [DEMO.account, DEMO.password],
      [REVIEWER.account, REVIEWER.password],
    ].map(async ([account, password]) => ({ baseUrl: server.baseUrl, token: await signInByApi(server.baseUrl, account, password) })),
  );
  for (const locale of ['zh-CN', 'en-US'] as const) projectIds[locale] = await approvedProject(locale);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowOf = (scope: Locator, text: string | RegExp) => scope.getByRole('row').filter({ hasText: text });
const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, '');
const reportOfProject = async (projectId: number): Promise<ReportSummary> =>
  (await call<ReportSummary[]>(demo, 'GET', `${reportEndpoints.list.url}?projectId=${projectId}`))[0];

async function computeOnScreen(page: Page, locale: Locale, projectId: number): Promise<void> {
  const ui = TEXT[locale];
  const content = layout(page).content;
  await page.goto(`${server.baseUrl}/#/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId=${projectId}`);
  await content.getByRole('button', { name: ui.compute, exact: true }).click();
  await content.getByText(ui.computed).waitFor({ timeout: 60_000 });
}

async function drillAndSwapGrid(page: Page, locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  await openMenuPage(page, ui.group, ui.contribution);
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/contribution_analysis'));
  const content = layout(page).content;

  // the project's result, found by its code
  await content.getByRole('combobox', { name: ui.picker }).fill(PROJECTS[locale].code);
  await pickOption(page, PROJECTS[locale].code);
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/contribution_analysis?snapshotId='));
  const total = content.getByTestId('figure-total');
  await total.getByText(ui.total).waitFor();
  expect(await flat(total)).toContain(`${shown(ORIGINAL_TOTAL)}kgCO₂e`);

  // stage → category → line → its detail
  await content.getByRole('tab', { name: ui.treeTab }).click();
  const tree = content.getByTestId('drill-down');
  await rowOf(tree, ui.production).first().getByRole('button', { name: ui.expand }).click();
  await rowOf(tree, ui.uncategorized).first().getByRole('button', { name: ui.expand }).click();
  await tree.getByRole('link', { name: ui.electricity }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/contribution_analysis/item?snapshotId='));
  await content.getByTestId('line-source').getByText(NATIONAL_GRID.code).waitFor();
  await content.getByRole('button', { name: ui.back }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/contribution_analysis?snapshotId='));

  // the national grid swapped for the East China grid: the new total beside the original
  await content.getByRole('tab', { name: ui.whatIfTab }).click();
  await content.getByRole('combobox', { name: ui.to }).fill(EAST_GRID.code);
  await pickOption(page, EAST_GRID.code);
  await content.getByRole('button', { name: ui.run }).click();
  const figures = content.getByTestId('what-if-figures');
  await figures.waitFor();
  expect(await flat(rowOf(figures, ui.total))).toContain(
    `${shown(ORIGINAL_TOTAL)}${shown(SCENARIO_TOTAL)}${shown(SCENARIO_TOTAL - ORIGINAL_TOTAL)}`,
  );
}

async function benchmarkAgainstThresholds(page: Page, locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  await openMenuPage(page, ui.group, ui.benchmarking);
  await page.waitForURL((url) => url.hash === '#/AnalysisDisplay/benchmarking_analysis');
  const content = layout(page).content;
  await content.getByRole('combobox', { name: ui.benchmarkPick }).click();
  await pickOption(page, PROJECTS[locale].name);
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/benchmarking_analysis?snapshotId='));
  const referenceRow = (name: string) => content.locator('tr.ant-table-row').filter({ hasText: name }).first();
  for (const [name, target] of [
    [ui.ultraLow, 400],
    [ui.low, 630],
  ] as const) {
    const row = referenceRow(name);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(PER_KWP <= target ? ui.meets : ui.misses);
    expect(text).toContain(gapText(PER_KWP - target));
  }
  await referenceRow(ui.ultraLow).getByRole('link', { name: ui.detail }).click();
  await page.waitForURL((url) => url.hash.includes('/AnalysisDisplay/benchmarking_analysis/item?') && url.hash.includes('referenceId='));
  await content.getByText(`${PROJECTS[locale].name} ${ui.against} ${ui.ultraLow}`).waitFor();
}

async function writeAndSubmitReport(page: Page, locale: Locale, projectId: number): Promise<void> {
  const ui = TEXT[locale];
  await openMenuPage(page, ui.group, ui.reports);
  const content = layout(page).content;
  await content.getByRole('button', { name: ui.create }).click();
  const create = dialog(page, ui.create);
  await create.getByRole('combobox').click();
  await pickOption(page, PROJECTS[locale].name);
  await create.getByRole('button', { name: ui.save }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/report/write?id='));

  // the goal in the reader's language: its tab, then its section
  await content.getByRole('tab', { name: ui.sectionTab, exact: true }).click();
  await content.getByRole('textbox', { name: ui.goal }).fill(ui.goalText);
  await toastAfter(page, ui.savedVersion2, () => content.getByRole('button', { name: ui.saveDraft }).click());
  await content.getByRole('button', { name: ui.submit }).click();
  const confirm = await openedDialog(dialog(page, ui.submit));
  await toastAfter(page, ui.submitted, () => confirm.getByRole('button', { name: ui.ok }).click());
  expect((await reportOfProject(projectId)).status).toBe('in_review');
}

async function journey(locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  const projectId = projectIds[locale] as number;
  const product = PROJECTS[locale].name;

  await onFreshPage(
    browser,
    `result analysis ${locale} by the company`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      await computeOnScreen(page, locale, projectId);
      await drillAndSwapGrid(page, locale);
      await benchmarkAgainstThresholds(page, locale);
      await writeAndSubmitReport(page, locale, projectId);
    },
    { locale },
  );

  await onFreshPage(
    browser,
    `result analysis ${locale} published`,
    async (page) => {
      await signIn(page, server.baseUrl, REVIEWER.account, REVIEWER.password, '/login2');
      await openMenuPage(page, ui.group, ui.reports);
      const row = layout(page).content.locator('tr.ant-table-row').filter({ hasText: product });
      await row.getByRole('button', { name: ui.publish }).click();
      const confirm = await openedDialog(dialog(page, ui.publish));
      await toastAfter(page, ui.published, () => confirm.getByRole('button', { name: ui.ok }).click());
      await row.getByText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/).waitFor();
    },
    { locale },
  );

  const published = await reportOfProject(projectId);
  expect(published.status).toBe('published');
  const code = published.verificationCode as string;

  await onFreshPage(
    browser,
    `result analysis ${locale} verified`,
    async (page) => {
      await page.goto(`${server.baseUrl}/#/detail?code=${code}`);
      await page.getByText(ui.valid).waitFor();
      await page.getByText(product).waitFor();
      await page.getByText(`${shown(ORIGINAL_TOTAL)} kg CO2e`, { exact: true }).waitFor();
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

describe('result analysis, from the computation to the verified report', () => {
  it('zh-CN: computes, drills to a line, swaps the grid, benchmarks, reports; the reviewer publishes; anyone verifies', async () => {
    await journey('zh-CN');
  }, 240_000);

  it('en-US: the same in English', async () => {
    await journey('en-US');
  }, 240_000);
});
