/**
 * The calls more than one screen of online data collection makes, through the shared http client and
 * typed by the contracts: what a project's pages read (its lines, its row, its review rounds; the
 * inventory editor and the review) and the collection templates (maintained from the project list,
 * applied in the inventory editor). Each screen's own calls are in its folder's api.ts.
 */
import { PROJECT_OBJECT, callEnvelope, inventoryEndpoints, objectApi, projectEndpoints, reviewEndpoints } from '@pcf/shared';
import type { CreateInventoryTemplateRequest, UpdateInventoryTemplateRequest } from '@pcf/shared';

export const projectApi = {
  lines: (projectId: number) => callEnvelope(inventoryEndpoints.lines, { query: { projectId } }),
  /** The project's row of the list (pcf_project through its own list route, which scopes it to the user). */
  project: (id: number) =>
    objectApi.page(
      { objName: PROJECT_OBJECT, pageNum: 1, pageSize: 1, conditions: [{ field: 'id', operator: 'eq', value: id }] },
      projectEndpoints.page,
    ),
  /** Data review (contracts/review.ts): the project's rounds and their line comments. */
  rounds: (projectId: number) => callEnvelope(reviewEndpoints.rounds, { query: { projectId } }),
};

export const templateApi = {
  list: () => callEnvelope(inventoryEndpoints.templates),
  detail: (id: number) => callEnvelope(inventoryEndpoints.templateDetail, { query: { id } }),
  create: (body: CreateInventoryTemplateRequest) => callEnvelope(inventoryEndpoints.templateCreate, { body }),
  update: (body: UpdateInventoryTemplateRequest) => callEnvelope(inventoryEndpoints.templateUpdate, { body }),
  remove: (id: number) => callEnvelope(inventoryEndpoints.templateDelete, { body: { id } }),
};
