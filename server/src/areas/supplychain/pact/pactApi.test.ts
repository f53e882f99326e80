import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import formbody from '@fastify/formbody';
import { generate } from 'selfsigned';
import { eq } from 'drizzle-orm';
import { PACT_EVENT_TYPES, PACT_PERMISSIONS, REPORT_PERMISSIONS } from '@pcf/shared/contracts';
import type { CreatedPactClient, PactEvent, PactFootprintDetail, PactProductFootprint } from '@pcf/shared/contracts';
import { createTestApp, databaseKinds, describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../../testing/testApp';
import { createCompany, createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { companies, pactTokens } from '../../../schema';
import { DEMO_COMPANY } from '../../../seed';
import { installRequestLanguage } from '../../../http/requestLanguage';
import { tokenDigest } from '../../auth/tokens';
import { FOOTPRINT_WORK } from '../../footprint/footprint.fixture';
import { publishedReport } from '../publishedReport.fixture';
import { PactRefusal, type PactEventContext, type PactEventHandlers } from './events';
import { pactApiRoutes } from './routes';

const PASSWORD = 'PactApi@123456';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const cloudEvents = { 'content-type': 'application/cloudevents+json; charset=UTF-8' };

/** Handlers that record what they were given (B's requests implement the real ones). */
class RecordingHandlers implements PactEventHandlers {
  readonly seen: { event: PactEvent; companyId: number }[] = [];
  refuseNext: PactRefusal | null = null;
  private async record(event: PactEvent, context: PactEventContext) {
    if (this.refuseNext) {
      const refusal = this.refuseNext;
      this.refuseNext = null;
      throw refusal;
    }
    this.seen.push({ event, companyId: context.caller.companyId });
  }
  requestCreated = (event: PactEvent, context: PactEventContext) => this.record(event, context);
  requestFulfilled = (event: PactEvent, context: PactEventContext) => this.record(event, context);
  requestRejected = (event: PactEvent, context: PactEventContext) => this.record(event, context);
  published = (event: PactEvent, context: PactEventContext) => this.record(event, context);
  committed = () => undefined;
}

interface Fixture {
  clientA: CreatedPactClient;
  clientB: CreatedPactClient;
  footprintsA: PactFootprintDetail[];
  footprintB: PactFootprintDetail;
}

/** Company A shares two footprints (one then versioned) and B one; each has a PACT client. */
async function shareSome(ctx: TestContext): Promise<Fixture> {
  const db = ctx.database.db;
  const companyA = (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name)))[0].id;
  const companyB = (await createCompany(db, 'Pact API B Co')).companyId;
  const R = REPORT_PERMISSIONS;
  const P = PACT_PERMISSIONS;
  const role = await roleHolding(db, 'pa_worker', null, [...FOOTPRINT_WORK, R.list, R.edit, R.publish, P.list, P.edit, P.clients]);
  const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review') =>
    createUser(db, { account, password: PASSWORD, companyId, userType, roleIds: [role.roleId] });
  const accA = await user('pa_acc_a', companyA, 'enterprise');
  const accB = await user('pa_acc_b', companyB, 'enterprise');
  const rev = await user('pa_rev', null, 'review');
  const admin = await login(ctx.app, 'admin', PASSWORDS.admin);
  const [tokenA, tokenB, tokenRev] = [
    await login(ctx.app, 'pa_acc_a', PASSWORD),
    await login(ctx.app, 'pa_acc_b', PASSWORD),
    await login(ctx.app, 'pa_rev', PASSWORD),
  ];
  const people = { companyId: companyA, accountantId: accA, reviewerId: rev, admin, accountant: tokenA, reviewer: tokenRev };
  const ok = async <T>(url: string, token: string, payload: object): Promise<T> => {
    const answer = json<T>(await ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: token } }));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
    return answer.data;
  };
  const r1 = await publishedReport(ctx.app, db, people, { code: 'PA-1', productModel: 'PV-610', declaredUnit: 'piece' });
  const r2 = await publishedReport(ctx.app, db, people, { code: 'PA-2', productModel: 'PV-700', declaredUnit: 'kWp' });
  const rB = await publishedReport(
    ctx.app,
    db,
    { ...people, companyId: companyB, accountantId: accB, accountant: tokenB },
    { code: 'PA-B', productModel: 'B-1', declaredUnit: 'piece' },
  );
  const first = await ok<PactFootprintDetail>('/rest/pact/footprint/create', tokenA, {
    reportId: r1.reportId,
    productIds: ['urn:gtin:4712345060507'],
  });
  const second = await ok<PactFootprintDetail>('/rest/pact/footprint/version', tokenA, { id: first.id, reportId: r1.reportId });
  const other = await ok<PactFootprintDetail>('/rest/pact/footprint/create', tokenA, { reportId: r2.reportId });
  const footprintB = await ok<PactFootprintDetail>('/rest/pact/footprint/create', tokenB, { reportId: rB.reportId });
  const clientA = await ok<CreatedPactClient>('/rest/pact/client/create', tokenA, { label: 'buyer of A' });
  const clientB = await ok<CreatedPactClient>('/rest/pact/client/create', tokenB, { label: 'buyer of B' });
  return { clientA, clientB, footprintsA: [first, second, other], footprintB };
}

async function accessToken(app: FastifyInstance, client: CreatedPactClient): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: 'grant_type=client_credentials',
    headers: { ...form, authorization: basic(client.client.clientId, client.clientSecret) },
  });
  return answer.json<{ access_token: string }>().access_token;
}

const event = (type: string, data: object, over: object = {}) => ({
  specversion: '1.0',
  id: 'evt-1',
  source: 'https://buyer.example.com/3/events',
  time: '2030-01-01T08:00:00Z',
  type,
  data,
  ...over,
});

describeEachDatabase('the PACT API', (ctx) => {
  let fixture: Fixture;
  let tokenA = '';
  beforeAll(async () => {
    fixture = await shareSome(ctx());
    tokenA = await accessToken(ctx().app, fixture.clientA);
  }, 240_000);

  const get = (url: string, token: string | null) =>
    ctx().app.inject({ method: 'GET', url, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const ids = (response: LightMyRequestResponse) => response.json<{ data: PactProductFootprint[] }>().data.map((d) => d.id);

  it('gives a token for the client credentials, stored as a digest only', async () => {
    const answer = await ctx().app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: 'grant_type=client_credentials',
      headers: { ...form, authorization: basic(fixture.clientA.client.clientId, fixture.clientA.clientSecret) },
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ access_token: string; token_type: string; expires_in: number }>();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    expect(answer.headers['cache-control']).toBe('no-store');
    const stored = await ctx()
      .database.db.select()
      .from(pactTokens)
      .where(eq(pactTokens.tokenDigest, tokenDigest(body.access_token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await ctx().database.db.select().from(pactTokens))).not.toContain(body.access_token);
  });

  it('refuses wrong credentials and other grants with the OAuth 2 errors', async () => {
    const token = (authorization: string | null, payload: string) =>
      ctx().app.inject({ method: 'POST', url: '/auth/token', payload, headers: { ...form, ...(authorization ? { authorization } : {}) } });
    const wrong = await token(basic(fixture.clientA.client.clientId, 'not-the-secret'), 'grant_type=client_credentials');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { error: 'invalid_client', error_description: expect.any(String) }]);
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    expect((await token(basic('nobody', 'x'), 'grant_type=client_credentials')).statusCode).toBe(401);
    expect((await token(null, 'grant_type=client_credentials')).json()).toMatchObject({ error: 'invalid_client' });
    const grant = await token(basic(fixture.clientA.client.clientId, fixture.clientA.clientSecret), 'grant_type=password');
    expect([grant.statusCode, grant.json<{ error: string }>().error]).toEqual([400, 'unsupported_grant_type']);
  });

  it('lists the client company’s footprints, Active and Deprecated, and never another company’s', async () => {
    const listA = await get('/3/footprints', tokenA);
    expect(listA.statusCode).toBe(200);
    expect(ids(listA).sort()).toEqual(fixture.footprintsA.map((f) => f.id).sort());
    expect(listA.json<{ data: PactProductFootprint[] }>().data.find((d) => d.id === fixture.footprintsA[0].id)?.status).toBe('Deprecated');
    expect(ids(await get('/3/footprints', await accessToken(ctx().app, fixture.clientB)))).toEqual([fixture.footprintB.id]);
    const own = await get(`/3/footprints/${fixture.footprintsA[1].id}`, tokenA);
    expect(own.json()).toEqual({ data: fixture.footprintsA[1].document });
    const others = await get(`/3/footprints/${fixture.footprintB.id}`, tokenA);
    expect([others.statusCode, others.json<{ code: string }>().code]).toEqual([403, 'AccessDenied']);
    const unknown = await get('/3/footprints/00000000-0000-0000-0000-000000000000', tokenA);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 'NotFound', message: expect.stringContaining('00000000') }]);
    const malformed = await get('/3/footprints/not-a-uuid', tokenA);
    expect([malformed.statusCode, malformed.json<{ code: string }>().code]).toEqual([400, 'BadRequest']);
  });

  it('filters with OR within a criterion and AND across them, ignoring case', async () => {
    const [deprecated, active, other] = fixture.footprintsA;
    const productId = active.document.productIds[0];
    expect(ids(await get(`/3/footprints?productId=${encodeURIComponent(productId.toUpperCase())}`, tokenA)).sort()).toEqual(
      [deprecated.id, active.id].sort(),
    );
    expect(ids(await get(`/3/footprints?status=Active&productId=${encodeURIComponent(productId)}`, tokenA))).toEqual([active.id]);
    expect(ids(await get(`/3/footprints?status=deprecated`, tokenA))).toEqual([deprecated.id]);
    const either = `/3/footprints?productId=${encodeURIComponent(productId)}&productId=${encodeURIComponent(other.document.productIds[0])}&status=Active`;
    expect(ids(await get(either, tokenA)).sort()).toEqual([active.id, other.id].sort());
    const company = encodeURIComponent(active.document.companyIds[0]);
    expect(ids(await get(`/3/footprints?companyId=${company}&companyId=urn:bogus:x&companyId=urn:bogus:y`, tokenA))).toHaveLength(3);
    expect(ids(await get(`/3/footprints?companyId=urn:bogus:x&productId=${encodeURIComponent(productId)}`, tokenA))).toEqual([]);
    expect(
      ids(await get(`/3/footprints?classification=${encodeURIComponent('urn:pact:productclassification:hs:854143')}`, tokenA)),
    ).toHaveLength(3);
    expect(ids(await get('/3/footprints?geography=XX', tokenA))).toEqual([]);
    // an empty value is no criterion
    expect(ids(await get('/3/footprints?geography=', tokenA))).toHaveLength(3);
    // validity: reference period 2025, valid from 2026-01-01 for three years
    expect(ids(await get('/3/footprints?validOn=2026-06-01T00:00:00Z', tokenA))).toHaveLength(3);
    expect(ids(await get('/3/footprints?validOn=1900-01-01T00:00:00Z', tokenA))).toEqual([]);
    expect(ids(await get('/3/footprints?validAfter=2025-12-31T00:00:00Z', tokenA))).toHaveLength(3);
    expect(ids(await get('/3/footprints?validAfter=2099-12-31T23:59:59Z', tokenA))).toEqual([]);
    expect(ids(await get('/3/footprints?validBefore=2029-01-02T00:00:00Z', tokenA))).toHaveLength(3);
    expect(ids(await get('/3/footprints?validBefore=1900-01-01T00:00:00Z', tokenA))).toEqual([]);
    expect(ids(await get('/3/footprints?status=BogusStatus', tokenA))).toEqual([]);
    const badDate = await get('/3/footprints?validOn=yesterday', tokenA);
    expect([badDate.statusCode, badDate.json<{ code: string }>().code]).toEqual([400, 'BadRequest']);
    expect((await get('/3/footprints?limit=zero', tokenA)).json<{ code: string }>().code).toBe('BadRequest');
  });

  it('pages with absolute first, prev, next and last links on the host called', async () => {
    const first = await ctx().app.inject({
      method: 'GET',
      url: '/3/footprints?limit=1&status=Active',
      headers: { authorization: `Bearer ${tokenA}`, host: 'pact.example.com' },
    });
    expect(first.json<{ data: unknown[] }>().data).toHaveLength(1);
    const links = Object.fromEntries(
      String(first.headers.link)
        .split(', ')
        .map((part) => {
          const [, url, rel] = /<(.*)>; rel="(.*)"/.exec(part) as RegExpExecArray;
          return [rel, url];
        }),
    );
    expect(Object.keys(links)).toEqual(['first', 'next', 'last']);
    expect(links.next).toBe('http://pact.example.com/3/footprints?limit=1&status=Active&offset=1');
    const next = new URL(links.next);
    const second = await get(`${next.pathname}${next.search}`, tokenA);
    expect(ids(second)).toHaveLength(1);
    expect(ids(second)).not.toEqual(ids(first));
    expect(String(second.headers.link)).toContain('rel="prev"');
    expect(String(second.headers.link)).not.toContain('rel="next"');
    expect((await get('/3/footprints', tokenA)).headers.link).toBeUndefined();
  });

  it('refuses a missing, unknown, expired or revoked token with 401', async () => {
    for (const response of [await get('/3/footprints', null), await get('/3/footprints', 'very-invalid-access-token')]) {
      expect([response.statusCode, response.json()]).toEqual([401, { code: 'BadRequest', message: expect.any(String) }]);
    }
    const invalidEvent = await ctx().app.inject({
      method: 'POST',
      url: '/3/events',
      payload: JSON.stringify(event(PACT_EVENT_TYPES.published, { pfIds: [] })),
      headers: { ...cloudEvents, authorization: 'Bearer nope' },
    });
    expect(invalidEvent.statusCode).toBe(401);
    const shortLived = await accessToken(ctx().app, fixture.clientB);
    ctx().clock.advance(61 * 60_000);
    const expired = await get('/3/footprints', shortLived);
    expect([expired.statusCode, expired.json<{ code: string }>().code]).toEqual([401, 'TokenExpired']);
    const fresh = await accessToken(ctx().app, fixture.clientB);
    expect((await get('/3/footprints', fresh)).statusCode).toBe(200);
    tokenA = await accessToken(ctx().app, fixture.clientA);
    // a revoked client's tokens and credentials stop working at once
    const admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    await ctx().app.inject({
      method: 'POST',
      url: '/rest/pact/client/revoke',
      payload: { id: fixture.clientB.client.id },
      headers: { authorization: admin },
    });
    expect((await get('/3/footprints', fresh)).statusCode).toBe(401);
    const again = await ctx().app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: 'grant_type=client_credentials',
      headers: { ...form, authorization: basic(fixture.clientB.client.clientId, fixture.clientB.clientSecret) },
    });
    expect(again.statusCode).toBe(401);
  });

  it('checks events against the spec and hands a valid one to the supply chain requests; never a 5xx for bad input', async () => {
    const post = (payload: string, headers: Record<string, string> = cloudEvents) =>
      ctx().app.inject({ method: 'POST', url: '/3/events', payload, headers: { ...headers, authorization: `Bearer ${tokenA}` } });
    const malformed = await post(JSON.stringify(event(PACT_EVENT_TYPES.published, { pfIds: ['urn:gtin:4712345060507'] })));
    expect([malformed.statusCode, malformed.json<{ code: string }>().code]).toEqual([400, 'BadRequest']);
    expect(malformed.json<{ message: string }>().message).toContain('/data/pfIds/0');
    const missing = await post(JSON.stringify({ type: PACT_EVENT_TYPES.requestCreated, data: {} }), {
      ...cloudEvents,
      'accept-language': 'en-US',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('/specversion: is required but missing');
    expect((await post(JSON.stringify(event('org.example.Other', {})))).json<{ code: string }>().code).toBe('BadRequest');
    expect((await post('{"type": ')).statusCode).toBe(400);
    const fulfilledWithoutPfs = await post(JSON.stringify(event(PACT_EVENT_TYPES.requestFulfilled, { requestEventId: 'x', pfs: [] })));
    expect(fulfilledWithoutPfs.statusCode).toBe(400);
    const valid = await post(JSON.stringify(event(PACT_EVENT_TYPES.published, { pfIds: [fixture.footprintB.id] })));
    // the requests' handlers (requests/pactEvents.ts) take it: no request of company A received footprint B, so nothing is marked
    expect(valid.statusCode).toBe(200);
  });
});

describeEachDatabase('the PACT API’s events with handlers', (ctx) => {
  let fixture: Fixture;
  let api: FastifyInstance;
  const handlers = new RecordingHandlers();
  let token = '';
  beforeAll(async () => {
    fixture = await shareSome(ctx());
    // the API plugin alone, given handlers in place of the requests' ones supplychain/routes.ts gives
    api = Fastify();
    installRequestLanguage(api);
    await api.register(formbody);
    await api.register(pactApiRoutes, { db: ctx().database.db, clock: ctx().clock, config: ctx().config, pactEventHandlers: handlers });
    await api.ready();
    token = await accessToken(api, fixture.clientA);
  }, 240_000);
  afterAll(() => api.close());

  const post = (payload: object) =>
    api.inject({
      method: 'POST',
      url: '/3/events',
      payload: JSON.stringify(payload),
      headers: { ...cloudEvents, authorization: `Bearer ${token}` },
    });

  it('hands each valid event to its handler with the client’s company, answering 200 with an empty body', async () => {
    const created = event(PACT_EVENT_TYPES.requestCreated, { productId: ['urn:gtin:4712345060507'], comment: 'Please' });
    const rejected = event(PACT_EVENT_TYPES.requestRejected, { requestEventId: 'evt-0', error: { code: 'NotFound', message: 'none' } });
    const fulfilled = event(PACT_EVENT_TYPES.requestFulfilled, { requestEventId: 'evt-0', pfs: [fixture.footprintB.document] });
    const published = event(PACT_EVENT_TYPES.published, { pfIds: [fixture.footprintB.id] });
    for (const sent of [created, rejected, fulfilled, published]) {
      const answer = await post(sent);
      expect([answer.statusCode, answer.body]).toEqual([200, '']);
    }
    expect(handlers.seen.map((s) => [s.event.type, s.companyId])).toEqual(
      [created, rejected, fulfilled, published].map((e) => [e.type, fixture.clientA.client.companyId]),
    );
    expect(handlers.seen[2].event).toEqual(fulfilled);
  });

  it('answers a handler’s refusal with its status and the spec’s error body', async () => {
    handlers.refuseNext = new PactRefusal(404, 'NotFound', 'pactFootprintNotFound', { id: 'evt-9' });
    const answer = await post(
      event(PACT_EVENT_TYPES.requestRejected, { requestEventId: 'evt-9', error: { code: 'BadRequest', message: 'no' } }),
    );
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([404, 'NotFound']);
    const invalidFootprint = await post(
      event(PACT_EVENT_TYPES.requestFulfilled, {
        requestEventId: 'evt-0',
        pfs: [{ ...fixture.footprintB.document, pcf: { declaredUnitAmount: 'x' } }],
      }),
    );
    expect(invalidFootprint.statusCode).toBe(400);
    expect(invalidFootprint.json<{ message: string }>().message).toContain('/data/pfs/0/pcf');
  });
});

// HTTPS: the server serves TLS itself; with it the PACT API refuses plain HTTP
for (const kind of databaseKinds().slice(0, 1)) {
  describe(`the PACT API over HTTPS [${kind}]`, () => {
    let context: TestContext;
    let certificate = '';
    let port = 0;
    let client: CreatedPactClient;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pact-tls-'));
    beforeAll(async () => {
      const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
        keySize: 2048,
        extensions: [
          {
            name: 'subjectAltName',
            altNames: [
              { type: 2, value: 'localhost' },
              { type: 7, ip: '127.0.0.1' },
            ],
          },
        ],
      });
      certificate = pems.cert;
      fs.writeFileSync(path.join(folder, 'cert.pem'), pems.cert);
      fs.writeFileSync(path.join(folder, 'key.pem'), pems.private);
      context = await createTestApp(kind, { TLS_CERT_FILE: path.join(folder, 'cert.pem'), TLS_KEY_FILE: path.join(folder, 'key.pem') });
      const admin = await login(context.app, 'admin', PASSWORDS.admin);
      const companyId = (
        await context.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name))
      )[0].id;
      const created = await context.app.inject({
        method: 'POST',
        url: '/rest/pact/client/create',
        payload: { label: 'tls', companyId },
        headers: { authorization: admin },
      });
      client = json<CreatedPactClient>(created).data;
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      port = (context.app.server.address() as AddressInfo).port;
    }, 120_000);
    afterAll(async () => {
      await context.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    const request = (transport: typeof https | typeof http, pathName: string, method: string, headers: Record<string, string>, body = '') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = transport.request(
          {
            host: '127.0.0.1',
            port,
            path: pathName,
            method,
            headers,
            ...(transport === https ? { ca: certificate, servername: 'localhost' } : {}),
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });

    it('serves tokens and footprints over HTTPS', async () => {
      const answer = await request(
        https,
        '/auth/token',
        'POST',
        { ...form, authorization: basic(client.client.clientId, client.clientSecret) },
        'grant_type=client_credentials',
      );
      expect(answer.status).toBe(200);
      const token = JSON.parse(answer.body).access_token as string;
      const list = await request(https, '/3/footprints', 'GET', { authorization: `Bearer ${token}` });
      expect([list.status, JSON.parse(list.body)]).toEqual([200, { data: [] }]);
    });

    it('gives no token and no data over plain HTTP', async () => {
      // a plain request to the TLS port gets no HTTP answer at all
      await expect(request(http, '/auth/token', 'POST', form, 'grant_type=client_credentials')).rejects.toThrow();
      // and a request that reached the server unencrypted (here injected) is refused by the PACT routes
      const token = await context.app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: 'grant_type=client_credentials',
        headers: { ...form, authorization: basic(client.client.clientId, client.clientSecret) },
      });
      expect([token.statusCode, token.json<{ error: string }>().error]).toEqual([400, 'invalid_request']);
      const list = await context.app.inject({ method: 'GET', url: '/3/footprints', headers: { authorization: 'Bearer whatever' } });
      expect([list.statusCode, list.json()]).toEqual([403, { code: 'AccessDenied', message: expect.any(String) }]);
      expect(Object.keys(list.json())).not.toContain('data');
    });
  });
}
