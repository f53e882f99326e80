/**
 * Issue 5's journey through the footprint database, in the browser against the real server: the
 * administrator imports a factor file (e2e/fixtures/emission-factors.csv) in 碳排放因子管理, finds an
 * imported factor by its code and opens its detail; the demo enterprise, whose dataset line uses that
 * factor and carries a photo as evidence, opens the line's evidence from the dataset and sees the
 * photo previewed. The seeded 2022 national grid factor shows every digit, 0.5366 and not 0.54, in the
 * list and the detail. Runs its own server: the imported factors and the company's data stay here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { documentEndpoints, type EvidenceUploadReply, type ObjRow, type ObjSaveResult } from '../../shared/src/contracts';
import { signInByApi } from '../src/apiSession';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API, TOKEN_COOKIE, type ApiEnvelope } from '../src/contracts';
import { startServer, type RunningServer } from '../src/serverProcess';
import { dialog, layout, openMenuPage, signIn } from '../src/shellUi';
import { SCREENS } from './screens';

let browser: Browser;
let server: RunningServer;

const FIXTURES = path.join(__dirname, '..', 'fixtures');
const FACTOR_FILE = path.join(FIXTURES, 'emission-factors.csv');
/** A real PNG, 120 × 80 pixels (the server tells a file's type from its content). */
const PHOTO = path.join(FIXTURES, 'business-licence.png');
const FACTOR = { code: 'E2E-GLASS-01', nameZh: '端到端测试光伏玻璃', value: '1.31' };
const DATASET = '2024 年组件车间实测数据';

beforeAll(async () => {
  server = await startServer({ label: 'e2e-database' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call<T>(token: string, url: string, init: RequestInit): Promise<T> {
  const response = await fetch(server.baseUrl + url, { ...init, headers: { authorization: token, ...init.headers } });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 200 || envelope.data === undefined) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
const postJson = <T>(token: string, url: string, body: unknown) =>
  call<T>(token, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The demo company's dataset with one line that uses the imported factor, and a photo of its meter as the line's evidence. */
async function seedCompanyEvidence(): Promise<{ datasetId: number; itemId: number }> {
  const token = await signInByApi(server.baseUrl, 'demo', 'Demo@123456');
  const units = await postJson<ObjRow[]>(token, API.objData, {
    objName: 'pcf_unit',
    conditions: [{ field: 'code', operator: 'eq', value: 'kg' }],
  });
  const dataset = await postJson<ObjSaveResult>(token, API.objSave, {
    objName: 'pcf_company_dataset',
    data: { name: DATASET, year: 2024, site: '常州基地', region: 'CN' },
  });
  const item = await postJson<ObjSaveResult>(token, API.objSave, {
    objName: 'pcf_company_dataset_item',
    data: {
      dataset_id: dataset.id,
      kind: 'factor',
      name: FACTOR.nameZh,
      value: 1.31,
      unit_id: units[0].id,
      data_type: 'primary',
      source: FACTOR.code,
    },
  });
  const form = new FormData();
  form.set('title', '玻璃称重记录照片');
  form.set('targetType', 'dataset_item');
  form.set('targetId', String(item.id));
  form.set('file', new Blob([fs.readFileSync(PHOTO)], { type: 'image/png' }), 'glass-weighing.png');
  await call<EvidenceUploadReply>(token, documentEndpoints.evidenceUpload.url, { method: 'POST', body: form });
  return { datasetId: dataset.id, itemId: item.id };
}

/** The seeded 2022 national grid factor of China, 0.5366 kg CO2e/kWh: its code, looked up by what it is. */
async function gridFactorCode(): Promise<string> {
  const token = await signInByApi(server.baseUrl, 'admin', 'Admin@123456');
  const rows = await postJson<ObjRow[]>(token, API.objData, {
    objName: 'pcf_emission_factor',
    conditions: [
      { field: 'value', operator: 'eq', value: 0.5366 },
      { field: 'region', operator: 'eq', value: 'CN' },
      { field: 'year', operator: 'eq', value: 2022 },
    ],
  });
  if (rows.length === 0 || typeof rows[0].code !== 'string') throw new Error('no seeded 2022 grid factor of 0.5366');
  return rows[0].code;
}

async function openFactorList(page: Page): Promise<void> {
  await openMenuPage(page, SCREENS.factors.group.zh, SCREENS.factors.zh);
  await page.waitForURL((url) => url.hash.startsWith(`#${SCREENS.factors.path}`));
  await SCREENS.factors.ready(layout(page).content);
}

describe('footprint database', () => {
  it('the administrator imports a factor file, finds an imported factor and opens its detail', async () => {
    await onFreshPage(browser, 'database factor import', async (page) => {
      await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
      await openFactorList(page);
      const content = layout(page).content;

      await content.getByRole('button', { name: /导\s?入/ }).click();
      const importing = dialog(page, '导入碳排放因子');
      await importing.locator('input[type="file"]').setInputFiles(FACTOR_FILE);
      await importing.getByRole('button', { name: /开始导入/ }).click();
      // the job is checked and imported after the answer; the dialog follows it to its report
      await importing.getByText('导入完成').first().waitFor({ timeout: 60_000 });
      await importing.getByText('新建因子').waitFor();
      await importing.getByRole('button', { name: /^关 闭$/ }).click();

      const quickSearch = content.getByPlaceholder('请输入因子编码搜索');
      await quickSearch.fill(FACTOR.code);
      await quickSearch.press('Enter');
      const row = content.getByRole('row').filter({ hasText: FACTOR.code });
      await row.getByText(FACTOR.nameZh).waitFor();
      expect(await content.getByRole('row').filter({ hasText: 'E2E-FRAME-01' }).count()).toBe(0);

      await row.getByRole('button', { name: /详\s?情/ }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/CarbonFootprintDatabase/carbon_emission_factor_management/item?id='));
      await content.getByText(FACTOR.nameZh).first().waitFor();
      await content.getByText(FACTOR.code).first().waitFor();
      await content.getByText('端到端测试数据').first().waitFor();
      await content.getByText('版本历史').waitFor();
    });
  });

  it('shows the 2022 grid factor with every digit: 0.5366 in the list and the detail, never 0.54', async () => {
    const code = await gridFactorCode();
    await onFreshPage(browser, 'database factor precision', async (page) => {
      await signIn(page, server.baseUrl, 'admin', 'Admin@123456');
      await openFactorList(page);
      const content = layout(page).content;
      const quickSearch = content.getByPlaceholder('请输入因子编码搜索');
      await quickSearch.fill(code);
      await quickSearch.press('Enter');
      const row = content.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
      await row.getByRole('cell', { name: '0.5366', exact: true }).waitFor();
      expect(await row.getByRole('cell', { name: '0.54', exact: true }).count()).toBe(0);

      await row.getByRole('button', { name: /详\s?情/ }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/CarbonFootprintDatabase/carbon_emission_factor_management/item?id='));
      await content.getByText('0.5366', { exact: true }).first().waitFor();
      await content.getByRole('cell', { name: '0.5366 kg CO₂e/kWh', exact: true }).first().waitFor();
    });
  });

  it('the enterprise opens the evidence of a dataset line that uses the factor and sees the photo previewed', async () => {
    const { itemId } = await seedCompanyEvidence();
    await onFreshPage(browser, 'database evidence', async (page) => {
      await signIn(page, server.baseUrl, 'demo', 'Demo@123456', '/login1');
      await openMenuPage(page, SCREENS.companyDatasets.group.zh, SCREENS.companyDatasets.zh);
      const content = layout(page).content;
      await content.getByRole('link', { name: DATASET }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/CarbonFootprintDatabase/company_info_dataset_management/item?id='));

      const line = content.getByRole('row').filter({ hasText: FACTOR.nameZh });
      await line.getByRole('link', { name: '证明文件' }).click();
      await page.waitForURL((url) => url.hash.includes('evidenceDocuments') && url.hash.includes(`targetId=${itemId}`));
      const document = content.getByText('玻璃称重记录照片').first();
      await document.waitFor();

      await content
        .getByRole('button', { name: /详\s?情/ })
        .first()
        .click();
      const drawer = dialog(page, '玻璃称重记录照片');
      const photo = drawer.getByRole('img', { name: '玻璃称重记录照片' });
      await photo.waitFor();
      // the browser really loaded the stored file through the session's cookie
      await page.waitForFunction(
        (img) => (img as HTMLImageElement | null)?.complete === true && (img as HTMLImageElement).naturalWidth > 0,
        await photo.elementHandle(),
        { timeout: 30_000 },
      );
      expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
      const cookies = await page.context().cookies();
      expect(cookies.some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(true);
    });
  });
});
