/**
 * Menu administration (/system/menu): the whole menu table as a tree, its edits, the order of
 * siblings and the switch per top-level group that turns the group's remote on or off for everyone.
 * Every call takes and returns JSON.
 */
import type { RemoteName } from './constants';

/** group: a top-level group (one remote); page: a route; button: a permission inside a page. */
export type MenuNodeKind = 'group' | 'page' | 'button';

/** GET /system/menu/tree: every row, planned ones included, siblings in their order. */
export interface MenuNode {
  id: number;
  parentId: number | null;
  kind: MenuNodeKind;
  /** Route path (urlvue); null on buttons. */
  urlvue: string | null;
  name: string;
  nameEn: string;
  /** One of MENU_ICONS; '' on buttons. */
  iconvue: string;
  hidden: boolean;
  redirect: string | null;
  order: number;
  /** The remote that owns the row (its group's). */
  remote: RemoteName | null;
  /** Permission string ('system:menu:list'); required on buttons. */
  perms: string | null;
  /** Seeded but not built yet: left out of the menus and the remotes (set by code, read-only here). */
  planned: boolean;
  /** On a group: its remote is switched on. */
  enabled: boolean;
  /** Defined by the seed: it may be edited, not deleted (the next start would bring it back). */
  seeded: boolean;
  children: MenuNode[];
}

/**
 * POST /system/menu/add (no id) and POST /system/menu/update (id). Pages sit under a group,
 * buttons under a page. Groups are the six remotes: they are not added or deleted, and an update
 * of a group keeps its path and parent (titles, icon, redirect, order change).
 */
export interface MenuSaveRequest {
  id?: number;
  /** A group for a page, a page for a button, null for a group. */
  parentId: number | null;
  kind: MenuNodeKind;
  /** Required on groups and pages: '/segment/segment', letters, digits, '_' and '-'. */
  urlvue?: string | null;
  name: string;
  nameEn: string;
  iconvue?: string;
  hidden?: boolean;
  redirect?: string | null;
  order?: number;
  /** Required on buttons, optional on pages: 'area:object:action'. */
  perms?: string | null;
}

/** POST /system/menu/delete */
export interface MenuDeleteRequest {
  id: number;
}

/** POST /system/menu/reorder: every child of parentId (null: the groups), in the new order. */
export interface MenuReorderRequest {
  parentId: number | null;
  ids: number[];
}

/** POST /system/menu/switch: a top-level group's remote on or off, for every user at once. */
export interface MenuSwitchRequest {
  id: number;
  enabled: boolean;
}

/** What add and update return. */
export interface MenuSaved {
  id: number;
}
