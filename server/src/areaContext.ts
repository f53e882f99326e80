/** What every area plugin receives: the database, the settings, the clock and the outbox's delivery. */
import type { Config } from './config';
import type { Clock } from './clock';
import type { Database, Db } from './db/connection';
import type { ObjectRegistry } from './areas/metadata/registryCache';
import type { OutboxDispatcher } from './areas/outbox/service';
import type { ObjectStore } from './areas/files/store';
import type { PactDeliveryDispatcher } from './areas/supplychain/deliveries/service';
import type { JobQueue } from './jobs/queue';

export interface AreaContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Per-install key of the captcha digests (settings table). */
  captchaSecret: string;
  /** The registered objects, cached while the process hears the registry's change notices. */
  objectRegistry: ObjectRegistry;
  /** Sends committed outbox messages through SMTP_URL in the background. */
  outbox: OutboxDispatcher;
  /** Sends the queued PACT events to other hosts after commit, with retries (areas/supplychain/deliveries). */
  pactDeliveries: PactDeliveryDispatcher;
  /** Where uploaded files are kept: DATA_DIR/files, or S3 when S3_BUCKET is set (areas/files). */
  files: ObjectStore;
  /** Long work sent to a worker (jobs/queue.ts): pg-boss on PostgreSQL, this process on PGlite. */
  jobs: JobQueue;
}
