/**
 * Every path the product has, so the server's menu seed, the shell and the remotes agree.
 * See SPEC §2.
 */
import { directoryEndpoints } from './endpoints/directory';
import { menuEndpoints } from './endpoints/menus';
import { sessionEndpoints } from './endpoints/session';
import { companyEndpoints } from './companies';
import { registrationEndpoints } from './registration';
import { projectEndpoints } from './projects';
import { inventoryEndpoints } from './inventory';
import { footprintEndpoints } from './footprint';
import { documentEndpoints } from './documents';
import { factorEndpoints } from './factors';
import { dictionaryEndpoints } from './dictionaries';
import { objectEndpoints } from './objects';
import { reportEndpoints } from './reports';

/** The personal center: a page of mf-system that the shell's user menu opens. */
export const PROFILE_PATH = '/user/profile';
/** The OpenAPI documentation (its UI; the JSON at API_DOCS_PATH/json), for signed-in users. */
export const API_DOCS_PATH = '/api/docs';

/**
 * Hidden pages and the menu page that opens them (a button on it), where the menu does not list the
 * hidden page right after its opener: the shell shows such a page under its opener (tab, highlight,
 * open group; shell/src/router/menuRoutes.ts menuOwner) instead of under the page listed before it.
 * The server's menu test checks that both are seeded, the one hidden and the other visible.
 */
export const HIDDEN_PAGE_OPENERS: Readonly<Record<string, string>> = {
  // 碳排放因子管理's 数据库可视化 button
  '/CarbonFootprintDatabase/DatabaseVisualization': '/CarbonFootprintDatabase/carbon_emission_factor_management',
  // 供应链概览's 供应链可视化 button
  '/SupplyChainManagement/SupplyChainVisualization': '/SupplyChainManagement/index',
};

export const PUBLIC_ROUTES = ['/login', '/login1', '/login2', '/ForgotPassword', '/zhuce', '/img', '/messageBoard', '/404'] as const;

/**
 * Routes the API serves (the client builds URLs from these, never from user input). Each URL is
 * the one of its endpoint definition (contracts/endpoints/*); this table only names them for the
 * callers that build requests by hand.
 */
export const API = {
  captchaImage: sessionEndpoints.captchaImage.url,
  loginWithCaptcha: sessionEndpoints.loginWithCaptcha.url,
  typedLogin: sessionEndpoints.typedLogin.url,
  /** POST multipart (RegisterRequest fields + the licence file): public. */
  register: registrationEndpoints.register.url,
  getInfo: sessionEndpoints.getInfo.url,
  remotes: menuEndpoints.remotes.url,
  health: sessionEndpoints.health.url,
  treeLoad: directoryEndpoints.tree.url,
  objMetaData: objectEndpoints.metaData.url,
  objDataByPage: objectEndpoints.page.url,
  objData: objectEndpoints.query.url,
  objDataById: objectEndpoints.byId.url,
  objSave: objectEndpoints.save.url,
  /** GET ?dictType=code: the options of a select field, in the caller's language. */
  dictOptions: dictionaryEndpoints.options.url,
  /** Accounting projects (contracts/projects.ts): the e2e journeys create projects and move them through the lifecycle by hand. */
  projectCreate: projectEndpoints.create.url,
  projectTransition: projectEndpoints.transition.url,
  /** GET ?format=xlsx|csv: the factor import template, a download (contracts/factors.ts). */
  factorImportTemplate: factorEndpoints.importTemplate.url,
  /**
   * Evidence and library documents (contracts/documents.ts): a file for an <img>, an <iframe> or a
   * download (?id=, inline; &version= in the library, the current one by default; &download=1 as an
   * attachment; the dby_token cookie authenticates img and iframe).
   */
  evidenceFile: documentEndpoints.evidenceFile.url,
  libraryFile: documentEndpoints.libraryFile.url,
  /** Inventory data entry (contracts/inventory.ts): the bench saves a draft of many lines by hand. */
  inventoryDraftSave: inventoryEndpoints.draftSave.url,
  /** Footprint evaluation (contracts/footprint.ts): the e2e journey reads a snapshot by hand. */
  footprintSnapshot: footprintEndpoints.snapshot.url,
  /** GET: the company picker's choices, id and name in the caller's language (CompanyOption[]; contracts/companies.ts). */
  companyOptions: companyEndpoints.options.url,
  /** GET ?code=: a published report's frozen PDF, public (contracts/reports.ts; the /detail page's download link). */
  reportVerifyPdf: reportEndpoints.verifyPdf.url,
  /** GET ?id=&lang=zh|en|both (&version=): a report's PDF or DOCX, a download (contracts/reports.ts). */
  reportPdf: reportEndpoints.pdf.url,
  reportDocx: reportEndpoints.docx.url,
} as const;
