/** What every area plugin receives: the database, the settings and the clock. */
import type { Config } from './config';
import type { Clock } from './clock';
import type { Database, Db } from './db/connection';
import type { ObjectRegistry } from './areas/metadata/registryCache';

export interface AreaContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Per-install key of the captcha digests (settings table). */
  captchaSecret: string;
  /** The registered objects, cached while the process hears the registry's change notices. */
  objectRegistry: ObjectRegistry;
}
