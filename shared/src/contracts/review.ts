/**
 * Data review (/acquisitionManagement/accounting). The project's assigned reviewer takes a submitted
 * project into review, reads every line with its evidence, comments on lines, and approves the
 * project or returns it with a reason; the company sees the comments, answers them and fixes the
 * lines, then submits again. Each take → return/approve is a review round; rounds and their comments
 * are kept for good (nothing here is ever deleted once its round is decided).
 *
 * The moves themselves are the project lifecycle's (`take`, `return`, `approve` through
 * POST /rest/project/transition): the transition opens and closes the round in its own transaction,
 * so a round exists exactly when the project went into review.
 *
 * Who: the reviewer (and nobody else) comments while the project is in review; the project's
 * company users answer a comment while the project is returned or collecting again; the company,
 * the reviewer and platform administrators read the rounds. Everyone else: 404.
 */
import Type, { type Static } from 'typebox';
import { DOCUMENT_CONTENT_TYPES, DocumentFileQuerySchema } from './documents';
import { defineEndpoint } from './endpoint';
import { INVENTORY_PERMISSIONS, LIFECYCLE_STAGES } from './inventory';
import { ProjectStatusSchema, type ProjectStatus } from './projects';
import { Nullable, RowId } from './schemaParts';

export const REVIEW_PERMISSIONS = {
  /** The review page and reading rounds and comments. */
  list: 'acquisition:review:list',
  /** Writing and deleting one's own comments in the open round. */
  comment: 'acquisition:review:comment',
  /** Answering a comment (the company side). */
  reply: 'acquisition:review:reply',
} as const;

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;

export const REVIEW_DECISIONS = ['returned', 'approved'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The statuses in which the review list shows a project (waiting, in review, decided). */
export const REVIEW_LIST_STATUSES: readonly ProjectStatus[] = ['submitted', 'in_review', 'returned', 'approved'];

export const ReviewCommentSchema = Type.Object({
  id: Type.Integer(),
  roundId: Type.Integer(),
  /** null: the line was deleted since; `lineLabel` still says which it was. */
  lineId: Nullable(Type.Integer()),
  /** The line as it was when commented on: its stage and description. */
  lineStage: Type.Enum([...LIFECYCLE_STAGES]),
  lineLabel: Type.String(),
  body: Type.String(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  createdAt: Type.String(),
  reply: Nullable(Type.String()),
  replyAuthorName: Nullable(Type.String()),
  repliedAt: Nullable(Type.String()),
});
export type ReviewComment = Static<typeof ReviewCommentSchema>;

export const ReviewRoundSchema = Type.Object({
  id: Type.Integer(),
  /** 1, 2, … in the order the project went into review. */
  roundNo: Type.Integer(),
  reviewerId: Type.Integer(),
  reviewerName: Type.String(),
  startedAt: Type.String(),
  /** null while the round is open (the project is in review). */
  decision: Nullable(Type.Enum([...REVIEW_DECISIONS])),
  /** The reviewer's reason (required to return). */
  reason: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
  comments: Type.Array(ReviewCommentSchema),
});
export type ReviewRound = Static<typeof ReviewRoundSchema>;

/** GET /rest/review/rounds?projectId= (acquisition:entry:list): newest round first. */
export const ReviewRoundsReplySchema = Type.Object({
  projectId: Type.Integer(),
  projectStatus: ProjectStatusSchema,
  /** May the caller comment now (the reviewer, project in review). */
  canComment: Type.Boolean(),
  /** May the caller answer comments now (company user, project returned or collecting). */
  canReply: Type.Boolean(),
  rounds: Type.Array(ReviewRoundSchema),
});
export type ReviewRoundsReply = Static<typeof ReviewRoundsReplySchema>;

// lengths are checked again after trimming (bilingual messages); these only bound the request

/** POST /rest/review/comment/save (acquisition:review:comment): a new comment (no id) or an edit of one's own in the open round. */
export const SaveReviewCommentRequestSchema = Type.Object({
  projectId: RowId,
  id: Type.Optional(RowId),
  lineId: RowId,
  body: Type.String({ maxLength: REVIEW_COMMENT_MAX * 2 }),
});
export type SaveReviewCommentRequest = Static<typeof SaveReviewCommentRequestSchema>;

export const SaveReviewCommentReplySchema = Type.Object({ id: Type.Integer() });
export type SaveReviewCommentReply = Static<typeof SaveReviewCommentReplySchema>;

/** POST /rest/review/comment/delete (acquisition:review:comment): one's own comment in the open round. */
export const DeleteReviewCommentRequestSchema = Type.Object({ projectId: RowId, id: RowId });
export type DeleteReviewCommentRequest = Static<typeof DeleteReviewCommentRequestSchema>;

/** POST /rest/review/comment/reply (acquisition:review:reply): the company's answer to a comment of a decided round. */
export const ReplyReviewCommentRequestSchema = Type.Object({
  projectId: RowId,
  id: RowId,
  reply: Type.String({ maxLength: REVIEW_REPLY_MAX * 2 }),
});
export type ReplyReviewCommentRequest = Static<typeof ReplyReviewCommentRequestSchema>;

/** GET /rest/review/evidence/file: an evidence document linked to a line of the project; download=1 as an attachment. */
export const ReviewEvidenceFileQuerySchema = Type.Object({ projectId: RowId, ...DocumentFileQuerySchema.properties });

const tags = ['acquisition: review'];

/**
 * /rest/review/*. Reading takes acquisition:entry:list: an endpoint has one permission, and that one
 * is held by both sides that read rounds (the company's users and the reviewers), where the review
 * page's own acquisition:review:list is the reviewers' alone.
 */
export const reviewEndpoints = {
  rounds: defineEndpoint({
    method: 'GET',
    url: '/rest/review/rounds',
    permission: INVENTORY_PERMISSIONS.list,
    tags,
    querystring: Type.Object({ projectId: RowId }),
    reply: ReviewRoundsReplySchema,
  }),
  /** Opened by <img>/<iframe> and downloads, which send no Authorization header: the dby_token cookie authenticates. */
  evidenceFile: defineEndpoint({
    method: 'GET',
    url: '/rest/review/evidence/file',
    permission: INVENTORY_PERMISSIONS.list,
    tags,
    querystring: ReviewEvidenceFileQuerySchema,
    reply: 'file',
    produces: Object.values(DOCUMENT_CONTENT_TYPES),
    tokenFromCookie: true,
  }),
  commentSave: defineEndpoint({
    method: 'POST',
    url: '/rest/review/comment/save',
    permission: REVIEW_PERMISSIONS.comment,
    tags,
    body: SaveReviewCommentRequestSchema,
    reply: SaveReviewCommentReplySchema,
  }),
  commentDelete: defineEndpoint({
    method: 'POST',
    url: '/rest/review/comment/delete',
    permission: REVIEW_PERMISSIONS.comment,
    tags,
    body: DeleteReviewCommentRequestSchema,
    reply: 'none',
  }),
  commentReply: defineEndpoint({
    method: 'POST',
    url: '/rest/review/comment/reply',
    permission: REVIEW_PERMISSIONS.reply,
    tags,
    body: ReplyReviewCommentRequestSchema,
    reply: 'none',
  }),
};
