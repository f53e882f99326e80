/**
 * The inventory editor's calls (/acquisitionManagement/acquisition), through the shared http client
 * and typed by the contracts: the lines' draft save (its deletions included) and submit check, a template's lines
 * added, submit, the reply to a reviewer's comment, the searches over emission factors and evidence
 * documents, and the project's inventory as an Excel workbook: the template download (SPEC §7: GET
 * ?id with a JSON content type, the file as a Blob) and the all-or-nothing import (multipart: the
 * project, then the file; answered with a job of the server's queue, whose status is then polled).
 */
import {
  EVIDENCE_OBJECT,
  FACTOR_OBJECT,
  INVENTORY_EXCEL_FIELD,
  callEnvelope,
  downloadTemplate,
  inventoryEndpoints,
  projectEndpoints,
  reviewEndpoints,
  searchObjectRows,
} from '@pcf/shared';
import type { ApplyInventoryTemplateRequest, ReplyReviewCommentRequest, SaveInventoryDraftRequest } from '@pcf/shared';

/** How many matches a factor or evidence search offers at once. */
export const SEARCH_PAGE_SIZE = 20;

export const inventoryApi = {
  check: (projectId: number) => callEnvelope(inventoryEndpoints.check, { query: { projectId } }),
  saveDraft: (body: SaveInventoryDraftRequest) => callEnvelope(inventoryEndpoints.draftSave, { body }),
  applyTemplate: (body: ApplyInventoryTemplateRequest) => callEnvelope(inventoryEndpoints.templateApply, { body }),
  submit: (projectId: number) => callEnvelope(projectEndpoints.transition, { body: { id: projectId, action: 'submit' } }),
  /** The company's reply to a reviewer's line comment. */
  reply: (body: ReplyReviewCommentRequest) => callEnvelope(reviewEndpoints.commentReply, { body }),
};

export const excelApi = {
  template: (projectId: number) => downloadTemplate(inventoryEndpoints.excelTemplate.url, projectId),
  importFile: (projectId: number, file: File) => {
    const form = new FormData();
    // the project before the file, so the server's streaming reader has it when the file arrives
    form.append('projectId', String(projectId));
    form.append(INVENTORY_EXCEL_FIELD, file, file.name);
    return callEnvelope(inventoryEndpoints.excelImport, { body: form });
  },
  /** An import job: checking until it is done, rejected (the problems) or failed. */
  importStatus: (id: number) => callEnvelope(inventoryEndpoints.excelImportStatus, { query: { id } }),
};

/** Emission factors (their current version) whose code or name in the reader's language contains the text. */
export const searchFactors = (text: string, nameField: 'name_zh' | 'name_en') =>
  searchObjectRows({ objName: FACTOR_OBJECT, fields: ['code', nameField], text, sortField: 'code', pageSize: SEARCH_PAGE_SIZE });

/** The evidence documents of the user's company (the object API scopes them) whose title or file name contains the text. */
export const searchEvidence = (text: string) =>
  searchObjectRows({ objName: EVIDENCE_OBJECT, fields: ['title', 'file_name'], text, sortField: 'title', pageSize: SEARCH_PAGE_SIZE });
