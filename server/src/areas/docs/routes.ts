/**
 * OpenAPI at /api/docs, for signed-in users only (ARCHITECTURE: keep docs behind sign-in).
 * The browser opens it itself, so the dby_token cookie is accepted here.
 */
import type { FastifyPluginAsync } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH, SIGNED_IN } from '@pcf/shared/contracts';

export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, permission: SIGNED_IN, tokenFromCookie: true };
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
};
