import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PACT_EVENT_TYPES } from '@pcf/shared/contracts';
import type {
  CreatedPactClient,
  FootprintApplication,
  FootprintRequest,
  PactFootprintDetail,
  PactProductFootprint,
  RequestPage,
  SaveInventoryDraftReply,
  SaveProjectReply,
  SupplyChainVisualization,
  SupplyPartner,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json } from '../../../testing/testApp';
import { emissionFactors, footprintRequests } from '../../../schema';
import { translate } from '../../../http/messages';
import {
  computedThroughRoutes,
  FOOTPRINT_WORK,
  footprintPeople,
  studySettings,
  type FootprintPeople,
} from '../../footprint/footprint.fixture';
import { electricityLine, projectRequest } from '../../projects/projects.fixture';
import { footprintFigure, isFigure } from '../applications/figure';
import { HOST_CLIENT, startPactHost, type PactHost } from '../pactHost.fixture';
import { publishedReport, SUPPLY_CHAIN_WORKER } from '../publishedReport.fixture';

const KEY = randomBytes(32).toString('hex');
const WAFER = 'urn:pact:wafer.example:product-id:n-type-wafer';

describeEachDatabase(
  'a request a host fulfils with several footprints',
  (ctx) => {
    const db = () => ctx().database.db;
    let people: FootprintPeople;
    let host: PactHost;
    /** The buyer's (company A's) PACT client the host calls back with, as a Bearer token. */
    let bearer = '';
    let request: FootprintRequest;
    /** The host's answer: another product's footprint first, then the one for the requested product. */
    let other: PactProductFootprint;
    let main: PactProductFootprint;

    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, language = 'zh-CN') =>
      ctx().app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': language } });
    async function ok<T>(method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<T> {
      const answer = json<T>(await call(method, url, token, payload));
      if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
      return answer.data;
    }
    const postEvent = (type: string, data: object, language = 'en-US') =>
      ctx().app.inject({
        method: 'POST',
        url: '/3/events',
        headers: { authorization: bearer, 'content-type': 'application/cloudevents+json; charset=UTF-8', 'accept-language': language },
        payload: JSON.stringify({
          specversion: '1.0',
          id: randomUUID(),
          source: '//wafer.example/3/events',
          time: ctx().clock.now().toISOString(),
          type,
          data,
        }),
      });
    const sent = async () => (await ok<RequestPage>('GET', `/rest/supplychain/request/sent?id=${request.id}`, people.tokens.accA)).rows[0];
    const idsOf = (documents: readonly unknown[]) => documents.map((d) => (d as { id: string }).id);

    beforeAll(async () => {
      host = await startPactHost();
      // FOOTPRINT_WORK comes with the people already
      const work = SUPPLY_CHAIN_WORKER.filter((p) => !(FOOTPRINT_WORK as readonly string[]).includes(p));
      people = await footprintPeople(db(), ctx().app, 'pfs', work);
      const { tokens, users } = people;
      // conforming PACT documents: company B shares one here, the host sends two made from it
      const report = await publishedReport(
        ctx().app,
        db(),
        {
          companyId: people.companyB,
          accountantId: users.accB,
          reviewerId: users.rev1,
          admin: tokens.admin,
          accountant: tokens.accB,
          reviewer: tokens.rev1,
        },
        { code: 'PFS-WAFER', productModel: 'WAFER-1', declaredUnit: 'piece' },
      );
      const shared = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', tokens.accB, { reportId: report.reportId });
      const base = shared.document;
      // written in upper case, as a host may
      other = {
        ...base,
        id: randomUUID().toUpperCase(),
        productIds: ['urn:pact:wafer.example:product-id:p-type-wafer'],
        pcf: { ...base.pcf, pcfExcludingBiogenicUptake: '12.5', pcfIncludingBiogenicUptake: '12.5' },
      };
      main = { ...base, id: randomUUID(), productIds: ['urn:pact:wafer.example:product-id:ingot', WAFER] };

      const client = await ok<CreatedPactClient>('POST', '/rest/pact/client/create', tokens.accA, { label: 'Wafer Co. calls back' });
      const basic = Buffer.from(`${client.client.clientId}:${client.clientSecret}`).toString('base64');
      const issued = await ctx().app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
      bearer = `Bearer ${issued.json<{ access_token: string }>().access_token}`;
      const partner = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', tokens.accA, {
        name: 'Wafer Co. PACT',
        baseUrl: host.url,
        ...HOST_CLIENT,
        inboundClientId: client.client.id,
      });
      request = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', tokens.accA, {
        partnerId: partner.id,
        productIds: [WAFER],
      });
      await ctx().app.pactDeliveries.idle();
    }, 240_000);
    afterAll(async () => {
      await host?.close();
    });

    it('keeps every footprint of the RequestFulfilledEvent.3, the first for a requested product as the main one', async () => {
      const fulfilled = { requestEventId: request.pactRequestId, pfs: [other, main] };
      expect((await postEvent(PACT_EVENT_TYPES.requestFulfilled, fulfilled)).statusCode).toBe(200);
      const answered = await sent();
      expect(answered).toMatchObject({ status: 'fulfilled', footprintId: main.id, refreshNeeded: false });
      expect((answered.footprint as PactProductFootprint).id).toBe(main.id);
      expect(idsOf(answered.otherFootprints)).toEqual([other.id]);
      const [row] = await db().select().from(footprintRequests).where(eq(footprintRequests.id, request.id));
      expect(idsOf(row.receivedDocuments ?? [])).toEqual([other.id, main.id]);

      // the host repeating its answer, whatever the order, changes nothing; another answer is refused
      expect((await postEvent(PACT_EVENT_TYPES.requestFulfilled, { ...fulfilled, pfs: [main, other] })).statusCode).toBe(200);
      expect(await sent()).toEqual(answered);
      for (const language of ['zh', 'en'] as const) {
        const refused = await postEvent(
          PACT_EVENT_TYPES.requestFulfilled,
          { ...fulfilled, pfs: [main] },
          language === 'zh' ? 'zh-CN' : 'en-US',
        );
        expect([refused.statusCode, refused.json()]).toEqual([
          400,
          { code: 'BadRequest', message: translate('requestAlreadyAnswered', language) },
        ]);
      }
      expect(await sent()).toEqual(answered);
    });

    let projectId = 0;
    let lineIds: number[] = [];

    it('applies the footprint the buyer picks among those received (the main one by default), and no other', async () => {
      const { tokens, users, units } = people;
      const project = await ok<SaveProjectReply>(
        'POST',
        '/rest/project/create',
        tokens.admin,
        projectRequest({
          companyId: people.companyA,
          code: 'PFS-MOD',
          name: '组件 PFS',
          declaredUnitId: units.piece,
          accountantId: users.accA,
          reviewerId: users.rev1,
        }),
      );
      projectId = project.id;
      const wafers = { stage: 'raw_material', quantity: 60, unitId: units.piece, dataType: 'secondary' };
      const [grid] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
      lineIds = (
        await ok<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', tokens.accA, {
          projectId,
          lines: [
            { ...wafers, description: 'P-type wafers' },
            { ...wafers, description: 'N-type wafers' },
            electricityLine({ kWh: units.kWh, grid: grid.id, gridVersion: grid.currentVersionId as number }),
          ],
        })
      ).ids;
      const body = { requestId: request.id, projectId };
      const figureOf = (document: PactProductFootprint) => {
        const figure = footprintFigure(document);
        if (!isFigure(figure)) throw new Error('no figure');
        return Number(figure.value);
      };

      const picked = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', tokens.accA, {
        ...body,
        lineId: lineIds[0],
        footprintId: other.id,
      });
      expect(picked).toMatchObject({ status: 'pending', footprintId: other.id.toLowerCase(), unitCode: 'piece' });
      expect(picked.value).toBeCloseTo(figureOf(other), 9);
      expect(figureOf(other)).not.toBeCloseTo(figureOf(main), 6);
      const byDefault = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', tokens.accA, {
        ...body,
        lineId: lineIds[1],
      });
      expect(byDefault.footprintId).toBe(main.id);
      expect(byDefault.value).toBeCloseTo(figureOf(main), 9);
      for (const [language, short] of [
        ['zh-CN', 'zh'],
        ['en-US', 'en'],
      ] as const) {
        const refused = await call(
          'POST',
          '/rest/supplychain/application/create',
          tokens.accA,
          { ...body, lineId: lineIds[2], footprintId: randomUUID() },
          language,
        );
        expect(refused.statusCode).toBe(400);
        expect(json(refused).msg).toBe(translate('applicationFootprintNotReceived', short));
      }

      for (const application of [picked, byDefault]) {
        const approved = await ok<FootprintApplication>('POST', '/rest/supplychain/application/decide', tokens.rev1, {
          id: application.id,
          decision: 'approve',
        });
        expect(approved.status).toBe('approved');
      }
    });

    it('finds the request in the visualization by either footprint applied, the main one or not', async () => {
      const { tokens, units } = people;
      await computedThroughRoutes(
        ctx().app,
        { accountant: tokens.accA, reviewer: tokens.rev1 },
        projectId,
        null,
        studySettings(units.piece),
      );
      const chain = await ok<SupplyChainVisualization>('GET', `/rest/supplychain/visualization?projectId=${projectId}`, tokens.accA);
      const supplied = { tier: 1, supplierName: 'Wafer Co. PACT', requestId: request.id };
      expect(chain.nodes).toEqual([
        expect.objectContaining({ ...supplied, footprintId: other.id.toLowerCase() }),
        expect.objectContaining({ ...supplied, footprintId: main.id }),
      ]);
    });

    it('marks the request for refresh when a PublishedEvent.3 names its second footprint', async () => {
      expect((await postEvent(PACT_EVENT_TYPES.published, { pfIds: [randomUUID()] })).statusCode).toBe(200);
      expect((await sent()).refreshNeeded).toBe(false);
      expect((await postEvent(PACT_EVENT_TYPES.published, { pfIds: [other.id.toLowerCase()] })).statusCode).toBe(200);
      expect((await sent()).refreshNeeded).toBe(true);
    });
  },
  // the test's PACT host listens on 127.0.0.1
  { PACT_SECRET_KEY: KEY, PUBLIC_URL: 'https://buyer.example', PACT_PRIVATE_HOSTS: 'on' },
);
