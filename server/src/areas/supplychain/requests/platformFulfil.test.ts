import { eq } from 'drizzle-orm';
import type {
  ApplicationPage,
  PactFootprintPage,
  FootprintApplication,
  FootprintChoice,
  FootprintRequest,
  PactFootprintDetail,
  RequestPage,
  SaveInventoryDraftReply,
  SaveProjectReply,
  SupplyPartner,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createCompany, createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { inventoryLines, units } from '../../../schema';
import { translate } from '../../../http/messages';
import { projectRequest } from '../../projects/projects.fixture';
import { publishedReport, SUPPLY_CHAIN_WORKER } from '../publishedReport.fixture';

const PASSWORD = 'Chain@123456';

describeEachDatabase('a request between two platform companies', (ctx) => {
  const db = () => ctx().database.db;
  const tokens = { admin: '', buyer: '', supplier: '', reviewer: '' };
  type Who = keyof typeof tokens;
  const ids = { buyer: 0, supplier: 0, buyerUser: 0, supplierUser: 0, reviewer: 0 };
  let footprint: PactFootprintDetail;
  let requestId = 0;
  const unitId = async (code: string) => (await db().select({ id: units.id }).from(units).where(eq(units.code, code)))[0].id;
  /** A project of the buyer with two lines of cells, to apply the footprint to. */
  async function cellLines(code: string): Promise<{ projectId: number; lineIds: number[] }> {
    const piece = await unitId('piece');
    const project = await ok<SaveProjectReply>(
      'POST',
      '/rest/project/create',
      'admin',
      projectRequest({
        companyId: ids.buyer,
        code,
        name: `组件 ${code}`,
        declaredUnitId: piece,
        accountantId: ids.buyerUser,
        reviewerId: ids.reviewer,
      }),
    );
    const cells = { stage: 'raw_material', quantity: 66, unitId: piece, dataType: 'secondary' };
    const lines = await ok<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', 'buyer', {
      projectId: project.id,
      lines: [
        { ...cells, description: 'Cells' },
        { ...cells, description: 'Spare cells' },
      ],
    });
    return { projectId: project.id, lineIds: lines.ids };
  }

  beforeAll(async () => {
    ids.buyer = (await createCompany(db(), 'PF Buyer Modules')).companyId;
    ids.supplier = (await createCompany(db(), 'PF Supplier Cells')).companyId;
    const role = await roleHolding(db(), 'pf_worker', null, SUPPLY_CHAIN_WORKER);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review' = 'enterprise') =>
      createUser(db(), { account, password: PASSWORD, companyId, userType, roleIds: [role.roleId] });
    ids.buyerUser = await user('pf_buyer', ids.buyer);
    ids.supplierUser = await user('pf_supplier', ids.supplier);
    ids.reviewer = await user('pf_reviewer', null, 'review');
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    tokens.buyer = await login(ctx().app, 'pf_buyer', PASSWORD);
    tokens.supplier = await login(ctx().app, 'pf_supplier', PASSWORD);
    tokens.reviewer = await login(ctx().app, 'pf_reviewer', PASSWORD);
    // the supplier publishes a result per piece (its cells) and shares it as a PACT footprint
    const report = await publishedReport(
      ctx().app,
      db(),
      {
        companyId: ids.supplier,
        accountantId: ids.supplierUser,
        reviewerId: ids.reviewer,
        admin: tokens.admin,
        accountant: tokens.supplier,
        reviewer: tokens.reviewer,
      },
      { code: 'PF-CELL', productModel: 'CELL-182', declaredUnit: 'piece' },
    );
    footprint = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'supplier', {
      reportId: report.reportId,
      productIds: ['urn:pact:cells.example:product-id:cell-182'],
    });
  }, 240_000);

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });
  async function ok<T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> {
    const answer = json<T>(await call(method, url, who, payload));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  it('is fulfilled with one of the supplier’s Active footprints, applied for by the buyer and approved by the supplier', async () => {
    const partner = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/link', 'buyer', { partnerCompanyId: ids.supplier });
    const sent = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', 'buyer', {
      partnerId: partner.id,
      productIds: ['urn:pact:cells.example:product-id:cell-182'],
    });
    requestId = sent.id;
    // only the supplier may see what it could answer with, and only its own Active footprints
    expect((await call('GET', `/rest/supplychain/request/choices?id=${sent.id}`, 'buyer')).statusCode).toBe(404);
    const choices = await ok<FootprintChoice[]>('GET', `/rest/supplychain/request/choices?id=${sent.id}`, 'supplier');
    expect(choices.map((c) => c.id)).toEqual([footprint.id]);
    const fulfilled = await ok<FootprintRequest>('POST', '/rest/supplychain/request/fulfil', 'supplier', {
      id: sent.id,
      footprintId: footprint.id,
    });
    expect(fulfilled).toMatchObject({ status: 'fulfilled', footprintId: footprint.id, direction: 'received' });
    const [mine] = (await ok<RequestPage>('GET', '/rest/supplychain/request/sent', 'buyer')).rows;
    expect(mine).toMatchObject({ status: 'fulfilled', footprintId: footprint.id });
    const document = mine.footprint as {
      id: string;
      pcf: { declaredUnitOfMeasurement: string; pcfExcludingBiogenicUptake: string; primaryDataShare: string };
    };
    expect(document.id).toBe(footprint.id);
    expect(document.pcf.declaredUnitOfMeasurement).toBe('piece');
    // the supplier's shared footprints name who received each
    const [shared] = (await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'supplier')).rows;
    expect(shared).toMatchObject({ id: footprint.id, receivers: ['PF Buyer Modules'] });

    const project = await cellLines('PF-MOD');
    const applied = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', 'buyer', {
      requestId: sent.id,
      projectId: project.projectId,
      lineId: project.lineIds[0],
    });
    expect(applied).toMatchObject({ status: 'pending', unitCode: 'piece', supplierName: 'PF Supplier Cells' });
    expect(applied.value).toBeCloseTo(Number(document.pcf.pcfExcludingBiogenicUptake), 9);
    const [toDecide] = (await ok<ApplicationPage>('GET', '/rest/supplychain/application/list', 'supplier')).rows;
    expect(toDecide).toMatchObject({ id: applied.id, direction: 'toDecide', actions: ['approve', 'reject'] });
    const rejectedEmpty = await call(
      'POST',
      '/rest/supplychain/application/decide',
      'supplier',
      { id: applied.id, decision: 'reject' },
      'en-US',
    );
    expect(json(rejectedEmpty).msg).toBe(translate('applicationReasonRequired', 'en', { max: 500 }));
    const approved = await ok<FootprintApplication>('POST', '/rest/supplychain/application/decide', 'supplier', {
      id: applied.id,
      decision: 'approve',
    });
    expect(approved.status).toBe('approved');
    const [line] = await db().select().from(inventoryLines).where(eq(inventoryLines.id, project.lineIds[0]));
    expect(line).toMatchObject({ sourceKind: 'supplier', supplierFootprintId: footprint.id, dataType: 'primary' });
    // the supplier's own primary data share goes with the figure (its study used a grid average: none)
    expect(Number(document.pcf.primaryDataShare)).toBe(0);
    expect(line.supplierPrimaryShare).not.toBeNull();
    expect(Number(line.supplierPrimaryShare)).toBe(Number(document.pcf.primaryDataShare) / 100);
    // decided once
    const again = await call('POST', '/rest/supplychain/application/decide', 'supplier', { id: applied.id, decision: 'approve' }, 'en-US');
    expect(json(again).msg).toBe(translate('applicationNotPending', 'en', { status: 'approved' }));
  });

  it('refuses to apply or approve the footprint once its supplier deprecates it, in both languages', async () => {
    const project = await cellLines('PF-DEP');
    const pending = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', 'buyer', {
      requestId,
      projectId: project.projectId,
      lineId: project.lineIds[0],
    });
    await ok('POST', '/rest/pact/footprint/deprecate', 'supplier', { id: footprint.id });
    const refusedBoth = async (who: Who, url: string, payload: object) => {
      for (const [language, short] of [
        ['zh-CN', 'zh'],
        ['en-US', 'en'],
      ] as const) {
        const answer = await call('POST', url, who, payload, language);
        expect(answer.statusCode).toBe(400);
        expect(json(answer).msg).toBe(translate('applicationFootprintDeprecated', short));
      }
    };
    await refusedBoth('supplier', '/rest/supplychain/application/decide', { id: pending.id, decision: 'approve' });
    await refusedBoth('buyer', '/rest/supplychain/application/create', {
      requestId,
      projectId: project.projectId,
      lineId: project.lineIds[1],
    });
    const lines = await db().select().from(inventoryLines).where(eq(inventoryLines.projectId, project.projectId));
    expect(lines.map((l) => l.sourceKind)).toEqual([null, null]);
  });
});
