/**
 * The benchmark of a result and the results dashboard. A snapshot is read as the footprint area
 * reads it (visibleSnapshot: the project's company users, its reviewer, platform administrators;
 * 404 otherwise). What a benchmark adds from other projects is limited to what the caller may see
 * (projectsVisibleTo), except the percentile rank: it compares with every published result of the
 * technology on the platform, anonymously (a count and a share, never a name or a figure of another
 * project), and only once there are BENCHMARK_RANK_MINIMUM of them.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { BENCHMARK_CONTRIBUTORS, BENCHMARK_RANK_MINIMUM } from '@pcf/shared/contracts';
import type {
  BenchmarkComparison,
  BenchmarkContributor,
  BenchmarkPoint,
  BenchmarkProduct,
  BenchmarkRank,
  BenchmarkReference,
  BenchmarkableSnapshot,
  ResultOverviewReply,
  ResultOverviewRequest,
  ResultSpread,
  SnapshotBenchmark,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { pageWindow, rowsOf } from '../../db/queries';
import { companies, footprintSnapshots, projects } from '../../schema';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { isPlatformAdmin } from '../auth/companyScope';
import { visibleSnapshot, type StoredLine } from '../footprint/snapshot';
import { readReferences } from './references';

const numberOf = (value: string | null): number | null => (value === null ? null : Number(value));
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The projects the caller may see (projects/service.ts visibleTo as a condition): undefined for all. */
export function projectsVisibleTo(session: SessionContext): SQL | undefined {
  if (isPlatformAdmin(session)) return undefined;
  const own = session.companyId === null ? undefined : eq(projects.companyId, session.companyId);
  return or(own, eq(projects.reviewerId, session.userId));
}

/** The latest snapshot of each project matching `where`, one row per project. */
function latestSnapshots(db: Db, where: SQL | undefined) {
  return db
    .selectDistinctOn([footprintSnapshots.projectId], {
      snapshotId: footprintSnapshots.id,
      projectId: footprintSnapshots.projectId,
      seq: footprintSnapshots.seq,
      createdAt: footprintSnapshots.createdAt,
      perKwp: footprintSnapshots.perKwp,
      projectCode: projects.code,
      projectName: projects.name,
      productModel: projects.productModel,
      technology: projects.technology,
      companyId: projects.companyId,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
    })
    .from(footprintSnapshots)
    .innerJoin(projects, eq(projects.id, footprintSnapshots.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(where)
    .orderBy(footprintSnapshots.projectId, desc(footprintSnapshots.seq));
}

/** GET /rest/benchmark/snapshots: the latest snapshot of each project the caller may see, newest first. */
export async function benchmarkableSnapshots(db: Db, session: SessionContext): Promise<BenchmarkableSnapshot[]> {
  const rows = await latestSnapshots(db, projectsVisibleTo(session));
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.snapshotId - a.snapshotId)
    .map((row) => ({
      snapshotId: row.snapshotId,
      projectId: row.projectId,
      projectCode: row.projectCode,
      projectName: row.projectName,
      seq: row.seq,
      createdAt: row.createdAt.toISOString(),
    }));
}

/** The result against one reference: met at or below its target; the gap is what must still drop. */
export function compare(reference: BenchmarkReference, measured: number | null): BenchmarkComparison {
  if (measured === null) return { reference, measured: null, meets: null, gap: null, gapPercent: null };
  const gap = measured - reference.target;
  return { reference, measured, meets: gap <= 0, gap: round2(gap), gapPercent: round2((gap / reference.target) * 100) };
}

/** The share (%) of `others` above `value`, ties counted half: lower per kWp is better. */
export function betterThanPercent(value: number, others: readonly number[]): number {
  const above = others.filter((other) => other > value).length;
  const equal = others.filter((other) => other === value).length;
  return round2(((above + equal / 2) / others.length) * 100);
}

async function publishedRank(db: Db, projectId: number, technology: string, perKwp: number | null): Promise<BenchmarkRank> {
  const rows = await latestSnapshots(
    db,
    and(
      eq(projects.status, 'published'),
      eq(projects.technology, technology),
      ne(projects.id, projectId),
      isNotNull(footprintSnapshots.perKwp),
    ),
  );
  const others = rows.map((row) => Number(row.perKwp));
  const enough = others.length >= BENCHMARK_RANK_MINIMUM && perKwp !== null;
  return {
    technology,
    count: others.length,
    minimum: BENCHMARK_RANK_MINIMUM,
    betterThanPercent: enough ? betterThanPercent(perKwp, others) : null,
  };
}

/** The largest lines counted in the total and their part of the per kWp. */
export function largestContributors(lines: readonly StoredLine[], total: number, perKwp: number | null): BenchmarkContributor[] {
  return lines
    .filter((line) => !line.excluded)
    .sort((a, b) => b.emission - a.emission)
    .slice(0, BENCHMARK_CONTRIBUTORS)
    .map((line) => ({
      lineId: line.lineId,
      stage: line.stage,
      category: line.category,
      description: line.description,
      emission: line.emission,
      share: line.share,
      perKwp: perKwp === null || total === 0 ? null : (line.emission * perKwp) / total,
    }));
}

const pointOf = (row: { snapshotId: number; seq: number; createdAt: Date; perKwp: string | null }): BenchmarkPoint => ({
  snapshotId: row.snapshotId,
  seq: row.seq,
  createdAt: row.createdAt.toISOString(),
  perKwp: numberOf(row.perKwp),
});

async function trendsOf(db: Db, projectIds: readonly number[]): Promise<Map<number, BenchmarkPoint[]>> {
  const trends = new Map<number, BenchmarkPoint[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return trends;
  const rows = await db
    .select({
      projectId: footprintSnapshots.projectId,
      snapshotId: footprintSnapshots.id,
      seq: footprintSnapshots.seq,
      createdAt: footprintSnapshots.createdAt,
      perKwp: footprintSnapshots.perKwp,
    })
    .from(footprintSnapshots)
    .where(inArray(footprintSnapshots.projectId, [...projectIds]))
    .orderBy(asc(footprintSnapshots.projectId), asc(footprintSnapshots.seq));
  for (const row of rows) trends.get(row.projectId)?.push(pointOf(row));
  return trends;
}

/** GET /rest/benchmark/snapshot. */
export async function snapshotBenchmark(
  db: Db,
  session: SessionContext,
  snapshotId: number,
  language: Language,
): Promise<SnapshotBenchmark> {
  const row = await visibleSnapshot(db, session, snapshotId);
  const [project] = await db.select().from(projects).where(eq(projects.id, row.projectId));
  const perKwp = numberOf(row.perKwp);
  const perM2 = numberOf(row.perM2);
  const total = Number(row.total);
  const references = await readReferences(db, language);
  const others = await latestSnapshots(
    db,
    and(eq(projects.companyId, project.companyId), ne(projects.id, project.id), projectsVisibleTo(session)),
  );
  const products: BenchmarkProduct[] = others.map((other) => ({
    projectId: other.projectId,
    projectName: other.projectName,
    productModel: other.productModel,
    technology: other.technology,
    snapshotId: other.snapshotId,
    seq: other.seq,
    perKwp: numberOf(other.perKwp),
  }));
  return {
    snapshotId: row.id,
    projectId: project.id,
    projectName: project.name,
    productModel: project.productModel,
    technology: project.technology,
    seq: row.seq,
    createdAt: row.createdAt.toISOString(),
    total,
    perKwp,
    perM2,
    comparisons: references.map((reference) => compare(reference, reference.unit === 'kgCO2e/kWp' ? perKwp : perM2)),
    trend: (await trendsOf(db, [project.id])).get(project.id) ?? [],
    products,
    rank: await publishedRank(db, project.id, project.technology, perKwp),
    contributors: largestContributors(row.lines as StoredLine[], total, perKwp),
  };
}

/** Quartiles by linear interpolation between the sorted values. */
export function spreadOf(values: readonly number[]): ResultSpread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, min: null, q1: null, median: null, q3: null, max: null };
  const at = (p: number) => {
    const index = (sorted.length - 1) * p;
    const lower = Math.floor(index);
    const upper = Math.ceil(index);
    return round2(sorted[lower] + (sorted[upper] - sorted[lower]) * (index - lower));
  };
  return { count: sorted.length, min: at(0), q1: at(0.25), median: at(0.5), q3: at(0.75), max: at(1) };
}

/** A result's latest snapshots as a subquery: one row per project matching `where`, computed in `year` (UTC) when given. */
function latestSnapshotsSql(where: SQL | undefined, year: number | null): SQL {
  const latest = sql`select distinct on (${footprintSnapshots.projectId}) ${footprintSnapshots.id} as snapshot_id,
      ${footprintSnapshots.createdAt} as created_at, ${footprintSnapshots.perKwp} as per_kwp
    from ${footprintSnapshots} join ${projects} on ${projects.id} = ${footprintSnapshots.projectId}
    where ${where ?? sql`true`}
    order by ${footprintSnapshots.projectId}, ${footprintSnapshots.seq} desc`;
  return year === null
    ? latest
    : sql`select * from (${latest}) as latest where extract(year from latest.created_at at time zone 'UTC') = ${year}`;
}

/** The spread from PostgreSQL's percentile_cont (the same linear interpolation as spreadOf). */
function spreadFrom(count: number, quartiles: readonly (number | string)[] | null): ResultSpread {
  if (count === 0 || quartiles === null) return spreadOf([]);
  const [min, q1, median, q3, max] = quartiles.map((value) => round2(Number(value)));
  return { count, min, q1, median, q3, max };
}

/**
 * POST /rest/benchmark/results: the latest result of every product the caller may see, filtered.
 * The count, the spread (of every match, not just the page) and the page are cut in SQL; the
 * page's rows and trends are then read for its projects only.
 */
export async function resultOverview(
  db: Db,
  session: SessionContext,
  request: ResultOverviewRequest,
  language: Language,
): Promise<ResultOverviewReply> {
  const crossCompany = isPlatformAdmin(session) || session.companyId === null;
  const visible = projectsVisibleTo(session);
  const filters = and(
    visible,
    crossCompany && request.companyId ? eq(projects.companyId, request.companyId) : undefined,
    request.technology ? eq(projects.technology, request.technology) : undefined,
  );
  const window = pageWindow(request, 100);
  const [summary] = await rowsOf<{ total: number; measured: number; quartiles: (number | string)[] | null; page: number[] }>(
    db,
    sql`with matched as (${latestSnapshotsSql(filters, request.year ?? null)})
      select (select count(*) from matched)::int as total,
        (select count(per_kwp) from matched)::int as measured,
        (select percentile_cont(array[0, 0.25, 0.5, 0.75, 1]) within group (order by per_kwp) from matched
          where per_kwp is not null) as quartiles,
        array(select snapshot_id from matched order by created_at desc, snapshot_id desc
          limit ${sql.raw(String(window.limit))} offset ${sql.raw(String(window.offset))}) as page`,
  );
  const pageIds = summary.page.map(Number);
  const byId = new Map(
    (pageIds.length === 0 ? [] : await latestSnapshots(db, inArray(footprintSnapshots.id, pageIds))).map((row) => [row.snapshotId, row]),
  );
  const page = pageIds.flatMap((id) => byId.get(id) ?? []);
  const references = (await readReferences(db, language)).filter((reference) => reference.unit === 'kgCO2e/kWp');
  const trends = await trendsOf(
    db,
    page.map((row) => row.projectId),
  );
  const companyOptions = crossCompany ? await companiesOf(db, visible, language) : [];
  return {
    total: summary.total,
    rows: page.map((row) => {
      const perKwp = numberOf(row.perKwp);
      return {
        projectId: row.projectId,
        projectCode: row.projectCode,
        projectName: row.projectName,
        productModel: row.productModel,
        technology: row.technology,
        companyName: language === 'zh' ? row.companyName : (row.companyNameEn ?? row.companyName),
        snapshotId: row.snapshotId,
        seq: row.seq,
        createdAt: row.createdAt.toISOString(),
        perKwp,
        trend: trends.get(row.projectId) ?? [],
        meets: perKwp === null ? [] : references.filter((reference) => perKwp <= reference.target).map((reference) => reference.id),
      };
    }),
    spread: spreadFrom(summary.measured, summary.quartiles),
    references,
    companies: companyOptions,
  };
}

/** The companies that have projects the caller may see with a result. */
async function companiesOf(db: Db, visible: SQL | undefined, language: Language): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .innerJoin(projects, eq(projects.companyId, companies.id))
    .where(and(visible, sql`exists (select 1 from ${footprintSnapshots} where ${footprintSnapshots.projectId} = ${projects.id})`))
    .orderBy(asc(companies.id));
  return rows.map((row) => ({ id: row.id, name: language === 'zh' ? row.name : (row.nameEn ?? row.name) }));
}
