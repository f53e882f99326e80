/**
 * The job queue: long work (a computation, an import, a report) is sent here by the API and done by
 * a worker, in this process or in another (ARCHITECTURE.md, "long work runs as jobs"). On PostgreSQL
 * the queue is pg-boss in the same database (pgBossQueue.ts): a job whose worker dies is taken up
 * again by another once its visibility timeout has passed. On PGlite, whose database belongs to one
 * process, this process works its own jobs (inProcessQueue.ts).
 *
 * A job's data names the row that records it (footprint_jobs, …): the row is what clients poll, the
 * queue only hands the work out. A handler must therefore tolerate a second delivery of the same job
 * (its row tells whether the work is still to do) and must not throw for a failure it has recorded
 * in the row: a throw asks the queue to try again.
 */
import type { SessionContext } from '../security/session';

/** pg-boss's schema in the platform's database: the queue's bookkeeping, not the platform's data (backups leave it out). */
export const PG_BOSS_SCHEMA = 'pgboss';

export const JOB_NAMES = ['footprint-compute', 'factor-import', 'report-publish', 'inventory-import'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type JobHandler = (data: unknown) => Promise<void>;

/** What every job's data holds: its row, and who started it (checked then). */
export interface JobOfRow {
  jobId: number;
  actor: SessionContext;
}

/** The queue's data is JSON from the database: checked before a handler trusts it. */
export const isJobOfRow = (data: unknown): data is JobOfRow =>
  typeof data === 'object' &&
  data !== null &&
  Number.isInteger((data as JobOfRow).jobId) &&
  typeof (data as JobOfRow).actor?.userId === 'number';

export interface JobQueue<Name extends string = JobName> {
  readonly kind: 'in-process' | 'pg-boss';
  /** Hands the job to a worker (this process's or another's); resolves once the queue holds it. */
  send(name: Name, data: object): Promise<void>;
  /** This process works jobs of `name` (as many at once as JOB_WORKERS says; none when it is 0). */
  work(name: Name, handler: JobHandler): Promise<void>;
  /** Resolves when the jobs this process sent to its own workers have ended and none of its handlers runs (tests). */
  idle(): Promise<void>;
  /** Takes no more jobs and waits for the running ones. */
  stop(): Promise<void>;
}
