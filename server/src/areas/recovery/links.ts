/**
 * Recovery links: a random 256-bit token of which only the SHA-256 digest is stored, valid 30
 * minutes and once. Only the newest link of a user works, and any password change ends them all.
 */
import { and, count, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { RecoveryChannel } from '@pcf/shared/contracts';
import { RECOVERY_LINK_MINUTES } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { passwordResetTokens } from '../../schema';
import { MINUTE_MS, addMs } from '../../clock';
import { tokenDigest } from '../auth/tokens';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const RECOVERY_LINK_MS = RECOVERY_LINK_MINUTES * MINUTE_MS;
/** Links a user may be sent within one validity window; more requests are answered alike but send nothing. */
export const MAX_LINKS_PER_WINDOW = 3;
/** Used and expired links are deleted this long after they were made (at the user's next request). */
const KEEP_MS = 24 * 60 * MINUTE_MS;

/** Whether the user may be sent another link now (the caller holds the user's row lock). */
export async function mayIssueLink(tx: Tx, userId: number, now: Date): Promise<boolean> {
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.createdAt, addMs(now, -KEEP_MS))));
  const [{ recent }] = await tx
    .select({ recent: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, addMs(now, -RECOVERY_LINK_MS))));
  return Number(recent) < MAX_LINKS_PER_WINDOW;
}

/** Stores the new link's digest; the user's older links stop working. */
export async function issueLink(tx: Tx, userId: number, token: string, channel: RecoveryChannel, now: Date): Promise<void> {
  await revokeRecoveryLinks(tx, userId, now);
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: tokenDigest(token),
    channel,
    createdAt: now,
    expiresAt: addMs(now, RECOVERY_LINK_MS),
  });
}

/** Ends every unused link of the user: after a password change, an old link must not set another. */
export async function revokeRecoveryLinks(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ revokedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.revokedAt)));
}

const live = (now: Date) =>
  and(isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.revokedAt), gt(passwordResetTokens.expiresAt, now));

/** The user a live link belongs to, or null (unknown, used, replaced or expired: one answer for all). */
export async function linkOwner(db: Db | Tx, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenDigest(token)), live(now)));
  return row?.userId ?? null;
}

/**
 * Marks the link used, if it is still live; one statement, so of two requests racing with the same
 * link only one gets its user back.
 */
export async function claimLink(tx: Tx, token: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenDigest(token)), live(now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
