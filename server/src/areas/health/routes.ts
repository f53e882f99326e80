/** GET /api/health: 200 while the database answers, 503 when it does not. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { HealthResult } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { Envelope } from '../../http/envelope';
import { translate } from '../../http/messages';
import { CODE_OK } from '../../contractValues';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- package.json is outside the build's rootDir
const VERSION: string = (require('../../../package.json') as { version: string }).version;

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
  version: Type.String(),
});

export const healthRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: Envelope(HealthSchema), 503: Envelope(HealthSchema) } },
    },
    async (request, reply) => {
      const reachable = await ctx.database.ping();
      const data: HealthResult = {
        status: reachable ? 'ok' : 'degraded',
        database: reachable ? 'reachable' : 'unreachable',
        version: VERSION,
      };
      if (reachable) return { code: CODE_OK, msg: translate('ok', request.language), data };
      return reply.status(503).send({ code: 503, msg: translate('internalError', request.language), data });
    },
  );
};
