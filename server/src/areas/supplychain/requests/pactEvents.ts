/**
 * What the PACT events another host posts to `POST /3/events` do to footprint requests (the events
 * route of supplychain/pact validates the CloudEvent and authenticates the client, then calls
 * these inside its transaction). The calling client belongs to one company of this platform:
 *
 * - RequestCreatedEvent.3: the client's company received a request; the event's `source` is where
 *   the answer goes. The same event sent twice by the same client is one request.
 * - RequestFulfilledEvent.3 / RequestRejectedEvent.3: the answer to a request the client's company
 *   sent to an external host (found by `requestEventId`): the received ProductFootprint is stored
 *   with it, or the reason.
 * - PublishedEvent.3: the footprints named changed at their owner: the company's requests that
 *   received one of them are marked for refresh.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { footprintRequests } from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import type { Tx } from '../../auth/companyScope';
import { recordOperation } from '../../audit/service';
import { PRODUCT_ID_MAX, REASON_MAX, REQUEST_MESSAGE_MAX, REQUEST_PRODUCTS_MAX } from '@pcf/shared/contracts';
import { REQUEST_LOG_OBJECT } from './service';

/** The client that posted the event and its company. */
export interface PactEventCaller {
  /** pact_clients.id */
  clientId: number;
  companyId: number;
}

/** A CloudEvent as the events route validated it. */
export interface ReceivedEvent<Data> {
  id: string;
  source: string;
  time: string;
  data: Data;
}

export interface RequestCreatedData {
  productId?: string[];
  companyId?: string[];
  geography?: string[];
  classification?: string[];
  validOn?: string;
  validAfter?: string;
  validBefore?: string;
  status?: string[];
  comment?: string;
}

export interface RequestFulfilledData {
  requestEventId: string;
  pfs: Record<string, unknown>[];
}

export interface RequestRejectedData {
  requestEventId: string;
  error: { code?: string; message?: string };
}

export interface PublishedData {
  pfIds?: string[];
}

const unknownRequest = (): ApiError => new ApiError('requestMissing', 404, 404);

/**
 * The event's `source` as an absolute URL to answer at: PACT examples write it scheme-relative
 * (`//api.example.com/3/events`), which is taken as https.
 */
export function callbackOf(source: string): string {
  const absolute = source.startsWith('//') ? `https:${source}` : source;
  try {
    const url = new URL(absolute);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '') return url.toString();
  } catch {
    // refused below
  }
  throw refused('requestCallbackInvalid');
}

const dateOrNull = (value: string | undefined): Date | null => {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const system = (caller: PactEventCaller) => ({ userId: 0, account: `pact-client:${caller.clientId}`, companyId: caller.companyId });

export async function requestCreated(tx: Tx, caller: PactEventCaller, event: ReceivedEvent<RequestCreatedData>, now: Date): Promise<void> {
  const callbackUrl = callbackOf(event.source);
  const productIds = [...new Set((event.data.productId ?? []).map((p) => p.trim()).filter((p) => p !== ''))];
  if (productIds.length > REQUEST_PRODUCTS_MAX || productIds.some((p) => p.length > PRODUCT_ID_MAX))
    throw refused('requestProductsTooMany', { max: REQUEST_PRODUCTS_MAX });
  const comment = (event.data.comment ?? '').trim();
  const [row] = await tx
    .insert(footprintRequests)
    .values({
      pactRequestId: event.id,
      requesterClientId: caller.clientId,
      supplierCompanyId: caller.companyId,
      productIds,
      periodStart: dateOrNull(event.data.validAfter),
      periodEnd: dateOrNull(event.data.validBefore),
      message: comment === '' ? null : Array.from(comment).slice(0, REQUEST_MESSAGE_MAX).join(''),
      callbackUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: footprintRequests.id });
  if (!row) return;
  await recordOperation(tx, system(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'create',
    targetIds: [row.id],
    after: { pactRequestId: event.id, requesterClientId: caller.clientId, productIds },
  });
}

/** The open request the caller's company sent to an external host under this event id. */
async function sentRequest(tx: Tx, caller: PactEventCaller, requestEventId: string) {
  const [row] = await tx
    .select()
    .from(footprintRequests)
    .where(
      and(
        eq(footprintRequests.pactRequestId, requestEventId),
        eq(footprintRequests.requesterCompanyId, caller.companyId),
        isNotNull(footprintRequests.supplierHostId),
      ),
    )
    .for('update');
  if (!row) throw unknownRequest();
  return row;
}

export async function requestFulfilled(
  tx: Tx,
  caller: PactEventCaller,
  event: ReceivedEvent<RequestFulfilledData>,
  now: Date,
): Promise<void> {
  const row = await sentRequest(tx, caller, event.data.requestEventId);
  const [document] = event.data.pfs;
  if (!document) throw refused('requestFulfilledEmpty');
  // an answer repeated (a host retrying) changes nothing; a second, different answer is refused
  if (row.status === 'fulfilled' && row.receivedDocument?.id === document.id) return;
  if (row.status !== 'created') throw refused('requestAlreadyAnswered');
  await tx
    .update(footprintRequests)
    .set({ status: 'fulfilled', receivedDocument: document, decidedAt: now, updatedAt: now })
    .where(eq(footprintRequests.id, row.id));
  await recordOperation(tx, system(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'update',
    targetIds: [row.id],
    after: { status: 'fulfilled', footprintId: document.id ?? null },
  });
}

export async function requestRejected(
  tx: Tx,
  caller: PactEventCaller,
  event: ReceivedEvent<RequestRejectedData>,
  now: Date,
): Promise<void> {
  const row = await sentRequest(tx, caller, event.data.requestEventId);
  if (row.status === 'rejected') return;
  if (row.status !== 'created') throw refused('requestAlreadyAnswered');
  const error = event.data.error ?? {};
  const reason = [error.code, error.message].filter((p) => typeof p === 'string' && p.trim() !== '').join(': ') || '—';
  await tx
    .update(footprintRequests)
    .set({ status: 'rejected', rejectReason: Array.from(reason).slice(0, REASON_MAX).join(''), decidedAt: now, updatedAt: now })
    .where(eq(footprintRequests.id, row.id));
  await recordOperation(tx, system(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'update',
    targetIds: [row.id],
    after: { status: 'rejected', reason },
  });
}

/** Marks the caller's company's requests that received one of the footprints named; answers how many. */
export async function published(tx: Tx, caller: PactEventCaller, event: ReceivedEvent<PublishedData>, now: Date): Promise<number> {
  const pfIds = [...new Set(event.data.pfIds ?? [])];
  if (pfIds.length === 0) return 0;
  const marked = await tx
    .update(footprintRequests)
    .set({ refreshNeeded: true, updatedAt: now })
    .where(
      and(
        eq(footprintRequests.requesterCompanyId, caller.companyId),
        eq(footprintRequests.status, 'fulfilled'),
        inArray(sql<string>`${footprintRequests.receivedDocument}->>'id'`, pfIds),
      ),
    )
    .returning({ id: footprintRequests.id });
  return marked.length;
}

/** The handlers the events route of supplychain/pact receives (areas/index.ts wires them). */
export const pactEventHandlers = { requestCreated, requestFulfilled, requestRejected, published };
