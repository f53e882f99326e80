/**
 * What every query of the server does the same way: read the rows of raw SQL, write a `like`
 * pattern, and cut a list into pages. Lists of screens go through the generic object API
 * (areas/metadata); the few lists that are their own routes use these so they page, count and
 * search exactly as it does.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './handles';

/** node-postgres and PGlite both answer raw SQL with `{ rows }`. */
export async function rowsOf<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('raw query answered without rows');
  return rows as T[];
}

/** % and _ match themselves; \ is the escape character of every like the server writes. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern of "contains `text`" for ilike. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** What a paged list asks for: `pageNum` from 1, as the object API names it. */
export interface PageRequest {
  pageNum?: number;
  pageSize?: number;
}

export interface PageWindow {
  pageNum: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** The page asked for, its size kept within 1..max (10 when not given). */
export function pageWindow(request: PageRequest, max: number, defaultSize = 10): PageWindow {
  const pageSize = Math.min(Math.max(request.pageSize ?? defaultSize, 1), max);
  const pageNum = Math.max(request.pageNum ?? 1, 1);
  return { pageNum, pageSize, limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/** One page of a table's rows in the given order, with the count of every row that matches. */
export async function selectPage<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  window: PageWindow,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(counted.total) };
}
