/** The call of the outbox screen: the messages, newest first, paged on the server. */
import { callApi, outboxEndpoints } from '@pcf/shared';
import type { OutboxQuery } from '@pcf/shared';

export function fetchOutbox(query: OutboxQuery) {
  // the empty filters stay out, so the server sees only what the user asked for
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as OutboxQuery;
  return callApi(outboxEndpoints.list, { query: params });
}
