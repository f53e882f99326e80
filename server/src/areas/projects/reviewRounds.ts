/**
 * Review rounds follow the project lifecycle (contracts/review.ts): `take` opens a round, `return`
 * and `approve` close the open one with the decision. Called by the lifecycle's one move
 * (service.ts recordMove) inside its transaction, with the project row already locked,
 * so round numbers cannot race and a round exists exactly when the project went into review. The
 * rounds are the project's (its lifecycle writes them); the inventory review reads and comments on them.
 */
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { ProjectAction, ReviewDecision } from '@pcf/shared/contracts';
import { reviewRounds } from '../../schema';
import type { Handle, Tx } from '../auth/companyScope';

export type ReviewRoundRecord = typeof reviewRounds.$inferSelect;

const DECISIONS: Partial<Record<ProjectAction, ReviewDecision>> = { return: 'returned', approve: 'approved' };

/** The project's open round (decision not yet taken), if any. */
export async function openRound(tx: Handle, projectId: number): Promise<ReviewRoundRecord | null> {
  const [row] = await tx
    .select()
    .from(reviewRounds)
    .where(and(eq(reviewRounds.projectId, projectId), isNull(reviewRounds.decision)))
    .orderBy(desc(reviewRounds.roundNo))
    .limit(1);
  return row ?? null;
}

/** A new open round numbered after the project's last one. */
export async function startRound(tx: Tx, projectId: number, reviewerId: number, now: Date): Promise<ReviewRoundRecord> {
  const [last] = await tx
    .select({ top: max(reviewRounds.roundNo) })
    .from(reviewRounds)
    .where(eq(reviewRounds.projectId, projectId));
  const [created] = await tx
    .insert(reviewRounds)
    .values({ projectId, roundNo: (last?.top ?? 0) + 1, reviewerId, startedAt: now })
    .returning();
  return created;
}

/**
 * The open round, or one opened now for a project that went into review before rounds were kept
 * (migration 0017 added none for those): its comments and decision still need a round.
 */
export async function ensureOpenRound(tx: Tx, projectId: number, reviewerId: number, now: Date): Promise<ReviewRoundRecord> {
  return (await openRound(tx, projectId)) ?? startRound(tx, projectId, reviewerId, now);
}

/**
 * The round side of a lifecycle move: `take` opens a round reviewed by the actor, `return` and
 * `approve` decide the open one (the move's note is the reason). Other actions leave rounds alone.
 */
export async function recordRoundMove(
  tx: Tx,
  projectId: number,
  action: ProjectAction,
  actorId: number,
  note: string | null,
  now: Date,
): Promise<void> {
  if (action === 'take') {
    await startRound(tx, projectId, actorId, now);
    return;
  }
  const decision = DECISIONS[action];
  if (!decision) return;
  const round = await ensureOpenRound(tx, projectId, actorId, now);
  await tx.update(reviewRounds).set({ decision, reason: note, decidedAt: now }).where(eq(reviewRounds.id, round.id));
}
