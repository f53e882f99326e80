/**
 * Whether a received footprint may still become a line's source (applying and approving both ask):
 * not when its supplier deprecated it (the platform footprint's row, or the document a host sent:
 * the one chosen, among all those its answer carried), nor when it changed since (the request needs
 * refreshing, or no longer carries it).
 */
import { eq } from 'drizzle-orm';
import { pactFootprints, type footprintRequests } from '../../../schema';
import { refused } from '../../../http/errors';
import type { Handle } from '../../auth/companyScope';
import { receivedOf, sameId } from '../requests/received';

type RequestRow = typeof footprintRequests.$inferSelect;

export async function refuseStaleFootprint(db: Handle, request: RequestRow, footprintId: string): Promise<void> {
  // a deprecation also marks the request for refresh: say the more telling of the two
  const received = request.pactFootprintId === null ? receivedOf(request).find((d) => sameId(d.id, footprintId)) : undefined;
  if (request.pactFootprintId !== null) {
    const [row] = await db.select({ status: pactFootprints.status }).from(pactFootprints).where(eq(pactFootprints.id, footprintId));
    if (row?.status === 'Deprecated') throw refused('applicationFootprintDeprecated');
  } else if (received?.status === 'Deprecated') {
    throw refused('applicationFootprintDeprecated');
  }
  // the mark is the request's: a PublishedEvent naming any of its documents sets it
  const carried = request.pactFootprintId !== null ? sameId(request.pactFootprintId, footprintId) : received !== undefined;
  if (request.refreshNeeded || !carried) throw refused('applicationFootprintChanged');
}
