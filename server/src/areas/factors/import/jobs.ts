/**
 * Import jobs. The upload creates a factor_import_jobs row, keeps the file in the file store
 * (imports/) and sends the job to the job queue (jobs/queue.ts); a worker, in this process or
 * another, does the work (FactorImportRunner) and removes the file once the job has ended. A worker
 * taking up the job of one that died starts it again from the file: nothing of an import is written
 * before its last step, which is one transaction.
 *
 * 1. read the file (totalRows counts the data rows read so far, every READ_PROGRESS_EVERY rows);
 *    a file without its header's required columns, without data or with too many rows is
 *    `rejected` as a whole;
 * 2. check every row (rows.ts) and the codes repeated in the file, writing checkedRows every
 *    PROGRESS_EVERY rows, outside any transaction;
 * 3. `rejected` with the report when the mode is `all` and a row is wrong (or no row is valid);
 *    otherwise `importing`: the valid rows are written in ONE transaction with the operation log
 *    row (emission_factor / import) and the job's `done`, so either all of them are in or none
 *    (`failed`, with the reason). A code that exists gets a new version (addedVersions); the
 *    others are created (createdFactors).
 *
 * Problems are stored as message keys with parameters and translated when the status is read.
 * A job that stays `checking` or `importing` because its process stopped is marked `failed` at
 * start-up (PGlite: every such job, the database belongs to this one process; PostgreSQL: the jobs
 * older than STALE_AFTER_MS, other processes may be running theirs) and whenever it is read after
 * STALE_AFTER_MS. The job itself gives up at that age, and it finishes only if it is still
 * `importing`, so a job marked failed never turns `done` afterwards.
 */
import { FACTOR_IMPORT_MAX_ROWS, FACTOR_IMPORT_PROBLEMS_SHOWN } from '@pcf/shared/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FactorImportColumn, FactorImportJob, FactorImportMode, FactorImportProblem, FactorImportStatus } from '@pcf/shared/contracts';
import type { Clock } from '../../../clock';
import { isJobOfRow, type JobName, type JobOfRow, type JobQueue } from '../../../jobs/queue';
import type { FileStore } from '../../files/fileStore';
import type { Db } from '../../../db/connection';
import { insertByColumns } from '../../../db/bulkInsert';
import {
  directoryNodes,
  emissionFactorGases,
  emissionFactorVersions,
  emissionFactors,
  factorImportJobs,
  sysDictItems,
  sysDictTypes,
  units,
} from '../../../schema';
import { sqlState } from '../../../db/errors';
import { notFound } from '../../../http/errors';
import { MESSAGES, translate, type Language, type MessageKey } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { recordOperation } from '../../audit/service';
import { FACTOR_LOG_OBJECT, REGION_DICT, loadReferences, problemParams, versionValues, type Tx } from '../service';
import { IMPORT_COLUMNS, columnOfHeader, importColumnLabel } from './columns';
import {
  ExpandsTooLarge,
  megabytes,
  readRows,
  TooManyRows,
  UnreadableFile,
  type ImportFileKind,
  type RawCell,
  type ReadLimits,
} from './read';
import { buildReferences, checkRow, isBlank, type ImportReferences, type ImportedRow, type RowCells, type StoredProblem } from './rows';

/** Rows checked between two progress writes. */
export const PROGRESS_EVERY = 500;
/** Rows read between two writes of totalRows while the file is read. */
export const READ_PROGRESS_EVERY = 1000;
/** A job running longer than this is taken as stopped (a 100,000-row file takes a minute or two). */
export const STALE_AFTER_MS = 30 * 60 * 1000;
/** Rows per INSERT of the import (25 parameters each, well under PostgreSQL's 65,535). */
const WRITE_CHUNK = 500;
/**
 * What the parts of an .xlsx read may expand to: a 100,000-row file written by exceljs expands to
 * about 70 MB, one saved by a spreadsheet program to somewhat more.
 */
export const FACTOR_IMPORT_MAX_EXPANDED_BYTES = 160 * 1024 * 1024;
/** The read stops past the header and one row more than a file may hold. */
const READ_LIMITS: ReadLimits = { maxExpandedBytes: FACTOR_IMPORT_MAX_EXPANDED_BYTES, maxRows: FACTOR_IMPORT_MAX_ROWS + 1 };
const UNCERTAINTY_DICT = 'pcf_uncertainty_distribution';
const RUNNING: readonly FactorImportStatus[] = ['checking', 'importing'];

export interface ImportUpload {
  bytes: Buffer;
  kind: ImportFileKind;
  fileName: string;
  mode: FactorImportMode;
}

type JobRow = typeof factorImportJobs.$inferSelect;

/** The job ended without importing because its row was marked failed meanwhile, or the server is stopping. */
class Interrupted extends Error {
  constructor() {
    super('import interrupted');
    this.name = 'Interrupted';
  }
}

/** Everything a row is checked against, read once per file. */
export async function loadImportReferences(db: Db): Promise<ImportReferences> {
  const dictionary = (code: string) =>
    db
      .select({ value: sysDictItems.value, labelZh: sysDictItems.labelZh, labelEn: sysDictItems.labelEn })
      .from(sysDictItems)
      .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
      .where(and(eq(sysDictTypes.code, code), eq(sysDictItems.status, '0')));
  const [content, nodes, unitRows, regionRows, distributionRows] = await Promise.all([
    loadReferences(db),
    db.select({ id: directoryNodes.id, pid: directoryNodes.pid, name: directoryNodes.name }).from(directoryNodes),
    db.select({ code: units.code, nameZh: units.nameZh, nameEn: units.nameEn }).from(units),
    dictionary(REGION_DICT),
    dictionary(UNCERTAINTY_DICT),
  ]);
  const items = (rows: { value: string; labelZh: string; labelEn: string }[]) =>
    rows.map((r) => ({ code: r.value, names: [r.labelZh, r.labelEn] }));
  return buildReferences(
    content,
    nodes,
    unitRows.map((u) => ({ code: u.code, names: [u.nameZh, u.nameEn] })),
    items(regionRows),
    // the dictionary's labels, and the usual spellings of the log-normal distribution
    [...items(distributionRows), { code: 'lognormal', names: ['log-normal', 'log normal'] }],
  );
}

/** The file's name as shown: no folders, no control characters, at most 200 characters. */
export function shownFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return (
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    Array.from(base.replace(/[\u0000-\u001f\u007f]/g, '').trim())
      .slice(0, 200)
      .join('') || '-'
  );
}

export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(MESSAGES, key);
}

/** A stored problem in `language`: the field and column it names read as a person reads them. */
export function translatedProblem(problem: StoredProblem, language: Language): FactorImportProblem {
  const params = problemParams({ field: null, key: problem.key, params: problem.params }, language);
  if (typeof params.column === 'string') params.column = importColumnLabel(params.column, language);
  return { row: problem.row, column: problem.column, key: problem.key, message: translate(problem.key, language, params) };
}

export function jobOf(row: JobRow, language: Language): FactorImportJob {
  const stored = (Array.isArray(row.problems) ? row.problems : []) as StoredProblem[];
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    fileName: row.fileName,
    totalRows: row.totalRows,
    checkedRows: row.checkedRows,
    validRows: row.validRows,
    importedRows: row.importedRows,
    createdFactors: row.createdFactors,
    addedVersions: row.addedVersions,
    problems: stored.filter((p) => isMessageKey(p.key)).map((p) => translatedProblem(p, language)),
    problemCount: row.problemCount,
    createdAt: isoTime(row.createdAt) as string,
    finishedAt: isoTime(row.finishedAt),
  };
}

const INTERRUPTED: StoredProblem = { row: 0, column: null, key: 'factorImportInterrupted' };

/**
 * Marks running jobs failed (interrupted): every one (`all`, the single process of a PGlite
 * database at its start), or those created before `now - STALE_AFTER_MS`; `id` limits it to one.
 * The check report already written stays, after the reason.
 */
export async function failInterruptedJobs(db: Db, now: Date, options: { all?: boolean; id?: number } = {}): Promise<number> {
  const conditions: SQL[] = [inArray(factorImportJobs.status, [...RUNNING])];
  if (!options.all) conditions.push(lt(factorImportJobs.createdAt, new Date(now.getTime() - STALE_AFTER_MS)));
  if (options.id !== undefined) conditions.push(eq(factorImportJobs.id, options.id));
  const failed = await db
    .update(factorImportJobs)
    .set({
      status: 'failed',
      problems: sql`jsonb_build_array(${JSON.stringify(INTERRUPTED)}::jsonb) || ${factorImportJobs.problems}`,
      problemCount: sql`${factorImportJobs.problemCount} + 1`,
      finishedAt: now,
    })
    .where(and(...conditions))
    .returning({ id: factorImportJobs.id });
  return failed.length;
}

/** GET /rest/factor/import/status: a job the caller started (a platform administrator: any job). */
export async function importJobStatus(
  db: Db,
  session: SessionContext,
  id: number,
  language: Language,
  now: Date,
): Promise<FactorImportJob> {
  const read = async () => (await db.select().from(factorImportJobs).where(eq(factorImportJobs.id, id)))[0];
  let job = await read();
  if (!job || (job.userId !== session.userId && !session.isAdmin)) throw notFound('factorImportJobNotFound');
  if (RUNNING.includes(job.status) && now.getTime() - new Date(job.createdAt).getTime() > STALE_AFTER_MS) {
    await failInterruptedJobs(db, now, { id });
    job = await read();
  }
  return jobOf(job, language);
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** `count` fresh ids of a table's serial id, ascending. */
async function drawIds(tx: Tx, table: 'emission_factors' | 'emission_factor_versions', count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Writes the rows inside the caller's transaction: a new factor (version 1) per unknown code, the
 * next version of the factor per known one (locked, so a concurrent edit waits), made current.
 * The ids are drawn ahead, so a new factor is written once, already pointing at its version. Most
 * of the remaining time goes to the trigram indexes of the names (GIN, fastupdate off).
 */
export async function writeImportedRows(
  tx: Tx,
  rows: readonly ImportedRow[],
  userId: number | null,
  now: Date,
): Promise<{ factorIds: number[]; createdFactors: number; addedVersions: number }> {
  const existing = new Map<string, number>();
  for (const codes of chunksOf(
    rows.map((r) => r.code),
    1000,
  )) {
    const found = await tx
      .select({ id: emissionFactors.id, code: emissionFactors.code })
      .from(emissionFactors)
      .where(inArray(emissionFactors.code, codes))
      .orderBy(asc(emissionFactors.id))
      .for('update');
    for (const factor of found) existing.set(factor.code, factor.id);
  }
  const nextVersion = new Map<number, number>();
  for (const ids of chunksOf([...existing.values()], 1000)) {
    const latest = await tx
      .select({ factorId: emissionFactorVersions.factorId, latest: sql<number>`max(${emissionFactorVersions.version})::int` })
      .from(emissionFactorVersions)
      .where(inArray(emissionFactorVersions.factorId, ids))
      .groupBy(emissionFactorVersions.factorId);
    for (const row of latest) nextVersion.set(row.factorId, Number(row.latest) + 1);
  }
  const versionIds = await drawIds(tx, 'emission_factor_versions', rows.length);
  const freshIds = await drawIds(tx, 'emission_factors', rows.length - existing.size);
  const factorIdOf = new Map(existing);
  const versionIdOf = new Map<string, number>();
  let fresh = 0;
  rows.forEach((r, index) => {
    versionIdOf.set(r.code, versionIds[index]);
    if (!factorIdOf.has(r.code)) factorIdOf.set(r.code, freshIds[fresh++]);
  });
  for (const chunk of chunksOf(rows, WRITE_CHUNK)) {
    // PGlite answers within microtasks: without a turn of the event loop between chunks, no
    // connection would even be accepted until the transaction ends
    await nextTurn();
    const created = chunk.filter((r) => !existing.has(r.code));
    if (created.length > 0) {
      await insertByColumns(
        tx,
        emissionFactors,
        created.map((r) => ({
          id: factorIdOf.get(r.code) as number,
          code: r.code,
          currentVersionId: versionIdOf.get(r.code) as number,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    await insertByColumns(
      tx,
      emissionFactorVersions,
      chunk.map((r) => {
        const factorId = factorIdOf.get(r.code) as number;
        return {
          ...versionValues(factorId, nextVersion.get(factorId) ?? 1, r.content, userId, now),
          id: versionIdOf.get(r.code) as number,
        };
      }),
    );
    const gases = chunk.flatMap((r) =>
      r.content.gases.map((g) => ({ versionId: versionIdOf.get(r.code) as number, gas: g.gas, amount: g.amount })),
    );
    await insertByColumns(tx, emissionFactorGases, gases);
  }
  // the known factors' new versions become current
  const versioned = rows.filter((r) => existing.has(r.code)).map((r) => versionIdOf.get(r.code) as number);
  for (const ids of chunksOf(versioned, 1000)) {
    await tx
      .update(emissionFactors)
      .set({ currentVersionId: sql`${emissionFactorVersions.id}`, updatedAt: now })
      .from(emissionFactorVersions)
      .where(and(inArray(emissionFactorVersions.id, ids), eq(emissionFactors.id, emissionFactorVersions.factorId)));
  }
  return {
    factorIds: rows.map((r) => factorIdOf.get(r.code) as number),
    createdFactors: rows.length - existing.size,
    addedVersions: existing.size,
  };
}

export interface RunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** The folder of uploaded import files (FILE_FOLDERS.imports). */
  files: FileStore<ImportFileKind>;
  /** Rows checked between progress writes (tests lower it). */
  progressEvery?: number;
  /** Called after each progress write (tests watch the progress). */
  onProgress?: (jobId: number, checkedRows: number) => void;
}

interface Report {
  shown: StoredProblem[];
  count: number;
}

function note(report: Report, problem: StoredProblem): void {
  report.count += 1;
  if (report.shown.length < FACTOR_IMPORT_PROBLEMS_SHOWN) report.shown.push(problem);
}

/** The header's columns by position, or the problems of the header. */
function headerOf(cells: readonly RawCell[], row: number): { columns: Map<number, FactorImportColumn>; problems: StoredProblem[] } {
  const columns = new Map<number, FactorImportColumn>();
  const problems: StoredProblem[] = [];
  const seen = new Set<FactorImportColumn>();
  cells.forEach((cell, index) => {
    if (typeof cell !== 'string' && typeof cell !== 'number') return;
    const column = columnOfHeader(String(cell));
    if (column === null) {
      // other columns are ignored (an exported list has some), but a gas the table does not know is an error
      const title = String(cell).trim();
      if (/^gas_/i.test(title)) problems.push({ row, column: null, key: 'factorGasUnknown', params: { gas: title.slice(4) } });
      return;
    }
    if (seen.has(column)) problems.push({ row, column, key: 'factorImportColumnRepeated', params: { column } });
    seen.add(column);
    columns.set(index, column);
  });
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !seen.has(column.key))
      problems.push({ row, column: column.key, key: 'factorImportColumnMissing', params: { column: column.key } });
  }
  if (!seen.has('value') && !IMPORT_COLUMNS.some((c) => c.key.startsWith('gas_') && seen.has(c.key))) {
    problems.push({ row, column: 'value', key: 'factorImportValueColumnMissing' });
  }
  return { columns, problems };
}

export const FACTOR_IMPORT_JOB: JobName = 'factor-import';

/** What the queue carries: the job's row, who started it, and the stored file. */
interface ImportJobData extends JobOfRow {
  storedFile: string;
  kind: ImportFileKind;
  fileName: string;
  mode: FactorImportMode;
}

const isImportJobData = (data: unknown): data is ImportJobData =>
  isJobOfRow(data) &&
  typeof (data as ImportJobData).storedFile === 'string' &&
  ((data as ImportJobData).kind === 'xlsx' || (data as ImportJobData).kind === 'csv') &&
  ((data as ImportJobData).mode === 'all' || (data as ImportJobData).mode === 'valid');

/** Works the import jobs the queue gives this process; close() stops them at their next step and waits. */
export class FactorImportRunner {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly options: RunnerOptions) {}

  /** This process works imports (when the queue gives it any). */
  async takeJobs(): Promise<void> {
    await this.options.jobs.work(FACTOR_IMPORT_JOB, (data) => this.take(data));
  }

  /** Creates the job row, keeps the file and sends the job to a worker; answers the job as created. */
  async start(session: SessionContext, upload: ImportUpload): Promise<JobRow> {
    const { db, clock, files } = this.options;
    const storedFile = await files.save(upload.bytes, upload.kind);
    let job: JobRow | undefined;
    try {
      [job] = await db
        .insert(factorImportJobs)
        .values({ userId: session.userId, mode: upload.mode, fileName: upload.fileName, status: 'checking', createdAt: clock.now() })
        .returning();
      const data: ImportJobData = {
        jobId: job.id,
        actor: session,
        storedFile,
        kind: upload.kind,
        fileName: upload.fileName,
        mode: upload.mode,
      };
      await this.options.jobs.send(FACTOR_IMPORT_JOB, data);
      return job;
    } catch (error) {
      await files.remove(storedFile);
      if (job)
        await this.finish(job, 'checking', 'failed', {
          shown: [{ row: 0, column: null, key: 'factorImportFailed', params: { reason: reasonOf(error) } }],
          count: 1,
        });
      throw error;
    }
  }

  /** A delivery of the queue: the import from its start, unless its row says it has ended; the file goes once it has. */
  private async take(data: unknown): Promise<void> {
    const { db, files, log } = this.options;
    if (!isImportJobData(data)) {
      log.error({ data }, 'factor import: malformed queue data');
      return;
    }
    // from the start, also when another worker had begun it and died
    const [job] = await db
      .update(factorImportJobs)
      .set({ status: 'checking', totalRows: 0, checkedRows: 0, validRows: 0, problems: [], problemCount: 0 })
      .where(and(eq(factorImportJobs.id, data.jobId), inArray(factorImportJobs.status, [...RUNNING])))
      .returning();
    if (!job) {
      await files.remove(data.storedFile);
      return;
    }
    log.info({ job: job.id }, 'factor import taken');
    const work = (async () => {
      const bytes = await files.read(data.storedFile);
      if (bytes === null) {
        const missing: StoredProblem = { row: 0, column: null, key: 'factorImportFailed', params: { reason: 'the uploaded file is gone' } };
        return this.finish(job, 'checking', 'failed', { shown: [missing], count: 1 });
      }
      await this.run(job, data.actor, { bytes, kind: data.kind, fileName: data.fileName, mode: data.mode });
    })()
      .catch((error: unknown) => log.error({ err: error, job: job.id }, 'factor import failed'))
      .finally(() => this.running.delete(work));
    this.running.add(work);
    await work;
    const [after] = await db.select({ status: factorImportJobs.status }).from(factorImportJobs).where(eq(factorImportJobs.id, job.id));
    if (!after || !RUNNING.includes(after.status)) await files.remove(data.storedFile);
  }

  /** Resolves when no job of this process is running. */
  private async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }

  private assertGoingOn(job: JobRow): void {
    if (this.closing || this.options.clock.now().getTime() - new Date(job.createdAt).getTime() > STALE_AFTER_MS) throw new Interrupted();
  }

  /** Writes the job's fields while it is still `status`; a job marked failed meanwhile stops here. */
  private async update(job: JobRow, status: FactorImportStatus, values: Partial<typeof factorImportJobs.$inferInsert>): Promise<void> {
    const updated = await this.options.db
      .update(factorImportJobs)
      .set(values)
      .where(and(eq(factorImportJobs.id, job.id), eq(factorImportJobs.status, status)))
      .returning({ id: factorImportJobs.id });
    if (updated.length === 0) throw new Interrupted();
  }

  private async finish(
    job: JobRow,
    from: FactorImportStatus,
    status: 'rejected' | 'failed',
    report: Report,
    values: Partial<typeof factorImportJobs.$inferInsert> = {},
  ): Promise<void> {
    await this.update(job, from, {
      ...values,
      status,
      problems: report.shown,
      problemCount: report.count,
      finishedAt: this.options.clock.now(),
    }).catch((error: unknown) => {
      if (!(error instanceof Interrupted)) throw error;
    });
  }

  private async run(job: JobRow, session: SessionContext, upload: ImportUpload): Promise<void> {
    const report: Report = { shown: [], count: 0 };
    let phase: FactorImportStatus = 'checking';
    try {
      const rows = await this.readFile(job, upload, report);
      if (rows === null) return await this.finish(job, phase, 'rejected', report);
      const valid = await this.check(job, rows, report);
      rows.length = 0;
      const values = { totalRows: job.totalRows, checkedRows: job.totalRows, validRows: valid.length };
      if (valid.length === 0 || (upload.mode === 'all' && report.count > 0))
        return await this.finish(job, phase, 'rejected', report, values);
      await this.update(job, phase, { ...values, status: 'importing', problems: report.shown, problemCount: report.count });
      phase = 'importing';
      this.assertGoingOn(job);
      await this.options.db.transaction(async (tx) => {
        const now = this.options.clock.now();
        const written = await writeImportedRows(tx, valid, session.userId, now);
        await recordOperation(tx, session, {
          object: FACTOR_LOG_OBJECT,
          action: 'import',
          targetIds: written.factorIds,
          after: {
            job: job.id,
            fileName: upload.fileName,
            mode: upload.mode,
            importedRows: valid.length,
            createdFactors: written.createdFactors,
            addedVersions: written.addedVersions,
          },
        });
        const finished = await tx
          .update(factorImportJobs)
          .set({
            status: 'done',
            importedRows: valid.length,
            createdFactors: written.createdFactors,
            addedVersions: written.addedVersions,
            finishedAt: this.options.clock.now(),
          })
          .where(and(eq(factorImportJobs.id, job.id), eq(factorImportJobs.status, 'importing')))
          .returning({ id: factorImportJobs.id });
        // marked failed while it ran (taken as stopped): it stays failed, and nothing is imported
        if (finished.length === 0) throw new Interrupted();
      });
    } catch (error) {
      const reason: StoredProblem =
        error instanceof Interrupted
          ? INTERRUPTED
          : { row: 0, column: null, key: 'factorImportFailed', params: { reason: reasonOf(error) } };
      if (!(error instanceof Interrupted)) this.options.log.error({ err: error, job: job.id }, 'factor import failed');
      const withReason: Report = { shown: [reason, ...report.shown].slice(0, FACTOR_IMPORT_PROBLEMS_SHOWN), count: report.count + 1 };
      await this.finish(job, phase, 'failed', withReason);
    }
  }

  /** The data rows by column, or null when the file as a whole is refused (its problems noted). */
  private async readFile(job: JobRow, upload: ImportUpload, report: Report): Promise<{ row: number; cells: RowCells }[] | null> {
    const rows: { row: number; cells: RowCells }[] = [];
    let header: Map<number, FactorImportColumn> | null = null;
    try {
      for await (const raw of readRows(upload.bytes, upload.kind, READ_LIMITS)) {
        if (raw.cells.every((cell) => isBlank(cell))) continue;
        if (header === null) {
          const found = headerOf(raw.cells, raw.row);
          if (found.problems.length > 0) {
            for (const problem of found.problems) note(report, problem);
            return null;
          }
          header = found.columns;
          continue;
        }
        if (rows.length >= FACTOR_IMPORT_MAX_ROWS) {
          note(report, { row: 0, column: null, key: 'factorImportTooManyRows', params: { max: FACTOR_IMPORT_MAX_ROWS } });
          return null;
        }
        const cells = new Map<FactorImportColumn, RawCell>();
        for (const [index, column] of header) cells.set(column, raw.cells[index] ?? null);
        rows.push({ row: raw.row, cells });
        if (rows.length % READ_PROGRESS_EVERY === 0) {
          await this.update(job, 'checking', { totalRows: rows.length });
          this.assertGoingOn(job);
        }
      }
    } catch (error) {
      if (error instanceof TooManyRows) {
        note(report, { row: 0, column: null, key: 'factorImportTooManyRows', params: { max: FACTOR_IMPORT_MAX_ROWS } });
      } else if (error instanceof ExpandsTooLarge) {
        note(report, { row: 0, column: null, key: 'factorImportExpandsTooLarge', params: { max: megabytes(error.maxBytes) } });
      } else if (error instanceof UnreadableFile) {
        note(report, { row: 0, column: null, key: 'factorImportUnreadable', params: { detail: error.detail.slice(0, 200) } });
      } else throw error;
      return null;
    }
    if (rows.length === 0) {
      note(report, { row: 0, column: null, key: 'factorImportEmpty' });
      return null;
    }
    job.totalRows = rows.length;
    await this.update(job, 'checking', { totalRows: rows.length });
    return rows;
  }

  /** Every row checked; the valid ones returned, the problems noted. */
  private async check(job: JobRow, rows: readonly { row: number; cells: RowCells }[], report: Report): Promise<ImportedRow[]> {
    const every = this.options.progressEvery ?? PROGRESS_EVERY;
    const references = await loadImportReferences(this.options.db);
    const firstRowOf = new Map<string, number>();
    const valid: ImportedRow[] = [];
    for (const [index, { row, cells }] of rows.entries()) {
      const result = checkRow(cells, row, references);
      const problems = [...result.problems];
      let imported = result.imported;
      if (result.code !== null) {
        const first = firstRowOf.get(result.code);
        if (first === undefined) firstRowOf.set(result.code, row);
        else {
          problems.push({ row, column: 'code', key: 'factorImportCodeRepeated', params: { code: result.code, first } });
          imported = null;
        }
      }
      for (const problem of problems) note(report, problem);
      if (imported) valid.push(imported);
      if ((index + 1) % every === 0 && index + 1 < rows.length) {
        await this.update(job, 'checking', { checkedRows: index + 1 });
        this.options.onProgress?.(job.id, index + 1);
        this.assertGoingOn(job);
      }
    }
    return valid;
  }
}

/** What went wrong, for the report: the database's state and message, or the error's message. */
export function reasonOf(error: unknown): string {
  const state = sqlState(error);
  const cause = (error as { cause?: unknown })?.cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return (state ? `[${state}] ${message}` : message).slice(0, 300);
}
