/**
 * Inventory import jobs (POST /rest/inventory/excel/import). The request checks that the caller may
 * change the project's lines, keeps the file in the file store (imports/), writes an
 * inventory_import_jobs row (`checking`) and sends the job to the job queue (jobs/queue.ts); a
 * worker, in this process or another, reads the file and runs the all-or-nothing import
 * (import.ts importSheet) in ONE transaction that also ends the job, `done` or `rejected`. That
 * transaction first locks the job row and goes on only while it is `checking`, so a job delivered
 * twice (its worker died after the commit, or the queue handed it out again) or marked failed
 * meanwhile never writes twice. Anything else that stops it marks it `failed` with the reason.
 * The file goes once the job has ended.
 *
 * Problems are kept in both languages and the status answers the reader's. A job still `checking`
 * after STALE_AFTER_MS is taken as stopped: failed when it is read, when a worker is handed it that
 * late, and at start-up (PGlite: every running one, its database belongs to this one process;
 * PostgreSQL: the stale ones, other processes may be running theirs).
 */
import { INVENTORY_EXCEL_CONTENT_TYPE } from '@pcf/shared/contracts';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InventoryImportJob } from '@pcf/shared/contracts';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/connection';
import { isJobOfRow, type JobName, type JobOfRow, type JobQueue } from '../../../jobs/queue';
import { inventoryImportJobs, type StoredInventoryImportProblem } from '../../../schema';
import { ApiError, notFound } from '../../../http/errors';
import { translate, type Language, type MessageKey } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { isPlatformAdmin, type Handle } from '../../auth/companyScope';
import type { FileStore } from '../../files/fileStore';
import { isoTime, reasonOf, shownFileName } from '../../factors/import/jobs';
import { editableProject } from '../service';
import { ImportRefused, importSheet, refusalOf, type ImportOutcome } from './import';
import { readInventorySheet, type InventoryUpload } from './read';

export const INVENTORY_IMPORT_JOB: JobName = 'inventory-import';
/** An import of at most 2,000 lines takes seconds; past this its worker is taken as stopped (longer than JOB_VISIBILITY_SECONDS allows). */
export const STALE_AFTER_MS = 10 * 60 * 1000;
/** What the folder of import files holds for this area. */
export const INVENTORY_IMPORT_FILE_TYPES = { xlsx: INVENTORY_EXCEL_CONTENT_TYPE } as const;
export type InventoryImportFileType = keyof typeof INVENTORY_IMPORT_FILE_TYPES;

type JobRow = typeof inventoryImportJobs.$inferSelect;
type JobValues = Partial<typeof inventoryImportJobs.$inferInsert>;

/** What the queue carries: the job's row, who started it, and the stored file. */
export interface InventoryImportJobData extends JobOfRow {
  storedFile: string;
}

const isImportJobData = (data: unknown): data is InventoryImportJobData =>
  isJobOfRow(data) && typeof (data as InventoryImportJobData).storedFile === 'string';

/** A problem of the job as a whole, worded in both languages from one message. */
function jobProblem(key: MessageKey, params?: Record<string, string | number>): StoredInventoryImportProblem {
  return { row: 0, column: null, key, message: { zh: translate(key, 'zh', params), en: translate(key, 'en', params) } };
}

const interrupted = (): StoredInventoryImportProblem => jobProblem('inventoryExcelImportInterrupted');

function isStoredProblem(problem: unknown): problem is StoredInventoryImportProblem {
  const message = (problem as StoredInventoryImportProblem | null)?.message;
  return typeof message?.zh === 'string' && typeof message.en === 'string';
}

export function jobOf(row: JobRow, language: Language): InventoryImportJob {
  const stored = Array.isArray(row.problems) ? row.problems.filter(isStoredProblem) : [];
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    fileName: row.fileName,
    rows: row.rows,
    added: row.added,
    updated: row.updated,
    problems: stored.map((p) => ({ row: p.row, column: p.column, key: p.key, message: p.message[language] })),
    projectStatus: row.projectStatus,
    createdAt: isoTime(row.createdAt) as string,
    finishedAt: isoTime(row.finishedAt),
  };
}

/** The message of the job's state: imported counts, the number of problems, the reason of a failure, or under way. */
export function jobMessage(job: InventoryImportJob, language: Language): string {
  switch (job.status) {
    case 'done':
      return translate('inventoryExcelImported', language, { added: job.added, updated: job.updated });
    case 'rejected':
      return translate('inventoryExcelRefused', language, { count: job.problems.length });
    case 'failed':
      return job.problems[0]?.message ?? translate('inventoryExcelImportInterrupted', language);
    default:
      return translate('inventoryExcelImportStarted', language);
  }
}

const isStale = (job: Pick<JobRow, 'createdAt'>, now: Date) => now.getTime() - new Date(job.createdAt).getTime() > STALE_AFTER_MS;

/**
 * Marks `checking` jobs failed (interrupted): every one (`all`, the single process of a PGlite
 * database at its start), or those created before `now - STALE_AFTER_MS`; `id` limits it to one.
 */
export async function failStaleImports(db: Handle, now: Date, options: { all?: boolean; id?: number } = {}): Promise<number> {
  const conditions: SQL[] = [eq(inventoryImportJobs.status, 'checking')];
  if (!options.all) conditions.push(lt(inventoryImportJobs.createdAt, new Date(now.getTime() - STALE_AFTER_MS)));
  if (options.id !== undefined) conditions.push(eq(inventoryImportJobs.id, options.id));
  const failed = await db
    .update(inventoryImportJobs)
    .set({ status: 'failed', problems: [interrupted()], problemCount: 1, finishedAt: now })
    .where(and(...conditions))
    .returning({ id: inventoryImportJobs.id });
  return failed.length;
}

/** Who reads a job: its starter, the users of the project's company, platform administrators. */
const mayRead = (session: SessionContext, job: JobRow) =>
  job.userId === session.userId || isPlatformAdmin(session) || (session.companyId !== null && session.companyId === job.companyId);

/** GET /rest/inventory/excel/import/status: the job in the reader's language; a stale one is failed first. */
export async function importJobStatus(
  db: Db,
  session: SessionContext,
  id: number,
  language: Language,
  now: Date,
): Promise<InventoryImportJob> {
  const read = async () => (await db.select().from(inventoryImportJobs).where(eq(inventoryImportJobs.id, id)))[0];
  let job = await read();
  if (!job || !mayRead(session, job)) throw notFound('inventoryImportJobNotFound');
  if (job.status === 'checking' && isStale(job, now)) {
    await failStaleImports(db, now, { id });
    job = await read();
  }
  return jobOf(job, language);
}

export interface InventoryImportRunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** The folder of uploaded import files (FILE_FOLDERS.imports). */
  files: FileStore<InventoryImportFileType>;
}

/** Works the inventory import jobs the queue gives this process; close() waits for the running ones. */
export class InventoryImportRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: InventoryImportRunnerOptions) {}

  /** This process works imports (when the queue gives it any). */
  async takeJobs(): Promise<void> {
    await this.options.jobs.work(INVENTORY_IMPORT_JOB, (data) => this.take(data));
  }

  /**
   * The project checked (404 or read-only, as a draft save, before anything is kept), the file kept,
   * the job row written and sent to a worker; answers the job as started.
   */
  async start(session: SessionContext, upload: InventoryUpload, language: Language): Promise<JobRow> {
    const { db, clock, files, jobs } = this.options;
    const project = await db.transaction((tx) => editableProject(tx, session, upload.projectId, language));
    const storedFile = await files.save(upload.bytes, 'xlsx');
    let job: JobRow | undefined;
    try {
      [job] = await db
        .insert(inventoryImportJobs)
        .values({
          projectId: project.id,
          companyId: project.companyId,
          userId: session.userId,
          fileName: shownFileName(upload.clientName),
          language,
          status: 'checking',
          createdAt: clock.now(),
        })
        .returning();
      const data: InventoryImportJobData = { jobId: job.id, actor: session, storedFile };
      await jobs.send(INVENTORY_IMPORT_JOB, data);
      return job;
    } catch (error) {
      // never sent: no worker would end it
      await files.remove(storedFile);
      if (job) await this.fail(job.id, jobProblem('inventoryExcelImportFailed', { reason: reasonOf(error) }));
      throw error;
    }
  }

  /** A delivery of the queue; the file goes once the job has ended (a throw leaves both for the queue's next try). */
  private async take(data: unknown): Promise<void> {
    const { db, log } = this.options;
    if (!isImportJobData(data)) {
      log.error({ data }, 'inventory import: malformed queue data');
      return;
    }
    const work = this.run(data).finally(() => this.running.delete(work));
    this.running.add(work);
    await work;
    const [after] = await db
      .select({ status: inventoryImportJobs.status })
      .from(inventoryImportJobs)
      .where(eq(inventoryImportJobs.id, data.jobId));
    if (after?.status !== 'checking') await this.options.files.remove(data.storedFile);
  }

  private async run(data: InventoryImportJobData): Promise<void> {
    const { db, clock, files, log } = this.options;
    const [job] = await db.select().from(inventoryImportJobs).where(eq(inventoryImportJobs.id, data.jobId));
    // gone with its project, or ended by an earlier delivery
    if (!job || job.status !== 'checking') return;
    if (isStale(job, clock.now())) {
      await failStaleImports(db, clock.now(), { id: job.id });
      return;
    }
    log.info({ job: job.id }, 'inventory import taken');
    try {
      const bytes = await files.read(data.storedFile);
      if (bytes === null) throw new Error('the uploaded file is gone');
      // the file is read before the transaction, in a worker thread: no lock is held meanwhile
      const sheet = await readInventorySheet(bytes);
      const ended = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: inventoryImportJobs.status })
          .from(inventoryImportJobs)
          .where(eq(inventoryImportJobs.id, job.id))
          .for('update');
        if (locked?.status !== 'checking') return 'ended';
        const outcome = await importSheet(tx, data.actor, job.projectId, sheet, job.language, clock.now());
        await tx.update(inventoryImportJobs).set(this.outcomeValues(outcome)).where(eq(inventoryImportJobs.id, job.id));
        return outcome.status;
      });
      log.info({ job: job.id, ended }, 'inventory import ended');
    } catch (error) {
      if (error instanceof ImportRefused) return this.fail(job.id, error.problem);
      if (error instanceof ApiError) return this.fail(job.id, refusalOf(error));
      log.error({ err: error, job: job.id }, 'inventory import failed');
      await this.fail(job.id, jobProblem('inventoryExcelImportFailed', { reason: reasonOf(error) }));
    }
  }

  private outcomeValues(outcome: ImportOutcome): JobValues {
    const finishedAt = this.options.clock.now();
    if (outcome.status === 'done') {
      const { status, rows, added, updated, projectStatus } = outcome;
      return { status, rows, added, updated, projectStatus, problems: [], problemCount: 0, finishedAt };
    }
    const { status, rows, problems, projectStatus } = outcome;
    return { status, rows, problems, problemCount: problems.length, projectStatus, finishedAt };
  }

  /** Ends a job still `checking` as failed with the reason; nothing was written. */
  private async fail(id: number, reason: StoredInventoryImportProblem): Promise<void> {
    await this.options.db
      .update(inventoryImportJobs)
      .set({ status: 'failed', problems: [reason], problemCount: 1, finishedAt: this.options.clock.now() })
      .where(and(eq(inventoryImportJobs.id, id), eq(inventoryImportJobs.status, 'checking')));
  }

  async close(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
