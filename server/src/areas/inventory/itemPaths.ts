/**
 * Directory items (目录管理 nodes) as the inventory writes and reads them by name: a node's path from
 * the root, its names joined by INVENTORY_ITEM_PATH_SEPARATOR (原材料获取 > 辅材 > 光伏玻璃). A
 * template line's itemName and the workbook's 目录项 column carry it; the import takes it back (with
 * any spacing around '>', compared as NFKC in any case), or a bare name when only one node has it.
 */
import { asc } from 'drizzle-orm';
import type { Handle } from '../auth/companyScope';
import { directoryNodes } from '../../schema';

import { INVENTORY_ITEM_PATH_SEPARATOR } from '@pcf/shared/contracts';

/** The directory has at most 4 levels; a deeper walk means a broken pid chain, not a path. */
const MAX_DEPTH = 16;

export interface DirectoryNodeRef {
  id: number;
  pid: number;
  name: string;
}

export interface ItemPath {
  id: number;
  name: string;
  path: string;
}

/** Every node's path, parents before children and siblings in their order (as the tree shows them). */
export function itemPathsOf(nodes: readonly DirectoryNodeRef[]): ItemPath[] {
  const children = new Map<number, DirectoryNodeRef[]>();
  for (const node of nodes) children.set(node.pid, [...(children.get(node.pid) ?? []), node]);
  const paths: ItemPath[] = [];
  const walk = (pid: number, prefix: string, depth: number): void => {
    if (depth >= MAX_DEPTH) return;
    for (const node of children.get(pid) ?? []) {
      const name = node.name.trim();
      const path = prefix === '' ? name : `${prefix}${INVENTORY_ITEM_PATH_SEPARATOR}${name}`;
      paths.push({ id: node.id, name, path });
      walk(node.id, path, depth + 1);
    }
  };
  walk(0, '', 0);
  return paths;
}

/** The directory's nodes with their paths, in tree order. */
export async function loadItemPaths(db: Handle): Promise<ItemPath[]> {
  const nodes = await db
    .select({ id: directoryNodes.id, pid: directoryNodes.pid, name: directoryNodes.name })
    .from(directoryNodes)
    .orderBy(asc(directoryNodes.sort), asc(directoryNodes.id));
  return itemPathsOf(nodes);
}

/** id → path, for writing. */
export const pathById = (paths: readonly ItemPath[]): Map<number, string> => new Map(paths.map((p) => [p.id, p.path]));

/** A path or name as compared: NFKC (a full-width ＞ is '>'), no blanks around '>' or outside, lower case. */
export function itemKey(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .replace(/\s*>\s*/g, '>')
    .toLowerCase();
}

export type ItemMatch = { kind: 'found'; id: number } | { kind: 'unknown' } | { kind: 'ambiguous'; paths: string[] };

/** Reads a cell's text as a directory item: its path, else a name exactly one node has. */
export function itemResolver(paths: readonly ItemPath[]): (text: string) => ItemMatch {
  const byPath = new Map<string, ItemPath[]>();
  const byName = new Map<string, ItemPath[]>();
  const add = (map: Map<string, ItemPath[]>, key: string, item: ItemPath) => map.set(key, [...(map.get(key) ?? []), item]);
  for (const item of paths) {
    add(byPath, itemKey(item.path), item);
    add(byName, itemKey(item.name), item);
  }
  return (text) => {
    const key = itemKey(text);
    // a path wins over a name; a root node's path is its name, so one key can be both
    const candidates = byPath.get(key) ?? byName.get(key) ?? [];
    if (candidates.length === 1) return { kind: 'found', id: candidates[0].id };
    if (candidates.length === 0) return { kind: 'unknown' };
    return { kind: 'ambiguous', paths: candidates.map((c) => c.path) };
  };
}
