import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  ANALYSIS_PERMISSIONS,
  FOOTPRINT_PERMISSIONS,
  OPER_OBJECTS,
  PACT_EVENT_TYPES,
  SUPPLY_CHAIN_PERMISSIONS,
} from '@pcf/shared/contracts';
import type {
  ApplicationPage,
  ContributionReply,
  CreatedPactClient,
  PartnerPage,
  RequestPage,
  PactProductFootprint,
  FootprintApplication,
  FootprintRequest,
  FootprintSnapshot,
  InventoryLinesReply,
  PartnerCandidate,
  SaveInventoryDraftReply,
  SaveProjectReply,
  SupplyChainOverview,
  SupplyChainVisualization,
  SupplyPartner,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { createCompany, createUser } from '../../testing/accounts';
import { roleHolding } from '../../testing/deptsRoles';
import {
  companies,
  directoryNodes,
  emissionFactorVersions,
  emissionFactors,
  footprintRequests,
  inventoryLines,
  mailOutbox,
  pactHosts,
  units,
} from '../../schema';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { projectRequest } from '../projects/projects.fixture';
import { computedThroughRoutes, studySettings } from '../footprint/footprint.fixture';
import { registration, submitRegistration } from '../onboarding/registration.fixture';
import { published as publishedEvent, requestFulfilled, requestRejected } from './requests/pactEvents';
import { APPLICATION_LOG_OBJECT } from './applications/service';
import { PARTNER_LOG_OBJECT } from './partners/service';
import { REQUEST_LOG_OBJECT } from './requests/service';
import { RETRY_PAUSES_MS } from './deliveries/service';
import { startPactHost, type PactHost } from './pactHost.fixture';

const PASSWORD = 'Chain@123456';
const KEY = 'a1'.repeat(32);
const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);

describe('supply chain changes', () => {
  it('log under objects the operation log knows', () => {
    for (const object of [PARTNER_LOG_OBJECT, REQUEST_LOG_OBJECT, APPLICATION_LOG_OBJECT]) expect(OPER_OBJECTS).toContain(object);
  });
});

describeEachDatabase(
  'the supply chain',
  (ctx) => {
    const db = () => ctx().database.db;
    const tokens = { admin: '', buyer: '', supplier: '', other: '', reviewer: '' };
    type Who = keyof typeof tokens;
    const ids = { buyer: 0, supplier: 0, other: 0, pending: 0, reviewer: 0, buyerUser: 0 };
    const unitIds: Record<string, number> = {};
    let grid = { id: 0, versionId: 0, value: 0, unitCode: '' };
    let host: PactHost;

    beforeAll(async () => {
      host = await startPactHost();
      ids.buyer = (await createCompany(db(), 'SC Buyer Modules')).companyId;
      ids.supplier = (await createCompany(db(), 'SC Supplier Glass')).companyId;
      ids.other = (await createCompany(db(), 'SC Other Cells')).companyId;
      ids.pending = (await createCompany(db(), 'SC Pending Glass')).companyId;
      await db().update(companies).set({ reviewStatus: 'pending', creditCode: '91350100M000100Y43' }).where(eq(companies.id, ids.pending));
      const perms = [
        ...Object.values(SUPPLY_CHAIN_PERMISSIONS),
        'acquisition:entry:list',
        'acquisition:entry:save',
        'business:project:list',
        'business:project:transition',
        ...Object.values(FOOTPRINT_PERMISSIONS),
        ANALYSIS_PERMISSIONS.list,
      ];
      const role = await roleHolding(db(), 'sc_worker', null, perms);
      const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review' = 'enterprise') =>
        createUser(db(), { account, password: PASSWORD, companyId, userType, roleIds: [role.roleId] });
      ids.buyerUser = await user('sc_buyer', ids.buyer);
      await user('sc_supplier', ids.supplier);
      await user('sc_other', ids.other);
      ids.reviewer = await user('sc_reviewer', null, 'review');
      for (const row of await db().select({ id: units.id, code: units.code }).from(units)) unitIds[row.code] = row.id;
      const [factor] = await db()
        .select({ id: emissionFactors.id, versionId: emissionFactorVersions.id, value: emissionFactorVersions.value, unitCode: units.code })
        .from(emissionFactors)
        .innerJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
        .innerJoin(units, eq(units.id, emissionFactorVersions.unitId))
        .where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
      grid = { id: factor.id, versionId: factor.versionId, value: Number(factor.value), unitCode: factor.unitCode };
      tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
      for (const [who, account] of [
        ['buyer', 'sc_buyer'],
        ['supplier', 'sc_supplier'],
        ['other', 'sc_other'],
        ['reviewer', 'sc_reviewer'],
      ] as const)
        tokens[who] = await login(ctx().app, account, PASSWORD);
    });
    afterAll(async () => {
      await host?.close();
    });

    const call = (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object, language = 'zh-CN') =>
      ctx().app.inject({ method, url, payload, headers: { ...(who ? { authorization: tokens[who] } : {}), 'accept-language': language } });
    const ok = async <T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> => {
      const answer = json<T>(await call(method, url, who, payload));
      if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
      return answer.data;
    };
    /** A refusal in both languages: the same call answered in Chinese, then in English, with the status expected. */
    const refusedBoth = async (
      method: 'GET' | 'POST',
      url: string,
      who: Who,
      payload: object,
      key: MessageKey,
      params?: MessageParams | ((language: 'zh' | 'en') => MessageParams),
    ) => {
      const inChinese = await call(method, url, who, payload, 'zh-CN');
      const inEnglish = await call(method, url, who, payload, 'en-US');
      const paramsIn = (language: 'zh' | 'en') => (typeof params === 'function' ? params(language) : params);
      expect(inChinese.statusCode).toBeLessThan(500);
      expect(inEnglish.statusCode).toBe(inChinese.statusCode);
      expect(json(inChinese).msg).toBe(zh(key, paramsIn('zh')));
      expect(json(inEnglish).msg).toBe(en(key, paramsIn('en')));
    };

    let glass: SupplyPartner;
    let external: SupplyPartner;
    /** The buyer's PACT client the external host calls back with. */
    let hostClient: CreatedPactClient;
    const clientOf = (companyId: number, label: string) =>
      ok<CreatedPactClient>('POST', '/rest/pact/client/create', 'admin', { label, companyId });

    it('finds approved companies by name or credit code, never its own or one still in review', async () => {
      const found = await ok<PartnerCandidate[]>('GET', '/rest/supplychain/partner/candidates?text=SC', 'buyer');
      const names = found.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['SC Supplier Glass', 'SC Other Cells']));
      expect(names).not.toContain('SC Buyer Modules');
      expect(names).not.toContain('SC Pending Glass');
      expect(await ok<PartnerCandidate[]>('GET', '/rest/supplychain/partner/candidates?text=91350100M000100Y43', 'buyer')).toEqual([]);
    });

    it('links a platform supplier once, and refuses itself and companies in review, bilingually', async () => {
      glass = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/link', 'buyer', {
        partnerCompanyId: ids.supplier,
        note: '光伏玻璃',
      });
      expect(glass).toMatchObject({
        kind: 'platform',
        name: 'SC Supplier Glass',
        partnerCompanyId: ids.supplier,
        invitePending: false,
        requestCount: 0,
      });
      const url = '/rest/supplychain/partner/link';
      await refusedBoth('POST', url, 'buyer', { partnerCompanyId: ids.supplier }, 'partnerAlreadyLinked', { name: 'SC Supplier Glass' });
      await refusedBoth('POST', url, 'buyer', { partnerCompanyId: ids.buyer }, 'partnerSelf');
      await refusedBoth('POST', url, 'buyer', { partnerCompanyId: ids.pending }, 'partnerCompanyMissing');
      const malformed = await call('POST', url, 'buyer', { partnerCompanyId: 'glass' });
      expect(malformed.statusCode).toBe(400);
      expect(json(malformed).code).not.toBe(200);
    });

    it('shows no company another one’s suppliers, and lets none change them', async () => {
      expect((await ok<PartnerPage>('GET', '/rest/supplychain/partner/list', 'other')).rows.map((p) => p.id)).not.toContain(glass.id);
      expect((await ok<PartnerPage>('GET', '/rest/supplychain/partner/list', 'buyer')).rows.map((p) => p.id)).toEqual([glass.id]);
      for (const [url, body] of [
        ['/rest/supplychain/partner/update', { id: glass.id, name: 'Taken over' }],
        ['/rest/supplychain/partner/remove', { id: glass.id }],
        ['/rest/supplychain/partner/products/save', { partnerId: glass.id, products: [] }],
      ] as const) {
        const answer = await call('POST', url, 'other', body);
        expect(answer.statusCode).toBe(404);
        expect(json(answer).msg).toBe(zh('partnerMissing'));
      }
      expect((await call('GET', `/rest/supplychain/partner/products?partnerId=${glass.id}`, 'other')).statusCode).toBe(404);
      const noPermission = await call('GET', '/rest/supplychain/partner/list', null);
      expect(noPermission.statusCode).toBe(401);
    });

    it('maps a supplier’s products to directory items, all or nothing', async () => {
      const [{ id: itemId }] = await db().select({ id: directoryNodes.id }).from(directoryNodes).orderBy(asc(directoryNodes.id)).limit(1);
      const saved = await ok<{ productId: string; itemId: number }[]>('POST', '/rest/supplychain/partner/products/save', 'buyer', {
        partnerId: glass.id,
        products: [{ productId: 'urn:pact:glass.example:product-id:solar-glass-3.2', productName: '3.2 mm 光伏玻璃', itemId }],
      });
      expect(saved).toEqual([expect.objectContaining({ productId: 'urn:pact:glass.example:product-id:solar-glass-3.2', itemId })]);
      await refusedBoth(
        'POST',
        '/rest/supplychain/partner/products/save',
        'buyer',
        {
          partnerId: glass.id,
          products: [
            { productId: 'a', itemId },
            { productId: 'b', itemId: 999999 },
          ],
        },
        'partnerProductItemMissing',
        { position: 2 },
      );
      expect(await ok('GET', `/rest/supplychain/partner/products?partnerId=${glass.id}`, 'buyer')).toHaveLength(1);
    });

    it('invites a company by email through the outbox; registering through the link makes it a supplier', async () => {
      const invited = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/invite', 'buyer', {
        name: '新供应商',
        email: 'glass@example.com',
      });
      expect(invited).toMatchObject({ kind: 'invited', invitePending: true, inviteEmail: 'glass@example.com', partnerCompanyId: null });
      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'glass@example.com'));
      const token = decodeURIComponent(/invitation=([^\s&]+)/.exec(mail.body)?.[1] ?? '');
      expect(token.length).toBeGreaterThan(20);
      expect(mail.body).toContain('SC Buyer Modules');
      // only the digest is stored
      expect(JSON.stringify(await db().select().from(pactHosts))).not.toContain(token);
      expect(await ok('GET', `/rest/supplychain/invitation?token=${encodeURIComponent(token)}`, 'other')).toEqual({
        inviterName: 'SC Buyer Modules',
        companyName: '新供应商',
        email: 'glass@example.com',
      });
      await refusedBoth(
        'POST',
        '/rest/supplychain/partner/invite',
        'buyer',
        { name: '再次', email: 'GLASS@example.com' },
        'partnerInvitePending',
        {
          email: 'GLASS@example.com',
        },
      );
      await refusedBoth(
        'POST',
        '/rest/supplychain/partner/invite',
        'buyer',
        { name: '坏地址', email: 'not-an-address' },
        'partnerEmailInvalid',
      );
      const registered = await submitRegistration(ctx().app, Object.assign(registration('91110108551385082Q'), { invitation: token }));
      expect(json(registered).code).toBe(200);
      const partners = (await ok<PartnerPage>('GET', '/rest/supplychain/partner/list', 'buyer')).rows;
      const claimed = partners.find((p) => p.id === invited.id);
      expect(claimed).toMatchObject({ kind: 'platform', invitePending: false, creditCode: '91110108551385082Q' });
      // a link works once
      const again = await call('GET', `/rest/supplychain/invitation?token=${encodeURIComponent(token)}`, null, undefined, 'en-US');
      expect(json(again).msg).toBe(en('partnerInvitationInvalid'));
      const reused = await submitRegistration(ctx().app, Object.assign(registration('91110000802100433B'), { invitation: token }));
      expect(json(reused).msg).toBe(en('partnerInvitationInvalid'));
    });

    it('registers an external PACT host with its secret encrypted, never answered', async () => {
      hostClient = await clientOf(ids.buyer, 'Wafer Co. calls back');
      external = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', 'buyer', {
        name: 'Wafer Co. PACT',
        baseUrl: `${host.url}/`,
        clientId: 'buyer-client',
        clientSecret: 's3cret!',
        inboundClientId: hostClient.client.id,
      });
      expect(external).toMatchObject({
        kind: 'host',
        host: {
          baseUrl: host.url,
          authUrl: host.url,
          clientId: 'buyer-client',
          inboundClientId: hostClient.client.id,
          inboundClient: { clientId: hostClient.client.clientId, label: 'Wafer Co. calls back', revoked: false },
        },
      });
      expect(JSON.stringify(external)).not.toContain('s3cret!');
      const [stored] = await db().select().from(pactHosts);
      expect(stored.clientSecretSealed).not.toContain('s3cret!');
      expect(stored.clientSecretSealed.startsWith('v1.')).toBe(true);
      await refusedBoth(
        'POST',
        '/rest/supplychain/partner/host',
        'buyer',
        { name: 'Bad', baseUrl: 'ftp://example.com', clientId: 'x', clientSecret: 'y' },
        'partnerHostUrlInvalid',
        (language) => ({ field: translate('partnerHostBaseUrl', language) }),
      );
    });

    it('takes as the client a host calls back with only one in use of the same company, refusing others bilingually', async () => {
      const elsewhere = await clientOf(ids.other, 'Another company’s');
      const revoked = await clientOf(ids.buyer, 'Revoked');
      await ok('POST', '/rest/pact/client/revoke', 'admin', { id: revoked.client.id });
      const hostBody = { name: 'Cell Co. PACT', baseUrl: 'https://pact.cells.example', clientId: 'c', clientSecret: 's' };
      for (const id of [elsewhere.client.id, revoked.client.id, 999999]) {
        await refusedBoth(
          'POST',
          '/rest/supplychain/partner/host',
          'buyer',
          { ...hostBody, inboundClientId: id },
          'partnerHostInboundClientInvalid',
        );
        await refusedBoth(
          'POST',
          '/rest/supplychain/partner/update',
          'buyer',
          { id: external.id, name: external.name, host: { baseUrl: host.url, clientId: 'buyer-client', inboundClientId: id } },
          'partnerHostInboundClientInvalid',
        );
      }
      const [stored] = await db().select().from(pactHosts);
      expect(stored.inboundClientId).toBe(hostClient.client.id);
      // without one, the host is listed with none: it cannot answer
      const unlinked = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', 'buyer', hostBody);
      expect(unlinked.host).toMatchObject({ inboundClientId: null, inboundClient: null });
      await ok('POST', '/rest/supplychain/partner/remove', 'buyer', { id: unlinked.id });
    });

    it('asks for the client secret again when a host’s base or auth URL moves to another origin', async () => {
      const moving = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', 'buyer', {
        name: 'Moving Co.',
        baseUrl: 'https://pact.moving.example',
        clientId: 'moving',
        clientSecret: 'kept-secret',
      });
      const update = (host: object) => ({ id: moving.id, name: moving.name, host: { clientId: 'moving', ...host } });
      const sealedNow = async () =>
        (await db().select().from(pactHosts).where(eq(pactHosts.baseUrl, 'https://pact.moving.example/v2'))).map(
          (h) => h.clientSecretSealed,
        );
      // the same origin keeps the stored secret
      await ok('POST', '/rest/supplychain/partner/update', 'buyer', update({ baseUrl: 'https://pact.moving.example/v2' }));
      const [kept] = await sealedNow();
      expect(kept).toBeDefined();
      for (const moved of [
        { baseUrl: 'https://attacker.example' },
        { baseUrl: 'https://pact.moving.example/v2', authUrl: 'https://auth.attacker.example' },
        { baseUrl: 'http://pact.moving.example/v2' },
        { baseUrl: 'https://pact.moving.example:8443/v2' },
      ])
        await refusedBoth('POST', '/rest/supplychain/partner/update', 'buyer', update(moved), 'partnerHostSecretAgain');
      expect(await sealedNow()).toEqual([kept]);
      const typedAgain = await ok<SupplyPartner>(
        'POST',
        '/rest/supplychain/partner/update',
        'buyer',
        update({ baseUrl: 'https://pact.elsewhere.example', clientSecret: 'new-secret' }),
      );
      expect(typedAgain.host).toMatchObject({ baseUrl: 'https://pact.elsewhere.example', authUrl: 'https://pact.elsewhere.example' });
      await ok('POST', '/rest/supplychain/partner/remove', 'buyer', { id: moving.id });
    });

    let platformRequest: FootprintRequest;

    it('sends a request to a platform supplier, which only that supplier receives and answers', async () => {
      platformRequest = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', 'buyer', {
        partnerId: glass.id,
        productIds: ['urn:pact:glass.example:product-id:solar-glass-3.2'],
        periodStart: '2025-01-01T00:00:00.000Z',
        periodEnd: '2026-01-01T00:00:00.000Z',
        message: '请提供 2025 年的碳足迹',
      });
      expect(platformRequest).toMatchObject({
        direction: 'sent',
        status: 'created',
        counterpart: 'SC Supplier Glass',
        counterpartKind: 'platform',
      });
      const received = (await ok<RequestPage>('GET', '/rest/supplychain/request/received', 'supplier')).rows;
      expect(received.map((r) => r.id)).toEqual([platformRequest.id]);
      expect(received[0]).toMatchObject({ direction: 'received', counterpart: 'SC Buyer Modules', message: '请提供 2025 年的碳足迹' });
      expect((await ok<RequestPage>('GET', '/rest/supplychain/request/received', 'other')).rows).toEqual([]);
      expect((await ok<RequestPage>('GET', '/rest/supplychain/request/sent', 'supplier')).rows).toEqual([]);
      for (const who of ['other', 'buyer'] as const) {
        const answer = await call('POST', '/rest/supplychain/request/reject', who, { id: platformRequest.id, reason: 'no' });
        expect(answer.statusCode).toBe(404);
      }
      await refusedBoth(
        'POST',
        '/rest/supplychain/request/reject',
        'supplier',
        { id: platformRequest.id, reason: '  ' },
        'requestReasonRequired',
        {
          max: 500,
        },
      );
      await refusedBoth(
        'POST',
        '/rest/supplychain/request/fulfil',
        'supplier',
        { id: platformRequest.id, footprintId: randomUUID() },
        'requestFootprintMissing',
      );
      await refusedBoth(
        'POST',
        '/rest/supplychain/request/create',
        'buyer',
        { partnerId: glass.id, productIds: ['x'], periodStart: '2026-01-01T00:00:00.000Z', periodEnd: '2025-01-01T00:00:00.000Z' },
        'requestPeriodInvalid',
      );
      const rejected = await ok<FootprintRequest>('POST', '/rest/supplychain/request/reject', 'supplier', {
        id: platformRequest.id,
        reason: '该产品尚无已发布的碳足迹',
      });
      expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '该产品尚无已发布的碳足迹' });
      const [sent] = (await ok<RequestPage>('GET', '/rest/supplychain/request/sent?status=rejected', 'buyer')).rows;
      expect(sent).toMatchObject({ id: platformRequest.id, status: 'rejected', rejectReason: '该产品尚无已发布的碳足迹' });
      await refusedBoth(
        'POST',
        '/rest/supplychain/request/reject',
        'supplier',
        { id: platformRequest.id, reason: 'again' },
        'requestNotOpen',
        (language) => ({ status: language === 'zh' ? '拒绝' : 'rejected' }),
      );
    });

    it('refuses to remove a supplier that requests involve, saying why', async () => {
      await refusedBoth('POST', '/rest/supplychain/partner/remove', 'buyer', { id: glass.id }, 'partnerHasRequests', {
        name: 'SC Supplier Glass',
        count: 1,
      });
    });

    let hostRequest: FootprintRequest;

    it('sends a request to an external host as a RequestCreatedEvent.3, after a client-credentials token', async () => {
      host.calls.length = 0;
      hostRequest = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', 'buyer', {
        partnerId: external.id,
        productIds: ['urn:pact:wafer.example:product-id:n-type-wafer'],
        periodStart: '2025-01-01T00:00:00.000Z',
      });
      // queued in the request's transaction, sent once it committed
      expect(hostRequest.delivery).toMatchObject({ status: 'pending', attempts: 0 });
      await ctx().app.pactDeliveries.idle();
      expect(host.calls.map((c) => c.path)).toEqual(['/auth/token', '/3/events']);
      const event = JSON.parse(host.calls[1].body) as Record<string, unknown>;
      expect(host.calls[1].authorization).toBe('Bearer host-token-1');
      expect(host.calls[1].contentType).toContain('application/cloudevents+json');
      expect(event).toMatchObject({
        type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
        specversion: '1.0',
        id: hostRequest.pactRequestId,
        source: `${ctx().config.publicUrl}/3/events`,
        // the period the footprint should cover is no PACT filter: it travels in the comment
        data: { productId: ['urn:pact:wafer.example:product-id:n-type-wafer'], comment: 'Reference period: 2025-01-01 to ….' },
      });
      // the cached token serves the next request
      await ok('POST', '/rest/supplychain/request/create', 'buyer', {
        partnerId: external.id,
        productIds: ['urn:pact:wafer.example:product-id:p-type'],
      });
      await ctx().app.pactDeliveries.idle();
      const [delivered] = (await ok<RequestPage>('GET', '/rest/supplychain/request/sent', 'buyer')).rows;
      expect(delivered.delivery).toMatchObject({ status: 'sent', attempts: 1, error: null, nextAttemptAt: null });
      expect(host.calls.map((c) => c.path)).toEqual(['/auth/token', '/3/events', '/3/events']);
    });

    it('keeps a request for a host that cannot be reached and says, in both languages, when it tries again', async () => {
      const closed = await startPactHost();
      await closed.close();
      const down = await ok<SupplyPartner>('POST', '/rest/supplychain/partner/host', 'buyer', {
        name: 'Down Co.',
        baseUrl: closed.url,
        clientId: 'buyer-client',
        clientSecret: 's3cret!',
      });
      const created = await ok<FootprintRequest>('POST', '/rest/supplychain/request/create', 'buyer', {
        partnerId: down.id,
        productIds: ['x'],
      });
      expect(created.delivery).toMatchObject({ status: 'pending', attempts: 0, error: null });
      await ctx().app.pactDeliveries.idle();
      const host = new URL(closed.url).host;
      const listed = async (language: string) =>
        json<RequestPage>(
          await call('GET', `/rest/supplychain/request/sent?id=${created.id}`, 'buyer', undefined, language),
        ).data.rows.find((r) => r.id === created.id);
      const inChinese = await listed('zh-CN');
      expect(inChinese?.status).toBe('created');
      expect(inChinese?.delivery).toMatchObject({
        eventType: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(ctx().clock.now().getTime() + RETRY_PAUSES_MS[0]).toISOString(),
        error: zh('pactHostUnreachable', { host }),
        sentAt: null,
      });
      expect((await listed('en-US'))?.delivery?.error).toBe(en('pactHostUnreachable', { host }));
    });

    const wafer = (id: string) => ({
      id,
      specVersion: '3.0.0',
      version: 1,
      status: 'Active',
      companyName: 'Wafer Co.',
      productIds: ['urn:pact:wafer.example:product-id:n-type-wafer'],
      pcf: {
        declaredUnitOfMeasurement: 'kilogram',
        declaredUnitAmount: '2',
        pcfExcludingBiogenicUptake: '3',
        pcfIncludingBiogenicUptake: '3',
        primaryDataShare: '40',
      },
    });
    const pfId = randomUUID();

    it('completes a sent request with the footprint a RequestFulfilledEvent.3 carries', async () => {
      const caller = { clientRowId: hostClient.client.id, companyId: ids.buyer, autoAnswer: false };
      const now = ctx().clock.now();
      const base = { specversion: '1.0', id: randomUUID(), source: '//wafer.example/3/events', time: now.toISOString() };
      const fulfilled = {
        ...base,
        type: PACT_EVENT_TYPES.requestFulfilled,
        data: { requestEventId: hostRequest.pactRequestId, pfs: [wafer(pfId) as unknown as PactProductFootprint] },
      };
      await db().transaction((tx) => requestFulfilled(fulfilled, { tx, caller, now }));
      // the same answer again (a host retrying) changes nothing
      await db().transaction((tx) => requestFulfilled(fulfilled, { tx, caller, now }));
      const [answered] = (await ok<RequestPage>('GET', '/rest/supplychain/request/sent?status=fulfilled', 'buyer')).rows;
      expect(answered).toMatchObject({ id: hostRequest.id, footprintId: pfId, refreshNeeded: false });
      expect((answered.footprint as { pcf: object }).pcf).toMatchObject({ declaredUnitOfMeasurement: 'kilogram' });
      // another company's client cannot complete the buyer's request
      const rejected = {
        ...base,
        type: PACT_EVENT_TYPES.requestRejected,
        data: { requestEventId: hostRequest.pactRequestId, error: { code: 'NotFound' as const, message: 'none' } },
      };
      await expect(
        db().transaction((tx) =>
          requestRejected(rejected, { tx, caller: { clientRowId: 1, companyId: ids.other, autoAnswer: false }, now }),
        ),
      ).rejects.toMatchObject({ status: 404, code: 'NotFound', messageKey: 'requestMissing' });
    });

    it('receives a request through POST /3/events from a client of the supplier and answers its callback with RequestRejectedEvent.3', async () => {
      const client = await ok<CreatedPactClient>('POST', '/rest/pact/client/create', 'admin', {
        label: 'Buyer Co. PACT',
        companyId: ids.supplier,
      });
      const basic = Buffer.from(`${encodeURIComponent(client.client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString(
        'base64',
      );
      const issued = await ctx().app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
      const accessToken = issued.json<{ access_token: string }>().access_token;
      const eventId = randomUUID();
      const created = {
        type: PACT_EVENT_TYPES.requestCreated,
        specversion: '1.0',
        id: eventId,
        source: `${host.url}/buyer/3/events`,
        time: ctx().clock.now().toISOString(),
        data: { productId: ['urn:pact:glass.example:product-id:solar-glass-3.2'], comment: 'Q3 please' },
      };
      const post = () =>
        ctx().app.inject({
          method: 'POST',
          url: '/3/events',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/cloudevents+json' },
          payload: JSON.stringify(created),
        });
      expect((await post()).statusCode).toBe(200);
      // the same event twice is one request
      expect((await post()).statusCode).toBe(200);
      const received = (await ok<RequestPage>('GET', '/rest/supplychain/request/received?status=created', 'supplier')).rows.filter(
        (r) => r.pactRequestId === eventId,
      );
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ counterpartKind: 'client', counterpart: 'Buyer Co. PACT', message: 'Q3 please' });
      // an over-long product id is named by its place in the event, not taken for too many ids
      const overLong = { ...created, id: randomUUID(), data: { productId: ['urn:gtin:06912345678901', `urn:x:${'9'.repeat(300)}`] } };
      for (const [language, translated] of [
        ['zh-CN', zh],
        ['en-US', en],
      ] as const) {
        const refused = await ctx().app.inject({
          method: 'POST',
          url: '/3/events',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/cloudevents+json', 'accept-language': language },
          payload: JSON.stringify(overLong),
        });
        expect([refused.statusCode, refused.json()]).toEqual([
          400,
          { code: 'BadRequest', message: translated('requestProductInvalid', { position: 2, max: 300 }) },
        ]);
      }
      host.calls.length = 0;
      await ok('POST', '/rest/supplychain/request/reject', 'supplier', { id: received[0].id, reason: 'Not produced in Q3' });
      await ctx().app.pactDeliveries.idle();
      expect(host.calls.map((c) => c.path)).toEqual(['/buyer/3/events']);
      expect(JSON.parse(host.calls[0].body)).toMatchObject({
        type: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
        data: { requestEventId: eventId, error: { code: 'NotFound', message: 'Not produced in Q3' } },
      });
    });

    it('takes no answer or mark from a client of the company other than the one the host calls back with', async () => {
      const intruder = await clientOf(ids.buyer, 'Given to a customer');
      const caller = { clientRowId: intruder.client.id, companyId: ids.buyer, autoAnswer: false };
      const now = ctx().clock.now();
      const base = { specversion: '1.0', id: randomUUID(), source: '//customer.example/3/events', time: now.toISOString() };
      const [open] = (await ok<RequestPage>('GET', '/rest/supplychain/request/sent?text=p-type', 'buyer')).rows;
      expect(open).toMatchObject({ status: 'created', counterpart: external.name });
      const stateOf = async (id: number) =>
        (
          await db()
            .select({
              status: footprintRequests.status,
              document: footprintRequests.receivedDocument,
              refresh: footprintRequests.refreshNeeded,
            })
            .from(footprintRequests)
            .where(eq(footprintRequests.id, id))
        )[0];
      const before = await stateOf(open.id);
      await expect(
        db().transaction((tx) =>
          requestFulfilled(
            {
              ...base,
              type: PACT_EVENT_TYPES.requestFulfilled,
              data: { requestEventId: open.pactRequestId, pfs: [wafer(randomUUID()) as unknown as PactProductFootprint] },
            },
            { tx, caller, now },
          ),
        ),
      ).rejects.toMatchObject({ status: 404, code: 'NotFound', messageKey: 'requestMissing' });
      await expect(
        db().transaction((tx) =>
          requestRejected(
            {
              ...base,
              type: PACT_EVENT_TYPES.requestRejected,
              data: { requestEventId: open.pactRequestId, error: { code: 'NotFound' as const, message: 'none' } },
            },
            { tx, caller, now },
          ),
        ),
      ).rejects.toMatchObject({ status: 404, code: 'NotFound', messageKey: 'requestMissing' });
      expect(await stateOf(open.id)).toEqual(before);
      // the fulfilled request: the intruder's PublishedEvent leaves it unmarked, the host's marks it
      const published = { ...base, type: PACT_EVENT_TYPES.published, data: { pfIds: [pfId] } };
      await db().transaction((tx) => publishedEvent(published, { tx, caller, now }));
      expect((await stateOf(hostRequest.id)).refresh).toBe(false);
      const hostCaller = { clientRowId: hostClient.client.id, companyId: ids.buyer, autoAnswer: false };
      await db().transaction((tx) => publishedEvent(published, { tx, caller: hostCaller, now }));
      expect((await stateOf(hostRequest.id)).refresh).toBe(true);
      // unmarked again for the application that follows (a marked footprint is refused there)
      await db().update(footprintRequests).set({ refreshNeeded: false }).where(eq(footprintRequests.id, hostRequest.id));
    });

    let projectId = 0;
    let glassLineId = 0;
    let application: FootprintApplication;

    it('applies to use the received footprint in a line of the buyer’s project; only the buyer may', async () => {
      const created = await ok<SaveProjectReply>(
        'POST',
        '/rest/project/create',
        'admin',
        projectRequest({
          companyId: ids.buyer,
          code: 'SC-1',
          name: '供应链组件',
          declaredUnitId: unitIds.piece,
          accountantId: ids.buyerUser,
          reviewerId: ids.reviewer,
        }),
      );
      projectId = created.id;
      const saved = await ok<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', 'buyer', {
        projectId,
        lines: [
          {
            stage: 'production',
            description: 'Cell line electricity',
            quantity: 100,
            unitId: unitIds.kWh,
            sourceKind: 'factor',
            factorId: grid.id,
            factorVersionId: grid.versionId,
            dataType: 'secondary',
          },
          { stage: 'raw_material', description: 'N-type wafers', quantity: 20, unitId: unitIds.kg, dataType: 'secondary' },
        ],
      });
      glassLineId = saved.ids[1];
      // a supplier source cannot be typed in
      await refusedBoth(
        'POST',
        '/rest/inventory/line/save',
        'buyer',
        {
          projectId,
          line: {
            id: glassLineId,
            stage: 'raw_material',
            description: 'N-type wafers',
            quantity: 20,
            unitId: unitIds.kg,
            sourceKind: 'supplier',
            dataType: 'primary',
          },
        },
        'inventorySupplierByApplication',
        (language) => ({ line: translate('inventoryLineOne', language, { description: 'N-type wafers' }) }),
      );
      const body = { requestId: hostRequest.id, projectId, lineId: glassLineId, note: '使用供应商数据' };
      expect((await call('POST', '/rest/supplychain/application/create', 'other', body)).statusCode).toBe(404);
      await refusedBoth(
        'POST',
        '/rest/supplychain/application/create',
        'buyer',
        { ...body, requestId: platformRequest.id },
        'applicationRequestNotFulfilled',
      );
      await refusedBoth(
        'POST',
        '/rest/supplychain/application/create',
        'buyer',
        { ...body, lineId: saved.ids[0] },
        'applicationUnitMismatch',
        {
          from: 'kWh',
          to: 'kg',
        },
      );
      application = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', 'buyer', body);
      expect(application).toMatchObject({
        status: 'pending',
        footprintId: pfId,
        value: 1.5,
        unitCode: 'kg',
        // the document's primaryDataShare of 40 %, fixed with the figure
        primaryShare: 0.4,
        direction: 'mine',
        actions: [],
      });
      await refusedBoth('POST', '/rest/supplychain/application/create', 'buyer', body, 'applicationPending');
    });

    it('lets the project’s reviewer decide for an external supplier, and no other company see or decide it', async () => {
      expect((await ok<ApplicationPage>('GET', '/rest/supplychain/application/list', 'other')).rows).toEqual([]);
      const decide = { id: application.id, decision: 'approve' };
      expect((await call('POST', '/rest/supplychain/application/decide', 'other', decide)).statusCode).toBe(404);
      const buyerSelf = await call('POST', '/rest/supplychain/application/decide', 'buyer', decide);
      expect(buyerSelf.statusCode).toBe(403);
      expect(json(buyerSelf).msg).toBe(zh('applicationNotYours'));
      await refusedBoth(
        'POST',
        '/rest/supplychain/application/decide',
        'reviewer',
        { id: application.id, decision: 'reject' },
        'applicationReasonRequired',
        {
          max: 500,
        },
      );
      const [seen] = (await ok<ApplicationPage>('GET', '/rest/supplychain/application/list', 'reviewer')).rows;
      expect(seen).toMatchObject({ id: application.id, actions: ['approve', 'reject'] });
      const approved = await ok<FootprintApplication>('POST', '/rest/supplychain/application/decide', 'reviewer', decide);
      expect(approved.status).toBe('approved');
      const [line] = await db().select().from(inventoryLines).where(eq(inventoryLines.id, glassLineId));
      expect(line).toMatchObject({ sourceKind: 'supplier', supplierFootprintId: pfId, dataType: 'primary', factorId: null, gas: null });
      expect(Number(line.supplierValue)).toBe(1.5);
      // the document's primaryDataShare of 40 %
      expect(Number(line.supplierPrimaryShare)).toBe(0.4);
      const lines = await ok<InventoryLinesReply>('GET', `/rest/inventory/lines?projectId=${projectId}`, 'buyer');
      expect(lines.lines.find((l) => l.id === glassLineId)).toMatchObject({
        sourceKind: 'supplier',
        supplierValue: 1.5,
        supplierUnitCode: 'kg',
      });
      // saving the line back keeps its supplier source
      await ok('POST', '/rest/inventory/line/save', 'buyer', {
        projectId,
        line: {
          id: glassLineId,
          stage: 'raw_material',
          description: 'N-type wafers (M10)',
          quantity: 20,
          unitId: unitIds.kg,
          sourceKind: 'supplier',
          dataType: 'primary',
        },
      });
      const [kept] = await db()
        .select()
        .from(inventoryLines)
        .where(and(eq(inventoryLines.id, glassLineId), eq(inventoryLines.sourceKind, 'supplier')));
      expect(kept.description).toBe('N-type wafers (M10)');
      expect(Number(kept.supplierPrimaryShare)).toBe(0.4);
    });

    it('computes the project with the supplier line: total and primary data share as worked out by hand', async () => {
      expect(grid.unitCode).toBe('kWh');
      const settings = studySettings(unitIds.piece, { goal: '测定组件的碳足迹', scope: '组件生产' });
      const reviewers = { accountant: tokens.buyer, reviewer: tokens.reviewer };
      const snapshotId = await computedThroughRoutes(ctx().app, reviewers, projectId, null, settings);
      const snapshot = await ok<FootprintSnapshot>('GET', `/rest/footprint/snapshot?id=${snapshotId}`, 'buyer');
      const electricity = 100 * grid.value;
      const wafers = 20 * 1.5;
      expect(snapshot.total).toBeCloseTo(electricity + wafers, 9);
      // the grid average is secondary; the wafers count by their supplier's own primary data share, 40 %
      expect(snapshot.primaryDataShare).toBeCloseTo(((wafers * 0.4) / (electricity + wafers)) * 100, 9);
      const line = snapshot.lines.find((l) => l.lineId === glassLineId);
      expect(line).toMatchObject({
        sourceKind: 'supplier',
        supplierFootprintId: pfId,
        perUnit: 1.5,
        perUnitCode: 'kg',
        factorVersionId: null,
        primaryShare: 0.4,
      });
      // the contribution analysis counts the wafers 40 % primary too, so its breakdown agrees with the figure
      const analysis = await ok<ContributionReply>('GET', `/rest/analysis/contribution?snapshotId=${snapshotId}`, 'buyer');
      const [primary, secondary] = analysis.byDataType;
      expect(primary).toMatchObject({ dataType: 'primary', emission: expect.closeTo(wafers * 0.4, 9) });
      expect(secondary).toMatchObject({ dataType: 'secondary', emission: expect.closeTo(electricity + wafers * 0.6, 9) });
      expect(primary.emission).toBeCloseTo((analysis.primaryDataShare / 100) * snapshot.total, 9);

      const chain = await ok<SupplyChainVisualization>('GET', `/rest/supplychain/visualization?projectId=${projectId}`, 'buyer');
      expect(chain).toMatchObject({ snapshotId: snapshot.id, declaredUnitCode: 'piece' });
      expect(chain.total).toBeCloseTo(electricity + wafers, 9);
      expect(chain.nodes).toEqual([
        expect.objectContaining({ tier: 1, supplierName: 'Wafer Co. PACT', footprintId: pfId, unitCode: 'kg', requestId: hostRequest.id }),
      ]);
      expect(chain.nodes[0].share).toBeCloseTo(wafers / (electricity + wafers), 9);
      expect((await call('GET', `/rest/supplychain/visualization?projectId=${projectId}`, 'other')).statusCode).toBe(404);
    });

    it('sums up the company’s supply chain for the overview, its own only', async () => {
      const buyer = await ok<SupplyChainOverview>('GET', '/rest/supplychain/overview', 'buyer');
      expect(buyer).toMatchObject({
        suppliers: { platform: 2, invited: 0, host: 2 },
        customers: 0,
        sent: { created: 2, fulfilled: 1, rejected: 1 },
        received: { created: 0, fulfilled: 0, rejected: 0 },
        applications: { pending: 0, approved: 1, rejected: 0 },
      });
      const supplier = await ok<SupplyChainOverview>('GET', '/rest/supplychain/overview', 'supplier');
      expect(supplier).toMatchObject({ customers: 1, sent: { created: 0, fulfilled: 0, rejected: 0 }, received: { rejected: 2 } });
      const other = await ok<SupplyChainOverview>('GET', '/rest/supplychain/overview', 'other');
      expect(other).toMatchObject({
        suppliers: { platform: 0, invited: 0, host: 0 },
        customers: 0,
        sent: { created: 0, fulfilled: 0, rejected: 0 },
      });
    });

    it('pages, searches and counts its lists in SQL, newest first', async () => {
      // the platform request, the two to the wafer host, the one to the host that is down
      const sent = await ok<RequestPage>('GET', '/rest/supplychain/request/sent', 'buyer');
      expect(sent.total).toBe(4);
      const newestFirst = [...sent.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      expect(sent.rows.map((r) => r.id)).toEqual(newestFirst.map((r) => r.id));
      expect(await ok<RequestPage>('GET', '/rest/supplychain/request/sent?pageSize=1&pageNum=2', 'buyer')).toEqual({
        total: 4,
        rows: [sent.rows[1]],
      });
      const sentIds = async (query: string, who: Who = 'buyer') =>
        (await ok<RequestPage>('GET', `/rest/supplychain/request/sent?${query}`, who)).rows.map((r) => r.id);
      // a product id, or the supplier's name; like characters match themselves
      expect(await sentIds('text=N-TYPE')).toEqual([hostRequest.id]);
      expect((await sentIds(`text=${encodeURIComponent('wafer co.')}`)).length).toBe(2);
      expect(await sentIds('text=%25')).toEqual([]);
      expect(await sentIds(`id=${platformRequest.id}`)).toEqual([platformRequest.id]);
      expect(await sentIds(`id=${platformRequest.id}`, 'other')).toEqual([]);
      // a received request by its requester: a company, or a PACT client by label
      const received = async (text: string) =>
        (await ok<RequestPage>('GET', `/rest/supplychain/request/received?text=${encodeURIComponent(text)}`, 'supplier')).total;
      expect([await received('buyer modules'), await received('Buyer Co. PACT'), await received('nobody')]).toEqual([1, 1, 0]);

      const partners = await ok<PartnerPage>('GET', '/rest/supplychain/partner/list?pageSize=2', 'buyer');
      expect(partners.total).toBe(4);
      expect(partners.rows.map((p) => p.name)).toEqual(['Down Co.', external.name]);
      const partnerNames = async (text: string) =>
        (await ok<PartnerPage>('GET', `/rest/supplychain/partner/list?text=${encodeURIComponent(text)}`, 'buyer')).rows.map((p) => p.name);
      expect(await partnerNames('supplier glass')).toEqual(['SC Supplier Glass']);
      expect(await partnerNames('91110108551385082Q')).toHaveLength(1);

      const applications = async (text: string) =>
        (await ok<ApplicationPage>('GET', `/rest/supplychain/application/list?text=${encodeURIComponent(text)}`, 'buyer')).total;
      expect([await applications('供应链'), await applications('nothing like it')]).toEqual([1, 0]);

      const tooLarge = await call('GET', '/rest/supplychain/request/sent?pageSize=101', 'buyer');
      expect(tooLarge.statusCode).toBe(400);
    });

    it('refuses to apply or approve the footprint once its host says by PublishedEvent.3 that it changed', async () => {
      const created = await ok<SaveProjectReply>(
        'POST',
        '/rest/project/create',
        'admin',
        projectRequest({
          companyId: ids.buyer,
          code: 'SC-2',
          name: '供应链组件二',
          declaredUnitId: unitIds.piece,
          accountantId: ids.buyerUser,
          reviewerId: ids.reviewer,
        }),
      );
      const saved = await ok<SaveInventoryDraftReply>('POST', '/rest/inventory/draft/save', 'buyer', {
        projectId: created.id,
        lines: [
          { stage: 'raw_material', description: 'Wafers A', quantity: 5, unitId: unitIds.kg, dataType: 'secondary' },
          { stage: 'raw_material', description: 'Wafers B', quantity: 5, unitId: unitIds.kg, dataType: 'secondary' },
        ],
      });
      const body = { requestId: hostRequest.id, projectId: created.id };
      const pending = await ok<FootprintApplication>('POST', '/rest/supplychain/application/create', 'buyer', {
        ...body,
        lineId: saved.ids[0],
      });
      const caller = { clientRowId: hostClient.client.id, companyId: ids.buyer, autoAnswer: false };
      const now = ctx().clock.now();
      const published = {
        specversion: '1.0',
        id: randomUUID(),
        source: '//wafer.example/3/events',
        time: now.toISOString(),
        type: PACT_EVENT_TYPES.published,
        data: { pfIds: [pfId] },
      };
      await db().transaction((tx) => publishedEvent(published, { tx, caller, now }));
      const [marked] = (await ok<RequestPage>('GET', `/rest/supplychain/request/sent?id=${hostRequest.id}`, 'buyer')).rows;
      expect(marked.refreshNeeded).toBe(true);

      const decide = { id: pending.id, decision: 'approve' };
      await refusedBoth('POST', '/rest/supplychain/application/decide', 'reviewer', decide, 'applicationFootprintChanged');
      await refusedBoth(
        'POST',
        '/rest/supplychain/application/create',
        'buyer',
        { ...body, lineId: saved.ids[1] },
        'applicationFootprintChanged',
      );
      const lines = await db().select().from(inventoryLines).where(eq(inventoryLines.projectId, created.id));
      expect(lines.map((l) => l.sourceKind)).toEqual([null, null]);
      const [still] = (await ok<ApplicationPage>('GET', '/rest/supplychain/application/list?status=pending', 'buyer')).rows;
      expect(still).toMatchObject({ id: pending.id, status: 'pending' });
      // it may still be rejected
      const rejected = await ok<FootprintApplication>('POST', '/rest/supplychain/application/decide', 'reviewer', {
        ...decide,
        decision: 'reject',
        reason: 'Footprint changed',
      });
      expect(rejected.status).toBe('rejected');
    });
  },
  // the test's PACT host listens on 127.0.0.1
  { PACT_SECRET_KEY: KEY, PUBLIC_URL: 'https://buyer.example', PACT_PRIVATE_HOSTS: 'on' },
);
