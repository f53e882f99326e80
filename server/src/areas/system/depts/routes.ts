/**
 * Departments (SPEC §7): /sky/dept/tree|create|update|delete for the shared tree in department
 * mode, their form-encoded twins /rest/dept/saveDeptInfo and /rest/dept/deleteDeptInfo, and
 * /rest/systemInfo/getDeptManager (save the organisation). system:dept:* permissions; the company
 * comes from the session (platform administrators name it).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { hasPermission, sessionOf } from '../../auth/guard';
import { createDept, deleteDept, loadDeptTree, saveOrganisation, updateDept } from './service';

export const DEPT_LIST = 'system:dept:list';
export const DEPT_ADD = 'system:dept:add';
export const DEPT_EDIT = 'system:dept:edit';
export const DEPT_REMOVE = 'system:dept:remove';

function deptNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    pid: Type.Integer(),
    parentId: Type.Integer(),
    companyId: Type.Integer(),
    level: Type.Integer(),
    sort: Type.Integer(),
    status: Type.Integer(),
    leader: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    children: Type.Optional(Type.Array(children)),
  });
}
/** As deep as a department tree may grow (TREE_MAX_LEVEL). */
const DeptNodeSchema = deptNodeSchema(deptNodeSchema(deptNodeSchema(deptNodeSchema(Type.Object({})))));

const Id = Type.Integer({ minimum: 1 });
const Fields = {
  name: Type.String({ maxLength: 200 }),
  parentId: Type.Integer({ minimum: 0 }),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  status: Type.Optional(Type.Integer()),
  leader: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
};
const CreateBody = Type.Object({ ...Fields, companyId: Type.Optional(Id) });
const UpdateBody = Type.Object({ id: Id, ...Fields });
const SaveBody = Type.Object({ id: Type.Optional(Id), ...Fields, companyId: Type.Optional(Id) });
const OrganisationSchema = Type.Object({ id: Type.Integer(), name: Type.String(), nameEn: Nullable(Type.String()) });

export const deptRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const tags = ['system: departments'];

  app.get(
    '/sky/dept/tree',
    {
      config: { permission: DEPT_LIST },
      schema: { tags, querystring: Type.Object({ companyId: Type.Optional(Id) }), response: { 200: Envelope(Type.Array(DeptNodeSchema)) } },
    },
    async (request) => ok(request, await loadDeptTree(db, sessionOf(request), request.query.companyId)),
  );

  app.post(
    '/sky/dept/create',
    {
      config: { permission: DEPT_ADD },
      schema: { tags, body: CreateBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => ok(request, { id: await createDept(db, sessionOf(request), request.body) }, 'added'),
  );

  app.put(
    '/sky/dept/update',
    { config: { permission: DEPT_EDIT }, schema: { tags, body: UpdateBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      const { id, ...input } = request.body;
      await updateDept(db, sessionOf(request), id, input);
      return done(request, 'edited');
    },
  );

  const remove = async (request: FastifyRequest, id: number) => {
    await deleteDept(db, sessionOf(request), id);
    return done(request, 'deleted');
  };
  app.delete(
    '/sky/dept/delete',
    { config: { permission: DEPT_REMOVE }, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } } },
    (request) => remove(request, request.query.id),
  );
  app.post(
    '/rest/dept/deleteDeptInfo',
    { config: { permission: DEPT_REMOVE }, schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } } },
    (request) => remove(request, request.body.id),
  );

  // form-encoded save: with id it edits (system:dept:edit), without it adds (and needs system:dept:add too)
  app.post(
    '/rest/dept/saveDeptInfo',
    {
      config: { permission: DEPT_EDIT },
      schema: { tags, body: SaveBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, ...input } = request.body;
      if (id === undefined) {
        if (!hasPermission(session, DEPT_ADD)) throw forbidden();
        return ok(request, { id: await createDept(db, session, input) }, 'saved');
      }
      // a department stays in its company: updateDept ignores companyId
      await updateDept(db, session, id, input);
      return ok(request, { id }, 'saved');
    },
  );

  app.post(
    '/rest/systemInfo/getDeptManager',
    {
      config: { permission: DEPT_EDIT },
      schema: {
        tags,
        body: Type.Optional(
          Type.Object({
            companyId: Type.Optional(Id),
            name: Type.Optional(Type.String({ maxLength: 200 })),
            nameEn: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
          }),
        ),
        response: { 200: Envelope(OrganisationSchema) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const changed = body.name !== undefined || body.nameEn !== undefined;
      return ok(request, await saveOrganisation(db, sessionOf(request), body), changed ? 'saved' : 'ok');
    },
  );
};
