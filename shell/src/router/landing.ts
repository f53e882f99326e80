/**
 * Where a user lands after signing in, and where 首页 and closing every tab lead: the screen of the
 * user's work (issue 18). The seeded roles name theirs; any other role lands on the first page of its
 * menu, as does a seeded role whose screen its menu no longer holds.
 */
import { ROLE_ADMIN } from '@pcf/shared';
import type { MenuItem } from '@pcf/shared';
import { findRoute, firstVisiblePath, menusToRoutes } from './menuRoutes';
import type { MenuRoute } from './menuRoutes';
import { WORK_PATHS } from './workPaths';

/** The administrators' home page (pages/Home), a page of the shell: it is in no menu. */
export const HOME_PATH = '/home';

/** The seeded roles' work, by role key (server/src/seed): the first of the user's roles listed here decides. */
const ROLE_LANDINGS: readonly (readonly [role: string, path: string])[] = [
  // pending registrations, projects waiting for review, recent computations
  [ROLE_ADMIN, HOME_PATH],
  // 数据审核: the projects to review
  ['reviewer', WORK_PATHS.dataReview],
  // 数据填报: the company's projects, to fill in
  ['enterprise', WORK_PATHS.dataEntry],
];

export function landingOf(routes: MenuRoute[], roles: readonly string[]): string | null {
  for (const [role, path] of ROLE_LANDINGS) {
    if (!roles.includes(role)) continue;
    if (path === HOME_PATH) return path;
    const route = findRoute(routes, path);
    if (route && !route.hidden) return path;
  }
  return firstVisiblePath(routes);
}

/** The landing of a user with these menus and roles (right after signing in, before the layout has its routes). */
export function landingPath(menus: MenuItem[], roles: readonly string[]): string | null {
  return landingOf(menusToRoutes(menus, 'zh-CN', { user_title: null, trainer_title: null }), roles);
}
