/**
 * `npm run bench`: the figures of issue 2's "Done when". Prints a table and writes
 * bench/results.json; never fails on time (only when something cannot be measured at all).
 * Runs against the built server and bundles: build first (npm run build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../src/chromium';
import { startServer } from '../src/serverProcess';
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

async function throughputOn(database: ThroughputRow['database'], databaseUrl?: string): Promise<ThroughputRow> {
  const server = await startServer({ label: `bench-${database.toLowerCase()}`, databaseUrl, logLevel: LOG_LEVEL });
  try {
    return { database, ...(await measureGetInfo(server.baseUrl)) };
  } finally {
    await server.stop();
  }
}

function printTable(results: BenchResults): void {
  const { pageLoads } = results;
  const rows: [string, string][] = [
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
  for (const row of results.getInfo) {
    rows.push([
      `GET /rest/getInfo on ${row.database} (50 conn, 10 s)`,
      `${row.requestsPerSec.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
        (row.non2xx + row.errors + row.timeouts > 0 ? `, ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts` : ''),
    ]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nBenchmarks (${results.machine.cpus} cores, Node ${results.machine.node}, ${results.machine.chromium})`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  for (const note of results.notes) console.log(`  note: ${note}`);
  const heaviest = pageLoads.login.heaviest.slice(0, 5).map((file) => `${file.path} ${kilobytes(file.gzipBytes)}`);
  console.log(`  heaviest on /login: ${heaviest.join(', ')}`);
}

async function main(): Promise<void> {
  const notes: string[] = [`server LOG_LEVEL=${LOG_LEVEL} during the benchmarks`];

  console.log('page loads in headless Chromium ...');
  const pageServer = await startServer({ label: 'bench-pages', logLevel: LOG_LEVEL });
  const browser = await launchChromium();
  let pageLoads: PageLoadFigures;
  try {
    pageLoads = await measurePageLoads(browser, pageServer.baseUrl);
  } finally {
    await browser.close();
    await pageServer.stop();
  }

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

  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, chromium: pageLoads.browserVersion },
    pageLoads,
    getInfo,
    notes,
  };
  printTable(results);
  const file = path.join(__dirname, 'results.json');
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 1;
});
