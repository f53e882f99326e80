/**
 * Backup: every application table read in one repeatable-read, read-only transaction (one
 * consistent snapshot), plus every file of the file store (disk or S3). Restore: the archive is verified whole first, then
 * the tables are replaced in one transaction and the files swapped in only after it commits.
 * Sessions, captchas and recovery links are ephemeral: never backed up; a restore ends every session
 * and every recovery link.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { MIGRATIONS_FOLDER } from '../../db/connection';
import { rowsOf } from '../../db/queries';
import { createSession } from '../auth/sessions';
import { recordOperation } from '../audit/service';
import type { RestoreResult } from '@pcf/shared/contracts';
import { ArchiveRefused, type SchemaVersion, type StoredFile, type TableDump, type VerifiedArchive } from './archive';
import type { ObjectStore } from '../files/store';
import {
  createCustomTable,
  customTablesOfRegistry,
  dropCustomTable,
  existingCustomTables,
  isCustomTable,
  type CustomTableShape,
} from '../metadata/admin/customTables';

export const APP_SCHEMA = 'public';
/**
 * Left out of backups (they belong to the data being replaced). data_generations too: a restore
 * raises the generations it changes (migration 0041), and one put back would name older data.
 */
export const EPHEMERAL_TABLES: readonly string[] = ['sessions', 'captchas', 'password_reset_tokens', 'data_generations'];
/** Emptied by a restore: they name users of the data being replaced (a link could set another user's password). */
const USER_BOUND_EPHEMERAL: readonly string[] = ['sessions', 'password_reset_tokens'];
const INSERT_BATCH = 500;

const tableRef = (name: string): SQL => sql`${sql.identifier(APP_SCHEMA)}.${sql.identifier(name)}`;

/** The last migration of this server's journal: the only schema it restores. */
export function serverSchemaVersion(): SchemaVersion {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const last = migrations[migrations.length - 1];
  if (!last) throw new Error('no migrations');
  return { createdAt: last.folderMillis, hash: last.hash };
}

async function appliedSchemaVersion(db: Db): Promise<SchemaVersion> {
  const [row] = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) throw new Error('no migration applied');
  return { createdAt: Number(row.created_at), hash: row.hash };
}

/**
 * The application's base tables (views and drizzle's journal are not data), those referenced
 * first so rows can be inserted in this order; ephemeral tables left out.
 */
export async function applicationTables(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = ${APP_SCHEMA} and table_type = 'BASE TABLE' order by 1`,
  );
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = ${APP_SCHEMA}`,
  );
  const names = tables.map((t) => t.name).filter((name) => !EPHEMERAL_TABLES.includes(name));
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of links) {
    // a self-reference is served by the row order (primary key order)
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('foreign keys form a cycle between tables');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

async function primaryKeyColumns(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ column: string }>(
    db,
    sql`select a.attname as column
        from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`${APP_SCHEMA}.${table}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((r) => r.column);
}

export interface DatabaseSnapshot {
  tables: TableDump[];
  migration: SchemaVersion;
}

/** Every application table's rows as of one instant (repeatable read), in primary-key order. */
export async function readSnapshot(db: Db): Promise<DatabaseSnapshot> {
  return db.transaction(
    async (tx) => {
      const migration = await appliedSchemaVersion(tx);
      const tables: TableDump[] = [];
      for (const name of await applicationTables(tx)) {
        const keys = await primaryKeyColumns(tx, name);
        const order =
          keys.length > 0
            ? sql`order by ${sql.join(
                keys.map((k) => sql`r.${sql.identifier(k)}`),
                sql`, `,
              )}`
            : sql``;
        // r.* is the whole row even when a column is itself named r
        const rows = await rowsOf<{ j: string }>(tx, sql`select row_to_json(r.*)::text as j from ${tableRef(name)} r ${order}`);
        const ndjson = Buffer.from(rows.map((r) => `${r.j}\n`).join(''), 'utf8');
        tables.push({ name, rows: rows.length, ndjson });
      }
      return { tables, migration };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every file of the store (disk or S3), read when the archive is written; one gone since the listing is left out. */
export async function storedFiles(store: ObjectStore): Promise<StoredFile[]> {
  return (await store.list()).map((key) => ({ path: key, read: () => store.get(key) }));
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = ${APP_SCHEMA} and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

async function serialColumns(db: Db, table: string): Promise<{ column: string; sequence: string }[]> {
  const rows = await rowsOf<{ column: string; sequence: string | null }>(
    db,
    sql`select a.attname as column, pg_get_serial_sequence(${`${APP_SCHEMA}.${table}`}, a.attname) as sequence
        from pg_attribute a
        where a.attrelid = ${`${APP_SCHEMA}.${table}`}::regclass and a.attnum > 0 and not a.attisdropped`,
  );
  return rows.filter((r): r is { column: string; sequence: string } => r.sequence !== null);
}

/** The custom tables the archive's registry rows describe; a description no registry could make is damage. */
function customTablesOf(archive: VerifiedArchive): CustomTableShape[] {
  try {
    return customTablesOfRegistry(archive.tables.get('meta_objects') ?? [], archive.tables.get('meta_fields') ?? []);
  } catch (error) {
    throw new ArchiveRefused({ kind: 'damaged', detail: `registry: ${(error as Error).message}` });
  }
}

export interface RestoreCaller {
  account: string;
  companyId: number | null;
}

/**
 * Replaces every application table with the archive's rows in one transaction (all or nothing),
 * resets the id sequences, ends every session and, when the caller's account is still an active
 * platform administrator in the restored data, opens a new session for it. The restore itself is
 * logged last, in the same transaction: the restored sys_oper_log replaced the old one, so the
 * entry lands in the restored data (naming the caller's id there, if the account exists in it).
 */
export async function restoreArchive(
  db: Db,
  files: ObjectStore,
  archive: VerifiedArchive,
  caller: RestoreCaller,
  now: Date,
  idleMinutes: number,
): Promise<RestoreResult> {
  // the tables of objects made through /metadata/table (obj_*) are the data's, not the schema's:
  // the restore builds those the archive's registry describes and drops the others
  const custom = customTablesOf(archive);
  const fixed = (await applicationTables(db)).filter((name) => !isCustomTable(name));
  const listed = archive.manifest.tables.map((t) => t.name);
  const missing = fixed.filter((name) => !listed.includes(name));
  const unknown = listed.filter((name) => !fixed.includes(name) && !custom.some((shape) => shape.table === name));
  const undescribed = custom.filter((shape) => !listed.includes(shape.table)).map((shape) => shape.table);
  if (missing.length > 0 || unknown.length > 0 || undescribed.length > 0) {
    throw new ArchiveRefused({ kind: 'damaged', detail: `tables ${[...missing, ...unknown, ...undescribed].join(', ')}` });
  }
  const staged = await files.stage(archive.files);
  let result: RestoreResult;
  try {
    result = await db.transaction(async (tx) => {
      for (const name of await existingCustomTables(tx)) await dropCustomTable(tx, name);
      for (const shape of custom) await createCustomTable(tx, shape);
      const tables = await applicationTables(tx);
      const everything = [...tables, ...USER_BOUND_EPHEMERAL];
      await tx.execute(sql`truncate table ${sql.join(everything.map(tableRef), sql`, `)}`);
      let rows = 0;
      for (const name of tables) {
        const data = archive.tables.get(name) ?? [];
        const columns = sql.join(
          (await columnsOf(tx, name)).map((c) => sql.identifier(c)),
          sql`, `,
        );
        for (let start = 0; start < data.length; start += INSERT_BATCH) {
          const batch = `[${data.slice(start, start + INSERT_BATCH).join(',')}]`;
          await tx.execute(
            sql`insert into ${tableRef(name)} (${columns})
                select ${columns} from json_populate_recordset(null::${tableRef(name)}, ${batch}::json)`,
          );
        }
        rows += data.length;
        for (const { column, sequence } of await serialColumns(tx, name)) {
          await tx.execute(
            sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(column)}) from ${tableRef(name)}), 0) + 1, false)`,
          );
        }
      }
      const [admin] = await rowsOf<{ id: number }>(
        tx,
        sql`select u.id from users u
            where u.account = ${caller.account} and u.status = 'active' and not u.frozen
              and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.is_admin)`,
      );
      const token = admin ? await createSession(tx, Number(admin.id), now, idleMinutes) : null;
      const restored = { tables: tables.length, rows, files: archive.files.size };
      await recordOperation(
        tx,
        { account: caller.account, companyId: caller.companyId, userId: admin ? Number(admin.id) : null },
        { object: 'backup', action: 'restore', targetIds: [], after: { backupCreatedAt: archive.manifest.createdAt, ...restored } },
      );
      return { ...restored, token };
    });
  } catch (error) {
    await staged.abort();
    throw error;
  }
  await staged.commit();
  return result;
}
