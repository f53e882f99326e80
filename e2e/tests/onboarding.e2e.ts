/**
 * Issue 4's journey, once with the browser in zh-CN and once in en-US, each with its own company:
 * the company registers at /#/zhuce (with a real PNG as its business licence) and, still pending,
 * is refused at the enterprise sign-in /#/login1; an administrator finds it under 待审核 in 注册审核,
 * sees its licence, approves it (it moves to 已通过) and in 项目分配 creates a project for it with
 * its new user as accountant and a reviewer; the new user then signs in at /#/login1 and finds
 * the project in 项目管理. Every text is looked for in the language of the run.
 * Runs its own server: the companies, users and projects it creates must not reach the other files.
 */
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { creditCodeCheckCharacter, isValidCreditCode } from '../../shared/src/contracts/creditCode';
import { meetsPasswordRule } from '../../shared/src/contracts/password';
import { launchChromium } from '../src/chromium';
import { onFreshPage } from '../src/browserSession';
import { API, TOKEN_COOKIE, type ApiEnvelope } from '../src/contracts';
import { startServer, type RunningServer } from '../src/serverProcess';
import { dialog, layout, loginForm, openMenuPage, pickOption, signIn, submitSignIn, toastAfter } from '../src/shellUi';
import { SCREENS, type Screen } from './screens';

type Locale = 'zh-CN' | 'en-US';

let browser: Browser;
let server: RunningServer;

/** The business licence every applicant uploads: a real PNG (the server tells a type from content), 120 × 80 pixels. */
const LICENCE = { file: path.join(__dirname, '..', 'fixtures', 'business-licence.png'), width: 120 };

beforeAll(async () => {
  server = await startServer({ label: 'e2e-onboarding' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A unified social credit code: the 17 characters given and their GB 32100 check character. */
function creditCode(first17: string): string {
  const code = first17 + (creditCodeCheckCharacter(first17) ?? '?');
  if (!isValidCreditCode(code)) throw new Error(`${first17} does not make a valid unified social credit code`);
  return code;
}

/** An option label matched whole (a plain string matches any option containing it). */
const whole = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The seeded verification and review user (server seed), offered as the projects' reviewer. */
const REVIEWER = '审核员';

/** The labels and messages of the screens (the locale files and the server's messages), per language. */
const UI = {
  'zh-CN': {
    register: {
      title: '企业注册',
      companyName: '企业名称（中文）',
      companyNameEn: '企业名称（英文）',
      creditCode: '统一社会信用代码',
      industry: '所属行业',
      region: '所在地区',
      address: '详细地址',
      licence: '营业执照',
      licenceReplace: '重新选择',
      contact: '联系人',
      phone: '联系电话',
      email: '电子邮箱',
      account: '登录账号',
      password: '密码',
      confirmPassword: '确认密码',
      submit: '提交注册',
      submittedTitle: '注册申请已提交',
      submitted: '注册申请已提交，请等待平台审核，审核通过后即可登录',
      toLogin: '前往企业登录',
    },
    login1Title: '企业用户登录',
    pending: '账号注册审核中，请等待审核通过',
    review: {
      pendingTab: '待审核',
      approvedTab: '已通过',
      pending: '待审核',
      approvedStatus: '已通过',
      view: /^查\s?看$/,
      licence: '营业执照',
      licenceOf: (company: string) => `${company} 的营业执照`,
      approve: '审核通过',
      approveConfirm: (company: string) => `确定审核通过“${company}”的注册申请吗？通过后该企业用户即可登录平台。`,
      approved: '审核通过',
      reviewedBy: '审核人',
    },
    project: {
      addTitle: '新增项目',
      company: '企业',
      code: '项目编号',
      name: '项目名称',
      productModel: '产品型号',
      technology: '电池技术',
      ratedPowerWp: '额定功率（Wp）',
      areaM2: '面积（m²）',
      massKg: '质量（kg）',
      declaredUnit: '声明单位',
      periodStart: '报告期开始',
      periodEnd: '报告期结束',
      accountant: '核算人员',
      reviewer: '审核人员',
      assigned: '已分配',
    },
    add: /^新\s?增$/,
    save: /^保\s?存$/,
    close: '关闭',
    added: '新增成功!',
    total: (count: number) => `共 ${count} 条`,
  },
  'en-US': {
    register: {
      title: 'Company registration',
      companyName: 'Company name (Chinese)',
      companyNameEn: 'Company name (English)',
      creditCode: 'Unified social credit code',
      industry: 'Industry',
      region: 'Region',
      address: 'Address',
      licence: 'Business licence',
      licenceReplace: 'Choose another',
      contact: 'Contact person',
      phone: 'Phone',
      email: 'Email',
      account: 'Account',
      password: 'Password',
      confirmPassword: 'Confirm password',
      submit: 'Register',
      submittedTitle: 'Registration submitted',
      submitted: 'Your registration has been submitted. You can sign in once the platform has approved it',
      toLogin: 'Go to enterprise sign-in',
    },
    login1Title: 'Enterprise sign-in',
    pending: 'This account is waiting for its registration review',
    review: {
      pendingTab: 'Pending',
      approvedTab: 'Approved',
      pending: 'Pending',
      approvedStatus: 'Approved',
      view: /^View$/,
      licence: 'Business licence',
      licenceOf: (company: string) => `Business licence of ${company}`,
      approve: 'Approve',
      approveConfirm: (company: string) => `Approve the registration of "${company}"? Its user can then sign in to the platform.`,
      approved: 'Approved',
      reviewedBy: 'Reviewed by',
    },
    project: {
      addTitle: 'Add project',
      company: 'Company',
      code: 'Project code',
      name: 'Project name',
      productModel: 'Product model',
      technology: 'Cell technology',
      ratedPowerWp: 'Rated power (Wp)',
      areaM2: 'Area (m²)',
      massKg: 'Mass (kg)',
      declaredUnit: 'Declared unit',
      periodStart: 'Period start',
      periodEnd: 'Period end',
      accountant: 'Accountant',
      reviewer: 'Reviewer',
      assigned: 'Assigned',
    },
    add: /^Add$/,
    save: /^Save$/,
    close: 'Close',
    added: 'Added.',
    total: (count: number) => `${count} in total`,
  },
} as const satisfies Record<Locale, unknown>;

type Texts = (typeof UI)[Locale];

interface Applicant {
  locale: Locale;
  companyName: string;
  companyNameEn: string;
  creditCode: string;
  /** The industry as the form offers it in the run's language. */
  industry: string;
  region: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  account: string;
  password: string;
  project: {
    code: string;
    name: string;
    productModel: string;
    /** As the technology dictionary names it in the run's language. */
    technology: string;
    ratedPowerWp: string;
    areaM2: string;
    massKg: string;
    declaredUnit: string;
    periodStart: string;
    periodEnd: string;
  };
}

/** One company per language: different names, credit codes, accounts and passwords. */
const APPLICANTS: readonly Applicant[] = [
  {
    locale: 'zh-CN',
    companyName: '苏州晶澜光伏科技有限公司',
    companyNameEn: 'Suzhou Jinglan PV Technology Co., Ltd.',
    creditCode: creditCode('91320594MA27PWC1K'),
    industry: '光伏组件',
    region: '江苏省苏州市',
    address: '苏州工业园区星湖街 328 号',
    contact: '林晓岚',
    phone: '13912345678',
    email: 'lin.xiaolan@jinglan-pv.example',
    account: 'jinglan_lin',
    password: 'Jinglan#2026',
    project: {
      code: 'JL-2026-001',
      name: '晶澜 N 型组件碳足迹核算',
      productModel: 'JL-TN66-620',
      technology: '异质结 HJT',
      ratedPowerWp: '620',
      areaM2: '2.58',
      massKg: '32.5',
      declaredUnit: '千峰瓦（kWp）',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    },
  },
  {
    locale: 'en-US',
    companyName: '宁波澳瑞光能有限公司',
    companyNameEn: 'Ningbo Aurora Solar Co., Ltd.',
    creditCode: creditCode('91330201MA2H4KQ8R'),
    industry: 'Cells',
    region: 'Ningbo, Zhejiang',
    address: '88 Haitian Road, Beilun District',
    contact: 'Emma Zhou',
    phone: '+86 574 8688 1234',
    email: 'emma.zhou@aurora-solar.example',
    account: 'aurora_emma',
    password: 'Aurora!Solar7',
    project: {
      code: 'AUR-2026-07',
      name: 'Aurora mono-PERC cell footprint',
      productModel: 'AUR-M10-PERC',
      technology: 'mono-PERC',
      ratedPowerWp: '7.6',
      areaM2: '0.033',
      massKg: '0.012',
      declaredUnit: 'piece',
      periodStart: '2025-04-01',
      periodEnd: '2026-03-31',
    },
  },
];

const lang = (locale: Locale) => (locale === 'zh-CN' ? 'zh' : 'en');
const titleOf = (screen: Screen, locale: Locale) => screen[lang(locale)];
const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

/** Opens a screen of 碳足迹核算 from the menu and waits until it shows its own content. */
async function openAccountingScreen(page: Page, screen: Screen, locale: Locale): Promise<Locator> {
  await openMenuPage(page, screen.group[lang(locale)], titleOf(screen, locale));
  await page.waitForURL((url) => url.hash === `#${screen.path}`);
  const content = layout(page).content;
  await screen.ready(content);
  return content;
}

/** Waits until an <img> has loaded and returns its natural width (refuses a broken image). */
function loadedImageWidth(image: Locator): Promise<number> {
  return image.evaluate(
    (element) =>
      new Promise<number>((resolve, reject) => {
        const img = element as HTMLImageElement;
        const settle = () => (img.naturalWidth > 0 ? resolve(img.naturalWidth) : reject(new Error(`the image ${img.src} did not load`)));
        if (img.complete) settle();
        else {
          img.addEventListener('load', settle, { once: true });
          img.addEventListener('error', settle, { once: true });
        }
      }),
  );
}

async function register(page: Page, applicant: Applicant, ui: Texts): Promise<void> {
  await page.goto(`${server.baseUrl}/#/zhuce`);
  const form = page.getByRole('region', { name: ui.register.title });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(ui.register.companyName).fill(applicant.companyName);
  await field(ui.register.companyNameEn).fill(applicant.companyNameEn);
  await field(ui.register.creditCode).fill(applicant.creditCode);
  await field(ui.register.industry).click();
  await pickOption(page, whole(applicant.industry));
  await field(ui.register.region).fill(applicant.region);
  await field(ui.register.address).fill(applicant.address);
  await field(ui.register.licence).setInputFiles(LICENCE.file);
  await form.getByText(path.basename(LICENCE.file)).waitFor();
  await form.getByRole('button', { name: ui.register.licenceReplace }).waitFor();
  await field(ui.register.contact).fill(applicant.contact);
  await field(ui.register.phone).fill(applicant.phone);
  await field(ui.register.email).fill(applicant.email);
  await field(ui.register.account).fill(applicant.account);
  await field(ui.register.password).fill(applicant.password);
  await field(ui.register.confirmPassword).fill(applicant.password);

  const answer = page.waitForResponse((response) => response.url().endsWith(API.register) && response.request().method() === 'POST');
  await form.getByRole('button', { name: ui.register.submit, exact: true }).click();
  const envelope = (await (await answer).json()) as ApiEnvelope<unknown>;
  expect({ code: envelope.code, msg: envelope.msg }).toEqual({ code: 200, msg: ui.register.submitted });
  await form.getByText(ui.register.submittedTitle, { exact: true }).waitFor();
  await form.getByText(ui.register.submitted, { exact: true }).waitFor();
}

/** From the registration's success page to /login1: a pending account is refused and gets no layout. */
async function pendingSignInIsRefused(page: Page, applicant: Applicant, ui: Texts): Promise<void> {
  await page.getByRole('button', { name: ui.register.toLogin }).click();
  await page.waitForURL((url) => url.hash === '#/login1');
  await page.getByText(ui.login1Title, { exact: true }).first().waitFor();
  const form = loginForm(page);
  await form.account.fill(applicant.account);
  await form.password.fill(applicant.password);
  const answer = page.waitForResponse((response) => response.url().endsWith(API.typedLogin));
  await toastAfter(page, ui.pending, () => form.submit.click());
  const envelope = (await (await answer).json()) as ApiEnvelope<unknown>;
  expect(envelope.code).not.toBe(200);
  expect(envelope.msg).toBe(ui.pending);
  expect(hashPath(page)).toBe('/login1');
  expect(await layout(page).sider.count()).toBe(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);
}

async function approveRegistration(page: Page, applicant: Applicant, ui: Texts): Promise<void> {
  const content = await openAccountingScreen(page, SCREENS.registrationReview, applicant.locale);
  // 待审核 is the first tab, open by default
  await content.getByRole('tab', { name: ui.review.pendingTab, exact: true, selected: true }).waitFor();
  const pendingRow = content.getByRole('row').filter({ hasText: applicant.creditCode });
  await pendingRow.getByText(ui.review.pending, { exact: true }).waitFor();
  await pendingRow.getByRole('button', { name: ui.review.view }).click();

  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: ui.review.licence, exact: true }) });
  await drawer.getByText(applicant.creditCode, { exact: true }).waitFor();
  await drawer.getByText(applicant.companyNameEn, { exact: true }).waitFor();
  // the licence is previewed inline, loaded from the server
  const licence = drawer.getByRole('img', { name: ui.review.licenceOf(applicant.companyName), exact: true });
  expect(await loadedImageWidth(licence)).toBe(LICENCE.width);

  await drawer.getByRole('button', { name: ui.review.approve, exact: true }).click();
  const confirm = dialog(page, ui.review.approveConfirm(applicant.companyName));
  await toastAfter(page, ui.review.approved, () => confirm.getByRole('button', { name: ui.review.approve, exact: true }).click());
  await confirm.waitFor({ state: 'hidden' });
  // the drawer shows the decision and offers no decision any more
  await drawer.getByText(ui.review.reviewedBy, { exact: true }).waitFor();
  await drawer.getByText(ui.review.approvedStatus, { exact: true }).waitFor();
  expect(await drawer.getByRole('button', { name: ui.review.approve, exact: true }).count()).toBe(0);
  await drawer.getByRole('button', { name: ui.close, exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });

  // the pending list has reloaded without it; it is under 已通过 now
  await pendingRow.waitFor({ state: 'detached' });
  await content.getByRole('tab', { name: ui.review.approvedTab, exact: true }).click();
  await content.getByRole('tab', { name: ui.review.approvedTab, exact: true, selected: true }).waitFor();
  await content.getByRole('row').filter({ hasText: applicant.creditCode }).getByText(ui.review.approvedStatus, { exact: true }).waitFor();
}

async function createProject(page: Page, applicant: Applicant, ui: Texts): Promise<void> {
  const content = await openAccountingScreen(page, SCREENS.distribution, applicant.locale);
  await content.getByRole('button', { name: ui.add }).click();
  const form = dialog(page, ui.project.addTitle);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const choose = async (label: string, option: string) => {
    await field(label).click();
    await pickOption(page, whole(option));
  };
  const { project } = applicant;
  // approved companies are offered by their name in the caller's language
  await choose(ui.project.company, applicant.locale === 'zh-CN' ? applicant.companyName : applicant.companyNameEn);
  await field(ui.project.code).fill(project.code);
  await field(ui.project.name).fill(project.name);
  await field(ui.project.productModel).fill(project.productModel);
  await choose(ui.project.technology, project.technology);
  await field(ui.project.ratedPowerWp).fill(project.ratedPowerWp);
  await field(ui.project.areaM2).fill(project.areaM2);
  await field(ui.project.massKg).fill(project.massKg);
  await choose(ui.project.declaredUnit, project.declaredUnit);
  await field(ui.project.periodStart).fill(project.periodStart);
  await field(ui.project.periodEnd).fill(project.periodEnd);
  // the company's new user is its only accountant
  await choose(ui.project.accountant, applicant.contact);
  await choose(ui.project.reviewer, REVIEWER);
  await toastAfter(page, ui.added, () => form.getByRole('button', { name: ui.save }).click());
  await form.waitFor({ state: 'hidden' });

  const row = content.getByRole('row').filter({ hasText: project.code });
  await row.getByText(project.name, { exact: true }).waitFor();
  await row.getByText(ui.project.assigned, { exact: true }).waitFor();
}

/** After the approval: signs in on /login1 (where the refusal left the form) and finds the project. */
async function findsProject(page: Page, applicant: Applicant, ui: Texts): Promise<void> {
  expect(hashPath(page)).toBe('/login1');
  await submitSignIn(page, applicant.account, applicant.password);
  const content = await openAccountingScreen(page, SCREENS.projectManagement, applicant.locale);
  const row = content.getByRole('row').filter({ hasText: applicant.project.code });
  await row.getByText(applicant.project.name, { exact: true }).waitFor();
  await row.getByText(applicant.contact, { exact: true }).waitFor();
  await row.getByText(ui.project.assigned, { exact: true }).waitFor();
  // its company's only project: the other run's company's project is not listed
  await content.getByText(ui.total(1), { exact: true }).waitFor();
}

describe('enterprise onboarding', () => {
  it('gives every applicant a password the rule accepts and a code of its own', () => {
    for (const applicant of APPLICANTS) expect(meetsPasswordRule(applicant.password)).toBe(true);
    expect(new Set(APPLICANTS.map((a) => a.creditCode)).size).toBe(APPLICANTS.length);
  });

  // in order: the second run finds the first company already approved, with its own project
  for (const applicant of APPLICANTS) {
    const ui = UI[applicant.locale];
    it(`${applicant.locale}: a company registers at /#/zhuce, is approved in 注册审核, gets a project in 项目分配 and its user finds it in 项目管理 after signing in at /#/login1`, async () => {
      await onFreshPage(
        browser,
        `onboarding ${applicant.locale} applicant`,
        async (applicantPage) => {
          await register(applicantPage, applicant, ui);
          await pendingSignInIsRefused(applicantPage, applicant, ui);

          await onFreshPage(
            browser,
            `onboarding ${applicant.locale} administrator`,
            async (adminPage) => {
              await signIn(adminPage, server.baseUrl, 'admin', 'Admin@123456');
              await approveRegistration(adminPage, applicant, ui);
              await createProject(adminPage, applicant, ui);
            },
            { locale: applicant.locale },
          );

          await findsProject(applicantPage, applicant, ui);
        },
        { locale: applicant.locale },
      );
    }, 300_000);
  }
});
