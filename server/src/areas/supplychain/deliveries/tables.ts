/**
 * PACT events waiting to reach another host (pact_deliveries). Gathered by supplychain/tables.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PactDeliveryStatus } from '@pcf/shared/contracts';
import { createdAt } from '../../../db/columns';
import { companies } from '../../auth/tables';
import { pactHosts } from '../partners/tables';
import { footprintRequests } from '../requests/tables';

/**
 * One CloudEvent for another PACT host, written in the transaction of the change that causes it
 * and sent after that transaction commits: a slow or absent host never holds a database
 * transaction or undoes a user's decision, and an event that could not be sent is tried again.
 * `host_id` names the registered host whose credentials the call carries (none: sent without a
 * token, as PACT leaves a recipient's auth to it).
 */
export const pactDeliveries = pgTable(
  'pact_deliveries',
  {
    id: serial('id').primaryKey(),
    /** The company the event is sent for. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => footprintRequests.id, { onDelete: 'cascade' }),
    hostId: integer('host_id').references(() => pactHosts.id, { onDelete: 'set null' }),
    /** The host's base URL: the event goes to `<base>/3/events`. */
    baseUrl: text('base_url').notNull(),
    eventType: text('event_type').notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<PactDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while one is under way, when its claim lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure as a message key and its parameters, told in the reader's language. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('pact_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('pact_deliveries_request_idx').on(t.requestId),
    check('pact_deliveries_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('pact_deliveries_sent_shape', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);
