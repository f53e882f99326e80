/**
 * /system/outbox: the messages the platform sent or keeps for passing on. Platform administrators
 * only, the permission alone is not enough: a kept recovery link opens its user's account. Not a
 * registered object of the generic object API on purpose: it must never be editable, exportable or
 * opened to a role through /system/access.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { outboxEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { listOutbox } from './service';

/** Route-level onRequest runs right after the guard: a non-administrator is refused before the query is read. */
const administratorsOnly = async (request: FastifyRequest): Promise<void> => {
  if (!sessionOf(request).isAdmin) throw forbidden();
};

export const outboxRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db } = ctx;

  route(
    app,
    outboxEndpoints.list,
    async (request, reply) => {
      // a kept link must not linger in a browser or proxy cache
      reply.header('cache-control', 'no-store');
      return ok(request, await listOutbox(db, request.query));
    },
    { onRequest: administratorsOnly },
  );
};
