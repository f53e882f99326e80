import { eq } from 'drizzle-orm';
import { PACT_PERMISSIONS, REPORT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import type {
  FootprintApplication,
  FootprintRequest,
  PactFootprintDetail,
  SupplyChainVisualization,
  SupplyPartner,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createCompany, createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { footprintSnapshots } from '../../../schema';
import type { StoredLine, StoredOutputs } from '../../footprint/snapshot';
import { FOOTPRINT_WORK } from '../../footprint/footprint.fixture';
import { publishedReport, type PublishedReport, type SuppliedLine } from '../publishedReport.fixture';

const PASSWORD = 'Chain@123456';

/**
 * Module maker A buys cells from B, B buys glass from C, all on the platform: A's latest result has a
 * line from B's shared footprint, and the result B shared has a line from C's.
 */
describeEachDatabase('the supply chain visualization', (ctx) => {
  const db = () => ctx().database.db;
  const tokens = { admin: '', a: '', b: '', c: '', rev: '' };
  type Who = keyof typeof tokens;
  const ids = { a: 0, b: 0, c: 0 };
  let reportA: PublishedReport;
  let reportB: PublishedReport;
  let footprintB: PactFootprintDetail;
  let footprintC: PactFootprintDetail;
  let requestAB: FootprintRequest;
  let requestBC: FootprintRequest;

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who] } });
  const ok = async <T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> => {
    const answer = json<T>(await call(method, url, who, payload));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };

  /** `buyer` asks `supplier` (under its own name for it) for a footprint; the supplier answers with `footprintId`. */
  const fulfilled = async (buyer: Who, supplier: Who, supplierCompanyId: number, name: string, footprintId: string) => {
    const linked = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/link', buyer, { partnerCompanyId: supplierCompanyId });
    await ok('POST', '/rest/supplychain/partner/update', buyer, { id: linked.id, name });
    const sent = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', buyer, {
      partnerId: linked.id,
      productIds: ['urn:gtin:06912345678901'],
    });
    return ok<FootprintRequest>('POST', '/rest/supplychain/request/fulfil', supplier, { id: sent.id, footprintId });
  };

  /** The line of `buyer`'s project takes the footprint its fulfilled request brought; the supplier approves. */
  const applied =
    (buyer: Who, supplier: Who, request: () => FootprintRequest): SuppliedLine['apply'] =>
    async (projectId, lineId) => {
      const application = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', buyer, {
        requestId: request().id,
        projectId,
        lineId,
      });
      await ok('POST', '/rest/supplychain/application/decide', supplier, { id: application.id, decision: 'approve' });
    };

  const snapshot = async (id: number) => {
    const [row] = await db().select().from(footprintSnapshots).where(eq(footprintSnapshots.id, id));
    return { lines: row.lines as StoredLine[], basis: (row.outputs as StoredOutputs).totalBeforeCutOff ?? Number(row.total) };
  };

  beforeAll(async () => {
    ids.a = (await createCompany(db(), 'Viz Module Maker A')).companyId;
    ids.b = (await createCompany(db(), 'Viz Cell Maker B')).companyId;
    ids.c = (await createCompany(db(), 'Viz Glass Maker C')).companyId;
    const role = await roleHolding(db(), 'viz_worker', null, [
      ...FOOTPRINT_WORK,
      ...Object.values(SUPPLY_CHAIN_PERMISSIONS),
      REPORT_PERMISSIONS.list,
      REPORT_PERMISSIONS.edit,
      REPORT_PERMISSIONS.publish,
      PACT_PERMISSIONS.list,
      PACT_PERMISSIONS.edit,
    ]);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review') =>
      createUser(db(), { account, password: PASSWORD, companyId, userType, roleIds: [role.roleId] });
    const accountants = {
      a: await user('viz_a', ids.a, 'enterprise'),
      b: await user('viz_b', ids.b, 'enterprise'),
      c: await user('viz_c', ids.c, 'enterprise'),
    };
    const reviewerId = await user('viz_rev', null, 'review');
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    for (const who of ['a', 'b', 'c', 'rev'] as const) tokens[who] = await login(ctx().app, `viz_${who}`, PASSWORD);
    const people = (who: 'a' | 'b' | 'c') => ({
      companyId: ids[who],
      accountantId: accountants[who],
      reviewerId,
      admin: tokens.admin,
      accountant: tokens[who],
      reviewer: tokens.rev,
    });

    const reportC = await publishedReport(ctx().app, db(), people('c'), { code: 'VZ-C', productModel: 'G-32', declaredUnit: 'piece' });
    footprintC = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'c', { reportId: reportC.reportId });
    // B's own name for C and its request to C are B's business, not A's
    requestBC = await fulfilled('b', 'c', ids.c, 'B’s secret glass source', footprintC.id);
    reportB = await publishedReport(ctx().app, db(), people('b'), {
      code: 'VZ-B',
      productModel: 'C-182',
      declaredUnit: 'piece',
      supplied: { description: 'B’s secret tempered glass', quantity: 2, apply: applied('b', 'c', () => requestBC) },
    });
    footprintB = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'b', { reportId: reportB.reportId });
    requestAB = await fulfilled('a', 'b', ids.b, 'Our cell supplier', footprintB.id);
    reportA = await publishedReport(ctx().app, db(), people('a'), {
      code: 'VZ-A',
      productModel: 'M-610',
      declaredUnit: 'piece',
      publish: false,
      supplied: { description: 'Cells for M-610', quantity: 3, apply: applied('a', 'b', () => requestAB) },
    });
  }, 300_000);

  it('shows the project’s own supplier lines in full, and of deeper tiers only the owner’s name and what it brings', async () => {
    const ofA = await snapshot(reportA.snapshotId);
    const ofB = await snapshot(reportB.snapshotId);
    const lineA = ofA.lines.find((l) => l.sourceKind === 'supplier') as StoredLine;
    const lineB = ofB.lines.find((l) => l.sourceKind === 'supplier') as StoredLine;

    const chain = await ok<SupplyChainVisualization>('GET', `/rest/supplychain/visualization?projectId=${reportA.projectId}`, 'a');
    expect(chain.nodes).toEqual([
      {
        key: String(lineA.lineId),
        parentKey: null,
        tier: 1,
        supplierName: 'Our cell supplier',
        footprintId: footprintB.id,
        lineDescription: 'Cells for M-610',
        stage: 'raw_material',
        perUnit: lineA.perUnit,
        unitCode: 'piece',
        emission: lineA.emission,
        share: expect.any(Number),
        requestId: requestAB.id,
        // B's footprint: A reads it through its request, never on B's footprint page
        footprintLink: false,
      },
      {
        key: `${lineA.lineId}/${lineB.lineId}`,
        parentKey: String(lineA.lineId),
        tier: 2,
        supplierName: 'Viz Glass Maker C',
        footprintId: footprintC.id,
        lineDescription: null,
        stage: null,
        perUnit: null,
        unitCode: null,
        emission: expect.any(Number),
        share: expect.any(Number),
        requestId: null,
        footprintLink: false,
      },
    ]);
    const [tier1, tier2] = chain.nodes;
    expect(tier1.share).toBeCloseTo(lineA.emission / ofA.basis, 9);
    expect(tier2.emission).toBeCloseTo((lineA.emission * lineB.emission) / ofB.basis, 9);
    expect(tier2.share).toBeCloseTo(tier2.emission / ofA.basis, 9);
    expect(JSON.stringify(chain)).not.toContain('B’s secret');
  });

  it('gives the buyer no link on a tier-2 node: C’s footprint went to B, and A may open neither it nor B’s request', async () => {
    const chain = await ok<SupplyChainVisualization>('GET', `/rest/supplychain/visualization?projectId=${reportA.projectId}`, 'a');
    const tier2 = chain.nodes.find((n) => n.tier === 2);
    expect(tier2).toMatchObject({ footprintId: footprintC.id, requestId: null, footprintLink: false });
    expect(JSON.stringify(chain)).not.toContain(`"requestId":${requestBC.id},`);
    // what the links would have led to: not A's to read
    expect(json(await call('GET', `/rest/pact/footprint/detail?id=${footprintC.id}`, 'a')).code).toBe(404);
    expect(json(await call('GET', `/rest/pact/footprint/detail?id=${footprintB.id}`, 'a')).code).toBe(404);
  });

  it('offers each viewer only links that open for them', async () => {
    const linksOf = async (who: Who) =>
      (await ok<SupplyChainVisualization>('GET', `/rest/supplychain/visualization?projectId=${reportA.projectId}`, who)).nodes.map((n) => [
        n.tier,
        n.requestId,
        n.footprintLink,
      ]);
    // the project's reviewer is of no company: it received nothing and owns nothing
    expect(await linksOf('rev')).toEqual([
      [1, null, false],
      [2, null, false],
    ]);
    // an administrator reads any request and footprint: the project company's request, both footprints
    expect(await linksOf('admin')).toEqual([
      [1, requestAB.id, true],
      [2, null, true],
    ]);
    const sent = await ok<{ rows: FootprintRequest[] }>('GET', `/rest/supplychain/request/sent?id=${requestAB.id}`, 'a');
    expect(sent.rows.map((r) => r.footprintId)).toEqual([footprintB.id]);
    for (const id of [footprintB.id, footprintC.id])
      expect(json(await call('GET', `/rest/pact/footprint/detail?id=${id}`, 'admin')).code).toBe(200);
  });

  // last: it adds a request of A's
  it('links a deeper tier’s footprint once the viewer’s company has received it too: through that request', async () => {
    const requestAC = await fulfilled('a', 'c', ids.c, 'Our glass source', footprintC.id);
    const chain = await ok<SupplyChainVisualization>('GET', `/rest/supplychain/visualization?projectId=${reportA.projectId}`, 'a');
    expect(chain.nodes.map((n) => [n.tier, n.supplierName, n.requestId, n.footprintLink])).toEqual([
      [1, 'Our cell supplier', requestAB.id, false],
      // a deeper tier keeps the name its owner published here
      [2, 'Viz Glass Maker C', requestAC.id, false],
    ]);
    const sent = await ok<{ rows: FootprintRequest[] }>('GET', `/rest/supplychain/request/sent?id=${requestAC.id}`, 'a');
    expect(sent.rows.map((r) => r.footprintId)).toEqual([footprintC.id]);
  });
});
