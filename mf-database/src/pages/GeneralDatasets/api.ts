/**
 * The calls of the general dataset screen, through the shared http client and typed by the
 * contracts: /rest/generalDataset/* for details and changes (the list itself is the object table on
 * pcf_general_dataset), the generic object API for the input searches and the unit table, and the
 * region dictionary.
 */
import { FACTOR_OBJECT, GENERAL_DATASET_OBJECT, callEnvelope, datasetEndpoints, searchObjectRows } from '@pcf/shared';
import type {
  AffectedDatasetsQuery,
  CreateGeneralDatasetRequest,
  DeleteGeneralDatasetRequest,
  ObjCondition,
  ObjRow,
  UpdateGeneralDatasetRequest,
} from '@pcf/shared';

export const REGION_DICT = 'pcf_region';
export const UNIT_DIMENSION_DICT_TYPE = 'pcf_unit_dimension';
/** How many matches an input search offers at once. */
export const INPUT_SEARCH_SIZE = 20;

export const generalDatasetApi = {
  /** silent: for a background look-up (a tooltip) whose failure the caller shows in place. */
  detail: (id: number, silent = false) => callEnvelope(datasetEndpoints.detail, { query: { id } }, { silent }),
  affected: (query: AffectedDatasetsQuery) => callEnvelope(datasetEndpoints.affected, { query }),
  create: (body: CreateGeneralDatasetRequest) => callEnvelope(datasetEndpoints.create, { body }),
  update: (body: UpdateGeneralDatasetRequest) => callEnvelope(datasetEndpoints.update, { body }),
  remove: (body: DeleteGeneralDatasetRequest) => callEnvelope(datasetEndpoints.delete, { body }),
  recompute: () => callEnvelope(datasetEndpoints.recompute),
  /** Every unit (tens of rows); silent: a failure leaves the choices empty and the form says so. */
};

export type InputKind = 'factor' | 'dataset';

const OBJECT_OF: Record<InputKind, string> = { factor: FACTOR_OBJECT, dataset: GENERAL_DATASET_OBJECT };

/**
 * One page of factors or general datasets whose code or name (in the reader's language) contains the
 * text. The object API joins conditions with "and", so the code and the name are asked separately
 * and the answers merged; silent: a search that fails just offers nothing.
 */
export function searchInputs(kind: InputKind, text: string, nameField: 'name_zh' | 'name_en', excludeId?: number): Promise<ObjRow[]> {
  const base: ObjCondition[] = excludeId === undefined ? [] : [{ field: 'id', operator: 'ne', value: excludeId }];
  return searchObjectRows({
    objName: OBJECT_OF[kind],
    fields: ['code', nameField],
    text,
    sortField: 'code',
    pageSize: INPUT_SEARCH_SIZE,
    base,
  });
}
