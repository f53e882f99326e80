/**
 * One schema, two drivers: embedded PGlite (a folder, or memory in tests) or node-postgres.
 * Migrations and the seed run under an advisory lock so several processes can start at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { CONNECTION_MAX_USES, PLAN_CACHE_OPTIONS, ShapeBoundedClient } from './shapedStatements';
import type { Db } from './handles';

export type { Db } from './handles';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');
/** Arbitrary constant shared by every process of this application. */
const STARTUP_LOCK_KEY = 730_214_001;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (for what opens connections of its own: the job queue); null on PGlite. */
  url: string | null;
  db: Db;
  /** Runs the migrations, then `prepare` (the seed), as one process at a time. */
  migrate(prepare: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (sent by any process, delivered after its
   * transaction commits) until the returned stop is called. `onLost` is called once if the
   * listening connection fails: notifications may have been missed, and no more will come.
   */
  listen(channel: string, onNotify: () => void, onLost: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `from`: a PGlite data folder dump to start from (tests copy one migrated and seeded template). */
export type DatabaseTarget = { kind: 'pglite'; dir: string | null; from?: Blob } | { kind: 'postgres'; url: string; poolSize: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dir, target.from) : openPostgres(target.url, target.poolSize);
}

async function openPglite(dir: string | null, from?: Blob): Promise<Database> {
  if (dir !== null) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm (a contrib extension PGlite ships but loads only on request): the trigram indexes of the
  // lists' `like` searches (migration 0008), as on PostgreSQL
  const extensions = { pg_trgm };
  const client = dir === null ? new PGlite({ extensions, loadDataDir: from }) : new PGlite(dir, { extensions, loadDataDir: from });
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    url: null,
    db,
    async migrate(prepare) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare(db);
    },
    ping: () => ping(db),
    // one in-process connection: nothing to lose, notifications arrive as the query that caused them ends
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // prepared statements planned generically, and named ones bounded per connection: shapedStatements.ts
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    options: PLAN_CACHE_OPTIONS,
    Client: ShapeBoundedClient,
    maxUses: CONNECTION_MAX_USES,
  });
  // an idle client that loses its connection must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    kind: 'postgres',
    url,
    db,
    async migrate(prepare) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzlePg({ client });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await prepare(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    listen: (channel, onNotify, onLost) => listenPostgres(url, channel, onNotify, onLost),
    close: () => pool.end(),
  };
}

/** LISTEN holds a connection of its own for as long as it listens, outside the pool. */
async function listenPostgres(url: string, channel: string, onNotify: () => void, onLost: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = new Client({ connectionString: url });
  let stopped = false;
  const lost = () => {
    if (stopped) return;
    stopped = true;
    client.end().catch(() => undefined);
    onLost();
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify();
  });
  client.on('error', lost);
  client.on('end', lost);
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    stopped = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    stopped = true;
    await client.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
