/**
 * Menu administration (/system/menu): the whole menu table as a tree, its edits, the order of
 * siblings and the switch per top-level group that turns the group's remote on or off for everyone.
 * Every call takes and returns JSON.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { REMOTE_NAMES } from './constants';
import { defineEndpoint } from './endpoint';
import { Nullable, RowId } from './schemaParts';

/** The largest order of a menu among its siblings. */
export const MENU_ORDER_MAX = 9999;

/** The button permissions of /system/menu; reading the tree is system:menu:list. */
export const MENU_PERMISSIONS = {
  list: 'system:menu:list',
  add: 'system:menu:add',
  edit: 'system:menu:edit',
  remove: 'system:menu:remove',
  switch: 'system:menu:switch',
} as const;

/** group: a top-level group (one remote); page: a route; button: a permission inside a page. */
export const MenuNodeKindSchema = Type.Union([Type.Literal('group'), Type.Literal('page'), Type.Literal('button')]);
export type MenuNodeKind = Static<typeof MenuNodeKindSchema>;

const MenuNodeFieldsSchema = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  kind: MenuNodeKindSchema,
  /** Route path (urlvue); null on buttons. */
  urlvue: Nullable(Type.String()),
  name: Type.String(),
  nameEn: Type.String(),
  /** One of MENU_ICONS; '' on buttons. */
  iconvue: Type.String(),
  hidden: Type.Boolean(),
  redirect: Nullable(Type.String()),
  order: Type.Integer(),
  /** The remote that owns the row (its group's). */
  remote: Nullable(Type.Enum(REMOTE_NAMES)),
  /** Permission string ('system:menu:list'); required on buttons. */
  perms: Nullable(Type.String()),
  /** Seeded but not built yet: left out of the menus and the remotes (set by code, read-only here). */
  planned: Type.Boolean(),
  /** On a group: its remote is switched on. */
  enabled: Type.Boolean(),
  /** Defined by the seed: it may be edited, not deleted (the next start would bring it back). */
  seeded: Type.Boolean(),
});

/** GET /system/menu/tree: every row, planned ones included, siblings in their order. */
export type MenuNode = Static<typeof MenuNodeFieldsSchema> & { children: MenuNode[] };

function menuNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({ ...MenuNodeFieldsSchema.properties, children: Type.Array(children) });
}
/** group > page > button: the kinds allow no deeper tree, so the schema stops there; the type is the whole tree. */
export const MenuNodeSchema = Type.Unsafe<MenuNode>(menuNodeSchema(menuNodeSchema(menuNodeSchema(Type.Object({})))));

/**
 * POST /system/menu/add (no id) and POST /system/menu/update (id). Pages sit under a group,
 * buttons under a page. Groups are the six remotes: they are not added or deleted, and an update
 * of a group keeps its path and parent (titles, icon, redirect, order change). Lengths and formats
 * are the service's, with their own messages; the schema only bounds them.
 */
export const MenuSaveRequestSchema = Type.Object({
  id: Type.Optional(RowId),
  /** A group for a page, a page for a button, null for a group. */
  parentId: Nullable(RowId),
  kind: MenuNodeKindSchema,
  /** Required on groups and pages: '/segment/segment', letters, digits, '_' and '-'. */
  urlvue: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  name: Type.String({ maxLength: 500 }),
  nameEn: Type.String({ maxLength: 500 }),
  iconvue: Type.Optional(Type.String({ maxLength: 200 })),
  hidden: Type.Optional(Type.Boolean()),
  redirect: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: MENU_ORDER_MAX })),
  /** Required on buttons, optional on pages: 'area:object:action'. */
  perms: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type MenuSaveRequest = Static<typeof MenuSaveRequestSchema>;

/** POST /system/menu/delete */
export const MenuDeleteRequestSchema = Type.Object({ id: RowId });
export type MenuDeleteRequest = Static<typeof MenuDeleteRequestSchema>;

/** POST /system/menu/reorder: every child of parentId (null: the groups), in the new order. */
export const MenuReorderRequestSchema = Type.Object({
  parentId: Nullable(RowId),
  ids: Type.Array(RowId, { maxItems: 1000 }),
});
export type MenuReorderRequest = Static<typeof MenuReorderRequestSchema>;

/** POST /system/menu/switch: a top-level group's remote on or off, for every user at once. */
export const MenuSwitchRequestSchema = Type.Object({ id: RowId, enabled: Type.Boolean() });
export type MenuSwitchRequest = Static<typeof MenuSwitchRequestSchema>;

/** What add and update return. */
export const MenuSavedSchema = Type.Object({ id: Type.Integer() });
export type MenuSaved = Static<typeof MenuSavedSchema>;

const tags = ['system menus'];

/**
 * /system/menu/*: menu administration. Reading needs system:menu:list; adding, editing (and
 * ordering), deleting and switching a group's remote each need their own button permission.
 */
export const systemMenuEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    url: '/system/menu/tree',
    permission: MENU_PERMISSIONS.list,
    tags,
    reply: Type.Array(MenuNodeSchema),
  }),
  add: defineEndpoint({
    method: 'POST',
    url: '/system/menu/add',
    permission: MENU_PERMISSIONS.add,
    tags,
    body: MenuSaveRequestSchema,
    reply: MenuSavedSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/system/menu/update',
    permission: MENU_PERMISSIONS.edit,
    tags,
    body: MenuSaveRequestSchema,
    reply: MenuSavedSchema,
  }),
  delete: defineEndpoint({
    method: 'POST',
    url: '/system/menu/delete',
    permission: MENU_PERMISSIONS.remove,
    tags,
    body: MenuDeleteRequestSchema,
    reply: 'none',
  }),
  reorder: defineEndpoint({
    method: 'POST',
    url: '/system/menu/reorder',
    permission: MENU_PERMISSIONS.edit,
    tags,
    body: MenuReorderRequestSchema,
    reply: 'none',
  }),
  switch: defineEndpoint({
    method: 'POST',
    url: '/system/menu/switch',
    permission: MENU_PERMISSIONS.switch,
    tags,
    body: MenuSwitchRequestSchema,
    reply: 'none',
  }),
};
