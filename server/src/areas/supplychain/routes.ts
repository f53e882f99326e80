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
import { pactApiRoutes, type PactApiOptions } from './pact/routes';
import { supplyChainRestRoutes, type SupplyChainOptions } from './chainRoutes';

export type SupplychainOptions = AreaContext & PactApiOptions & SupplyChainOptions;

export const supplychainRoutes: FastifyPluginAsync<SupplychainOptions> = async (app, options) => {
  await app.register(footprintShareRoutes, options);
  await app.register(pactClientRoutes, options);
  await app.register(pactApiRoutes, options);
  await app.register(supplyChainRestRoutes, options);
};
