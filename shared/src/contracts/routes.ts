/**
 * Every path the product has, so the server's menu seed, the shell and the remotes agree.
 * See SPEC §2.
 */
import { directoryEndpoints } from './endpoints/directory';
import { menuEndpoints } from './endpoints/menus';
import { sessionEndpoints } from './endpoints/session';
import { companyEndpoints } from './companies';
import { registrationEndpoints } from './registration';
import { deptEndpoints } from './departments';
import { unitEndpoints } from './units';
import { documentEndpoints } from './documents';
import { factorEndpoints } from './factors';
import { dictionaryEndpoints } from './dictionaries';
import { objectEndpoints } from './objects';

/** The personal center: a page of mf-system that the shell's user menu opens. */
export const PROFILE_PATH = '/user/profile';
/** The OpenAPI documentation (its UI; the JSON at API_DOCS_PATH/json), for signed-in users. */
export const API_DOCS_PATH = '/api/docs';

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
  /** /businessAccounting/unit (contracts/units.ts): POST JSON create, update, delete; convert for any session. */
  unitConvert: unitEndpoints.convert.url,
  /** Accounting projects (contracts/projects.ts): POST JSON create, update, assign, transition; GET history, options, accountants. */
  projectCreate: '/rest/project/create',
  projectUpdate: '/rest/project/update',
  projectAssign: '/rest/project/assign',
  projectTransition: '/rest/project/transition',
  projectHistory: '/rest/project/history',
  projectOptions: '/rest/project/options',
  projectAccountants: '/rest/project/accountants',
  /** The pcf_project list (same body and answer as /rest/getObjDataByPage) that also serves review staff: the projects they review. */
  projectPage: '/rest/project/getObjDataByPage',
  /** GET ?format=xlsx|csv: the factor import template, a download (contracts/factors.ts). */
  factorImportTemplate: factorEndpoints.importTemplate.url,
  /**
   * Evidence and library documents (contracts/documents.ts): a file for an <img>, an <iframe> or a
   * download (?id=, inline; &version= in the library, the current one by default; &download=1 as an
   * attachment; the dby_token cookie authenticates img and iframe).
   */
  evidenceFile: documentEndpoints.evidenceFile.url,
  libraryFile: documentEndpoints.libraryFile.url,
  /**
   * Inventory data entry (contracts/inventory.ts): GET a project's lines (?projectId=) and its submit
   * check (?projectId=); POST JSON save one line, save a draft of many (all or nothing), delete lines,
   * apply a template. Templates: GET list and detail (?id=); POST JSON create, update, delete (platform administrators).
   */
  inventoryLines: '/rest/inventory/lines',
  inventoryCheck: '/rest/inventory/check',
  inventoryLineSave: '/rest/inventory/line/save',
  inventoryDraftSave: '/rest/inventory/draft/save',
  inventoryLineDelete: '/rest/inventory/line/delete',
  inventoryTemplateApply: '/rest/inventory/template/apply',
  inventoryTemplates: '/rest/inventory/templates',
  inventoryTemplateDetail: '/rest/inventory/template/detail',
  inventoryTemplateCreate: '/rest/inventory/template/create',
  inventoryTemplateUpdate: '/rest/inventory/template/update',
  inventoryTemplateDelete: '/rest/inventory/template/delete',
  /** The project's lines as an .xlsx: GET ?id= (SPEC §7 template download); POST multipart projectId + file, all or nothing (InventoryImportReply). */
  inventoryExcelTemplate: '/rest/inventory/excel/template',
  inventoryExcelImport: '/rest/inventory/excel/import',
  /** Data review (contracts/review.ts): GET a project's rounds with their comments (?projectId=); POST JSON save, delete and reply to a line comment. */
  reviewRounds: '/rest/review/rounds',
  reviewCommentSave: '/rest/review/comment/save',
  reviewCommentDelete: '/rest/review/comment/delete',
  reviewCommentReply: '/rest/review/comment/reply',
  /** GET ?projectId=&id=[&download=1]: an evidence document linked to a line of the project, for whoever reads the project (its reviewer too). */
  reviewEvidenceFile: '/rest/review/evidence/file',
  /** Footprint evaluation (contracts/footprint.ts): GET settings ?projectId=, POST JSON save; POST compute, GET job ?id=; GET snapshots ?projectId=, snapshot ?id=, compare ?a=&b=. */
  footprintSettings: '/rest/footprint/settings',
  footprintSettingsSave: '/rest/footprint/settings/save',
  footprintCompute: '/rest/footprint/compute',
  footprintJob: '/rest/footprint/job',
  footprintSnapshots: '/rest/footprint/snapshots',
  footprintSnapshot: '/rest/footprint/snapshot',
  footprintCompare: '/rest/footprint/compare',
  /** The generic list's body and answer over FOOTPRINT_RESULT_OBJECT only, scoped to the company or, for review staff, the projects they review. */
  footprintResultPage: '/rest/footprint/getObjDataByPage',
  deptSave: deptEndpoints.save.url,
  /** GET: the company picker's choices, id and name in the caller's language (CompanyOption[]; contracts/companies.ts). */
  companyOptions: companyEndpoints.options.url,
} as const;
