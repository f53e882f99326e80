/**
 * What the database holds, read from information_schema and pg_catalog (public schema): the
 * tables that may be registered and the columns of a table with their SQL types. Every name is
 * compared as a bound value; nothing here is spliced into SQL.
 */
import { sql } from 'drizzle-orm';
import type { MetaCandidateColumn, MetaCandidateTable } from '@pcf/shared/contracts';
import { metaObjects } from '../../../schema';
import { rowsOf } from '../../../db/queries';
import type { Executor } from './customTables';
import { COMPANY_COLUMN, ID_COLUMN } from '../registry';
import { INTEGER_SQL_TYPES, isInternalTable, isSecretColumn, typesFor } from './rules';

const SCHEMA = 'public';

export interface ColumnInfo {
  column: string;
  sqlType: string;
  nullable: boolean;
  generated: boolean;
}

/** The columns of a base table or view of the public schema, in their order; empty when there is no such table. */
export async function columnsOf(db: Executor, table: string): Promise<ColumnInfo[]> {
  const rows = await rowsOf<{ column: string; sql_type: string; nullable: string; generated: string; identity: string }>(
    db,
    sql`select column_name as column, data_type as sql_type, is_nullable as nullable, is_generated as generated, is_identity as identity
        from information_schema.columns where table_schema = ${SCHEMA} and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((r) => ({ column: r.column, sqlType: r.sql_type, nullable: r.nullable === 'YES', generated: r.generated !== 'NEVER' }));
}

export function candidateColumn(info: ColumnInfo): MetaCandidateColumn {
  const secret = isSecretColumn(info.column);
  return {
    column: info.column,
    sqlType: info.sqlType,
    nullable: info.nullable,
    secret,
    types: secret || info.generated ? [] : typesFor(info.sqlType),
  };
}

/** Base tables whose primary key is exactly an integer column id. */
async function tablesKeyedById(db: Executor): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
        where n.nspname = ${SCHEMA} and i.indisprimary and i.indnatts = 1 and a.attname = ${ID_COLUMN}
          and format_type(a.atttypid, null) in ('integer', 'smallint', 'bigint')`,
  );
  return new Set(rows.map((r) => r.name));
}

export async function isKeyedById(db: Executor, table: string): Promise<boolean> {
  return (await tablesKeyedById(db)).has(table);
}

export function hasCompanyColumn(columns: readonly ColumnInfo[]): boolean {
  return columns.some((c) => c.column === COMPANY_COLUMN && INTEGER_SQL_TYPES.includes(c.sqlType));
}

/** The tables of the public schema an administrator may register now. */
export async function candidateTables(db: Executor): Promise<MetaCandidateTable[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = ${SCHEMA} and table_type = 'BASE TABLE' order by 1`,
  );
  const registered = new Set((await db.select({ table: metaObjects.tableName }).from(metaObjects)).map((r) => r.table));
  const keyed = await tablesKeyedById(db);
  const found: MetaCandidateTable[] = [];
  for (const { name } of tables) {
    if (registered.has(name) || isInternalTable(name) || !keyed.has(name)) continue;
    const columns = await columnsOf(db, name);
    found.push({ table: name, hasCompanyColumn: hasCompanyColumn(columns), columns: columns.map(candidateColumn) });
  }
  return found;
}

/** Whether the table may be registered now (see candidateTables). */
export async function isRegistrable(db: Executor, table: string): Promise<boolean> {
  if (isInternalTable(table)) return false;
  return (await candidateTables(db)).some((t) => t.table === table);
}
