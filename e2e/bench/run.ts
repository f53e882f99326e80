/**
 * `npm run bench`: the figures of issue 2's "Done when", issue 3's closing figure (the object
 * list of 100,000 rows on PostgreSQL) and issue 5's (the factor search on 100,000 factors, the
 * import of a 10,000-row file) and issue 18's (GET /api/health during the import of a 100,000-row
 * .xlsx, on PGlite). Prints a table and writes bench/results.json; never fails on time
 * (only when something cannot be measured at all).
 * Runs against the built server and bundles: build first (npm run build).
 * `-- --only pages|api|list|factors|engine|compute|report|excel|faults` runs one part and writes no results.json; the
 * api, list, factors, engine, compute, report and excel parts need only server/dist (npm run build -w server); the
 * list and factors parts need PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), the compute
 * part runs on PGlite and also on PostgreSQL when one is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../src/chromium';
import { startServer } from '../src/serverProcess';
import { parseBenchOptions } from './options';
import { measurePageLoads, type PageLoadFigures } from './pageLoad';
import {
  AFTER_SEED_SQL,
  LIST_REQUEST,
  LIST_ROWS,
  measureObjectList,
  seedUsersSql,
  type ListRequest,
  type ObjectListFigures,
} from './objectList';
import {
  FACTOR_LIST_REQUEST,
  FACTOR_ROWS,
  IMPORT_ROWS,
  LIBRARY_SEARCHES,
  factorCount,
  importXlsx,
  measureImport,
  measureStatistics,
  seedFactorsSql,
  type ImportFigures,
  type StatisticsFigures,
} from './factors';
import { createScratchDatabase, runSql, runSqlValue } from './postgres';
import { kilobytes } from './stats';
import { measureEngine, type EngineFigures } from './engine';
import { COMPUTE_LINES, measureCompute, type ComputeFigures } from './compute';
import { measureGetInfo, type ThroughputFigures } from './throughput';
import { measureReport, type ReportFigures } from './report';
import {
  EXCEL_ROWS,
  HEALTH_EVERY_MS,
  SLOW_MS,
  measureExcelImport,
  measureInventoryExcelImport,
  type ExcelFigures,
  type HealthFigures,
  type InventoryExcelFigures,
} from './excel';
import { runFaults, type FaultCase } from './faults';
import { bareRequestsPerSec, startBareServer } from './bare';

interface ExcelRow {
  database: 'PGlite' | 'PostgreSQL';
  factors: ExcelFigures;
  inventory: InventoryExcelFigures;
}

interface ThroughputRow extends ThroughputFigures {
  database: 'PGlite' | 'PostgreSQL';
  /** Issue 19: the bare Fastify + pg get-by-id on the same database, same load (PostgreSQL only). */
  bareRequestsPerSec: number | null;
}

interface BenchResults {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; chromium: string };
  pageLoads: PageLoadFigures;
  getInfo: ThroughputRow[];
  /** POST /rest/getObjDataByPage on sys_user with LIST_ROWS users, PostgreSQL; null when not measured. */
  objectList: ObjectListFigures | null;
  /** Issue 5: the factor search on FACTOR_ROWS factors (PostgreSQL) and the IMPORT_ROWS-row import; null when not measured. */
  factors: FactorFigures | null;
  /** The footprint engine (issue 6): null when not measured. */
  engine: EngineFigures | null;
  /** A footprint computation through the HTTP routes, per database; empty when not measured. */
  compute: ComputeRow[];
  /** Issue 16: a bilingual 30-page report as PDF and DOCX; null when not measured. */
  report: ReportFigures | null;
  /** Issue 18: GET /api/health during a 100,000-row import, per database; empty when not measured. */
  excel: ExcelRow[];
  /** Issue 19: two API nodes and two workers under load and crashes, PostgreSQL; empty when not run. */
  faults: FaultCase[];
  notes: string[];
}

interface ComputeRow extends ComputeFigures {
  database: 'PGlite' | 'PostgreSQL';
}

interface FactorFigures {
  search: ObjectListFigures;
  /** Issue 19: searches across the open factor library as the server loads it, PostgreSQL. */
  library: { label: string; figures: ObjectListFigures }[];
  /** Issue 19: the database at a glance over the same library. */
  statistics: StatisticsFigures;
  /** On the PostgreSQL server holding the FACTOR_ROWS factors, and on a fresh PGlite one. */
  imports: (ImportFigures & { database: 'PostgreSQL' | 'PGlite' })[];
}

const LOG_LEVEL = 'warn';

/** The API part serves no page: a stub shell lets it run without a front-end build. */
function stubStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-bench-static-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html>\n');
  return root;
}

async function throughputOn(database: ThroughputRow['database'], databaseUrl?: string): Promise<ThroughputRow> {
  const staticRoot = stubStaticRoot();
  const server = await startServer({ label: `bench-${database.toLowerCase()}`, databaseUrl, logLevel: LOG_LEVEL, staticRoot });
  try {
    const figures = await measureGetInfo(server.baseUrl);
    if (!databaseUrl) return { database, ...figures, bareRequestsPerSec: null };
    // the yardstick runs while the server idles: one measured at a time, on the same database
    const bare = await startBareServer(databaseUrl);
    try {
      const adminId = runSqlValue(databaseUrl, "select id from users where account = 'admin'");
      return { database, ...figures, bareRequestsPerSec: await bareRequestsPerSec(`${bare.baseUrl}/bare/user?id=${adminId}`, 50, 10) };
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
}

async function measurePages(): Promise<PageLoadFigures> {
  console.log('page loads in headless Chromium ...');
  const pageServer = await startServer({ label: 'bench-pages', logLevel: LOG_LEVEL });
  const browser = await launchChromium();
  try {
    return await measurePageLoads(browser, pageServer.baseUrl);
  } finally {
    await browser.close();
    await pageServer.stop();
  }
}

async function measureApi(notes: string[]): Promise<ThroughputRow[]> {
  console.log('GET /rest/getInfo on PGlite ...');
  const getInfo: ThroughputRow[] = [await throughputOn('PGlite')];

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    console.log('GET /rest/getInfo on PostgreSQL ...');
    const scratch = createScratchDatabase(adminUrl);
    try {
      getInfo.push(await throughputOn('PostgreSQL', scratch.url));
    } finally {
      scratch.drop();
    }
  } else {
    notes.push('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
  return getInfo;
}

/** Issue 3's figure: the user list of LIST_ROWS rows, a like filter and a sort, on a scratch PostgreSQL database. */
async function measureList(notes: string[]): Promise<ObjectListFigures | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    notes.push('object list skipped: it runs on PostgreSQL; set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return null;
  }
  console.log(`POST /rest/getObjDataByPage on PostgreSQL, ${LIST_ROWS} users ...`);
  const scratch = createScratchDatabase(adminUrl);
  const staticRoot = stubStaticRoot();
  try {
    const server = await startServer({ label: 'bench-list', databaseUrl: scratch.url, logLevel: LOG_LEVEL, staticRoot });
    try {
      // the server has migrated and seeded the database; the rows go in behind it
      runSql(scratch.url, seedUsersSql(LIST_ROWS));
      for (const statement of AFTER_SEED_SQL) runSql(scratch.url, statement);
      const figures = await measureObjectList(server.baseUrl, LIST_ROWS);
      const bare = await startBareServer(scratch.url);
      try {
        const term = String(LIST_REQUEST.conditions[0].value);
        return { ...figures, bareRequestsPerSec: await bareRequestsPerSec(`${bare.baseUrl}/bare/users?term=${term}`, 20, 10) };
      } finally {
        bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    scratch.drop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
}

/** Issue 5's figures: the factor search on FACTOR_ROWS factors, then the import on the same server; and the import on PGlite. */
async function measureFactors(notes: string[]): Promise<FactorFigures | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    notes.push('factor search skipped: it runs on PostgreSQL; set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return null;
  }
  const file = await importXlsx(IMPORT_ROWS);
  const imports: FactorFigures['imports'] = [];
  let search: ObjectListFigures;
  console.log(`POST /rest/getObjDataByPage on pcf_emission_factor, PostgreSQL, ${FACTOR_ROWS} factors ...`);
  const scratch = createScratchDatabase(adminUrl);
  const staticRoot = stubStaticRoot();
  try {
    const server = await startServer({ label: 'bench-factors', databaseUrl: scratch.url, logLevel: LOG_LEVEL, staticRoot });
    try {
      runSql(scratch.url, seedFactorsSql(FACTOR_ROWS));
      for (const statement of AFTER_SEED_SQL) runSql(scratch.url, statement);
      search = await measureObjectList(server.baseUrl, FACTOR_ROWS, FACTOR_LIST_REQUEST);
      console.log(`POST /rest/factor/import of ${IMPORT_ROWS} rows on PostgreSQL ...`);
      imports.push({ database: 'PostgreSQL', ...(await measureImport(server.baseUrl, file, IMPORT_ROWS)) });
    } finally {
      await server.stop();
    }
    console.log(`POST /rest/factor/import of ${IMPORT_ROWS} rows on PGlite ...`);
    const pglite = await startServer({ label: 'bench-factors-pglite', logLevel: LOG_LEVEL, staticRoot });
    try {
      imports.push({ database: 'PGlite', ...(await measureImport(pglite.baseUrl, file, IMPORT_ROWS)) });
    } finally {
      await pglite.stop();
    }
  } finally {
    scratch.drop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
  return { search, imports, ...(await measureLibrary(adminUrl)) };
}

/** The most the open factor library may take to load on a fresh database before the searches start. */
const LIBRARY_LOAD_TIMEOUT_MS = 300_000;
/** Fewer public factors than this and the library has not loaded. */
const LIBRARY_LOADED_AT = 9_000;

/** How long the library's factor count must hold still before it is taken as loaded. */
const LIBRARY_SETTLED_MS = 3_000;

async function measureLibrary(adminUrl: string): Promise<Pick<FactorFigures, 'library' | 'statistics'>> {
  console.log('POST /rest/getObjDataByPage across the open factor library, PostgreSQL ...');
  const scratch = createScratchDatabase(adminUrl);
  const staticRoot = stubStaticRoot();
  try {
    const server = await startServer({
      label: 'bench-factor-library',
      databaseUrl: scratch.url,
      logLevel: LOG_LEVEL,
      staticRoot,
      env: { FACTOR_LIBRARY: 'on' },
    });
    try {
      const deadline = Date.now() + LIBRARY_LOAD_TIMEOUT_MS;
      let factors = await factorCount(server.baseUrl);
      // loaded: past the threshold and no set added for a while (the sets load one after another)
      let previous = -1;
      while (factors < LIBRARY_LOADED_AT || factors !== previous) {
        if (Date.now() > deadline)
          throw new Error(`the open factor library did not load: ${factors} factors after ${LIBRARY_LOAD_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, factors < LIBRARY_LOADED_AT ? 1_000 : LIBRARY_SETTLED_MS));
        previous = factors;
        factors = await factorCount(server.baseUrl);
      }
      for (const statement of AFTER_SEED_SQL) runSql(scratch.url, statement);
      const library: FactorFigures['library'] = [];
      for (const { label, request } of LIBRARY_SEARCHES)
        library.push({ label, figures: await measureObjectList(server.baseUrl, factors, request) });
      return { library, statistics: await measureStatistics(server.baseUrl) };
    } finally {
      await server.stop();
    }
  } finally {
    scratch.drop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
}

/** A COMPUTE_LINES-line project computed through /rest/footprint/compute, on PGlite and (when set) PostgreSQL. */
async function measureComputations(notes: string[]): Promise<ComputeRow[]> {
  const staticRoot = stubStaticRoot();
  const figures: ComputeRow[] = [];
  try {
    console.log(`POST /rest/footprint/compute of a ${COMPUTE_LINES}-line project on PGlite ...`);
    const pglite = await startServer({ label: 'bench-compute-pglite', logLevel: LOG_LEVEL, staticRoot });
    try {
      figures.push({ database: 'PGlite', ...(await measureCompute(pglite.baseUrl)) });
    } finally {
      await pglite.stop();
    }
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      notes.push('computation on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      return figures;
    }
    console.log(`POST /rest/footprint/compute of a ${COMPUTE_LINES}-line project on PostgreSQL ...`);
    const scratch = createScratchDatabase(adminUrl);
    try {
      const server = await startServer({ label: 'bench-compute-postgres', databaseUrl: scratch.url, logLevel: LOG_LEVEL, staticRoot });
      try {
        figures.push({ database: 'PostgreSQL', ...(await measureCompute(server.baseUrl)) });
      } finally {
        await server.stop();
      }
    } finally {
      scratch.drop();
    }
  } finally {
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
  return figures;
}

/** Issue 18's figure: the health check while a 100,000-row .xlsx is imported, on PGlite and (when set) PostgreSQL. */
async function measureExcel(notes: string[]): Promise<ExcelRow[]> {
  const staticRoot = stubStaticRoot();
  const rows: ExcelRow[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  try {
    for (const database of ['PGlite', 'PostgreSQL'] as const) {
      if (database === 'PostgreSQL' && !adminUrl) {
        notes.push('the import on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
        continue;
      }
      console.log(`GET /api/health during the import of a ${EXCEL_ROWS}-row .xlsx on ${database} ...`);
      const scratch = database === 'PostgreSQL' && adminUrl ? createScratchDatabase(adminUrl) : null;
      try {
        const server = await startServer({ label: `bench-excel-${database}`, logLevel: LOG_LEVEL, staticRoot, databaseUrl: scratch?.url });
        try {
          const inventory = await measureInventoryExcelImport(server.baseUrl);
          rows.push({ database, inventory, factors: await measureExcelImport(server.baseUrl) });
        } finally {
          await server.stop();
        }
      } finally {
        scratch?.drop();
      }
    }
  } finally {
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
  return rows;
}

/** Issue 19's fault cases, last: one of them restarts PostgreSQL. */
async function measureFaults(notes: string[]): Promise<FaultCase[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    notes.push('fault cases skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return [];
  }
  console.log('two API nodes and two workers on PostgreSQL, under load and crashes ...');
  const staticRoot = stubStaticRoot();
  try {
    return await runFaults(adminUrl, staticRoot);
  } finally {
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
}

function describeRequest(request: ListRequest): string {
  const conditions = request.conditions
    .map((c) => `${c.field} ${c.operator} ${typeof c.value === 'string' ? `'${c.value}'` : c.value}`)
    .join(' and ');
  return `${conditions}, sort ${request.sortField}, ${request.pageSize} a page`;
}

function listFigures(list: ObjectListFigures): string {
  return (
    `${list.requestsPerSec.toFixed(0)} req/s, p50 ${list.p50Ms} ms, p99 ${list.p99Ms} ms; alone, first read ${list.firstReadMs.toFixed(0)} ms` +
    (list.non2xx + list.errors + list.timeouts > 0 ? `, ${list.non2xx} non-2xx, ${list.errors} errors, ${list.timeouts} timeouts` : '')
  );
}

function pageRows(pageLoads: PageLoadFigures): [string, string][] {
  return [
    ['JS+CSS for /login (gzip -9)', `${kilobytes(pageLoads.login.gzipBytes)} in ${pageLoads.login.files} files`],
    ['JS+CSS after sign-in, added (gzip -9)', `${kilobytes(pageLoads.afterSignIn.gzipBytes)} in ${pageLoads.afterSignIn.files} files`],
    ['JS+CSS for the first screen, total', `${kilobytes(pageLoads.login.gzipBytes + pageLoads.afterSignIn.gzipBytes)}`],
    ['first screen after sign-in', pageLoads.firstScreen],
    [
      'time to login form (median of 5)',
      `${pageLoads.loginFormMs.median.toFixed(0)} ms  [${pageLoads.loginFormMs.runs.map((ms) => ms.toFixed(0)).join(', ')}]`,
    ],
    [
      'time to layout after submit (median of 5)',
      `${pageLoads.layoutMs.median.toFixed(0)} ms  [${pageLoads.layoutMs.runs.map((ms) => ms.toFixed(0)).join(', ')}]`,
    ],
  ];
}

/** pageLoads is null when only the API part ran. */
function printTable(results: Omit<BenchResults, 'pageLoads'> & { pageLoads: PageLoadFigures | null }): void {
  const { pageLoads } = results;
  const rows = pageLoads ? pageRows(pageLoads) : [];
  for (const row of results.getInfo) {
    rows.push([
      `GET /rest/getInfo on ${row.database} (50 conn, 10 s)`,
      `${row.requestsPerSec.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
        (row.non2xx + row.errors + row.timeouts > 0 ? `, ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts` : ''),
    ]);
    if (row.bareRequestsPerSec !== null)
      rows.push([
        '  against a bare Fastify + pg get-by-id (target ≥ 0.7×)',
        `${(row.requestsPerSec / row.bareRequestsPerSec).toFixed(2)}× (${row.requestsPerSec.toFixed(0)} against ${row.bareRequestsPerSec.toFixed(0)} req/s)`,
      ]);
  }
  const list = results.objectList;
  if (list) {
    rows.push([`POST /rest/getObjDataByPage, sys_user of ${list.rows} rows (${list.connections} conn, 10 s)`, listFigures(list)]);
    rows.push(['  the request', `${describeRequest(LIST_REQUEST)} (${list.matched} rows match)`]);
    if (list.bareRequestsPerSec !== undefined)
      rows.push([
        '  against a bare Fastify + pg page-and-count (target ≥ 0.7×)',
        `${(list.requestsPerSec / list.bareRequestsPerSec).toFixed(2)}× (${list.requestsPerSec.toFixed(0)} against ${list.bareRequestsPerSec.toFixed(0)} req/s)`,
      ]);
  }
  const factors = results.factors;
  if (factors) {
    const { search } = factors;
    rows.push([
      `POST /rest/getObjDataByPage, pcf_emission_factor of ${search.rows} factors (${search.connections} conn, 10 s)`,
      listFigures(search),
    ]);
    rows.push(['  the request', `${describeRequest(FACTOR_LIST_REQUEST)} (${search.matched} rows match)`]);
    for (const { label, figures } of factors.library)
      rows.push([
        `  the open factor library, ${figures.rows} factors: ${label} (${figures.matched} match; aim p99 < 100 ms)`,
        listFigures(figures),
      ]);
    const { statistics } = factors;
    rows.push([
      `  the open factor library: GET /rest/factor/statistics, the database at a glance (${statistics.connections} conn, 10 s)`,
      `${statistics.requestsPerSec.toFixed(0)} req/s, p50 ${statistics.p50Ms} ms, p99 ${statistics.p99Ms} ms; alone, first read ${statistics.firstReadMs.toFixed(0)} ms` +
        (statistics.non2xx > 0 ? `, ${statistics.non2xx} non-2xx` : ''),
    ]);
    for (const run of factors.imports) {
      rows.push([
        `import of a ${run.rows}-row .xlsx on ${run.database} (${kilobytes(run.fileBytes)})`,
        `${(run.clientMs / 1000).toFixed(1)} s upload to done (job ${(run.jobMs / 1000).toFixed(1)} s; read and checked by ${run.checkedMs === null ? '?' : (run.checkedMs / 1000).toFixed(1)} s), ${run.importedRows} rows imported`,
      ]);
    }
  }
  const engine = results.engine;
  if (engine) {
    const figures = (f: EngineFigures['compute']) =>
      `median ${f.medianMs.toFixed(1)} ms (min ${f.minMs.toFixed(1)}, max ${f.maxMs.toFixed(1)}, first ${f.coldMs.toFixed(0)}), peak RSS ${(f.peakRssKb / 1024).toFixed(0)} MB (+${(f.rssGrowthKb / 1024).toFixed(1)} MB for the runs)`;
    rows.push([`engine: an inventory of ${engine.compute.lines} lines`, figures(engine.compute)]);
    rows.push([
      `engine: Monte Carlo, ${engine.monteCarlo.iterations} iterations over ${engine.monteCarlo.lines} lines`,
      figures(engine.monteCarlo),
    ]);
  }
  for (const run of results.compute) {
    rows.push([
      `compute of a ${run.lines}-line project on ${run.database} (Monte Carlo ${run.iterations})`,
      `${(run.clientMs / 1000).toFixed(2)} s POST to done (job ${(run.jobMs / 1000).toFixed(2)} s); snapshot read median ${run.snapshotReadMs.toFixed(0)} ms (${kilobytes(run.snapshotBytes)} JSON)`,
    ]);
  }
  const report = results.report;
  if (report) {
    rows.push([
      `report: bilingual PDF, ${report.pdf.pages} pages, 8 charts (target < 3 s)`,
      `median ${(report.pdf.medianMs / 1000).toFixed(2)} s (first ${(report.pdf.coldMs / 1000).toFixed(2)} s), ${kilobytes(report.pdf.bytes)}`,
    ]);
    rows.push([
      'report: the same as DOCX, charts as PNG (target < 2 s)',
      `median ${(report.docx.medianMs / 1000).toFixed(2)} s (first ${(report.docx.coldMs / 1000).toFixed(2)} s), ${kilobytes(report.docx.bytes)}`,
    ]);
  }
  const healthLine = (health: HealthFigures) =>
    `p99 ${health.p99Ms} ms, p50 ${health.p50Ms} ms, max ${health.maxMs} ms over ${health.requests} requests (one every ${HEALTH_EVERY_MS} ms, ${health.failed} failed)`;
  for (const { database, inventory, factors } of results.excel) {
    rows.push([
      `GET /api/health during the inventory import of a ${inventory.import.rows}-row .xlsx, ${database} (target p99 < 100 ms)`,
      `${healthLine(inventory.health)}; the import ${inventory.import.status} in ${(inventory.import.clientMs / 1000).toFixed(1)} s: ${inventory.import.problem}`,
    ]);
    rows.push([
      `GET /api/health during the factor import of a ${factors.import.rows}-row .xlsx, ${database} (target p99 < 100 ms)`,
      `${healthLine(factors.health)}; over ${SLOW_MS} ms: ${factors.health.slowWhileChecking} before the poll saw the rows being written, ` +
        `${factors.health.slowWhileWriting} after; import ${(factors.import.clientMs / 1000).toFixed(1)} s ` +
        `(checked at ${((factors.import.checkedMs ?? 0) / 1000).toFixed(1)} s), ${factors.import.importedRows} rows`,
    ]);
  }
  for (const fault of results.faults) rows.push([`${fault.passed ? 'PASS' : 'FAIL'} ${fault.name}`, fault.saw]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const { cpus, node, chromium } = results.machine;
  console.log(`\nBenchmarks (${cpus} cores, Node ${node}${pageLoads ? `, ${chromium}` : ''})`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  for (const note of results.notes) console.log(`  note: ${note}`);
  if (pageLoads) {
    const heaviest = pageLoads.login.heaviest.slice(0, 5).map((file) => `${file.path} ${kilobytes(file.gzipBytes)}`);
    console.log(`  heaviest on /login: ${heaviest.join(', ')}`);
  }
}

async function main(): Promise<void> {
  const { only } = parseBenchOptions(process.argv.slice(2));
  const notes: string[] = [`server LOG_LEVEL=${LOG_LEVEL} during the benchmarks`];
  const pageLoads = only === null || only === 'pages' ? await measurePages() : null;
  const getInfo = only === null || only === 'api' ? await measureApi(notes) : [];
  const objectList = only === null || only === 'list' ? await measureList(notes) : null;
  const factors = only === null || only === 'factors' ? await measureFactors(notes) : null;
  const engine = only === null || only === 'engine' ? measureEngine() : null;
  const compute = only === null || only === 'compute' ? await measureComputations(notes) : [];
  const report = only === null || only === 'report' ? measureReport() : null;
  const excel = only === null || only === 'excel' ? await measureExcel(notes) : [];
  const faults = only === null || only === 'faults' ? await measureFaults(notes) : [];

  const results = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      chromium: pageLoads?.browserVersion ?? 'not run',
    },
    pageLoads,
    getInfo,
    objectList,
    factors,
    engine,
    compute,
    report,
    excel,
    faults,
    notes,
  };
  printTable(results);
  // a partial run would overwrite the figures of the other part
  if (pageLoads === null || only !== null) return;
  const file = path.join(__dirname, 'results.json');
  fs.writeFileSync(file, JSON.stringify({ ...results, pageLoads } satisfies BenchResults, null, 2) + '\n');
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
