/**
 * Issue 6's journey, once with the browser in zh-CN and once in en-US, each on its own project of
 * the demo enterprise: the enterprise user downloads the project's Excel template (the PV module
 * lines), fills it offline (quantities, factors of e2e/fixtures/pv-module-factors.csv and the seeded
 * grid and natural-gas factors, process gases; the cell line's electricity in MWh, the silver paste
 * in g against a factor per kg), imports it and submits; the reviewer takes the project into review,
 * comments on the glass line and returns it; the user sees the comment, corrects the glass quantity,
 * answers and submits again; the reviewer approves; the compute screen, before any settings are
 * saved, sends the user to the entry; the user enters the study settings (cut-off off), computes,
 * and the result shows the footprint per kWp — checked against the same inventory worked out here
 * by hand — the stages, and the grid lines' arithmetic with the factor's every digit (0.5366, not
 * 0.54); computed again with the cut-off on, the result lists every line it left out. Runs its own
 * server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import type {
  ComputeFootprintReply,
  CreateProjectRequest,
  FactorImportJob,
  FootprintJob,
  FootprintSnapshot,
  ObjRow,
  SaveProjectReply,
  StudySettingsReply,
  UserInfo,
} from '../../shared/src/contracts';
import { factorEndpoints, footprintEndpoints } from '../../shared/src/contracts';
import { signInByApi } from '../src/apiSession';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API, type ApiEnvelope } from '../src/contracts';
import { FIRST_LINE_ROW, templateColumns } from '../src/inventoryTemplate';
import { startServer, type RunningServer } from '../src/serverProcess';
import { answerConfirm, dialog, layout, openedDialog, openMenuPage, signIn, toastAfter } from '../src/shellUi';
import { GROUPS } from './screens';

type Locale = 'zh-CN' | 'en-US';

let browser: Browser;
let server: RunningServer;

const FACTOR_FILE = path.join(__dirname, '..', 'fixtures', 'pv-module-factors.csv');
const RATED_POWER_WP = 580;
const DEMO = { account: 'demo', password: 'Demo@123456' };
const REVIEWER = { account: 'reviewer', password: 'Review@123456' };

/** kg CO2e per unit of each factor the inventory uses (the fixture's and the seed's values). */
const FACTORS: Record<string, { value: number; unit: string }> = {
  'E2E-POLYSI-01': { value: 38.5, unit: 'kg' },
  'E2E-WAFER-01': { value: 0.42, unit: 'piece' },
  'E2E-CELL-01': { value: 0.61, unit: 'piece' },
  'E2E-GLASS-02': { value: 1.31, unit: 'kg' },
  'E2E-FRAME-02': { value: 18.2, unit: 'kg' },
  'E2E-EVA-01': { value: 2.9, unit: 'kg' },
  'E2E-BACKSHEET-01': { value: 4.1, unit: 'm²' },
  'E2E-JBOX-01': { value: 2.6, unit: 'piece' },
  'E2E-SILVER-01': { value: 1530, unit: 'kg' },
  'E2E-COPPER-01': { value: 4.8, unit: 'kg' },
  'E2E-PACK-01': { value: 1.1, unit: 'kg' },
  'E2E-ROAD-01': { value: 0.078, unit: 't·km' },
  'E2E-RAIL-01': { value: 0.022, unit: 't·km' },
  'E2E-SEA-01': { value: 0.011, unit: 't·km' },
  'CN-GRID-2022-AVG': { value: 0.5366, unit: 'kWh' },
  'IPCC-2006-NG-COMBUSTION-GJ': { value: 56.1, unit: 'GJ' },
};
/** IPCC AR6 WG1 Table 7.15 GWP100, kg CO2e per kg (SF6 25 200 as the source has it; DOMAIN.md's 24 300 was marked *check*). */
const GWP_AR6: Record<string, number> = { NF3: 17400, SF6: 25200, CF4: 7380 };
/** Units other than the factor's that the file uses, in the factor's unit. */
const TO_FACTOR_UNIT: Record<string, number> = { 'g→kg': 0.001, 'MWh→kWh': 1000 };

interface PlannedLine {
  zh: string;
  en: string;
  stage: string;
  quantity: number;
  /** Where the line's unit differs from its factor's (written into the file). */
  unit?: string;
  factor?: string;
  gas?: string;
}

/** What the enterprise fills into each template line, named in both languages as the template names it. */
const PLAN: PlannedLine[] = [
  { zh: '多晶硅', en: 'Polysilicon', stage: 'raw_material', quantity: 1.1, factor: 'E2E-POLYSI-01' },
  { zh: '硅片', en: 'Silicon wafers', stage: 'raw_material', quantity: 144, factor: 'E2E-WAFER-01' },
  { zh: '电池片', en: 'Solar cells', stage: 'raw_material', quantity: 144, factor: 'E2E-CELL-01' },
  { zh: '光伏玻璃', en: 'Solar glass', stage: 'raw_material', quantity: 22, factor: 'E2E-GLASS-02' },
  { zh: '铝边框', en: 'Aluminium frame', stage: 'raw_material', quantity: 2.4, factor: 'E2E-FRAME-02' },
  { zh: 'EVA/POE 封装胶膜', en: 'EVA/POE encapsulant', stage: 'raw_material', quantity: 1.2, factor: 'E2E-EVA-01' },
  { zh: '背板', en: 'Backsheet', stage: 'raw_material', quantity: 2.6, factor: 'E2E-BACKSHEET-01' },
  { zh: '接线盒', en: 'Junction box', stage: 'raw_material', quantity: 1, factor: 'E2E-JBOX-01' },
  { zh: '银浆', en: 'Silver paste', stage: 'raw_material', quantity: 12, unit: 'g', factor: 'E2E-SILVER-01' },
  { zh: '铜焊带', en: 'Copper ribbon', stage: 'raw_material', quantity: 0.35, factor: 'E2E-COPPER-01' },
  { zh: '包装材料', en: 'Packaging', stage: 'raw_material', quantity: 1.5, factor: 'E2E-PACK-01' },
  { zh: '外购电力（多晶硅）', en: 'Purchased electricity (polysilicon)', stage: 'production', quantity: 60, factor: 'CN-GRID-2022-AVG' },
  {
    zh: '外购电力（拉晶切片）',
    en: 'Purchased electricity (ingot and wafer)',
    stage: 'production',
    quantity: 35,
    factor: 'CN-GRID-2022-AVG',
  },
  {
    zh: '外购电力（电池片）',
    en: 'Purchased electricity (cell)',
    stage: 'production',
    quantity: 0.018,
    unit: 'MWh',
    factor: 'CN-GRID-2022-AVG',
  },
  {
    zh: '外购电力（组件封装）',
    en: 'Purchased electricity (module assembly)',
    stage: 'production',
    quantity: 9,
    factor: 'CN-GRID-2022-AVG',
  },
  { zh: '天然气（多晶硅）', en: 'Natural gas (polysilicon)', stage: 'production', quantity: 0.05, factor: 'IPCC-2006-NG-COMBUSTION-GJ' },
  {
    zh: '天然气（拉晶切片）',
    en: 'Natural gas (ingot and wafer)',
    stage: 'production',
    quantity: 0.02,
    factor: 'IPCC-2006-NG-COMBUSTION-GJ',
  },
  { zh: '天然气（电池片）', en: 'Natural gas (cell)', stage: 'production', quantity: 0.01, factor: 'IPCC-2006-NG-COMBUSTION-GJ' },
  {
    zh: '天然气（组件封装）',
    en: 'Natural gas (module assembly)',
    stage: 'production',
    quantity: 0.005,
    factor: 'IPCC-2006-NG-COMBUSTION-GJ',
  },
  { zh: '工艺气体 NF₃ 排放', en: 'Process gas NF₃ emissions', stage: 'production', quantity: 0.0002, gas: 'NF3' },
  { zh: '工艺气体 SF₆ 排放', en: 'Process gas SF₆ emissions', stage: 'production', quantity: 0.00001, gas: 'SF6' },
  { zh: '工艺气体 CF₄ 排放', en: 'Process gas CF₄ emissions', stage: 'production', quantity: 0.00005, gas: 'CF4' },
  { zh: '公路运输', en: 'Road transport', stage: 'distribution', quantity: 15, factor: 'E2E-ROAD-01' },
  { zh: '铁路运输', en: 'Rail transport', stage: 'distribution', quantity: 30, factor: 'E2E-RAIL-01' },
  { zh: '海运', en: 'Sea transport', stage: 'distribution', quantity: 60, factor: 'E2E-SEA-01' },
];
const GLASS = PLAN.find((line) => line.factor === 'E2E-GLASS-02') as PlannedLine;
/** The glass quantity after the reviewer's comment (the weighing record says 20.5 kg). */
const GLASS_CORRECTED = 20.5;

/** kg CO2e of one planned line, worked out by hand: quantity × conversion × factor, or mass × GWP. */
function emissionOf(line: PlannedLine, quantity = line.quantity): number {
  if (line.gas) return quantity * GWP_AR6[line.gas];
  const factor = FACTORS[line.factor as string];
  const conversion = line.unit ? TO_FACTOR_UNIT[`${line.unit}→${factor.unit}`] : 1;
  if (conversion === undefined) throw new Error(`no conversion ${line.unit} → ${factor.unit}`);
  return quantity * conversion * factor.value;
}
const expectedTotal = PLAN.reduce((sum, line) => sum + emissionOf(line, line === GLASS ? GLASS_CORRECTED : line.quantity), 0);
const expectedPerKwp = expectedTotal / (RATED_POWER_WP / 1000);
/** As the result screen shows a figure: rounded to 2 decimals (SPEC §5). */
/** The directory item of the template's electricity lines (目录管理 names are the platform's, in Chinese). */
const ELECTRICITY_ITEM = '电力';
const shown = (value: number) => String(Math.round(value * 100) / 100);
/** The grid electricity lines and the calculation the result shows for each: the factor's digits in full, the emission as a result. */
const GRID = 'CN-GRID-2022-AVG';
const GRID_LINES = PLAN.filter((line) => line.factor === GRID);
function calculationOf(line: PlannedLine, converted: (text: string) => string): string {
  const factor = FACTORS[GRID];
  const inFactorUnit = line.unit ? converted(`${line.quantity * TO_FACTOR_UNIT[`${line.unit}→${factor.unit}`]} ${factor.unit}`) : '';
  return `${line.quantity} ${line.unit ?? factor.unit}${inFactorUnit} × ${factor.value} kg CO₂e/${factor.unit} = ${shown(emissionOf(line))} kg CO₂e`;
}

const TEXT = {
  'zh-CN': {
    acquisitionGroup: GROUPS.acquisition.zh,
    accountingGroup: GROUPS.accounting.zh,
    entryMenu: '数据填报',
    leaveConfirm: '有未保存的修改，离开后将丢失，是否继续?',
    cancel: /^取\s?消$/,
    fillIn: /^填\s?报$/,
    download: '下载模板',
    importExcel: '导入Excel',
    importTitle: '导入Excel',
    startImport: /开始导入/,
    imported: '导入成功',
    submit: '提交审核',
    confirm: /^确\s?定$/,
    submitted: '已提交',
    reviewMenu: '数据审核',
    review: /^审\s?核$/,
    take: '开始审核',
    comment: /^批\s?注$/,
    commentTitle: '新增批注',
    commentLabel: '审核意见',
    commentText: '光伏玻璃用量与称重记录不符，请核对',
    save: /^保\s?存$/,
    returnButton: /^退\s?回$/,
    returnReason: '退回原因',
    returnText: '玻璃用量需按称重记录修正',
    returned: '已退回',
    openComments: '查看审核意见',
    reply: /^回\s?复$/,
    replyLabel: '回复内容',
    replyText: '已按称重记录修正为 20.5 kg',
    edit: /^编\s?辑$/,
    quantity: '数量',
    saveDraft: '保存草稿',
    savedDraft: '保存成功!',
    deleteLine: /^删\s?除$/,
    removedLine: '已从草稿中删除 1 行',
    restoreLines: /^恢复删除的行/,
    approve: /^通\s?过$/,
    approved: '审核通过',
    footprintMenu: '碳足迹评价',
    resultsTab: '评价结果',
    entry: '评价录入',
    goal: '评价目标',
    goalText: '向海外客户证明组件的碳足迹',
    scope: '评价范围',
    scopeText: '从摇篮到大门，2025 年组件车间数据',
    next: '下一步',
    cutOff: '取舍规则',
    saved: '评价参数已保存',
    goCompute: '去计算',
    computeNoSettings: '尚未保存评价参数：请先完成评价录入，保存后才能计算',
    cutOffTitle: (count: number) => `取舍规则排除的清单项（${count} 项）`,
    compute: '开始计算',
    computed: '计算完成',
    openResult: '查看结果',
    perKwp: '每千瓦峰值',
    stages: ['原材料获取', '生产制造', '分销运输'],
    searchLines: '搜索清单项、类别或因子',
    converted: (text: string) => `（= ${text}）`,
  },
  'en-US': {
    acquisitionGroup: GROUPS.acquisition.en,
    accountingGroup: GROUPS.accounting.en,
    entryMenu: 'Data entry',
    leaveConfirm: 'The unsaved changes will be lost if you leave. Continue?',
    cancel: 'Cancel',
    fillIn: /^Fill in$/,
    download: 'Download template',
    importExcel: 'Import Excel',
    importTitle: 'Import Excel',
    startImport: /Start import/,
    imported: 'Imported',
    submit: 'Submit for review',
    confirm: /^OK$/,
    submitted: 'Submitted',
    reviewMenu: 'Data review',
    review: /^Review$/,
    take: 'Start review',
    comment: /^Comment$/,
    commentTitle: 'New comment',
    commentLabel: 'Comment',
    commentText: 'The glass quantity does not match the weighing record: please check',
    save: /^Save$/,
    returnButton: /^Return$/,
    returnReason: 'Reason for returning',
    returnText: 'Correct the glass quantity along the weighing record',
    returned: 'Returned',
    openComments: 'Review comments',
    reply: /^Reply$/,
    replyLabel: 'Reply',
    replyText: 'Corrected to 20.5 kg along the weighing record',
    edit: /^Edit$/,
    quantity: 'Quantity',
    saveDraft: 'Save draft',
    savedDraft: 'Saved.',
    deleteLine: /^Delete$/,
    removedLine: '1 line(s) removed from the draft',
    restoreLines: /^Put back removed lines/,
    approve: /^Approve$/,
    approved: 'Approved',
    footprintMenu: 'Footprint evaluation',
    resultsTab: 'Results',
    entry: 'Evaluation entry',
    goal: 'Goal',
    goalText: 'Prove the module footprint to overseas buyers',
    scope: 'Scope',
    scopeText: 'Cradle to gate, module plant data of 2025',
    next: 'Next',
    cutOff: 'Cut-off',
    saved: 'The study settings are saved',
    goCompute: 'Go to computation',
    computeNoSettings:
      'No study settings are saved yet: complete the evaluation entry first; the footprint can be computed once they are saved',
    cutOffTitle: (count: number) => `Lines left out by the cut-off (${count})`,
    compute: 'Compute',
    computed: 'Computation done',
    openResult: 'View result',
    perKwp: 'Per kWp',
    stages: ['Raw material acquisition', 'Production', 'Distribution'],
    searchLines: 'Search lines, categories or factors',
    converted: (text: string) => ` (= ${text})`,
  },
} satisfies Record<Locale, unknown>;
type Texts = (typeof TEXT)[Locale];

async function call<T>(token: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(server.baseUrl + url, { ...init, headers: { authorization: token, ...init.headers } });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 200 || envelope.data === undefined) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
const postJson = <T>(token: string, url: string, body: unknown) =>
  call<T>(token, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Computes a project's footprint through the API and answers the new snapshot's id. */
async function computeByApi(token: string, projectId: number): Promise<number> {
  const { jobId } = await postJson<ComputeFootprintReply>(token, footprintEndpoints.compute.url, { projectId });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const job = await call<FootprintJob>(token, `${footprintEndpoints.job.url}?id=${jobId}`);
    if (job.status === 'done' && job.snapshotId !== null) return job.snapshotId;
    if (job.status === 'failed') throw new Error(`computation failed: ${job.message}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the computation did not finish');
}

/** The administrator imports the module's factors (the factor import itself has its own journey in database.e2e.ts). */
async function importFactors(adminToken: string): Promise<void> {
  const form = new FormData();
  form.set('mode', 'all');
  form.set('file', new Blob([fs.readFileSync(FACTOR_FILE)], { type: 'text/csv' }), 'pv-module-factors.csv');
  const job = await call<FactorImportJob>(adminToken, factorEndpoints.import.url, { method: 'POST', body: form });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const now = await call<FactorImportJob>(adminToken, `${factorEndpoints.importStatus.url}?id=${job.id}`);
    if (now.status === 'done') return;
    if (now.status === 'rejected' || now.status === 'failed')
      throw new Error(`factor import ${now.status}: ${JSON.stringify(now.problems.slice(0, 3))}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the factor import did not finish');
}

/** A project of the demo enterprise, its accountant the demo user and its reviewer the seeded reviewer. */
async function createProject(adminToken: string, code: string): Promise<void> {
  const demo = await call<UserInfo>(await signInByApi(server.baseUrl, DEMO.account, DEMO.password), API.getInfo);
  const reviewer = await call<UserInfo>(await signInByApi(server.baseUrl, REVIEWER.account, REVIEWER.password), API.getInfo);
  const [kwp] = await postJson<ObjRow[]>(adminToken, API.objData, {
    objName: 'pcf_unit',
    conditions: [{ field: 'code', operator: 'eq', value: 'kWp' }],
  });
  const body: CreateProjectRequest = {
    companyId: demo.user.company_id as number,
    code,
    name: `TOPCon 580 组件 ${code}`,
    productModel: 'DM-580-TOPCon',
    technology: 'topcon',
    ratedPowerWp: RATED_POWER_WP,
    areaM2: 2.58,
    massKg: 28.5,
    standard: 'iso_14067',
    boundary: 'cradle_to_gate',
    declaredUnitId: Number(kwp.id),
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    gwpSet: 'AR6',
    accountantId: demo.user.id,
    reviewerId: reviewer.user.id,
  };
  await postJson<SaveProjectReply>(adminToken, API.projectCreate, body);
}

beforeAll(async () => {
  server = await startServer({ label: 'e2e-accounting' });
  browser = await launchChromium();
  const admin = await signInByApi(server.baseUrl, 'admin', 'Admin@123456');
  await importFactors(admin);
  await createProject(admin, 'E2E-PCF-ZH');
  await createProject(admin, 'E2E-PCF-EN');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Fills the downloaded template as a person would in Excel: each planned line's quantity and source, as secondary data. */
async function fillTemplate(downloaded: string, filled: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(downloaded);
  const sheet = workbook.worksheets[0];
  const at = templateColumns(sheet);
  const seen = new Set<PlannedLine>();
  for (let rowNumber = FIRST_LINE_ROW; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const description = String(row.getCell(at('description')).value ?? '').trim();
    if (!description) continue;
    const line = PLAN.find((planned) => planned.zh === description || planned.en === description);
    if (!line) throw new Error(`the template has a line the plan does not know: ${description}`);
    seen.add(line);
    row.getCell(at('quantity')).value = line.quantity;
    if (line.unit) row.getCell(at('unit')).value = line.unit;
    row.getCell(at('factorCode')).value = line.factor ?? null;
    row.getCell(at('gas')).value = line.gas ?? null;
    row.getCell(at('dataType')).value = 'secondary';
    row.commit();
  }
  expect(seen.size).toBe(PLAN.length);
  await workbook.xlsx.writeFile(filled);
}

/** The success messages sit at the top over the drawers' close buttons until they fade (3 s). */
async function untilMessagesGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.ant-message-notice').length === 0, undefined, { timeout: 15_000 });
}

const rowOf = (scope: Locator, text: string | RegExp) => scope.getByRole('row').filter({ hasText: text });

async function openInventory(page: Page, ui: Texts, code: string): Promise<Locator> {
  await openMenuPage(page, ui.acquisitionGroup, ui.entryMenu);
  const content = layout(page).content;
  await rowOf(content, code).getByRole('button', { name: ui.fillIn }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/acquisitionManagement/acquisition?id='));
  await content.getByRole('button', { name: ui.download }).waitFor();
  return content;
}

async function submitForReview(page: Page, content: Locator, ui: Texts): Promise<void> {
  await content.getByRole('button', { name: ui.submit }).click();
  await (await openedDialog(page.getByRole('dialog'))).getByRole('button', { name: ui.confirm }).click();
  await content.getByText(ui.submitted).first().waitFor();
}

async function openReview(page: Page, ui: Texts, code: string): Promise<Locator> {
  await openMenuPage(page, ui.acquisitionGroup, ui.reviewMenu);
  const content = layout(page).content;
  await rowOf(content, code).getByRole('button', { name: ui.review }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/acquisitionManagement/accounting?id='));
  await content.getByRole('button', { name: ui.take }).click();
  await content.getByRole('button', { name: ui.approve }).waitFor();
  return content;
}

async function journey(locale: Locale, code: string): Promise<void> {
  const ui = TEXT[locale];
  const glassName = locale === 'zh-CN' ? GLASS.zh : GLASS.en;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-e2e-inventory-'));

  // the enterprise fills the inventory offline from the project's template and submits it
  await onFreshPage(
    browser,
    `accounting ${locale} fill and submit`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      // an enterprise user lands on its projects
      await page.waitForURL((url) => url.hash === '#/acquisitionManagement/index');
      const content = await openInventory(page, ui, code);
      const [download] = await Promise.all([page.waitForEvent('download'), content.getByRole('button', { name: ui.download }).click()]);
      const downloaded = path.join(work, 'template.xlsx');
      await download.saveAs(downloaded);
      const filled = path.join(work, 'filled.xlsx');
      await fillTemplate(downloaded, filled);

      await content.getByRole('button', { name: ui.importExcel }).click();
      const importing = dialog(page, ui.importTitle);
      await importing.locator('input[type="file"]').setInputFiles(filled);
      // the server imports it as a job of its queue: the dialog follows the job until 导入成功
      await toastAfter(page, ui.imported, () => importing.getByRole('button', { name: ui.startImport }).click(), { timeout: 60_000 });
      await rowOf(content, glassName).getByText('22').first().waitFor();
      await submitForReview(page, content, ui);
    },
    { locale },
  );

  // the reviewer comments on the glass line and returns the project
  await onFreshPage(
    browser,
    `accounting ${locale} review and return`,
    async (page) => {
      await signIn(page, server.baseUrl, REVIEWER.account, REVIEWER.password, '/login2');
      // a reviewer lands on 数据审核
      await page.waitForURL((url) => url.hash === '#/acquisitionManagement/accounting');
      const content = await openReview(page, ui, code);
      await rowOf(content, glassName).getByRole('button', { name: ui.comment }).click();
      const commenting = dialog(page, ui.commentTitle);
      await commenting.getByLabel(ui.commentLabel).fill(ui.commentText);
      await commenting.getByRole('button', { name: ui.save }).click();
      await commenting.waitFor({ state: 'hidden' });
      await content.getByRole('button', { name: ui.returnButton }).click();
      const returning = page.getByRole('dialog').filter({ has: page.getByLabel(ui.returnReason) });
      await returning.getByLabel(ui.returnReason).fill(ui.returnText);
      await returning.getByRole('button', { name: ui.confirm }).click();
      await content.getByText(ui.returned).first().waitFor();
    },
    { locale },
  );

  // the enterprise reads the comment, corrects the glass, answers and submits again
  await onFreshPage(
    browser,
    `accounting ${locale} fix and resubmit`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      const content = await openInventory(page, ui, code);
      await content.getByText(ui.returnText).first().waitFor();

      await content.getByRole('button', { name: ui.openComments }).first().click();
      const comments = page.getByRole('dialog').filter({ hasText: ui.commentText });
      await comments.getByRole('button', { name: ui.reply }).click();
      const replying = page.getByRole('dialog').filter({ has: page.getByLabel(ui.replyLabel) });
      await replying.getByLabel(ui.replyLabel).fill(ui.replyText);
      await replying.getByRole('button', { name: ui.save }).click();
      await comments.getByText(ui.replyText).waitFor();
      await untilMessagesGone(page);
      await comments.locator('.ant-drawer-close').click();
      await comments.waitFor({ state: 'hidden' });

      // a deletion waits for 保存草稿 like any change: the line leaves the table and can be put back
      await toastAfter(page, ui.removedLine, () => rowOf(content, glassName).getByRole('button', { name: ui.deleteLine }).click());
      await rowOf(content, glassName).waitFor({ state: 'detached' });
      await content.getByRole('button', { name: ui.restoreLines }).click();
      await rowOf(content, glassName).getByRole('button', { name: ui.edit }).click();
      const editing = page.getByRole('dialog').filter({ has: page.getByLabel(ui.quantity, { exact: true }) });
      await editing.getByLabel(ui.quantity, { exact: true }).fill(String(GLASS_CORRECTED));
      await editing.getByRole('button', { name: ui.confirm }).click();
      // the correction is not saved yet: the menu asks before leaving, and 取消 stays with it
      await layout(page).menu.getByRole('menuitem', { name: ui.entryMenu }).last().click();
      const leaving = dialog(page, ui.leaveConfirm);
      await leaving.waitFor();
      await answerConfirm(leaving, ui.cancel);
      expect(page.url()).toContain('/acquisition?');
      await toastAfter(page, ui.savedDraft, () => content.getByRole('button', { name: ui.saveDraft }).click());
      await rowOf(content, glassName).getByText(String(GLASS_CORRECTED)).waitFor();
      await submitForReview(page, content, ui);
    },
    { locale },
  );

  // the reviewer approves
  await onFreshPage(
    browser,
    `accounting ${locale} approve`,
    async (page) => {
      await signIn(page, server.baseUrl, REVIEWER.account, REVIEWER.password, '/login2');
      const content = await openReview(page, ui, code);
      await rowOf(content, glassName).getByText(String(GLASS_CORRECTED)).waitFor();
      await content.getByRole('button', { name: ui.approve }).click();
      await (await openedDialog(page.getByRole('dialog'))).getByRole('button', { name: ui.confirm }).click();
      await content.getByText(ui.approved).first().waitFor();
    },
    { locale },
  );

  // the accountant enters the study settings, computes and reads the result
  await onFreshPage(
    browser,
    `accounting ${locale} compute`,
    async (page) => {
      await signIn(page, server.baseUrl, DEMO.account, DEMO.password, '/login1');
      await openMenuPage(page, ui.accountingGroup, ui.footprintMenu);
      const content = layout(page).content;
      await rowOf(content, code).getByRole('button', { name: ui.entry }).click();
      const inWizard = (url: URL) => url.hash.startsWith('#/businessAccounting/carbon_footprint/parameter_stepAll?projectId=');
      await page.waitForURL(inWizard);
      const projectId = Number(new URL(page.url().replace('#', '')).searchParams.get('projectId'));
      // without saved settings the compute screen offers no computation: it sends the user to the entry
      await page.goto(`${server.baseUrl}/#/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId=${projectId}`);
      await content.getByText(ui.computeNoSettings).waitFor();
      // reloaded, the hidden page keeps the tab and the highlight of the page it belongs to, its group open
      await page.reload();
      await content.getByText(ui.computeNoSettings).waitFor();
      await layout(page).tabs.getByRole('tab', { name: ui.footprintMenu, selected: true }).waitFor();
      await layout(page).menu.locator('.ant-menu-item-selected').filter({ hasText: ui.footprintMenu }).waitFor();
      expect(await content.getByRole('button', { name: ui.compute }).isDisabled()).toBe(true);
      await content.getByRole('button', { name: ui.entry }).click();
      await page.waitForURL(inWizard);
      await content.getByLabel(ui.goal).fill(ui.goalText);
      await content.getByLabel(ui.scope).fill(ui.scopeText);
      // declared unit, boundary and allocation keep the project's defaults
      for (let step = 0; step < 4; step += 1) await content.getByRole('button', { name: ui.next }).click();
      // the hand-worked figure below counts every line: no cut-off
      const cutOff = content.getByRole('switch', { name: ui.cutOff });
      if ((await cutOff.getAttribute('aria-checked')) === 'true') await cutOff.click();
      await content.getByRole('button', { name: ui.next }).click();
      await content.getByRole('button', { name: ui.next }).click();
      await content.getByRole('button', { name: ui.save }).click();
      await content.getByText(ui.saved).waitFor();

      await content.getByRole('button', { name: ui.goCompute }).first().click();
      await page.waitForURL((url) => url.hash.startsWith('#/businessAccounting/carbon_footprint/carbon_footprint/compute?projectId='));
      await content.getByRole('button', { name: ui.compute }).click();
      await content.getByText(ui.computed).waitFor({ timeout: 60_000 });
      await content.getByRole('button', { name: ui.openResult }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/businessAccounting/carbon_footprint/collect?id='));

      const perKwp = content.getByTestId('figure-per-kwp');
      await perKwp.getByText(ui.perKwp).waitFor();
      await perKwp.getByText(/kWp$/).first().waitFor();
      expect((await perKwp.innerText()).replace(/\s+/g, '')).toContain(`${shown(expectedPerKwp)}kgCO₂e/kWp`);
      for (const stage of ui.stages) await content.getByRole('cell', { name: stage, exact: true }).first().waitFor();
      // every line came from the PV module template through the workbook, so each counts under its directory item
      await content.getByTestId('by-category').getByRole('cell', { name: ELECTRICITY_ITEM, exact: true }).waitFor();
      // each grid line can be redone on screen: the factor with every digit (0.5366, not 0.54), the MWh line converted
      await content.getByLabel(ui.searchLines).fill(GRID);
      const lines = content.getByTestId('lines');
      for (const line of GRID_LINES) await lines.getByText(calculationOf(line, ui.converted), { exact: true }).waitFor();
      expect(await lines.getByRole('cell', { name: '0.5366 kg CO₂e/kWh', exact: true }).count()).toBe(GRID_LINES.length);
      const snapshotId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
      const snapshot = await call<FootprintSnapshot>(
        await signInByApi(server.baseUrl, DEMO.account, DEMO.password),
        `${API.footprintSnapshot}?id=${snapshotId}`,
      );
      expect(snapshot.byCategory.filter((category) => category.key === null)).toEqual([]);
      expect(snapshot.byCategory.map((category) => category.key)).toEqual(
        expect.arrayContaining([ELECTRICITY_ITEM, '光伏玻璃', '三氟化氮']),
      );

      // the evaluation list's results tab shows the project's latest figures beside the others'
      await openMenuPage(page, ui.accountingGroup, ui.footprintMenu);
      await content.getByRole('tab', { name: ui.resultsTab, exact: true }).click();
      await rowOf(content, code)
        .getByRole('cell', { name: shown(expectedPerKwp), exact: true })
        .waitFor();

      // the same study with the cut-off on: the result lists every line it left out
      const token = await signInByApi(server.baseUrl, DEMO.account, DEMO.password);
      const study = await call<StudySettingsReply>(token, `${footprintEndpoints.settings.url}?projectId=${projectId}`);
      await postJson(token, footprintEndpoints.settingsSave.url, {
        projectId,
        settings: { ...study.settings, cutOffEnabled: true, cutOffLinePercent: 1, cutOffTotalPercent: 5 },
      });
      const cutSnapshotId = await computeByApi(token, projectId);
      const cut = await call<FootprintSnapshot>(token, `${API.footprintSnapshot}?id=${cutSnapshotId}`);
      expect(cut.cutOff?.lineIds.length).toBeGreaterThan(0);
      await page.goto(`${server.baseUrl}/#/businessAccounting/carbon_footprint/collect?id=${cutSnapshotId}`);
      const panel = content.getByTestId('cut-off-panel');
      const excluded = cut.lines.filter((l) => l.excluded).sort((a, b) => Math.abs(b.emission) - Math.abs(a.emission));
      await panel.getByText(ui.cutOffTitle(excluded.length)).waitFor();
      // the table pages by ten, largest first
      for (const line of excluded.slice(0, 10)) await panel.getByRole('cell', { name: line.description, exact: true }).waitFor();
    },
    { locale },
  );
  fs.rmSync(work, { recursive: true, force: true });
}

// the whole of a project's life in one test: about twice the others' length, so twice their time limit
const JOURNEY_TIMEOUT_MS = 240_000;

describe('data entry, review and footprint computation', () => {
  it(
    'zh-CN: fill from the template, submit, returned for one line, fixed, approved, computed per kWp and by stage',
    async () => {
      await journey('zh-CN', 'E2E-PCF-ZH');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'en-US: the same journey in English',
    async () => {
      await journey('en-US', 'E2E-PCF-EN');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
