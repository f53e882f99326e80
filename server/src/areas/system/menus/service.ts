/**
 * Menu administration (/system/menu): the whole menu table as a tree, its edits, sibling order
 * and the on/off switch of a group's remote. Every change runs in one transaction.
 *
 * Seeded rows and admin edits: the seed upserts by `key` and re-syncs only `planned` from code,
 * so an administrator's titles, icons, paths, order, hidden flags and switches survive restarts.
 * A seeded row cannot be deleted (the next start would bring it back): it can be hidden instead.
 * Rows added here get a key of their own ('custom:<uuid>') that no seed entry can ever take over.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { MenuNode, MenuNodeKind, MenuReorderRequest, MenuSaveRequest } from '@pcf/shared/contracts';
import { MENU_ICONS, MENU_ORDER_MAX } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { menus } from '../../../schema';
import type { GroupSeed } from '../../auth/menuSeed';
import { notFound, refused } from '../../../http/errors';
import { recordOperation, recordRowChange, requestSession } from '../../audit/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MenuRow = typeof menus.$inferSelect;

/** The page of this screen: its group cannot be switched off (nobody could switch it on again). */
export const MENU_ADMIN_KEY = '/system/menu';

const PATH = /^(\/[A-Za-z0-9_-]+)+$/;
const PATH_MAX = 200;
const PERMS = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z][A-Za-z0-9_-]*){2}$/;
const PERMS_MAX = 100;
const TITLE_MAX = 50;

/** Keys the seed owns in `tree` (server/src/seed/menuTree.ts): group and page paths, button permissions. */
export function seededKeys(tree: readonly GroupSeed[]): Set<string> {
  const keys = new Set<string>();
  for (const group of tree) {
    keys.add(group.path);
    for (const page of group.pages) {
      keys.add(page.path);
      for (const button of page.buttons ?? []) keys.add(button.perms);
    }
  }
  return keys;
}

/** `seeded`: the keys the seed owns (seededKeys), which areas/index.ts passes in. */
export async function menuAdminTree(db: Db, seeded: ReadonlySet<string>): Promise<MenuNode[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const nodes = new Map<number, MenuNode>(rows.map((row) => [row.id, toNode(row, seeded)]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function toNode(row: MenuRow, seeded: ReadonlySet<string>): MenuNode {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    urlvue: row.path,
    name: row.titleZh,
    nameEn: row.titleEn,
    iconvue: row.icon,
    hidden: row.hidden,
    redirect: row.redirect,
    order: row.sort,
    remote: row.remote,
    perms: row.perms,
    planned: row.planned,
    enabled: row.enabled,
    seeded: seeded.has(row.key),
    children: [],
  };
}

async function rowById(tx: Tx, id: number): Promise<MenuRow | undefined> {
  const [row] = await tx.select().from(menus).where(eq(menus.id, id));
  return row;
}

/** The kind a parent must have for a child of this kind. */
const PARENT_KIND: Record<MenuNodeKind, MenuNodeKind | null> = { group: null, page: 'group', button: 'page' };

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

interface Checked {
  parent: MenuRow | null;
  path: string | null;
  redirect: string | null;
  icon: string;
  perms: string | null;
  titleZh: string;
  titleEn: string;
}

/** Every rule of a save, in the transaction; the first broken one refuses it. */
async function check(tx: Tx, input: MenuSaveRequest, existing: MenuRow | null): Promise<Checked> {
  const kind = input.kind;
  if (existing && existing.kind !== kind)
    throw refused(existing.kind === 'group' || kind === 'group' ? 'menuGroupFixed' : 'menuParentKind');
  if (!existing && kind === 'group') throw refused('menuGroupFixed');
  const titleZh = input.name.trim();
  const titleEn = input.nameEn.trim();
  if (titleZh === '' || titleEn === '' || [...titleZh].length > TITLE_MAX || [...titleEn].length > TITLE_MAX)
    throw refused('menuTitleInvalid');

  let parent: MenuRow | null = null;
  if (kind === 'group') {
    // a group keeps its place: it is one of the remotes
    if (input.parentId !== null || (input.urlvue !== undefined && blankToNull(input.urlvue) !== existing?.path))
      throw refused('menuGroupFixed');
  } else {
    if (input.parentId === null) throw refused('menuParentKind');
    parent = (await rowById(tx, input.parentId)) ?? null;
    if (!parent) throw refused('menuParentMissing');
    if (existing) await refuseCycle(tx, existing.id, parent);
    if (parent.kind !== PARENT_KIND[kind]) throw refused('menuParentKind');
  }

  let path: string | null = null;
  if (kind === 'group') path = existing?.path ?? null;
  else if (kind === 'page') {
    path = blankToNull(input.urlvue);
    if (path === null || path.length > PATH_MAX || !PATH.test(path)) throw refused('menuPathInvalid');
    const [taken] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.path, path), existing ? ne(menus.id, existing.id) : undefined));
    if (taken) throw refused('menuPathTaken', { path });
  }

  const redirect = kind === 'button' ? null : blankToNull(input.redirect);
  if (redirect !== null && (redirect.length > PATH_MAX || !PATH.test(redirect))) throw refused('menuRedirectInvalid');

  let icon = '';
  if (kind !== 'button') {
    icon = input.iconvue?.trim() ?? '';
    if (!(MENU_ICONS as readonly string[]).includes(icon)) throw refused('menuIconUnknown', { icon: icon.slice(0, 64) });
  }

  const perms = blankToNull(input.perms);
  if (kind === 'group' && perms !== null) throw refused('menuPermsInvalid');
  if (kind === 'button' && perms === null) throw refused('menuPermsInvalid');
  if (perms !== null && (perms.length > PERMS_MAX || !PERMS.test(perms))) throw refused('menuPermsInvalid');

  return { parent, path, redirect, icon, perms, titleZh, titleEn };
}

/** Walks up from the new parent: meeting the row itself would make it its own ancestor. */
async function refuseCycle(tx: Tx, id: number, parent: MenuRow): Promise<void> {
  const seen = new Set<number>();
  for (let current: MenuRow | undefined = parent; current;) {
    if (current.id === id || seen.has(current.id)) throw refused('menuCycle');
    seen.add(current.id);
    current = current.parentId === null ? undefined : await rowById(tx, current.parentId);
  }
}

async function nextOrder(tx: Tx, parentId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${menus.sort}), 0)::int` })
    .from(menus)
    .where(eq(menus.parentId, parentId));
  return Math.min(Number(row.max) + 1, MENU_ORDER_MAX);
}

/** A page or a button; it belongs to its parent's remote and shows at once (nothing to plan). */
export async function addMenu(db: Db, input: MenuSaveRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const c = await check(tx, input, null);
    const parent = c.parent as MenuRow;
    const [saved] = await tx
      .insert(menus)
      .values({
        key: `custom:${randomUUID()}`,
        parentId: parent.id,
        kind: input.kind,
        path: c.path,
        titleZh: c.titleZh,
        titleEn: c.titleEn,
        icon: c.icon,
        hidden: input.kind === 'button' ? false : (input.hidden ?? false),
        redirect: c.redirect,
        sort: input.order ?? (await nextOrder(tx, parent.id)),
        remote: parent.remote,
        perms: c.perms,
        planned: false,
        enabled: true,
      })
      .returning({ id: menus.id });
    await recordRowChange(tx, requestSession(), { object: 'menu', action: 'create', table: 'menus', id: saved.id });
    return saved.id;
  });
}

export async function updateMenu(db: Db, id: number, input: MenuSaveRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await rowById(tx, id);
    if (!existing) throw notFound('menuNotFound');
    const c = await check(tx, input, existing);
    const remote = c.parent ? c.parent.remote : existing.remote;
    await tx
      .update(menus)
      .set({
        parentId: c.parent ? c.parent.id : existing.parentId,
        path: c.path,
        titleZh: c.titleZh,
        titleEn: c.titleEn,
        icon: c.icon,
        hidden: existing.kind === 'button' ? false : (input.hidden ?? existing.hidden),
        redirect: c.redirect,
        sort: input.order ?? existing.sort,
        remote,
        perms: c.perms,
      })
      .where(eq(menus.id, id));
    // a page moved to another group takes its buttons along to that group's remote
    if (remote !== existing.remote) await tx.update(menus).set({ remote }).where(eq(menus.parentId, id));
    await recordRowChange(tx, requestSession(), { object: 'menu', action: 'update', table: 'menus', id, before: existing });
  });
}

export async function deleteMenu(db: Db, id: number, seeded: ReadonlySet<string>): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await rowById(tx, id);
    if (!row) throw notFound('menuNotFound');
    if (row.kind === 'group') throw refused('menuGroupFixed');
    const [child] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
    if (child) throw refused('menuHasChildren');
    if (seeded.has(row.key)) throw refused('menuSeeded');
    // role grants go with it (role_menus cascades)
    await tx.delete(menus).where(eq(menus.id, id));
    await recordOperation(tx, requestSession(), { object: 'menu', action: 'delete', targetIds: [id], before: row });
  });
}

/** Every child of the parent, each once, in the new order (1, 2, 3 ...). */
export async function reorderMenus(db: Db, input: MenuReorderRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(input.parentId === null ? and(isNull(menus.parentId), eq(menus.kind, 'group')) : eq(menus.parentId, input.parentId));
    const current = new Set(siblings.map((s) => s.id));
    const asked = new Set(input.ids);
    if (asked.size !== input.ids.length || asked.size !== current.size || input.ids.some((id) => !current.has(id))) {
      throw refused('menuReorderMismatch');
    }
    for (const [index, id] of input.ids.entries())
      await tx
        .update(menus)
        .set({ sort: index + 1 })
        .where(eq(menus.id, id));
    await recordOperation(tx, requestSession(), {
      object: 'menu',
      action: 'reorder',
      targetIds: input.ids,
      after: { parentId: input.parentId, ids: input.ids },
    });
  });
}

/**
 * Turns a group's remote on or off for everyone. The menu calls and GET /api/remotes read the
 * flag on every request, so the change applies to the next request of every session.
 */
export async function switchGroup(db: Db, id: number, enabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await rowById(tx, id);
    if (!row) throw notFound('menuNotFound');
    if (row.kind !== 'group') throw refused('menuSwitchNotGroup');
    if (!enabled) {
      const [own] = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.key, MENU_ADMIN_KEY), eq(menus.parentId, id)));
      if (own) throw refused('menuSwitchOwnGroup');
    }
    await tx.update(menus).set({ enabled }).where(eq(menus.id, id));
    await recordOperation(tx, requestSession(), {
      object: 'menu',
      action: 'switch',
      targetIds: [id],
      before: { enabled: row.enabled },
      after: { enabled },
    });
  });
}
