/**
 * What the PACT events another host posts to `POST /3/events` do to footprint requests: the
 * PactEventHandlers of supplychain/pact/events.ts, whose route authenticates the client, validates
 * the CloudEvent against the spec's schema and calls these inside its transaction. A refusal is a
 * PactRefusal (the spec's status and error code, a bilingual message). The calling client belongs
 * to one company of this platform:
 *
 * - RequestCreatedEvent.3: the client's company received a request; the event's `source` is where
 *   the answer goes. The same event sent twice by the same client is one request. A client set to
 *   answer automatically gets its answer queued at once when it is unambiguous (autoAnswer).
 * - RequestFulfilledEvent.3 / RequestRejectedEvent.3: the answer to a request the client's company
 *   sent to an external host (found by `requestEventId`) whose inbound client is the caller: the
 *   received ProductFootprints are stored with it (all of them, the main one apart: received.ts), or
 *   the reason. The same answer repeated (a host retrying: the same documents) changes nothing.
 * - PublishedEvent.3: the footprints named changed at their owner: the requests sent to the hosts
 *   the caller is the inbound client of that received one of them (among all their documents) are
 *   marked for refresh.
 *
 * A company gives PACT clients to several parties; only the one a host was registered with
 * (pact_hosts.inbound_client_id) speaks for that host, so another party cannot settle its requests.
 */
import { and, arrayOverlaps, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  PactProductFootprint,
  PublishedEvent,
  RequestCreatedEvent,
  RequestCriteria,
  RequestFulfilledEvent,
  RequestRejectedEvent,
} from '@pcf/shared/contracts';
import { PACT_EVENT_TYPES, PRODUCT_ID_MAX, REASON_MAX, REQUEST_MESSAGE_MAX, REQUEST_PRODUCTS_MAX } from '@pcf/shared/contracts';
import { footprintRequests, pactFootprints, pactHosts } from '../../../schema';
import type { MessageKey, MessageParams } from '../../../http/messages';
import type { Tx } from '../../auth/companyScope';
import { recordOperation } from '../../audit/service';
import { PactRefusal, type PactEventContext, type PactEventHandlers } from '../pact/events';
import type { PactCaller } from '../pact/tokens';
import { filterOf, matchesFilter } from '../pact/filters';
import type { PactDeliveryDispatcher } from '../deliveries/service';
import { answerExternal, REQUEST_LOG_OBJECT } from './service';
import { distinctDocuments, mainDocument, receivedAnyOf, receivedOf, sameDocumentIds } from './received';

const unknownRequest = (): PactRefusal => new PactRefusal(404, 'NotFound', 'requestMissing');
const badRequest = (key: MessageKey, params: MessageParams = {}): PactRefusal => new PactRefusal(400, 'BadRequest', key, params);

/** What the events of other hosts need to know of this installation. */
export interface EventSettings {
  /** The `source` of the answers this platform sends. */
  publicUrl: string;
  /** PACT_PRIVATE_HOSTS: a test bed or intranet, where plain-HTTP callbacks are accepted too. */
  allowPrivateHosts: boolean;
}

/**
 * The event's `source` as an absolute URL to answer at: PACT examples write it scheme-relative
 * (`//api.example.com/3/events`), which is taken as https. PACT requires HTTPS, so a plain-HTTP
 * callback is refused outside a test bed: the answer would carry footprints in clear.
 */
export function callbackOf(source: string, allowPlainHttp: boolean): string {
  const absolute = source.startsWith('//') ? `https:${source}` : source;
  try {
    const url = new URL(absolute);
    const scheme = url.protocol === 'https:' || (allowPlainHttp && url.protocol === 'http:');
    if (scheme && url.username === '' && url.password === '') return url.toString();
  } catch {
    // refused below
  }
  throw badRequest('requestCallbackInvalid');
}

/** The request's criteria besides product ids, as sent; null when there are none. */
function criteriaOf(data: RequestCreatedEvent['data']): RequestCriteria | null {
  const criteria: RequestCriteria = {};
  for (const name of ['companyId', 'geography', 'classification', 'status'] as const) {
    const values = (data[name] ?? []).map((v) => v.trim()).filter((v) => v !== '');
    if (values.length > 0) criteria[name] = values;
  }
  for (const name of ['validOn', 'validAfter', 'validBefore'] as const) if (data[name]) criteria[name] = data[name];
  return Object.keys(criteria).length === 0 ? null : criteria;
}

/** The operation log's actor of an event: the PACT client, on behalf of its company. */
const actor = (caller: PactCaller) => ({ userId: 0, account: `pact-client:${caller.clientRowId}`, companyId: caller.companyId });

/** The reason an automatic rejection gives (PACT's error message is free text; English is the exchange language). */
export const NO_MATCHING_FOOTPRINT = 'No shared footprint carries any of the requested product ids.';

type RequestRow = typeof footprintRequests.$inferSelect;

/**
 * The unambiguous answer to a request of a client set to answer automatically: fulfilled with the
 * one Active footprint of the company that carries one of the requested product ids and meets the
 * request's other criteria, rejected when none does; several candidates, or a request that names
 * no product, wait for a person, who knows which one is meant.
 */
async function answerAutomatically(publicUrl: string, tx: Tx, row: RequestRow, caller: PactCaller, now: Date): Promise<void> {
  if (row.productIds.length === 0) return;
  const filter = filterOf({ ...(row.criteria ?? {}), productId: row.productIds });
  if ('invalidDate' in filter) return;
  // shared: a deprecation committing meanwhile waits, and then announces the change to this request too
  const overlapping = await tx
    .select({ id: pactFootprints.id, document: pactFootprints.document })
    .from(pactFootprints)
    .where(
      and(
        eq(pactFootprints.companyId, caller.companyId),
        eq(pactFootprints.status, 'Active'),
        arrayOverlaps(pactFootprints.productIds, row.productIds),
      ),
    )
    .for('share');
  const candidates = overlapping.filter((f) => matchesFilter(f.document as unknown as PactProductFootprint, filter));
  if (candidates.length > 1) return;
  const [footprint] = candidates;
  const [saved] = await tx
    .update(footprintRequests)
    .set(
      footprint
        ? { status: 'fulfilled', pactFootprintId: footprint.id, decidedAt: now, updatedAt: now }
        : { status: 'rejected', rejectReason: NO_MATCHING_FOOTPRINT, decidedAt: now, updatedAt: now },
    )
    .where(eq(footprintRequests.id, row.id))
    .returning();
  if (footprint)
    await answerExternal(
      publicUrl,
      tx,
      saved,
      PACT_EVENT_TYPES.requestFulfilled,
      { requestEventId: row.pactRequestId, pfs: [footprint.document] },
      now,
    );
  else
    await answerExternal(
      publicUrl,
      tx,
      saved,
      PACT_EVENT_TYPES.requestRejected,
      { requestEventId: row.pactRequestId, error: { code: 'NotFound', message: NO_MATCHING_FOOTPRINT } },
      now,
    );
  await recordOperation(tx, actor(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'update',
    targetIds: [row.id],
    after: footprint ? { status: 'fulfilled', pactFootprintId: footprint.id, automatic: true } : { status: 'rejected', automatic: true },
  });
}

export async function requestCreated(
  settings: EventSettings,
  event: RequestCreatedEvent,
  { tx, caller, now }: PactEventContext,
): Promise<void> {
  const callbackUrl = callbackOf(event.source, settings.allowPrivateHosts);
  const given = (event.data.productId ?? []).map((p) => p.trim());
  // the position as the sender listed them (blank ones are dropped, not refused)
  const tooLong = given.findIndex((p) => p.length > PRODUCT_ID_MAX);
  if (tooLong !== -1) throw badRequest('requestProductInvalid', { position: tooLong + 1, max: PRODUCT_ID_MAX });
  const productIds = [...new Set(given.filter((p) => p !== ''))];
  if (productIds.length > REQUEST_PRODUCTS_MAX) throw badRequest('requestProductsTooMany', { max: REQUEST_PRODUCTS_MAX });
  const comment = (event.data.comment ?? '').trim();
  const [row] = await tx
    .insert(footprintRequests)
    .values({
      pactRequestId: event.id,
      requesterClientId: caller.clientRowId,
      supplierCompanyId: caller.companyId,
      productIds,
      criteria: criteriaOf(event.data),
      message: comment === '' ? null : Array.from(comment).slice(0, REQUEST_MESSAGE_MAX).join(''),
      callbackUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  await recordOperation(tx, actor(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'create',
    targetIds: [row.id],
    after: { pactRequestId: event.id, requesterClientId: caller.clientRowId, productIds },
  });
  if (caller.autoAnswer) await answerAutomatically(settings.publicUrl, tx, row, caller, now);
}

/** The hosts that call back with the caller (their inbound client). */
const callerHosts = (tx: Tx, caller: PactCaller) =>
  tx.select({ id: pactHosts.id }).from(pactHosts).where(eq(pactHosts.inboundClientId, caller.clientRowId));

/** The request the caller's company sent under this event id to an external host the caller speaks for. */
async function sentRequest(tx: Tx, caller: PactCaller, requestEventId: string) {
  const [row] = await tx
    .select()
    .from(footprintRequests)
    .where(
      and(
        eq(footprintRequests.pactRequestId, requestEventId),
        eq(footprintRequests.requesterCompanyId, caller.companyId),
        isNotNull(footprintRequests.supplierHostId),
        inArray(footprintRequests.supplierHostId, callerHosts(tx, caller)),
      ),
    )
    .for('update');
  if (!row) throw unknownRequest();
  return row;
}

export async function requestFulfilled(event: RequestFulfilledEvent, { tx, caller, now }: PactEventContext): Promise<void> {
  const row = await sentRequest(tx, caller, event.data.requestEventId);
  const documents = distinctDocuments(event.data.pfs);
  const main = mainDocument(documents, row.productIds);
  if (!main) throw badRequest('requestFulfilledEmpty');
  if (row.status === 'fulfilled' && sameDocumentIds(receivedOf(row), documents)) return;
  if (row.status !== 'created') throw badRequest('requestAlreadyAnswered');
  await tx
    .update(footprintRequests)
    .set({
      status: 'fulfilled',
      receivedDocument: main,
      receivedDocuments: documents,
      refreshNeeded: false,
      decidedAt: now,
      updatedAt: now,
    })
    .where(eq(footprintRequests.id, row.id));
  await recordOperation(tx, actor(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'update',
    targetIds: [row.id],
    after: { status: 'fulfilled', footprintId: main.id ?? null, footprintIds: documents.map((d) => d.id ?? null) },
  });
}

export async function requestRejected(event: RequestRejectedEvent, { tx, caller, now }: PactEventContext): Promise<void> {
  const row = await sentRequest(tx, caller, event.data.requestEventId);
  if (row.status === 'rejected') return;
  if (row.status !== 'created') throw badRequest('requestAlreadyAnswered');
  const { code, message } = event.data.error;
  const reason = [code, message].filter((part) => part.trim() !== '').join(': ') || '—';
  await tx
    .update(footprintRequests)
    .set({ status: 'rejected', rejectReason: Array.from(reason).slice(0, REASON_MAX).join(''), decidedAt: now, updatedAt: now })
    .where(eq(footprintRequests.id, row.id));
  await recordOperation(tx, actor(caller), {
    object: REQUEST_LOG_OBJECT,
    action: 'update',
    targetIds: [row.id],
    after: { status: 'rejected', reason },
  });
}

/** Marks the requests sent to the caller's hosts that received one of the footprints named (any of their documents). */
export async function published(event: PublishedEvent, { tx, caller, now }: PactEventContext): Promise<void> {
  const pfIds = [...new Set(event.data.pfIds ?? [])];
  if (pfIds.length === 0) return;
  await tx
    .update(footprintRequests)
    .set({ refreshNeeded: true, updatedAt: now })
    .where(
      and(
        eq(footprintRequests.requesterCompanyId, caller.companyId),
        inArray(footprintRequests.supplierHostId, callerHosts(tx, caller)),
        eq(footprintRequests.status, 'fulfilled'),
        receivedAnyOf(pfIds),
      ),
    );
}

/** The handlers the events route of supplychain/pact receives (supplychain/routes.ts passes them). */
export function pactEventHandlers(settings: EventSettings, deliveries: Pick<PactDeliveryDispatcher, 'kick'>): PactEventHandlers {
  return {
    requestCreated: (event, context) => requestCreated(settings, event, context),
    requestFulfilled,
    requestRejected,
    published,
    committed: () => deliveries.kick(),
  };
}
