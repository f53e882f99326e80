/**
 * The one authorisation hook: every route declares `config.permission` or `config.public`;
 * a route with neither is refused (fail closed). Sets request.auth for the handlers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { Db } from '../../db/connection';
import type { Clock } from '../../clock';
import { ApiError, forbidden, sessionRevoked, unauthorized, userFrozen } from '../../http/errors';
import { PERMISSION_ALL, TOKEN_COOKIE, TOKEN_REFRESH_HEADER, SIGNED_IN } from '@pcf/shared/contracts';
import { lookupSession, type SessionContext, type SessionRow, type UserLabels } from './sessions';
import type { SessionCache } from './sessionCache';
import { tokenFromAuthorization } from './tokens';

export interface GuardOptions {
  db: Db;
  clock: Clock;
  idleMinutes: number;
  /** Sessions held between requests; without it every request reads its session. */
  sessions?: SessionCache<SessionRow>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function hasPermission(session: SessionContext, permission: string): boolean {
  if (permission === SIGNED_IN) return true;
  return session.permissions.includes(PERMISSION_ALL) || session.permissions.includes(permission);
}

export function requestToken(request: FastifyRequest): string | null {
  const config = request.routeOptions.config;
  const fromHeader = tokenFromAuthorization(request.headers.authorization);
  if (fromHeader) return fromHeader;
  if (config.tokenFromQuery) {
    const query = request.query as Record<string, unknown> | undefined;
    const token = query?.token;
    if (typeof token === 'string' && token !== '') return token;
  }
  if (config.tokenFromCookie) {
    const token = request.cookies[TOKEN_COOKIE];
    if (token) return token;
  }
  return null;
}

export function installGuard(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('userLabels', null);
  app.addHook('onRequest', async (request, reply) => {
    // unmatched URLs go to the not-found handler, which reveals nothing
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public === true) return;
    if (typeof config.permission !== 'string' || config.permission === '') {
      throw new ApiError('routeWithoutPermission', 403, 403);
    }
    const token = requestToken(request);
    if (!token) throw unauthorized();
    const found = await lookupSession(options.db, token, options.clock.now(), options.idleMinutes, options.sessions);
    switch (found.status) {
      case 'unknown':
      case 'expired':
        throw unauthorized();
      case 'frozen':
        throw userFrozen();
      case 'revoked':
        throw found.reason === 'password' ? sessionRevoked() : unauthorized();
      case 'valid':
        break;
    }
    if (!hasPermission(found.session, config.permission)) throw forbidden();
    request.auth = found.session;
    request.userLabels = found.labels;
    if (found.replacementToken) {
      reply.header(TOKEN_REFRESH_HEADER, found.replacementToken);
      reply.header('access-control-expose-headers', TOKEN_REFRESH_HEADER);
    }
  });
  const sessions = options.sessions;
  if (sessions) {
    // a change this process made is forgotten before its answer leaves, not when its notice comes
    // back: the caller's next request may follow at once (sign-out, a new password, a role edit)
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method) && request.routeOptions.config.readOnly !== true) sessions.forget();
      done(null, payload);
    });
  }
}

/** The user labels read with the session (getInfo answers them). */
export function userLabelsOf(request: FastifyRequest): UserLabels {
  if (!request.userLabels) throw unauthorized();
  return request.userLabels;
}

/** The session of a route that declares a permission (the guard has set it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
