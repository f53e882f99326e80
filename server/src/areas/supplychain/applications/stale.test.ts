import { randomUUID } from 'node:crypto';
import type { footprintRequests } from '../../../schema';
import type { Handle } from '../../auth/companyScope';
import { refuseStaleFootprint } from './stale';

type RequestRow = typeof footprintRequests.$inferSelect;

const pfId = randomUUID();
// a host's request: its document is on the row, so nothing is read from the database
const noDatabase = {} as Handle;

/** `others`: the further documents the host's answer carried besides the main one. */
function hostRequest(document: Record<string, unknown>, refreshNeeded = false, others: Record<string, unknown>[] = []): RequestRow {
  const at = new Date('2026-11-20T08:00:00Z');
  return {
    id: 1,
    pactRequestId: randomUUID(),
    requesterCompanyId: 1,
    requesterClientId: null,
    partnerId: 1,
    supplierCompanyId: null,
    supplierHostId: 1,
    productIds: ['urn:pact:wafer.example:product-id:n-type-wafer'],
    periodStart: null,
    periodEnd: null,
    message: null,
    criteria: null,
    status: 'fulfilled',
    rejectReason: null,
    pactFootprintId: null,
    receivedDocument: document,
    receivedDocuments: [document, ...others],
    callbackUrl: null,
    refreshNeeded,
    createdBy: null,
    createdAt: at,
    decidedBy: null,
    decidedAt: at,
    updatedAt: at,
  };
}

const refusal = (key: string) => ({ status: 400, messageKey: key });

describe('whether a footprint a host sent may still become a line’s source', () => {
  it('may while it is the request’s Active footprint, whatever the case of the id the host wrote', async () => {
    await expect(refuseStaleFootprint(noDatabase, hostRequest({ id: pfId, status: 'Active' }), pfId)).resolves.toBeUndefined();
    await expect(
      refuseStaleFootprint(noDatabase, hostRequest({ id: pfId.toUpperCase(), status: 'Active' }), pfId),
    ).resolves.toBeUndefined();
  });

  it('may not once the host’s document says Deprecated, even when the request is also marked for refresh', async () => {
    await expect(refuseStaleFootprint(noDatabase, hostRequest({ id: pfId, status: 'Deprecated' }, true), pfId)).rejects.toMatchObject(
      refusal('applicationFootprintDeprecated'),
    );
  });

  it('may not once the request needs refreshing, or carries another footprint now', async () => {
    await expect(refuseStaleFootprint(noDatabase, hostRequest({ id: pfId, status: 'Active' }, true), pfId)).rejects.toMatchObject(
      refusal('applicationFootprintChanged'),
    );
    await expect(refuseStaleFootprint(noDatabase, hostRequest({ id: randomUUID(), status: 'Deprecated' }), pfId)).rejects.toMatchObject(
      refusal('applicationFootprintChanged'),
    );
  });

  it('judges the document chosen among those the host sent, not the main one', async () => {
    const second = randomUUID();
    const main = { id: pfId, status: 'Active' };
    await expect(
      refuseStaleFootprint(noDatabase, hostRequest(main, false, [{ id: second.toUpperCase(), status: 'Active' }]), second),
    ).resolves.toBeUndefined();
    await expect(
      refuseStaleFootprint(noDatabase, hostRequest(main, false, [{ id: second, status: 'Deprecated' }]), second),
    ).rejects.toMatchObject(refusal('applicationFootprintDeprecated'));
    await expect(
      refuseStaleFootprint(noDatabase, hostRequest(main, false, [{ id: second, status: 'Active' }]), randomUUID()),
    ).rejects.toMatchObject(refusal('applicationFootprintChanged'));
    // the mark is the request's, whichever document its PublishedEvent named
    await expect(
      refuseStaleFootprint(noDatabase, hostRequest(main, true, [{ id: second, status: 'Active' }]), second),
    ).rejects.toMatchObject(refusal('applicationFootprintChanged'));
  });
});
