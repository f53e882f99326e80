/**
 * The projects a supply-chain screen offers (the applications' form, the visualization): the
 * pcf_project list through its own route, which limits it to what the user may see (their company's,
 * the ones they review, every one for administrators), searched by name or code, newest first.
 */
import { CODE_OK, PROJECT_OBJECT, messageOf, objectApi, projectEndpoints, ApiError } from '@pcf/shared';
import type { ObjCondition, ObjRow, ProjectStatus } from '@pcf/shared';

/** Enough to choose from while typing narrows it. */
export const PROJECT_OPTIONS_MAX = 50;

export interface ProjectChoice {
  id: number;
  name: string;
  code: string;
  productModel: string;
  companyName: string;
  status: string;
}

const text = (value: ObjRow[string] | undefined): string => (value === null || value === undefined ? '' : String(value));

export async function findProjects(search: string, statuses?: readonly ProjectStatus[]): Promise<ProjectChoice[]> {
  const conditions: ObjCondition[] = [];
  const term = search.trim();
  if (term !== '') conditions.push({ field: 'name', operator: 'like', value: term });
  if (statuses) conditions.push({ field: 'status', operator: 'in', value: [...statuses] });
  const envelope = await objectApi.page(
    { objName: PROJECT_OBJECT, pageNum: 1, pageSize: PROJECT_OPTIONS_MAX, sortField: 'id', sortOrder: 'desc', conditions },
    projectEndpoints.page,
  );
  if (envelope.code !== CODE_OK || !envelope.data) throw new ApiError(envelope, messageOf(envelope));
  return envelope.data.rows.map((row) => ({
    id: Number(row.id),
    name: text(row.name),
    code: text(row.code),
    productModel: text(row.product_model),
    companyName: text(row.company_name),
    status: text(row.status),
  }));
}
