/**
 * The PACT API v3.0 (contracts/pact.ts pactApiEndpoints): POST /auth/token, GET /3/footprints,
 * GET /3/footprints/{id}, POST /3/events. Not under /rest and without the envelope: the bodies and
 * status codes are the PACT Technical Specifications' (OAuth 2 errors at /auth/token, the spec's
 * Error object elsewhere), so this plugin answers its own failures. The guard sees the routes as
 * public; a PACT client's Bearer token is checked here, and with PACT_HTTPS_ONLY a request over
 * plain HTTP is refused before anything else.
 *
 * A client sees the footprints its company shares, Active and Deprecated (the spec's default list).
 */
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OAuthError, PactError, PactProductFootprint } from '@pcf/shared/contracts';
import { PACT_EVENT_CONTENT_TYPE, pactApiEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { pactFootprints } from '../../../schema';
import { translate, type MessageKey, type MessageParams } from '../../../http/messages';
import { route } from '../../../http/route';
import { tokenFromAuthorization } from '../../auth/tokens';
import { problemsText, servedDocument } from '../footprints/service';
import { checkEvent, dispatchEvent, PactRefusal, type PactEventHandlers } from './events';
import { filterOf, matchesFilter } from './filters';
import { basicCredentials, issueToken, tokenCaller, type PactCaller } from './tokens';

export interface PactApiOptions extends Pick<AreaContext, 'db' | 'clock' | 'config'> {
  /** What events do: the supply chain's requests (supplychain/routes.ts passes them in). */
  pactEventHandlers: PactEventHandlers;
}

/** Footprints answered when the client gives no limit; more come through the Link header. */
export const PACT_DEFAULT_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const callers = new WeakMap<FastifyRequest, PactCaller>();
const validatedEvents = new WeakMap<FastifyRequest, ReturnType<typeof checkEvent>>();

class OAuthRefusal extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type',
    readonly messageKey: MessageKey,
  ) {
    super(error);
  }
}

const pactBody = (request: FastifyRequest, code: PactError['code'], key: MessageKey, params: MessageParams = {}): PactError => ({
  code,
  message: translate(key, request.language, params),
});

export const pactApiRoutes: FastifyPluginAsync<PactApiOptions> = async (app, ctx) => {
  const { db, clock, config } = ctx;
  const handlers = ctx.pactEventHandlers;

  // the spec's media type of events; parsed as JSON (a syntax error is the spec's 400)
  app.addContentTypeParser(PACT_EVENT_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new PactRefusal(400, 'BadRequest', 'pactBadRequest', { detail: 'the body is not JSON' }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | PactRefusal | OAuthRefusal, request, reply) => {
    if (error instanceof OAuthRefusal) {
      const body: OAuthError = { error: error.error, error_description: translate(error.messageKey, request.language) };
      if (error.status === 401) reply.header('www-authenticate', 'Basic realm="pact"');
      return reply.status(error.status).header('cache-control', 'no-store').send(body);
    }
    if (error instanceof PactRefusal) return reply.status(error.status).send(pactBody(request, error.code, error.messageKey, error.params));
    const isToken = request.routeOptions.url === pactApiEndpoints.token.url;
    const status = error.statusCode ?? 500;
    if (error.validation || status < 500) {
      const detail = error.validation
        ? error.validation.map((v) => `${v.instancePath || error.validationContext || ''} ${v.message ?? ''}`.trim()).join('; ')
        : error.message;
      if (isToken) return reply.status(400).send({ error: 'invalid_request', error_description: detail } satisfies OAuthError);
      return reply
        .status(status === 413 || status === 415 ? status : 400)
        .send(pactBody(request, 'BadRequest', 'pactBadRequest', { detail }));
    }
    request.log.error({ err: error }, 'PACT API request failed');
    return reply.status(500).send(pactBody(request, 'InternalError', 'pactInternalError'));
  });

  /** With PACT_HTTPS_ONLY, plain HTTP gets no token and no data. */
  const httpsOnly = async (request: FastifyRequest) => {
    if (!config.pactHttpsOnly || request.protocol === 'https') return;
    if (request.routeOptions.url === pactApiEndpoints.token.url) throw new OAuthRefusal(400, 'invalid_request', 'pactHttpsRequired');
    throw new PactRefusal(403, 'AccessDenied', 'pactHttpsRequired');
  };
  const bearer = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header && /^bearer\s+/i.test(header.trim()) ? tokenFromAuthorization(header) : null;
    if (!token) throw new PactRefusal(401, 'BadRequest', 'pactTokenInvalid');
    const caller = await tokenCaller(db, token, clock.now());
    if (caller === 'invalid') throw new PactRefusal(401, 'BadRequest', 'pactTokenInvalid');
    if (caller === 'expired') throw new PactRefusal(401, 'TokenExpired', 'pactTokenExpired');
    callers.set(request, caller);
  };
  const callerOf = (request: FastifyRequest): PactCaller => {
    const caller = callers.get(request);
    if (!caller) throw new PactRefusal(401, 'BadRequest', 'pactTokenInvalid');
    return caller;
  };
  const guarded = { onRequest: [httpsOnly, bearer] };

  route(
    app,
    pactApiEndpoints.token,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new OAuthRefusal(401, 'invalid_client', 'pactClientAuthFailed');
      if ((request.body?.grant_type ?? '') !== 'client_credentials')
        throw new OAuthRefusal(400, 'unsupported_grant_type', 'pactGrantTypeUnsupported');
      const issued = await issueToken(db, credentials, clock.now(), config.pactTokenMinutes);
      if (!issued) throw new OAuthRefusal(401, 'invalid_client', 'pactClientAuthFailed');
      return { access_token: issued.token, token_type: 'Bearer' as const, expires_in: issued.expiresIn };
    },
    { onRequest: httpsOnly },
  );

  const companyDocuments = async (companyId: number): Promise<PactProductFootprint[]> => {
    const rows = await db
      .select({
        document: pactFootprints.document,
        status: pactFootprints.status,
        createdAt: pactFootprints.createdAt,
        id: pactFootprints.id,
      })
      .from(pactFootprints)
      .where(eq(pactFootprints.companyId, companyId));
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
    return rows.map(servedDocument);
  };

  route(
    app,
    pactApiEndpoints.listFootprints,
    async (request, reply) => {
      const caller = callerOf(request);
      const filter = filterOf(request.query);
      if ('invalidDate' in filter)
        throw new PactRefusal(400, 'BadRequest', 'pactBadRequest', { detail: `${filter.invalidDate} is not a date-time` });
      const matching = (await companyDocuments(caller.companyId)).filter((document) => matchesFilter(document, filter));
      const limit = request.query.limit ?? PACT_DEFAULT_LIMIT;
      const offset = request.query.offset ?? 0;
      const page = matching.slice(offset, offset + limit);
      const links = paginationLinks(request, matching.length, offset, limit);
      if (links) reply.header('link', links);
      return { data: page };
    },
    guarded,
  );

  route(
    app,
    pactApiEndpoints.getFootprint,
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      if (!UUID.test(id)) throw new PactRefusal(400, 'BadRequest', 'pactBadRequest', { detail: 'the id is not a UUID' });
      const [row] = await db.select().from(pactFootprints).where(eq(pactFootprints.id, id.toLowerCase()));
      if (!row) throw new PactRefusal(404, 'NotFound', 'pactFootprintNotFound', { id });
      // the spec's answer to a footprint the recipient may not read: another company's
      if (row.companyId !== caller.companyId) throw new PactRefusal(403, 'AccessDenied', 'forbidden');
      return { data: servedDocument(row) };
    },
    guarded,
  );

  route(
    app,
    pactApiEndpoints.events,
    async (request, reply) => {
      const caller = callerOf(request);
      const checked = validatedEvents.get(request);
      if (!checked || !('event' in checked)) throw new PactRefusal(400, 'BadRequest', 'pactBadRequest', { detail: 'no event' });
      const event = checked.event;
      await db.transaction((tx) => dispatchEvent(handlers, event, { tx, caller, now: clock.now() }));
      handlers.committed();
      return reply.status(200).send();
    },
    {
      ...guarded,
      // the spec's schema of the event's type, on the body as sent (before the route's loose schema coerces anything)
      preValidation: async (request) => {
        const checked = checkEvent(request.body);
        if ('unknownType' in checked) throw new PactRefusal(400, 'BadRequest', 'pactEventTypeUnknown', { type: checked.unknownType });
        if ('problems' in checked)
          throw new PactRefusal(400, 'BadRequest', 'pactEventInvalid', { problems: problemsText(checked.problems, request.language) });
        validatedEvents.set(request, checked);
      },
    },
  );
};

/**
 * RFC 8288 links to the first, previous, next and last pages, absolute, on the host the client
 * called (the spec's rule), keeping its filters; none when everything fits in one page.
 */
function paginationLinks(request: FastifyRequest, total: number, offset: number, limit: number): string | null {
  if (offset === 0 && total <= limit) return null;
  const base = new URL(request.url, `${request.protocol}://${request.host}`);
  const at = (start: number) => {
    const url = new URL(base);
    url.searchParams.set('offset', String(start));
    url.searchParams.set('limit', String(limit));
    return url.toString();
  };
  const last = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  const links: [string, number][] = [['first', 0]];
  if (offset > 0) links.push(['prev', Math.max(0, offset - limit)]);
  if (offset + limit < total) links.push(['next', offset + limit]);
  links.push(['last', last]);
  return links.map(([rel, start]) => `<${at(start)}>; rel="${rel}"`).join(', ');
}
