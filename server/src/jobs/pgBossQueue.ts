/**
 * The queue on PostgreSQL: pg-boss in its own schema of the platform's database, so any number of
 * API processes send and any number of worker processes (`npm run worker`) take jobs, with no other
 * server to run. A job a worker has taken stays hidden from the others for JOB_VISIBILITY_SECONDS;
 * if its worker dies before it finishes, pg-boss's maintenance hands it out again (up to
 * JOB_RETRIES more times). Handlers are idempotent by their job rows (queue.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { PG_BOSS_SCHEMA, type JobHandler, type JobName, type JobQueue } from './queue';

export interface PgBossSettings {
  url: string;
  /** Jobs of each name this process works at once; 0: it only sends. */
  workers: number;
  visibilitySeconds: number;
  retries: number;
  /** How often expired jobs are looked for (also the longest wait before a dead worker's job is retried, after its visibility). */
  maintenanceSeconds: number;
}

/** How often an idle worker asks for a job; a job sent by this process wakes its workers at once. */
const POLLING_SECONDS = 0.5;

export async function pgBossQueue<Name extends string = JobName>(
  settings: PgBossSettings,
  log: FastifyBaseLogger,
): Promise<JobQueue<Name>> {
  const boss = new PgBoss({
    connectionString: settings.url,
    schema: PG_BOSS_SCHEMA,
    application_name: 'pcf-jobs',
    // its own small pool: the workers' polling must not take the API's connections
    max: Math.max(2, Math.min(settings.workers + 1, 10)),
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    // pg-boss's cron scheduling is not used
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queued = new Set<Name>();
  const ensureQueue = async (name: Name) => {
    if (queued.has(name)) return;
    await boss.createQueue(name, {
      name,
      retryLimit: settings.retries,
      retryDelay: 0,
      expireInSeconds: settings.visibilitySeconds,
    });
    queued.add(name);
  };
  const workerIds = new Map<Name, string[]>();
  const running = new Set<Promise<void>>();
  // what this process sent to its own workers, until they have ended it (idle() waits for them)
  const sentHere = new Map<string, Name>();
  return {
    kind: 'pg-boss',
    async send(name, data) {
      await ensureQueue(name);
      const id = await boss.send(name, data);
      if (id === null) throw new Error(`the job queue refused a ${name} job`);
      const workers = workerIds.get(name) ?? [];
      if (workers.length > 0) sentHere.set(id, name);
      for (const workerId of workers) boss.notifyWorker(workerId);
    },
    async work(name, handler: JobHandler) {
      await ensureQueue(name);
      const ids: string[] = [];
      // pg-boss 10 runs one fetch loop per work(): as many loops as jobs to work at once
      for (let n = 0; n < settings.workers; n += 1) {
        ids.push(
          await boss.work(name, { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
            const work = handler(job.data);
            running.add(work);
            try {
              await work;
            } finally {
              running.delete(work);
            }
          }),
        );
      }
      workerIds.set(name, ids);
    },
    async idle() {
      for (const [id, name] of sentHere) {
        for (;;) {
          const job = await boss.getJobById(name, id, { includeArchive: true });
          if (job === null || ['completed', 'failed', 'cancelled'].includes(job.state)) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        sentHere.delete(id);
      }
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
