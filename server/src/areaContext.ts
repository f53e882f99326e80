/** What every area plugin receives: the database, the settings and the clock. */
import type { Config } from './config';
import type { Clock } from './clock';
import type { Database, Db } from './db/connection';

export interface AreaContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Per-install key of the captcha digests (settings table). */
  captchaSecret: string;
}
