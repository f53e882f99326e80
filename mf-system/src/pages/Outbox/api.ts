/** The call of the outbox screen: the messages, newest first, paged on the server. */
import { API, get } from '@pcf/shared';
import type { OutboxPage, OutboxQuery } from '@pcf/shared';

export function fetchOutbox(query: OutboxQuery) {
  // the empty filters stay out, so the server sees only what the user asked for
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return get<OutboxPage>(API.outboxList, params);
}
