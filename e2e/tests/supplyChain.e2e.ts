/**
 * Issue 17's supply-chain journey, once with the browser in zh-CN and once in en-US, each with a
 * supplier company of its own and a project of its own. Through the API: a supplier company
 * registers and the administrator approves it (its user gets the seeded enterprise role); the
 * supplier's one-module project (100 kWh on the national grid) is filled, approved, computed, its
 * report published by the seeded reviewer, and the supplier shares it as a PACT footprint. The demo
 * company gets a project whose inventory has a line for the supplier's cells (draft saved, still
 * collecting). In the browser: the demo user links the supplier (企业碳足迹) and requests the
 * footprint of its product (碳足迹申请); the supplier fulfils the request with its footprint
 * (碳足迹分配); the demo user applies it to the cells line (碳足迹结果申请) and the supplier
 * approves. The line then takes the footprint as its source; the project is submitted and approved
 * (API), computed on the compute screen, and 供应链可视化 shows the supplier with the emission and
 * share worked out here from the footprint's value. Runs its own server.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type {
  ComputeFootprintReply,
  FootprintJob,
  InventoryLinesReply,
  ObjRow,
  PactFootprintDetail,
  ReportDetail,
  RequestPage,
  SnapshotListReply,
  UserInfo,
} from '../../shared/src/contracts';
import {
  creditCodeCheckCharacter,
  inventoryEndpoints,
  pactEndpoints,
  registrationEndpoints,
  reportEndpoints,
  supplyChainEndpoints,
} from '../../shared/src/contracts';
import { call, signInByApi, type Session } from '../src/apiSession';
import { approveAndSettle as readyToCompute, createProject, studySettings } from '../src/studySetup';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API, footprintEndpoints } from '../src/contracts';
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
const SUPPLIER_PASSWORD = 'Supply@123456';

/** The seeded national grid factor (cn_mee_electricity.csv), kg CO2e per kWh. */
const NATIONAL_GRID = { code: 'CN-GRID-2022-AVG', value: 0.5366 };
/** The supplier's project: one cell's electricity, per piece. */
const SUPPLIER_KWH = 100;
/** The buyer's project: its own electricity and the supplier's cells. */
const BUYER_KWH = 50;
const CELLS = 3;
const shown = (value: number) => String(Math.round(value * 100) / 100);

/** A 1×1 PNG: the supplier's business licence. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function creditCode(first17: string): string {
  return first17 + (creditCodeCheckCharacter(first17) ?? '?');
}

/** Each language's supplier, its product and the two projects. */
const CASE: Record<
  Locale,
  {
    supplier: { name: string; nameEn: string; creditCode: string; account: string };
    productUrn: string;
    supplierProject: { code: string; name: string };
    buyerProject: { code: string; name: string };
    cellsLine: string;
    gridLine: string;
  }
> = {
  'zh-CN': {
    supplier: {
      name: '晶澄电池片有限公司',
      nameEn: 'Jingcheng Cells Co., Ltd.',
      creditCode: creditCode('91320583MA1P7T2K4'),
      account: 'sc_supplier_zh',
    },
    productUrn: 'urn:pact:jingcheng.example:product-id:cell-182-zh',
    supplierProject: { code: 'E2E-SC-CELL-ZH', name: '电池片 182 ZH' },
    buyerProject: { code: 'E2E-SC-MOD-ZH', name: 'Supply chain module ZH' },
    cellsLine: '电池片（供应商）',
    gridLine: '组件产线用电',
  },
  'en-US': {
    supplier: {
      name: '明辉光伏电池有限公司',
      nameEn: 'Minghui PV Cells Co., Ltd.',
      creditCode: creditCode('91330212MA2J8N3R6'),
      account: 'sc_supplier_en',
    },
    productUrn: 'urn:pact:minghui.example:product-id:cell-210-en',
    supplierProject: { code: 'E2E-SC-CELL-EN', name: 'Cell 210 EN' },
    buyerProject: { code: 'E2E-SC-MOD-EN', name: 'Supply chain module EN' },
    cellsLine: 'Solar cells (supplier)',
    gridLine: 'Module line electricity',
  },
};

/** The words of SPEC and of mf-supplychain's locales the journey clicks and reads, in each language. */
const TEXT = {
  'zh-CN': {
    group: GROUPS.supplychain.zh,
    overview: '供应链概览',
    toSuppliers: '管理供应商',
    link: '添加平台企业',
    searchCompanies: '搜索企业',
    save: /^保\s?存$/,
    linked: '供应商已添加',
    toSent: '查看发出的请求',
    createRequest: '发送请求',
    supplier: '供应商',
    products: '产品',
    send: /^发\s?送$/,
    requestSent: '请求已发送',
    toReceived: '答复收到的请求',
    fulfil: /^履\s?行$/,
    fulfilled: '请求已履行，碳足迹已发送给请求方',
    applications: '碳足迹结果申请',
    apply: '申请使用',
    request: '已履行的碳足迹请求',
    project: '项目',
    line: '清单行',
    submitApplication: '提交申请',
    applied: '申请已提交，等待供应商审批',
    approve: /^批\s?准$/,
    ok: /^确\s?定$/,
    approved: '申请已批准，清单行已使用该碳足迹',
    lineUses: '清单行已使用该碳足迹',
    compute: '开始计算',
    computed: '计算完成',
    visualization: '供应链可视化',
    chainOf: (project: string) => `${project} 的供应链`,
  },
  'en-US': {
    group: GROUPS.supplychain.en,
    overview: 'Supply chain overview',
    toSuppliers: 'Manage suppliers',
    link: 'Add a platform company',
    searchCompanies: 'Search companies',
    save: /^Save$/,
    linked: 'The supplier was added',
    toSent: 'Requests sent',
    createRequest: 'Send request',
    supplier: 'Supplier',
    products: 'Products',
    send: /^Send$/,
    requestSent: 'The request was sent',
    toReceived: 'Answer requests',
    fulfil: /^Fulfil$/,
    fulfilled: 'The request was fulfilled: the footprint went to the requester',
    applications: 'Footprint result application',
    apply: 'Apply',
    request: 'Fulfilled footprint request',
    project: 'Project',
    line: 'Inventory line',
    submitApplication: 'Apply',
    applied: 'The application was sent for the supplier’s decision',
    approve: /^Approve$/,
    ok: /^OK$/,
    approved: 'The application was approved: the inventory line now uses the footprint',
    lineUses: 'The inventory line uses this footprint',
    compute: 'Compute',
    computed: 'Computation done',
    visualization: 'Supply chain visualization',
    chainOf: (project: string) => `Supply chain of ${project}`,
  },
} as const;

interface Supplier {
  session: Session;
  companyId: number;
  userId: number;
  footprint: PactFootprintDetail;
}

const suppliers: Partial<Record<Locale, Supplier>> = {};
const buyerProjects: Partial<Record<Locale, { projectId: number; cellsLineId: number }>> = {};

async function rowsOf(objName: string, field: string, value: string): Promise<ObjRow[]> {
  return call<ObjRow[]>(admin, 'POST', API.objData, { objName, conditions: [{ field, operator: 'eq', value }] });
}

const unitId = async (code: string) => Number((await rowsOf('pcf_unit', 'code', code))[0].id);

async function gridLine(description: string, quantity: number) {
  const [factor] = await rowsOf('pcf_emission_factor', 'code', NATIONAL_GRID.code);
  return {
    stage: 'production',
    description,
    quantity,
    unitId: await unitId('kWh'),
    sourceKind: 'factor',
    factorId: Number(factor.id),
    factorVersionId: Number(factor.version_id),
    dataType: 'secondary',
  };
}

async function projectFor(
  company: Session,
  companyId: number,
  accountantId: number,
  project: { code: string; name: string },
): Promise<number> {
  const reviewerInfo = await call<UserInfo>(reviewer, 'GET', API.getInfo);
  return createProject(
    { admin, accountant: company, reviewer },
    { companyId, accountantId, reviewerId: reviewerInfo.user.id, ...project, declaredUnitId: await unitId('piece') },
  );
}

/** Submitted by the company, taken and approved by the reviewer, its study settings saved: ready to compute. */
async function approveAndSettle(company: Session, projectId: number): Promise<void> {
  await readyToCompute(
    { admin, accountant: company, reviewer },
    projectId,
    studySettings(await unitId('piece'), { goal: 'Supply chain journey', scope: 'One piece' }),
  );
}

/** The supplier company registers at /zhuce (its form, by API) and the administrator approves it; its user signs in. */
async function registeredSupplier(locale: Locale): Promise<Omit<Supplier, 'footprint'>> {
  const { supplier } = CASE[locale];
  const form = new FormData();
  const fields: Record<string, string> = {
    companyName: supplier.name,
    companyNameEn: supplier.nameEn,
    creditCode: supplier.creditCode,
    industry: 'cell',
    region: '江苏省苏州市',
    address: '工业园区星湖街 1 号',
    contact: '李四',
    phone: '13800000001',
    email: `${supplier.account}@example.com`,
    account: supplier.account,
    password: SUPPLIER_PASSWORD,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('licence', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const registered = (await (await fetch(server.baseUrl + registrationEndpoints.register.url, { method: 'POST', body: form })).json()) as {
    code: number;
    msg: string;
  };
  if (registered.code !== 200) throw new Error(`registration of ${supplier.name}: ${registered.code} ${registered.msg}`);
  const [row] = await rowsOf('biz_registration', 'credit_code', supplier.creditCode);
  const companyId = Number(row.id);
  await call(admin, 'POST', registrationEndpoints.approve.url, { companyId });
  const session = { baseUrl: server.baseUrl, token: await signInByApi(server.baseUrl, supplier.account, SUPPLIER_PASSWORD) };
  const info = await call<UserInfo>(session, 'GET', API.getInfo);
  return { session, companyId, userId: info.user.id };
}

async function computedSnapshot(company: Session, projectId: number): Promise<number> {
  const { jobId } = await call<ComputeFootprintReply>(company, 'POST', footprintEndpoints.compute.url, { projectId });
  for (let i = 0; i < 600; i += 1) {
    const job = await call<FootprintJob>(company, 'GET', `${footprintEndpoints.job.url}?id=${jobId}`);
    if (job.status === 'done') break;
    if (job.status !== 'running') throw new Error(`the supplier's computation ended ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const list = await call<SnapshotListReply>(company, 'GET', `${footprintEndpoints.snapshots.url}?projectId=${projectId}`);
  return list.snapshots[0].id;
}

/** The supplier's cell: computed, reported, published by the reviewer and shared as a PACT footprint. */
async function supplierWithFootprint(locale: Locale): Promise<Supplier> {
  const supplier = await registeredSupplier(locale);
  const projectId = await projectFor(supplier.session, supplier.companyId, supplier.userId, CASE[locale].supplierProject);
  await call(supplier.session, 'POST', API.inventoryDraftSave, {
    projectId,
    lines: [await gridLine('Cell line electricity', SUPPLIER_KWH)],
  });
  await approveAndSettle(supplier.session, projectId);
  const snapshotId = await computedSnapshot(supplier.session, projectId);
  const report = await call<ReportDetail>(supplier.session, 'POST', reportEndpoints.create.url, { snapshotId });
  await call(supplier.session, 'POST', reportEndpoints.submit.url, { id: report.id });
  await call(reviewer, 'POST', reportEndpoints.review.url, { id: report.id, decision: 'publish' });
  // a worker renders and publishes it
  for (let attempt = 0; ; attempt += 1) {
    const published = await call<ReportDetail>(reviewer, 'GET', `${reportEndpoints.detail.url}?id=${report.id}`);
    if (published.status === 'published') break;
    if (!published.publishing || attempt >= 1200) throw new Error(`the supplier's report was not published: ${published.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const footprint = await call<PactFootprintDetail>(supplier.session, 'POST', pactEndpoints.create.url, {
    reportId: report.id,
    productIds: [CASE[locale].productUrn],
  });
  return { ...supplier, footprint };
}

/** The demo company's project: its own electricity and a line for the supplier's cells, still collecting. */
async function buyerProject(locale: Locale): Promise<{ projectId: number; cellsLineId: number }> {
  const demoInfo = await call<UserInfo>(demo, 'GET', API.getInfo);
  const projectId = await projectFor(demo, demoInfo.user.company_id as number, demoInfo.user.id, CASE[locale].buyerProject);
  const saved = await call<{ ids: number[]; projectStatus: string }>(demo, 'POST', API.inventoryDraftSave, {
    projectId,
    lines: [
      await gridLine(CASE[locale].gridLine, BUYER_KWH),
      { stage: 'raw_material', description: CASE[locale].cellsLine, quantity: CELLS, unitId: await unitId('piece'), dataType: 'secondary' },
    ],
  });
  expect(saved.projectStatus).toBe('collecting');
  return { projectId, cellsLineId: saved.ids[1] };
}

/** kg CO2e per piece the supplier's footprint states (PACT: per declaredUnitAmount of the declared unit). */
function perPiece(footprint: PactFootprintDetail): number {
  expect(footprint.declaredUnitOfMeasurement).toBe('piece');
  return Number(footprint.pcfExcludingBiogenicUptake) / Number(footprint.declaredUnitAmount);
}

beforeAll(async () => {
  server = await startServer({ label: 'e2e-supply-chain' });
  browser = await launchChromium();
  [admin, demo, reviewer] = await Promise.all(
    [
      ['admin', 'Admin@123456'],
      [DEMO.account, DEMO.password],
      [REVIEWER.account, REVIEWER.password],
    ].map(async ([account, password]) => ({ baseUrl: server.baseUrl, token: await signInByApi(server.baseUrl, account, password) })),
  );
  for (const locale of ['zh-CN', 'en-US'] as const) {
    suppliers[locale] = await supplierWithFootprint(locale);
    buyerProjects[locale] = await buyerProject(locale);
  }
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowOf = (scope: Locator, text: string | RegExp) => scope.locator('tr.ant-table-row').filter({ hasText: text });
/** The select of the form field labelled `label` (antd's searchable selects carry no accessible name of their own). */
const selectOf = (form: Locator, label: string) =>
  form
    .locator('.ant-form-item')
    .filter({ has: form.page().locator('label').getByText(label, { exact: true }) })
    .getByRole('combobox');

async function openFromOverview(page: Page, locale: Locale, button: string): Promise<void> {
  const ui = TEXT[locale];
  await openMenuPage(page, ui.group, ui.overview);
  await layout(page).content.getByRole('button', { name: button, exact: true }).click();
}

/** 企业碳足迹 → 添加平台企业: the supplier found by its name and added. */
async function linkSupplier(page: Page, locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  const name = CASE[locale].supplier.name;
  await openFromOverview(page, locale, ui.toSuppliers);
  await page.waitForURL((url) => url.hash.startsWith('#/SupplyChainManagement/companyPJ'));
  await layout(page).content.getByRole('button', { name: ui.link }).click();
  const modal = dialog(page, ui.link);
  const search = modal.getByRole('searchbox', { name: ui.searchCompanies }).or(modal.getByRole('textbox', { name: ui.searchCompanies }));
  await search.fill(name.slice(0, 4));
  await search.press('Enter');
  await modal.locator('.ant-radio-wrapper').filter({ hasText: name }).click();
  await toastAfter(page, ui.linked, () => modal.getByRole('button', { name: ui.save }).click());
  await rowOf(layout(page).content, name).waitFor();
}

/** 碳足迹申请 → 发送请求: the supplier's product asked for. */
async function requestFootprint(page: Page, locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  await openFromOverview(page, locale, ui.toSent);
  await page.waitForURL((url) => url.hash.startsWith('#/SupplyChainManagement/applyPJ'));
  await layout(page).content.getByRole('button', { name: ui.createRequest }).click();
  const modal = dialog(page, ui.createRequest);
  await selectOf(modal, ui.supplier).click();
  await pickOption(page, CASE[locale].supplier.name);
  const products = modal.getByRole('combobox', { name: ui.products, exact: true });
  await products.fill(CASE[locale].productUrn);
  await products.press('Enter');
  await toastAfter(page, ui.requestSent, () => modal.getByRole('button', { name: ui.send }).click());
  await rowOf(layout(page).content, CASE[locale].productUrn).waitFor();
}

/** 碳足迹分配 → 履行: the request answered with the footprint shared from the published report. */
async function fulfilRequest(page: Page, locale: Locale, footprintId: string): Promise<void> {
  const ui = TEXT[locale];
  await openFromOverview(page, locale, ui.toReceived);
  await page.waitForURL((url) => url.hash.startsWith('#/SupplyChainManagement/distributionPJ'));
  const row = rowOf(layout(page).content, CASE[locale].productUrn);
  await row.getByRole('button', { name: ui.fulfil }).click();
  const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: ui.fulfil }) });
  await modal.locator('.ant-radio-wrapper').filter({ hasText: CASE[locale].productUrn }).click();
  await toastAfter(page, ui.fulfilled, () => modal.getByRole('button', { name: ui.fulfil }).click());
  const sent = (await call<RequestPage>(demo, 'GET', `${supplyChainEndpoints.sent.url}?status=fulfilled&pageSize=100`)).rows;
  expect(sent.filter((r) => r.footprintId === footprintId)).toEqual([expect.objectContaining({ status: 'fulfilled', footprintId })]);
}

/** 碳足迹结果申请 → 申请使用: the received footprint for the cells line of the demo project. */
async function applyFootprint(page: Page, locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  const { supplier, buyerProject, cellsLine } = CASE[locale];
  await openMenuPage(page, ui.group, ui.applications);
  await page.waitForURL((url) => url.hash.startsWith('#/SupplyChainManagement/CarbonApplicationApply'));
  await layout(page).content.getByRole('button', { name: ui.apply, exact: true }).click();
  const modal = dialog(page, ui.request);
  await selectOf(modal, ui.request).click();
  await pickOption(page, supplier.name);
  await selectOf(modal, ui.project).fill(buyerProject.name);
  await pickOption(page, buyerProject.name);
  await selectOf(modal, ui.line).click();
  await pickOption(page, cellsLine);
  await toastAfter(page, ui.applied, () => modal.getByRole('button', { name: ui.submitApplication, exact: true }).click());
  await rowOf(layout(page).content, cellsLine).waitFor();
}

/** The supplier approves the application on 碳足迹结果申请. */
async function approveApplication(page: Page, locale: Locale): Promise<void> {
  const ui = TEXT[locale];
  await openMenuPage(page, ui.group, ui.applications);
  const row = rowOf(layout(page).content, CASE[locale].cellsLine);
  await row.getByRole('button', { name: ui.approve }).click();
  const confirm = await openedDialog(page.getByRole('dialog').filter({ hasText: CASE[locale].cellsLine }));
  await toastAfter(page, ui.approved, () => confirm.getByRole('button', { name: ui.ok }).click());
  await row.getByText(ui.lineUses).waitFor();
}

async function computeOnScreen(page: Page, locale: Locale, projectId: number): Promise<void> {
  const ui = TEXT[locale];
  const content = layout(page).content;
  await page.goto(`${server.baseUrl}/#/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId=${projectId}`);
  await content.getByRole('button', { name: ui.compute, exact: true }).click();
  await content.getByText(ui.computed).waitFor({ timeout: 60_000 });
}

/** 供应链可视化 for the project: the supplier's row under the chart, with its emission and share. */
async function checkVisualization(page: Page, locale: Locale, supplierPerPiece: number): Promise<void> {
  const ui = TEXT[locale];
  const { supplier, buyerProject } = CASE[locale];
  await openFromOverview(page, locale, ui.visualization);
  await page.waitForURL((url) => url.hash.startsWith('#/SupplyChainManagement/SupplyChainVisualization'));
  const content = layout(page).content;
  await content.getByRole('combobox').first().fill(buyerProject.name);
  await pickOption(page, buyerProject.name);
  await content.getByText(ui.chainOf(buyerProject.name)).waitFor();
  const supplied = CELLS * supplierPerPiece;
  const total = BUYER_KWH * NATIONAL_GRID.value + supplied;
  const row = rowOf(content, supplier.name);
  await row.waitFor();
  const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
  expect(cells).toEqual(expect.arrayContaining([supplier.name, shown(supplied), `${shown((supplied / total) * 100)}%`]));
  expect(cells.join(' ')).toContain(`${shown(supplierPerPiece)} kg CO₂e/piece`);
}

async function journey(locale: Locale): Promise<void> {
  const supplier = suppliers[locale] as Supplier;
  const { projectId, cellsLineId } = buyerProjects[locale] as { projectId: number; cellsLineId: number };
  const account = CASE[locale].supplier.account;
  // the supplier's own figure, as its published result gives it: one cell is 100 kWh of grid electricity
  const supplierPerPiece = perPiece(supplier.footprint);
  expect(supplierPerPiece).toBeCloseTo(SUPPLIER_KWH * NATIONAL_GRID.value, 9);

  await onFreshPage(
    browser,
    `supply chain ${locale} buyer requests`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      await linkSupplier(page, locale);
      await requestFootprint(page, locale);
    },
    { locale },
  );

  await onFreshPage(
    browser,
    `supply chain ${locale} supplier fulfils`,
    async (page) => {
      await signIn(page, server.baseUrl, account, SUPPLIER_PASSWORD, '/login1');
      await fulfilRequest(page, locale, supplier.footprint.id);
    },
    { locale },
  );

  await onFreshPage(
    browser,
    `supply chain ${locale} buyer applies`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      await applyFootprint(page, locale);
    },
    { locale },
  );

  await onFreshPage(
    browser,
    `supply chain ${locale} supplier approves`,
    async (page) => {
      await signIn(page, server.baseUrl, account, SUPPLIER_PASSWORD, '/login1');
      await approveApplication(page, locale);
    },
    { locale },
  );

  // the cells line now takes the supplier's footprint as its source
  const { lines } = await call<InventoryLinesReply>(demo, 'GET', `${inventoryEndpoints.lines.url}?projectId=${projectId}`);
  const cells = lines.find((line) => line.id === cellsLineId);
  expect(cells).toMatchObject({ sourceKind: 'supplier', supplierUnitCode: 'piece', dataType: 'primary' });
  expect(cells?.supplierValue).toBeCloseTo(supplierPerPiece, 9);
  await approveAndSettle(demo, projectId);

  await onFreshPage(
    browser,
    `supply chain ${locale} visualization`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      await computeOnScreen(page, locale, projectId);
      await checkVisualization(page, locale, supplierPerPiece);
    },
    { locale },
  );
}

describe('the supply chain, from a supplier link to its share in the result', () => {
  it('zh-CN: demo links a supplier and requests a footprint; the supplier fulfils; demo applies; the supplier approves; the result shows its share', async () => {
    await journey('zh-CN');
  }, 300_000);

  it('en-US: the same in English', async () => {
    await journey('en-US');
  }, 300_000);
});
