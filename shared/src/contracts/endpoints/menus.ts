/** The menu calls (SPEC §7): POST /rest/vicimsg with a menu message id, and GET /api/remotes. */
import Type, { type Static, type TSchema } from 'typebox';
import { SIGNED_IN, defineEndpoint } from '../endpoint';
import { Nullable } from '../schemaParts';

export const RemoteNameSchema = Type.Union([
  Type.Literal('mf_acquisition'),
  Type.Literal('mf_accounting'),
  Type.Literal('mf_analysis'),
  Type.Literal('mf_database'),
  Type.Literal('mf_supplychain'),
  Type.Literal('mf_system'),
]);

const MenuItemFieldsSchema = Type.Object({
  /** Title in zh-CN (SPEC: name). */
  name: Type.String(),
  /** Title in en-US. */
  nameEn: Type.String(),
  /** Route path, absolute, e.g. /businessAccounting/directory. */
  urlvue: Type.String(),
  /** antd icon name, e.g. 'ApartmentOutlined'. */
  iconvue: Type.String(),
  hidden: Type.Boolean(),
  redirect: Nullable(Type.String()),
  /** The remote that renders this route; null for routes the shell renders. */
  remote: Nullable(RemoteNameSchema),
});

/** A menu of POST /rest/vicimsg: a group with its routes. */
export type MenuItem = Static<typeof MenuItemFieldsSchema> & { children: MenuItem[] };

function menuItemSchema<T extends TSchema>(children: T) {
  return Type.Object({ ...MenuItemFieldsSchema.properties, children: Type.Array(children) });
}

/**
 * Groups hold routes, routes hold nothing (yet): two levels plus the empty third. The type is the
 * recursive MenuItem, which this schema's answers satisfy.
 */
export const MenuItemSchema = Type.Unsafe<MenuItem>(menuItemSchema(menuItemSchema(menuItemSchema(Type.Object({})))));

export const MenuResultSchema = Type.Object({ menus: Type.Array(MenuItemSchema) });
export type MenuResult = Static<typeof MenuResultSchema>;

export const MenuRequestSchema = Type.Object({
  msgid: Type.String({ maxLength: 100 }),
  /** JSON text {"internalParams":{"userid","deptid"}}; its ids are never used. */
  data: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Object({}, { additionalProperties: true })])),
});

/** GET /api/remotes: the remotes this user may load, switched on in the menu table. */
export const RemoteDescriptorSchema = Type.Object({
  name: RemoteNameSchema,
  /** URL of the remote's mf-manifest.json (same origin by default, a CDN by configuration). */
  entry: Type.String(),
  /** The menu group the remote owns, e.g. /businessAccounting. */
  group: Type.String(),
});
export type RemoteDescriptor = Static<typeof RemoteDescriptorSchema>;

const tags = ['menus'];

export const menuEndpoints = {
  /** Form body: msgid plus `data` = JSON string {internalParams:{userid,deptid}}; the session decides, not the ids. */
  vicimsg: defineEndpoint({
    method: 'POST',
    url: '/rest/vicimsg',
    permission: SIGNED_IN,
    tags,
    body: MenuRequestSchema,
    encoding: 'form',
    reply: MenuResultSchema,
  }),
  remotes: defineEndpoint({ method: 'GET', url: '/api/remotes', permission: SIGNED_IN, tags, reply: Type.Array(RemoteDescriptorSchema) }),
};
