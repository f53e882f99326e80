/**
 * The menu tree and the remotes of one session, from the menu table. Planned routes, routes the
 * session's roles are not granted and groups switched off are left out; hidden routes stay
 * (the shell routes them without showing them).
 */
import { and, asc, eq, exists, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MenuItem, RemoteDescriptor } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import type { Config } from '../../config';
import { menus, roleMenus, roles, userRoles } from '../../schema';
import { REMOTES } from '@pcf/shared/contracts';
import type { SessionContext } from '../auth/sessions';
import { ROLE_ENABLED } from '../auth/dataScope';

const groups = alias(menus, 'groups');

export async function menuTree(db: Db, session: SessionContext): Promise<MenuItem[]> {
  const granted = exists(
    db
      .select({ one: sql`1` })
      .from(roleMenus)
      .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
      // a disabled role grants nothing
      .innerJoin(roles, and(eq(roles.id, roleMenus.roleId), eq(roles.status, ROLE_ENABLED)))
      .where(and(eq(userRoles.userId, session.userId), eq(roleMenus.menuId, menus.id))),
  );
  const rows = await db
    .select({ page: menus, group: groups })
    .from(menus)
    .innerJoin(groups, eq(groups.id, menus.parentId))
    .where(
      and(
        eq(menus.kind, 'page'),
        not(menus.planned),
        eq(groups.kind, 'group'),
        eq(groups.enabled, true),
        session.isAdmin ? undefined : granted,
      ),
    )
    .orderBy(asc(groups.sort), asc(groups.id), asc(menus.sort), asc(menus.id));

  const tree: MenuItem[] = [];
  const byGroup = new Map<number, MenuItem>();
  for (const { page, group } of rows) {
    let item = byGroup.get(group.id);
    if (!item) {
      item = toItem(group);
      byGroup.set(group.id, item);
      tree.push(item);
    }
    item.children.push(toItem(page));
  }
  return tree;
}

function toItem(row: typeof menus.$inferSelect): MenuItem {
  return {
    name: row.titleZh,
    nameEn: row.titleEn,
    urlvue: row.path ?? '',
    iconvue: row.icon,
    hidden: row.hidden,
    redirect: row.redirect,
    remote: row.remote,
    children: [],
  };
}

export function remoteEntry(config: Config, name: keyof typeof REMOTES): string {
  return config.remoteUrls[name] ?? `${config.remoteBaseUrl}/mf/${REMOTES[name].dir}/mf-manifest.json`;
}

/** Remotes whose group the session sees at least one built route of. */
export function remotesOf(config: Config, tree: MenuItem[]): RemoteDescriptor[] {
  return tree.flatMap((group) =>
    group.remote === null ? [] : [{ name: group.remote, entry: remoteEntry(config, group.remote), group: group.urlvue }],
  );
}
