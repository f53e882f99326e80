/**
 * Registration (public POST /rest/register, /zhuce) and its review (/businessAccounting/zhuceUser):
 * a registration's detail and licence, approve, reject. The list is the generic object API on the
 * read model biz_registration (migration 0013). Review is for platform administrators only.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { PERMISSION_REGISTRATION_LIST, PERMISSION_REGISTRATION_REVIEW } from '../../contractValues';
import { sessionOf } from '../auth/guard';
import { detectLicenceType, licenceStore } from './licences';
import { checkRegistration, register } from './registration';
import { readRegistrationForm } from './registrationForm';
import { approveRegistration, assertReviewer, licenceFile, registrationDetail, rejectRegistration } from './review';
import { ApproveBody, CompanyIdQuery, RegistrationDetailSchema, RejectBody } from './schemas';

const tags = ['onboarding'];

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
async function reviewersOnly(request: FastifyRequest): Promise<void> {
  assertReviewer(sessionOf(request));
}

export const onboardingRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;
  const licences = licenceStore(ctx.files);

  app.post(
    '/rest/register',
    {
      config: { public: true },
      // multipart: the text fields are checked against RegisterFieldsSchema by the service
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const form = await readRegistrationForm(request);
      const registration = checkRegistration(form.fields);
      if (!form.licence || form.licence.length === 0) throw refused('registerLicenceMissing');
      const type = await detectLicenceType(form.licence);
      if (!type) throw refused('registerLicenceType');
      await register(db, licences, registration, { bytes: form.licence, type }, clock.now());
      return done(request, 'registerSubmitted');
    },
  );

  app.get(
    '/rest/registration/detail',
    {
      config: { permission: PERMISSION_REGISTRATION_LIST },
      onRequest: reviewersOnly,
      schema: { tags, querystring: CompanyIdQuery, response: { 200: Envelope(RegistrationDetailSchema) } },
    },
    async (request) => ok(request, await registrationDetail(db, licences, request.query.companyId)),
  );

  app.get(
    '/rest/registration/licence',
    {
      // an <img> or <iframe> sends no Authorization header: the dby_token cookie authenticates
      config: { permission: PERMISSION_REGISTRATION_LIST, tokenFromCookie: true },
      onRequest: reviewersOnly,
      schema: { tags, querystring: CompanyIdQuery },
    },
    async (request, reply) => {
      const opened = await licenceFile(db, licences, request.query.companyId);
      reply.header('content-type', opened.contentType);
      reply.header('content-length', opened.size);
      reply.header('content-disposition', `inline; filename="licence.${opened.type === 'jpeg' ? 'jpg' : opened.type}"`);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(opened.stream);
    },
  );

  app.post(
    '/rest/registration/approve',
    {
      config: { permission: PERMISSION_REGISTRATION_REVIEW },
      onRequest: reviewersOnly,
      schema: { tags, body: ApproveBody, response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await approveRegistration(db, sessionOf(request), request.body.companyId, clock.now());
      return done(request, 'registrationApproved');
    },
  );

  app.post(
    '/rest/registration/reject',
    {
      config: { permission: PERMISSION_REGISTRATION_REVIEW },
      onRequest: reviewersOnly,
      schema: { tags, body: RejectBody, response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await rejectRegistration(db, sessionOf(request), request.body.companyId, request.body.reason, clock.now());
      return done(request, 'registrationRejected');
    },
  );
};
