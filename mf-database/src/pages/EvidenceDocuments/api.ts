/**
 * The calls of the evidence screen (contracts/documents.ts): the list is the object table on
 * pcf_evidence_document; a document, its links and its file through /rest/evidence/*; the items a
 * document can support are rows of the company objects of the generic object API.
 */
import {
  API,
  COMPANY_DATASET_ITEM_OBJECT,
  COMPANY_DATASET_OBJECT,
  COMPANY_PRODUCT_OBJECT,
  callEnvelope,
  documentEndpoints,
  objectApi,
} from '@pcf/shared';
import type {
  DeleteEvidenceRequest,
  EvidenceForTargetQuery,
  EvidenceLinkRequest,
  EvidenceTargetType,
  EvidenceUploadFields,
  ObjCondition,
  ObjRow,
  UpdateEvidenceRequest,
  UploadProgress,
} from '@pcf/shared';
import { documentForm, uploadOptions } from '../../parts/documentFiles';

/** The object each kind of target is a row of. */
export const TARGET_OBJECTS: Readonly<Record<EvidenceTargetType, string>> = {
  product: COMPANY_PRODUCT_OBJECT,
  dataset: COMPANY_DATASET_OBJECT,
  dataset_item: COMPANY_DATASET_ITEM_OBJECT,
};

/** An item as a person recognises it, the way the server labels links: a product's model and name, a dataset's name and year, an item's name. */
export function targetLabelOf(type: EvidenceTargetType, row: ObjRow): string {
  const text = (value: ObjRow[string] | undefined) => (value === null || value === undefined ? '' : String(value));
  if (type === 'product') return `${text(row.model)} ${text(row.name)}`.trim();
  if (type === 'dataset') return `${text(row.name)} (${text(row.year)})`;
  return text(row.name);
}

/** The multipart text fields of an upload: strings, the absent ones left out. */
function uploadFieldsOf(fields: EvidenceUploadFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

export const evidenceApi = {
  detail: (id: number) => callEnvelope(documentEndpoints.evidenceDetail, { query: { id } }),
  forTarget: (query: EvidenceForTargetQuery) => callEnvelope(documentEndpoints.evidenceForTarget, { query }),
  upload: (fields: EvidenceUploadFields, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) =>
    callEnvelope(documentEndpoints.evidenceUpload, { body: documentForm(uploadFieldsOf(fields), file) }, uploadOptions(onProgress, signal)),
  update: (body: UpdateEvidenceRequest) => callEnvelope(documentEndpoints.evidenceUpdate, { body }),
  remove: (body: DeleteEvidenceRequest) => callEnvelope(documentEndpoints.evidenceDelete, { body }),
  link: (body: EvidenceLinkRequest) => callEnvelope(documentEndpoints.evidenceLink, { body }),
  unlink: (body: EvidenceLinkRequest) => callEnvelope(documentEndpoints.evidenceUnlink, { body }),
  /** Loaded by the browser itself (img, iframe): the dby_token cookie signs the request in. */
  fileUrl: (id: number) => `${API.evidenceFile}?id=${id}`,
};

export const targetApi = {
  /** Some of the company's items of one kind, those whose name contains `search` (the picker asks again as the user types). */
  options: (type: EvidenceTargetType, companyId: number | null, search: string) => {
    const conditions: ObjCondition[] = [];
    if (companyId !== null) conditions.push({ field: 'company_id', operator: 'eq', value: companyId });
    if (search.trim() !== '') conditions.push({ field: 'name', operator: 'like', value: search.trim() });
    return objectApi.page(
      { objName: TARGET_OBJECTS[type], pageNum: 1, pageSize: 50, sortField: 'updated_at', sortOrder: 'desc', conditions },
      undefined,
      { silent: true },
    );
  },
  /** One item, for its label and its company. */
  row: (type: EvidenceTargetType, id: number) => objectApi.byId(TARGET_OBJECTS[type], id, { silent: true }),
};
