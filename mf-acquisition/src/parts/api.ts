/**
 * The calls more than one screen of online data collection makes, through the shared http client and
 * typed by the contracts: what a project's pages read (its lines, its row, its review rounds; the
 * inventory editor and the review) and the collection templates (maintained from the project list,
 * applied in the inventory editor). Each screen's own calls are in its folder's api.ts.
 */
import { API, PROJECT_OBJECT, get, objectApi, postJson } from '@pcf/shared';
import type {
  CreateInventoryTemplateRequest,
  InventoryLinesReply,
  InventoryTemplateDetail,
  InventoryTemplateSummary,
  ReviewRoundsReply,
  UpdateInventoryTemplateRequest,
} from '@pcf/shared';

export const projectApi = {
  lines: (projectId: number) => get<InventoryLinesReply>(API.inventoryLines, { projectId }),
  /** The project's row of the list (pcf_project through its own list route, which scopes it to the user). */
  project: (id: number) =>
    objectApi.page(
      { objName: PROJECT_OBJECT, pageNum: 1, pageSize: 1, conditions: [{ field: 'id', operator: 'eq', value: id }] },
      API.projectPage,
    ),
  /** Data review (contracts/review.ts): the project's rounds and their line comments. */
  rounds: (projectId: number) => get<ReviewRoundsReply>(API.reviewRounds, { projectId }),
};

export const templateApi = {
  list: () => get<InventoryTemplateSummary[]>(API.inventoryTemplates),
  detail: (id: number) => get<InventoryTemplateDetail>(API.inventoryTemplateDetail, { id }),
  create: (body: CreateInventoryTemplateRequest) => postJson<{ id: number }>(API.inventoryTemplateCreate, body),
  update: (body: UpdateInventoryTemplateRequest) => postJson<null>(API.inventoryTemplateUpdate, body),
  remove: (id: number) => postJson<null>(API.inventoryTemplateDelete, { id }),
};
