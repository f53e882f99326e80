/**
 * Issue 17: no supply-chain or PACT route answers 5xx to bad input. The walk (testing/routeWalk.ts)
 * sends every declared operation under these paths its hostile variants, signed in with the
 * area's permissions, as the platform administrator and anonymously; the PACT API's as a PACT
 * client, with malformed credentials and with broken events of each type.
 */
import type { FastifyInstance } from 'fastify';
import { PACT_EVENT_CONTENT_TYPE, PACT_PERMISSIONS, PACT_EVENT_TYPES, ROLE_ADMIN, SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import {
  PublishedEventSchema,
  RequestCreatedEventSchema,
  RequestFulfilledEventSchema,
  RequestRejectedEventSchema,
} from '@pcf/shared/contracts';
import type { CreatedPactClient, FootprintRequest, SupplyPartner } from '@pcf/shared/contracts';
import { describeEachDatabase, json } from '../../testing/testApp';
import { createCompany, roleId } from '../../testing/accounts';
import { roleHolding } from '../../testing/deptsRoles';
import { routeEntries } from '../../testing/routes';
import {
  describeServerErrors,
  schemaVariants,
  walkRoutes,
  WalkSessions,
  type OpenApiSchema,
  type WalkIdentity,
  type WalkOperation,
  type WalkReport,
  type WalkVariant,
} from '../../testing/routeWalk';

const WALKED = /^\/(rest\/supplychain\/|rest\/pact\/|auth\/token$|3\/)/;
const isPactApi = (path: string) => path === '/auth/token' || path.startsWith('/3/');
/** Fewer would mean the walk derived next to nothing from the route's schemas. */
const MIN_REQUESTS_PER_ROUTE = 30;

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const MALFORMED_AUTHORIZATION = [
  'Basic',
  'Basic ',
  'Basic !!!not-base64!!!',
  `Basic ${base64('no-colon')}`,
  `Basic ${base64(':')}`,
  `Basic ${base64('\u0000:\u0000')}`,
  `Basic ${base64(`${'x'.repeat(100_000)}:secret`)}`,
  `Basic ${base64('pact_walk:secret:with:colons')}`,
  'Bearer',
  'Bearer ',
  'Bearer \u0000',
  `Bearer ${'x'.repeat(100_000)}`,
  'Bearer two words',
  'Bearer%20encoded',
  'Negotiate walk',
  'walk',
];

const EVENT_SCHEMAS: [string, OpenApiSchema][] = [
  ['RequestCreatedEvent', RequestCreatedEventSchema],
  ['RequestFulfilledEvent', RequestFulfilledEventSchema],
  ['RequestRejectedEvent', RequestRejectedEventSchema],
  ['PublishedEvent', PublishedEventSchema],
];

const garbageEvents = (contentType: string): WalkVariant[] => [
  {
    name: 'event without a type',
    payload: JSON.stringify({ specversion: '1.0', id: 'e', source: 's', time: '2030-01-01T00:00:00Z', data: {} }),
    contentType,
  },
  {
    name: 'event of an unknown type',
    payload: JSON.stringify({ type: 'walk', specversion: '1.0', id: 'e', source: 's', time: 'x', data: {} }),
    contentType,
  },
  { name: 'event with a NUL type', payload: JSON.stringify({ type: `${PACT_EVENT_TYPES.published}\u0000` }), contentType },
  { name: 'event with a type object', payload: JSON.stringify({ type: { walk: 1 } }), contentType },
  { name: 'cloudevents with a charset', payload: '{"walk"', contentType: `${contentType}; charset=utf-8` },
  { name: 'cloudevents with a foreign charset', payload: '{}', contentType: `${contentType}; charset=latin1` },
  { name: 'cloudevents batch', payload: '[]', contentType: 'application/cloudevents-batch+json' },
];

/** Malformed credentials, broken token forms and events of every type, beyond what the route's schema gives. */
function pactApiVariants(operation: WalkOperation, valid: WalkVariant): WalkVariant[] {
  const variants: WalkVariant[] = MALFORMED_AUTHORIZATION.map((authorization) => ({
    ...valid,
    name: `authorization ${JSON.stringify(authorization.slice(0, 40))}`,
    headers: { authorization },
  }));
  if (operation.path === '/auth/token') {
    const form = 'application/x-www-form-urlencoded';
    for (const payload of [
      'grant_type=client_credentials&grant_type=password',
      'grant_type=%00',
      `grant_type=${'x'.repeat(100_000)}`,
      'grant_type[a]=1',
      '%%%',
    ])
      variants.push({ ...valid, name: `form ${payload.slice(0, 40)}`, payload, contentType: form });
  }
  if (operation.path === '/3/events') {
    for (const [name, schema] of EVENT_SCHEMAS) variants.push(...schemaVariants(name, schema, PACT_EVENT_CONTENT_TYPE));
    variants.push(...garbageEvents(PACT_EVENT_CONTENT_TYPE));
  }
  return variants;
}

/** Ids of rows the test made, so the valid request of a route reaches its rules. */
interface KnownRows {
  supplierCompanyId: number;
  partnerId: number;
  removableId: number;
  receivedRequestId: number;
}

function knownValues(operation: WalkOperation, walkers: KnownRows): Record<string, unknown> {
  switch (operation.path) {
    case '/rest/supplychain/partner/link':
      return { partnerCompanyId: walkers.supplierCompanyId };
    case '/rest/supplychain/partner/invite':
      return { email: 'walk@example.com' };
    case '/rest/supplychain/partner/update':
      return { id: walkers.partnerId, host: undefined };
    // another partner: the routes walked after this one use the first
    case '/rest/supplychain/partner/remove':
      return { id: walkers.removableId };
    case '/rest/supplychain/partner/products':
    case '/rest/supplychain/partner/products/save':
      return { partnerId: walkers.partnerId };
    case '/rest/supplychain/request/create':
      return { partnerId: walkers.partnerId, periodStart: '2029-01-01T00:00:00.000Z', periodEnd: '2029-12-31T00:00:00.000Z' };
    case '/rest/supplychain/request/choices':
    case '/rest/supplychain/request/fulfil':
    case '/rest/supplychain/request/reject':
      return { id: walkers.receivedRequestId };
    case '/rest/supplychain/application/create':
      return { requestId: walkers.receivedRequestId };
    default:
      return {};
  }
}

describeEachDatabase(
  'no supply-chain or PACT route answers 5xx',
  (ctx) => {
    let report: WalkReport;

    interface Walkers extends KnownRows {
      sessions: WalkSessions;
      client: CreatedPactClient;
    }

    /**
     * A company user of the area's permissions with its PACT client and two suppliers; a customer
     * (the first supplier, signed in the same way) has sent it a footprint request; an administrator
     * of the walk's own.
     */
    const signIn = async (app: FastifyInstance): Promise<Walkers> => {
      const db = ctx().database.db;
      const sessions = new WalkSessions(app, db);
      const { companyId } = await createCompany(db, 'Walk Co');
      const supplierCompanyId = (await createCompany(db, 'Walk Supplier Co')).companyId;
      const role = await roleHolding(db, 'walk_worker', null, [
        ...Object.values(SUPPLY_CHAIN_PERMISSIONS),
        ...Object.values(PACT_PERMISSIONS),
      ]);
      await sessions.create({ account: 'walk_user', companyId, roleIds: [role.roleId] });
      await sessions.create({ account: 'walk_customer', companyId: supplierCompanyId, roleIds: [role.roleId] });
      await sessions.create({ account: 'walk_admin', userType: 'admin', roleIds: [await roleId(db, ROLE_ADMIN)] });
      const user = await sessions.token('walk_user');
      const customer = await sessions.token('walk_customer');
      const post = async <T>(url: string, payload: object, token = user): Promise<T> => {
        const answer = json<T>(await app.inject({ method: 'POST', url, payload, headers: { authorization: token } }));
        if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
        return answer.data;
      };
      const client = await post<CreatedPactClient>('/rest/pact/client/create', { label: 'walk' });
      const partner = await post<SupplyPartner>('/rest/supplychain/partner/link', { partnerCompanyId: supplierCompanyId });
      const removable = await post<SupplyPartner>('/rest/supplychain/partner/link', {
        partnerCompanyId: (await createCompany(db, 'Walk Removable Co')).companyId,
      });
      const asSupplier = await post<SupplyPartner>('/rest/supplychain/partner/link', { partnerCompanyId: companyId }, customer);
      const received = await post<FootprintRequest>(
        '/rest/supplychain/request/create',
        { partnerId: asSupplier.id, productIds: ['walk'] },
        customer,
      );
      return {
        sessions,
        client,
        supplierCompanyId,
        partnerId: partner.id,
        removableId: removable.id,
        receivedRequestId: received.id,
      };
    };

    beforeAll(async () => {
      const app = ctx().app;
      const walkers = await signIn(app);
      const basic = `Basic ${base64(`${walkers.client.client.clientId}:${walkers.client.clientSecret}`)}`;
      const tokenAnswer = await app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: 'grant_type=client_credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      });
      const bearer = `Bearer ${tokenAnswer.json<{ access_token: string }>().access_token}`;
      const anonymous: WalkIdentity = { name: 'anonymous', headers: {} };
      // the PACT API first: the screens' walk revokes PACT clients (whichever id its requests name)
      const pactApi = await walkRoutes(app, {
        include: isPactApi,
        identities: (operation: WalkOperation) => [
          anonymous,
          operation.path === '/auth/token'
            ? { name: 'PACT client (Basic)', headers: { authorization: basic } }
            : { name: 'PACT client (Bearer)', headers: { authorization: bearer } },
        ],
        extraVariants: pactApiVariants,
      });
      const screens = await walkRoutes(app, {
        include: (path) => WALKED.test(path) && !isPactApi(path),
        identities: async () => [
          anonymous,
          await walkers.sessions.identity('company user', 'walk_user'),
          await walkers.sessions.identity('administrator', 'walk_admin'),
        ],
        known: (operation) => knownValues(operation, walkers),
      });
      report = {
        sent: { ...pactApi.sent, ...screens.sent },
        statuses: { ...pactApi.statuses, ...screens.statuses },
        serverErrors: [...pactApi.serverErrors, ...screens.serverErrors],
      };
    }, 300_000);

    it('walks every route under the paths, each with many requests', () => {
      const registered = routeEntries(ctx().app)
        .filter((entry) => entry.method !== 'HEAD' && WALKED.test(entry.url))
        .map((entry) => `${entry.method} ${entry.url.replace(/:(\w+)/g, '{$1}')}`);
      expect(Object.keys(report.sent).sort()).toEqual([...new Set(registered)].sort());
      const thin = Object.entries(report.sent).filter(([, count]) => count < MIN_REQUESTS_PER_ROUTE);
      expect(thin).toEqual([]);
    });

    it('answers no 5xx to any of them', () => {
      if (report.serverErrors.length > 0) console.log(describeServerErrors(report.serverErrors));
      expect(report.serverErrors).toEqual([]);
    });
  },
  { PACT_SECRET_KEY: 'b2'.repeat(32), PUBLIC_URL: 'https://walk.example' },
);
