/**
 * Password-recovery links (only the digest of each token).
 * Gathered with every area's tables by server/src/schema.ts, from which the migrations are generated.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecoveryChannel } from '@pcf/shared/contracts';
import { users } from '../auth/tables';

/**
 * A password-recovery link (/ForgotPassword): only the SHA-256 of its token is stored. Valid 30
 * minutes and once; a newer link or any password change revokes the older ones. Ephemeral like
 * sessions: never backed up, emptied by a restore.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    channel: text('channel').$type<RecoveryChannel>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);
