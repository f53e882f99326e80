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
import type { ProjectGwpSet } from './projects';

export const FACTOR_OBJECT = 'pcf_emission_factor';

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

/** GWP100 in kg CO2e per kg of gas (GET /rest/factor/gwp). */
export interface GwpValue {
  gas: Gas;
  gwpSet: GwpSet;
  value: number;
  source: string;
}

/** How a factor's uncertainty is distributed; a log-normal one has a geometric standard deviation. */
export const UNCERTAINTY_DISTRIBUTIONS = ['lognormal', 'normal', 'triangular', 'uniform'] as const;
export type UncertaintyDistribution = (typeof UNCERTAINTY_DISTRIBUTIONS)[number];
export const UNCERTAINTY_DICT = 'pcf_uncertainty_distribution';

/**
 * PEF data-quality rating: technological (TeR), geographical (GeR) and time (TiR) representativeness
 * and precision (P), each 1 (best) to 5; DQR = (TeR + GeR + TiR + P) / 4.
 */
export interface DataQuality {
  ter: number;
  ger: number;
  tir: number;
  p: number;
}
export const DQR_MIN = 1;
export const DQR_MAX = 5;
export type DqrRating = 'excellent' | 'very_good' | 'good' | 'fair' | 'poor';

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
export const FACTOR_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,63}$/;
export const FACTOR_CODE_MAX = 64;
export const FACTOR_NAME_MAX = 200;
export const FACTOR_TEXT_MAX = 200;
export const FACTOR_NOTE_MAX = 1000;
/** kg CO2e per unit, and kg of a gas per unit: 0 or more, at most this. */
export const FACTOR_VALUE_MAX = 1e9;
export const FACTOR_YEAR_MIN = 1990;
export const FACTOR_YEAR_MAX = 2100;
/** A geometric standard deviation is at least 1 (no spread). */
export const FACTOR_GSD_MAX = 100;

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
  /** kg CO2e per unit. */
  value: number;
  unit_id: number;
  unit_code: string;
  gwp_set: GwpSet;
  region: string;
  year: number;
  source: string;
  database_version: string;
  valid_from: string | null;
  valid_to: string | null;
  /** The mean of the four DQR scores, or null when not rated. */
  dqr: number | null;
  /** The gases of its breakdown, comma separated ('' when the value is given directly). */
  gases: string;
  uncertainty: UncertaintyDistribution | null;
  gsd: number | null;
  created_at: string;
  updated_at: string;
}

/** The content of a version, as sent to create or edit a factor. */
export interface FactorContent {
  nameZh: string;
  nameEn: string;
  categoryId: number | null;
  /** Unit code (kWh, kg ...) of the unit table: the factor is per one of it. */
  unit: string;
  gwpSet: GwpSet;
  /** kg CO2e per unit; left out (or null) when `gases` is given, then computed from them. */
  value?: number | null;
  /** kg of each gas per unit; empty or left out when `value` is given. */
  gases?: { gas: Gas; amount: number }[];
  region: string;
  year: number;
  source: string;
  databaseVersion: string;
  /** ISO dates (YYYY-MM-DD); validTo is null for open-ended. */
  validFrom?: string | null;
  validTo?: string | null;
  quality?: DataQuality | null;
  uncertainty?: UncertaintyDistribution | null;
  /** Geometric standard deviation (≥ 1), for a log-normal uncertainty. */
  gsd?: number | null;
  note?: string;
}

/** POST /rest/factor/create (database:factor:add): a new factor, version 1. */
export interface CreateFactorRequest extends FactorContent {
  code: string;
}
/** POST /rest/factor/update (database:factor:edit): a new version of factor `id`; earlier versions stay as they are. */
export interface UpdateFactorRequest extends FactorContent {
  id: number;
}
export interface SaveFactorReply {
  id: number;
  versionId: number;
  version: number;
}
/** POST /rest/factor/delete (database:factor:remove): every version goes; refused while any is in use. */
export interface DeleteFactorRequest {
  id: number;
}

/** One version in full (GET /rest/factor/detail?id=&version=, database:factor:query). */
export interface FactorVersionDetail extends Required<Omit<FactorContent, 'value' | 'gases'>> {
  versionId: number;
  version: number;
  value: number;
  gases: { gas: Gas; amount: number; gwp: number; co2e: number }[];
  categoryName: string | null;
  unitId: number;
  unitNameZh: string;
  unitNameEn: string;
  dqr: number | null;
  createdAt: string;
  createdByName: string | null;
}
export interface FactorDetail {
  id: number;
  code: string;
  /** The version asked for (the current one by default). */
  current: FactorVersionDetail;
  currentVersion: number;
  /** Every version, newest first, without gases. */
  versions: {
    versionId: number;
    version: number;
    value: number;
    unitCode: string;
    gwpSet: GwpSet;
    year: number;
    source: string;
    createdAt: string;
    createdByName: string | null;
  }[];
  /** Whether anything refers to one of its versions (then it cannot be deleted). */
  inUse: boolean;
}

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
export const FACTOR_IMPORT_FIELD = 'file';
/**
 * `all`: nothing is imported unless every row is valid; `valid`: the valid rows are imported and
 * the others reported. A row whose code exists adds a version to that factor.
 */
export type FactorImportMode = 'all' | 'valid';
export type FactorImportStatus = 'checking' | 'importing' | 'done' | 'rejected' | 'failed';

/**
 * What is wrong with one cell (row numbers as the spreadsheet shows them, the header being row 1;
 * row 0 is the file as a whole: no data, too many rows, unreadable, or why a job failed).
 */
export interface FactorImportProblem {
  row: number;
  column: FactorImportColumn | null;
  /** A message key of the server's catalogue, already translated into `message`. */
  key: string;
  message: string;
}

/**
 * GET /rest/factor/import/status?id= : the job's progress and, once checked, its report (the caller's
 * own jobs; platform administrators read any). POST /rest/factor/import answers the job as created
 * (status checking). totalRows counts the data rows read so far while the file is read, then all
 * of them; checkedRows grows while they are checked. `rejected`: nothing imported because of the
 * report; `failed`: nothing imported because of the reason in the first problem (row 0).
 */
export interface FactorImportJob {
  id: number;
  status: FactorImportStatus;
  mode: FactorImportMode;
  fileName: string;
  totalRows: number;
  checkedRows: number;
  validRows: number;
  importedRows: number;
  /** Factors created and versions added to existing factors. */
  createdFactors: number;
  addedVersions: number;
  /** At most FACTOR_IMPORT_PROBLEMS_SHOWN problems; problemCount says how many there are. */
  problems: FactorImportProblem[];
  problemCount: number;
  createdAt: string;
  finishedAt: string | null;
}
export const FACTOR_IMPORT_PROBLEMS_SHOWN = 500;

// ---- the database at a glance (/CarbonFootprintDatabase/DatabaseVisualization) ----

/** GET /rest/factor/statistics: counts of current factors by each facet, and value spreads per category. */
export interface FactorStatistics {
  total: number;
  byCategory: { categoryId: number | null; name: string | null; count: number }[];
  byRegion: { region: string; count: number }[];
  bySource: { source: string; count: number }[];
  byYear: { year: number; count: number }[];
  /** Per category and unit (values are only comparable within one unit): five-number summary of the values. */
  valueSpread: {
    categoryId: number | null;
    name: string | null;
    unitCode: string;
    count: number;
    min: number;
    q1: number;
    median: number;
    q3: number;
    max: number;
  }[];
  /** Every directory node with how many factors sit in it or below it. */
  coverage: { id: number; name: string; pid: number; level: number; own: number; total: number }[];
}
