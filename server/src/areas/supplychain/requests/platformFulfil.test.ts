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
    const document = mine.footprint as { id: string; pcf: { declaredUnitOfMeasurement: string; pcfExcludingBiogenicUptake: string } };
    expect(document.id).toBe(footprint.id);
    expect(document.pcf.declaredUnitOfMeasurement).toBe('piece');
    // the supplier's shared footprints name who received each
    const [shared] = (await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'supplier')).rows;
    expect(shared).toMatchObject({ id: footprint.id, receivers: ['PF Buyer Modules'] });

    const unitIds = new Map((await db().select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
    const project = await ok<SaveProjectReply>(
      'POST',
      '/rest/project/create',
      'admin',
      projectRequest({
        companyId: ids.buyer,
        code: 'PF-MOD',
        name: '组件',
        declaredUnitId: unitIds.get('piece') as number,
        accountantId: ids.buyerUser,
        reviewerId: ids.reviewer,
      }),
    );
    const lines = await ok<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', 'buyer', {
      projectId: project.id,
      lines: [{ stage: 'raw_material', description: 'Cells', quantity: 66, unitId: unitIds.get('piece'), dataType: 'secondary' }],
    });
    const applied = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', 'buyer', {
      requestId: sent.id,
      projectId: project.id,
      lineId: lines.ids[0],
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
    const [line] = await db().select().from(inventoryLines).where(eq(inventoryLines.id, lines.ids[0]));
    expect(line).toMatchObject({ sourceKind: 'supplier', supplierFootprintId: footprint.id, dataType: 'primary' });
    // decided once
    const again = await call('POST', '/rest/supplychain/application/decide', 'supplier', { id: applied.id, decision: 'approve' }, 'en-US');
    expect(json(again).msg).toBe(translate('applicationNotPending', 'en', { status: 'approved' }));
  });
});
