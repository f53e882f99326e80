/**
 * Footprint requests (contracts/supplyChain.ts). The buyer's company sends a request to one of its
 * suppliers: a platform supplier finds it in its received list, an external host receives a PACT
 * `RequestCreatedEvent.3`. The supplier company answers a received request once: fulfilled with one
 * of its Active pact footprints, or rejected with a reason. An external requester (one that asked
 * through the PACT API) gets the answer as `RequestFulfilledEvent.3` / `RequestRejectedEvent.3` at
 * its callback. Events to other hosts are queued in the change's transaction and sent after it
 * commits, with retries (supplychain/deliveries): the request shows how its delivery went.
 *
 * Scope: a request is visible to its requester company (sent) and its supplier company (received);
 * platform administrators see every request. Anyone else: 404.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreateRequest,
  FootprintChoice,
  FootprintRequest,
  FootprintRequestStatus,
  RejectRequest,
  RequestListQuery,
  RequestPage,
} from '@pcf/shared/contracts';
import { PACT_EVENT_TYPES, PRODUCT_ID_MAX, REASON_MAX, REQUEST_MESSAGE_MAX } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { selectPage } from '../../../db/queries';
import { companies, footprintRequests, pactClients, pactFootprints, pactHosts, supplyPartners } from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import type { Language } from '../../../http/messages';
import type { SessionContext } from '../../auth/sessions';
import { listedCompany, type Handle, type Tx } from '../../auth/companyScope';
import { recordOperation } from '../../audit/service';
import { ownPartner } from '../partners/service';
import { deliveryView, enqueueDelivery, latestDeliveries } from '../deliveries/service';
import { answerTarget } from './hostCalls';
import { otherReceived } from './received';
import type { CloudEvent } from './pactClient';
import { anyContains, searchPattern, supplyChainWindow } from '../paging';

export const REQUEST_LOG_OBJECT = 'footprint_request';

export interface RequestServices {
  db: Db;
  /** PACT_SECRET_KEY: without it no registered host's credentials can be opened. */
  secretKey: Buffer | null;
  /** The platform's address: the `source` of the events it sends (`<PUBLIC_URL>/3/events`). */
  publicUrl: string;
}

export const requestMissing = (): ApiError => new ApiError('requestMissing', 404, 404);

type RequestRow = typeof footprintRequests.$inferSelect;

/** The `source` of the events this platform sends: where an answer comes back. */
export const eventSource = (publicUrl: string): string => `${publicUrl}/3/events`;

export function cloudEvent<Data>(type: string, publicUrl: string, data: Data, now: Date): CloudEvent<Data> {
  return { type, specversion: '1.0', id: randomUUID(), source: eventSource(publicUrl), time: now.toISOString(), data };
}

// ---- reading ----

/** What rows of another table say (a name, a document) by id, read in one query; none when no row points there. */
async function lookup<K extends number | string, V>(
  ids: readonly (K | null)[],
  read: (ids: K[]) => Promise<{ id: K | null; value: V }[]>,
): Promise<Map<K, V>> {
  const wanted = [...new Set(ids.filter((id): id is K => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await read(wanted)).flatMap((r) => (r.id === null ? [] : [[r.id, r.value] as const])));
}

async function views(
  db: Handle,
  rows: readonly RequestRow[],
  viewer: 'sent' | 'received',
  language: Language,
): Promise<FootprintRequest[]> {
  const partners = await lookup(
    rows.map((r) => r.partnerId),
    (ids) => db.select({ id: supplyPartners.id, value: supplyPartners.name }).from(supplyPartners).where(inArray(supplyPartners.id, ids)),
  );
  const hostPartners = await lookup(
    rows.map((r) => r.supplierHostId),
    (ids) =>
      db.select({ id: supplyPartners.hostId, value: supplyPartners.name }).from(supplyPartners).where(inArray(supplyPartners.hostId, ids)),
  );
  const requesters = await lookup(
    rows.map((r) => r.requesterCompanyId),
    (ids) => db.select({ id: companies.id, value: companies.name }).from(companies).where(inArray(companies.id, ids)),
  );
  const clients = await lookup(
    rows.map((r) => r.requesterClientId),
    (ids) => db.select({ id: pactClients.id, value: pactClients.label }).from(pactClients).where(inArray(pactClients.id, ids)),
  );
  const documents = await lookup(
    rows.map((r) => r.pactFootprintId),
    (ids) =>
      db.select({ id: pactFootprints.id, value: pactFootprints.document }).from(pactFootprints).where(inArray(pactFootprints.id, ids)),
  );
  const deliveries = await latestDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const sent = viewer === 'sent';
    const delivery = deliveries.get(r.id);
    const counterpart = sent
      ? ((r.partnerId === null ? undefined : partners.get(r.partnerId)) ??
        (r.supplierHostId === null ? undefined : hostPartners.get(r.supplierHostId)) ??
        '—')
      : r.requesterCompanyId !== null
        ? (requesters.get(r.requesterCompanyId) ?? '—')
        : (clients.get(r.requesterClientId ?? 0) ?? '—');
    const counterpartKind = sent ? (r.supplierHostId !== null ? 'host' : 'platform') : r.requesterClientId !== null ? 'client' : 'platform';
    const document = r.pactFootprintId !== null ? (documents.get(r.pactFootprintId) ?? null) : (r.receivedDocument ?? null);
    const footprintId =
      r.pactFootprintId ?? (r.receivedDocument && typeof r.receivedDocument.id === 'string' ? (r.receivedDocument.id as string) : null);
    return {
      id: r.id,
      pactRequestId: r.pactRequestId,
      direction: viewer,
      partnerId: sent ? r.partnerId : null,
      counterpart,
      counterpartKind,
      productIds: r.productIds,
      periodStart: r.periodStart?.toISOString() ?? null,
      periodEnd: r.periodEnd?.toISOString() ?? null,
      message: r.message,
      criteria: r.criteria ?? null,
      status: r.status,
      rejectReason: r.rejectReason,
      footprintId,
      footprint: document,
      otherFootprints: r.pactFootprintId !== null ? [] : otherReceived(r),
      refreshNeeded: r.refreshNeeded,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      delivery: delivery ? deliveryView(delivery, language) : null,
    };
  });
}

/**
 * Whether the other side's name (the supplier of a sent request, the requester of a received one)
 * contains the pattern. Written out in full: drizzle leaves the columns of a one-table select unqualified.
 */
function counterpartContains(direction: 'sent' | 'received', pattern: string): SQL {
  if (direction === 'sent')
    return sql`exists (select 1 from supply_partners sp where sp.id = footprint_requests.partner_id and sp.name ilike ${pattern})`;
  return sql`(exists (select 1 from companies rc where rc.id = footprint_requests.requester_company_id and rc.name ilike ${pattern})
    or exists (select 1 from pact_clients rk where rk.id = footprint_requests.requester_client_id and rk.label ilike ${pattern}))`;
}

/** One page of the company's sent or received requests, newest first; `text` is part of a product id or the other side's name. */
export async function listRequests(
  db: Db,
  session: SessionContext,
  direction: 'sent' | 'received',
  query: RequestListQuery,
  language: Language,
): Promise<RequestPage> {
  const companyId = listedCompany(session, query.companyId);
  const side = direction === 'sent' ? footprintRequests.requesterCompanyId : footprintRequests.supplierCompanyId;
  const where: SQL[] = [];
  // a platform administrator without a company named sees every request that has this side on the platform
  where.push(companyId !== undefined ? eq(side, companyId) : isNotNull(side));
  if (query.status) where.push(eq(footprintRequests.status, query.status));
  if (query.id !== undefined) where.push(eq(footprintRequests.id, query.id));
  const pattern = searchPattern(query.text);
  if (pattern !== null) where.push(or(anyContains(footprintRequests.productIds, pattern), counterpartContains(direction, pattern)) as SQL);
  const { rows, total } = await selectPage(
    db,
    footprintRequests,
    and(...where),
    [desc(footprintRequests.createdAt), desc(footprintRequests.id)],
    supplyChainWindow(query),
  );
  return { rows: await views(db, rows, direction, language), total };
}

/** A request of the caller's company on the given side (any for a platform administrator); 404 otherwise. */
async function requestOn(db: Handle, session: SessionContext, id: number, side: 'sent' | 'received', lock = false): Promise<RequestRow> {
  const query = db.select().from(footprintRequests).where(eq(footprintRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  const owner = side === 'sent' ? row?.requesterCompanyId : row?.supplierCompanyId;
  if (!row || owner === null || owner === undefined || (!session.isAdmin && owner !== session.companyId)) throw requestMissing();
  return row;
}

export async function requestView(db: Handle, id: number, side: 'sent' | 'received', language: Language): Promise<FootprintRequest> {
  const rows = await db.select().from(footprintRequests).where(eq(footprintRequests.id, id));
  return (await views(db, rows, side, language))[0];
}

// ---- sending ----

function cleanProducts(productIds: readonly string[]): string[] {
  const cleaned = productIds.map((p, index) => {
    const id = p.trim();
    if (id === '' || id.length > PRODUCT_ID_MAX) throw refused('requestProductInvalid', { position: index + 1, max: PRODUCT_ID_MAX });
    return id;
  });
  return [...new Set(cleaned)];
}

function cleanMessage(message: string | null | undefined): string | null {
  const text = (message ?? '').trim();
  if (Array.from(text).length > REQUEST_MESSAGE_MAX) throw refused('requestMessageTooLong', { max: REQUEST_MESSAGE_MAX });
  return text === '' ? null : text;
}

async function log(
  tx: Tx,
  session: SessionContext | null,
  action: 'create' | 'update',
  row: RequestRow,
  extra: object = {},
): Promise<void> {
  await recordOperation(tx, session, {
    object: REQUEST_LOG_OBJECT,
    action,
    targetIds: [row.id],
    after: { id: row.id, pactRequestId: row.pactRequestId, status: row.status, ...extra },
  });
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The RequestCreatedEvent.3 data of a request: the product ids, and the reference period and the
 * message as its comment. The period is not sent as validAfter/validBefore: those filter on a
 * footprint's validity, which a period the footprint should cover is not (PACT has no field for it).
 */
export function requestCreatedData(row: Pick<RequestRow, 'productIds' | 'periodStart' | 'periodEnd' | 'message'>) {
  const period =
    row.periodStart || row.periodEnd
      ? `Reference period: ${row.periodStart ? day(row.periodStart) : '…'} to ${row.periodEnd ? day(row.periodEnd) : '…'}.`
      : null;
  const comment = [period, row.message].filter((part) => part !== null && part !== '').join('\n');
  return { productId: row.productIds, ...(comment === '' ? {} : { comment }) };
}

export async function createRequest(
  services: RequestServices,
  session: SessionContext,
  input: CreateRequest,
  language: Language,
  now: Date,
): Promise<FootprintRequest> {
  const productIds = cleanProducts(input.productIds);
  const message = cleanMessage(input.message);
  const periodStart = input.periodStart ? new Date(input.periodStart) : null;
  const periodEnd = input.periodEnd ? new Date(input.periodEnd) : null;
  if (periodStart && periodEnd && periodStart.getTime() >= periodEnd.getTime()) throw refused('requestPeriodInvalid');
  return services.db.transaction(async (tx) => {
    const partner = await ownPartner(tx, session, input.partnerId, true);
    if (partner.kind === 'invited') throw refused('requestPartnerPending', { name: partner.name });
    const [row] = await tx
      .insert(footprintRequests)
      .values({
        pactRequestId: randomUUID(),
        requesterCompanyId: partner.companyId,
        partnerId: partner.id,
        supplierCompanyId: partner.partnerCompanyId,
        supplierHostId: partner.hostId,
        productIds,
        periodStart,
        periodEnd,
        message,
        createdBy: session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (partner.hostId !== null) {
      // queued only if it can ever be sent: the host's secret opens with PACT_SECRET_KEY alone
      if (services.secretKey === null) throw refused('pactSecretKeyMissing');
      const [host] = await tx.select().from(pactHosts).where(eq(pactHosts.id, partner.hostId));
      const event = {
        ...cloudEvent(PACT_EVENT_TYPES.requestCreated, services.publicUrl, requestCreatedData(row), now),
        id: row.pactRequestId,
      };
      await enqueueDelivery(tx, { companyId: partner.companyId, requestId: row.id, hostId: host.id, baseUrl: host.baseUrl, event }, now);
    }
    await log(tx, session, 'create', row, { partnerId: partner.id, productIds });
    return requestView(tx, row.id, 'sent', language);
  });
}

// ---- answering ----

const statusWord = (status: FootprintRequestStatus, language: Language): string =>
  ({ created: { zh: '创建', en: 'created' }, fulfilled: { zh: '履行', en: 'fulfilled' }, rejected: { zh: '拒绝', en: 'rejected' } })[
    status
  ][language];

async function openReceived(tx: Tx, session: SessionContext, id: number, language: Language): Promise<RequestRow> {
  const row = await requestOn(tx, session, id, 'received', true);
  if (row.status !== 'created') throw refused('requestNotOpen', { status: statusWord(row.status, language) });
  return row;
}

/** The supplier company's Active footprints a received request may be fulfilled with, newest first. */
export async function footprintChoices(db: Db, session: SessionContext, id: number): Promise<FootprintChoice[]> {
  const row = await requestOn(db, session, id, 'received');
  const rows = await db
    .select()
    .from(pactFootprints)
    .where(and(eq(pactFootprints.companyId, row.supplierCompanyId as number), eq(pactFootprints.status, 'Active')))
    .orderBy(desc(pactFootprints.createdAt), asc(pactFootprints.id));
  return rows.map((f) => {
    const name = (f.document as { productNameCompany?: unknown }).productNameCompany;
    return {
      id: f.id,
      version: f.version,
      productIds: f.productIds,
      productName: typeof name === 'string' ? name : null,
      createdAt: f.createdAt.toISOString(),
    };
  });
}

/** Queues an external requester's answer to its callback (hostCalls.answerTarget); a platform requester reads it in the row. */
export async function answerExternal<Data>(publicUrl: string, tx: Tx, row: RequestRow, type: string, data: Data, now: Date): Promise<void> {
  if (row.requesterClientId === null || row.callbackUrl === null) return;
  const companyId = row.supplierCompanyId as number;
  const hosts = await tx.select().from(pactHosts).where(eq(pactHosts.companyId, companyId));
  const target = answerTarget(hosts, row.callbackUrl);
  await enqueueDelivery(tx, { companyId, requestId: row.id, ...target, event: cloudEvent(type, publicUrl, data, now) }, now);
}

export async function fulfilRequest(
  services: RequestServices,
  session: SessionContext,
  input: { id: number; footprintId: string },
  language: Language,
  now: Date,
): Promise<FootprintRequest> {
  return services.db.transaction(async (tx) => {
    const row = await openReceived(tx, session, input.id, language);
    const [footprint] = await tx
      .select()
      .from(pactFootprints)
      .where(
        and(
          eq(pactFootprints.id, input.footprintId),
          eq(pactFootprints.companyId, row.supplierCompanyId as number),
          eq(pactFootprints.status, 'Active'),
        ),
      )
      .for('key share');
    if (!footprint) throw refused('requestFootprintMissing');
    const [saved] = await tx
      .update(footprintRequests)
      .set({ status: 'fulfilled', pactFootprintId: footprint.id, decidedBy: session.userId, decidedAt: now, updatedAt: now })
      .where(eq(footprintRequests.id, row.id))
      .returning();
    await answerExternal(
      services.publicUrl,
      tx,
      saved,
      PACT_EVENT_TYPES.requestFulfilled,
      { requestEventId: row.pactRequestId, pfs: [footprint.document] },
      now,
    );
    await log(tx, session, 'update', saved, { pactFootprintId: footprint.id });
    return requestView(tx, saved.id, 'received', language);
  });
}

export async function rejectRequest(
  services: RequestServices,
  session: SessionContext,
  input: RejectRequest,
  language: Language,
  now: Date,
): Promise<FootprintRequest> {
  const reason = input.reason.trim();
  if (reason === '' || Array.from(reason).length > REASON_MAX) throw refused('requestReasonRequired', { max: REASON_MAX });
  return services.db.transaction(async (tx) => {
    const row = await openReceived(tx, session, input.id, language);
    const [saved] = await tx
      .update(footprintRequests)
      .set({ status: 'rejected', rejectReason: reason, decidedBy: session.userId, decidedAt: now, updatedAt: now })
      .where(eq(footprintRequests.id, row.id))
      .returning();
    await answerExternal(
      services.publicUrl,
      tx,
      saved,
      PACT_EVENT_TYPES.requestRejected,
      { requestEventId: row.pactRequestId, error: { code: 'NotFound', message: reason } },
      now,
    );
    await log(tx, session, 'update', saved, { rejectReason: reason });
    return requestView(tx, saved.id, 'received', language);
  });
}
