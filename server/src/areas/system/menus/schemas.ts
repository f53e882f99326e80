/** TypeBox schemas of menu administration (contracts: @pcf/shared/contracts systemMenus.ts). */
import Type, { type TSchema } from 'typebox';
import { Nullable } from '../../../http/envelope';
import { ORDER_MAX } from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Kind = Type.Union([Type.Literal('group'), Type.Literal('page'), Type.Literal('button')]);
const RemoteName = Type.Union([
  Type.Literal('mf_acquisition'),
  Type.Literal('mf_accounting'),
  Type.Literal('mf_analysis'),
  Type.Literal('mf_database'),
  Type.Literal('mf_supplychain'),
  Type.Literal('mf_system'),
]);

function menuNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({
    id: Type.Integer(),
    parentId: Nullable(Type.Integer()),
    kind: Kind,
    urlvue: Nullable(Type.String()),
    name: Type.String(),
    nameEn: Type.String(),
    iconvue: Type.String(),
    hidden: Type.Boolean(),
    redirect: Nullable(Type.String()),
    order: Type.Integer(),
    remote: Nullable(RemoteName),
    perms: Nullable(Type.String()),
    planned: Type.Boolean(),
    enabled: Type.Boolean(),
    seeded: Type.Boolean(),
    children: Type.Array(children),
  });
}

/** group > page > button: the kinds allow no deeper tree. */
export const MenuNodeSchema = menuNodeSchema(menuNodeSchema(menuNodeSchema(Type.Object({}))));

// lengths and formats are the service's, with their own messages; here only bounds
export const MenuSaveBody = Type.Object({
  id: Type.Optional(Id),
  parentId: Nullable(Id),
  kind: Kind,
  urlvue: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  name: Type.String({ maxLength: 500 }),
  nameEn: Type.String({ maxLength: 500 }),
  iconvue: Type.Optional(Type.String({ maxLength: 200 })),
  hidden: Type.Optional(Type.Boolean()),
  redirect: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: ORDER_MAX })),
  perms: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});

export const MenuDeleteBody = Type.Object({ id: Id });

export const MenuReorderBody = Type.Object({
  parentId: Nullable(Id),
  ids: Type.Array(Id, { maxItems: 1000 }),
});

export const MenuSwitchBody = Type.Object({ id: Id, enabled: Type.Boolean() });
