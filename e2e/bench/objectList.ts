/**
 * The closing figure of issue 3: POST /rest/getObjDataByPage on a registered object holding
 * 100,000 rows, with a `like` filter and a sort, at 20 connections on PostgreSQL.
 *
 * The object is the user list (sys_user, the read model over `users` that /system/user pages
 * through). The rows are written straight into the scratch database with one INSERT ... SELECT
 * after the server has migrated and seeded it, then VACUUM ANALYZE of the database: statistics and
 * the visibility map, as autovacuum leaves them soon after such an insert; and a CHECKPOINT. (Autovacuum never
 * analyzes a table of fewer than 50 changed rows: without this, roles and posts keep the planner's
 * default guesses and each page row's role and post names cost a hash join instead of an index
 * lookup, about half the throughput of the page's second step.) Each name carries the md5 of its
 * number, so a three-character term matches some 0.7 % of the rows, spread over the whole table:
 * a search box's term, not a prefix of the sort key.
 */
import autocannon from 'autocannon';
import { API } from '../src/contracts';
import { signInByApi } from '../src/apiSession';

export const LIST_ROWS = 100_000;
const CONNECTIONS = 20;
const DURATION_S = 10;
const WARM_UP_S = 2;
/** Pages read one by one before the load, each for the first time. */
const FIRST_READS = 5;

/** What the user list sends when someone types a term into the name search and sorts by name. */
export const LIST_REQUEST = {
  objName: 'sys_user',
  pageNum: 1,
  pageSize: 20,
  sortField: 'name',
  sortOrder: 'asc',
  conditions: [{ field: 'name', operator: 'like', value: 'a3f' }],
} as const;

export interface ObjectListFigures {
  rows: number;
  /** Rows the filter matches (the answer's total). */
  matched: number;
  connections: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * One request alone, the median of FIRST_READS pages (2, 3, ...) each read for the first time: what
   * a search costs where no node keeps its page (the factor list's pages are kept, pageCache.ts).
   */
  firstReadMs: number;
  /** Issue 19: the bare Fastify + pg page-and-count on the same database, same load; set for the user list. */
  bareRequestsPerSec?: number;
}

/**
 * `rows` users of the demo company, spread over its departments, in one statement. Accounts
 * bench_000001 ...; the password hash is a placeholder no password matches (nobody signs in as them).
 */
export function seedUsersSql(rows: number): string {
  if (!Number.isInteger(rows) || rows < 1) throw new Error(`rows must be a positive integer, got ${rows}`);
  return `
    WITH company AS (SELECT id FROM companies ORDER BY id LIMIT 1),
         depts AS (SELECT array_agg(d.id ORDER BY d.id) AS ids FROM departments d, company c WHERE d.company_id = c.id)
    INSERT INTO users (account, name, user_type, company_id, dept_id, password_hash, email, phone)
    SELECT 'bench_' || lpad(n::text, 6, '0'),
           'User ' || lpad(n::text, 6, '0') || ' ' || md5(n::text),
           'enterprise',
           company.id,
           depts.ids[1 + n % greatest(cardinality(depts.ids), 1)],
           'bench-placeholder-not-a-hash',
           'bench_' || n || '@example.com',
           '1' || lpad((3800000000 + n)::text, 10, '0')
    FROM generate_series(1, ${rows}) AS n, company, depts;`;
}

/**
 * Run after seedUsersSql, each on its own (VACUUM cannot run inside the insert's transaction). The
 * CHECKPOINT writes out what the insert and the vacuum left dirty, which the checkpointer would
 * otherwise write during the measurement (a steady database, as minutes after a bulk load).
 */
export const AFTER_SEED_SQL = ['VACUUM ANALYZE', 'CHECKPOINT'] as const;

/** A page request of the object API, as a list screen sends it. */
export interface ListRequest {
  objName: string;
  pageNum: number;
  pageSize: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  conditions: readonly { field: string; operator: string; value: string | number }[];
}

/** `request` (the user list's by default) at CONNECTIONS connections for DURATION_S seconds, after a warm-up. */
export async function measureObjectList(baseUrl: string, rows: number, request: ListRequest = LIST_REQUEST): Promise<ObjectListFigures> {
  const token = await signInByApi(baseUrl, 'admin', 'Admin@123456');
  const target = {
    url: baseUrl + API.objDataByPage,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  };
  const probe = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
  const envelope = (await probe.json()) as { code: number; msg: string; data?: { total: number; rows: unknown[] } };
  if (envelope.code !== 200 || !envelope.data) throw new Error(`POST ${API.objDataByPage} answered ${envelope.code} ${envelope.msg}`);
  if (envelope.data.rows.length === 0) throw new Error(`the filter ${JSON.stringify(request.conditions)} matched nothing`);

  const firstReads: number[] = [];
  for (let pageNum = 2; pageNum < 2 + FIRST_READS; pageNum++) {
    const started = performance.now();
    const response = await fetch(target.url, { method: 'POST', headers: target.headers, body: JSON.stringify({ ...request, pageNum }) });
    await response.arrayBuffer();
    firstReads.push(performance.now() - started);
  }
  firstReads.sort((a, b) => a - b);

  await autocannon({ ...target, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rows,
    matched: envelope.data.total,
    connections: CONNECTIONS,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    firstReadMs: firstReads[Math.floor(firstReads.length / 2)],
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
