/**
 * Issue 16's contribution analysis, once with the browser in zh-CN and once in en-US, each on a
 * project of the demo enterprise computed through the API (as e2e/bench/compute.ts does): grid
 * electricity on the national grid factor, natural gas and an SF6 leak. The demo user opens
 * 贡献分析, picks the project's result by search, sees the total, drills from the production stage
 * through its category to the electricity line and its detail (the factor's code), then runs a
 * what-if that puts the line on the East China grid factor and sees the new total beside the
 * original — worked out here by hand. Runs its own server.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { ComputeFootprintReply, CreateProjectRequest, FootprintJob, ObjRow, UserInfo } from '../../shared/src/contracts';
import { footprintEndpoints } from '../../shared/src/contracts';
import { signInByApi } from '../src/apiSession';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API, type ApiEnvelope } from '../src/contracts';
import { startServer, type RunningServer } from '../src/serverProcess';
import { layout, openMenuPage, pickOption, signIn } from '../src/shellUi';
import { GROUPS } from './screens';

type Locale = 'zh-CN' | 'en-US';

let browser: Browser;
let server: RunningServer;

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
const ORIGINAL_TOTAL = KWH * NATIONAL_GRID.value + GJ * NATURAL_GAS.value + (SF6_G / 1000) * GWP_SF6_AR6;
const SCENARIO_TOTAL = KWH * EAST_GRID.value + GJ * NATURAL_GAS.value + (SF6_G / 1000) * GWP_SF6_AR6;
const shown = (value: number) => String(Math.round(value * 100) / 100);

const TEXT = {
  'zh-CN': {
    group: GROUPS.analysis.zh,
    menu: '贡献分析',
    picker: '核算结果',
    treeTab: '逐级展开',
    whatIfTab: '情景分析',
    production: '生产制造',
    uncategorized: '未分类',
    electricity: '电池片产线用电',
    back: '返回贡献分析',
    to: '替换为',
    run: '计算情景',
    total: '碳足迹总量',
    expand: /展开/,
  },
  'en-US': {
    group: GROUPS.analysis.en,
    menu: 'Contribution analysis',
    picker: 'Result',
    treeTab: 'Drill-down',
    whatIfTab: 'What-if',
    production: 'Production',
    uncategorized: 'Uncategorised',
    electricity: 'Cell line electricity',
    back: 'Back to contribution analysis',
    to: 'Replace with',
    run: 'Compute what-if',
    total: 'Carbon footprint',
    expand: /expand/i,
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

async function call<T>(token: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(server.baseUrl + url, { ...init, headers: { authorization: token, ...init.headers } });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 200 || envelope.data === undefined) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
const postJson = <T>(token: string, url: string, body: unknown) =>
  call<T>(token, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function rowsOf(token: string, objName: string, field: string, value: string): Promise<ObjRow[]> {
  return postJson<ObjRow[]>(token, API.objData, { objName, conditions: [{ field, operator: 'eq', value }] });
}

/** A project of the demo enterprise, filled, reviewed, approved, its study saved and computed: through the API. */
async function computedProject(code: string, locale: Locale): Promise<void> {
  const admin = await signInByApi(server.baseUrl, 'admin', 'Admin@123456');
  const demo = await signInByApi(server.baseUrl, DEMO.account, DEMO.password);
  const reviewer = await signInByApi(server.baseUrl, REVIEWER.account, REVIEWER.password);
  const demoInfo = await call<UserInfo>(demo, API.getInfo);
  const reviewerInfo = await call<UserInfo>(reviewer, API.getInfo);
  const unit = async (unitCode: string) => Number((await rowsOf(admin, 'pcf_unit', 'code', unitCode))[0].id);
  const factor = async (factorCode: string) => {
    const [row] = await rowsOf(admin, 'pcf_emission_factor', 'code', factorCode);
    return { factorId: Number(row.id), factorVersionId: Number(row.version_id) };
  };
  const piece = await unit('piece');
  const body: CreateProjectRequest = {
    companyId: demoInfo.user.company_id as number,
    code,
    name: `Analysis module ${code}`,
    productModel: 'AN-500',
    technology: 'topcon',
    ratedPowerWp: 500,
    areaM2: 2.5,
    massKg: 28,
    standard: 'iso_14067',
    boundary: 'cradle_to_gate',
    declaredUnitId: piece,
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    gwpSet: 'AR6',
    accountantId: demoInfo.user.id,
    reviewerId: reviewerInfo.user.id,
  };
  const { id: projectId } = await postJson<{ id: number }>(admin, API.projectCreate, body);
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
      description: locale === 'zh-CN' ? '锅炉天然气' : 'Boiler natural gas',
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
  await postJson(demo, API.inventoryDraftSave, { projectId, lines });
  await postJson(demo, API.projectTransition, { id: projectId, action: 'submit' });
  await postJson(reviewer, API.projectTransition, { id: projectId, action: 'take' });
  await postJson(reviewer, API.projectTransition, { id: projectId, action: 'approve' });
  await postJson(demo, footprintEndpoints.settingsSave.url, {
    projectId,
    settings: {
      goal: 'Contribution analysis',
      scope: 'One module',
      declaredUnitId: piece,
      declaredQuantity: 1,
      moduleCount: 1,
      boundary: 'cradle_to_gate',
      allocationMethod: 'none',
      allocationProduct: null,
      allocationTotal: null,
      cutOffEnabled: false,
      cutOffLinePercent: 1,
      cutOffTotalPercent: 5,
      gwpSet: 'AR6',
      monteCarloIterations: 1000,
      monteCarloSeed: 20240101,
    },
  });
  const { jobId } = await postJson<ComputeFootprintReply>(demo, footprintEndpoints.compute.url, { projectId });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const job = await call<FootprintJob>(demo, `${footprintEndpoints.job.url}?id=${jobId}`);
    if (job.status === 'done') return;
    if (job.status === 'failed') throw new Error(`computation failed: ${job.message}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the computation did not finish');
}

beforeAll(async () => {
  server = await startServer({ label: 'e2e-analysis' });
  browser = await launchChromium();
  await computedProject('E2E-AN-ZH', 'zh-CN');
  await computedProject('E2E-AN-EN', 'en-US');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowOf = (scope: Locator, text: string | RegExp) => scope.getByRole('row').filter({ hasText: text });
const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, '');

async function journey(page: Page, locale: Locale, code: string): Promise<void> {
  const ui = TEXT[locale];
  await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
  await openMenuPage(page, ui.group, ui.menu);
  await page.waitForURL((url) => url.hash.startsWith('#/AnalysisDisplay/contribution_analysis'));
  const content = layout(page).content;

  // the project's result, found by its code
  await content.getByRole('combobox', { name: ui.picker }).fill(code);
  await pickOption(page, code);
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

describe('contribution analysis', () => {
  it('zh-CN: picks a computed result, drills from a stage to a line, and swaps the grid factor in a what-if', async () => {
    await onFreshPage(browser, 'analysis zh-CN', (page) => journey(page, 'zh-CN', 'E2E-AN-ZH'), { locale: 'zh-CN' });
  });

  it('en-US: the same in English', async () => {
    await onFreshPage(browser, 'analysis en-US', (page) => journey(page, 'en-US', 'E2E-AN-EN'), { locale: 'en-US' });
  });
});
