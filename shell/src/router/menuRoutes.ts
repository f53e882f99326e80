/**
 * The server menu (SPEC §3 "Menu item") becomes the shell's routes: path, meta.title, meta.icon.
 * One pure function so the menu, breadcrumb, tabs and route table all read the same tree.
 */
import { HIDDEN_PAGE_OPENERS } from '@pcf/shared';
import type { MenuItem, RemoteName } from '@pcf/shared';

export type MenuLanguage = 'zh-CN' | 'en-US';

/** Configured labels of SPEC §3 (session user_title / trainer_title); null when not set. */
export interface TitleLabels {
  user_title: string | null;
  trainer_title: string | null;
}

/** SPEC §2: titles longer than this many characters get a tooltip at the right. */
export const MENU_TOOLTIP_THRESHOLD = 9;

export interface MenuRoute {
  path: string;
  meta: { title: string; icon: string; tooltip: boolean };
  hidden: boolean;
  /** Where the path itself leads: the server's redirect, else the first visible child. */
  redirect: string | null;
  remote: RemoteName | null;
  children: MenuRoute[];
}

/**
 * The default words the configured labels stand for. A label replaces its word wherever a menu
 * title uses it, in either language, so a site calling its users 成员 sees 成员管理.
 */
const LABEL_WORDS: Record<keyof TitleLabels, Record<MenuLanguage, RegExp>> = {
  user_title: { 'zh-CN': /用户/g, 'en-US': /\bUser/g },
  trainer_title: { 'zh-CN': /核查员/g, 'en-US': /\bVerifier/g },
};

export function applyTitleLabels(title: string, language: MenuLanguage, labels: TitleLabels): string {
  let result = title;
  for (const key of Object.keys(LABEL_WORDS) as (keyof TitleLabels)[]) {
    const label = labels[key]?.trim();
    if (label) result = result.replace(LABEL_WORDS[key][language], label);
  }
  return result;
}

export function needsTooltip(title: string): boolean {
  // count characters, not UTF-16 units
  return Array.from(title).length > MENU_TOOLTIP_THRESHOLD;
}

export function menusToRoutes(menus: MenuItem[], language: MenuLanguage, labels: TitleLabels): MenuRoute[] {
  return menus.map((item) => {
    const children = menusToRoutes(item.children ?? [], language, labels);
    const raw = language === 'en-US' && item.nameEn ? item.nameEn : item.name;
    const title = applyTitleLabels(raw, language, labels);
    return {
      path: item.urlvue,
      meta: { title, icon: item.iconvue, tooltip: needsTooltip(title) },
      hidden: item.hidden,
      redirect: item.redirect || firstVisiblePath(children),
      remote: item.remote,
      children,
    };
  });
}

/** The routes a menu shows: hidden ones (and their subtrees) left out. */
export function visibleRoutes(routes: MenuRoute[]): MenuRoute[] {
  return routes.filter((route) => !route.hidden).map((route) => ({ ...route, children: visibleRoutes(route.children) }));
}

/** The first visible page (a route without visible children), depth first. */
export function firstVisiblePath(routes: MenuRoute[]): string | null {
  for (const route of routes) {
    if (route.hidden) continue;
    const visibleChildren = route.children.filter((child) => !child.hidden);
    if (visibleChildren.length === 0) return route.path;
    const inside = firstVisiblePath(visibleChildren);
    if (inside) return inside;
  }
  return null;
}

/** Every route of the tree, parents before their children. */
export function flattenRoutes(routes: MenuRoute[]): MenuRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

/** The chain from the top-level group down to the route at `path` (for the breadcrumb); [] if unknown. */
export function routeChain(routes: MenuRoute[], path: string): MenuRoute[] {
  for (const route of routes) {
    if (route.path === path) return [route];
    const inside = routeChain(route.children, path);
    if (inside.length) return [route, ...inside];
  }
  return [];
}

/**
 * The visible page that stands for `path` in the menu and the tab bar: the page itself, or for a hidden
 * page (a result, an editor, a detail) the page it belongs to. The seed lists no parent for hidden pages:
 * it is the page that opens it where the contracts name one (HIDDEN_PAGE_OPENERS) and the user's menu
 * has it, else derived from the tree: the visible page of the same group whose path the hidden path extends
 * (/carbon_footprint/collect → /carbon_footprint), else the nearest visible page listed before it (the
 * menu seed places a hidden page after the screen that opens it), else the group's first visible page.
 * Null for an unknown path or a group without visible pages.
 */
export function menuOwner(routes: MenuRoute[], path: string): MenuRoute | null {
  const chain = routeChain(routes, path);
  const target = chain[chain.length - 1];
  if (!target) return null;
  if (!target.hidden) return target;
  const opener = path in HIDDEN_PAGE_OPENERS ? findRoute(routes, HIDDEN_PAGE_OPENERS[path]) : null;
  if (opener && !opener.hidden) return opener;
  const siblings = chain.length > 1 ? chain[chain.length - 2].children : routes;
  const visible = siblings.filter((route) => !route.hidden);
  const extended = visible.filter((route) => path.startsWith(`${route.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  if (extended) return extended;
  const before = siblings.slice(0, siblings.indexOf(target)).filter((route) => !route.hidden);
  const listedBefore = before[before.length - 1] ?? visible[0];
  if (listedBefore) return listedBefore;
  // a hidden child of a page (the menu shows that page as a plain item)
  const parent = chain.length > 1 ? chain[chain.length - 2] : null;
  return parent && !parent.hidden && visible.length === 0 ? parent : null;
}

/** The route whose path is `path`, or null. */
export function findRoute(routes: MenuRoute[], path: string): MenuRoute | null {
  return flattenRoutes(routes).find((route) => route.path === path) ?? null;
}
