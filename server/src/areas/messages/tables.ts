/**
 * The message board: threads and their messages.
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../auth/tables';

export const boardThreads = pgTable(
  'board_threads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('board_threads_owner_idx').on(t.ownerId, t.updatedAt)],
);

export const boardMessages = pgTable(
  'board_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => boardThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written by a platform administrator (a reply). */
    fromAdmin: boolean('from_admin').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('board_messages_thread_idx').on(t.threadId, t.createdAt),
    index('board_messages_unread_idx')
      .on(t.fromAdmin)
      .where(sql`${t.readAt} is null`),
  ],
);
