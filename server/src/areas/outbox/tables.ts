/**
 * Every message the platform sends, and how its sending went.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OutboxDelivery, RecoveryChannel } from '@pcf/shared/contracts';

/**
 * Every message the platform sends (so far: recovery links). Sent by SMTP when SMTP_URL is set;
 * otherwise, and always for phone numbers (there is no SMS gateway), kept here for platform
 * administrators to pass on (/system/outbox). No foreign key: a row outlives its user.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    channel: text('channel').$type<RecoveryChannel>().notNull(),
    recipient: text('recipient').notNull(),
    /** The account the message is about (for the administrator passing it on). */
    account: text('account'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delivery: text('delivery').$type<OutboxDelivery>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's refusal, when delivery is 'failed'. */
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
