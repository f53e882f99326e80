/**
 * /rest/supplychain/*: the supply chain's suppliers, requests, applications, overview and
 * visualization (contracts/supplyChain.ts; rules in each topic's service.ts). Registered by
 * routes.ts with the area's other topics.
 */
import type { FastifyPluginAsync } from 'fastify';
import { supplyChainEndpoints as E } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { deliveryOf } from '../outbox/service';
import {
  addHostPartner,
  invitation,
  invitePartner,
  linkPartner,
  listPartners,
  partnerCandidates,
  partnerProductList,
  removePartner,
  savePartnerProducts,
  updatePartner,
  type PartnerSettings,
} from './partners/service';
import { createRequest, footprintChoices, fulfilRequest, listRequests, rejectRequest, type RequestServices } from './requests/service';
import { createApplication, decideApplication, listApplications } from './applications/service';
import { supplyChainOverview, supplyChainVisualization } from './overview/service';

export const supplyChainRestRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock, config, outbox, pactDeliveries } = ctx;
  const partnerSettings: PartnerSettings = {
    publicUrl: config.publicUrl,
    secretKey: config.pactSecretKey,
    emailDelivery: deliveryOf('email', outbox.sender),
  };
  const requestServices: RequestServices = { db, publicUrl: config.publicUrl, secretKey: config.pactSecretKey };

  route(app, E.overview, async (request) => ok(request, await supplyChainOverview(db, sessionOf(request), request.query.companyId)));
  route(app, E.visualization, async (request) =>
    ok(request, await supplyChainVisualization(db, sessionOf(request), request.query.projectId)),
  );

  route(app, E.partners, async (request) => ok(request, await listPartners(db, sessionOf(request), request.query)));
  route(app, E.candidates, async (request) =>
    ok(request, await partnerCandidates(db, sessionOf(request), request.query.text, request.query.companyId)),
  );
  route(app, E.link, async (request) => ok(request, await linkPartner(db, sessionOf(request), request.body, clock.now()), 'partnerLinked'));
  route(app, E.invite, async (request) => {
    const sent = await invitePartner(db, sessionOf(request), request.body, partnerSettings, clock.now());
    outbox.deliverLater(sent.outboxId, sent.message);
    return ok(request, sent.partner, 'partnerInvited');
  });
  route(app, E.addHost, async (request) =>
    ok(
      request,
      await addHostPartner(db, sessionOf(request), request.body, partnerSettings, request.language, clock.now()),
      'partnerLinked',
    ),
  );
  route(app, E.update, async (request) =>
    ok(request, await updatePartner(db, sessionOf(request), request.body, partnerSettings, request.language, clock.now()), 'saved'),
  );
  route(app, E.remove, async (request) => {
    await removePartner(db, sessionOf(request), request.body.id);
    return done(request, 'partnerRemoved');
  });
  route(app, E.products, async (request) => ok(request, await partnerProductList(db, sessionOf(request), request.query.partnerId)));
  route(app, E.saveProducts, async (request) => ok(request, await savePartnerProducts(db, sessionOf(request), request.body), 'saved'));
  route(app, E.invitation, async (request) => ok(request, await invitation(db, request.query.token, clock.now())));

  route(app, E.sent, async (request) => ok(request, await listRequests(db, sessionOf(request), 'sent', request.query, request.language)));
  route(app, E.received, async (request) =>
    ok(request, await listRequests(db, sessionOf(request), 'received', request.query, request.language)),
  );
  // the events these changes queue for other hosts leave once they have committed
  route(app, E.createRequest, async (request) => {
    const created = await createRequest(requestServices, sessionOf(request), request.body, request.language, clock.now());
    pactDeliveries.kick();
    return ok(request, created, 'requestCreated');
  });
  route(app, E.choices, async (request) => ok(request, await footprintChoices(db, sessionOf(request), request.query.id)));
  route(app, E.fulfil, async (request) => {
    const fulfilled = await fulfilRequest(requestServices, sessionOf(request), request.body, request.language, clock.now());
    pactDeliveries.kick();
    return ok(request, fulfilled, 'requestFulfilled');
  });
  route(app, E.reject, async (request) => {
    const rejected = await rejectRequest(requestServices, sessionOf(request), request.body, request.language, clock.now());
    pactDeliveries.kick();
    return ok(request, rejected, 'requestRejected');
  });

  route(app, E.applications, async (request) => ok(request, await listApplications(db, sessionOf(request), request.query)));
  route(app, E.apply, async (request) =>
    ok(request, await createApplication(db, sessionOf(request), request.body, request.language, clock.now()), 'applicationCreated'),
  );
  route(app, E.decide, async (request) =>
    ok(
      request,
      await decideApplication(db, sessionOf(request), request.body, request.language, clock.now()),
      request.body.decision === 'approve' ? 'applicationApproved' : 'applicationRejected',
    ),
  );
};
