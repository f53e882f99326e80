/** GET /api/health: 200 while the database answers, 503 when it does not. */
import type { FastifyPluginAsync } from 'fastify';
import { sessionEndpoints, type HealthResult } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { replySchemaOf, route } from '../../http/route';
import { translate } from '../../http/messages';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- package.json is outside the build's rootDir
const VERSION: string = (require('../../../package.json') as { version: string }).version;

export const healthRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  route(
    app,
    sessionEndpoints.health,
    async (request, reply) => {
      const reachable = await ctx.database.ping();
      const data: HealthResult = {
        status: reachable ? 'ok' : 'degraded',
        database: reachable ? 'reachable' : 'unreachable',
        version: VERSION,
      };
      if (reachable) return ok(request, data);
      return reply.status(503).send({ code: 503, msg: translate('internalError', request.language), data });
    },
    { otherReplies: { 503: replySchemaOf(sessionEndpoints.health)! } },
  );
};
