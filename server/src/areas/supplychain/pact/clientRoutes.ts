/**
 * /rest/pact/client/*: the PACT API's clients of a company (contracts/pact.ts; rules in clients.ts),
 * with supplychain:footprint:client.
 */
import type { FastifyPluginAsync } from 'fastify';
import { pactEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { createClient, listClients, revokeClient, setAutoAnswer } from './clients';

export const pactClientRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  route(app, pactEndpoints.clients, async (request) => ok(request, await listClients(db, sessionOf(request), request.query.companyId)));
  route(app, pactEndpoints.createClient, async (request) =>
    ok(request, await createClient(db, sessionOf(request), request.body, clock.now()), 'pactClientCreated'),
  );
  route(app, pactEndpoints.setAutoAnswer, async (request) =>
    ok(request, await setAutoAnswer(db, sessionOf(request), request.body.id, request.body.autoAnswer), 'saved'),
  );
  route(app, pactEndpoints.revokeClient, async (request) =>
    ok(request, await revokeClient(db, sessionOf(request), request.body.id, clock.now()), 'pactClientRevokedDone'),
  );
};
