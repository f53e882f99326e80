/**
 * Issue 18's figure: while the import of a 100,000-row .xlsx runs (upload to the job's end), how
 * fast GET /api/health answers. A client sends a health request every HEALTH_EVERY_MS on a clock,
 * whether or not the last one has answered, while another uploads the file and polls its job; the
 * figure is the health's 99th percentile over the import. On the clock, a server that stalls for a
 * second shows twenty slow answers, not one. Two imports: the inventory's (the route the issue
 * names), which refuses the file past its line cap, and the factors' (factors.ts), which reads,
 * checks and writes every row.
 */
import ExcelJS from 'exceljs';
import {
  INVENTORY_EXCEL_CONTENT_TYPE,
  INVENTORY_EXCEL_FIELD,
  inventoryEndpoints,
  type ApiEnvelope,
  type InventoryImportJob,
} from '../../shared/src/contracts';
import { call, type Session } from '../src/apiSession';
import { API } from '../src/contracts';
import { FIRST_LINE_ROW, templateColumns } from '../src/inventoryTemplate';
import { createProjectForPeople } from '../src/studySetup';
import { sessions } from './compute';
import { IMPORT_TIMEOUT_MS, importXlsx, measureImport, type ImportFigures } from './factors';

export const EXCEL_ROWS = 100_000;
export const HEALTH_EVERY_MS = 50;
export const SLOW_MS = 100;

export interface HealthFigures {
  requests: number;
  /** Requests that failed (no connection, an error status): counted as slow. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests over SLOW_MS due before the polling client saw the job writing its rows, and after. */
  slowWhileChecking: number;
  slowWhileWriting: number;
}

export interface ExcelFigures {
  import: ImportFigures;
  health: HealthFigures;
}

export interface InventoryExcelFigures {
  import: InventoryImportFigures;
  health: HealthFigures;
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

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The probes' figures; `writingFrom` (performance.now()) splits the slow ones into before and after. */
function healthFigures(probes: readonly HealthProbe[], writingFrom: number): HealthFigures {
  if (probes.length === 0) throw new Error('no health request was sent during the import');
  // a failed request is slower than any answer
  const sorted = probes.map((probe) => (probe.failed ? Infinity : probe.ms)).sort((a, b) => a - b);
  const slow = probes.filter((probe) => probe.failed || probe.ms > SLOW_MS);
  return {
    requests: probes.length,
    failed: probes.filter((probe) => probe.failed).length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(Math.max(...probes.map((probe) => probe.ms))),
    slowWhileChecking: slow.filter((probe) => probe.dueAt < writingFrom).length,
    slowWhileWriting: slow.filter((probe) => probe.dueAt >= writingFrom).length,
  };
}

/** The factor import of EXCEL_ROWS valid rows: read, checked and written. */
export async function measureExcelImport(baseUrl: string): Promise<ExcelFigures> {
  const file = await importXlsx(EXCEL_ROWS);
  const importing = measureImport(baseUrl, file, EXCEL_ROWS);
  const probes = await healthDuring(baseUrl, importing);
  const figures = await importing;
  const writingFrom = figures.checkedMs === null ? Infinity : figures.startedAt + figures.checkedMs;
  return { import: figures, health: healthFigures(probes, writingFrom) };
}

export interface InventoryImportFigures {
  rows: number;
  fileBytes: number;
  /** Upload sent → the job's end seen by the polling client. */
  clientMs: number;
  status: string;
  /** The first problem the job reported, or the upload's refusal. */
  problem: string;
}

/** A project of the demo company, in its draft, for the demo user to fill. */
async function draftProject(baseUrl: string): Promise<{ demo: Session; projectId: number }> {
  const [admin, demo, reviewer] = await sessions(baseUrl);
  const units = await call<{ rows: { id: number; code: string }[] }>(admin, 'POST', API.objDataByPage, {
    objName: 'pcf_unit',
    pageNum: 1,
    pageSize: 10,
    conditions: [{ field: 'code', operator: 'eq', value: 'piece' }],
  });
  const piece = units.rows.find((unit) => unit.code === 'piece');
  if (!piece) throw new Error('unit piece missing');
  const projectId = await createProjectForPeople(
    { admin, accountant: demo, reviewer },
    { code: `BENCH-XLSX-${Date.now()}`, name: 'Benchmark inventory import', declaredUnitId: Number(piece.id) },
  );
  return { demo, projectId };
}

/** The project's downloaded template with `rows` lines filled in from its first data row, as a person would in Excel. */
async function filledInventoryTemplate(demo: Session, projectId: number, rows: number): Promise<Buffer> {
  const response = await fetch(`${demo.baseUrl}${inventoryEndpoints.excelTemplate.url}?id=${projectId}`, {
    headers: { authorization: `Bearer ${demo.token}` },
  });
  if (!response.ok) throw new Error(`GET ${inventoryEndpoints.excelTemplate.url} answered ${response.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const at = templateColumns(sheet);
  for (let line = 0; line < rows; line += 1) {
    const row = sheet.getRow(FIRST_LINE_ROW + line);
    row.getCell(at('description')).value = `Bench line ${line + 1}`;
    row.getCell(at('quantity')).value = 1 + (line % 97);
    row.getCell(at('unit')).value = 'kg';
    row.getCell(at('dataType')).value = 'secondary';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads the file to the project and polls its job every 100 ms until it ends. */
async function inventoryImport(demo: Session, projectId: number, file: Buffer, rows: number): Promise<InventoryImportFigures> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append(INVENTORY_EXCEL_FIELD, new Blob([new Uint8Array(file)], { type: INVENTORY_EXCEL_CONTENT_TYPE }), 'bench-inventory.xlsx');
  const started = performance.now();
  const headers = { authorization: `Bearer ${demo.token}` };
  const answer = (await (
    await fetch(demo.baseUrl + inventoryEndpoints.excelImport.url, { method: 'POST', headers, body: form })
  ).json()) as ApiEnvelope<InventoryImportJob>;
  // refused at the upload (the zip's directory says it expands past the cap): no job
  if (answer.code !== 200 || !answer.data)
    return { rows, fileBytes: file.length, clientMs: performance.now() - started, status: 'refused at the upload', problem: answer.msg };
  let job = answer.data;
  while (job.status === 'checking') {
    if (performance.now() - started > IMPORT_TIMEOUT_MS) throw new Error(`the inventory import job ${job.id} is still checking`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = await call<InventoryImportJob>(demo, 'GET', `${inventoryEndpoints.excelImportStatus.url}?id=${job.id}`);
  }
  return {
    rows,
    fileBytes: file.length,
    clientMs: performance.now() - started,
    status: job.status,
    problem: job.problems[0]?.message ?? '',
  };
}

/** The inventory import of a file of EXCEL_ROWS lines, which it refuses past its line cap without reading on. */
export async function measureInventoryExcelImport(baseUrl: string): Promise<InventoryExcelFigures> {
  const { demo, projectId } = await draftProject(baseUrl);
  const file = await filledInventoryTemplate(demo, projectId, EXCEL_ROWS);
  const importing = inventoryImport(demo, projectId, file, EXCEL_ROWS);
  const probes = await healthDuring(baseUrl, importing);
  return { import: await importing, health: healthFigures(probes, Infinity) };
}
