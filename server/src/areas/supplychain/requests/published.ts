/**
 * What the requesters of a footprint learn when its owner replaces it with a new version or
 * deprecates it: a platform requester's request is marked for refresh, an external requester (one
 * that asked through the PACT API) gets a `PublishedEvent.3` at its callback naming the footprints
 * concerned, queued like every event to another host (supplychain/deliveries).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PACT_EVENT_TYPES } from '@pcf/shared/contracts';
import { footprintRequests, pactHosts } from '../../../schema';
import type { Tx } from '../../auth/companyScope';
import { enqueueDelivery } from '../deliveries/service';
import { answerTarget } from './hostCalls';
import { cloudEvent } from './service';

/**
 * `changedId`: the footprint its requesters received; `pfIds`: what the event names (the new
 * version first, then the one it replaces; or the deprecated one alone).
 */
export async function announceFootprintChange(tx: Tx, publicUrl: string, changedId: string, pfIds: string[], now: Date): Promise<void> {
  const received = and(eq(footprintRequests.pactFootprintId, changedId), eq(footprintRequests.status, 'fulfilled'));
  await tx
    .update(footprintRequests)
    .set({ refreshNeeded: true, updatedAt: now })
    .where(and(received, isNotNull(footprintRequests.requesterCompanyId)));
  const external = await tx
    .select()
    .from(footprintRequests)
    .where(and(received, isNotNull(footprintRequests.requesterClientId), isNotNull(footprintRequests.callbackUrl)));
  if (external.length === 0) return;
  const companyIds = [...new Set(external.map((r) => r.supplierCompanyId as number))];
  const hosts = await tx.select().from(pactHosts).where(inArray(pactHosts.companyId, companyIds));
  // one event per callback: a requester that asked several times hears of the change once
  const callbacks = new Map(external.map((r) => [r.callbackUrl as string, r]));
  for (const [callbackUrl, request] of callbacks) {
    const companyId = request.supplierCompanyId as number;
    const target = answerTarget(
      hosts.filter((h) => h.companyId === companyId),
      callbackUrl,
    );
    const event = cloudEvent(PACT_EVENT_TYPES.published, publicUrl, { pfIds }, now);
    await enqueueDelivery(tx, { companyId, requestId: request.id, ...target, event }, now);
  }
}
