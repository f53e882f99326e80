/**
 * The calls of online data collection, through the shared http client and typed by the contracts:
 * /rest/inventory/* for a project's lines, its submit check and the collection templates, the
 * project lifecycle's transition for submit (and the reviewer's take, return, approve), /rest/review/*
 * for review rounds and line comments, and the generic object API for the project header, the
 * unit table and the searches over emission factors and evidence documents.
 */
import {
  API,
  EVIDENCE_OBJECT,
  FACTOR_OBJECT,
  PROJECT_OBJECT,
  UNIT_OBJECT,
  createCategoryTreeService,
  get,
  objectApi,
  postJson,
  searchObjectRows,
} from '@pcf/shared';
import type {
  ApplyInventoryTemplateReply,
  ApplyInventoryTemplateRequest,
  CreateInventoryTemplateRequest,
  DeleteInventoryLinesRequest,
  DeleteReviewCommentRequest,
  InventoryCheckReply,
  InventoryLinesReply,
  InventoryTemplateDetail,
  InventoryTemplateSummary,
  ObjRow,
  ProjectStatus,
  ProjectTransitionRequest,
  ReplyReviewCommentRequest,
  ReviewRoundsReply,
  SaveReviewCommentReply,
  SaveReviewCommentRequest,
  SaveInventoryDraftReply,
  SaveInventoryDraftRequest,
  SaveProjectReply,
  TreeService,
  UpdateInventoryTemplateRequest,
} from '@pcf/shared';

/** The directory (/businessAccounting/directory) whose nodes name a line's item; read only here. */
export const directoryTreeService: TreeService = createCategoryTreeService(API.treeLoad);

/** How many matches a factor or evidence search offers at once. */
export const SEARCH_PAGE_SIZE = 20;

export const inventoryApi = {
  lines: (projectId: number) => get<InventoryLinesReply>(API.inventoryLines, { projectId }),
  check: (projectId: number) => get<InventoryCheckReply>(API.inventoryCheck, { projectId }),
  saveDraft: (body: SaveInventoryDraftRequest) => postJson<SaveInventoryDraftReply>(API.inventoryDraftSave, body),
  remove: (body: DeleteInventoryLinesRequest) => postJson<{ projectStatus: ProjectStatus }>(API.inventoryLineDelete, body),
  applyTemplate: (body: ApplyInventoryTemplateRequest) => postJson<ApplyInventoryTemplateReply>(API.inventoryTemplateApply, body),
  submit: (projectId: number) =>
    postJson<SaveProjectReply>(API.projectTransition, { id: projectId, action: 'submit' } satisfies ProjectTransitionRequest),
  /** The project's row of the list (pcf_project through its own list route, which scopes it to the user). */
  project: (id: number) =>
    objectApi.page(
      { objName: PROJECT_OBJECT, pageNum: 1, pageSize: 1, conditions: [{ field: 'id', operator: 'eq', value: id }] },
      API.projectPage,
    ),
  /** Every unit (tens of rows); silent: a failure leaves the choices empty and the form says so. */
  units: () => postJson<ObjRow[]>(API.objData, { objName: UNIT_OBJECT, sortField: 'id', sortOrder: 'asc' }, { silent: true }),
};

export const templateApi = {
  list: () => get<InventoryTemplateSummary[]>(API.inventoryTemplates),
  detail: (id: number) => get<InventoryTemplateDetail>(API.inventoryTemplateDetail, { id }),
  create: (body: CreateInventoryTemplateRequest) => postJson<{ id: number }>(API.inventoryTemplateCreate, body),
  update: (body: UpdateInventoryTemplateRequest) => postJson<null>(API.inventoryTemplateUpdate, body),
  remove: (id: number) => postJson<null>(API.inventoryTemplateDelete, { id }),
};

/** Data review (contracts/review.ts): a project's rounds and line comments, and the reviewer's moves (take, return, approve) through the lifecycle. */
export const reviewApi = {
  rounds: (projectId: number) => get<ReviewRoundsReply>(API.reviewRounds, { projectId }),
  saveComment: (body: SaveReviewCommentRequest) => postJson<SaveReviewCommentReply>(API.reviewCommentSave, body),
  deleteComment: (body: DeleteReviewCommentRequest) => postJson<null>(API.reviewCommentDelete, body),
  reply: (body: ReplyReviewCommentRequest) => postJson<null>(API.reviewCommentReply, body),
  transition: (body: ProjectTransitionRequest) => postJson<SaveProjectReply>(API.projectTransition, body),
};

/** A line's evidence document as the project's readers (its reviewer too) open it: inline (a PDF or an image, the dby_token cookie signs it in). */
export const evidenceFileUrl = (projectId: number, id: number): string => `${API.reviewEvidenceFile}?projectId=${projectId}&id=${id}`;

/** Emission factors (their current version) whose code or name in the reader's language contains the text. */
export const searchFactors = (text: string, nameField: 'name_zh' | 'name_en') =>
  searchObjectRows({ objName: FACTOR_OBJECT, fields: ['code', nameField], text, sortField: 'code', pageSize: SEARCH_PAGE_SIZE });

/** The evidence documents of the user's company (the object API scopes them) whose title or file name contains the text. */
export const searchEvidence = (text: string) =>
  searchObjectRows({ objName: EVIDENCE_OBJECT, fields: ['title', 'file_name'], text, sortField: 'title', pageSize: SEARCH_PAGE_SIZE });

/** Where a company's evidence documents are uploaded (mf-database). */
export const EVIDENCE_PAGE_PATH = '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments';
export const ACQUISITION_PATH = '/acquisitionManagement/acquisition';
export const DATA_ENTRY_PATH = '/acquisitionManagement/index';
export const REVIEW_PATH = '/acquisitionManagement/accounting';
