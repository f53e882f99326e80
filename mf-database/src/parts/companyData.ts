/**
 * The company dataset screens (/CarbonFootprintDatabase/company_info_dataset_management and its
 * hidden pages): their paths, the calls they make beyond the object table, the rows of the three
 * company objects as typed values, and how their numbers are shown. Products, datasets and items
 * are plain rows of the generic object API; the server keeps them company-scoped.
 */
import { formatStored, objectApi } from '@pcf/shared';
import type {
  CompanyDatasetItemRow,
  CompanyDatasetRow,
  CompanyProductRow,
  DataType,
  DatasetItemKind,
  EvidenceTargetType,
  ObjQueryRequest,
  ObjRow,
  ObjValue,
} from '@pcf/shared';
import { DATA_TYPES, DATASET_ITEM_KINDS } from '@pcf/shared';

export const COMPANY_DATA_BASE = '/CarbonFootprintDatabase/company_info_dataset_management';

export const companyDataPaths = {
  overview: COMPANY_DATA_BASE,
  products: `${COMPANY_DATA_BASE}/product`,
  items: `${COMPANY_DATA_BASE}/item2`,
  detail: (datasetId: number) => `${COMPANY_DATA_BASE}/item?id=${datasetId}`,
  /** The evidence screen (another page of this remote) reads targetType and targetId from the query. */
  evidence: (target?: { type: EvidenceTargetType; id: number }) =>
    target
      ? `${COMPANY_DATA_BASE}/evidenceDocuments?targetType=${target.type}&targetId=${target.id}`
      : `${COMPANY_DATA_BASE}/evidenceDocuments`,
};

/** A link among the row's link buttons of the object table's 操作 column: the same spacing. */
export const ROW_LINK_STYLE = { padding: '0 8px', whiteSpace: 'nowrap' } as const;

/** Calls beside the object table's own; silent: each screen shows its own failed state. */
export const companyDataApi = {
  save: (objName: string, data: ObjRow) => objectApi.save(objName, data),
  byId: (objName: string, id: number) => objectApi.byId(objName, id, { silent: true }),
  /** Every matching row, at most OBJ_PAGE_SIZE_MAX (a company's datasets are far fewer). */
  all: (body: ObjQueryRequest) => objectApi.query(body, { silent: true }),
  /** The number of rows the caller may see: a page of one row and its total. */
  count: (objName: string) => objectApi.page({ objName, pageNum: 1, pageSize: 1 }, undefined, { silent: true }),
};

// ---- rows ----

const text = (value: ObjValue | undefined): string | null => (typeof value === 'string' ? value : null);
const num = (value: ObjValue | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};
const id = (value: ObjValue | undefined): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** A dataset of the row, or null when the row is not one (a field hidden by access rules ...). */
export function datasetOf(row: ObjRow): CompanyDatasetRow | null {
  const datasetId = id(row.id);
  const name = text(row.name);
  if (datasetId === null || name === null) return null;
  return {
    id: datasetId,
    company_id: id(row.company_id) ?? 0,
    name,
    year: num(row.year) ?? 0,
    site: text(row.site),
    region: text(row.region),
    description: text(row.description),
    created_at: text(row.created_at) ?? '',
    updated_at: text(row.updated_at) ?? '',
  };
}

export function productOf(row: ObjRow): CompanyProductRow | null {
  const productId = id(row.id);
  const model = text(row.model);
  if (productId === null || model === null) return null;
  return {
    id: productId,
    company_id: id(row.company_id) ?? 0,
    model,
    name: text(row.name) ?? '',
    technology: text(row.technology) ?? '',
    rated_power_wp: num(row.rated_power_wp) ?? 0,
    area_m2: num(row.area_m2) ?? 0,
    mass_kg: num(row.mass_kg) ?? 0,
    efficiency_pct: num(row.efficiency_pct),
    cell_count: num(row.cell_count),
    note: text(row.note),
    created_at: text(row.created_at) ?? '',
    updated_at: text(row.updated_at) ?? '',
  };
}

const isKind = (value: unknown): value is DatasetItemKind => (DATASET_ITEM_KINDS as readonly unknown[]).includes(value);
const isDataType = (value: unknown): value is DataType => (DATA_TYPES as readonly unknown[]).includes(value);

export function itemOf(row: ObjRow): CompanyDatasetItemRow | null {
  const itemId = id(row.id);
  const datasetId = id(row.dataset_id);
  if (itemId === null || datasetId === null || !isKind(row.kind) || !isDataType(row.data_type)) return null;
  return {
    id: itemId,
    company_id: id(row.company_id) ?? 0,
    dataset_id: datasetId,
    kind: row.kind,
    name: text(row.name) ?? '',
    category_id: id(row.category_id),
    value: num(row.value) ?? 0,
    unit_id: id(row.unit_id) ?? 0,
    data_type: row.data_type,
    source: text(row.source),
    note: text(row.note),
    created_at: text(row.created_at) ?? '',
    updated_at: text(row.updated_at) ?? '',
  };
}

/** A text field of a form: blank is no value (null), so an edit can clear it. */
export function optionalText(value: string | undefined | null): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A stored quantity or factor value with every digit it has (`formatStored`), so it reads as it was entered. */
export function formatAmount(value: ObjValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'boolean' ? String(value) : formatStored(value);
}
