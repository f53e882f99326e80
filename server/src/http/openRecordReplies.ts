/**
 * Replies made of open records, the object API's rows (ObjRow: any field name, a string, number,
 * boolean or null each), are written with JSON.stringify. fast-json-stringify checks each value of
 * a record against the union of its types: for a page of 20 rows of 21 columns it took about three
 * times JSON.stringify's time, a tenth of the whole request of the 100,000-user list (issue 19).
 * Nothing is lost by it: a record declares no fields to keep or drop, and the rows are built field
 * by field from the registered object (areas/metadata/service.ts rowOut).
 */
import { ObjPageSchema, ObjRowSchema, type EndpointDefinition } from '@pcf/shared/contracts';

const OPEN_RECORDS: readonly unknown[] = [ObjPageSchema, ObjRowSchema];

export function repliesOpenRecords(endpoint: EndpointDefinition): boolean {
  const { reply } = endpoint;
  if (OPEN_RECORDS.includes(reply)) return true;
  // a list of rows
  return typeof reply === 'object' && reply !== null && 'items' in reply && OPEN_RECORDS.includes((reply as { items: unknown }).items);
}

/** The route's serializer compiler for such replies (Fastify calls it with the reply schema, unused here). */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
