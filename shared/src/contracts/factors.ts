/**
 * The emission factor database (/CarbonFootprintDatabase/carbon_emission_factor_management and its
 * /item detail). A factor is a public, platform-curated value in kg CO2e per unit of some unit of
 * the unit table (electricity per kWh, glass per kg ...). Its identity is its `code`; its content
 * lives in versions: an edit adds a version and never changes an earlier one, so a computed result
 * that used version 3 keeps pointing at version 3. A factor in use (referenced by a dataset, an
 * inventory line, a computed snapshot) cannot be deleted.
 *
 * A version states its value either directly or as a breakdown by gas (kg of each gas per unit),
 * from which the server computes the value with the version's GWP set (GWP100, DOMAIN.md).
 *
 * The list is the generic object API on the read model `pcf_emission_factor` (one row per factor,
 * its current version; writes refused); changes go through the calls below.
 */
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import type { ProjectGwpSet } from './projects';
import { Nullable, RowId } from './schemaParts';
import type { UnitDimension } from './units';

export const FACTOR_OBJECT = 'pcf_emission_factor';

/** The permissions of the factor screens and calls (menu buttons under their pages). */
export const FACTOR_PERMISSIONS = {
  list: 'database:factor:list',
  query: 'database:factor:query',
  add: 'database:factor:add',
  edit: 'database:factor:edit',
  remove: 'database:factor:remove',
  import: 'database:factor:import',
  export: 'database:factor:export',
  /** The database at a glance (/CarbonFootprintDatabase/DatabaseVisualization). */
  statistics: 'database:visualization:view',
} as const;

/** The GWP sets a factor or a study may use (IPCC AR6 and AR5 GWP100). Same values as PROJECT_GWP_SETS. */
export type GwpSet = ProjectGwpSet;
export const GWP_SETS: readonly GwpSet[] = ['AR6', 'AR5'];

/**
 * Greenhouse gases with a GWP100 in the seeded table (DOMAIN.md). Methane is fossil or non-fossil
 * (biogenic), whose GWPs differ.
 */
export const GASES = ['CO2', 'CH4_fossil', 'CH4_non_fossil', 'N2O', 'SF6', 'NF3', 'CF4', 'C2F6', 'HFC23', 'HFC134a'] as const;
export type Gas = (typeof GASES)[number];
/** The dictionary of gas names in both languages. */
export const GAS_DICT = 'pcf_gas';

const GasSchema = Type.Enum([...GASES]);
const GwpSetSchema = Type.Enum([...GWP_SETS]);

/** GWP100 in kg CO2e per kg of gas (GET /rest/factor/gwp). */
export const GwpValueSchema = Type.Object({ gas: GasSchema, gwpSet: GwpSetSchema, value: Type.Number(), source: Type.String() });
export type GwpValue = Static<typeof GwpValueSchema>;

/** How a factor's uncertainty is distributed; a log-normal one has a geometric standard deviation. */
export const UNCERTAINTY_DISTRIBUTIONS = ['lognormal', 'normal', 'triangular', 'uniform'] as const;
export type UncertaintyDistribution = (typeof UNCERTAINTY_DISTRIBUTIONS)[number];
export const UNCERTAINTY_DICT = 'pcf_uncertainty_distribution';
const DistributionSchema = Type.Enum([...UNCERTAINTY_DISTRIBUTIONS]);

/**
 * PEF data-quality rating: technological (TeR), geographical (GeR) and time (TiR) representativeness
 * and precision (P), each 1 (best) to 5; DQR = (TeR + GeR + TiR + P) / 4.
 */
export const DataQualitySchema = Type.Object({ ter: Type.Number(), ger: Type.Number(), tir: Type.Number(), p: Type.Number() });
export type DataQuality = Static<typeof DataQualitySchema>;
export const DQR_MIN = 1;
export const DQR_MAX = 5;
/** The DQR ratings, best first. */
export const DQR_RATINGS = ['excellent', 'very_good', 'good', 'fair', 'poor'] as const;
export type DqrRating = (typeof DQR_RATINGS)[number];

/** DQR from its four scores, and its rating (DOMAIN.md: ≤1.5 excellent, ≤2 very good, ≤3 good, ≤4 fair, >4 poor). */
export function dqrOf(quality: DataQuality): number {
  return (quality.ter + quality.ger + quality.tir + quality.p) / 4;
}
export function dqrRating(dqr: number): DqrRating {
  if (dqr <= 1.5) return 'excellent';
  if (dqr <= 2) return 'very_good';
  if (dqr <= 3) return 'good';
  if (dqr <= 4) return 'fair';
  return 'poor';
}

/** Limits of a factor's fields (the server checks them with these messages' parameters). */
// a colon separates a library's namespace from its own identifier (DESNZ2025:1_100_1004_7, GWP100:AR6:CH4)
export const FACTOR_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/:]{0,63}$/;
export const FACTOR_CODE_MAX = 64;
export const FACTOR_NAME_MAX = 200;
export const FACTOR_TEXT_MAX = 200;
export const FACTOR_NOTE_MAX = 1000;
/** The address of a factor's source (http or https). */
export const FACTOR_URL_MAX = 500;
/**
 * The dictionary of the open factor library's sets (server/data/factors): each value is the
 * database version its factors carry, so a set is chosen by filtering database_version.
 */
export const FACTOR_LIBRARY_DICT = 'pcf_factor_library';
/** kg CO2e per unit, and kg of a gas per unit: 0 or more, at most this. */
export const FACTOR_VALUE_MAX = 1e9;
export const FACTOR_YEAR_MIN = 1990;
export const FACTOR_YEAR_MAX = 2100;
/** A geometric standard deviation is at least 1 (no spread). */
export const FACTOR_GSD_MAX = 100;

/**
 * A fuel's net calorific value (NCV, 低位发热量) on a factor version: `value` of `energyUnit` per one
 * `perUnit` (38.931 MJ per m³), with where the value comes from. Factories meter fuel by volume or
 * mass while fuel factors are often per energy (or the other way round): the NCV converts between
 * the two (units by code).
 */
export const CalorificValueSchema = Type.Object({
  value: Type.Number(),
  /** A unit of volume or mass (m³, kg, t, L). */
  perUnit: Type.String({ maxLength: 100 }),
  /** A unit of energy (MJ, kWh). */
  energyUnit: Type.String({ maxLength: 100 }),
  source: Type.String({ maxLength: 400 }),
});
export type CalorificValue = Static<typeof CalorificValueSchema>;
/** The dimensions an NCV may be per. */
export const NCV_PER_DIMENSIONS: readonly UnitDimension[] = ['volume', 'mass'];
/** An NCV is greater than 0 and at most this: wide enough for any choice of units (Wh per tonne of hydrogen is 3.3e7). */
export const NCV_VALUE_MAX = 1e9;
export const NCV_SOURCE_MAX = 200;

/**
 * How a line's quantity reaches its factor's unit: `direct` within one dimension; `calorific`
 * through the factor's NCV (a volume or mass on a factor per energy, when the NCV is per that
 * dimension, or an energy on a factor per the NCV's volume or mass); null when it cannot.
 */
export function factorUnitPath(
  lineDimension: UnitDimension,
  factorDimension: UnitDimension,
  ncvPerDimension: UnitDimension | null,
): 'direct' | 'calorific' | null {
  if (lineDimension === factorDimension) return 'direct';
  if (ncvPerDimension === null) return null;
  if (factorDimension === 'energy' && lineDimension === ncvPerDimension) return 'calorific';
  if (lineDimension === 'energy' && factorDimension === ncvPerDimension) return 'calorific';
  return null;
}

/** A row of pcf_emission_factor as the object API returns it (the factor's current version). */
export interface FactorRow {
  id: number;
  code: string;
  version_id: number;
  version: number;
  name_zh: string;
  name_en: string;
  /** A node of the directory tree (/businessAccounting/directory), or null. */
  category_id: number | null;
  category_name: string | null;
  /** The category in English (the Chinese name where it has none), for an English reader. */
  category_name_en: string | null;
  /** kg CO2e per unit. */
  value: number;
  unit_id: number;
  unit_code: string;
  gwp_set: GwpSet;
  region: string;
  year: number;
  source: string;
  database_version: string;
  /** The licence the source is published under ('' when not recorded). */
  licence: string;
  /** Where the source can be read, or null. */
  source_url: string | null;
  /** The GWP basis as the source states it ('' when not recorded; gwp_set is the set the platform files it under). */
  gwp_basis: string;
  valid_from: string | null;
  valid_to: string | null;
  /** The mean of the four DQR scores, or null when not rated. */
  dqr: number | null;
  /** The gases of its breakdown, comma separated ('' when the value is given directly). */
  gases: string;
  uncertainty: UncertaintyDistribution | null;
  gsd: number | null;
  /** The net calorific value: ncv_value ncv_energy_unit_code per ncv_per_unit_code, from ncv_source; all null when none. */
  ncv_value: number | null;
  ncv_per_unit_code: string | null;
  ncv_energy_unit_code: string | null;
  ncv_source: string | null;
  created_at: string;
  updated_at: string;
}

// the bounds below only cap the request; the server checks each value with its own message
const factorContentFields = {
  nameZh: Type.String({ maxLength: FACTOR_NAME_MAX * 2 }),
  nameEn: Type.String({ maxLength: FACTOR_NAME_MAX * 2 }),
  categoryId: Nullable(RowId),
  /** Unit code (kWh, kg ...) of the unit table: the factor is per one of it. */
  unit: Type.String({ maxLength: 100 }),
  gwpSet: GwpSetSchema,
  /** kg CO2e per unit; left out (or null) when `gases` is given, then computed from them. */
  value: Type.Optional(Nullable(Type.Number())),
  /** kg of each gas per unit; empty or left out when `value` is given. */
  gases: Type.Optional(Type.Array(Type.Object({ gas: GasSchema, amount: Type.Number() }), { maxItems: GASES.length * 2 })),
  region: Type.String({ maxLength: 100 }),
  year: Type.Integer(),
  source: Type.String({ maxLength: FACTOR_TEXT_MAX * 2 }),
  databaseVersion: Type.String({ maxLength: FACTOR_TEXT_MAX * 2 }),
  /**
   * The licence of the source, its address (http/https) and the GWP basis as the source states it.
   * Left out of an edit: the current version's are kept.
   */
  licence: Type.Optional(Type.String({ maxLength: FACTOR_TEXT_MAX * 2 })),
  sourceUrl: Type.Optional(Nullable(Type.String({ maxLength: FACTOR_URL_MAX * 2 }))),
  gwpBasis: Type.Optional(Type.String({ maxLength: FACTOR_TEXT_MAX * 2 })),
  /** ISO dates (YYYY-MM-DD); validTo is null for open-ended. */
  validFrom: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  validTo: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  quality: Type.Optional(Nullable(DataQualitySchema)),
  uncertainty: Type.Optional(Nullable(DistributionSchema)),
  /** Geometric standard deviation (≥ 1), for a log-normal uncertainty. */
  gsd: Type.Optional(Nullable(Type.Number())),
  /** The fuel's net calorific value, or null (left out: none). */
  ncv: Type.Optional(Nullable(CalorificValueSchema)),
  note: Type.Optional(Type.String({ maxLength: FACTOR_NOTE_MAX * 2 })),
};
/** The content of a version, as sent to create or edit a factor. */
export const FactorContentSchema = Type.Object(factorContentFields);
export type FactorContent = Static<typeof FactorContentSchema>;

/** POST /rest/factor/create (database:factor:add): a new factor, version 1. */
export const CreateFactorRequestSchema = Type.Object({ code: Type.String({ maxLength: 100 }), ...factorContentFields });
export type CreateFactorRequest = Static<typeof CreateFactorRequestSchema>;
/** POST /rest/factor/update (database:factor:edit): a new version of factor `id`; earlier versions stay as they are. */
export const UpdateFactorRequestSchema = Type.Object({ id: RowId, ...factorContentFields });
export type UpdateFactorRequest = Static<typeof UpdateFactorRequestSchema>;
export const SaveFactorReplySchema = Type.Object({ id: Type.Integer(), versionId: Type.Integer(), version: Type.Integer() });
export type SaveFactorReply = Static<typeof SaveFactorReplySchema>;
/** POST /rest/factor/delete (database:factor:remove): every version goes; refused while any is in use. */
export const DeleteFactorRequestSchema = Type.Object({ id: RowId });
export type DeleteFactorRequest = Static<typeof DeleteFactorRequestSchema>;

/** GET /rest/factor/detail?id=&version= (database:factor:query): the current version when `version` is left out. */
export const FactorDetailQuerySchema = Type.Object({ id: RowId, version: Type.Optional(RowId) });
export type FactorDetailQuery = Static<typeof FactorDetailQuerySchema>;

/** One version in full. */
export const FactorVersionDetailSchema = Type.Object({
  versionId: Type.Integer(),
  version: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  unit: Type.String(),
  unitId: Type.Integer(),
  unitNameZh: Type.String(),
  unitNameEn: Type.String(),
  gwpSet: GwpSetSchema,
  value: Type.Number(),
  gases: Type.Array(Type.Object({ gas: GasSchema, amount: Type.Number(), gwp: Type.Number(), co2e: Type.Number() })),
  region: Type.String(),
  year: Type.Integer(),
  source: Type.String(),
  databaseVersion: Type.String(),
  licence: Type.String(),
  sourceUrl: Nullable(Type.String()),
  gwpBasis: Type.String(),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  quality: Nullable(DataQualitySchema),
  dqr: Nullable(Type.Number()),
  uncertainty: Nullable(DistributionSchema),
  gsd: Nullable(Type.Number()),
  ncv: Nullable(CalorificValueSchema),
  note: Type.String(),
  createdAt: Type.String(),
  createdByName: Nullable(Type.String()),
});
export type FactorVersionDetail = Static<typeof FactorVersionDetailSchema>;

export const FactorDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** The version asked for (the current one by default). */
  current: FactorVersionDetailSchema,
  currentVersion: Type.Integer(),
  /** Every version, newest first, without gases. */
  versions: Type.Array(
    Type.Object({
      versionId: Type.Integer(),
      version: Type.Integer(),
      value: Type.Number(),
      unitCode: Type.String(),
      gwpSet: GwpSetSchema,
      year: Type.Integer(),
      source: Type.String(),
      createdAt: Type.String(),
      createdByName: Nullable(Type.String()),
    }),
  ),
  /** Whether anything refers to one of its versions (then it cannot be deleted). */
  inUse: Type.Boolean(),
});
export type FactorDetail = Static<typeof FactorDetailSchema>;

// ---- import ----

/** The columns of the import template, in order (the first row of the sheet holds their labels). */
export const FACTOR_IMPORT_COLUMNS = [
  'code',
  'nameZh',
  'nameEn',
  'category',
  'value',
  'unit',
  'gwpSet',
  'region',
  'year',
  'source',
  'databaseVersion',
  'licence',
  'sourceUrl',
  'gwpBasis',
  'validFrom',
  'validTo',
  'ter',
  'ger',
  'tir',
  'p',
  'uncertainty',
  'gsd',
  'note',
  ...GASES.map((gas) => `gas_${gas}` as const),
] as const;
export type FactorImportColumn = (typeof FACTOR_IMPORT_COLUMNS)[number];
/** An import file: .xlsx or .csv (UTF-8), at most this many bytes and data rows. */
export const FACTOR_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const FACTOR_IMPORT_MAX_ROWS = 100_000;
/** The multipart fields of POST /rest/factor/import: the file, and the mode sent before it. */
export const FACTOR_IMPORT_FIELD = 'file';
export const FACTOR_IMPORT_MODE_FIELD = 'mode';
/**
 * `all`: nothing is imported unless every row is valid; `valid`: the valid rows are imported and
 * the others reported. A row whose code exists adds a version to that factor.
 */
export const FACTOR_IMPORT_MODES = ['all', 'valid'] as const;
export type FactorImportMode = (typeof FACTOR_IMPORT_MODES)[number];
export const FACTOR_IMPORT_STATUSES = ['checking', 'importing', 'done', 'rejected', 'failed'] as const;
export type FactorImportStatus = (typeof FACTOR_IMPORT_STATUSES)[number];

/** GET /rest/factor/import/template?format= : the template as .xlsx (the default) or .csv (UTF-8). */
export const FACTOR_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type FactorTemplateFormat = (typeof FACTOR_TEMPLATE_FORMATS)[number];
export const FACTOR_TEMPLATE_CONTENT_TYPES: Readonly<Record<FactorTemplateFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
export const FactorTemplateQuerySchema = Type.Object({ format: Type.Optional(Type.Enum([...FACTOR_TEMPLATE_FORMATS])) });
export type FactorTemplateQuery = Static<typeof FactorTemplateQuerySchema>;

/** POST /rest/factor/import, multipart: the mode under FACTOR_IMPORT_MODE_FIELD, then the file under FACTOR_IMPORT_FIELD. */
export const FactorImportFieldsSchema = Type.Object({ mode: Type.Optional(Type.Enum([...FACTOR_IMPORT_MODES])) });

/**
 * What is wrong with one cell (row numbers as the spreadsheet shows them, the header being row 1;
 * row 0 is the file as a whole: no data, too many rows, unreadable, or why a job failed).
 */
export const FactorImportProblemSchema = Type.Object({
  row: Type.Integer(),
  column: Nullable(Type.Enum([...FACTOR_IMPORT_COLUMNS])),
  /** A message key of the server's catalogue, already translated into `message`. */
  key: Type.String(),
  message: Type.String(),
});
export type FactorImportProblem = Static<typeof FactorImportProblemSchema>;

const Count = Type.Integer();

/**
 * GET /rest/factor/import/status?id= : the job's progress and, once checked, its report (the caller's
 * own jobs; platform administrators read any). POST /rest/factor/import answers the job as created
 * (status checking). totalRows counts the data rows read so far while the file is read, then all
 * of them; checkedRows grows while they are checked. `rejected`: nothing imported because of the
 * report; `failed`: nothing imported because of the reason in the first problem (row 0).
 */
export const FactorImportJobSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Enum([...FACTOR_IMPORT_STATUSES]),
  mode: Type.Enum([...FACTOR_IMPORT_MODES]),
  fileName: Type.String(),
  totalRows: Count,
  checkedRows: Count,
  validRows: Count,
  importedRows: Count,
  /** Factors created and versions added to existing factors. */
  createdFactors: Count,
  addedVersions: Count,
  /** At most FACTOR_IMPORT_PROBLEMS_SHOWN problems; problemCount says how many there are. */
  problems: Type.Array(FactorImportProblemSchema),
  problemCount: Count,
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type FactorImportJob = Static<typeof FactorImportJobSchema>;
export const FactorImportStatusQuerySchema = Type.Object({ id: RowId });
export const FACTOR_IMPORT_PROBLEMS_SHOWN = 500;

// ---- the database at a glance (/CarbonFootprintDatabase/DatabaseVisualization) ----

/** GET /rest/factor/statistics: counts of current factors by each facet, and value spreads per category. */
export const FactorStatisticsSchema = Type.Object({
  total: Count,
  byCategory: Type.Array(Type.Object({ categoryId: Nullable(Type.Integer()), name: Nullable(Type.String()), count: Count })),
  byRegion: Type.Array(Type.Object({ region: Type.String(), count: Count })),
  bySource: Type.Array(Type.Object({ source: Type.String(), count: Count })),
  byYear: Type.Array(Type.Object({ year: Type.Integer(), count: Count })),
  /** Per category and unit (values are only comparable within one unit): five-number summary of the values. */
  valueSpread: Type.Array(
    Type.Object({
      categoryId: Nullable(Type.Integer()),
      name: Nullable(Type.String()),
      unitCode: Type.String(),
      count: Count,
      min: Type.Number(),
      q1: Type.Number(),
      median: Type.Number(),
      q3: Type.Number(),
      max: Type.Number(),
    }),
  ),
  /** Every directory node with how many factors sit in it or below it. */
  coverage: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), pid: Type.Integer(), level: Type.Integer(), own: Count, total: Count }),
  ),
});
export type FactorStatistics = Static<typeof FactorStatisticsSchema>;

const tags = ['factors'];

/**
 * /rest/factor/*: reading needs database:factor:query / :list (enterprise users and reviewers read
 * the public database); changes their button permission and a platform administrator (checked by
 * the server; for the import before the file is read). The import answers a job, polled by its status.
 */
export const factorEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    url: '/rest/factor/create',
    permission: FACTOR_PERMISSIONS.add,
    tags,
    body: CreateFactorRequestSchema,
    reply: SaveFactorReplySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/rest/factor/update',
    permission: FACTOR_PERMISSIONS.edit,
    tags,
    body: UpdateFactorRequestSchema,
    reply: SaveFactorReplySchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/rest/factor/delete',
    permission: FACTOR_PERMISSIONS.remove,
    tags,
    body: DeleteFactorRequestSchema,
    reply: 'none',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/rest/factor/detail',
    permission: FACTOR_PERMISSIONS.query,
    tags,
    querystring: FactorDetailQuerySchema,
    reply: FactorDetailSchema,
  }),
  gwp: defineEndpoint({
    method: 'GET',
    url: '/rest/factor/gwp',
    permission: FACTOR_PERMISSIONS.list,
    tags,
    reply: Type.Array(GwpValueSchema),
  }),
  statistics: defineEndpoint({
    method: 'GET',
    url: '/rest/factor/statistics',
    permission: FACTOR_PERMISSIONS.statistics,
    tags,
    reply: FactorStatisticsSchema,
  }),
  importTemplate: defineEndpoint({
    method: 'GET',
    url: '/rest/factor/import/template',
    permission: FACTOR_PERMISSIONS.import,
    tags,
    querystring: FactorTemplateQuerySchema,
    reply: 'file',
    produces: Object.values(FACTOR_TEMPLATE_CONTENT_TYPES),
  }),
  import: defineEndpoint({
    method: 'POST',
    url: '/rest/factor/import',
    permission: FACTOR_PERMISSIONS.import,
    tags,
    encoding: 'multipart',
    body: FactorImportFieldsSchema,
    reply: FactorImportJobSchema,
  }),
  importStatus: defineEndpoint({
    method: 'GET',
    url: '/rest/factor/import/status',
    permission: FACTOR_PERMISSIONS.import,
    tags,
    querystring: FactorImportStatusQuerySchema,
    reply: FactorImportJobSchema,
  }),
};
