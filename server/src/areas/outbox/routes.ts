/**
 * /system/outbox: the messages the platform sent or keeps for passing on. Platform administrators
 * only, the permission alone is not enough: a kept recovery link opens its user's account. Not a
 * registered object of the generic object API on purpose: it must never be editable, exportable or
 * opened to a role through /system/access.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, Nullable, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { sessionOf } from '../auth/guard';
import { OUTBOX_PAGE_SIZE_MAX, listOutbox } from './service';

export const PERMISSION_OUTBOX_LIST = 'system:outbox:list';

const Channel = Type.Union([Type.Literal('email'), Type.Literal('phone')]);
const Delivery = Type.Union([Type.Literal('kept'), Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')]);

const OutboxRowSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  channel: Channel,
  recipient: Type.String(),
  account: Nullable(Type.String()),
  subject: Type.String(),
  body: Type.String(),
  delivery: Delivery,
  sentAt: Nullable(Type.String()),
  error: Nullable(Type.String()),
});

/** Route-level onRequest runs right after the guard: a non-administrator is refused before the query is read. */
const administratorsOnly = async (request: FastifyRequest): Promise<void> => {
  if (!sessionOf(request).isAdmin) throw forbidden();
};

export const outboxRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;

  app.get(
    '/system/outbox/list',
    {
      config: { permission: PERMISSION_OUTBOX_LIST },
      onRequest: administratorsOnly,
      schema: {
        tags: ['system: outbox'],
        querystring: Type.Object({
          pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: OUTBOX_PAGE_SIZE_MAX })),
          recipient: Type.Optional(Type.String({ maxLength: 200 })),
          delivery: Type.Optional(Delivery),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(OutboxRowSchema), total: Type.Integer() })) },
      },
    },
    async (request, reply) => {
      // a kept link must not linger in a browser or proxy cache
      reply.header('cache-control', 'no-store');
      return ok(request, await listOutbox(db, request.query));
    },
  );
};
