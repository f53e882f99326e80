/**
 * Many rows into one table as one array per column: `insert … select * from unnest($1::type[], …)`.
 * Drizzle's multi-row insert makes one parameter per cell, and building a statement of 500 rows
 * of 30 columns takes it tens of milliseconds of the event loop; the arrays cost one parameter per
 * column, whatever the row count.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './handles';

/** The element type of a column's array: a serial is filled like the integer it is. */
function arrayElementType(column: PgColumn): string {
  const type = column.getSQLType();
  // unnest flattens an array of arrays: such a column needs drizzle's own insert
  if (type.endsWith(']')) throw new Error(`insertByColumns: ${column.name} is an array column`);
  const serial: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };
  return serial[type] ?? type;
}

/**
 * Inserts `rows` in one statement. Every row names the same columns (the first row's); a column a
 * row leaves out would be written null, not its default, so a differing row is refused. Columns no
 * row names take the database's default (a drizzle `$defaultFn` is not applied).
 */
export async function insertByColumns<T extends PgTable>(db: Db | Tx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columnsByKey = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  for (const key of keys) if (!(key in columnsByKey)) throw new Error(`insertByColumns: ${getTableName(table)} has no column ${key}`);
  const arrays = keys.map(() => new Array<unknown>(rows.length));
  rows.forEach((row, index) => {
    const values = row as Record<string, unknown>;
    if (Object.keys(values).filter((key) => values[key] !== undefined).length !== keys.length)
      throw new Error('insertByColumns: every row must name the same columns');
    keys.forEach((key, k) => {
      const value = values[key];
      if (value === undefined) throw new Error(`insertByColumns: a row leaves out ${key}`);
      arrays[k][index] = value === null ? null : columnsByKey[key].mapToDriverValue(value);
    });
  });
  const names: SQL[] = keys.map((key) => sql`${sql.identifier(columnsByKey[key].name)}`);
  const unnested: SQL[] = keys.map((key, k) => sql`${sql.param(arrays[k])}::${sql.raw(arrayElementType(columnsByKey[key]))}[]`);
  await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(unnested, sql`, `)})`);
}
