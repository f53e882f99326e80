/**
 * Datasets of the carbon footprint database.
 *
 * Company datasets (/CarbonFootprintDatabase/company_info_dataset_management with /product, /item2,
 * /item): a company's products, its own datasets and their items (company-specific factors and
 * activity data). They are plain rows of three registered objects, listed and changed through the
 * generic object API (/rest/getObjDataByPage, /rest/saveObjData, /rest/delObjData ...) under the
 * permission prefix database:companyDataset. They are company-scoped: an enterprise user sees and
 * changes only its own company's rows (a save always writes the caller's company); a platform
 * administrator sees every company's and names the company (company_id) when adding. The database
 * refuses impossible values (a mass ≤ 0, an efficiency over 100 %, an item of another company's
 * dataset) with a 400 from the object API.
 *
 * General datasets (/CarbonFootprintDatabase/general_dataset_management): background processes a
 * platform administrator curates. A process produces one unit (its reference flow, in `unit`) from
 * input exchanges, each a quantity of an emission factor or of another general dataset per unit of
 * output. Its footprint per unit is computed, never typed:
 *
 *   footprint = Σ quantity × convert(exchange unit → input's unit) × input's footprint per unit
 *
 * where a factor's footprint per unit is its current version's value. The computation records which
 * factor version each exchange used. A dataset may not depend on itself through any path. When a
 * factor gets a new version or an input dataset changes, every dataset depending on it (directly or
 * through others) is recomputed in the same transaction; one that can no longer be computed keeps
 * no footprint and says why (`problem`).
 */

export const COMPANY_PRODUCT_OBJECT = 'pcf_company_product';
export const COMPANY_DATASET_OBJECT = 'pcf_company_dataset';
export const COMPANY_DATASET_ITEM_OBJECT = 'pcf_company_dataset_item';
export const GENERAL_DATASET_OBJECT = 'pcf_general_dataset';

/** The permissions of the dataset screens and calls (menu buttons under their pages). */
export const DATASET_PERMISSIONS = {
  /** The company dataset page and the object API's list of the three company objects. */
  companyList: 'database:companyDataset:list',
  /** The hidden detail pages (/product, /item2, /item, /evidenceDocuments). */
  companyQuery: 'database:companyDataset:query',
  companyEdit: 'database:companyDataset:edit',
  companyRemove: 'database:companyDataset:remove',
  companyExport: 'database:companyDataset:export',
  /** Reading general datasets (list, detail, affected datasets): anyone granted the page. */
  generalList: 'database:generalDataset:list',
  /** Changes: platform administrators (the routes check the flag too). */
  generalAdd: 'database:generalDataset:add',
  generalEdit: 'database:generalDataset:edit',
  generalRemove: 'database:generalDataset:remove',
  generalExport: 'database:generalDataset:export',
} as const;

/** What an item of a company dataset holds: a factor (kg CO2e per one unit) or an activity (a quantity in the unit). */
export const DATASET_ITEM_KINDS = ['factor', 'activity'] as const;
export type DatasetItemKind = (typeof DATASET_ITEM_KINDS)[number];
export const DATASET_ITEM_KIND_DICT = 'pcf_dataset_item_kind';

/** Primary data is measured at the company's own sites; secondary comes from databases or literature. */
export const DATA_TYPES = ['primary', 'secondary'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DATA_TYPE_DICT = 'pcf_data_type';

/** Limits the database and the object API keep (registered max lengths; CHECK constraints for the numbers). */
export const PRODUCT_MODEL_MAX = 100;
export const PRODUCT_NAME_MAX = 200;
export const DATASET_NAME_MAX = 200;
export const DATASET_TEXT_MAX = 200;
export const DATASET_DESCRIPTION_MAX = 2000;
export const DATASET_NOTE_MAX = 1000;
export const DATASET_YEAR_MIN = 1990;
export const DATASET_YEAR_MAX = 2100;
/** Upper bound of every stored quantity and value (mass, power, area, item value, exchange quantity). */
export const DATASET_VALUE_MAX = 1e12;
export const EFFICIENCY_PCT_MAX = 100;
export const CELL_COUNT_MAX = 10000;

/** A row of pcf_company_product (table company_products). */
export interface CompanyProductRow {
  id: number;
  company_id: number;
  /** Unique within the company. */
  model: string;
  name: string;
  /** Dictionary pcf_pv_technology. */
  technology: string;
  rated_power_wp: number;
  area_m2: number;
  mass_kg: number;
  /** Module efficiency in %, above 0 and at most 100. */
  efficiency_pct: number | null;
  cell_count: number | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of pcf_company_dataset (table company_datasets). */
export interface CompanyDatasetRow {
  id: number;
  company_id: number;
  /** Unique within the company. */
  name: string;
  year: number;
  /** The plant or site the data describes. */
  site: string | null;
  /** Dictionary pcf_region. */
  region: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of pcf_company_dataset_item (table company_dataset_items); its dataset is always of the same company. */
export interface CompanyDatasetItemRow {
  id: number;
  company_id: number;
  dataset_id: number;
  kind: DatasetItemKind;
  name: string;
  /** A node of the directory tree, or null. */
  category_id: number | null;
  /** kind factor: kg CO2e per one unit; kind activity: the quantity in the unit. At least 0. */
  value: number;
  unit_id: number;
  data_type: DataType;
  source: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

// ---- general datasets ----

export const GENERAL_DATASET_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,63}$/;
export const GENERAL_DATASET_NAME_MAX = 200;
export const GENERAL_DATASET_TEXT_MAX = 200;
export const GENERAL_DATASET_DESCRIPTION_MAX = 2000;
export const GENERAL_DATASET_EXCHANGES_MAX = 200;
export const EXCHANGE_NOTE_MAX = 500;

/** One input of a process: a quantity of exactly one of a factor or another general dataset, per unit of output. */
export interface ExchangeInput {
  /** An emission factor (its identity: the computation uses its current version). */
  factorId?: number | null;
  /** Another general dataset. */
  inputDatasetId?: number | null;
  /** Greater than 0, at most DATASET_VALUE_MAX. */
  quantity: number;
  /** Unit code; converted to the input's unit (same dimension). */
  unit: string;
  note?: string;
}

export interface GeneralDatasetContent {
  nameZh: string;
  nameEn: string;
  /** Unit code of the reference flow: the footprint is per one of it. */
  unit: string;
  categoryId: number | null;
  /** Dictionary pcf_region. */
  region: string;
  year: number;
  source: string;
  description?: string;
  /** 1 to GENERAL_DATASET_EXCHANGES_MAX exchanges; replaces every exchange on update. */
  exchanges: ExchangeInput[];
}

/** POST /rest/generalDataset/create (database:generalDataset:add, platform administrators). */
export interface CreateGeneralDatasetRequest extends GeneralDatasetContent {
  code: string;
}
/** POST /rest/generalDataset/update (database:generalDataset:edit, platform administrators). */
export interface UpdateGeneralDatasetRequest extends GeneralDatasetContent {
  id: number;
}
/** POST /rest/generalDataset/delete (database:generalDataset:remove): refused while another dataset uses it. */
export interface DeleteGeneralDatasetRequest {
  id: number;
}

/** A dataset recomputed because something it depends on changed. */
export interface RecomputedDataset {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  /** kg CO2e per unit, or null when it can no longer be computed (then `problem` says why). */
  footprint: number | null;
  problem: string | null;
}

export interface SaveGeneralDatasetReply {
  id: number;
  /** kg CO2e per one unit of the reference flow. */
  footprint: number;
  /** Every other dataset recomputed with it (those depending on it), in computation order. */
  recomputed: RecomputedDataset[];
}

/** POST /rest/generalDataset/recompute (database:generalDataset:edit): every general dataset, inputs first. */
export interface RecomputeGeneralDatasetsReply {
  recomputed: RecomputedDataset[];
}

export type ExchangeKind = 'factor' | 'dataset';

export const GENERAL_DATASET_STATUSES = ['computed', 'problem'] as const;
export type GeneralDatasetStatus = (typeof GENERAL_DATASET_STATUSES)[number];
export const GENERAL_DATASET_STATUS_DICT = 'pcf_dataset_status';

export interface GeneralDatasetExchange {
  id: number;
  kind: ExchangeKind;
  factorId: number | null;
  inputDatasetId: number | null;
  /** The factor's or the input dataset's code and names. */
  inputCode: string;
  inputNameZh: string;
  inputNameEn: string;
  quantity: number;
  unit: string;
  /** The unit the input's footprint is per (the factor's or the input dataset's unit). */
  inputUnit: string;
  /** kg CO2e per input unit as last used (the factor version's value, the input dataset's footprint). */
  inputFootprint: number | null;
  /** The factor version the last computation used. */
  factorVersionId: number | null;
  factorVersion: number | null;
  /** This exchange's share of the footprint: kg CO2e per unit of output. */
  co2e: number | null;
  note: string;
}

/** GET /rest/generalDataset/detail?id= (database:generalDataset:list). */
export interface GeneralDatasetDetail {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  unit: string;
  unitId: number;
  unitNameZh: string;
  unitNameEn: string;
  categoryId: number | null;
  categoryName: string | null;
  region: string;
  year: number;
  source: string;
  description: string;
  footprint: number | null;
  computedAt: string | null;
  /** Why the footprint could not be computed, in the reader's language; null when it was. */
  problem: string | null;
  exchanges: GeneralDatasetExchange[];
  /** The datasets that use this one directly as an input. */
  usedBy: { id: number; code: string; nameZh: string; nameEn: string }[];
  createdAt: string;
  updatedAt: string;
}

/** GET /rest/generalDataset/affected?factorId= or ?datasetId= (exactly one; database:generalDataset:list). */
export interface AffectedDatasetsQuery {
  factorId?: number;
  datasetId?: number;
}

export interface AffectedDataset {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  /** 1: uses the factor or dataset directly; 2: through one other dataset ... */
  depth: number;
  /** Codes from the changed factor or dataset to this one (the shortest path). */
  path: string[];
  footprint: number | null;
}

export interface AffectedDatasetsReply {
  datasets: AffectedDataset[];
}

/** A row of pcf_general_dataset (the read model: a view refusing writes). */
export interface GeneralDatasetRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  unit_id: number;
  unit_code: string;
  category_id: number | null;
  category_name: string | null;
  region: string;
  year: number;
  source: string;
  footprint: number | null;
  computed_at: string | null;
  /** 'computed', or 'problem' when the footprint could not be computed (dictionary pcf_dataset_status). */
  status: GeneralDatasetStatus;
  exchange_count: number;
  created_at: string;
  updated_at: string;
}
