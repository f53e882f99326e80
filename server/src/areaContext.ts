/** What every area plugin receives: the database, the settings, the clock and the outbox's delivery. */
import type { Config } from './config';
import type { Clock } from './clock';
import type { Database, Db } from './db/connection';
import type { ObjectRegistry } from './areas/metadata/registryCache';
import type { OutboxDispatcher } from './areas/outbox/service';

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
}
