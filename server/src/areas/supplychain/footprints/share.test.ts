import { eq } from 'drizzle-orm';
import { PACT_PERMISSIONS, REPORT_PERMISSIONS } from '@pcf/shared/contracts';
import type {
  ApiEnvelope,
  CreatedPactClient,
  PactClient,
  PactFootprintDetail,
  PactFootprintPage,
  PactImportReply,
  PactShareableReport,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { snapshot } from '../../../testing/databaseSnapshot';
import { createCompany, createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { companies, pactClients, sysOperLog } from '../../../schema';
import { DEMO_COMPANY } from '../../../seed';
import { translate, type MessageKey, type MessageParams } from '../../../http/messages';
import { tokenDigest } from '../../auth/tokens';
import { pactProblems } from '../pact/validation';
import { FOOTPRINT_WORK } from '../../footprint/footprint.fixture';
import { publishedReport, type PublishedReport } from '../publishedReport.fixture';

const PASSWORD = 'Share@123456';
const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);

describeEachDatabase('shared PACT footprints and PACT clients', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const tokens = { admin: '', accA: '', accB: '', rev: '', readerA: '' };
  type Who = keyof typeof tokens;
  const ids = { companyA: 0, companyB: 0, accA: 0, accB: 0, rev: 0 };
  let pieceReport: PublishedReport;
  let kwpReport: PublishedReport;
  let draftReport: PublishedReport;
  let reportB: PublishedReport;

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });
  const ok = async <T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> => {
    const answer = json<T>(await call(method, url, who, payload));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };

  beforeAll(async () => {
    ids.companyA = (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name)))[0].id;
    ids.companyB = (await createCompany(db(), 'Share B Co')).companyId;
    const R = REPORT_PERMISSIONS;
    const P = PACT_PERMISSIONS;
    const worker = await roleHolding(db(), 'sh_worker', null, [...FOOTPRINT_WORK, R.list, R.edit, R.publish, P.list, P.edit, P.clients]);
    const reader = await roleHolding(db(), 'sh_reader', null, [P.list]);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review', roleId = worker.roleId) =>
      createUser(db(), { account, password: PASSWORD, companyId, userType, roleIds: [roleId] });
    ids.accA = await user('sh_acc_a', ids.companyA, 'enterprise');
    ids.accB = await user('sh_acc_b', ids.companyB, 'enterprise');
    ids.rev = await user('sh_rev', null, 'review');
    await user('sh_reader_a', ids.companyA, 'enterprise', reader.roleId);
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    for (const [who, account] of [
      ['accA', 'sh_acc_a'],
      ['accB', 'sh_acc_b'],
      ['rev', 'sh_rev'],
      ['readerA', 'sh_reader_a'],
    ] as const)
      tokens[who] = await login(ctx().app, account, PASSWORD);
    const peopleA = {
      companyId: ids.companyA,
      accountantId: ids.accA,
      reviewerId: ids.rev,
      admin: tokens.admin,
      accountant: tokens.accA,
      reviewer: tokens.rev,
    };
    pieceReport = await publishedReport(ctx().app, db(), peopleA, { code: 'SH-1', productModel: 'PV-610', declaredUnit: 'piece' });
    kwpReport = await publishedReport(ctx().app, db(), peopleA, { code: 'SH-2', productModel: 'PV-610', declaredUnit: 'kWp' });
    draftReport = await publishedReport(ctx().app, db(), peopleA, {
      code: 'SH-3',
      productModel: 'PV-610',
      declaredUnit: 'piece',
      publish: false,
    });
    reportB = await publishedReport(
      ctx().app,
      db(),
      { ...peopleA, companyId: ids.companyB, accountantId: ids.accB, accountant: tokens.accB },
      { code: 'SH-B', productModel: 'B-400', declaredUnit: 'piece' },
    );
  }, 240_000);

  it('offers the company its published reports only, and shares one as a conforming PACT v3.0 document', async () => {
    const offered = await ok<PactShareableReport[]>('GET', '/rest/pact/footprint/reports', 'accA');
    expect(offered.map((r) => r.reportId).sort()).toEqual([pieceReport.reportId, kwpReport.reportId].sort());
    expect((await ok<PactShareableReport[]>('GET', '/rest/pact/footprint/reports', 'accB')).map((r) => r.reportId)).toEqual([
      reportB.reportId,
    ]);

    const shared = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'accA', {
      reportId: pieceReport.reportId,
      productIds: ['urn:gtin:06912345678901'],
    });
    expect(pactProblems('3.0', 'ProductFootprint', shared.document)).toEqual([]);
    expect(shared).toMatchObject({
      version: 1,
      status: 'Active',
      precedingPfIds: [],
      reportId: pieceReport.reportId,
      companyId: ids.companyA,
    });
    expect(shared.document.companyIds).toEqual([expect.stringMatching(/^urn:uuid:[0-9a-f-]{36}$/)]);
    expect(shared.document.productIds).toEqual([
      expect.stringMatching(/^urn:pact:localhost:\d+:product-id:[0-9a-f-]{36}:PV-610$/),
      'urn:gtin:06912345678901',
    ]);
    expect(shared.document.pcf).toMatchObject({
      declaredUnitOfMeasurement: 'piece',
      productMassPerDeclaredUnit: '30',
      referencePeriodStart: '2025-01-01T00:00:00Z',
      referencePeriodEnd: '2026-01-01T00:00:00Z',
      ipccCharacterizationFactors: ['AR6'],
      crossSectoralStandards: ['ISO14067'],
      exemptedEmissionsPercent: '0',
    });
    // 120.5 kWh × the grid factor, one module
    expect(Number(shared.document.pcf.pcfExcludingBiogenicUptake)).toBeGreaterThan(0);

    // the kWp study of the same product, its new version, is expressed per module: the same figure per piece
    const perModule = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/version', 'accA', {
      id: shared.id,
      reportId: kwpReport.reportId,
    });
    expect(perModule.document.pcf.declaredUnitOfMeasurement).toBe('piece');
    expect(Number(perModule.document.pcf.pcfExcludingBiogenicUptake)).toBeCloseTo(
      Number(shared.document.pcf.pcfExcludingBiogenicUptake),
      5,
    );
    // the company keeps one PACT identity
    expect(perModule.document.companyIds).toEqual(shared.document.companyIds);

    const logged = await db().select().from(sysOperLog).where(eq(sysOperLog.object, 'pact_footprint'));
    expect(logged.map((row) => row.targetIds)).toEqual(expect.arrayContaining([shared.id, `${perModule.id},${shared.id}`]));
  });

  it('refuses a second Active footprint of a product, pointing to a new version, in both languages', async () => {
    const before = await state();
    // the kWp result is of PV-610 too, whose v2 is Active
    for (const [language, translated] of [
      ['zh-CN', zh],
      ['en-US', en],
    ] as const) {
      const refused = await call('POST', '/rest/pact/footprint/create', 'accA', { reportId: kwpReport.reportId }, language);
      expect([refused.statusCode, json(refused).msg]).toEqual([
        400,
        translated('pactShareActiveExists', { productModel: 'PV-610', version: 2 }),
      ]);
    }
    expect(zh('pactShareActiveExists', { productModel: 'PV-610', version: 2 })).toContain('发布新版本');
    expect(en('pactShareActiveExists', { productModel: 'PV-610', version: 2 })).toContain('New version');
    expect(await state()).toEqual(before);
  });

  it('refuses a draft report, another company’s report and a bad product id, changing nothing', async () => {
    const before = await state();
    for (const reportId of [draftReport.reportId, reportB.reportId, 999999]) {
      const refused = json(await call('POST', '/rest/pact/footprint/create', 'accA', { reportId }));
      expect([refused.code, refused.msg]).toEqual([500, zh('pactReportNotShareable')]);
    }
    expect(
      (await call('POST', '/rest/pact/footprint/create', 'accA', { reportId: pieceReport.reportId, productIds: ['gtin:123'] })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/rest/pact/footprint/create', 'readerA', { reportId: pieceReport.reportId })).statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('keeps each company to its own footprints; administrators see every company’s', async () => {
    const ofA = (await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'accA')).rows;
    expect(ofA.length).toBeGreaterThanOrEqual(2);
    expect(ofA.every((f) => f.companyId === ids.companyA)).toBe(true);
    // a company user's companyId filter is ignored: the session decides
    expect((await ok<PactFootprintPage>('GET', `/rest/pact/footprint/list?companyId=${ids.companyA}`, 'accB')).rows).toEqual([]);
    expect((await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'readerA')).rows.length).toBe(ofA.length);
    const all = (await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'admin')).rows;
    expect(all.map((f) => f.id)).toEqual(expect.arrayContaining(ofA.map((f) => f.id)));
    const hidden = await call('GET', `/rest/pact/footprint/detail?id=${ofA[0].id}`, 'accB');
    expect([hidden.statusCode, json(hidden).msg]).toEqual([404, zh('pactShareMissing')]);
    expect((await call('GET', `/rest/pact/footprint/export?id=${ofA[0].id}`, 'accB')).statusCode).toBe(404);
    expect((await call('POST', '/rest/pact/footprint/deprecate', 'accB', { id: ofA[0].id })).statusCode).toBe(404);
  });

  it('pages the footprints newest first and finds them by product name, product id or project', async () => {
    const list = (query = '') => ok<PactFootprintPage>('GET', `/rest/pact/footprint/list?${query}`, 'accA');
    const all = await list();
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.map((f) => f.createdAt)).toEqual(
      all.rows
        .map((f) => f.createdAt)
        .sort()
        .reverse(),
    );
    expect(await list('pageSize=1&pageNum=2')).toEqual({ total: all.total, rows: [all.rows[1]] });
    const [first] = all.rows;
    const found = async (text: string) => (await list(`text=${encodeURIComponent(text)}`)).rows.map((f) => f.id);
    expect(await found(first.productNameCompany.toUpperCase())).toContain(first.id);
    expect(await found(first.productIds[0])).toContain(first.id);
    expect(await found(first.projectName)).toContain(first.id);
    expect(await found('no such product')).toEqual([]);
    expect((await list('status=Deprecated')).rows.every((f) => f.status === 'Deprecated')).toBe(true);
    // who received them is for the readers of the received requests only
    expect(all.rows.every((f) => f.receivers === undefined)).toBe(true);
    expect((await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'admin')).rows[0].receivers).toEqual([]);
  });

  it('makes a new version naming the ones it replaces, deprecating the old in the same change; a deprecated one no longer changes', async () => {
    // once the product's Active footprint is deprecated, a first footprint of it may be shared again
    for (const active of (await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list?status=Active', 'accA')).rows)
      await ok('POST', '/rest/pact/footprint/deprecate', 'accA', { id: active.id });
    const first = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'accA', { reportId: pieceReport.reportId });
    const second = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/version', 'accA', {
      id: first.id,
      reportId: kwpReport.reportId,
    });
    expect(second).toMatchObject({ version: 2, status: 'Active', precedingPfIds: [first.id] });
    expect(second.document.precedingPfIds).toEqual([first.id]);
    const third = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/version', 'accA', {
      id: second.id,
      reportId: pieceReport.reportId,
    });
    expect(third).toMatchObject({ version: 3, precedingPfIds: [second.id, first.id] });
    const old = await ok<PactFootprintDetail>('GET', `/rest/pact/footprint/detail?id=${first.id}`, 'accA');
    expect(old).toMatchObject({ status: 'Deprecated', document: { status: 'Deprecated' } });
    expect(old.deprecatedAt).not.toBeNull();

    const before = await state();
    const again = json(await call('POST', '/rest/pact/footprint/version', 'accA', { id: first.id, reportId: pieceReport.reportId }));
    expect([again.code, again.msg]).toEqual([500, zh('pactShareDeprecated')]);
    expect(json(await call('POST', '/rest/pact/footprint/deprecate', 'accA', { id: first.id })).msg).toBe(zh('pactShareDeprecated'));
    // another product's report is no version of this one
    const adminVersion = json(
      await call('POST', '/rest/pact/footprint/version', 'admin', { id: third.id, reportId: reportB.reportId }, 'en-US'),
    );
    expect(adminVersion.msg).toBe(en('pactShareOtherProduct', { productModel: 'PV-610' }));
    expect(await state()).toEqual(before);

    const deprecated = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/deprecate', 'accA', { id: third.id });
    expect(deprecated.status).toBe('Deprecated');
  });

  it('exports a document as PACT v3.0 and v2.3 JSON that conform to their schemas', async () => {
    const shared = await ok<PactFootprintDetail>('POST', '/rest/pact/footprint/create', 'accA', { reportId: pieceReport.reportId });
    const v3 = await call('GET', `/rest/pact/footprint/export?id=${shared.id}`, 'accA');
    expect(v3.statusCode).toBe(200);
    expect(v3.headers['content-disposition']).toContain(`pact-3.0-${shared.id}.json`);
    expect(pactProblems('3.0', 'ProductFootprint', v3.json())).toEqual([]);
    expect(v3.json()).toEqual(shared.document);
    const v23 = await call('GET', `/rest/pact/footprint/export?id=${shared.id}&specVersion=2.3`, 'accA');
    const body = v23.json<{ pcf: Record<string, unknown>; specVersion: string }>();
    expect(pactProblems('2.3', 'ProductFootprint', body)).toEqual([]);
    expect(body.specVersion).toBe('2.3.0');
    expect(body.pcf).toMatchObject({ declaredUnit: 'kilogram', unitaryProductAmount: '30' });
    expect((await call('GET', `/rest/pact/footprint/export?id=${shared.id}&specVersion=1.0`, 'accA')).statusCode).toBe(400);
  });

  it('checks a received PACT file field by field in the reader’s language, and reads v2.3 as v3.0', async () => {
    const shared = await ok<PactFootprintDetail>(
      'GET',
      `/rest/pact/footprint/detail?id=${(await ok<PactFootprintPage>('GET', '/rest/pact/footprint/list', 'accA')).rows[0].id}`,
      'accA',
    );
    const upload = (content: string, who: Who = 'accB', language = 'zh-CN') => {
      const boundary = '----pact';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pf.json"\r\nContent-Type: application/json\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      return ctx().app.inject({
        method: 'POST',
        url: '/rest/pact/footprint/import',
        payload,
        headers: { authorization: tokens[who], 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': language },
      });
    };
    const before = await state();
    const good = json<PactImportReply>(await upload(JSON.stringify({ data: [shared.document] })));
    expect(good.code).toBe(200);
    expect(good.data).toEqual({ specVersion: '3.0', documents: [shared.document] });
    const v23 = (await call('GET', `/rest/pact/footprint/export?id=${shared.id}&specVersion=2.3`, 'accA')).body;
    const fromV23 = json<PactImportReply>(await upload(v23));
    expect(fromV23.data.specVersion).toBe('2.3');
    expect(fromV23.data.documents[0]).toMatchObject({
      id: shared.id,
      specVersion: '3.0.0',
      pcf: { declaredUnitOfMeasurement: 'kilogram' },
    });

    const { productNameCompany: _dropped, ...withoutName } = shared.document;
    const broken = { ...withoutName, pcf: { ...shared.document.pcf, declaredUnitAmount: '1,5' } };
    const refusedZh = JSON.parse((await upload(JSON.stringify(broken))).body) as ApiEnvelope;
    expect(refusedZh.code).toBe(500);
    expect(refusedZh.msg).toBe(zh('pactDocumentRefused', { version: '3.0', count: 2 }));
    expect(refusedZh.problems).toEqual(
      expect.arrayContaining([
        { field: '/productNameCompany', message: zh('pactFieldMissing') },
        { field: '/pcf/declaredUnitAmount', message: expect.stringContaining('格式不正确') },
      ]),
    );
    // several documents: each field by its pointer in the file
    const refusedEn = JSON.parse((await upload(JSON.stringify({ data: [shared.document, broken] }), 'accB', 'en-US')).body) as ApiEnvelope;
    expect(refusedEn.problems).toContainEqual({ field: '/data/1/productNameCompany', message: 'is required but missing' });
    expect(json(await upload('{not json')).msg).toBe(zh('pactFileNotJson'));
    expect(json(await upload(JSON.stringify({ ...shared.document, specVersion: '1.0.0' }))).msg).toBe(
      zh('pactSpecVersionUnknown', { index: 1, specVersion: '1.0.0' }),
    );
    expect(await state()).toEqual(before);
  });

  it('creates a PACT client with its secret shown once and stored as a digest; lists and revokes within the company', async () => {
    const created = await ok<CreatedPactClient>('POST', '/rest/pact/client/create', 'accA', {
      label: '  Buyer X  ',
      companyId: ids.companyB,
    });
    // a company user creates for its own company, whatever it names
    expect(created.client).toMatchObject({ companyId: ids.companyA, label: 'Buyer X', revokedAt: null });
    const [stored] = await db().select().from(pactClients).where(eq(pactClients.id, created.client.id));
    expect(stored.secretDigest).toBe(tokenDigest(created.clientSecret));
    expect(JSON.stringify(stored)).not.toContain(created.clientSecret);
    const [logged] = await db().select().from(sysOperLog).where(eq(sysOperLog.object, 'pact_client'));
    expect(JSON.stringify(logged)).not.toContain(created.clientSecret);
    expect((await ok<PactClient[]>('GET', '/rest/pact/client/list', 'accA')).map((c) => c.id)).toContain(created.client.id);
    expect(await ok<PactClient[]>('GET', '/rest/pact/client/list', 'accB')).toEqual([]);
    // platform administrators name the company
    const forB = await ok<CreatedPactClient>('POST', '/rest/pact/client/create', 'admin', { label: 'For B', companyId: ids.companyB });
    expect(forB.client.companyId).toBe(ids.companyB);
    expect(json(await call('POST', '/rest/pact/client/create', 'admin', { label: 'No company' })).msg).toBe(zh('sysCompanyRequired'));

    const before = await state();
    expect((await call('POST', '/rest/pact/client/revoke', 'accB', { id: created.client.id })).statusCode).toBe(404);
    expect((await call('GET', '/rest/pact/client/list', 'readerA')).statusCode).toBe(403);
    expect(json(await call('POST', '/rest/pact/client/create', 'accA', { label: '   ' })).msg).toBe(
      zh('pactClientLabelRequired', { max: 100 }),
    );
    expect(await state()).toEqual(before);
    const revoked = await ok<PactClient>('POST', '/rest/pact/client/revoke', 'accA', { id: created.client.id });
    expect(revoked.revokedAt).not.toBeNull();
    expect(json(await call('POST', '/rest/pact/client/revoke', 'accA', { id: created.client.id })).msg).toBe(zh('pactClientRevoked'));
  });
});
