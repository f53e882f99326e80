/**
 * A buyer company's suppliers (contracts/supplyChain.ts). Every change is the caller's company's
 * (a platform administrator names the company), in one transaction with its operation-log row.
 *
 * Linking takes an approved platform company found by name or credit code. Inviting writes an
 * outbox message (as password recovery does) whose link carries a random token; only its SHA-256
 * is stored, and registering through it turns the invitation into a platform partner
 * (claimInvitation, called by the registration). An external PACT host keeps its client secret
 * sealed with PACT_SECRET_KEY (secretBox.ts), and names the company's own PACT client it calls back
 * with (the only one whose events settle requests sent to it); moving the host to another origin
 * needs the secret again, so the stored one is never sent elsewhere. A supplier that requests
 * involve cannot be removed: they stay on record.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type {
  HostPartnerRequest,
  HostView,
  Invitation,
  InvitePartnerRequest,
  LinkPartnerRequest,
  OutboxDelivery,
  PartnerCandidate,
  PartnerListQuery,
  PartnerPage,
  PartnerProductRow,
  SavePartnerProductsRequest,
  SupplyPartner,
  UpdatePartnerRequest,
} from '@pcf/shared/contracts';
import {
  INVITATION_DAYS,
  INVITATION_TOKEN_PARAM,
  PARTNER_NAME_MAX,
  PARTNER_NOTE_MAX,
  PARTNER_SEARCH_MAX,
  PRODUCT_ID_MAX,
} from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { companies, directoryNodes, footprintRequests, pactClients, pactHosts, partnerProducts, supplyPartners } from '../../../schema';
import { containsPattern } from '../../../db/queries';
import { ApiError, refused } from '../../../http/errors';
import { translate, type Language, type MessageKey, type MessageParams } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { listedCompany, targetCompany, type Handle, type Tx } from '../../auth/companyScope';
import { newToken, tokenDigest } from '../../auth/tokens';
import { recordOperation } from '../../audit/service';
import { keepMessage, type NewMessage } from '../../outbox/service';
import { isHostUrl } from '../requests/pactClient';
import { seal } from './secretBox';
import { searchPattern, supplyChainWindow } from '../paging';

export const PARTNER_LOG_OBJECT = 'supply_partner';
const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export const partnerMissing = (): ApiError => new ApiError('partnerMissing', 404, 404);

export interface PartnerSettings {
  publicUrl: string;
  /** PACT_SECRET_KEY, or null when not set. */
  secretKey: Buffer | null;
  /** How an email leaves: by SMTP ('sending') or kept in the outbox. */
  emailDelivery: OutboxDelivery;
}

type PartnerRow = typeof supplyPartners.$inferSelect;
type HostRow = typeof pactHosts.$inferSelect;
type InboundRow = Pick<typeof pactClients.$inferSelect, 'clientId' | 'label' | 'revokedAt'>;

// ---- reading ----

async function counts(db: Handle, ids: readonly number[]) {
  if (ids.length === 0) return { products: new Map<number, number>(), requests: new Map<number, number>() };
  const products = await db
    .select({ id: partnerProducts.partnerId, n: count() })
    .from(partnerProducts)
    .where(inArray(partnerProducts.partnerId, [...ids]))
    .groupBy(partnerProducts.partnerId);
  const requests = await db
    .select({ id: footprintRequests.partnerId, n: count() })
    .from(footprintRequests)
    .where(inArray(footprintRequests.partnerId, [...ids]))
    .groupBy(footprintRequests.partnerId);
  return {
    products: new Map(products.map((r) => [r.id, Number(r.n)])),
    requests: new Map(requests.flatMap((r) => (r.id === null ? [] : [[r.id, Number(r.n)] as const]))),
  };
}

interface PartnerJoin {
  partner: PartnerRow;
  host: HostRow | null;
  inbound: InboundRow | null;
  creditCode: string | null;
}

function hostView(host: HostRow, inbound: InboundRow | null): HostView {
  return {
    baseUrl: host.baseUrl,
    authUrl: host.authUrl,
    clientId: host.clientId,
    inboundClientId: host.inboundClientId,
    inboundClient: inbound && { clientId: inbound.clientId, label: inbound.label, revoked: inbound.revokedAt !== null },
  };
}

async function partnerViews(db: Handle, rows: readonly PartnerJoin[]) {
  const { products, requests } = await counts(
    db,
    rows.map((r) => r.partner.id),
  );
  return rows.map(({ partner, host, inbound, creditCode }): SupplyPartner => ({
    id: partner.id,
    kind: partner.kind,
    name: partner.name,
    partnerCompanyId: partner.partnerCompanyId,
    creditCode,
    inviteEmail: partner.inviteEmail,
    invitePending: partner.kind === 'invited',
    host: host ? hostView(host, inbound) : null,
    note: partner.note,
    productCount: products.get(partner.id) ?? 0,
    requestCount: requests.get(partner.id) ?? 0,
    createdAt: partner.createdAt.toISOString(),
  }));
}

function partnerQuery(db: Handle) {
  return db
    .select({
      partner: supplyPartners,
      host: pactHosts,
      inbound: { clientId: pactClients.clientId, label: pactClients.label, revokedAt: pactClients.revokedAt },
      creditCode: companies.creditCode,
    })
    .from(supplyPartners)
    .leftJoin(pactHosts, eq(pactHosts.id, supplyPartners.hostId))
    .leftJoin(pactClients, eq(pactClients.id, pactHosts.inboundClientId))
    .leftJoin(companies, eq(companies.id, supplyPartners.partnerCompanyId));
}

/** One page of the company's suppliers, newest first; `text` is part of the name, credit code or invitation address. */
export async function listPartners(db: Db, session: SessionContext, query: PartnerListQuery): Promise<PartnerPage> {
  const companyId = listedCompany(session, query.companyId);
  const pattern = searchPattern(query.text);
  const where = and(
    companyId === undefined ? undefined : eq(supplyPartners.companyId, companyId),
    pattern === null
      ? undefined
      : or(ilike(supplyPartners.name, pattern), ilike(companies.creditCode, pattern), ilike(supplyPartners.inviteEmail, pattern)),
  );
  const window = supplyChainWindow(query);
  const [rows, [counted]] = await Promise.all([
    partnerQuery(db)
      .where(where)
      .orderBy(desc(supplyPartners.createdAt), desc(supplyPartners.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(supplyPartners).leftJoin(companies, eq(companies.id, supplyPartners.partnerCompanyId)).where(where),
  ]);
  return { rows: await partnerViews(db, rows), total: Number(counted.total) };
}

async function partnerView(db: Handle, id: number): Promise<SupplyPartner> {
  const rows = await partnerQuery(db).where(eq(supplyPartners.id, id));
  return (await partnerViews(db, rows))[0];
}

/** The partner, if it is one of the caller's company's (any company's for a platform administrator); 404 otherwise. */
export async function ownPartner(db: Handle, session: SessionContext, id: number, lock = false): Promise<PartnerRow> {
  const query = db.select().from(supplyPartners).where(eq(supplyPartners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (!session.isAdmin && row.companyId !== session.companyId)) throw partnerMissing();
  return row;
}

export async function partnerCandidates(
  db: Db,
  session: SessionContext,
  text: string,
  requested: number | undefined,
): Promise<PartnerCandidate[]> {
  const companyId = await targetCompany(db, session, requested);
  const words = text.trim();
  if (words === '') return [];
  const pattern = containsPattern(words);
  const rows = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      creditCode: companies.creditCode,
      industry: companies.industry,
      linked: sql<boolean>`exists (select 1 from supply_partners p where p.company_id = ${companyId} and p.partner_company_id = ${companies.id})`,
    })
    .from(companies)
    .where(
      and(
        eq(companies.reviewStatus, 'approved'),
        ne(companies.id, companyId),
        or(ilike(companies.name, pattern), ilike(companies.nameEn, pattern), ilike(companies.creditCode, pattern)),
      ),
    )
    .orderBy(asc(companies.name))
    .limit(PARTNER_SEARCH_MAX);
  return rows.map((r) => ({ ...r, linked: Boolean(r.linked) }));
}

// ---- checking ----

function cleanName(value: string): string {
  const name = value.trim();
  if (name === '' || Array.from(name).length > PARTNER_NAME_MAX) throw refused('partnerNameInvalid', { max: PARTNER_NAME_MAX });
  return name;
}

function cleanNote(value: string | null | undefined): string | null {
  const note = (value ?? '').trim();
  if (Array.from(note).length > PARTNER_NOTE_MAX) throw refused('partnerNoteTooLong', { max: PARTNER_NOTE_MAX });
  return note === '' ? null : note;
}

function cleanUrl(value: string, field: MessageKey, language: Language): string {
  const url = value.trim().replace(/\/+$/, '');
  if (!isHostUrl(url)) throw refused('partnerHostUrlInvalid', { field: translate(field, language) });
  return url;
}

function requireKey(settings: PartnerSettings): Buffer {
  if (settings.secretKey === null) throw refused('pactSecretKeyMissing');
  return settings.secretKey;
}

/**
 * The inbound client asked for, checked: one in use of the supplier's own company (a client it gave
 * someone else, or revoked, would let others answer). Shared lock: a revocation waits for the save.
 */
async function inboundClient(tx: Tx, companyId: number, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [client] = await tx
    .select({ id: pactClients.id })
    .from(pactClients)
    .where(and(eq(pactClients.id, id), eq(pactClients.companyId, companyId), isNull(pactClients.revokedAt)))
    .for('share');
  if (!client) throw refused('partnerHostInboundClientInvalid');
  return client.id;
}

const originOf = (url: string): string => new URL(url).origin;

async function log(tx: Tx, session: SessionContext, action: 'create' | 'update' | 'delete', id: number, change: object): Promise<void> {
  await recordOperation(tx, session, {
    object: PARTNER_LOG_OBJECT,
    action,
    targetIds: [id],
    ...(action === 'delete' ? { before: change } : { after: change }),
  });
}

// ---- changes ----

export async function linkPartner(db: Db, session: SessionContext, input: LinkPartnerRequest, now: Date): Promise<SupplyPartner> {
  return db.transaction(async (tx) => {
    const companyId = await targetCompany(tx, session, input.companyId);
    if (input.partnerCompanyId === companyId) throw refused('partnerSelf');
    const [supplier] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, input.partnerCompanyId), eq(companies.reviewStatus, 'approved')));
    if (!supplier) throw refused('partnerCompanyMissing');
    const [created] = await tx
      .insert(supplyPartners)
      .values({
        companyId,
        kind: 'platform',
        partnerCompanyId: supplier.id,
        name: supplier.name,
        note: cleanNote(input.note),
        createdBy: session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: supplyPartners.id });
    if (!created) throw refused('partnerAlreadyLinked', { name: supplier.name });
    await log(tx, session, 'create', created.id, { kind: 'platform', partnerCompanyId: supplier.id });
    return partnerView(tx, created.id);
  });
}

/** `<PUBLIC_URL>/#/zhuce?invitation=...`: the registration page, which sends the token back with the form. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/zhuce?${INVITATION_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

function bilingual(key: MessageKey, params: MessageParams, separator: string): string {
  return `${translate(key, 'zh', params)}${separator}${translate(key, 'en', params)}`;
}

function invitationMessage(inviter: string, company: string, email: string, link: string): NewMessage {
  const params = { inviter, company, days: INVITATION_DAYS };
  const delivered = `${translate('partnerInviteLinkDelivered', 'zh')} ${translate('partnerInviteLinkDelivered', 'en')}`;
  return {
    channel: 'email',
    recipient: email,
    account: null,
    subject: bilingual('partnerInviteMailSubject', { inviter }, ' / '),
    body: bilingual('partnerInviteMailBody', { ...params, link }, '\n\n----------\n\n'),
    bodyOnceSent: bilingual('partnerInviteMailBody', { ...params, link: delivered }, '\n\n----------\n\n'),
  };
}

export async function invitePartner(
  db: Db,
  session: SessionContext,
  input: InvitePartnerRequest,
  settings: PartnerSettings,
  now: Date,
): Promise<{ partner: SupplyPartner; outboxId: number; message: NewMessage }> {
  const name = cleanName(input.name);
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 100) throw refused('partnerEmailInvalid');
  const token = newToken();
  return db.transaction(async (tx) => {
    const companyId = await targetCompany(tx, session, input.companyId);
    const invitation = {
      name,
      note: cleanNote(input.note),
      inviteEmail: email,
      inviteTokenHash: tokenDigest(token),
      inviteExpiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      updatedAt: now,
    };
    // the unique index decides, not a read another invitation could slip past: an expired
    // invitation to the address is renewed (its old link stops working), a live one refuses
    const [renewed] = await tx
      .update(supplyPartners)
      .set(invitation)
      .where(
        and(
          eq(supplyPartners.companyId, companyId),
          eq(supplyPartners.kind, 'invited'),
          sql`lower(${supplyPartners.inviteEmail}) = ${email.toLowerCase()}`,
          lte(supplyPartners.inviteExpiresAt, now),
        ),
      )
      .returning({ id: supplyPartners.id });
    const [created] = renewed
      ? []
      : await tx
          .insert(supplyPartners)
          .values({ ...invitation, companyId, kind: 'invited', createdBy: session.userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: supplyPartners.id });
    const partnerId = renewed?.id ?? created?.id;
    if (partnerId === undefined) throw refused('partnerInvitePending', { email });
    const [inviter] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const message = invitationMessage(inviter.name, name, email, invitationLink(settings.publicUrl, token));
    const outboxId = await keepMessage(tx, message, settings.emailDelivery, now);
    await log(tx, session, renewed ? 'update' : 'create', partnerId, { kind: 'invited', name, email });
    return { partner: await partnerView(tx, partnerId), outboxId, message };
  });
}

export async function addHostPartner(
  db: Db,
  session: SessionContext,
  input: HostPartnerRequest,
  settings: PartnerSettings,
  language: Language,
  now: Date,
): Promise<SupplyPartner> {
  const key = requireKey(settings);
  const name = cleanName(input.name);
  const baseUrl = cleanUrl(input.baseUrl, 'partnerHostBaseUrl', language);
  const authUrl = input.authUrl?.trim() ? cleanUrl(input.authUrl, 'partnerHostAuthUrl', language) : baseUrl;
  const clientId = input.clientId.trim();
  if (clientId === '' || input.clientSecret === '') throw refused('partnerHostClientInvalid');
  return db.transaction(async (tx) => {
    const companyId = await targetCompany(tx, session, input.companyId);
    const inboundClientId = await inboundClient(tx, companyId, input.inboundClientId ?? null);
    const [host] = await tx
      .insert(pactHosts)
      .values({
        companyId,
        baseUrl,
        authUrl,
        clientId,
        clientSecretSealed: seal(key, input.clientSecret),
        inboundClientId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: pactHosts.id });
    const [created] = await tx
      .insert(supplyPartners)
      .values({
        companyId,
        kind: 'host',
        hostId: host.id,
        name,
        note: cleanNote(input.note),
        createdBy: session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supplyPartners.id });
    await log(tx, session, 'create', created.id, { kind: 'host', name, baseUrl, authUrl, clientId, inboundClientId });
    return partnerView(tx, created.id);
  });
}

export async function updatePartner(
  db: Db,
  session: SessionContext,
  input: UpdatePartnerRequest,
  settings: PartnerSettings,
  language: Language,
  now: Date,
): Promise<SupplyPartner> {
  const name = cleanName(input.name);
  const note = cleanNote(input.note);
  return db.transaction(async (tx) => {
    const partner = await ownPartner(tx, session, input.id, true);
    if (input.host) {
      if (partner.hostId === null) throw refused('partnerHostOnly');
      const baseUrl = cleanUrl(input.host.baseUrl, 'partnerHostBaseUrl', language);
      const authUrl = input.host.authUrl?.trim() ? cleanUrl(input.host.authUrl, 'partnerHostAuthUrl', language) : baseUrl;
      const clientId = input.host.clientId.trim();
      if (clientId === '' || input.host.clientSecret === '') throw refused('partnerHostClientInvalid');
      const [stored] = await tx.select().from(pactHosts).where(eq(pactHosts.id, partner.hostId)).for('update');
      // the stored secret goes only where it was typed for: another origin needs it typed again
      const moved = originOf(baseUrl) !== originOf(stored.baseUrl) || originOf(authUrl) !== originOf(stored.authUrl);
      if (moved && input.host.clientSecret === undefined) throw refused('partnerHostSecretAgain');
      const secret =
        input.host.clientSecret === undefined ? {} : { clientSecretSealed: seal(requireKey(settings), input.host.clientSecret) };
      const inbound =
        input.host.inboundClientId === undefined
          ? {}
          : { inboundClientId: await inboundClient(tx, partner.companyId, input.host.inboundClientId) };
      // new settings: a cached token belongs to the old ones
      await tx
        .update(pactHosts)
        .set({ baseUrl, authUrl, clientId, ...secret, ...inbound, tokenSealed: null, tokenExpiresAt: null, updatedAt: now })
        .where(eq(pactHosts.id, partner.hostId));
    }
    await tx.update(supplyPartners).set({ name, note, updatedAt: now }).where(eq(supplyPartners.id, partner.id));
    await log(tx, session, 'update', partner.id, { name, note, host: input.host ? { ...input.host, clientSecret: undefined } : undefined });
    return partnerView(tx, partner.id);
  });
}

export async function removePartner(db: Db, session: SessionContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const partner = await ownPartner(tx, session, id, true);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(footprintRequests)
      .where(
        or(
          eq(footprintRequests.partnerId, partner.id),
          partner.hostId === null ? sql`false` : eq(footprintRequests.supplierHostId, partner.hostId),
        ),
      );
    if (Number(n) > 0) throw refused('partnerHasRequests', { name: partner.name, count: Number(n) });
    await tx.delete(supplyPartners).where(eq(supplyPartners.id, partner.id));
    if (partner.hostId !== null) await tx.delete(pactHosts).where(eq(pactHosts.id, partner.hostId));
    await log(tx, session, 'delete', partner.id, { kind: partner.kind, name: partner.name });
  });
}

// ---- products ----

async function productRows(db: Handle, partnerId: number): Promise<PartnerProductRow[]> {
  return db
    .select({
      productId: partnerProducts.productId,
      productName: partnerProducts.productName,
      itemId: partnerProducts.itemId,
      itemName: directoryNodes.name,
    })
    .from(partnerProducts)
    .innerJoin(directoryNodes, eq(directoryNodes.id, partnerProducts.itemId))
    .where(eq(partnerProducts.partnerId, partnerId))
    .orderBy(asc(partnerProducts.productId));
}

export async function partnerProductList(db: Db, session: SessionContext, partnerId: number): Promise<PartnerProductRow[]> {
  const partner = await ownPartner(db, session, partnerId);
  return productRows(db, partner.id);
}

/** Replaces the partner's product mapping with the list sent: every row checked before anything is written. */
export async function savePartnerProducts(
  db: Db,
  session: SessionContext,
  input: SavePartnerProductsRequest,
): Promise<PartnerProductRow[]> {
  const seen = new Set<string>();
  const products = input.products.map((p, index) => {
    const productId = p.productId.trim();
    if (productId === '' || productId.length > PRODUCT_ID_MAX)
      throw refused('partnerProductInvalid', { position: index + 1, max: PRODUCT_ID_MAX });
    if (seen.has(productId)) throw refused('partnerProductRepeated', { product: productId.slice(0, 60) });
    seen.add(productId);
    const productName = (p.productName ?? '').trim();
    if (Array.from(productName).length > PARTNER_NAME_MAX) throw refused('partnerNameInvalid', { max: PARTNER_NAME_MAX });
    return { productId, productName: productName === '' ? null : productName, itemId: p.itemId, position: index + 1 };
  });
  return db.transaction(async (tx) => {
    const partner = await ownPartner(tx, session, input.partnerId, true);
    const itemIds = [...new Set(products.map((p) => p.itemId))];
    const items =
      itemIds.length === 0
        ? new Set<number>()
        : new Set(
            (
              await tx.select({ id: directoryNodes.id }).from(directoryNodes).where(inArray(directoryNodes.id, itemIds)).for('key share')
            ).map((r) => r.id),
          );
    const unknown = products.find((p) => !items.has(p.itemId));
    if (unknown) throw refused('partnerProductItemMissing', { position: unknown.position });
    const before = await productRows(tx, partner.id);
    await tx.delete(partnerProducts).where(eq(partnerProducts.partnerId, partner.id));
    if (products.length > 0)
      await tx
        .insert(partnerProducts)
        .values(products.map((p) => ({ partnerId: partner.id, productId: p.productId, productName: p.productName, itemId: p.itemId })));
    const after = await productRows(tx, partner.id);
    await recordOperation(tx, session, {
      object: PARTNER_LOG_OBJECT,
      action: 'update',
      targetIds: [partner.id],
      before: { products: before },
      after: { products: after },
    });
    return after;
  });
}

// ---- invitations ----

const liveInvitation = (token: string, now: Date) =>
  and(eq(supplyPartners.inviteTokenHash, tokenDigest(token)), eq(supplyPartners.kind, 'invited'), gt(supplyPartners.inviteExpiresAt, now));

/** What the registration page shows of a live invitation; one refusal for unknown, used and expired links. */
export async function invitation(db: Db, token: string, now: Date): Promise<Invitation> {
  const [row] = await db
    .select({ inviterName: companies.name, companyName: supplyPartners.name, email: supplyPartners.inviteEmail })
    .from(supplyPartners)
    .innerJoin(companies, eq(companies.id, supplyPartners.companyId))
    .where(liveInvitation(token, now));
  if (!row || row.email === null) throw refused('partnerInvitationInvalid');
  return { inviterName: row.inviterName, companyName: row.companyName, email: row.email };
}

/**
 * Called in the registration's transaction when the form carried an invitation token: the
 * invitation becomes a platform partner of the new company. One statement, so a link is claimed
 * once; a link that is no longer live refuses the registration (nothing is written).
 */
export async function claimInvitation(tx: Tx, token: string, companyId: number, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(supplyPartners)
    .set({ kind: 'platform', partnerCompanyId: companyId, inviteTokenHash: null, inviteAcceptedAt: now, updatedAt: now })
    .where(and(liveInvitation(token, now), ne(supplyPartners.companyId, companyId)))
    .returning({ id: supplyPartners.id, companyId: supplyPartners.companyId });
  if (!claimed) throw refused('partnerInvitationInvalid');
  await recordOperation(tx, null, {
    object: PARTNER_LOG_OBJECT,
    action: 'register',
    targetIds: [claimed.id],
    after: { partnerCompanyId: companyId },
  });
}
