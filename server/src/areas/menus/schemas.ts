import Type, { type TSchema } from 'typebox';
import { Nullable } from '../../http/envelope';

const RemoteNameSchema = Type.Union([
  Type.Literal('mf_acquisition'),
  Type.Literal('mf_accounting'),
  Type.Literal('mf_analysis'),
  Type.Literal('mf_database'),
  Type.Literal('mf_supplychain'),
  Type.Literal('mf_system'),
]);

function menuItemSchema<T extends TSchema>(children: T) {
  return Type.Object({
    name: Type.String(),
    nameEn: Type.String(),
    urlvue: Type.String(),
    iconvue: Type.String(),
    hidden: Type.Boolean(),
    redirect: Nullable(Type.String()),
    remote: Nullable(RemoteNameSchema),
    children: Type.Array(children),
  });
}

/** Groups hold routes, routes hold nothing (yet): two levels plus the empty third. */
export const MenuItemSchema = menuItemSchema(menuItemSchema(menuItemSchema(Type.Object({}))));

export const MenuBody = Type.Object({
  msgid: Type.String({ maxLength: 100 }),
  /** JSON text {"internalParams":{"userid","deptid"}}; its ids are never used. */
  data: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Object({}, { additionalProperties: true })])),
});

export const RemoteDescriptorSchema = Type.Object({
  name: RemoteNameSchema,
  entry: Type.String(),
  group: Type.String(),
});
