/**
 * The supply chain area's routes, gathered from its topics: the shared footprints
 * (/rest/pact/footprint/*), the PACT API's clients (/rest/pact/client/*), the PACT API itself
 * (/auth/token, /3/*, in its own plugin because it answers its own bodies), and the suppliers,
 * requests, applications, overview and visualization (/rest/supplychain/*).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AreaContext } from '../../areaContext';
import { footprintShareRoutes } from './footprints/routes';
import { pactClientRoutes } from './pact/clientRoutes';
import { pactApiRoutes } from './pact/routes';
import { pactEventHandlers } from './requests/pactEvents';
import { supplyChainRestRoutes } from './chainRoutes';

export const supplychainRoutes: FastifyPluginAsync<AreaContext> = async (app, options) => {
  await app.register(footprintShareRoutes, options);
  await app.register(pactClientRoutes, options);
  // what the PACT API's events do to footprint requests (requests/pactEvents.ts)
  await app.register(pactApiRoutes, {
    ...options,
    pactEventHandlers: pactEventHandlers(
      { publicUrl: options.config.publicUrl, allowPrivateHosts: options.config.pactPrivateHosts },
      options.pactDeliveries,
    ),
  });
  await app.register(supplyChainRestRoutes, options);
};
