/**
 * Two installations of the platform, each a server on its own port with its own database, exchange
 * a footprint over PACT as two companies would: the buyer's platform registers the supplier's host
 * and sends it a request (RequestCreatedEvent.3 to its /3/events); the supplier fulfils it on its
 * own installation, which answers at the buyer's callback (RequestFulfilledEvent.3); the buyer
 * applies the footprint to an inventory line, its reviewer approves, and the computed result counts
 * it as primary data by the footprint's own primary data share. Every call between the installations goes over HTTP; each side's users act
 * through their own installation's routes, as their screens do.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { PACT_PERMISSIONS, REPORT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import type {
  CreatedPactClient,
  FootprintApplication,
  FootprintChoice,
  FootprintRequest,
  FootprintSnapshot,
  PactFootprintDetail,
  RequestPage,
  SaveInventoryDraftReply,
  SaveProjectReply,
  SupplyPartner,
} from '@pcf/shared/contracts';
import { createTestApp, databaseKinds, json, type DatabaseKind, type TestContext } from '../../testing/testApp';
import { computedThroughRoutes, footprintPeople, studySettings, type FootprintPeople } from '../footprint/footprint.fixture';
import { projectRequest } from '../projects/projects.fixture';
import { publishedReport } from './publishedReport.fixture';

const KEY = randomBytes(32).toString('hex');
const CELL = 'urn:pact:cells.example:product-id:cell-182';
const CELLS_PER_MODULE = 66;
const WORK = [...Object.values(SUPPLY_CHAIN_PERMISSIONS), ...Object.values(PACT_PERMISSIONS), ...Object.values(REPORT_PERMISSIONS)];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Installation {
  ctx: TestContext;
  url: string;
  people: FootprintPeople;
  ok<T>(method: 'GET' | 'POST', path: string, token: string, payload?: object): Promise<T>;
}

/** A server listening on 127.0.0.1 with a database of its own; PACT_PRIVATE_HOSTS lets the two call each other there. */
async function installation(kind: DatabaseKind, prefix: string): Promise<Installation> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp(kind, { PUBLIC_URL: url, PACT_PRIVATE_HOSTS: 'on', PACT_SECRET_KEY: KEY });
  await ctx.app.listen({ host: '127.0.0.1', port });
  const people = await footprintPeople(ctx.database.db, ctx.app, prefix, WORK);
  return {
    ctx,
    url,
    people,
    async ok<T>(method: 'GET' | 'POST', path: string, token: string, payload?: object): Promise<T> {
      const answer = json<T>(await ctx.app.inject({ method, url: path, payload, headers: { authorization: token } }));
      if (answer.code !== 200) throw new Error(`${prefix} ${path}: ${answer.code} ${answer.msg}`);
      return answer.data;
    },
  };
}

for (const kind of databaseKinds()) {
  describe(`two installations exchanging a footprint [${kind}]`, () => {
    let buyer: Installation;
    let supplier: Installation;
    let footprint: PactFootprintDetail;

    beforeAll(async () => {
      [buyer, supplier] = await Promise.all([installation(kind, 'ti_buyer'), installation(kind, 'ti_supplier')]);
      const s = supplier.people;
      const report = await publishedReport(
        supplier.ctx.app,
        supplier.ctx.database.db,
        {
          companyId: s.companyA,
          accountantId: s.users.accA,
          reviewerId: s.users.rev1,
          admin: s.tokens.admin,
          accountant: s.tokens.accA,
          reviewer: s.tokens.rev1,
        },
        { code: 'TI-CELL', productModel: 'CELL-182', declaredUnit: 'piece' },
      );
      footprint = await supplier.ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', s.tokens.accA, {
        reportId: report.reportId,
        productIds: [CELL],
      });
    }, 300_000);
    afterAll(async () => {
      await Promise.all([buyer?.ctx.close(), supplier?.ctx.close()]);
    });

    it('sends the request to the supplier’s host, receives its fulfilment by event and computes with it', async () => {
      const b = buyer.people;
      const s = supplier.people;
      // each company gives the other's platform a PACT client of its own installation
      const forBuyer = await supplier.ok<CreatedPactClient>('POST', '/rest/pact/client/create', s.tokens.accA, { label: 'Module maker' });
      const forSupplier = await buyer.ok<CreatedPactClient>('POST', '/rest/pact/client/create', b.tokens.accA, { label: 'Cell maker' });
      const supplierHost = await buyer.ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', b.tokens.accA, {
        name: 'Cell maker (PACT)',
        baseUrl: supplier.url,
        clientId: forBuyer.client.clientId,
        clientSecret: forBuyer.clientSecret,
        // the supplier's installation answers with the client the buyer gave it
        inboundClientId: forSupplier.client.id,
      });
      await supplier.ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', s.tokens.accA, {
        name: 'Module maker (PACT)',
        baseUrl: buyer.url,
        clientId: forSupplier.client.clientId,
        clientSecret: forSupplier.clientSecret,
      });

      // the request travels to the supplier's installation
      const sent = await buyer.ok<FootprintRequest>('POST', '/rest/supplychain/request/create', b.tokens.accA, {
        partnerId: supplierHost.id,
        productIds: [CELL],
        message: 'Your cells for our 2025 module study',
      });
      expect(sent.status).toBe('created');
      await buyer.ctx.app.pactDeliveries.idle();
      const [received] = (await supplier.ok<RequestPage>('GET', '/rest/supplychain/request/received', s.tokens.accA)).rows;
      expect(received).toMatchObject({ status: 'created', productIds: [CELL], message: 'Your cells for our 2025 module study' });

      // the supplier answers on its own installation; the answer arrives at the buyer's by event
      const choices = await supplier.ok<FootprintChoice[]>('GET', `/rest/supplychain/request/choices?id=${received.id}`, s.tokens.accA);
      expect(choices.map((choice) => choice.id)).toEqual([footprint.id]);
      await supplier.ok('POST', '/rest/supplychain/request/fulfil', s.tokens.accA, { id: received.id, footprintId: footprint.id });
      await supplier.ctx.app.pactDeliveries.idle();
      const [delivered] = (await supplier.ok<RequestPage>('GET', '/rest/supplychain/request/received', s.tokens.accA)).rows;
      expect(delivered.delivery).toMatchObject({ eventType: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3', status: 'sent' });
      const [answered] = (await buyer.ok<RequestPage>('GET', '/rest/supplychain/request/sent', b.tokens.accA)).rows;
      expect(answered).toMatchObject({ id: sent.id, status: 'fulfilled' });
      const document = answered.footprint as {
        id: string;
        pcf: { pcfExcludingBiogenicUptake: string; declaredUnitOfMeasurement: string; primaryDataShare: string };
      };
      expect(document.id).toBe(footprint.id);
      expect(document.pcf.declaredUnitOfMeasurement).toBe('piece');
      const perCell = Number(document.pcf.pcfExcludingBiogenicUptake);
      expect(perCell).toBeGreaterThan(0);

      // the buyer uses it for its module's cells; its reviewer approves (the supplier is on another platform)
      const piece = b.units.piece;
      const project = await buyer.ok<SaveProjectReply>(
        'POST',
        '/rest/project/create',
        b.tokens.admin,
        projectRequest({
          companyId: b.companyA,
          code: 'TI-MOD',
          name: 'Module with supplier cells',
          declaredUnitId: piece,
          accountantId: b.users.accA,
          reviewerId: b.users.rev1,
        }),
      );
      const lines = await buyer.ok<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', b.tokens.accA, {
        projectId: project.id,
        lines: [{ stage: 'raw_material', description: 'Cells', quantity: CELLS_PER_MODULE, unitId: piece, dataType: 'secondary' }],
      });
      const applied = await buyer.ok<FootprintApplication>('POST', '/rest/supplychain/application/create', b.tokens.accA, {
        requestId: sent.id,
        projectId: project.id,
        lineId: lines.ids[0],
      });
      await buyer.ok('POST', '/rest/supplychain/application/decide', b.tokens.rev1, { id: applied.id, decision: 'approve' });

      const snapshotId = await computedThroughRoutes(
        buyer.ctx.app,
        { accountant: b.tokens.accA, reviewer: b.tokens.rev1 },
        project.id,
        null,
        studySettings(piece),
      );
      const result = await buyer.ok<FootprintSnapshot>('GET', `/rest/footprint/snapshot?id=${snapshotId}`, b.tokens.accA);
      expect(result.total).toBeCloseTo(CELLS_PER_MODULE * perCell, 9);
      // the supplier's cells rest on a grid average (secondary data): its primary data share, 0 %, passes on
      expect(Number(document.pcf.primaryDataShare)).toBe(0);
      expect(result.primaryDataShare).toBe(0);
      expect(result.lines[0]).toMatchObject({ sourceKind: 'supplier', supplierFootprintId: footprint.id, primaryShare: 0 });
    }, 120_000);
  });
}
