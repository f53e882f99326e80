/**
 * The sign-in log hook and the read routes of the log screens. The hook watches the sign-in routes
 * from outside the auth area: it reads the account typed and the envelope code answered, never the password.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { LOG_ACCOUNT_MAX, auditEndpoints, sessionEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { users } from '../../schema';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { MESSAGES, translate, type MessageKey } from '../../http/messages';
import { sessionOf } from '../auth/guard';
import { signInReasonOf } from '../auth/signInReason';
import { listLogins, listOperations, recordLogin, requestContext } from './service';

/** The sign-in entrances of areas/auth/routes.ts. */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set([sessionEndpoints.loginWithCaptcha.url, sessionEndpoints.typedLogin.url]);
const USER_AGENT_MAX = 500;
const ACCOUNT_MAX = LOG_ACCOUNT_MAX;

/** The message key whose text the answer carries (the key is what a screen translates). */
function messageKeyOf(msg: string, request: FastifyRequest): string | null {
  const key = (Object.keys(MESSAGES) as MessageKey[]).find((k) => translate(k, request.language) === msg);
  return key ?? null;
}

function envelopeOf(payload: unknown): { code: number | null; msg: string } {
  if (typeof payload !== 'string') return { code: null, msg: '' };
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed === null || typeof parsed !== 'object') return { code: null, msg: '' };
    const { code, msg } = parsed as { code?: unknown; msg?: unknown };
    return { code: typeof code === 'number' ? code : null, msg: typeof msg === 'string' ? msg : '' };
  } catch {
    return { code: null, msg: '' };
  }
}

/** Every request runs inside requestContext; the sign-in routes' answers are logged. */
export function installAudit(app: FastifyInstance, ctx: AreaContext): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run(request, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SIGN_IN_ROUTES.has(request.routeOptions.url ?? '') || request.method !== 'POST') return payload;
    const body = request.body as { username?: unknown } | undefined;
    const account = typeof body?.username === 'string' ? body.username.trim().slice(0, ACCOUNT_MAX) : '';
    const { code, msg } = envelopeOf(payload);
    const success = reply.statusCode === 200 && code === 200;
    try {
      const [user] =
        account === ''
          ? []
          : await ctx.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.account, account));
      await recordLogin(ctx.db, {
        account,
        userId: user?.id ?? null,
        companyId: user?.companyId ?? null,
        success,
        code: code ?? reply.statusCode,
        reason: success ? null : (signInReasonOf(request) ?? messageKeyOf(msg, request) ?? msg.slice(0, 200)),
        address: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) || null,
      });
    } catch (error) {
      // a sign-in is answered even when its log row cannot be written
      request.log.error({ err: error }, 'sign-in log not written');
    }
    return payload;
  });
}

export const auditRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db } = ctx;

  route(app, auditEndpoints.operLogList, async (request) => ok(request, await listOperations(db, sessionOf(request), request.query)));

  route(app, auditEndpoints.loginLogList, async (request) => ok(request, await listLogins(db, sessionOf(request), request.query)));
};
