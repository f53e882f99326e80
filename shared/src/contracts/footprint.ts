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
import Type, { type Static } from 'typebox';
import { DATA_TYPES, type DataType } from './datasets';
import { defineEndpoint } from './endpoint';
import { CalorificValueSchema, DQR_RATINGS, DataQualitySchema, GASES, GWP_SETS } from './factors';
import { LINE_SOURCE_KINDS, LIFECYCLE_STAGES } from './inventory';
import { PROJECT_BOUNDARIES, ProjectStatusSchema, type ProjectStatus } from './projects';
import { ObjPageRequestSchema, ObjPageSchema } from './objects';
import { Nullable, RowId } from './schemaParts';

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
 * `is_latest` marking each project's newest. Listed through footprintEndpoints.resultPage (the generic list's
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
/** Modules an inventory may describe (a year's production of a large factory stays well under). */
export const MODULE_COUNT_MAX = 1e8;

/**
 * The declared quantity an inventory of `moduleCount` modules is in a declared unit of the module
 * itself: pieces, its rated power (in kWp) or its area (in m²); null for a unit the module does not
 * fix (kWh: the generation over its life, which the user enters).
 */
export function declaredQuantityOf(
  declaredUnitCode: string,
  moduleCount: number,
  module: { ratedPowerWp: number; areaM2: number },
): number | null {
  switch (declaredUnitCode) {
    case 'piece':
      return moduleCount;
    case 'kWp':
      return (moduleCount * module.ratedPowerWp) / 1000;
    case 'm²':
      return moduleCount * module.areaM2;
    default:
      return null;
  }
}

/** How results draw their Monte Carlo runs: one draw per factor version (or supplier footprint) and iteration, shared by its lines. */
export const UNCERTAINTY_METHODS = ['lognormalSharedSources'] as const;

const StageSchema = Type.Enum([...LIFECYCLE_STAGES]);
const GasSchema = Type.Enum([...GASES]);
const GwpSetSchema = Type.Enum([...GWP_SETS]);
const ProjectQuerySchema = Type.Object({ projectId: RowId });
const IdQuerySchema = Type.Object({ id: RowId });

/** The study settings of a project (the wizard's steps, in order). */
export const StudySettingsSchema = Type.Object({
  // 1. goal and scope
  goal: Type.String(),
  scope: Type.String(),
  // 2. declared unit: a unit of PROJECT_DECLARED_UNIT_CODES; how many of them the inventory describes
  declaredUnitId: Type.Integer(),
  /**
   * For a unit of the module itself (piece, power, area) this follows from the module count and
   * the project's rated power or area (declaredQuantityOf); per kWh it is the generation the user enters.
   */
  declaredQuantity: Type.Number(),
  /** How many modules the inventory describes (whole, ≥ 1): per kWp and per m² are of one module. */
  moduleCount: Type.Integer(),
  // 3. boundary
  boundary: Type.Enum([...PROJECT_BOUNDARIES]),
  // 4. allocation of shared production (lines marked shared): the product's share by mass or value
  allocationMethod: Type.Enum([...ALLOCATION_METHODS]),
  /** The product's amount and the whole shared production's, in kg (mass) or yuan (economic); share = product ÷ total. Ignored for none. */
  allocationProduct: Nullable(Type.Number()),
  allocationTotal: Nullable(Type.Number()),
  // 5. cut-off
  cutOffEnabled: Type.Boolean(),
  /** Lines under this % of the total are left out … */
  cutOffLinePercent: Type.Number(),
  /** … while at most this % is left out in all (≤ CUT_OFF_PERCENT_MAX). */
  cutOffTotalPercent: Type.Number(),
  // 6. GWP set and uncertainty
  gwpSet: GwpSetSchema,
  /** 0: no Monte Carlo. */
  monteCarloIterations: Type.Integer(),
  monteCarloSeed: Type.Integer(),
});
export type StudySettings = Static<typeof StudySettingsSchema>;

/** GET /rest/footprint/settings?projectId= (business:footprint:list): saved, or the defaults from the project's details. */
export const StudySettingsReplySchema = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  projectStatus: ProjectStatusSchema,
  /** false: nothing saved yet, these are the defaults. */
  saved: Type.Boolean(),
  editable: Type.Boolean(),
  settings: StudySettingsSchema,
  /** The project's rated power (Wp) and area (m²) per module, for the per-kWp and per-m² figures. */
  ratedPowerWp: Nullable(Type.Number()),
  areaM2: Nullable(Type.Number()),
  updatedAt: Nullable(Type.String()),
});
export type StudySettingsReply = Static<typeof StudySettingsReplySchema>;

/**
 * The settings as a request carries them: enumerations arrive as text and numbers unbounded, and the
 * server refuses each wrong field with a message naming it.
 */
export const StudySettingsInputSchema = Type.Object({
  goal: Type.String({ maxLength: FOOTPRINT_GOAL_MAX * 2 }),
  scope: Type.String({ maxLength: FOOTPRINT_SCOPE_MAX * 2 }),
  declaredUnitId: RowId,
  declaredQuantity: Type.Number(),
  /** 1 when left out. */
  moduleCount: Type.Optional(Type.Number()),
  boundary: Type.String({ maxLength: 40 }),
  allocationMethod: Type.String({ maxLength: 40 }),
  // null first: coerced to 0 a missing amount would be refused as out of range rather than as missing
  allocationProduct: Type.Union([Type.Null(), Type.Number()]),
  allocationTotal: Type.Union([Type.Null(), Type.Number()]),
  cutOffEnabled: Type.Boolean(),
  cutOffLinePercent: Type.Number(),
  cutOffTotalPercent: Type.Number(),
  gwpSet: Type.String({ maxLength: 20 }),
  monteCarloIterations: Type.Number(),
  monteCarloSeed: Type.Number(),
});
export type StudySettingsInput = Static<typeof StudySettingsInputSchema>;

/** POST /rest/footprint/settings/save (business:footprint:entry), JSON. */
export const SaveStudySettingsRequestSchema = Type.Object({ projectId: RowId, settings: StudySettingsInputSchema });
export type SaveStudySettingsRequest = Static<typeof SaveStudySettingsRequestSchema>;

// ---- computation ----

export const FOOTPRINT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type FootprintJobStatus = (typeof FOOTPRINT_JOB_STATUSES)[number];
export const FOOTPRINT_JOB_PHASES = ['reading', 'computing', 'uncertainty', 'saving'] as const;
export type FootprintJobPhase = (typeof FOOTPRINT_JOB_PHASES)[number];

/** POST /rest/footprint/compute (business:footprint:compute), JSON: starts a job. */
export const ComputeFootprintRequestSchema = Type.Object({ projectId: RowId });
export type ComputeFootprintRequest = Static<typeof ComputeFootprintRequestSchema>;

export const ComputeFootprintReplySchema = Type.Object({ jobId: Type.Integer() });
export type ComputeFootprintReply = Static<typeof ComputeFootprintReplySchema>;

/** GET /rest/footprint/job?id= (business:footprint:compute): the caller's own job. */
export const FootprintJobSchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  status: Type.Enum([...FOOTPRINT_JOB_STATUSES]),
  phase: Type.Enum([...FOOTPRINT_JOB_PHASES]),
  /** 0–100. */
  progress: Type.Integer(),
  /** Set when done. */
  snapshotId: Nullable(Type.Integer()),
  /** Why it failed, in the reader's language (a dimension mismatch names the line and both units). */
  message: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FootprintJob = Static<typeof FootprintJobSchema>;

// ---- snapshots ----

export const SnapshotSummarySchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  /** 1, 2, … per project. */
  seq: Type.Integer(),
  createdAt: Type.String(),
  createdByName: Type.String(),
  gwpSet: GwpSetSchema,
  /** kg CO2e of the inventory (after allocation and cut-off). */
  total: Type.Number(),
  perDeclaredUnit: Type.Number(),
  declaredUnitCode: Type.String(),
  perKwp: Nullable(Type.Number()),
  perM2: Nullable(Type.Number()),
  dqr: Nullable(Type.Number()),
  lineCount: Type.Integer(),
});
export type SnapshotSummary = Static<typeof SnapshotSummarySchema>;

/** GET /rest/footprint/snapshots?projectId= (business:footprint:result): newest first. */
export const SnapshotListReplySchema = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  projectStatus: ProjectStatusSchema,
  snapshots: Type.Array(SnapshotSummarySchema),
});
export type SnapshotListReply = Static<typeof SnapshotListReplySchema>;

export const SnapshotLineSchema = Type.Object({
  /** The inventory line's id (stable across snapshots: the key of a comparison). */
  lineId: Type.Integer(),
  stage: StageSchema,
  /** The directory item's name in the reader's language, or null. */
  category: Nullable(Type.String()),
  description: Type.String(),
  quantity: Type.Number(),
  unitCode: Type.String(),
  /** The quantity in `perUnitCode` as the engine multiplied it (absent from early results). */
  convertedQuantity: Type.Optional(Type.Number()),
  sourceKind: Type.Enum([...LINE_SOURCE_KINDS]),
  /** A supplier line's footprint (PACT pfId); its figure is perUnit per perUnitCode. Absent from other lines. */
  supplierFootprintId: Type.Optional(Nullable(Type.String())),
  /**
   * A supplier line's share of its emission counted as primary data, 0–1: the footprint's own PACT
   * primaryDataShare. Absent from other lines and from results that counted a supplier line wholly primary.
   */
  primaryShare: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  factorId: Nullable(Type.Integer()),
  factorCode: Nullable(Type.String()),
  factorVersionId: Nullable(Type.Integer()),
  factorVersion: Nullable(Type.Integer()),
  factorName: Nullable(Type.String()),
  /** kg CO2e per one `perUnitCode` (the GWP for a gas line, per kg). */
  perUnit: Type.Number(),
  perUnitCode: Type.String(),
  /**
   * The factor version's net calorific value when the quantity reached `perUnitCode` through it (m³
   * of gas on a factor per kWh); null or left out (snapshots made before it was recorded) otherwise.
   */
  calorific: Type.Optional(Nullable(CalorificValueSchema)),
  gas: Nullable(GasSchema),
  dataType: Type.Enum([...DATA_TYPES]),
  quality: Nullable(DataQualitySchema),
  shared: Type.Boolean(),
  /** kg CO2e (after allocation, whether kept or not), its share of the total before cut-off, excluded by the cut-off. */
  emission: Type.Number(),
  share: Type.Number(),
  excluded: Type.Boolean(),
  dqr: Nullable(Type.Number()),
  gsd: Type.Number(),
});
export type SnapshotLine = Static<typeof SnapshotLineSchema>;

/**
 * How much of a snapshot line's emission is primary data, 0–1: a supplier line's footprint brings
 * its own share (`primaryShare`), any other line is wholly what its data type says. The engine's
 * primaryDataShare weighs lines the same way; a supplier line stored before its share was kept is
 * marked primary, so it counts wholly primary, as it did then.
 */
export function primaryShareOfLine(line: Pick<SnapshotLine, 'dataType' | 'primaryShare'>): number {
  if (line.primaryShare !== undefined) return Math.min(1, Math.max(0, line.primaryShare));
  return line.dataType === 'primary' ? 1 : 0;
}

/**
 * A line's emission split by data type (DATA_TYPES order, both always present): the one figure every
 * breakdown by data type is built on, so a breakdown agrees with the result's primaryDataShare.
 */
export function dataTypeSplit(
  line: Pick<SnapshotLine, 'dataType' | 'primaryShare' | 'emission'>,
): { dataType: DataType; emission: number }[] {
  const primary = line.emission * primaryShareOfLine(line);
  // the secondary part is the rest, so the two add up to the line
  const parts: Record<DataType, number> = { primary, secondary: line.emission - primary };
  return DATA_TYPES.map((dataType) => ({ dataType, emission: parts[dataType] }));
}

export const SnapshotBreakdownSchema = Type.Object({ key: Nullable(Type.String()), emission: Type.Number(), share: Type.Number() });
export type SnapshotBreakdown = Static<typeof SnapshotBreakdownSchema>;

/** GET /rest/footprint/snapshot?id= (business:footprint:result): one snapshot in full. */
export const FootprintSnapshotSchema = Type.Object({
  ...SnapshotSummarySchema.properties,
  projectName: Type.String(),
  productModel: Type.String(),
  companyName: Type.String(),
  settings: StudySettingsSchema,
  ratedPowerWp: Nullable(Type.Number()),
  areaM2: Nullable(Type.Number()),
  /** The allocation share applied to shared lines (1: none). */
  allocationShare: Type.Number(),
  byStage: Type.Array(SnapshotBreakdownSchema),
  byCategory: Type.Array(SnapshotBreakdownSchema),
  lines: Type.Array(SnapshotLineSchema),
  /**
   * The basis of every share of this result: kg CO2e of every line, before cut-off. Absent from
   * results computed before it was stated (their line shares were of absolute emissions).
   */
  totalBeforeCutOff: Type.Optional(Type.Number()),
  /** What the cut-off left out: the lines, their kg CO2e (absent from early results) and its share of totalBeforeCutOff. */
  cutOff: Nullable(Type.Object({ lineIds: Type.Array(Type.Integer()), emission: Type.Optional(Type.Number()), share: Type.Number() })),
  /** The rating of the DQR (factors.ts dqrRating). */
  dqrRating: Nullable(Type.Enum([...DQR_RATINGS])),
  /** Share of the total (by contribution) that carries a DQR, 0–1. */
  dqrCoverage: Type.Number(),
  /** %. */
  primaryDataShare: Type.Number(),
  /** Per declared unit. */
  uncertainty: Nullable(
    Type.Object({
      /** UNCERTAINTY_METHODS; absent from early results, whose lines varied independently. */
      method: Type.Optional(Type.Enum([...UNCERTAINTY_METHODS])),
      iterations: Type.Integer(),
      seed: Type.Integer(),
      mean: Type.Number(),
      sd: Type.Number(),
      p2_5: Type.Number(),
      p97_5: Type.Number(),
      /** Each varying line's share of the variance of the total (they add up to 1). */
      contributions: Type.Optional(Type.Array(Type.Object({ lineId: Type.Integer(), share: Type.Number() }))),
    }),
  ),
  /** The GWP100 values of the study's set (kg CO2e per kg), every gas of it (early results: the inventory's gases). */
  gwpUsed: Type.Array(Type.Object({ gas: GasSchema, value: Type.Number() })),
});
export type FootprintSnapshot = Static<typeof FootprintSnapshotSchema>;

/**
 * A line's side of a comparison; null: the line is not in that snapshot. `emission` is what the
 * side's total includes (0 for a line its cut-off left out); `computed` is the line's own figure.
 */
const ComparisonSideSchema = Nullable(
  Type.Object({
    quantity: Type.Number(),
    unitCode: Type.String(),
    emission: Type.Number(),
    computed: Type.Number(),
    excluded: Type.Boolean(),
    factorVersionId: Nullable(Type.Integer()),
  }),
);

export const SnapshotComparisonLineSchema = Type.Object({
  lineId: Type.Integer(),
  stage: StageSchema,
  description: Type.String(),
  a: ComparisonSideSchema,
  b: ComparisonSideSchema,
  /** b − a of the included emissions in kg CO2e (a missing side counts 0): the lines' differences add up to the stages'. */
  difference: Type.Number(),
});
export type SnapshotComparisonLine = Static<typeof SnapshotComparisonLineSchema>;

/** GET /rest/footprint/compare?a=&b= (business:footprint:result): two snapshots of one project. */
export const SnapshotComparisonSchema = Type.Object({
  a: SnapshotSummarySchema,
  b: SnapshotSummarySchema,
  byStage: Type.Array(Type.Object({ stage: StageSchema, a: Type.Number(), b: Type.Number(), difference: Type.Number() })),
  lines: Type.Array(SnapshotComparisonLineSchema),
  /** Settings that differ, by name (e.g. gwpSet, cutOffEnabled). */
  settingsChanged: Type.Array(Type.String()),
});
export type SnapshotComparison = Static<typeof SnapshotComparisonSchema>;

const tags = ['business: footprint'];
const P = FOOTPRINT_PERMISSIONS;

/** /rest/footprint/*: the result list, study settings, the computation job, the snapshots and their comparison. */
export const footprintEndpoints = {
  /**
   * The generic list's body and answer (objectEndpoints.page) over FOOTPRINT_RESULT_OBJECT only,
   * scoped to the company or, for review staff, the projects they review.
   */
  resultPage: defineEndpoint({
    method: 'POST',
    url: '/rest/footprint/getObjDataByPage',
    readOnly: true,
    permission: P.list,
    tags,
    body: ObjPageRequestSchema,
    reply: ObjPageSchema,
  }),
  settings: defineEndpoint({
    method: 'GET',
    url: '/rest/footprint/settings',
    permission: P.list,
    tags,
    querystring: ProjectQuerySchema,
    reply: StudySettingsReplySchema,
  }),
  settingsSave: defineEndpoint({
    method: 'POST',
    url: '/rest/footprint/settings/save',
    permission: P.entry,
    tags,
    body: SaveStudySettingsRequestSchema,
    reply: StudySettingsReplySchema,
  }),
  compute: defineEndpoint({
    method: 'POST',
    url: '/rest/footprint/compute',
    permission: P.compute,
    tags,
    body: ComputeFootprintRequestSchema,
    reply: ComputeFootprintReplySchema,
  }),
  job: defineEndpoint({
    method: 'GET',
    url: '/rest/footprint/job',
    permission: P.compute,
    tags,
    querystring: IdQuerySchema,
    reply: FootprintJobSchema,
  }),
  snapshots: defineEndpoint({
    method: 'GET',
    url: '/rest/footprint/snapshots',
    permission: P.result,
    tags,
    querystring: ProjectQuerySchema,
    reply: SnapshotListReplySchema,
  }),
  snapshot: defineEndpoint({
    method: 'GET',
    url: '/rest/footprint/snapshot',
    permission: P.result,
    tags,
    querystring: IdQuerySchema,
    reply: FootprintSnapshotSchema,
  }),
  compare: defineEndpoint({
    method: 'GET',
    url: '/rest/footprint/compare',
    permission: P.result,
    tags,
    querystring: Type.Object({ a: RowId, b: RowId }),
    reply: SnapshotComparisonSchema,
  }),
};
