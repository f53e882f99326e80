/**
 * Whether a received footprint may still become a line's source (applying and approving both ask):
 * not when its supplier deprecated it (the platform footprint's row, or the document a host sent),
 * nor when it changed since (the request needs refreshing, or now carries another footprint).
 */
import { eq } from 'drizzle-orm';
import { pactFootprints, type footprintRequests } from '../../../schema';
import { refused } from '../../../http/errors';
import type { Handle } from '../../auth/companyScope';

type RequestRow = typeof footprintRequests.$inferSelect;

// uuid columns read back in lower case; a host may write its ids in either
const sameId = (a: unknown, b: string): boolean => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

export async function refuseStaleFootprint(db: Handle, request: RequestRow, footprintId: string): Promise<void> {
  // a deprecation also marks the request for refresh: say the more telling of the two
  if (request.pactFootprintId !== null) {
    const [row] = await db.select({ status: pactFootprints.status }).from(pactFootprints).where(eq(pactFootprints.id, footprintId));
    if (row?.status === 'Deprecated') throw refused('applicationFootprintDeprecated');
  } else if (sameId(request.receivedDocument?.id, footprintId) && request.receivedDocument?.status === 'Deprecated') {
    throw refused('applicationFootprintDeprecated');
  }
  const current = request.pactFootprintId ?? request.receivedDocument?.id;
  if (request.refreshNeeded || !sameId(current, footprintId)) throw refused('applicationFootprintChanged');
}
