/**
 * Benchmarking of results (/AnalysisDisplay/benchmarking_analysis and its /item, /AnalysisDisplay/ResultView;
 * DOMAIN.md "Benchmarks for PV modules").
 *
 * Benchmark references are data kept by platform administrators: a threshold (EPEAT ≤ 400), an
 * industry figure (Fraunhofer ISE 2021, 420–480) or a tender ceiling, each a value or a range in
 * kg CO₂e/kWp (or per m²) with its source. The list is the generic object API on the read model
 * `pcf_benchmark_reference` (writes through it are refused); changes carry rules and go through the
 * calls below. A reference is met when the result is at most its value (a range: its upper bound).
 *
 * The benchmark of a snapshot follows the snapshot's visibility (the project's company users, its
 * reviewer, platform administrators; 404 to anyone else). The percentile rank compares with the
 * platform's published results of the same technology, anonymously, and only from five on.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { defineEndpoint } from './endpoint';
import { Nullable, PageNumber, RowId } from './schemaParts';
import { LIFECYCLE_STAGES } from './inventory';

/** The object name of the reference list in the generic object API. */
export const BENCHMARK_REFERENCE_OBJECT = 'pcf_benchmark_reference';
/** Dictionaries of the reference fields (labels in both languages). */
export const BENCHMARK_KIND_DICT = 'pcf_benchmark_kind';
export const BENCHMARK_UNIT_DICT = 'pcf_benchmark_unit';

export const BENCHMARK_KINDS = ['threshold', 'industry', 'tender_ceiling'] as const;
export type BenchmarkKind = (typeof BENCHMARK_KINDS)[number];
/** What a reference is expressed in: the snapshot's per kWp or per m² of module. */
export const BENCHMARK_UNITS = ['kgCO2e/kWp', 'kgCO2e/m2'] as const;
export type BenchmarkUnit = (typeof BENCHMARK_UNITS)[number];

export const BENCHMARK_NAME_MAX = 100;
export const BENCHMARK_REGION_MAX = 50;
export const BENCHMARK_SOURCE_MAX = 500;
export const BENCHMARK_URL_MAX = 500;
export const BENCHMARK_VALUE_MAX = 1e6;
export const BENCHMARK_YEAR_MIN = 1990;
export const BENCHMARK_YEAR_MAX = 2100;
/** Published results of one technology needed before a percentile rank is shown. */
export const BENCHMARK_RANK_MINIMUM = 5;

export const BENCHMARK_PERMISSIONS = {
  /** The benchmarking screen and the reference list. */
  list: 'analysis:benchmark:list',
  /** One benchmark in detail (the hidden /item). */
  query: 'analysis:benchmark:query',
  /** Keeping the references: administrators. */
  add: 'analysis:benchmark:add',
  edit: 'analysis:benchmark:edit',
  remove: 'analysis:benchmark:remove',
  /** The results dashboard (/AnalysisDisplay/ResultView). */
  results: 'analysis:result:list',
} as const;

/** A row of pcf_benchmark_reference as the object API returns it. */
export interface BenchmarkReferenceRow {
  id: number;
  name_zh: string;
  name_en: string;
  kind: BenchmarkKind;
  unit: BenchmarkUnit;
  value: number | null;
  low: number | null;
  high: number | null;
  technology: string | null;
  region: string | null;
  year: number | null;
  source: string;
  source_url: string | null;
  /** One of the references of DOMAIN.md: edited, never deleted. */
  seeded: boolean;
}

const BenchmarkKindSchema = Type.Enum([...BENCHMARK_KINDS]);
const BenchmarkUnitSchema = Type.Enum([...BENCHMARK_UNITS]);

/** Null first: with coerceTypes a null would otherwise become 0 or '' in the other branch (app.ts). */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

// lengths and ranges are checked by the service with their own messages; these only bound the request
const referenceFields = {
  nameZh: Type.String({ maxLength: 500 }),
  nameEn: Type.String({ maxLength: 500 }),
  kind: BenchmarkKindSchema,
  unit: BenchmarkUnitSchema,
  /** A single value, or else the range low–high (both given). */
  value: OrNull(Type.Number()),
  low: OrNull(Type.Number()),
  high: OrNull(Type.Number()),
  /** A value of the pcf_pv_technology dictionary; null: any technology. */
  technology: OrNull(Type.String({ maxLength: 100 })),
  region: OrNull(Type.String({ maxLength: 500 })),
  year: OrNull(Type.Integer()),
  source: Type.String({ maxLength: 2000 }),
  sourceUrl: OrNull(Type.String({ maxLength: 2000 })),
};

export const CreateBenchmarkReferenceRequestSchema = Type.Object(referenceFields);
export type CreateBenchmarkReferenceRequest = Static<typeof CreateBenchmarkReferenceRequestSchema>;
export const UpdateBenchmarkReferenceRequestSchema = Type.Object({ id: RowId, ...referenceFields });
export type UpdateBenchmarkReferenceRequest = Static<typeof UpdateBenchmarkReferenceRequestSchema>;
export const SaveBenchmarkReferenceReplySchema = Type.Object({ id: Type.Integer() });
export type SaveBenchmarkReferenceReply = Static<typeof SaveBenchmarkReferenceReplySchema>;
export const DeleteBenchmarkReferenceRequestSchema = Type.Object({ id: RowId });

/** A reference as a benchmark shows it: names in the reader's language, and the figure compared with. */
export const BenchmarkReferenceSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: BenchmarkKindSchema,
  unit: BenchmarkUnitSchema,
  value: Nullable(Type.Number()),
  low: Nullable(Type.Number()),
  high: Nullable(Type.Number()),
  /** The value, or the range's upper bound: the result meets the reference at or below it. */
  target: Type.Number(),
  technology: Nullable(Type.String()),
  region: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  source: Type.String(),
  sourceUrl: Nullable(Type.String()),
});
export type BenchmarkReference = Static<typeof BenchmarkReferenceSchema>;

/** The result against one reference. Null figures: the snapshot has no value in the reference's unit. */
export const BenchmarkComparisonSchema = Type.Object({
  reference: BenchmarkReferenceSchema,
  /** The snapshot's figure in the reference's unit. */
  measured: Nullable(Type.Number()),
  meets: Nullable(Type.Boolean()),
  /** measured − target: above 0 the result must drop by this much to meet it. */
  gap: Nullable(Type.Number()),
  /** gap as a percentage of the target. */
  gapPercent: Nullable(Type.Number()),
});
export type BenchmarkComparison = Static<typeof BenchmarkComparisonSchema>;

export const BenchmarkPointSchema = Type.Object({
  snapshotId: Type.Integer(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  perKwp: Nullable(Type.Number()),
});
export type BenchmarkPoint = Static<typeof BenchmarkPointSchema>;

export const BenchmarkProductSchema = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  productModel: Type.String(),
  technology: Type.String(),
  snapshotId: Type.Integer(),
  seq: Type.Integer(),
  perKwp: Nullable(Type.Number()),
});
export type BenchmarkProduct = Static<typeof BenchmarkProductSchema>;

/**
 * Where the result stands among the platform's published results of its technology (each published
 * project's latest snapshot, this project left out). No names; `percentile` only from BENCHMARK_RANK_MINIMUM on.
 */
export const BenchmarkRankSchema = Type.Object({
  technology: Type.String(),
  /** How many published results of the technology there are to compare with. */
  count: Type.Integer({ minimum: 0 }),
  minimum: Type.Integer(),
  /** The share (%) of those results with a higher per kWp (lower is better); null below the minimum. */
  betterThanPercent: Nullable(Type.Number()),
});
export type BenchmarkRank = Static<typeof BenchmarkRankSchema>;

/** One of the largest lines of the snapshot: what would have to drop to close a gap. */
export const BenchmarkContributorSchema = Type.Object({
  lineId: Type.Integer(),
  stage: Type.Enum([...LIFECYCLE_STAGES]),
  category: Nullable(Type.String()),
  description: Type.String(),
  emission: Type.Number(),
  /** Its share of the total before cut-off (0–1, as in the snapshot). */
  share: Type.Number(),
  /** Its part of the per kWp (kg CO₂e/kWp); null when the snapshot has no per kWp. */
  perKwp: Nullable(Type.Number()),
});
export type BenchmarkContributor = Static<typeof BenchmarkContributorSchema>;

/** How many of the largest lines a benchmark names. */
export const BENCHMARK_CONTRIBUTORS = 10;

export const SnapshotBenchmarkSchema = Type.Object({
  snapshotId: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  productModel: Type.String(),
  technology: Type.String(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  total: Type.Number(),
  perKwp: Nullable(Type.Number()),
  perM2: Nullable(Type.Number()),
  comparisons: Type.Array(BenchmarkComparisonSchema),
  /** This project's snapshots, oldest first. */
  trend: Type.Array(BenchmarkPointSchema),
  /** The company's other products the caller may see, each with its latest snapshot. */
  products: Type.Array(BenchmarkProductSchema),
  rank: BenchmarkRankSchema,
  /** The largest lines counted in the total, largest first (at most BENCHMARK_CONTRIBUTORS). */
  contributors: Type.Array(BenchmarkContributorSchema),
});
export type SnapshotBenchmark = Static<typeof SnapshotBenchmarkSchema>;

/** A snapshot the caller may benchmark: the latest of each visible project that has one. */
export const BenchmarkableSnapshotSchema = Type.Object({
  snapshotId: Type.Integer(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  seq: Type.Integer(),
  createdAt: Type.String(),
});
export type BenchmarkableSnapshot = Static<typeof BenchmarkableSnapshotSchema>;

/** POST /rest/benchmark/results: the dashboard's filters and page. */
export const ResultOverviewRequestSchema = Type.Object({
  pageNum: Type.Optional(PageNumber),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Administrators and reviewers only (others see their own company whatever they send). */
  companyId: Type.Optional(OrNull(RowId)),
  technology: Type.Optional(OrNull(Type.String({ maxLength: 100 }))),
  /** The year the latest result was computed. */
  year: Type.Optional(OrNull(Type.Integer({ minimum: BENCHMARK_YEAR_MIN, maximum: BENCHMARK_YEAR_MAX }))),
});
export type ResultOverviewRequest = Static<typeof ResultOverviewRequestSchema>;

export const ResultOverviewRowSchema = Type.Object({
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  productModel: Type.String(),
  technology: Type.String(),
  companyName: Type.String(),
  snapshotId: Type.Integer(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  perKwp: Nullable(Type.Number()),
  /** Every snapshot of the project, oldest first. */
  trend: Type.Array(BenchmarkPointSchema),
  /** The ids of the per-kWp references the latest result meets. */
  meets: Type.Array(Type.Integer()),
});
export type ResultOverviewRow = Static<typeof ResultOverviewRowSchema>;

/** The spread of the latest per kWp over every matching product (not just the page). */
export const ResultSpreadSchema = Type.Object({
  count: Type.Integer(),
  min: Nullable(Type.Number()),
  q1: Nullable(Type.Number()),
  median: Nullable(Type.Number()),
  q3: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
});
export type ResultSpread = Static<typeof ResultSpreadSchema>;

export const ResultOverviewReplySchema = Type.Object({
  total: Type.Integer(),
  rows: Type.Array(ResultOverviewRowSchema),
  spread: ResultSpreadSchema,
  /** The per-kWp references, for the table's columns and the chart's lines. */
  references: Type.Array(BenchmarkReferenceSchema),
  /** The companies the caller may filter by (empty for a company user). */
  companies: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ResultOverviewReply = Static<typeof ResultOverviewReplySchema>;

const P = BENCHMARK_PERMISSIONS;
const tags = ['benchmarks'];

/** /rest/benchmark/*: the reference changes (administrators), the benchmark of a snapshot and the results dashboard. */
export const benchmarkEndpoints = {
  referenceCreate: defineEndpoint({
    method: 'POST',
    url: '/rest/benchmark/reference/create',
    permission: P.add,
    tags,
    body: CreateBenchmarkReferenceRequestSchema,
    reply: SaveBenchmarkReferenceReplySchema,
  }),
  referenceUpdate: defineEndpoint({
    method: 'POST',
    url: '/rest/benchmark/reference/update',
    permission: P.edit,
    tags,
    body: UpdateBenchmarkReferenceRequestSchema,
    reply: SaveBenchmarkReferenceReplySchema,
  }),
  referenceDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/benchmark/reference/delete',
    permission: P.remove,
    tags,
    body: DeleteBenchmarkReferenceRequestSchema,
    reply: 'none',
  }),
  /** The latest snapshot of each project the caller may see, to pick one to benchmark. */
  snapshots: defineEndpoint({
    method: 'GET',
    url: '/rest/benchmark/snapshots',
    permission: P.list,
    tags,
    reply: Type.Array(BenchmarkableSnapshotSchema),
  }),
  snapshot: defineEndpoint({
    method: 'GET',
    url: '/rest/benchmark/snapshot',
    permission: P.list,
    tags,
    querystring: Type.Object({ snapshotId: RowId }),
    reply: SnapshotBenchmarkSchema,
  }),
  results: defineEndpoint({
    method: 'POST',
    url: '/rest/benchmark/results',
    permission: P.results,
    tags,
    body: ResultOverviewRequestSchema,
    reply: ResultOverviewReplySchema,
  }),
};
