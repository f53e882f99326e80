/**
 * Footprint evaluation (/businessAccounting/carbon_footprint and its hidden pages): the study
 * settings of a project (parameter_stepAll), the computation (compute, a job with progress) and its
 * results (collect). DOMAIN.md "The calculation" is the method; the engine is
 * server/src/footprint/engine.
 *
 * A result is an immutable snapshot: the settings, every line as computed (quantity, unit, the
 * factor version and its value, or the gas and its GWP), and the outputs. Computing again makes a
 * new snapshot; nothing changes or deletes one. Two snapshots of a project compare line by line.
 *
 * Who: the project's company users and platform administrators edit the settings and compute once
 * the project is approved (the first computation moves it to computed); they, and the project's
 * reviewer, read the results. Everyone else: 404.
 */
import type { DataQuality, DqrRating, Gas, GwpSet } from './factors';
import type { LifecycleStage } from './inventory';
import type { ProjectBoundary, ProjectStatus } from './projects';

export const FOOTPRINT_PERMISSIONS = {
  /** The evaluation list and reading settings. */
  list: 'business:footprint:list',
  /** Saving the study settings (evaluation entry). */
  entry: 'business:footprint:entry',
  /** Running a computation. */
  compute: 'business:footprint:compute',
  /** Reading results and comparing snapshots. */
  result: 'business:footprint:result',
} as const;

/**
 * The results as a read model of the object API: every snapshot with its project and company named,
 * `is_latest` marking each project's newest. Listed through API.footprintResultPage (the generic list's
 * body and answer), which also reaches a project's reviewer; it refuses writes.
 */
export const FOOTPRINT_RESULT_OBJECT = 'pcf_footprint_result';

/** Projects whose footprint may be computed (again): approved, or computed before. */
export const FOOTPRINT_COMPUTABLE_STATUSES: readonly ProjectStatus[] = ['approved', 'computed', 'reported'];
/** Projects the evaluation list shows. */
export const FOOTPRINT_LIST_STATUSES: readonly ProjectStatus[] = ['approved', 'computed', 'reported', 'published'];

export const ALLOCATION_METHODS = ['none', 'mass', 'economic'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];

export const FOOTPRINT_GOAL_MAX = 1000;
export const FOOTPRINT_SCOPE_MAX = 2000;
/** Monte Carlo iterations: 0 (off) or from MIN to MAX. */
export const MONTE_CARLO_MIN = 100;
export const MONTE_CARLO_MAX = 100000;
export const MONTE_CARLO_DEFAULT = 10000;
export const MONTE_CARLO_SEED_DEFAULT = 20240101;
/** DOMAIN.md: lines under 1 % are cut off, at most 5 % in all. */
export const CUT_OFF_LINE_PERCENT_DEFAULT = 1;
export const CUT_OFF_TOTAL_PERCENT_DEFAULT = 5;
export const CUT_OFF_PERCENT_MAX = 5;

/** The study settings of a project (the wizard's steps, in order). */
export interface StudySettings {
  // 1. goal and scope
  goal: string;
  scope: string;
  // 2. declared unit: a unit of PROJECT_DECLARED_UNIT_CODES; how many of them the inventory describes
  declaredUnitId: number;
  declaredQuantity: number;
  // 3. boundary
  boundary: ProjectBoundary;
  // 4. allocation of shared production (lines marked shared): the product's share by mass or value
  allocationMethod: AllocationMethod;
  /** The product's amount and the whole shared production's, in kg (mass) or yuan (economic); share = product ÷ total. Ignored for none. */
  allocationProduct: number | null;
  allocationTotal: number | null;
  // 5. cut-off
  cutOffEnabled: boolean;
  /** Lines under this % of the total are left out … */
  cutOffLinePercent: number;
  /** … while at most this % is left out in all (≤ CUT_OFF_PERCENT_MAX). */
  cutOffTotalPercent: number;
  // 6. GWP set and uncertainty
  gwpSet: GwpSet;
  /** 0: no Monte Carlo. */
  monteCarloIterations: number;
  monteCarloSeed: number;
}

/** GET /rest/footprint/settings?projectId= (business:footprint:list): saved, or the defaults from the project's details. */
export interface StudySettingsReply {
  projectId: number;
  projectName: string;
  projectStatus: ProjectStatus;
  /** false: nothing saved yet, these are the defaults. */
  saved: boolean;
  editable: boolean;
  settings: StudySettings;
  /** The project's rated power (Wp) and area (m²) per module, for the per-kWp and per-m² figures. */
  ratedPowerWp: number | null;
  areaM2: number | null;
  updatedAt: string | null;
}

/** POST /rest/footprint/settings/save (business:footprint:entry), JSON. */
export interface SaveStudySettingsRequest {
  projectId: number;
  settings: StudySettings;
}

// ---- computation ----

export const FOOTPRINT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type FootprintJobStatus = (typeof FOOTPRINT_JOB_STATUSES)[number];
export const FOOTPRINT_JOB_PHASES = ['reading', 'computing', 'uncertainty', 'saving'] as const;
export type FootprintJobPhase = (typeof FOOTPRINT_JOB_PHASES)[number];

/** POST /rest/footprint/compute (business:footprint:compute), JSON: starts a job. */
export interface ComputeFootprintRequest {
  projectId: number;
}

export interface ComputeFootprintReply {
  jobId: number;
}

/** GET /rest/footprint/job?id= (business:footprint:compute): the caller's own job. */
export interface FootprintJob {
  id: number;
  projectId: number;
  status: FootprintJobStatus;
  phase: FootprintJobPhase;
  /** 0–100. */
  progress: number;
  /** Set when done. */
  snapshotId: number | null;
  /** Why it failed, in the reader's language (a dimension mismatch names the line and both units). */
  message: string | null;
  createdAt: string;
  updatedAt: string;
}

// ---- snapshots ----

export interface SnapshotSummary {
  id: number;
  projectId: number;
  /** 1, 2, … per project. */
  seq: number;
  createdAt: string;
  createdByName: string;
  gwpSet: GwpSet;
  /** kg CO2e of the inventory (after allocation and cut-off). */
  total: number;
  perDeclaredUnit: number;
  declaredUnitCode: string;
  perKwp: number | null;
  perM2: number | null;
  dqr: number | null;
  lineCount: number;
}

/** GET /rest/footprint/snapshots?projectId= (business:footprint:result): newest first. */
export interface SnapshotListReply {
  projectId: number;
  projectName: string;
  projectStatus: ProjectStatus;
  snapshots: SnapshotSummary[];
}

export interface SnapshotLine {
  /** The inventory line's id (stable across snapshots: the key of a comparison). */
  lineId: number;
  stage: LifecycleStage;
  /** The directory item's name in the reader's language, or null. */
  category: string | null;
  description: string;
  quantity: number;
  unitCode: string;
  sourceKind: 'factor' | 'gas';
  factorId: number | null;
  factorCode: string | null;
  factorVersionId: number | null;
  factorVersion: number | null;
  factorName: string | null;
  /** kg CO2e per one `perUnitCode` (the GWP for a gas line, per kg). */
  perUnit: number;
  perUnitCode: string;
  gas: Gas | null;
  dataType: 'primary' | 'secondary';
  quality: DataQuality | null;
  shared: boolean;
  /** kg CO2e (after allocation), its share of the total before cut-off (0–1), excluded by the cut-off. */
  emission: number;
  share: number;
  excluded: boolean;
  dqr: number | null;
  gsd: number;
}

export interface SnapshotBreakdown {
  key: string | null;
  emission: number;
  share: number;
}

/** GET /rest/footprint/snapshot?id= (business:footprint:result): one snapshot in full. */
export interface FootprintSnapshot extends SnapshotSummary {
  projectName: string;
  productModel: string;
  companyName: string;
  settings: StudySettings;
  ratedPowerWp: number | null;
  areaM2: number | null;
  /** The allocation share applied to shared lines (1: none). */
  allocationShare: number;
  byStage: SnapshotBreakdown[];
  byCategory: SnapshotBreakdown[];
  lines: SnapshotLine[];
  cutOff: { lineIds: number[]; share: number } | null;
  dqrRating: DqrRating | null;
  /** Share of the total (by contribution) that carries a DQR, 0–1. */
  dqrCoverage: number;
  /** %. */
  primaryDataShare: number;
  /** Per declared unit. */
  uncertainty: { iterations: number; seed: number; mean: number; sd: number; p2_5: number; p97_5: number } | null;
  /** The GWP100 values used (kg CO2e per kg), for the gases the inventory has. */
  gwpUsed: { gas: Gas; value: number }[];
}

export interface SnapshotComparisonLine {
  lineId: number;
  stage: LifecycleStage;
  description: string;
  /** null: the line is not in that snapshot. */
  a: { quantity: number; unitCode: string; emission: number; factorVersionId: number | null } | null;
  b: { quantity: number; unitCode: string; emission: number; factorVersionId: number | null } | null;
  /** b − a in kg CO2e (a missing side counts 0). */
  difference: number;
}

/** GET /rest/footprint/compare?a=&b= (business:footprint:result): two snapshots of one project. */
export interface SnapshotComparison {
  a: SnapshotSummary;
  b: SnapshotSummary;
  byStage: { stage: LifecycleStage; a: number; b: number; difference: number }[];
  lines: SnapshotComparisonLine[];
  /** Settings that differ, by name (e.g. gwpSet, cutOffEnabled). */
  settingsChanged: (keyof StudySettings)[];
}
