/**
 * /rest/pact/footprint/*: the footprints the company shares (contracts/pact.ts; rules in
 * service.ts), for /SupplyChainManagement/CarbonApplication. Listing, reading, exporting and checking
 * a received file need supplychain:footprint:list; sharing, new versions and deprecation
 * supplychain:footprint:edit. The company scope is the service's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PACT_IMPORT_MAX_BYTES, pactEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { contentDisposition, readUploadForm } from '../../files/uploads';
import { readPactFile } from './import';
import {
  createFootprint,
  deprecateFootprint,
  exportFootprint,
  footprintDetail,
  listFootprints,
  newFootprintVersion,
  shareableReports,
  type ShareServices,
} from './service';

export const footprintShareRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock, pactDeliveries } = ctx;
  const services: ShareServices = { db, publicUrl: ctx.config.publicUrl };
  const E = pactEndpoints;

  route(app, E.footprints, async (request) => ok(request, await listFootprints(db, sessionOf(request), request.query)));
  route(app, E.footprint, async (request) => ok(request, await footprintDetail(db, sessionOf(request), request.query.id)));
  route(app, E.shareableReports, async (request) => ok(request, await shareableReports(db, sessionOf(request), request.query.companyId)));
  route(app, E.create, async (request) =>
    ok(request, await createFootprint(services, sessionOf(request), request.body, clock.now(), request.language), 'pactShareCreated'),
  );
  // both tell the footprint's external requesters by PublishedEvent, sent once the change has committed
  route(app, E.newVersion, async (request) => {
    const created = await newFootprintVersion(services, sessionOf(request), request.body, clock.now(), request.language);
    pactDeliveries.kick();
    return ok(request, created, 'pactShareVersioned');
  });
  route(app, E.deprecate, async (request) => {
    const deprecated = await deprecateFootprint(services, sessionOf(request), request.body.id, clock.now());
    pactDeliveries.kick();
    return ok(request, deprecated, 'pactShareDeprecatedDone');
  });
  // a download link sends no Authorization header: the dby_token cookie authenticates (tokenFromCookie)
  route(app, E.exportDocument, async (request, reply) => {
    const file = await exportFootprint(db, sessionOf(request), request.query.id, request.query.specVersion ?? '3.0', request.language);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', contentDisposition('attachment', file.fileName));
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.json);
  });
  route(app, E.importDocument, async (request) => {
    const form = await readUploadForm(request, PACT_IMPORT_MAX_BYTES);
    return ok(request, readPactFile(form.file.bytes));
  });
};
