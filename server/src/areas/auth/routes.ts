/** Sign-in and session calls: captcha, the three sign-in entrances, user info, logout. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { translate } from '../../http/messages';
import { CODE_OK, sessionEndpoints } from '@pcf/shared/contracts';
import { route } from '../../http/route';
import { checkCaptcha, issueCaptcha } from './captcha';
import { sessionOf, userLabelsOf } from './guard';
import { signIn, userInfo, type Credentials } from './service';
import { revokeSession } from './sessions';
import { noteSignInReason } from './signInReason';
import { tokenFromAuthorization } from './tokens';

export const authRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock, config } = ctx;

  function requireCredentials(body: { username: string; password: string }): void {
    if (body.username.trim() === '') throw refused('accountRequired');
    if (body.password === '') throw refused('passwordRequired');
  }

  async function loginReply(request: FastifyRequest, credentials: Credentials) {
    let token: string;
    try {
      token = await signIn(db, credentials, clock.now(), config.sessionIdleMinutes);
    } catch (error) {
      noteSignInReason(request, error);
      throw error;
    }
    return { code: CODE_OK, msg: translate('ok', request.language), data: { token }, token };
  }

  route(app, sessionEndpoints.captchaImage, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!config.captchaEnabled) return ok(request, { uuid: '', img: '', captchaEnabled: false });
    return ok(request, await issueCaptcha(db, ctx.captchaSecret, clock.now()));
  });

  /** Every sign-in entrance takes the captcha when it is on: one without it would let passwords be tried freely. */
  async function requireCaptcha(body: { code?: string; uuid?: string }): Promise<void> {
    if (!config.captchaEnabled) return;
    const code = body.code?.trim() ?? '';
    if (code === '') throw refused('captchaRequired');
    const check = await checkCaptcha(db, ctx.captchaSecret, body.uuid ?? '', code, clock.now());
    if (check === 'expired') throw refused('captchaExpired');
    if (check === 'wrong') throw refused('captchaInvalid');
  }

  route(app, sessionEndpoints.loginWithCaptcha, async (request) => {
    const body = request.body;
    requireCredentials(body);
    await requireCaptcha(body);
    return loginReply(request, { username: body.username, password: body.password });
  });

  route(app, sessionEndpoints.typedLogin, async (request) => {
    const body = request.body;
    requireCredentials(body);
    await requireCaptcha(body);
    return loginReply(request, { username: body.username, password: body.password, userType: body.userType });
  });

  route(app, sessionEndpoints.getInfo, async (request) =>
    ok(request, userInfo(sessionOf(request), userLabelsOf(request), request.language)),
  );

  route(app, sessionEndpoints.logout, async (request) => {
    const token = tokenFromAuthorization(request.headers.authorization);
    if (token) await revokeSession(db, token, clock.now());
    return done(request);
  });
};
