/**
 * Issue 18's figure: while the import of a 100,000-row .xlsx runs (upload to the job's end), how
 * fast GET /api/health answers. A client sends a health request every HEALTH_EVERY_MS on a clock,
 * whether or not the last one has answered, while another uploads the file and polls its job
 * (factors.ts); the figure is the health's 99th percentile over the import. On the clock, a server
 * that stalls for a second shows twenty slow answers, not one.
 */
import { IMPORT_TIMEOUT_MS, importXlsx, measureImport, type ImportFigures } from './factors';

export const EXCEL_ROWS = 100_000;
const HEALTH_EVERY_MS = 50;
const SLOW_MS = 100;

export interface ExcelFigures {
  import: ImportFigures;
  health: {
    requests: number;
    /** Requests that failed (no connection, an error status): counted as slow. */
    failed: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    /** Requests over SLOW_MS due before the polling client saw the job writing its rows, and after. */
    slowWhileChecking: number;
    slowWhileWriting: number;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface HealthProbe {
  /** performance.now() when it was due. */
  dueAt: number;
  ms: number;
  failed: boolean;
}

/** A health request every HEALTH_EVERY_MS until `until` resolves, timed from when it was due. */
async function healthDuring(baseUrl: string, until: Promise<unknown>): Promise<HealthProbe[]> {
  let running = true;
  void until.finally(() => (running = false)).catch(() => undefined);
  const probes: Promise<HealthProbe>[] = [];
  const started = performance.now();
  for (let due = started; running && due - started < IMPORT_TIMEOUT_MS; due += HEALTH_EVERY_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const dueAt = due;
    probes.push(
      fetch(`${baseUrl}/api/health`)
        .then(async (response) => {
          await response.arrayBuffer();
          return { dueAt, ms: performance.now() - dueAt, failed: !response.ok };
        })
        .catch(() => ({ dueAt, ms: performance.now() - dueAt, failed: true })),
    );
  }
  return Promise.all(probes);
}

export async function measureExcelImport(baseUrl: string): Promise<ExcelFigures> {
  const file = await importXlsx(EXCEL_ROWS);
  const importing = measureImport(baseUrl, file, EXCEL_ROWS);
  const probes = await healthDuring(baseUrl, importing);
  const figures = await importing;
  if (probes.length === 0) throw new Error('no health request was sent during the import');
  // a failed request is slower than any answer
  const sorted = probes.map((probe) => (probe.failed ? Infinity : probe.ms)).sort((a, b) => a - b);
  const slow = probes.filter((probe) => probe.failed || probe.ms > SLOW_MS);
  const writingFrom = figures.importingAt ?? Infinity;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    import: figures,
    health: {
      requests: probes.length,
      failed: probes.filter((probe) => probe.failed).length,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(Math.max(...probes.map((probe) => probe.ms))),
      slowWhileChecking: slow.filter((probe) => probe.dueAt < writingFrom).length,
      slowWhileWriting: slow.filter((probe) => probe.dueAt >= writingFrom).length,
    },
  };
}
