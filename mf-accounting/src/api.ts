/** The calls of footprint accounting, through the shared http client and typed by the contracts. */
import { API, UNIT_OBJECT, createCategoryTreeService, get, postJson } from '@pcf/shared';
import type {
  ComputeFootprintReply,
  ComputeFootprintRequest,
  FootprintJob,
  FootprintSnapshot,
  SaveStudySettingsRequest,
  SnapshotComparison,
  SnapshotListReply,
  StudySettingsReply,
  ApproveRegistrationRequest,
  AssignProjectRequest,
  CreateProjectRequest,
  ProjectAccountantOptions,
  ProjectFormOptions,
  ProjectHistoryReply,
  ProjectTransitionRequest,
  SaveProjectReply,
  UpdateProjectRequest,
  ConvertUnitReply,
  ConvertUnitRequest,
  CreateUnitRequest,
  DeleteUnitRequest,
  ObjRow,
  RegistrationDetail,
  RejectRegistrationRequest,
  SaveUnitReply,
  TreeService,
  UpdateUnitRequest,
} from '@pcf/shared';

/** The directory (category tree) of /businessAccounting/directory: /sky/getTreeMenu and its changes. */
export const directoryTreeService: TreeService = createCategoryTreeService(API.treeLoad);

/** /businessAccounting/unit: the list is the object table on pcf_unit; changes and conversion through /rest/unit/*. */
export const unitApi = {
  create: (body: CreateUnitRequest) => postJson<SaveUnitReply>(API.unitCreate, body),
  update: (body: UpdateUnitRequest) => postJson<SaveUnitReply>(API.unitUpdate, body),
  remove: (body: DeleteUnitRequest) => postJson<null>(API.unitDelete, body),
  convert: (body: ConvertUnitRequest) => postJson<ConvertUnitReply>(API.unitConvert, body),
  /** Every unit (tens of rows), for the converter's choices and the form's base-unit hint; silent: a failure leaves them empty. */
  all: () => postJson<ObjRow[]>(API.objData, { objName: UNIT_OBJECT, sortField: 'id', sortOrder: 'asc' }, { silent: true }),
};

/** Accounting projects: the lists are the object table on pcf_project; changes through /rest/project/*. */
export const projectApi = {
  create: (body: CreateProjectRequest) => postJson<SaveProjectReply>(API.projectCreate, body),
  update: (body: UpdateProjectRequest) => postJson<SaveProjectReply>(API.projectUpdate, body),
  assign: (body: AssignProjectRequest) => postJson<SaveProjectReply>(API.projectAssign, body),
  transition: (body: ProjectTransitionRequest) => postJson<SaveProjectReply>(API.projectTransition, body),
  history: (id: number) => get<ProjectHistoryReply>(API.projectHistory, { id }),
  options: () => get<ProjectFormOptions>(API.projectOptions),
  accountants: (companyId: number) => get<ProjectAccountantOptions>(API.projectAccountants, { companyId }),
};

/** /businessAccounting/zhuceUser: the list is the object table on biz_registration; a registration and its decisions through /rest/registration/*. */
export const registrationApi = {
  detail: (companyId: number) => get<RegistrationDetail>(API.registrationDetail, { companyId }),
  approve: (body: ApproveRegistrationRequest) => postJson<null>(API.registrationApprove, body),
  reject: (body: RejectRegistrationRequest) => postJson<null>(API.registrationReject, body),
  /** Loaded by the browser itself (img, iframe): the dby_token cookie signs the request in. */
  licenceUrl: (companyId: number) => `${API.registrationLicence}?companyId=${companyId}`,
};

/** The footprint evaluation routes of contracts/footprint.ts, by their names here (the screens and their tests use these). */
export const FOOTPRINT_API = {
  settings: API.footprintSettings,
  settingsSave: API.footprintSettingsSave,
  compute: API.footprintCompute,
  job: API.footprintJob,
  snapshots: API.footprintSnapshots,
  snapshot: API.footprintSnapshot,
  compare: API.footprintCompare,
  resultPage: API.footprintResultPage,
} as const;

/** /businessAccounting/carbon_footprint and its hidden pages: study settings, computation jobs, snapshots. */
export const footprintApi = {
  settings: (projectId: number) => get<StudySettingsReply>(FOOTPRINT_API.settings, { projectId }),
  /** The contract names no reply: the page keeps what it sent. */
  saveSettings: (body: SaveStudySettingsRequest) => postJson<unknown>(FOOTPRINT_API.settingsSave, body),
  compute: (projectId: number) => postJson<ComputeFootprintReply>(FOOTPRINT_API.compute, { projectId } satisfies ComputeFootprintRequest),
  job: (id: number) => get<FootprintJob>(FOOTPRINT_API.job, { id }),
  snapshots: (projectId: number) => get<SnapshotListReply>(FOOTPRINT_API.snapshots, { projectId }),
  snapshot: (id: number) => get<FootprintSnapshot>(FOOTPRINT_API.snapshot, { id }),
  compare: (a: number, b: number) => get<SnapshotComparison>(FOOTPRINT_API.compare, { a, b }),
};
