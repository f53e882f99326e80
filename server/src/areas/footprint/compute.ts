/**
 * Computation jobs (POST /rest/footprint/compute, polled through GET /rest/footprint/job).
 *
 * Starting checks, in one transaction holding the project's row: the caller is of the project's
 * company or a platform administrator, the project is approved (or computed, or reported), its
 * settings are saved, and no computation of it is under way; then the footprint_jobs row is
 * written, the job sent to the job queue (jobs/queue.ts) and its id answered. A worker (this process
 * or another) then does the work:
 *
 *   reading      the project, its settings, its inventory lines with their factor versions, the
 *                unit table and the GWP values of the study's set;
 *   computing    the engine (pure), without Monte Carlo;
 *   uncertainty  Monte Carlo in slices, the progress written between them, the event loop let in;
 *   saving       one transaction: the snapshot (next sequence number of the project), the first
 *                computation's move approved → computed (the lifecycle's `compute`), and the job
 *                `done`, only if it is still running, so a job taken as stopped never turns done.
 *
 * The job's row is the record (any server process answers the poll); the queue only hands the work
 * out. A worker that finds the row no longer running does nothing, and a worker taking up the job of
 * one that died starts it again from the reading: the engine is deterministic (Monte Carlo by its
 * seed), and the saving only happens while the row is still running, so the snapshot is the same
 * and there is one. A problem is stored as a
 * message key with its parameters and translated when read: an engine refusal names the line and,
 * for a dimension mismatch, both units. A job still `running` whose row has not changed for
 * JOB_STALE_AFTER_MS is taken as stopped (its process died) and answered `failed`.
 */
import { EventEmitter } from 'node:events';
import { and, eq, lt, max, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FootprintJob, FootprintJobPhase, ProjectStatus, StudySettings, UnitDimension } from '@pcf/shared/contracts';
import type { Clock } from '../../clock';
import { isJobOfRow, type JobName, type JobOfRow, type JobQueue } from '../../jobs/queue';
import type { Db } from '../../db/connection';
import { companies, footprintJobs, footprintSnapshots, projects, units } from '../../schema';
import { sqlState } from '../../db/errors';
import { ApiError, refused } from '../../http/errors';
import { MESSAGES, translate, type Language, type MessageKey, type MessageParams } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { dimensionLabel } from '../units/dimensions';
import { lockedVisibleProject, moveIfAllowed } from '../projects/service';
import { computeFootprint, varyingLinesOf } from '../../footprint/engine/compute';
import { startMonteCarlo } from '../../footprint/engine/monteCarlo';
import { EngineError, type EngineProblem, type FootprintResult, type InventoryLine } from '../../footprint/engine/types';
import type { UnitDefinition } from '../../footprint/units';
import { allocationShare, engineLine, engineSettings, readGwp, readInventory, readUnits, type SourceLine } from './lines';
import { FOOTPRINT_COMPUTABLE_STATUSES } from '@pcf/shared/contracts';
import { isCompanySide, readOnlyForYou, statusLabel } from './service';
import { settingsMissing, settingsOfRow, studyRow } from './settings';
import { snapshotValues } from './snapshot';

/** A running job whose row has not changed for this long is taken as stopped. */
export const JOB_STALE_AFTER_MS = 10 * 60 * 1000;
/** Progress (%) at the start of each phase; Monte Carlo fills the span from its own start to UNCERTAINTY_END. */
const PROGRESS: Readonly<Record<FootprintJobPhase, number>> = { reading: 0, computing: 20, uncertainty: 30, saving: 95 };
const UNCERTAINTY_END = 90;
/** Line draws per Monte Carlo slice (some tens of milliseconds of work). */
const SLICE_DRAWS = 250_000;
/** At most one progress write per this many milliseconds of Monte Carlo. */
const PROGRESS_WRITE_MS = 200;

type DimensionParam = 'fromDimension' | 'toDimension' | 'dimension';

/** Why a job failed, as stored (footprint_jobs.problem) and translated when read. */
export interface StoredProblem {
  key: MessageKey;
  params?: MessageParams;
  /** The line it names: "第 3 行“…”" / "Line 3 "…"". */
  line?: { position: number; description: string };
  /** Dimension codes shown by their names. */
  dimensions?: Partial<Record<DimensionParam, UnitDimension>>;
  /** A project status shown by its name. */
  status?: ProjectStatus;
}

const INTERRUPTED: StoredProblem = { key: 'footprintJobInterrupted' };

/** The job ends failed with this problem. */
class JobProblem extends Error {
  constructor(readonly problem: StoredProblem) {
    super(problem.key);
    this.name = 'JobProblem';
  }
}

/** The job's row was marked failed meanwhile, or the server is stopping. */
class Interrupted extends Error {
  constructor() {
    super('footprint job interrupted');
    this.name = 'Interrupted';
  }
}

/** Each progress write, for whoever listens (tests follow the phases with it). */
export const jobProgress = new EventEmitter<{ progress: [{ jobId: number; phase: FootprintJobPhase; progress: number }] }>();

const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(MESSAGES, key);

export function problemMessage(stored: unknown, language: Language): string | null {
  if (stored === null || typeof stored !== 'object') return null;
  const problem = stored as StoredProblem;
  if (!isMessageKey(problem.key)) return null;
  const params: MessageParams = { ...(problem.params ?? {}) };
  if (problem.line) {
    const description = Array.from(problem.line.description).slice(0, 40).join('');
    params.line = translate('inventoryLineAt', language, { position: problem.line.position, description });
  }
  for (const [name, dimension] of Object.entries(problem.dimensions ?? {})) params[name] = dimensionLabel(dimension, language);
  if (problem.status) params.status = statusLabel(problem.status, language);
  return translate(problem.key, language, params);
}

/** An engine refusal as a stored problem naming the line (and its units). */
export function engineProblem(
  problem: EngineProblem,
  lines: ReadonlyMap<string, SourceLine>,
  unitDefs: readonly UnitDefinition[],
  gwpSet: string,
): StoredProblem {
  const source = 'lineId' in problem ? lines.get(problem.lineId) : undefined;
  const line = source ? { position: source.position, description: source.description } : undefined;
  const dimensionOf = (code: string) => unitDefs.find((unit) => unit.code === code)?.dimension;
  switch (problem.kind) {
    case 'dimensionMismatch': {
      const from = dimensionOf(problem.from);
      const to = dimensionOf(problem.to);
      return {
        key: 'footprintUnitMismatch',
        line,
        params: { from: problem.from, to: problem.to },
        dimensions: { ...(from ? { fromDimension: from } : {}), ...(to ? { toDimension: to } : {}) },
      };
    }
    case 'unknownUnit':
      return { key: 'footprintUnitUnknown', line, params: { unit: problem.unit } };
    case 'gasNotMass': {
      const dimension = dimensionOf(problem.unit);
      return { key: 'inventoryGasUnitNotMass', line, params: { unit: problem.unit }, dimensions: dimension ? { dimension } : {} };
    }
    case 'gwpMissing':
      return { key: 'footprintGwpMissing', line, params: { gas: problem.gas, set: gwpSet } };
    case 'invalidQuantity':
      return { key: 'footprintQuantityInvalid', line };
    case 'invalidFactor':
      return { key: 'footprintFactorInvalid', line };
    case 'invalidSettings':
      return { key: 'footprintSettingInvalid', params: { setting: problem.setting } };
  }
}

type JobRow = typeof footprintJobs.$inferSelect;

export function jobOf(row: JobRow, language: Language): FootprintJob {
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    phase: row.phase,
    progress: row.progress,
    snapshotId: row.snapshotId,
    message: row.problem === null ? null : problemMessage(row.problem, language),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Marks running jobs failed (interrupted): every one (`all`: a PGlite database belongs to this one
 * process, so at its start none can still be running), or those whose row has not changed for
 * JOB_STALE_AFTER_MS; `id` or `projectId` narrows it.
 */
export async function failStaleJobs(
  db: Handle,
  now: Date,
  options: { all?: boolean; id?: number; projectId?: number } = {},
): Promise<number> {
  const conditions: SQL[] = [eq(footprintJobs.status, 'running')];
  if (!options.all) conditions.push(lt(footprintJobs.updatedAt, new Date(now.getTime() - JOB_STALE_AFTER_MS)));
  if (options.id !== undefined) conditions.push(eq(footprintJobs.id, options.id));
  if (options.projectId !== undefined) conditions.push(eq(footprintJobs.projectId, options.projectId));
  const failed = await db
    .update(footprintJobs)
    .set({ status: 'failed', problem: INTERRUPTED, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: footprintJobs.id });
  return failed.length;
}

/** GET /rest/footprint/job: the caller's own job (a platform administrator: any); 404 otherwise. */
export async function footprintJob(db: Db, session: SessionContext, id: number, language: Language, now: Date): Promise<FootprintJob> {
  const read = async () => (await db.select().from(footprintJobs).where(eq(footprintJobs.id, id)))[0];
  let job = await read();
  if (!job || (job.userId !== session.userId && !session.isAdmin)) throw new ApiError('footprintJobNotFound', 404, 404);
  if (job.status === 'running' && now.getTime() - job.updatedAt.getTime() > JOB_STALE_AFTER_MS) {
    await failStaleJobs(db, now, { id });
    job = await read();
  }
  return jobOf(job, language);
}

interface RunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

export const FOOTPRINT_JOB: JobName = 'footprint-compute';

/** What the queue carries: the job's row, and who started it (the snapshot names them). */
type ComputeJobData = JobOfRow;

/** What the reading phase gathers. */
interface JobInput {
  settings: StudySettings;
  declaredUnitCode: string;
  lines: SourceLine[];
  units: UnitDefinition[];
  gwp: Map<NonNullable<SourceLine['gas']>, number>;
  /** The project's, per module. */
  ratedPowerWp: number;
  areaM2: number;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class FootprintJobRunner {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly options: RunnerOptions) {}

  /** This process works computations (when the queue gives it any). */
  async takeJobs(): Promise<void> {
    await this.options.jobs.work(FOOTPRINT_JOB, (data) => this.take(data));
  }

  /** Checks that the project may be computed now, writes the job and sends it to a worker; answers the job's id. */
  async start(session: SessionContext, projectId: number, language: Language): Promise<number> {
    const { db, clock } = this.options;
    const job = await db.transaction(async (tx) => {
      const project = await lockedVisibleProject(tx, session, projectId);
      if (!isCompanySide(session, project)) throw readOnlyForYou();
      if (!FOOTPRINT_COMPUTABLE_STATUSES.includes(project.status))
        throw refused('footprintNotComputable', { status: statusLabel(project.status, language) });
      if (!(await studyRow(tx, project.id))) throw settingsMissing();
      const now = clock.now();
      await failStaleJobs(tx, now, { projectId: project.id });
      const [running] = await tx
        .select({ id: footprintJobs.id })
        .from(footprintJobs)
        .where(and(eq(footprintJobs.projectId, project.id), eq(footprintJobs.status, 'running')))
        .limit(1);
      if (running) throw refused('footprintComputeRunning');
      const [created] = await tx
        .insert(footprintJobs)
        .values({
          projectId: project.id,
          userId: session.userId,
          status: 'running',
          phase: 'reading',
          progress: PROGRESS.reading,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created;
    });
    try {
      await this.options.jobs.send(FOOTPRINT_JOB, { jobId: job.id, actor: session } satisfies ComputeJobData);
    } catch (error) {
      await this.options.db
        .update(footprintJobs)
        .set({ status: 'failed', problem: { key: 'footprintComputeFailed', params: { reason: reasonOf(error) } }, updatedAt: clock.now() })
        .where(eq(footprintJobs.id, job.id));
      throw error;
    }
    return job.id;
  }

  /** A delivery of the queue: the job's work, unless its row says it is no longer to do. */
  private async take(data: unknown): Promise<void> {
    if (!isJobOfRow(data)) {
      this.options.log.error({ data }, 'footprint job: malformed queue data');
      return;
    }
    const [job] = await this.options.db.select().from(footprintJobs).where(eq(footprintJobs.id, data.jobId));
    if (!job || job.status !== 'running') return;
    // which process works which job: what an operator (and the fault script) reads after a crash
    this.options.log.info({ job: job.id }, 'footprint job taken');
    const work = this.run(job, data.actor)
      .catch((error: unknown) => this.options.log.error({ err: error, job: job.id }, 'footprint job failed'))
      .finally(() => this.running.delete(work));
    this.running.add(work);
    await work;
  }

  /** Resolves when no job of this process is running. */
  private async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Jobs under way stop at their next step (failed, nothing saved). */
  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }

  /** Writes the phase and progress while the job is still running; a job marked failed meanwhile stops here. */
  private async report(job: JobRow, phase: FootprintJobPhase, progress: number): Promise<void> {
    if (this.closing) throw new Interrupted();
    const updated = await this.options.db
      .update(footprintJobs)
      .set({ phase, progress, updatedAt: this.options.clock.now() })
      .where(and(eq(footprintJobs.id, job.id), eq(footprintJobs.status, 'running')))
      .returning({ id: footprintJobs.id });
    if (updated.length === 0) throw new Interrupted();
    jobProgress.emit('progress', { jobId: job.id, phase, progress });
  }

  private async run(job: JobRow, session: SessionContext): Promise<void> {
    try {
      // from the start, also when another worker had begun it and died
      await this.report(job, 'reading', PROGRESS.reading);
      const input = await this.read(job);
      await this.report(job, 'computing', PROGRESS.computing);
      const result = this.compute(input);
      if (input.settings.monteCarloIterations > 0) {
        await this.report(job, 'uncertainty', PROGRESS.uncertainty);
        result.uncertainty = await this.uncertainty(job, result, input.settings);
      }
      await this.report(job, 'saving', PROGRESS.saving);
      await this.save(job, session, input, result);
    } catch (error) {
      let problem: StoredProblem;
      if (error instanceof JobProblem) problem = error.problem;
      else if (error instanceof Interrupted) problem = INTERRUPTED;
      else {
        this.options.log.error({ err: error, job: job.id }, 'footprint job failed');
        problem = { key: 'footprintComputeFailed', params: { reason: reasonOf(error) } };
      }
      await this.options.db
        .update(footprintJobs)
        .set({ status: 'failed', problem, updatedAt: this.options.clock.now() })
        .where(and(eq(footprintJobs.id, job.id), eq(footprintJobs.status, 'running')));
    }
  }

  private async read(job: JobRow): Promise<JobInput> {
    const { db } = this.options;
    const [project] = await db
      .select({ ratedPowerWp: projects.ratedPowerWp, areaM2: projects.areaM2 })
      .from(projects)
      .where(eq(projects.id, job.projectId));
    const row = await studyRow(db, job.projectId);
    if (!project) throw new Interrupted();
    if (!row) throw new JobProblem({ key: 'footprintSettingsMissing' });
    const settings = settingsOfRow(row);
    const [unit] = await db.select({ code: units.code }).from(units).where(eq(units.id, settings.declaredUnitId));
    return {
      settings,
      declaredUnitCode: unit.code,
      lines: await readInventory(db, job.projectId),
      units: await readUnits(db),
      gwp: await readGwp(db, settings.gwpSet),
      ratedPowerWp: Number(project.ratedPowerWp),
      areaM2: Number(project.areaM2),
    };
  }

  private compute(input: JobInput): FootprintResult {
    if (input.lines.length === 0) throw new JobProblem({ key: 'footprintInventoryEmpty' });
    const inventory: InventoryLine[] = [];
    for (const line of input.lines) {
      const mapped = engineLine(line);
      if (!mapped)
        throw new JobProblem({ key: 'footprintLineIncomplete', line: { position: line.position, description: line.description } });
      inventory.push(mapped);
    }
    try {
      return computeFootprint(inventory, engineSettings(input.settings, input), {
        units: input.units,
        gwp: input.gwp,
      });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      const byId = new Map(input.lines.map((line) => [String(line.id), line]));
      throw new JobProblem(engineProblem(error.problem, byId, input.units, input.settings.gwpSet));
    }
  }

  /** Monte Carlo a slice at a time: progress written between slices, other requests served meanwhile. */
  private async uncertainty(job: JobRow, result: FootprintResult, settings: StudySettings): Promise<FootprintResult['uncertainty']> {
    const lines = varyingLinesOf(result.lines, settings.declaredQuantity);
    const run = startMonteCarlo(lines, { iterations: settings.monteCarloIterations, seed: settings.monteCarloSeed });
    const slice = Math.max(1, Math.floor(SLICE_DRAWS / Math.max(1, lines.length)));
    let written: number = PROGRESS.uncertainty;
    let writtenAt = performance.now();
    while (run.done < run.iterations) {
      run.advance(slice);
      const progress = PROGRESS.uncertainty + Math.floor(((UNCERTAINTY_END - PROGRESS.uncertainty) * run.done) / run.iterations);
      if (progress > written && performance.now() - writtenAt >= PROGRESS_WRITE_MS) {
        await this.report(job, 'uncertainty', progress);
        written = progress;
        writtenAt = performance.now();
      } else {
        if (this.closing) throw new Interrupted();
        await nextTurn();
      }
    }
    return run.result();
  }

  private async save(job: JobRow, session: SessionContext, input: JobInput, result: FootprintResult): Promise<void> {
    const { db, clock } = this.options;
    await db.transaction(async (tx) => {
      const [project] = await tx.select().from(projects).where(eq(projects.id, job.projectId)).for('update');
      if (!project) throw new Interrupted();
      if (!FOOTPRINT_COMPUTABLE_STATUSES.includes(project.status))
        throw new JobProblem({ key: 'footprintNotComputable', status: project.status });
      const [company] = await tx
        .select({ name: companies.name, nameEn: companies.nameEn })
        .from(companies)
        .where(eq(companies.id, project.companyId));
      const [{ top }] = await tx
        .select({ top: max(footprintSnapshots.seq) })
        .from(footprintSnapshots)
        .where(eq(footprintSnapshots.projectId, project.id));
      const now = clock.now();
      const values = snapshotValues({
        project,
        companyNameZh: company.name,
        companyNameEn: company.nameEn,
        settings: input.settings,
        allocationShare: allocationShare(input.settings),
        declaredUnitCode: input.declaredUnitCode,
        lines: input.lines,
        result,
        gwp: input.gwp,
      });
      const [snapshot] = await tx
        .insert(footprintSnapshots)
        .values({ ...values, seq: (top ?? 0) + 1, createdBy: session.userId, createdByName: session.name, createdAt: now })
        .returning({ id: footprintSnapshots.id });
      // the first computation moves the project on (an administrator may take it on the company's behalf)
      if (project.status === 'approved') await moveIfAllowed(tx, session, project, 'compute', now);
      const finished = await tx
        .update(footprintJobs)
        .set({ status: 'done', phase: 'saving', progress: 100, snapshotId: snapshot.id, updatedAt: now })
        .where(and(eq(footprintJobs.id, job.id), eq(footprintJobs.status, 'running')))
        .returning({ id: footprintJobs.id });
      // marked failed while it ran (taken as stopped): it stays failed and nothing is saved
      if (finished.length === 0) throw new Interrupted();
    });
    jobProgress.emit('progress', { jobId: job.id, phase: 'saving', progress: 100 });
  }
}

/** What went wrong, for the message: the database's state and message, or the error's message. */
function reasonOf(error: unknown): string {
  const state = sqlState(error);
  const cause = (error as { cause?: unknown })?.cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return (state ? `[${state}] ${message}` : message).slice(0, 300);
}
