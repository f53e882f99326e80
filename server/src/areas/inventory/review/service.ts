/**
 * Data review (contracts/review.ts): a project's review rounds with their line comments, the
 * reviewer's comments while the project is in review, and the company's answers once a round is
 * decided. Rounds themselves open and close with the lifecycle moves (rounds.ts).
 *
 * Scope comes from the project (projects/lifecycle.ts actorKinds): its company's users, its
 * reviewer and platform administrators read the rounds; anyone else gets the project's 404. Only
 * the assigned reviewer comments, only a company user (neither administrator nor reviewer)
 * answers. Each change locks the project row first, as the lifecycle's moves do, so a comment and
 * a decision never interleave; every check runs before the one write, and the write is logged.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  DeleteReviewCommentRequest,
  LifecycleStage,
  ProjectStatus,
  ReplyReviewCommentRequest,
  ReviewComment,
  ReviewRoundsReply,
  SaveReviewCommentReply,
  SaveReviewCommentRequest,
} from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { inventoryLines, projects, reviewComments, reviewRounds, users } from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import type { SessionContext } from '../../auth/sessions';
import { hasPermission } from '../../auth/guard';
import { recordOperation } from '../../audit/service';
import { actorKinds } from '../../projects/lifecycle';
import { actorOf, lockedVisibleProject, projectVisibleTo, type ProjectRecord } from '../../projects/service';
import type { Tx } from '../../auth/companyScope';
import { ensureOpenRound } from '../../projects/reviewRounds';

import { REVIEW_PERMISSIONS, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from '@pcf/shared/contracts';

/** While the company puts a returned project right, it answers the comments. */
export const REVIEW_REPLY_STATUSES: readonly ProjectStatus[] = ['returned', 'collecting'];
export const REVIEW_COMMENT_LOG_OBJECT = 'review_comment';

/** A deleted author is still shown as someone. */
const NO_NAME = '—';

const missingProject = (): ApiError => new ApiError('projectMissing', 404, 404);
const missingComment = (): ApiError => new ApiError('reviewCommentMissing', 404, 404);
const notReviewer = (): ApiError => new ApiError('reviewNotReviewer', 403, 403);
const notCompany = (): ApiError => new ApiError('reviewReplyNotCompany', 403, 403);

type CommentRecord = typeof reviewComments.$inferSelect;

// ---- who may do what ----

function isReviewerOf(session: SessionContext, project: ProjectRecord): boolean {
  return actorKinds(actorOf(session), project).includes('reviewer');
}

/** A user of the project's company who is neither an administrator nor its reviewer. */
function isCompanyUserOf(session: SessionContext, project: ProjectRecord): boolean {
  const kinds = actorKinds(actorOf(session), project);
  return kinds.includes('enterprise') && !kinds.includes('admin') && !kinds.includes('reviewer');
}

function mayComment(session: SessionContext, project: ProjectRecord): boolean {
  return isReviewerOf(session, project) && project.status === 'in_review' && hasPermission(session, REVIEW_PERMISSIONS.comment);
}

function mayReply(session: SessionContext, project: ProjectRecord): boolean {
  return (
    isCompanyUserOf(session, project) && REVIEW_REPLY_STATUSES.includes(project.status) && hasPermission(session, REVIEW_PERMISSIONS.reply)
  );
}

// ---- input rules ----

function cleanBody(value: string, max: number, key: 'reviewCommentInvalid' | 'reviewReplyInvalid'): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) throw refused(key, { max });
  return trimmed;
}

async function projectLine(tx: Tx, projectId: number, lineId: number): Promise<{ id: number; stage: LifecycleStage; description: string }> {
  const [line] = await tx
    .select({ id: inventoryLines.id, stage: inventoryLines.stage, description: inventoryLines.description })
    .from(inventoryLines)
    .where(and(eq(inventoryLines.id, lineId), eq(inventoryLines.projectId, projectId)));
  if (!line) throw refused('reviewLineNotInProject', { id: lineId });
  return line;
}

/** A comment of this project with its round's decision; 404 for any other id. */
async function projectComment(tx: Tx, projectId: number, id: number): Promise<{ comment: CommentRecord; decided: boolean }> {
  const [row] = await tx
    .select({ comment: reviewComments, decision: reviewRounds.decision })
    .from(reviewComments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewComments.roundId))
    .where(and(eq(reviewComments.id, id), eq(reviewComments.projectId, projectId)));
  if (!row) throw missingComment();
  return { comment: row.comment, decided: row.decision !== null };
}

/** The reviewer's own comment of the open round, for a change. */
async function ownOpenComment(tx: Tx, session: SessionContext, projectId: number, id: number): Promise<CommentRecord> {
  const { comment, decided } = await projectComment(tx, projectId, id);
  if (decided) throw refused('reviewRoundDecided');
  if (comment.authorId !== session.userId) throw refused('reviewCommentNotYours');
  return comment;
}

/** The project locked for a comment change: visible (else 404), reviewed by the caller, in review. */
async function projectUnderReview(tx: Tx, session: SessionContext, projectId: number): Promise<ProjectRecord> {
  const project = await lockedVisibleProject(tx, session, projectId);
  if (!isReviewerOf(session, project)) throw notReviewer();
  if (project.status !== 'in_review') throw refused('reviewNotInReview');
  return project;
}

// ---- changes ----

export async function saveComment(
  db: Db,
  session: SessionContext,
  input: SaveReviewCommentRequest,
  now: Date,
): Promise<SaveReviewCommentReply> {
  return db.transaction(async (tx) => {
    const project = await projectUnderReview(tx, session, input.projectId);
    const body = cleanBody(input.body, REVIEW_COMMENT_MAX, 'reviewCommentInvalid');
    const line = await projectLine(tx, project.id, input.lineId);
    const values = { lineId: line.id, lineStage: line.stage, lineLabel: line.description, body, updatedAt: now };
    if (input.id === undefined) {
      const round = await ensureOpenRound(tx, project.id, session.userId, now);
      const [created] = await tx
        .insert(reviewComments)
        .values({ ...values, roundId: round.id, projectId: project.id, authorId: session.userId, createdAt: now })
        .returning();
      await recordOperation(tx, session, { object: REVIEW_COMMENT_LOG_OBJECT, action: 'create', targetIds: [created.id], after: created });
      return { id: created.id };
    }
    const before = await ownOpenComment(tx, session, project.id, input.id);
    const [after] = await tx.update(reviewComments).set(values).where(eq(reviewComments.id, before.id)).returning();
    await recordOperation(tx, session, { object: REVIEW_COMMENT_LOG_OBJECT, action: 'update', targetIds: [before.id], before, after });
    return { id: before.id };
  });
}

export async function deleteComment(db: Db, session: SessionContext, input: DeleteReviewCommentRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await projectUnderReview(tx, session, input.projectId);
    const before = await ownOpenComment(tx, session, project.id, input.id);
    await tx.delete(reviewComments).where(eq(reviewComments.id, before.id));
    await recordOperation(tx, session, { object: REVIEW_COMMENT_LOG_OBJECT, action: 'delete', targetIds: [before.id], before });
  });
}

export async function replyToComment(db: Db, session: SessionContext, input: ReplyReviewCommentRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await lockedVisibleProject(tx, session, input.projectId);
    if (!isCompanyUserOf(session, project)) throw notCompany();
    if (!REVIEW_REPLY_STATUSES.includes(project.status)) throw refused('reviewReplyNotNow');
    const reply = cleanBody(input.reply, REVIEW_REPLY_MAX, 'reviewReplyInvalid');
    const { comment: before, decided } = await projectComment(tx, project.id, input.id);
    if (!decided) throw refused('reviewRoundOpen');
    const [after] = await tx
      .update(reviewComments)
      .set({ reply, replyAuthorId: session.userId, repliedAt: now })
      .where(eq(reviewComments.id, before.id))
      .returning();
    await recordOperation(tx, session, { object: REVIEW_COMMENT_LOG_OBJECT, action: 'update', targetIds: [before.id], before, after });
  });
}

// ---- reading ----

const reviewers = alias(users, 'round_reviewer');
const authors = alias(users, 'comment_author');
const replyAuthors = alias(users, 'reply_author');

/** Comments in the inventory's order: by stage (the line's now, or as copied once it is gone), then as the lines are sorted. */
const COMMENT_STAGE_ORDER = sql`array_position(array['raw_material', 'production', 'distribution', 'use', 'end_of_life']::text[], coalesce(${inventoryLines.stage}, ${reviewComments.lineStage}))`;

export async function projectRounds(db: Db, session: SessionContext, projectId: number): Promise<ReviewRoundsReply> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !projectVisibleTo(session, project)) throw missingProject();
  const rounds = await db
    .select({ round: reviewRounds, reviewerName: reviewers.name })
    .from(reviewRounds)
    .leftJoin(reviewers, eq(reviewers.id, reviewRounds.reviewerId))
    .where(eq(reviewRounds.projectId, project.id))
    .orderBy(desc(reviewRounds.roundNo));
  const comments = await db
    .select({ comment: reviewComments, authorName: authors.name, replyAuthorName: replyAuthors.name })
    .from(reviewComments)
    .leftJoin(inventoryLines, eq(inventoryLines.id, reviewComments.lineId))
    .leftJoin(authors, eq(authors.id, reviewComments.authorId))
    .leftJoin(replyAuthors, eq(replyAuthors.id, reviewComments.replyAuthorId))
    .where(eq(reviewComments.projectId, project.id))
    .orderBy(
      COMMENT_STAGE_ORDER,
      sql`${inventoryLines.sortOrder} asc nulls last`,
      sql`${inventoryLines.id} asc nulls last`,
      asc(reviewComments.id),
    );
  const shown = comments.map(({ comment, authorName, replyAuthorName }): ReviewComment => ({
    id: comment.id,
    roundId: comment.roundId,
    lineId: comment.lineId,
    lineStage: comment.lineStage,
    lineLabel: comment.lineLabel,
    body: comment.body,
    authorId: comment.authorId,
    authorName: authorName ?? NO_NAME,
    createdAt: comment.createdAt.toISOString(),
    reply: comment.reply,
    replyAuthorName: comment.reply === null ? null : (replyAuthorName ?? NO_NAME),
    repliedAt: comment.repliedAt?.toISOString() ?? null,
  }));
  return {
    projectId: project.id,
    projectStatus: project.status,
    canComment: mayComment(session, project),
    canReply: mayReply(session, project),
    rounds: rounds.map(({ round, reviewerName }) => ({
      id: round.id,
      roundNo: round.roundNo,
      reviewerId: round.reviewerId,
      reviewerName: reviewerName ?? NO_NAME,
      startedAt: round.startedAt.toISOString(),
      decision: round.decision,
      reason: round.reason,
      decidedAt: round.decidedAt?.toISOString() ?? null,
      comments: shown.filter((c) => c.roundId === round.id),
    })),
  };
}
