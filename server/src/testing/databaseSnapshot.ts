/**
 * "Nothing changed", checked: the row count and an md5 of every table (each row as text, in a
 * stable order), plus the files under DATA_DIR. Two snapshots are compared with toEqual.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PG_BOSS_SCHEMA } from '../jobs/queue';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';

export interface TableState {
  rows: number;
  md5: string;
}

export interface Snapshot {
  /** "schema.table" → its state; every base table outside the system schemas (drizzle's journal too). */
  tables: Record<string, TableState>;
  /** Relative path → sha256 of the content, for every file under the data folder (avatars, uploads). */
  files: Record<string, string>;
}

/** node-postgres and PGlite both answer raw SQL with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('raw query answered without rows');
  return rows as T[];
}

/** The platform's tables: not the catalogs, and not the job queue's, whose bookkeeping is no data of ours (jobs/pgBossQueue.ts). */
export async function tableNames(db: Db): Promise<{ schema: string; table: string }[]> {
  return queryRows<{ schema: string; table: string }>(
    db,
    sql`select table_schema as schema, table_name as "table" from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', ${PG_BOSS_SCHEMA})
        order by 1, 2`,
  );
}

/** md5 of the rows picked by `where` (all rows without it), ordered by their text so any table works, keyed or not. */
export async function tableState(db: Db, schema: string, table: string, where?: SQL): Promise<TableState> {
  const source = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
  const [state] = await queryRows<{ rows: number; md5: string }>(
    db,
    sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as md5
        from ${source} t ${where ? sql`where ${where}` : sql``}`,
  );
  return { rows: Number(state.rows), md5: state.md5 };
}

function filesUnder(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!fs.existsSync(root)) return found;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found[path.relative(root, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return found;
}

export async function snapshot(db: Db, dataDir: string): Promise<Snapshot> {
  const tables: Record<string, TableState> = {};
  for (const { schema, table } of await tableNames(db)) tables[`${schema}.${table}`] = await tableState(db, schema, table);
  return { tables, files: filesUnder(dataDir) };
}
