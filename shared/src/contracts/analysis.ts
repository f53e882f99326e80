/**
 * Contribution analysis of a footprint result (/AnalysisDisplay/contribution_analysis and its hidden
 * /item): where a snapshot's emissions come from (by stage, directory category, line, gas, data type
 * and region), one line in detail, a one-at-a-time sensitivity (tornado) and what-if swaps of a
 * factor version, which may be kept as named scenarios of the snapshot.
 *
 * Everything is read from the immutable snapshot (contracts/footprint.ts): every share is of its
 * basis, the total before cut-off, and lines the cut-off left out are marked. A what-if recomputes
 * the snapshot's lines with the pure engine and changes neither the study nor the snapshot.
 *
 * Who: as for the snapshot itself, the project's company users, its reviewer and platform
 * administrators; 404 to anyone else.
 */
import Type, { type Static } from 'typebox';
import { DATA_TYPES } from './datasets';
import { defineEndpoint } from './endpoint';
import { DataQualitySchema, GASES } from './factors';
import { LIFECYCLE_STAGES } from './inventory';
import { Nullable, RowId } from './schemaParts';

export const ANALYSIS_PERMISSIONS = {
  /** The contribution analysis of a snapshot, its sensitivity and what-ifs, and the scenarios' list. */
  list: 'analysis:contribution:list',
  /** One line of a snapshot in detail. */
  query: 'analysis:contribution:query',
  /** Saving and deleting one's what-if scenarios. */
  scenario: 'analysis:contribution:scenario',
} as const;

/** The Pareto flags: a line above these shares of the basis (DOMAIN.md's cut-off thresholds). */
export const PARETO_FLAG_SHARES = [0.01, 0.05] as const;
export const SENSITIVITY_PERCENT_DEFAULT = 10;
export const SENSITIVITY_PERCENT_MAX = 100;
export const SENSITIVITY_TOP_DEFAULT = 10;
export const SENSITIVITY_TOP_MAX = 50;
export const SCENARIO_NAME_MAX = 100;
/** Swaps in one what-if (a snapshot uses a few dozen factor versions at most). */
export const WHAT_IF_SWAPS_MAX = 50;
/** Snapshots the picker offers for one search. */
export const ANALYSIS_SNAPSHOT_CHOICES_MAX = 50;

const StageSchema = Type.Enum([...LIFECYCLE_STAGES]);
const SnapshotQuerySchema = Type.Object({ snapshotId: RowId });

/** A part of the total: kg CO2e of every line in it (kept or not), its share of the basis, what the cut-off left out of it. */
const PartFields = {
  emission: Type.Number(),
  share: Type.Number(),
  excludedEmission: Type.Number(),
};

/** GET /rest/analysis/snapshots?text=: the snapshots the caller may analyse, newest first. */
export const AnalysisSnapshotChoiceSchema = Type.Object({
  snapshotId: Type.Integer(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  productModel: Type.String(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  total: Type.Number(),
  declaredUnitCode: Type.String(),
});
export type AnalysisSnapshotChoice = Static<typeof AnalysisSnapshotChoiceSchema>;

export const ContributionLineSchema = Type.Object({
  lineId: Type.Integer(),
  stage: StageSchema,
  /** The directory item's path (names from the root), else its name; null: uncategorised. */
  category: Nullable(Type.String()),
  description: Type.String(),
  factorVersionId: Nullable(Type.Integer()),
  factorCode: Nullable(Type.String()),
  factorName: Nullable(Type.String()),
  gas: Nullable(Type.Enum([...GASES])),
  dataType: Type.Enum([...DATA_TYPES]),
  emission: Type.Number(),
  share: Type.Number(),
  /** Running sum of the shares down the list (largest emission first). */
  cumulativeShare: Type.Number(),
  above1: Type.Boolean(),
  above5: Type.Boolean(),
  excluded: Type.Boolean(),
});
export type ContributionLine = Static<typeof ContributionLineSchema>;

export const ContributionCategorySchema = Type.Object({
  category: Nullable(Type.String()),
  ...PartFields,
  /** Its lines' ids, largest emission first. */
  lineIds: Type.Array(Type.Integer()),
});
export type ContributionCategory = Static<typeof ContributionCategorySchema>;

export const ContributionStageSchema = Type.Object({
  stage: StageSchema,
  ...PartFields,
  categories: Type.Array(ContributionCategorySchema),
});
export type ContributionStage = Static<typeof ContributionStageSchema>;

/** A factor version the snapshot's lines use (what a what-if may swap). */
export const UsedFactorSchema = Type.Object({
  factorVersionId: Type.Integer(),
  factorCode: Type.String(),
  factorName: Type.String(),
  version: Type.Integer(),
  /** kg CO2e per one unitCode, as the snapshot used it. */
  value: Type.Number(),
  unitCode: Type.String(),
  lineCount: Type.Integer(),
  emission: Type.Number(),
});
export type UsedFactor = Static<typeof UsedFactorSchema>;

/** GET /rest/analysis/contribution?snapshotId=. */
export const ContributionReplySchema = Type.Object({
  snapshotId: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  declaredUnitCode: Type.String(),
  /** kg CO2e after cut-off, per declared unit, per kWp and per m² of one module. */
  total: Type.Number(),
  perDeclaredUnit: Type.Number(),
  perKwp: Nullable(Type.Number()),
  perM2: Nullable(Type.Number()),
  /** The basis of every share: kg CO2e of every line before cut-off. */
  basis: Type.Number(),
  cutOffShare: Type.Number(),
  /** Stages in report order, each with its directory categories (largest first). */
  byStage: Type.Array(ContributionStageSchema),
  /** Every line, largest emission first (the Pareto list). */
  lines: Type.Array(ContributionLineSchema),
  /**
   * By greenhouse gas: gas lines by their gas, factor lines split by their version's gas amounts
   * (weighted by the study's GWP values); gas null: CO2e that no breakdown splits.
   */
  byGas: Type.Array(Type.Object({ gas: Nullable(Type.Enum([...GASES])), ...PartFields })),
  byDataType: Type.Array(Type.Object({ dataType: Type.Enum([...DATA_TYPES]), ...PartFields })),
  /** The snapshot's own figure (PACT: primary share of the kept lines' absolute emissions), %. */
  primaryDataShare: Type.Number(),
  /**
   * By region: the inventory line's region when it names one, else its factor version's; `from`
   * tells which. Region codes of the dictionary pcf_region (null: none known).
   */
  byRegion: Type.Array(Type.Object({ region: Nullable(Type.String()), from: Type.Enum(['line', 'factor', 'none']), ...PartFields })),
  /** By production site, when lines name one (null: lines without a site). */
  bySite: Type.Array(Type.Object({ site: Nullable(Type.String()), ...PartFields })),
  factors: Type.Array(UsedFactorSchema),
});
export type ContributionReply = Static<typeof ContributionReplySchema>;

/** GET /rest/analysis/contribution/item?snapshotId=&lineId=. */
export const ContributionItemReplySchema = Type.Object({
  snapshotId: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  seq: Type.Integer(),
  lineId: Type.Integer(),
  stage: StageSchema,
  category: Nullable(Type.String()),
  description: Type.String(),
  quantity: Type.Number(),
  unitCode: Type.String(),
  convertedQuantity: Nullable(Type.Number()),
  sourceKind: Type.Enum(['factor', 'gas']),
  gas: Nullable(Type.Enum([...GASES])),
  factor: Nullable(
    Type.Object({
      factorVersionId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      version: Type.Integer(),
      value: Type.Number(),
      unitCode: Type.String(),
      source: Type.String(),
      databaseVersion: Type.String(),
      region: Type.String(),
      year: Type.Integer(),
    }),
  ),
  /** kg CO2e per perUnitCode (the GWP for a gas line). */
  perUnit: Type.Number(),
  perUnitCode: Type.String(),
  dataType: Type.Enum([...DATA_TYPES]),
  /** What of its emission is primary data, 0–1 (primaryShareOfLine): a supplier line's footprint's own share. */
  primaryShare: Type.Number({ minimum: 0, maximum: 1 }),
  quality: Nullable(DataQualitySchema),
  dqr: Nullable(Type.Number()),
  gsd: Type.Number(),
  emission: Type.Number(),
  share: Type.Number(),
  excluded: Type.Boolean(),
  /** 1 = largest emission. */
  rank: Type.Integer(),
  /** Its share of the variance of the total (Monte Carlo); null without one. */
  varianceShare: Nullable(Type.Number()),
  /** As the inventory line says now (null: not stated, or the line has gone since). */
  site: Nullable(Type.String()),
  region: Nullable(Type.String()),
  evidence: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), fileName: Type.String() })),
});
export type ContributionItemReply = Static<typeof ContributionItemReplySchema>;

/** GET /rest/analysis/sensitivity?snapshotId=&percent=&top=. */
export const SensitivityQuerySchema = Type.Object({
  snapshotId: RowId,
  percent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: SENSITIVITY_PERCENT_MAX })),
  top: Type.Optional(Type.Integer({ minimum: 1, maximum: SENSITIVITY_TOP_MAX })),
});
export type SensitivityQuery = Static<typeof SensitivityQuerySchema>;

const OutcomeSchema = Type.Object({ total: Type.Number(), perKwp: Nullable(Type.Number()) });

export const SensitivityReplySchema = Type.Object({
  snapshotId: Type.Integer(),
  percent: Type.Number(),
  top: Type.Integer(),
  base: OutcomeSchema,
  /** The largest lines the cut-off kept, widest swing first: each varied alone by −/+ percent. */
  bars: Type.Array(
    Type.Object({
      lineId: Type.Integer(),
      stage: StageSchema,
      description: Type.String(),
      emission: Type.Number(),
      low: OutcomeSchema,
      high: OutcomeSchema,
    }),
  ),
});
export type SensitivityReply = Static<typeof SensitivityReplySchema>;

export const FactorSwapSchema = Type.Object({ fromVersionId: RowId, toVersionId: RowId });
export type FactorSwap = Static<typeof FactorSwapSchema>;

/** POST /rest/analysis/whatif. */
export const WhatIfRequestSchema = Type.Object({
  snapshotId: RowId,
  swaps: Type.Array(FactorSwapSchema, { minItems: 1, maxItems: WHAT_IF_SWAPS_MAX }),
});
export type WhatIfRequest = Static<typeof WhatIfRequestSchema>;

const FiguresSchema = Type.Object({
  total: Type.Number(),
  perDeclaredUnit: Type.Number(),
  perKwp: Nullable(Type.Number()),
  perM2: Nullable(Type.Number()),
});
export type WhatIfFigures = Static<typeof FiguresSchema>;

const SwapFactorSchema = Type.Object({
  factorVersionId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  value: Type.Number(),
  unitCode: Type.String(),
  region: Type.String(),
});

export const WhatIfResultSchema = Type.Object({
  snapshotId: Type.Integer(),
  original: FiguresSchema,
  scenario: FiguresSchema,
  swaps: Type.Array(Type.Object({ from: SwapFactorSchema, to: SwapFactorSchema, lineCount: Type.Integer() })),
  /** The lines whose emission changed, largest change first; kept: what each total includes (cut-off). */
  lines: Type.Array(
    Type.Object({
      lineId: Type.Integer(),
      stage: StageSchema,
      description: Type.String(),
      original: Type.Number(),
      scenario: Type.Number(),
      difference: Type.Number(),
      excludedBefore: Type.Boolean(),
      excludedAfter: Type.Boolean(),
    }),
  ),
});
export type WhatIfResult = Static<typeof WhatIfResultSchema>;

/** POST /rest/analysis/scenario/save. */
export const SaveScenarioRequestSchema = Type.Object({
  ...WhatIfRequestSchema.properties,
  name: Type.String({ maxLength: SCENARIO_NAME_MAX * 2 }),
});
export type SaveScenarioRequest = Static<typeof SaveScenarioRequestSchema>;

export const AnalysisScenarioSchema = Type.Object({
  id: Type.Integer(),
  snapshotId: Type.Integer(),
  name: Type.String(),
  swaps: Type.Array(FactorSwapSchema),
  result: WhatIfResultSchema,
  createdByName: Type.String(),
  createdAt: Type.String(),
  /** The caller saved it (and may delete it). */
  own: Type.Boolean(),
});
export type AnalysisScenario = Static<typeof AnalysisScenarioSchema>;

const tags = ['analysis: contribution'];
const P = ANALYSIS_PERMISSIONS;

/** /rest/analysis/*: contribution, line detail, sensitivity, what-if and its scenarios. */
export const analysisEndpoints = {
  snapshots: defineEndpoint({
    method: 'GET',
    url: '/rest/analysis/snapshots',
    permission: P.list,
    tags,
    querystring: Type.Object({ text: Type.Optional(Type.String({ maxLength: 100 })) }),
    reply: Type.Array(AnalysisSnapshotChoiceSchema),
  }),
  contribution: defineEndpoint({
    method: 'GET',
    url: '/rest/analysis/contribution',
    permission: P.list,
    tags,
    querystring: SnapshotQuerySchema,
    reply: ContributionReplySchema,
  }),
  item: defineEndpoint({
    method: 'GET',
    url: '/rest/analysis/contribution/item',
    permission: P.query,
    tags,
    querystring: Type.Object({ snapshotId: RowId, lineId: RowId }),
    reply: ContributionItemReplySchema,
  }),
  sensitivity: defineEndpoint({
    method: 'GET',
    url: '/rest/analysis/sensitivity',
    permission: P.list,
    tags,
    querystring: SensitivityQuerySchema,
    reply: SensitivityReplySchema,
  }),
  whatIf: defineEndpoint({
    method: 'POST',
    url: '/rest/analysis/whatif',
    permission: P.list,
    tags,
    body: WhatIfRequestSchema,
    reply: WhatIfResultSchema,
  }),
  scenarios: defineEndpoint({
    method: 'GET',
    url: '/rest/analysis/scenarios',
    permission: P.list,
    tags,
    querystring: SnapshotQuerySchema,
    reply: Type.Array(AnalysisScenarioSchema),
  }),
  scenarioSave: defineEndpoint({
    method: 'POST',
    url: '/rest/analysis/scenario/save',
    permission: P.scenario,
    tags,
    body: SaveScenarioRequestSchema,
    reply: AnalysisScenarioSchema,
  }),
  scenarioDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/analysis/scenario/delete',
    permission: P.scenario,
    tags,
    body: Type.Object({ id: RowId }),
    reply: 'none',
  }),
};
