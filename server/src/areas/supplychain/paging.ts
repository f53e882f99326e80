/**
 * How the supply-chain lists page and search (contracts' SupplyChainPageQuery): newest first, cut
 * and counted in SQL, `text` matched as "contains" with the server's one like pattern.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SUPPLY_CHAIN_PAGE_SIZE_MAX } from '@pcf/shared/contracts';
import { containsPattern, pageWindow, type PageRequest, type PageWindow } from '../../db/queries';

export const supplyChainWindow = (query: PageRequest): PageWindow => pageWindow(query, SUPPLY_CHAIN_PAGE_SIZE_MAX);

/** The like pattern of the searched text; null when nothing is searched. */
export function searchPattern(text: string | undefined): string | null {
  const words = (text ?? '').trim();
  return words === '' ? null : containsPattern(words);
}

/** Whether one of a text[] column's values contains the pattern. */
export const anyContains = (column: PgColumn, pattern: string): SQL => sql`array_to_string(${column}, ' ') ilike ${pattern}`;
