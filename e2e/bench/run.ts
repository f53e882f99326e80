/**
 * `npm run bench`: the figures of issue 2's "Done when". Prints a table and writes
 * bench/results.json; never fails on time (only when something cannot be measured at all).
 * Runs against the built server and bundles: build first (npm run build).
 * `-- --only pages|api` runs one part and writes no results.json; the API part needs only
 * server/dist (npm run build -w server).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../src/chromium';
import { startServer } from '../src/serverProcess';
import { parseBenchOptions } from './options';
import { measurePageLoads, type PageLoadFigures } from './pageLoad';
import { createScratchDatabase } from './postgres';
import { kilobytes } from './stats';
import { measureGetInfo, type ThroughputFigures } from './throughput';

interface ThroughputRow extends ThroughputFigures {
  database: 'PGlite' | 'PostgreSQL';
}

interface BenchResults {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; chromium: string };
  pageLoads: PageLoadFigures;
  getInfo: ThroughputRow[];
  notes: string[];
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
    return { database, ...(await measureGetInfo(server.baseUrl)) };
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

function pageRows(pageLoads: PageLoadFigures): [string, string][] {
  return [
    ['JS+CSS for /login (gzip -9)', `${kilobytes(pageLoads.login.gzipBytes)} in ${pageLoads.login.files} files`],
    [
      'JS+CSS after sign-in, added (gzip -9)',
      `${kilobytes(pageLoads.afterSignIn.gzipBytes)} in ${pageLoads.afterSignIn.files} files`,
    ],
    [
      'JS+CSS for the first screen, total',
      `${kilobytes(pageLoads.login.gzipBytes + pageLoads.afterSignIn.gzipBytes)}`,
    ],
    ['first screen after sign-in', pageLoads.firstScreen],
    ['time to login form (median of 5)', `${pageLoads.loginFormMs.median.toFixed(0)} ms  [${pageLoads.loginFormMs.runs.map((ms) => ms.toFixed(0)).join(', ')}]`],
    ['time to layout after submit (median of 5)', `${pageLoads.layoutMs.median.toFixed(0)} ms  [${pageLoads.layoutMs.runs.map((ms) => ms.toFixed(0)).join(', ')}]`],
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
  }
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
  const pageLoads = only === 'api' ? null : await measurePages();
  const getInfo = only === 'pages' ? [] : await measureApi(notes);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, chromium: pageLoads?.browserVersion ?? 'not run' },
    pageLoads,
    getInfo,
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
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 1;
});
