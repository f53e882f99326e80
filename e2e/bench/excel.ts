/**
 * Issue 18's figure: while the import of a 100,000-row .xlsx runs (upload to the job's end), how
 * fast GET /api/health answers. One client asks for the health again and again, one request at a
 * time, while another uploads the file and polls its job (factors.ts); the figure is the health's
 * 99th percentile over the import. The file is read in a worker thread: the event loop stays free.
 */
import { IMPORT_TIMEOUT_MS, importXlsx, measureImport, type ImportFigures } from './factors';

export const EXCEL_ROWS = 100_000;

export interface ExcelFigures {
  import: ImportFigures;
  health: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Health requests one after another until `until` resolves; their times in ms. */
async function healthDuring(baseUrl: string, until: Promise<unknown>): Promise<number[]> {
  let running = true;
  void until.finally(() => (running = false)).catch(() => undefined);
  const times: number[] = [];
  const started = performance.now();
  while (running && performance.now() - started < IMPORT_TIMEOUT_MS) {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/health answered ${response.status}`);
    times.push(performance.now() - sent);
  }
  return times;
}

export async function measureExcelImport(baseUrl: string): Promise<ExcelFigures> {
  const file = await importXlsx(EXCEL_ROWS);
  const importing = measureImport(baseUrl, file, EXCEL_ROWS);
  const times = await healthDuring(baseUrl, importing);
  const figures = await importing;
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('no health request answered during the import');
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    import: figures,
    health: {
      requests: sorted.length,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1]),
    },
  };
}
