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
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';

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

// the bounds below only cap the request; the server checks each value with its own message

/** One input of a process: a quantity of exactly one of a factor or another general dataset, per unit of output. */
export const ExchangeInputSchema = Type.Object({
  /** An emission factor (its identity: the computation uses its current version). */
  factorId: Type.Optional(Nullable(RowId)),
  /** Another general dataset. */
  inputDatasetId: Type.Optional(Nullable(RowId)),
  /** Greater than 0, at most DATASET_VALUE_MAX. */
  quantity: Type.Number(),
  /** Unit code; converted to the input's unit (same dimension). */
  unit: Type.String({ maxLength: 100 }),
  note: Type.Optional(Type.String({ maxLength: EXCHANGE_NOTE_MAX * 2 })),
});
export type ExchangeInput = Static<typeof ExchangeInputSchema>;

const generalDatasetContentFields = {
  nameZh: Type.String({ maxLength: GENERAL_DATASET_NAME_MAX * 2 }),
  nameEn: Type.String({ maxLength: GENERAL_DATASET_NAME_MAX * 2 }),
  /** Unit code of the reference flow: the footprint is per one of it. */
  unit: Type.String({ maxLength: 100 }),
  categoryId: Nullable(RowId),
  /** Dictionary pcf_region. */
  region: Type.String({ maxLength: 100 }),
  year: Type.Integer(),
  source: Type.String({ maxLength: GENERAL_DATASET_TEXT_MAX * 2 }),
  description: Type.Optional(Type.String({ maxLength: GENERAL_DATASET_DESCRIPTION_MAX * 2 })),
  /** 1 to GENERAL_DATASET_EXCHANGES_MAX exchanges; replaces every exchange on update. */
  exchanges: Type.Array(ExchangeInputSchema, { maxItems: GENERAL_DATASET_EXCHANGES_MAX * 2 }),
};
export const GeneralDatasetContentSchema = Type.Object(generalDatasetContentFields);
export type GeneralDatasetContent = Static<typeof GeneralDatasetContentSchema>;

/** POST /rest/generalDataset/create (database:generalDataset:add, platform administrators). */
export const CreateGeneralDatasetRequestSchema = Type.Object({ code: Type.String({ maxLength: 100 }), ...generalDatasetContentFields });
export type CreateGeneralDatasetRequest = Static<typeof CreateGeneralDatasetRequestSchema>;
/** POST /rest/generalDataset/update (database:generalDataset:edit, platform administrators). */
export const UpdateGeneralDatasetRequestSchema = Type.Object({ id: RowId, ...generalDatasetContentFields });
export type UpdateGeneralDatasetRequest = Static<typeof UpdateGeneralDatasetRequestSchema>;
/** POST /rest/generalDataset/delete (database:generalDataset:remove): refused while another dataset uses it. */
export const DeleteGeneralDatasetRequestSchema = Type.Object({ id: RowId });
export type DeleteGeneralDatasetRequest = Static<typeof DeleteGeneralDatasetRequestSchema>;

/** A dataset recomputed because something it depends on changed. */
export const RecomputedDatasetSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** kg CO2e per unit, or null when it can no longer be computed (then `problem` says why). */
  footprint: Nullable(Type.Number()),
  problem: Nullable(Type.String()),
});
export type RecomputedDataset = Static<typeof RecomputedDatasetSchema>;

export const SaveGeneralDatasetReplySchema = Type.Object({
  id: Type.Integer(),
  /** kg CO2e per one unit of the reference flow. */
  footprint: Type.Number(),
  /** Every other dataset recomputed with it (those depending on it), in computation order. */
  recomputed: Type.Array(RecomputedDatasetSchema),
});
export type SaveGeneralDatasetReply = Static<typeof SaveGeneralDatasetReplySchema>;

/** POST /rest/generalDataset/recompute (database:generalDataset:edit): every general dataset, inputs first. */
export const RecomputeGeneralDatasetsReplySchema = Type.Object({ recomputed: Type.Array(RecomputedDatasetSchema) });
export type RecomputeGeneralDatasetsReply = Static<typeof RecomputeGeneralDatasetsReplySchema>;

export const EXCHANGE_KINDS = ['factor', 'dataset'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

export const GENERAL_DATASET_STATUSES = ['computed', 'problem'] as const;
export type GeneralDatasetStatus = (typeof GENERAL_DATASET_STATUSES)[number];
export const GENERAL_DATASET_STATUS_DICT = 'pcf_dataset_status';

export const GeneralDatasetExchangeSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum([...EXCHANGE_KINDS]),
  factorId: Nullable(Type.Integer()),
  inputDatasetId: Nullable(Type.Integer()),
  /** The factor's or the input dataset's code and names. */
  inputCode: Type.String(),
  inputNameZh: Type.String(),
  inputNameEn: Type.String(),
  quantity: Type.Number(),
  unit: Type.String(),
  /** The unit the input's footprint is per (the factor's or the input dataset's unit). */
  inputUnit: Type.String(),
  /** kg CO2e per input unit as last used (the factor version's value, the input dataset's footprint). */
  inputFootprint: Nullable(Type.Number()),
  /** The factor version the last computation used. */
  factorVersionId: Nullable(Type.Integer()),
  factorVersion: Nullable(Type.Integer()),
  /** This exchange's share of the footprint: kg CO2e per unit of output. */
  co2e: Nullable(Type.Number()),
  note: Type.String(),
});
export type GeneralDatasetExchange = Static<typeof GeneralDatasetExchangeSchema>;

/** GET /rest/generalDataset/detail?id= (database:generalDataset:list). */
export const GeneralDatasetQuerySchema = Type.Object({ id: RowId });
export type GeneralDatasetQuery = Static<typeof GeneralDatasetQuerySchema>;

export const GeneralDatasetDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  unit: Type.String(),
  unitId: Type.Integer(),
  unitNameZh: Type.String(),
  unitNameEn: Type.String(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  region: Type.String(),
  year: Type.Integer(),
  source: Type.String(),
  description: Type.String(),
  footprint: Nullable(Type.Number()),
  computedAt: Nullable(Type.String()),
  /** Why the footprint could not be computed, in the reader's language; null when it was. */
  problem: Nullable(Type.String()),
  exchanges: Type.Array(GeneralDatasetExchangeSchema),
  /** The datasets that use this one directly as an input. */
  usedBy: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), nameZh: Type.String(), nameEn: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type GeneralDatasetDetail = Static<typeof GeneralDatasetDetailSchema>;

/** GET /rest/generalDataset/affected?factorId= or ?datasetId= (exactly one; database:generalDataset:list). */
export const AffectedDatasetsQuerySchema = Type.Object({ factorId: Type.Optional(RowId), datasetId: Type.Optional(RowId) });
export type AffectedDatasetsQuery = Static<typeof AffectedDatasetsQuerySchema>;

export const AffectedDatasetSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** 1: uses the factor or dataset directly; 2: through one other dataset ... */
  depth: Type.Integer(),
  /** Codes from the changed factor or dataset to this one (the shortest path). */
  path: Type.Array(Type.String()),
  footprint: Nullable(Type.Number()),
});
export type AffectedDataset = Static<typeof AffectedDatasetSchema>;

export const AffectedDatasetsReplySchema = Type.Object({ datasets: Type.Array(AffectedDatasetSchema) });
export type AffectedDatasetsReply = Static<typeof AffectedDatasetsReplySchema>;

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
  /** The category in English (the Chinese name where it has none), for an English reader. */
  category_name_en: string | null;
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

const tags = ['datasets'];

/**
 * /rest/generalDataset/*: reading needs the page's list permission; changes their button
 * permission and a platform administrator (the server refuses anyone else before the body is read).
 */
export const datasetEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    url: '/rest/generalDataset/create',
    permission: DATASET_PERMISSIONS.generalAdd,
    tags,
    body: CreateGeneralDatasetRequestSchema,
    reply: SaveGeneralDatasetReplySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/rest/generalDataset/update',
    permission: DATASET_PERMISSIONS.generalEdit,
    tags,
    body: UpdateGeneralDatasetRequestSchema,
    reply: SaveGeneralDatasetReplySchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/rest/generalDataset/delete',
    permission: DATASET_PERMISSIONS.generalRemove,
    tags,
    body: DeleteGeneralDatasetRequestSchema,
    reply: 'none',
  }),
  recompute: defineEndpoint({
    method: 'POST',
    url: '/rest/generalDataset/recompute',
    permission: DATASET_PERMISSIONS.generalEdit,
    tags,
    reply: RecomputeGeneralDatasetsReplySchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/rest/generalDataset/detail',
    permission: DATASET_PERMISSIONS.generalList,
    tags,
    querystring: GeneralDatasetQuerySchema,
    reply: GeneralDatasetDetailSchema,
  }),
  affected: defineEndpoint({
    method: 'GET',
    url: '/rest/generalDataset/affected',
    permission: DATASET_PERMISSIONS.generalList,
    tags,
    querystring: AffectedDatasetsQuerySchema,
    reply: AffectedDatasetsReplySchema,
  }),
};
