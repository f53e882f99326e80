/**
 * The factor database at a glance (/CarbonFootprintDatabase/DatabaseVisualization): counts of the
 * current factors by category, region, source and year, the spread of values per category and
 * unit (values are comparable only within a unit), and how much of the directory tree holds
 * factors. Aggregated in the database: one statement per facet over the current versions.
 */
import { sql } from 'drizzle-orm';
import type { FactorStatistics } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/queries';

const CURRENT = sql`emission_factors f join emission_factor_versions v on v.id = f.current_version_id`;

export async function factorStatistics(db: Db): Promise<FactorStatistics> {
  const [totals, byCategory, byRegion, bySource, byYear, spread, nodes] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${CURRENT}`),
    rowsOf<{ category_id: number | null; name: string | null; count: number }>(
      db,
      sql`select v.category_id, d.name, count(*)::int as count from ${CURRENT} left join directory_nodes d on d.id = v.category_id
          group by v.category_id, d.name order by count desc, d.name, v.category_id`,
    ),
    rowsOf<{ region: string; count: number }>(
      db,
      sql`select v.region, count(*)::int as count from ${CURRENT} group by v.region order by count desc, v.region`,
    ),
    rowsOf<{ source: string; count: number }>(
      db,
      sql`select v.source, count(*)::int as count from ${CURRENT} group by v.source order by count desc, v.source`,
    ),
    rowsOf<{ year: number; count: number }>(db, sql`select v.year, count(*)::int as count from ${CURRENT} group by v.year order by v.year`),
    rowsOf<{
      category_id: number | null;
      name: string | null;
      unit_code: string;
      count: number;
      min: string;
      q1: string;
      median: string;
      q3: string;
      max: string;
    }>(
      db,
      sql`select v.category_id, d.name, u.code as unit_code, count(*)::int as count,
            min(v.value) as min,
            percentile_cont(0.25) within group (order by v.value::float8) as q1,
            percentile_cont(0.5) within group (order by v.value::float8) as median,
            percentile_cont(0.75) within group (order by v.value::float8) as q3,
            max(v.value) as max
          from ${CURRENT} join units u on u.id = v.unit_id left join directory_nodes d on d.id = v.category_id
          group by v.category_id, d.name, u.code order by count desc, d.name, u.code`,
    ),
    rowsOf<{ id: number; name: string; pid: number; level: number; own: number }>(
      db,
      sql`select n.id, n.name, n.pid, n.level, (select count(*)::int from ${CURRENT} where v.category_id = n.id) as own
          from directory_nodes n order by n.level, n.sort, n.id`,
    ),
  ]);
  // a node's total is its own factors and those of every node below it
  const children = new Map<number, number[]>();
  for (const node of nodes) children.set(Number(node.pid), [...(children.get(Number(node.pid)) ?? []), Number(node.id)]);
  const own = new Map(nodes.map((n) => [Number(n.id), Number(n.own)]));
  const totalsById = new Map<number, number>();
  const totalOf = (id: number): number => {
    const known = totalsById.get(id);
    if (known !== undefined) return known;
    const sum = (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((acc, child) => acc + totalOf(child), 0);
    totalsById.set(id, sum);
    return sum;
  };
  return {
    total: Number(totals[0]?.total ?? 0),
    byCategory: byCategory.map((r) => ({
      categoryId: r.category_id === null ? null : Number(r.category_id),
      name: r.name,
      count: Number(r.count),
    })),
    byRegion: byRegion.map((r) => ({ region: r.region, count: Number(r.count) })),
    bySource: bySource.map((r) => ({ source: r.source, count: Number(r.count) })),
    byYear: byYear.map((r) => ({ year: Number(r.year), count: Number(r.count) })),
    valueSpread: spread.map((r) => ({
      categoryId: r.category_id === null ? null : Number(r.category_id),
      name: r.name,
      unitCode: r.unit_code,
      count: Number(r.count),
      min: Number(r.min),
      q1: Number(r.q1),
      median: Number(r.median),
      q3: Number(r.q3),
      max: Number(r.max),
    })),
    coverage: nodes.map((n) => ({
      id: Number(n.id),
      name: n.name,
      pid: Number(n.pid),
      level: Number(n.level),
      own: Number(n.own),
      total: totalOf(Number(n.id)),
    })),
  };
}
