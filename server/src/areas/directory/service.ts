/**
 * The directory (category tree): at most TREE_MAX_LEVEL levels, no blank names, no deleting a
 * node that has children, no moving a node under itself. Refusals change nothing.
 */
import { sqlState } from '../../db/errors';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { LevelNode, TreeNode } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { directoryNodes } from '../../schema';
import { refused } from '../../http/errors';
import { TREE_MAX_LEVEL } from '@pcf/shared/contracts';
import type { Language } from '../../http/messages';
import { nodeNameIn } from './names';

export const NAME_MAX_LENGTH = 100;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NodeRow = { id: number; pid: number; level: number };

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refused('treeNameRequired');
  if (trimmed.length > NAME_MAX_LENGTH) throw refused('treeNameTooLong');
  return trimmed;
}

/** The English name as sent; a client that sends none (a legacy caller) gets the Chinese one. */
function cleanNameEn(nameEn: string | null | undefined, name: string): string {
  const trimmed = (nameEn ?? '').trim();
  if (trimmed.length > NAME_MAX_LENGTH) throw refused('treeNameTooLong');
  return trimmed === '' ? name : trimmed;
}

type NamedRow = { id: number; name: string; nameEn: string | null; pid: number };

/** `name` in the request's language for display, both names for the forms that edit them. */
function named(language: Language, row: NamedRow) {
  return { id: row.id, name: nodeNameIn(language, row), nameZh: row.name, nameEn: row.nameEn ?? row.name, pid: row.pid };
}

export async function loadTree(db: Db, language: Language): Promise<TreeNode[]> {
  const rows = await db
    .select({
      id: directoryNodes.id,
      name: directoryNodes.name,
      nameEn: directoryNodes.nameEn,
      pid: directoryNodes.pid,
      level: directoryNodes.level,
    })
    .from(directoryNodes)
    .orderBy(asc(directoryNodes.level), asc(directoryNodes.sort), asc(directoryNodes.id));
  const byId = new Map<number, TreeNode>(rows.map((r) => [r.id, { ...named(language, r), level: r.level }]));
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.id) as TreeNode;
    const parent = byId.get(row.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function nodesOfLevel(db: Db, level: number, language: Language): Promise<LevelNode[]> {
  const rows = await db
    .select({ id: directoryNodes.id, name: directoryNodes.name, nameEn: directoryNodes.nameEn, pid: directoryNodes.pid })
    .from(directoryNodes)
    .where(eq(directoryNodes.level, level))
    .orderBy(asc(directoryNodes.sort), asc(directoryNodes.id));
  return rows.map((row) => named(language, row));
}

async function findNode(db: Db | Tx, id: number): Promise<NodeRow | undefined> {
  const [row] = await db
    .select({ id: directoryNodes.id, pid: directoryNodes.pid, level: directoryNodes.level })
    .from(directoryNodes)
    .where(eq(directoryNodes.id, id));
  return row;
}

export interface NewNode {
  name: string;
  nameEn?: string | null;
  pid: number;
  sort: number;
  status: number;
}

export async function addNode(db: Db, node: NewNode, now: Date): Promise<number> {
  const name = cleanName(node.name);
  const nameEn = cleanNameEn(node.nameEn, name);
  let level = 1;
  if (node.pid !== 0) {
    const parent = await findNode(db, node.pid);
    if (!parent) throw refused('treeParentMissing');
    level = parent.level + 1;
  }
  if (level > TREE_MAX_LEVEL) throw refused('treeTooDeep', { max: TREE_MAX_LEVEL });
  const [created] = await db
    .insert(directoryNodes)
    .values({ name, nameEn, pid: node.pid, level, sort: node.sort, status: node.status, createdAt: now, updatedAt: now })
    .returning({ id: directoryNodes.id });
  return created.id;
}

/** A rename without an English name (a legacy caller) keeps the English name the node has. */
export async function renameNode(db: Db, id: number, name: string, nameEn: string | null | undefined, now: Date): Promise<void> {
  const clean = cleanName(name);
  const english = nameEn === undefined || nameEn === null || nameEn.trim() === '' ? {} : { nameEn: cleanNameEn(nameEn, clean) };
  const updated = await db
    .update(directoryNodes)
    .set({ name: clean, ...english, updatedAt: now })
    .where(eq(directoryNodes.id, id))
    .returning({ id: directoryNodes.id });
  if (updated.length === 0) throw refused('treeNodeMissing');
}

export async function deleteNode(db: Db, id: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      const node = await findNode(tx, id);
      if (!node) throw refused('treeNodeMissing');
      const [child] = await tx.select({ id: directoryNodes.id }).from(directoryNodes).where(eq(directoryNodes.pid, id)).limit(1);
      if (child) throw refused('treeHasChildren');
      await tx.delete(directoryNodes).where(eq(directoryNodes.id, id));
    })
    .catch((error: unknown) => {
      // a node another table refers to (a factor's category ...) stays
      if (sqlState(error) === '23503') throw refused('treeNodeInUse');
      throw error;
    });
}

/** Moves a node and its subtree under another parent (0 = top level), levels recomputed. */
export async function moveNode(db: Db, id: number, pid: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // the whole tree is small; locking it keeps concurrent moves from creating a cycle
    const all = await tx
      .select({ id: directoryNodes.id, pid: directoryNodes.pid, level: directoryNodes.level })
      .from(directoryNodes)
      .for('update');
    const node = all.find((n) => n.id === id);
    if (!node) throw refused('treeNodeMissing');
    const subtree = subtreeOf(all, id);
    if (subtree.some((n) => n.id === pid)) throw refused('treeMoveIntoItself');
    let newLevel = 1;
    if (pid !== 0) {
      const parent = all.find((n) => n.id === pid);
      if (!parent) throw refused('treeParentMissing');
      newLevel = parent.level + 1;
    }
    const delta = newLevel - node.level;
    const deepest = Math.max(...subtree.map((n) => n.level));
    if (deepest + delta > TREE_MAX_LEVEL) throw refused('treeTooDeep', { max: TREE_MAX_LEVEL });
    await tx.update(directoryNodes).set({ pid, updatedAt: now }).where(eq(directoryNodes.id, id));
    if (delta !== 0) {
      await tx
        .update(directoryNodes)
        .set({ level: sql`${directoryNodes.level} + ${delta}`, updatedAt: now })
        .where(
          inArray(
            directoryNodes.id,
            subtree.map((n) => n.id),
          ),
        );
    }
  });
}

function subtreeOf(all: NodeRow[], rootId: number): NodeRow[] {
  const children = new Map<number, NodeRow[]>();
  for (const n of all) {
    const list = children.get(n.pid);
    if (list) list.push(n);
    else children.set(n.pid, [n]);
  }
  const result: NodeRow[] = [];
  const queue = all.filter((n) => n.id === rootId);
  while (queue.length > 0) {
    const n = queue.shift() as NodeRow;
    result.push(n);
    queue.push(...(children.get(n.id) ?? []));
  }
  return result;
}
