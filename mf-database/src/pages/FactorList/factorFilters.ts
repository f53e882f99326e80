/**
 * The list's filters (category, region, year, source, library set) as the query string carries them
 * (?categoryId=&region=&source=&year=&library=, also the click-through of the visualization screen)
 * and as the object API's conditions on pcf_emission_factor. A library set (pcf_factor_library) is
 * the database version its factors carry.
 */
import { FACTOR_YEAR_MAX, FACTOR_YEAR_MIN, OBJ_LIST_MAX } from '@pcf/shared';
import type { ObjCondition, TreeNode } from '@pcf/shared';

export interface FactorFilters {
  categoryId?: number;
  region?: string;
  year?: number;
  source?: string;
  library?: string;
}

export const FILTER_PARAMS = ['categoryId', 'region', 'year', 'source', 'library'] as const;

const positiveInteger = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value > 0 && value <= 2147483647 ? value : undefined;
};

export const isFilterYear = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= FACTOR_YEAR_MIN && value <= FACTOR_YEAR_MAX;

/** What the query string asks for; a malformed value is ignored rather than filtering everything out. */
export function filtersOf(params: URLSearchParams): FactorFilters {
  const filters: FactorFilters = {};
  const categoryId = positiveInteger(params.get('categoryId'));
  if (categoryId !== undefined) filters.categoryId = categoryId;
  const region = params.get('region')?.trim();
  if (region) filters.region = region;
  const year = positiveInteger(params.get('year'));
  if (isFilterYear(year)) filters.year = year;
  const source = params.get('source')?.trim();
  if (source) filters.source = source;
  const library = params.get('library')?.trim();
  if (library) filters.library = library;
  return filters;
}

/** The query string with these filters, keeping every other parameter (the shell's layout ...). */
export function withFilters(params: URLSearchParams, filters: FactorFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export const sameFilters = (a: FactorFilters, b: FactorFilters): boolean => FILTER_PARAMS.every((name) => a[name] === b[name]);

/** A directory node with its path's names and every node below it. */
export interface DirectoryEntry {
  id: number;
  name: string;
  /** Names from the first level down to this node. */
  path: string[];
  descendants: number[];
}

/** Every node of the loaded directory by id (the server may nest under `children` or `list`). */
export function indexDirectory(nodes: readonly TreeNode[]): Map<number, DirectoryEntry> {
  const index = new Map<number, DirectoryEntry>();
  const walk = (list: readonly TreeNode[], above: string[]): number[] => {
    const ids: number[] = [];
    for (const node of list) {
      const path = [...above, node.name];
      const descendants = walk(node.children ?? node.list ?? [], path);
      index.set(node.id, { id: node.id, name: node.name, path, descendants });
      ids.push(node.id, ...descendants);
    }
    return ids;
  };
  walk(nodes, []);
  return index;
}

/**
 * The conditions of the filters. A category takes its sub-categories' factors too (`in` over the
 * node and `below`, its descendants in the loaded directory); without them (a leaf, the directory
 * not loaded, or past the API's list limit) only the node itself.
 */
export function conditionsOf(filters: FactorFilters, below: readonly number[] = []): ObjCondition[] {
  const conditions: ObjCondition[] = [];
  if (filters.categoryId !== undefined) {
    const ids = [filters.categoryId, ...below];
    conditions.push(
      ids.length > 1 && ids.length <= OBJ_LIST_MAX
        ? { field: 'category_id', operator: 'in', value: ids }
        : { field: 'category_id', operator: 'eq', value: filters.categoryId },
    );
  }
  if (filters.region) conditions.push({ field: 'region', operator: 'eq', value: filters.region });
  if (filters.year !== undefined) conditions.push({ field: 'year', operator: 'eq', value: filters.year });
  // contains: a typed part of a source finds it (the chart's exact source is found as well)
  if (filters.source) conditions.push({ field: 'source', operator: 'like', value: filters.source });
  if (filters.library) conditions.push({ field: 'database_version', operator: 'eq', value: filters.library });
  return conditions;
}
