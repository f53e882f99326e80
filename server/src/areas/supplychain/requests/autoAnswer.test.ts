import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { CreatedPactClient, FootprintRequest, PactClient, PactFootprintDetail, RequestPage } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createCompany, createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { publishedReport, SUPPLY_CHAIN_WORKER } from '../publishedReport.fixture';
import { PactRefusal } from '../pact/events';
import { callbackOf, NO_MATCHING_FOOTPRINT } from './pactEvents';

const PASSWORD = 'Auto@123456';
const CELL = 'urn:pact:cells.example:product-id:auto-182';

/** A data recipient's events endpoint: records what the platform posts to `<base>/3/events`. */
async function requester() {
  const events: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/3/events') events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      response.writeHead(request.url === '/3/events' ? 200 : 404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, events, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeEachDatabase(
  'a PACT client whose requests are answered automatically',
  (ctx) => {
    const db = () => ctx().database.db;
    const tokens = { admin: '', supplier: '', other: '' };
    type Who = keyof typeof tokens;
    let footprint: PactFootprintDetail;
    let recipient: Awaited<ReturnType<typeof requester>>;
    let supplier = 0;

    const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who] } });
    async function ok<T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> {
      const answer = json<T>(await call(method, url, who, payload));
      if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
      return answer.data;
    }

    beforeAll(async () => {
      recipient = await requester();
      supplier = (await createCompany(db(), 'Auto Cells')).companyId;
      const other = (await createCompany(db(), 'Auto Other')).companyId;
      const role = await roleHolding(db(), 'auto_worker', null, SUPPLY_CHAIN_WORKER);
      const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review' = 'enterprise') =>
        createUser(db(), { account, password: PASSWORD, companyId, userType, roleIds: [role.roleId] });
      const accountant = await user('auto_supplier', supplier);
      await user('auto_other', other);
      const reviewer = await user('auto_reviewer', null, 'review');
      tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
      tokens.supplier = await login(ctx().app, 'auto_supplier', PASSWORD);
      tokens.other = await login(ctx().app, 'auto_other', PASSWORD);
      const report = await publishedReport(
        ctx().app,
        db(),
        {
          companyId: supplier,
          accountantId: accountant,
          reviewerId: reviewer,
          admin: tokens.admin,
          accountant: tokens.supplier,
          reviewer: await login(ctx().app, 'auto_reviewer', PASSWORD),
        },
        { code: 'AUTO-CELL', productModel: 'CELL-182', declaredUnit: 'piece' },
      );
      footprint = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'supplier', {
        reportId: report.reportId,
        productIds: [CELL],
      });
    }, 240_000);
    afterAll(async () => {
      await recipient?.close();
    });

    /** A client of the supplier and its Bearer token at the PACT API. */
    async function client(autoAnswer: boolean): Promise<{ client: PactClient; bearer: string }> {
      const created = await ok<CreatedPactClient>('POST', '/rest/pact/client/create', 'supplier', { label: 'Buyer system', autoAnswer });
      const basic = Buffer.from(`${created.client.clientId}:${created.clientSecret}`).toString('base64');
      const token = await ctx().app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
      return { client: created.client, bearer: `Bearer ${token.json<{ access_token: string }>().access_token}` };
    }
    async function requestFor(bearer: string, productIds: string[], criteria: object = {}): Promise<string> {
      const id = randomUUID();
      const answer = await ctx().app.inject({
        method: 'POST',
        url: '/3/events',
        headers: { authorization: bearer, 'content-type': 'application/cloudevents+json; charset=UTF-8' },
        // the source as the conformance suite sends it: the recipient's base URL
        payload: JSON.stringify({
          specversion: '1.0',
          id,
          source: recipient.url,
          time: ctx().clock.now().toISOString(),
          type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
          data: { productId: productIds, comment: 'Please send PCF data for this year.', ...criteria },
        }),
      });
      expect(answer.statusCode).toBe(200);
      await ctx().app.pactDeliveries.idle();
      return id;
    }
    const received = async (pactRequestId: string) =>
      (await ok<RequestPage>('GET', '/rest/supplychain/request/received?pageSize=100', 'supplier')).rows.find(
        (r) => r.pactRequestId === pactRequestId,
      );

    it('fulfils a request for the product of exactly one Active footprint and posts the footprint to the requester', async () => {
      const { bearer } = await client(true);
      const id = await requestFor(bearer, ['urn:other:thing', CELL]);
      expect(await received(id)).toMatchObject({
        status: 'fulfilled',
        footprintId: footprint.id,
        delivery: { status: 'sent', attempts: 1 },
      });
      const answer = recipient.events.find((e) => (e.data as { requestEventId?: string }).requestEventId === id);
      expect(answer).toMatchObject({ type: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3', specversion: '1.0' });
      expect((answer?.data as { pfs: { id: string; productIds: string[] }[] }).pfs).toEqual([
        expect.objectContaining({ id: footprint.id, productIds: expect.arrayContaining([CELL]) as string[] }),
      ]);
    });

    it('rejects a request for products no shared footprint carries, with the NotFound error', async () => {
      const { bearer } = await client(true);
      const id = await requestFor(bearer, ['urn:pact:null']);
      expect(await received(id)).toMatchObject({ status: 'rejected', rejectReason: NO_MATCHING_FOOTPRINT, delivery: { status: 'sent' } });
      const answer = recipient.events.find((e) => (e.data as { requestEventId?: string }).requestEventId === id);
      expect(answer).toMatchObject({
        type: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
        data: { requestEventId: id, error: { code: 'NotFound', message: NO_MATCHING_FOOTPRINT } },
      });
    });

    it('keeps the other criteria of a request, rejects when no footprint meets them, and leaves a request without products to a person', async () => {
      const { bearer } = await client(true);
      const elsewhere = await requestFor(bearer, [CELL], { geography: ['IS'], validOn: '2027-06-01T00:00:00.000Z' });
      expect(await received(elsewhere)).toMatchObject({
        status: 'rejected',
        criteria: { geography: ['IS'], validOn: '2027-06-01T00:00:00.000Z' },
        periodStart: null,
      });
      const byClass = await requestFor(bearer, [], { classification: ['urn:pact:productclassification:hs:854143'] });
      expect(await received(byClass)).toMatchObject({
        status: 'created',
        productIds: [],
        criteria: { classification: ['urn:pact:productclassification:hs:854143'] },
      });
    });

    it('leaves the request of a client not set to answer automatically to a person, until the company switches it on', async () => {
      const { client: manual, bearer } = await client(false);
      const before = recipient.events.length;
      const id = await requestFor(bearer, [CELL]);
      expect(await received(id)).toMatchObject({ status: 'created', delivery: null });
      expect(recipient.events).toHaveLength(before);
      // another company cannot switch it; its own company can, for the requests that follow
      expect((await call('POST', '/rest/pact/client/autoAnswer', 'other', { id: manual.id, autoAnswer: true })).statusCode).toBe(404);
      const switched = await ok<PactClient>('POST', '/rest/pact/client/autoAnswer', 'supplier', { id: manual.id, autoAnswer: true });
      expect(switched.autoAnswer).toBe(true);
      const next = await requestFor(bearer, [CELL]);
      expect(await received(next)).toMatchObject({ status: 'fulfilled', footprintId: footprint.id });
      expect(await received(id)).toMatchObject({ status: 'created' });
    });

    it('tells those who received a footprint that it was deprecated: a PublishedEvent to external requesters, a mark on platform requests', async () => {
      // a platform buyer receives it too
      const partner = await ok<{ id: number }>('POST', '/rest/supplychain/partner/link', 'other', { partnerCompanyId: supplier });
      const sent = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', 'other', {
        partnerId: partner.id,
        productIds: [CELL],
      });
      await ok('POST', '/rest/supplychain/request/fulfil', 'supplier', { id: sent.id, footprintId: footprint.id });
      const before = recipient.events.length;
      await ok('POST', '/rest/pact/footprint/deprecate', 'supplier', { id: footprint.id });
      await ctx().app.pactDeliveries.idle();
      // the external requester that received it hears once, however often it asked
      const announced = recipient.events.slice(before);
      expect(announced).toEqual([
        expect.objectContaining({ type: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3', data: { pfIds: [footprint.id] } }),
      ]);
      const [mine] = (await ok<RequestPage>('GET', '/rest/supplychain/request/sent', 'other')).rows;
      expect(mine).toMatchObject({ id: sent.id, refreshNeeded: true });
    });
  },
  { PACT_PRIVATE_HOSTS: 'on' },
);

describe('the callback of a PACT request', () => {
  it('must be HTTPS outside a test bed; a scheme-relative source is taken as HTTPS', () => {
    expect(callbackOf('//buyer.example/3/events', false)).toBe('https://buyer.example/3/events');
    expect(() => callbackOf('http://buyer.example/3/events', false)).toThrow(PactRefusal);
    expect(callbackOf('http://127.0.0.1:9000', true)).toBe('http://127.0.0.1:9000/');
    expect(() => callbackOf('https://user:pw@buyer.example', true)).toThrow(PactRefusal);
  });
});
