/**
 * The tables the registry creates for objects made without code (obj_<name>). Their shape follows
 * from the registry alone: id, company_id when company-scoped, created_at, updated_at, then one
 * column per registered field in the order the fields were added, each of the fixed SQL type of
 * its field type. DDL is built only from names matching the identifier patterns (quoted as
 * identifiers) and SQL types from that fixed map; it runs in the caller's transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ObjFieldType } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { CUSTOM_COLUMN_TYPE } from './rules';
import {
  OBJ_FIELD_TYPES,
  META_BUILT_IN_COLUMNS as BUILT_IN_COLUMNS,
  META_CUSTOM_NAME_PATTERN as CUSTOM_NAME,
  META_CUSTOM_TABLE_PREFIX as CUSTOM_TABLE_PREFIX,
  META_FIELD_NAME_PATTERN as FIELD_NAME,
} from '@pcf/shared/contracts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export function isCustomTable(table: string): boolean {
  return table.startsWith(CUSTOM_TABLE_PREFIX) && CUSTOM_NAME.test(table.slice(CUSTOM_TABLE_PREFIX.length));
}

export interface CustomColumn {
  column: string;
  type: ObjFieldType;
}

export interface CustomTableShape {
  table: string;
  companyScoped: boolean;
  /** The fields' columns besides the built-in ones, in the order they were added. */
  columns: CustomColumn[];
}

function assertTable(table: string): void {
  if (!isCustomTable(table)) throw new Error(`not a custom table name: ${table.slice(0, 80)}`);
}

function columnDefinition({ column, type }: CustomColumn): SQL {
  if (!FIELD_NAME.test(column) || (BUILT_IN_COLUMNS as readonly string[]).includes(column))
    throw new Error(`not a custom column name: ${column.slice(0, 80)}`);
  if (!(OBJ_FIELD_TYPES as readonly string[]).includes(type)) throw new Error(`not a field type: ${String(type).slice(0, 40)}`);
  // the type comes from the fixed map, never from a request
  return sql`${sql.identifier(column)} ${sql.raw(CUSTOM_COLUMN_TYPE[type])}`;
}

export async function createCustomTable(tx: Executor, shape: CustomTableShape): Promise<void> {
  assertTable(shape.table);
  const table = sql.identifier(shape.table);
  const parts: SQL[] = [sql`"id" serial primary key`];
  if (shape.companyScoped) parts.push(sql`"company_id" integer references "companies" ("id") on delete cascade`);
  parts.push(sql`"created_at" timestamp with time zone not null default now()`);
  parts.push(sql`"updated_at" timestamp with time zone not null default now()`);
  for (const column of shape.columns) parts.push(columnDefinition(column));
  await tx.execute(sql`create table ${table} (${sql.join(parts, sql`, `)})`);
  if (shape.companyScoped)
    await tx.execute(sql`create index ${sql.identifier(`${shape.table}_company_idx`)} on ${table} ("company_id", "id")`);
}

export async function addCustomColumn(tx: Executor, table: string, column: CustomColumn): Promise<void> {
  assertTable(table);
  await tx.execute(sql`alter table ${sql.identifier(table)} add column ${columnDefinition(column)}`);
}

export async function dropCustomColumn(tx: Executor, table: string, column: string): Promise<void> {
  assertTable(table);
  columnDefinition({ column, type: 'string' });
  await tx.execute(sql`alter table ${sql.identifier(table)} drop column ${sql.identifier(column)}`);
}

export async function dropCustomTable(tx: Executor, table: string): Promise<void> {
  assertTable(table);
  await tx.execute(sql`drop table ${sql.identifier(table)}`);
}

/** The custom tables that exist now (public schema). */
export async function existingCustomTables(tx: Executor): Promise<string[]> {
  const result = await tx.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name like ${`${CUSTOM_TABLE_PREFIX}%`} order by 1`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).filter(isCustomTable);
}

interface ArchivedObject {
  id: unknown;
  table_name: unknown;
  company_scoped: unknown;
}
interface ArchivedField {
  id: unknown;
  object_id: unknown;
  column_name: unknown;
  type: unknown;
}

/**
 * The custom tables a backup's registry describes (its meta_objects and meta_fields rows, as
 * row_to_json lines), so that a restore can build them before filling them. Throws on a
 * registration that could not have been made through the registry.
 */
export function customTablesOfRegistry(objectLines: readonly string[], fieldLines: readonly string[]): CustomTableShape[] {
  const objects = objectLines.map((line) => JSON.parse(line) as ArchivedObject);
  const fields = fieldLines.map((line) => JSON.parse(line) as ArchivedField).sort((a, b) => Number(a.id) - Number(b.id));
  const shapes: CustomTableShape[] = [];
  for (const object of objects) {
    if (typeof object.table_name !== 'string' || !object.table_name.startsWith(CUSTOM_TABLE_PREFIX)) continue;
    if (!isCustomTable(object.table_name)) throw new Error(`custom table name ${object.table_name.slice(0, 80)}`);
    const columns: CustomColumn[] = [];
    for (const field of fields) {
      if (field.object_id !== object.id || typeof field.column_name !== 'string') continue;
      if ((BUILT_IN_COLUMNS as readonly string[]).includes(field.column_name)) continue;
      const column = { column: field.column_name, type: field.type as ObjFieldType };
      columnDefinition(column);
      columns.push(column);
    }
    shapes.push({ table: object.table_name, companyScoped: object.company_scoped === true, columns });
  }
  return shapes;
}
