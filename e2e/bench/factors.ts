/**
 * Issue 5's closing figures: the factor search on 100,000 factors and the import of a 10,000-row
 * file, on the built server.
 *
 * The search is POST /rest/getObjDataByPage on pcf_emission_factor (the view of each factor's
 * current version) as the factor list sends it when someone types a term into the English name
 * search, filters a region and "year from", and sorts by name, measured like the user list
 * (objectList.ts). The factors and their versions are written straight into the scratch database
 * with one INSERT ... SELECT (the versions' ids drawn ahead, so each factor points at its version),
 * then VACUUM ANALYZE and CHECKPOINT (AFTER_SEED_SQL). Each English name carries the md5 of its
 * number, so the three-character term matches some 0.7 % of the names spread over the table; half
 * the factors are Chinese (CN) and the years run 1990 to 2024, so the page's filter keeps about a
 * hundred rows.
 *
 * The import uploads a generated .xlsx of IMPORT_ROWS new factors through POST /rest/factor/import
 * and polls GET /rest/factor/import/status until the job ends: the time from the upload to `done`
 * as the client sees it, and the job's own (created → finished).
 */
import ExcelJS from 'exceljs';
import autocannon from 'autocannon';
import { FACTOR_TEMPLATE_CONTENT_TYPES, factorEndpoints } from '../../shared/src/contracts';
import { signInByApi } from '../src/apiSession';
import { API } from '../src/contracts';
import type { ListRequest } from './objectList';

export const FACTOR_ROWS = 100_000;
export const IMPORT_ROWS = 10_000;

/** The factor list's first page of 20, sorted by English name, with these filters. */
function factorSearch(conditions: ListRequest['conditions']): ListRequest {
  return { objName: 'pcf_emission_factor', pageNum: 1, pageSize: 20, sortField: 'name_en', sortOrder: 'asc', conditions };
}

export const FACTOR_LIST_REQUEST = factorSearch([
  { field: 'name_en', operator: 'like', value: 'a3f' },
  { field: 'region', operator: 'eq', value: 'CN' },
  { field: 'year', operator: 'ge', value: 2015 },
]);

/**
 * Issue 19: searches across the open factor library (server/data/factors, loaded by the server
 * itself with FACTOR_LIBRARY=on): a broad term (two in three factors match) and a common one in the
 * English name over every set, and one set's factors of one region, each sorted by name.
 */
export const LIBRARY_SEARCHES: readonly { label: string; request: ListRequest }[] = [
  {
    label: 'every set, English name contains "electricity"',
    request: factorSearch([{ field: 'name_en', operator: 'like', value: 'electricity' }]),
  },
  {
    label: 'every set, English name contains "diesel"',
    request: factorSearch([{ field: 'name_en', operator: 'like', value: 'diesel' }]),
  },
  {
    label: 'set "Ember/OWID grid intensity 2000-2024", region CN',
    request: factorSearch([
      { field: 'database_version', operator: 'eq', value: 'Ember/OWID grid intensity 2000-2024' },
      { field: 'region', operator: 'eq', value: 'CN' },
    ]),
  },
];

/** Public factors the server holds (the factor list's total, unfiltered). */
export async function factorCount(baseUrl: string): Promise<number> {
  const token = await signInByApi(baseUrl, 'admin', 'Admin@123456');
  const request: ListRequest = { ...factorSearch([]), pageSize: 1 };
  const response = await fetch(baseUrl + API.objDataByPage, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const envelope = (await response.json()) as { code: number; data?: { total: number } };
  return envelope.data?.total ?? 0;
}

/**
 * `rows` factors BENCH-000001 ..., each with version 1 made current, spread over the units, the
 * directory's nodes, the regions of the pcf_region dictionary, both GWP sets and 35 years; one
 * statement (the factors are inserted by a data-modifying WITH).
 */
export function seedFactorsSql(rows: number): string {
  if (!Number.isInteger(rows) || rows < 1) throw new Error(`rows must be a positive integer, got ${rows}`);
  return `
    WITH unit_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM units),
         node_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM directory_nodes),
         regions AS (SELECT array_agg(i.value ORDER BY i.id) AS codes FROM sys_dict_item i JOIN sys_dict_type t ON t.id = i.type_id WHERE t.code = 'pcf_region'),
         ids AS (SELECT n,
                        nextval(pg_get_serial_sequence('emission_factors', 'id')) AS factor_id,
                        nextval(pg_get_serial_sequence('emission_factor_versions', 'id')) AS version_id
                 FROM generate_series(1, ${rows}) AS n),
         factors AS (INSERT INTO emission_factors (id, code, current_version_id, created_at, updated_at)
                     SELECT factor_id, 'BENCH-' || lpad(n::text, 6, '0'), version_id, now(), now() FROM ids)
    INSERT INTO emission_factor_versions (id, factor_id, version, name_zh, name_en, category_id, value, unit_id, gwp_set, region, year, source, database_version, created_at)
    SELECT ids.version_id, ids.factor_id, 1,
           '基准因子 ' || lpad(n::text, 6, '0'),
           'Factor ' || lpad(n::text, 6, '0') || ' ' || md5(n::text),
           node_ids.ids[1 + n % cardinality(node_ids.ids)],
           round((n % 10000)::numeric / 1000, 3),
           unit_ids.ids[1 + n % cardinality(unit_ids.ids)],
           CASE WHEN n % 3 = 0 THEN 'AR5' ELSE 'AR6' END,
           CASE WHEN n % 2 = 0 THEN 'CN' ELSE regions.codes[1 + n % cardinality(regions.codes)] END,
           1990 + n % 35,
           'Benchmark source ' || (n % 50),
           'BENCH 1',
           now()
    FROM ids, unit_ids, node_ids, regions;`;
}

/** The rows of a clean import file: the template's English titles, IMPORT_ROWS new factors. */
export function importTable(rows: number): (string | number)[][] {
  const header = [
    'Factor code',
    'Chinese name',
    'English name',
    'Category',
    'Value (kg CO₂e per unit)',
    'Unit',
    'GWP set',
    'Region',
    'Year',
    'Source',
    'Database version',
    'Valid from',
    'TeR (technological representativeness)',
    'GeR (geographical representativeness)',
    'TiR (time representativeness)',
    'P (precision)',
    'Note',
  ];
  const body = Array.from({ length: rows }, (_, i) => {
    const n = i + 1;
    return [
      `IMPORT-${String(n).padStart(6, '0')}`,
      `导入因子 ${n}`,
      `Imported factor ${n}`,
      n % 2 === 0 ? '原材料获取/辅材/光伏玻璃' : '电力',
      (n % 997) / 100,
      n % 2 === 0 ? 'kg' : 'kWh',
      'AR6',
      n % 3 === 0 ? 'CN' : 'CN-JS',
      2015 + (n % 10),
      'Benchmark import',
      'BENCH 2',
      '2024-01-01',
      2,
      1,
      2,
      3,
      '',
    ];
  });
  return [header, ...body];
}

export async function importXlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Emission factors');
  for (const row of importTable(rows)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ImportFigures {
  rows: number;
  fileBytes: number;
  /** Upload sent → status `done` seen by the polling client. */
  clientMs: number;
  /** The job's createdAt → finishedAt. */
  jobMs: number;
  /** Upload sent → the job first seen past `checking` (reading and checking; to the poll's POLL_MS). */
  checkedMs: number | null;
  /** performance.now() when the upload was sent. */
  startedAt: number;
  status: string;
  importedRows: number;
}

interface Job {
  id: number;
  status: string;
  importedRows: number;
  problemCount: number;
  problems: { row: number; message: string }[];
  createdAt: string;
  finishedAt: string | null;
}

const POLL_MS = 100;
export const IMPORT_TIMEOUT_MS = 10 * 60 * 1000;

/** Uploads `file` and polls its job every POLL_MS until it ends. */
export async function measureImport(baseUrl: string, file: Buffer, rows: number): Promise<ImportFigures> {
  const token = await signInByApi(baseUrl, 'admin', 'Admin@123456');
  const headers = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('mode', 'all');
  form.append('file', new Blob([new Uint8Array(file)], { type: FACTOR_TEMPLATE_CONTENT_TYPES.xlsx }), 'bench-import.xlsx');
  const started = performance.now();
  const answer = (await (await fetch(baseUrl + factorEndpoints.import.url, { method: 'POST', headers, body: form })).json()) as {
    code: number;
    msg: string;
    data?: Job;
  };
  if (answer.code !== 200 || !answer.data) throw new Error(`POST ${factorEndpoints.import.url} answered ${answer.code} ${answer.msg}`);
  let job = answer.data;
  let checkedMs: number | null = null;
  while (job.status === 'checking' || job.status === 'importing') {
    if (performance.now() - started > IMPORT_TIMEOUT_MS) throw new Error(`the import job ${job.id} is still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = (await (await fetch(`${baseUrl}${factorEndpoints.importStatus.url}?id=${job.id}`, { headers })).json()) as {
      code: number;
      msg: string;
      data?: Job;
    };
    if (polled.code !== 200 || !polled.data)
      throw new Error(`GET ${factorEndpoints.importStatus.url} answered ${polled.code} ${polled.msg}`);
    job = polled.data;
    if (checkedMs === null && job.status !== 'checking') checkedMs = performance.now() - started;
  }
  const clientMs = performance.now() - started;
  if (job.status !== 'done')
    throw new Error(
      `the import ended ${job.status}: ${job.problems
        .slice(0, 3)
        .map((p) => `row ${p.row}: ${p.message}`)
        .join('; ')}`,
    );
  return {
    rows,
    fileBytes: file.length,
    clientMs,
    jobMs: new Date(job.finishedAt as string).getTime() - new Date(job.createdAt).getTime(),
    checkedMs,
    startedAt: started,
    status: job.status,
    importedRows: job.importedRows,
  };
}

/** The database at a glance (GET /rest/factor/statistics) over the loaded library. */
export interface StatisticsFigures {
  /** The first read of the screen's figures, alone. */
  firstReadMs: number;
  connections: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

const STATISTICS_CONNECTIONS = 20;

/** The visualization's figures read once alone, then at STATISTICS_CONNECTIONS connections for 10 s. */
export async function measureStatistics(baseUrl: string): Promise<StatisticsFigures> {
  const token = await signInByApi(baseUrl, 'admin', 'Admin@123456');
  const target = { url: baseUrl + factorEndpoints.statistics.url, headers: { authorization: `Bearer ${token}` } };
  const started = performance.now();
  const first = await fetch(target.url, { headers: target.headers });
  const envelope = (await first.json()) as { code: number; msg: string };
  const firstReadMs = performance.now() - started;
  if (envelope.code !== 200) throw new Error(`GET ${factorEndpoints.statistics.url} answered ${envelope.code} ${envelope.msg}`);
  const result = await autocannon({ ...target, connections: STATISTICS_CONNECTIONS, duration: 10 });
  return {
    firstReadMs,
    connections: STATISTICS_CONNECTIONS,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
