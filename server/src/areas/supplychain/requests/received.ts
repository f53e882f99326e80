/**
 * The ProductFootprints an external host fulfilled a sent request with. A RequestFulfilledEvent.3
 * carries several (`pfs`): all are kept (footprint_requests.received_documents), and the main one,
 * the request's footprint where one is shown or applied by default, apart (received_document).
 */
import { sql, type SQL } from 'drizzle-orm';
import { footprintRequests } from '../../../schema';

type RequestRow = typeof footprintRequests.$inferSelect;
export type ReceivedDocument = Record<string, unknown>;

/** PACT ids are UUIDs: uuid columns read back in lower case, a host may write them in either. */
export const sameId = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

const idOf = (document: ReceivedDocument): string => (typeof document.id === 'string' ? document.id.toLowerCase() : '');

/** Every document the request received, in the host's order (migration 0032 gave the earlier rows their one). */
export function receivedOf(row: Pick<RequestRow, 'receivedDocuments'>): ReceivedDocument[] {
  return row.receivedDocuments ?? [];
}

/** The received documents other than the main one, in the host's order. */
export function otherReceived(row: Pick<RequestRow, 'receivedDocument' | 'receivedDocuments'>): ReceivedDocument[] {
  const mainId = row.receivedDocument ? idOf(row.receivedDocument) : null;
  return receivedOf(row).filter((d) => idOf(d) !== mainId);
}

/** The documents of an event, each id once (the first of a repeated one), in its order. */
export function distinctDocuments(documents: readonly unknown[]): ReceivedDocument[] {
  const seen = new Set<string>();
  return documents
    .filter((d): d is ReceivedDocument => d !== null && typeof d === 'object' && !Array.isArray(d))
    .filter((d) => {
      const id = idOf(d);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** Whether two lists hold the same documents by id, whatever their order: a host repeating its answer. */
export function sameDocumentIds(a: readonly ReceivedDocument[], b: readonly ReceivedDocument[]): boolean {
  const ids = new Set(a.map(idOf));
  const others = new Set(b.map(idOf));
  return ids.size === others.size && [...ids].every((id) => others.has(id));
}

/**
 * The request's main footprint: the first document that carries one of the requested product ids
 * (ignoring case, as PACT's filters do), else the first; undefined for none.
 */
export function mainDocument(documents: readonly ReceivedDocument[], productIds: readonly string[]): ReceivedDocument | undefined {
  const wanted = new Set(productIds.map((p) => p.trim().toLowerCase()));
  const carries = (d: ReceivedDocument) =>
    Array.isArray(d.productIds) && d.productIds.some((p) => typeof p === 'string' && wanted.has(p.trim().toLowerCase()));
  return documents.find(carries) ?? documents[0];
}

/** Whether the request received a document with one of these ids (ignoring case). */
export function receivedAnyOf(ids: readonly string[]): SQL {
  const lowered = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (lowered.length === 0) return sql`false`;
  return sql`exists (select 1 from jsonb_array_elements(${footprintRequests.receivedDocuments}) as received(document)
    where lower(received.document->>'id') in (${sql.join(
      lowered.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}
