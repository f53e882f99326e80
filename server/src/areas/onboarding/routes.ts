/**
 * Registration (public POST /rest/register, /zhuce) and its review (/businessAccounting/zhuceUser):
 * a registration's detail and licence, approve, reject. The list is the generic object API on the
 * read model biz_registration (migration 0013). Review is for platform administrators only.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { refused } from '../../http/errors';
import { INVITATION_TOKEN_PARAM, registrationEndpoints } from '@pcf/shared/contracts';
import type { AfterRegistration } from './afterRegistration';
import { sessionOf } from '../auth/guard';
import { detectLicenceType, licenceStore } from './licences';
import { checkRegistration, register } from './registration';
import { readRegistrationForm } from './registrationForm';
import { approveRegistration, assertReviewer, licenceFile, registrationDetail, rejectRegistration } from './review';

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
async function reviewersOnly(request: FastifyRequest): Promise<void> {
  assertReviewer(sessionOf(request));
}

export interface OnboardingOptions extends AreaContext {
  /** Claims the invitation a registration came with (the supply chain's). */
  afterRegistration?: AfterRegistration;
}

export const onboardingRoutes: FastifyPluginAsync<OnboardingOptions> = async (app, ctx) => {
  const { db, clock } = ctx;
  const licences = licenceStore(ctx.files);

  route(app, registrationEndpoints.register, async (request) => {
    const form = await readRegistrationForm(request);
    const registration = checkRegistration(form.fields);
    if (!form.licence || form.licence.length === 0) throw refused('registerLicenceMissing');
    const type = await detectLicenceType(form.licence);
    if (!type) throw refused('registerLicenceType');
    const invitation = form.fields.get(INVITATION_TOKEN_PARAM)?.trim() ?? '';
    const invited = invitation !== '' && ctx.afterRegistration ? { token: invitation, after: ctx.afterRegistration } : null;
    const registered = await register(db, licences, registration, { bytes: form.licence, type }, clock.now(), invited);
    // the same answer either way (registration.ts says why); the log tells the operators
    if (!registered) request.log.info({ account: registration.account }, 'registration for a taken account dropped');
    return done(request, 'registerSubmitted');
  });

  route(
    app,
    registrationEndpoints.detail,
    async (request) => ok(request, await registrationDetail(db, licences, request.query.companyId)),
    { onRequest: reviewersOnly },
  );

  route(
    app,
    registrationEndpoints.licence,
    async (request, reply) => {
      const opened = await licenceFile(db, licences, request.query.companyId);
      reply.header('content-type', opened.contentType);
      reply.header('content-length', opened.size);
      reply.header('content-disposition', `inline; filename="licence.${opened.type === 'jpeg' ? 'jpg' : opened.type}"`);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(opened.stream);
    },
    { onRequest: reviewersOnly },
  );

  route(
    app,
    registrationEndpoints.approve,
    async (request) => {
      await approveRegistration(db, sessionOf(request), request.body.companyId, clock.now());
      return done(request, 'registrationApproved');
    },
    { onRequest: reviewersOnly },
  );

  route(
    app,
    registrationEndpoints.reject,
    async (request) => {
      await rejectRegistration(db, sessionOf(request), request.body.companyId, request.body.reason, clock.now());
      return done(request, 'registrationRejected');
    },
    { onRequest: reviewersOnly },
  );
};
