/** Sign-in and session calls: captcha, the three sign-in entrances, user info, logout. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { translate } from '../../http/messages';
import { CODE_OK } from '../../contractValues';
import { SIGNED_IN } from '../../http/routeConfig';
import { checkCaptcha, issueCaptcha } from './captcha';
import { sessionOf, userLabelsOf } from './guard';
import { CaptchaImageSchema, CaptchaLoginBody, LoginReply, TypedLoginBody, UserInfoSchema } from './schemas';
import { signIn, userInfo, type Credentials } from './service';
import { revokeSession } from './sessions';
import { tokenFromAuthorization } from './tokens';

export const authRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, config } = ctx;

  function requireCredentials(body: { username: string; password: string }): void {
    if (body.username.trim() === '') throw refused('accountRequired');
    if (body.password === '') throw refused('passwordRequired');
  }

  async function loginReply(request: FastifyRequest, credentials: Credentials) {
    const token = await signIn(db, credentials, clock.now(), config.sessionIdleMinutes);
    return { code: CODE_OK, msg: translate('ok', request.language), data: { token }, token };
  }

  app.get(
    '/rest/captchaImage',
    {
      config: { public: true },
      schema: { tags: ['session'], response: { 200: Envelope(CaptchaImageSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!config.captchaEnabled) return ok(request, { uuid: '', img: '', captchaEnabled: false });
      return ok(request, await issueCaptcha(db, ctx.captchaSecret, clock.now()));
    },
  );

  app.post(
    '/rest/loginWithCaptcha',
    {
      config: { public: true },
      schema: { tags: ['session'], body: CaptchaLoginBody, response: { 200: LoginReply } },
    },
    async (request) => {
      const body = request.body;
      requireCredentials(body);
      if (config.captchaEnabled) {
        const code = body.code?.trim() ?? '';
        if (code === '') throw refused('captchaRequired');
        const check = await checkCaptcha(db, ctx.captchaSecret, body.uuid ?? '', code, clock.now());
        if (check === 'expired') throw refused('captchaExpired');
        if (check === 'wrong') throw refused('captchaInvalid');
      }
      return loginReply(request, { username: body.username, password: body.password });
    },
  );

  app.post(
    '/user/login',
    {
      config: { public: true },
      schema: { tags: ['session'], body: TypedLoginBody, response: { 200: LoginReply } },
    },
    async (request) => {
      requireCredentials(request.body);
      const { username, password, userType } = request.body;
      return loginReply(request, { username, password, userType });
    },
  );

  app.get(
    '/rest/getInfo',
    {
      config: { permission: SIGNED_IN, tokenFromQuery: true },
      schema: {
        tags: ['session'],
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        response: { 200: Envelope(UserInfoSchema) },
      },
    },
    async (request) => ok(request, userInfo(sessionOf(request), userLabelsOf(request), request.language)),
  );

  app.post(
    '/rest/logout',
    {
      // public so that an already expired token can still log out cleanly
      config: { public: true },
      schema: { tags: ['session'], response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      if (token) await revokeSession(db, token, clock.now());
      return done(request);
    },
  );
};
