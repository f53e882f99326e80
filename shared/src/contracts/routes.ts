/**
 * Every path the product has, so the server's menu seed, the shell and the remotes agree.
 * See SPEC §2.
 */
import { directoryEndpoints } from './endpoints/directory';
import { menuEndpoints } from './endpoints/menus';
import { messageEndpoints } from './endpoints/messages';
import { profileEndpoints } from './endpoints/profile';
import { sessionEndpoints } from './endpoints/session';
import { outboxEndpoints, recoveryEndpoints } from './recovery';
import { companyEndpoints } from './companies';
import { auditEndpoints } from './audit';
import { accessEndpoints } from './access';
import { backupEndpoints } from './backup';
import { registrationEndpoints } from './registration';
import { userEndpoints } from './users';
import { deptEndpoints } from './departments';
import { unitEndpoints } from './units';
import { projectEndpoints } from './projects';
import { inventoryEndpoints } from './inventory';
import { footprintEndpoints } from './footprint';
import { documentEndpoints } from './documents';
import { factorEndpoints } from './factors';

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
  /** GET ?companyId=: a registration for review (RegistrationDetail). */
  registrationDetail: registrationEndpoints.detail.url,
  /** GET ?companyId=: the stored business licence, inline; the dby_token cookie authenticates it (img, iframe). */
  registrationLicence: registrationEndpoints.licence.url,
  /** POST JSON ApproveRegistrationRequest / RejectRegistrationRequest. */
  registrationApprove: registrationEndpoints.approve.url,
  registrationReject: registrationEndpoints.reject.url,
  forgotPassword: recoveryEndpoints.forgotPassword.url,
  /** POST JSON (RecoveryResetRequest; contracts/recovery.ts): the link's token sets a new password and ends every session. */
  resetPassword: recoveryEndpoints.resetPassword.url,
  getInfo: sessionEndpoints.getInfo.url,
  logout: sessionEndpoints.logout.url,
  vicimsg: menuEndpoints.vicimsg.url,
  remotes: menuEndpoints.remotes.url,
  health: sessionEndpoints.health.url,
  messageCount: messageEndpoints.count.url,
  messageThreads: messageEndpoints.threads.url,
  messageThread: messageEndpoints.thread.url,
  messageSend: messageEndpoints.send.url,
  messageRead: messageEndpoints.read.url,
  personalInfo: profileEndpoints.get.url,
  updatePersonalInfo: profileEndpoints.update.url,
  changePassword: profileEndpoints.changePassword.url,
  avatarUpload: profileEndpoints.avatarUpload.url,
  /** GET ?id=<userId>: the avatar image; the dby_token cookie authenticates image requests. */
  avatar: profileEndpoints.avatarImage.url,
  treeLoad: directoryEndpoints.tree.url,
  treeAdd: directoryEndpoints.add.url,
  treeEdit: directoryEndpoints.edit.url,
  treeDelete: directoryEndpoints.delete.url,
  treeMove: directoryEndpoints.move.url,
  treeLevel: directoryEndpoints.level.url,
  deptCreate: deptEndpoints.create.url,
  deptUpdate: deptEndpoints.update.url,
  deptDelete: deptEndpoints.delete.url,
  deptTree: deptEndpoints.tree.url,
  objMetaData: '/rest/getObjMetaData',
  objDataByPage: '/rest/getObjDataByPage',
  objData: '/rest/getObjData',
  objDataById: '/rest/getObjDataById',
  objSave: '/rest/saveObjData',
  objDelete: '/rest/delObjData',
  objDeleteList: '/rest/delObjDataByIdList',
  /** POST, JSON body: the filtered list as .xlsx (ObjExportRequest). */
  objExport: '/rest/exportObjData',
  userSave: userEndpoints.save.url,
  userDelete: userEndpoints.delete.url,
  userFreeze: userEndpoints.freeze.url,
  userUnfreeze: userEndpoints.unfreeze.url,
  userResetPassword: userEndpoints.resetPassword.url,
  userRemoveRole: userEndpoints.removeRole.url,
  /** The paged list of the generic object API, for the system objects (sys_user, sys_post ...) only. */
  systemObjDataByPage: '/rest/systemInfo/getObjDataByPage',
  menuAdminTree: '/system/menu/tree',
  menuAdd: '/system/menu/add',
  menuUpdate: '/system/menu/update',
  menuDelete: '/system/menu/delete',
  menuReorder: '/system/menu/reorder',
  menuSwitch: '/system/menu/switch',
  dictTypes: '/sysDictInfo/types',
  dictTypeAdd: '/sysDictInfo/addDictType',
  dictTypeUpdate: '/sysDictInfo/updateDictType',
  dictTypeDelete: '/sysDictInfo/deleteDictType',
  dictItems: '/sysDictInfo/items',
  dictItemAdd: '/sysDictInfo/addDictInfo',
  dictItemUpdate: '/sysDictInfo/updateDictInfo',
  dictItemDelete: '/sysDictInfo/deleteDictInfo',
  addDictInfoList: '/sysDictInfo/addDictInfoList',
  /** GET ?dictType=code: the options of a select field, in the caller's language. */
  dictOptions: '/sysDictInfo/getDictInfo',
  /** /businessAccounting/unit (contracts/units.ts): POST JSON create, update, delete; convert for any session. */
  unitCreate: unitEndpoints.create.url,
  unitUpdate: unitEndpoints.update.url,
  unitDelete: unitEndpoints.delete.url,
  unitConvert: unitEndpoints.convert.url,
  /** Accounting projects (contracts/projects.ts): the e2e journeys create projects and move them through the lifecycle by hand. */
  projectCreate: projectEndpoints.create.url,
  projectTransition: projectEndpoints.transition.url,
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
  /** Inventory data entry (contracts/inventory.ts): the bench saves a draft of many lines by hand. */
  inventoryDraftSave: inventoryEndpoints.draftSave.url,
  /** Footprint evaluation (contracts/footprint.ts): the e2e journey reads a snapshot by hand. */
  footprintSnapshot: footprintEndpoints.snapshot.url,
  /** The generic list's body and answer over FOOTPRINT_RESULT_OBJECT only, scoped to the company or, for review staff, the projects they review. */
  footprintResultPage: '/rest/footprint/getObjDataByPage',
  deptSave: deptEndpoints.save.url,
  deptDeleteForm: deptEndpoints.deleteForm.url,
  organisationSave: deptEndpoints.organisation.url,
  roleList: '/system/role/list',
  roleInfo: '/system/role/info',
  roleCreate: '/system/role/create',
  roleUpdate: '/system/role/update',
  roleDelete: '/system/role/delete',
  roleMenuTree: '/system/role/menuTree',
  roleMenus: '/system/role/menus',
  roleDataScope: '/system/role/dataScope',
  /** GET: the company picker's choices, id and name in the caller's language (CompanyOption[]; contracts/companies.ts). */
  companyOptions: companyEndpoints.options.url,
  /** GET: a .tar.gz download of all data and stored files (platform administrators; contracts/backup.ts). */
  backup: backupEndpoints.backup.url,
  /** POST multipart: archive + confirm=true; all or nothing (RestoreResult). */
  restore: backupEndpoints.restore.url,
  /** GET: the operation log, paged (OperLogQuery → LogPage<OperLogRow>; contracts/audit.ts). */
  operLogList: auditEndpoints.operLogList.url,
  /** GET: the sign-in log, paged (LoginLogQuery → LogPage<LoginLogRow>). */
  loginLogList: auditEndpoints.loginLogList.url,
  /** GET: the outbox of sent messages, paged (OutboxQuery → OutboxPage; contracts/recovery.ts); platform administrators. */
  outboxList: outboxEndpoints.list.url,
  /** /metadata/table (contracts/metadataAdmin.ts): GET the paged registry, GET ?name= one object with its fields. */
  metadataObjects: '/system/metadata/objects',
  metadataObject: '/system/metadata/object',
  /** GET: existing tables that may be registered; GET ?name=: a registered table's unregistered columns (administrators). */
  metadataTables: '/system/metadata/tables',
  metadataColumns: '/system/metadata/columns',
  /** POST JSON: register a table or create an object with its table; change; delete (administrators). */
  metadataCreate: '/system/metadata/create',
  metadataUpdate: '/system/metadata/update',
  metadataDelete: '/system/metadata/delete',
  /** GET: the roles the caller administers, with the objects each has /system/access rules for (AccessRole[]). */
  accessRoles: accessEndpoints.roles.url,
  /** GET: every registered object with its fields, for the rule editor (AccessObject[]). */
  accessObjects: accessEndpoints.objects.url,
  /** GET ?roleId&objName: one role's rules on one object; PUT (JSON RoleObjectRules): replaces them. */
  accessRules: accessEndpoints.rules.url,
} as const;
