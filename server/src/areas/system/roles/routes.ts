/**
 * Roles (/system/role): list, read, create, update, delete; the checkable tree of menus and
 * buttons a role grants and its save; the data scope. system:role:* permissions; editing a
 * role's access or data scope is system:role:edit and stays within the caller's own rights.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../../http/envelope';
import { sessionOf } from '../../auth/guard';
import { createRole, deleteRole, listRoles, roleInfo, roleMenuTree, saveDataScope, saveRoleMenus, updateRole } from './service';

export const ROLE_LIST = 'system:role:list';
export const ROLE_ADD = 'system:role:add';
export const ROLE_EDIT = 'system:role:edit';
export const ROLE_REMOVE = 'system:role:remove';

const Id = Type.Integer({ minimum: 1 });
const DataScopeSchema = Type.Union([
  Type.Literal('all'),
  Type.Literal('custom'),
  Type.Literal('dept'),
  Type.Literal('deptAndChild'),
  Type.Literal('self'),
]);
const RoleSchema = Type.Object({
  id: Type.Integer(),
  roleKey: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  sort: Type.Integer(),
  status: Type.String(),
  remark: Nullable(Type.String()),
  companyId: Nullable(Type.Integer()),
  isAdmin: Type.Boolean(),
  dataScope: DataScopeSchema,
  deptIds: Type.Array(Type.Integer()),
  userCount: Type.Integer(),
});
const RoleFields = {
  roleKey: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  nameEn: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
};

function menuNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('group'), Type.Literal('page'), Type.Literal('button')]),
    name: Type.String(),
    nameEn: Type.String(),
    perms: Nullable(Type.String()),
    planned: Type.Boolean(),
    children: Type.Array(children),
  });
}
/** group → page → button, and the empty level below. */
const MenuNodeSchema = menuNodeSchema(menuNodeSchema(menuNodeSchema(menuNodeSchema(Type.Object({})))));

export const roleRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const tags = ['system: roles'];

  app.get(
    '/system/role/list',
    {
      config: { permission: ROLE_LIST },
      schema: {
        tags,
        querystring: Type.Object({
          pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          name: Type.Optional(Type.String({ maxLength: 100 })),
          roleKey: Type.Optional(Type.String({ maxLength: 100 })),
          status: Type.Optional(Type.String({ maxLength: 1 })),
          companyId: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(RoleSchema), total: Type.Integer() })) },
      },
    },
    async (request) => ok(request, await listRoles(db, sessionOf(request), request.query)),
  );

  app.get(
    '/system/role/info',
    { config: { permission: ROLE_LIST }, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(RoleSchema) } } },
    async (request) => ok(request, await roleInfo(db, sessionOf(request), request.query.id)),
  );

  app.post(
    '/system/role/create',
    {
      config: { permission: ROLE_ADD },
      schema: {
        tags,
        body: Type.Object({ ...RoleFields, companyId: Type.Optional(Nullable(Id)) }),
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => ok(request, { id: await createRole(db, sessionOf(request), request.body) }, 'added'),
  );

  app.put(
    '/system/role/update',
    {
      config: { permission: ROLE_EDIT },
      schema: { tags, body: Type.Object({ id: Id, ...RoleFields }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await updateRole(db, sessionOf(request), id, input);
      return done(request, 'edited');
    },
  );

  app.delete(
    '/system/role/delete',
    { config: { permission: ROLE_REMOVE }, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } } },
    async (request) => {
      await deleteRole(db, sessionOf(request), request.query.id);
      return done(request, 'deleted');
    },
  );

  app.get(
    '/system/role/menuTree',
    {
      config: { permission: ROLE_LIST },
      schema: {
        tags,
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope(Type.Object({ menus: Type.Array(MenuNodeSchema), checkedIds: Type.Array(Type.Integer()) })) },
      },
    },
    async (request) => ok(request, await roleMenuTree(db, sessionOf(request), request.query.id)),
  );

  app.put(
    '/system/role/menus',
    {
      config: { permission: ROLE_EDIT },
      schema: {
        tags,
        body: Type.Object({
          id: Id,
          menuIds: Type.Array(Id, { maxItems: 2000 }),
          perms: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 2000 })),
        }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      const { id, menuIds, perms } = request.body;
      await saveRoleMenus(db, sessionOf(request), id, menuIds, perms ?? []);
      return done(request, 'saved');
    },
  );

  app.put(
    '/system/role/dataScope',
    {
      config: { permission: ROLE_EDIT },
      schema: {
        tags,
        body: Type.Object({ id: Id, dataScope: DataScopeSchema, deptIds: Type.Optional(Type.Array(Id, { maxItems: 2000 })) }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      const { id, dataScope, deptIds } = request.body;
      await saveDataScope(db, sessionOf(request), id, dataScope, deptIds ?? []);
      return done(request, 'saved');
    },
  );
};
