/**
 * /rest/unit/*: the changes of /businessAccounting/unit with their rules (service.ts), each with
 * its button permission, and the conversion of a quantity between two units for any signed-in
 * user (the units are reference data of the method, not a company's; every screen that takes a
 * quantity may convert it). The list is the generic object API on pcf_unit (business:unit:list).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, done, ok } from '../../http/envelope';
import { SIGNED_IN } from '../../http/routeConfig';
import { sessionOf } from '../auth/guard';
import { DIMENSIONS } from '../../footprint/units';
import { QUANTITY_MAX, convertQuantity, createUnit, deleteUnit, updateUnit } from './service';

export const UNIT_PERMISSIONS = {
  list: 'business:unit:list',
  add: 'business:unit:add',
  edit: 'business:unit:edit',
  remove: 'business:unit:remove',
} as const;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Dimension = Type.Enum([...DIMENSIONS]);
// lengths are checked by the service with their own messages; these only bound the request
const UnitFields = {
  code: Type.String({ maxLength: 100 }),
  nameZh: Type.String({ maxLength: 200 }),
  nameEn: Type.String({ maxLength: 200 }),
  dimension: Dimension,
  factor: Type.Number(),
  isBase: Type.Optional(Type.Boolean()),
};
const CreateBody = Type.Object(UnitFields);
const UpdateBody = Type.Object({ id: Id, ...UnitFields });
const ConvertBody = Type.Object({
  quantity: Type.Number({ minimum: -QUANTITY_MAX, maximum: QUANTITY_MAX }),
  from: Type.String({ minLength: 1, maxLength: 100 }),
  to: Type.String({ minLength: 1, maxLength: 100 }),
});
const ConvertReply = Type.Object({
  quantity: Type.Number(),
  from: Type.String(),
  to: Type.String(),
  dimension: Dimension,
  result: Type.Number(),
});

const tags = ['units'];

export const unitRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.post(
    '/rest/unit/create',
    {
      config: { permission: UNIT_PERMISSIONS.add },
      schema: { tags, body: CreateBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => ok(request, { id: await createUnit(db, sessionOf(request), request.body, request.language, clock.now()) }, 'added'),
  );

  app.post(
    '/rest/unit/update',
    {
      config: { permission: UNIT_PERMISSIONS.edit },
      schema: { tags, body: UpdateBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => {
      await updateUnit(db, sessionOf(request), request.body, request.language, clock.now());
      return ok(request, { id: request.body.id }, 'edited');
    },
  );

  app.post(
    '/rest/unit/delete',
    {
      config: { permission: UNIT_PERMISSIONS.remove },
      schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await deleteUnit(db, sessionOf(request), request.body.id, request.language);
      return done(request, 'deleted');
    },
  );

  app.post(
    '/rest/unit/convert',
    { config: { permission: SIGNED_IN }, schema: { tags, body: ConvertBody, response: { 200: Envelope(ConvertReply) } } },
    async (request) => ok(request, await convertQuantity(db, request.body, request.language)),
  );
};
