/** The job queue a process uses: pg-boss on PostgreSQL, its own on PGlite (queue.ts). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { inProcessQueue } from './inProcessQueue';
import type { JobQueue } from './queue';

export async function openJobQueue(config: Config, database: Database, log: FastifyBaseLogger): Promise<JobQueue> {
  if (database.url === null) return inProcessQueue(log);
  // pg-boss is required on PostgreSQL only: an embedded start need not load it
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pgBossQueue } = require('./pgBossQueue') as typeof import('./pgBossQueue');
  return pgBossQueue(
    {
      url: database.url,
      workers: config.jobWorkers,
      visibilitySeconds: config.jobVisibilitySeconds,
      retries: config.jobRetries,
      maintenanceSeconds: Math.max(1, Math.min(30, Math.floor(config.jobVisibilitySeconds / 4))),
    },
    log,
  );
}
