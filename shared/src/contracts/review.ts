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
import type { LifecycleStage } from './inventory';
import type { ProjectStatus } from './projects';

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

export interface ReviewComment {
  id: number;
  roundId: number;
  /** null: the line was deleted since; `lineLabel` still says which it was. */
  lineId: number | null;
  /** The line as it was when commented on: its stage and description. */
  lineStage: LifecycleStage;
  lineLabel: string;
  body: string;
  authorId: number;
  authorName: string;
  createdAt: string;
  reply: string | null;
  replyAuthorName: string | null;
  repliedAt: string | null;
}

export interface ReviewRound {
  id: number;
  /** 1, 2, … in the order the project went into review. */
  roundNo: number;
  reviewerId: number;
  reviewerName: string;
  startedAt: string;
  /** null while the round is open (the project is in review). */
  decision: ReviewDecision | null;
  /** The reviewer's reason (required to return). */
  reason: string | null;
  decidedAt: string | null;
  comments: ReviewComment[];
}

/** GET /rest/review/rounds?projectId= (acquisition:review:list or acquisition:entry:list): newest round first. */
export interface ReviewRoundsReply {
  projectId: number;
  projectStatus: ProjectStatus;
  /** May the caller comment now (the reviewer, project in review). */
  canComment: boolean;
  /** May the caller answer comments now (company user, project returned or collecting). */
  canReply: boolean;
  rounds: ReviewRound[];
}

/** POST /rest/review/comment/save (acquisition:review:comment): a new comment (no id) or an edit of one's own in the open round. */
export interface SaveReviewCommentRequest {
  projectId: number;
  id?: number;
  lineId: number;
  body: string;
}

export interface SaveReviewCommentReply {
  id: number;
}

/** POST /rest/review/comment/delete (acquisition:review:comment): one's own comment in the open round. */
export interface DeleteReviewCommentRequest {
  projectId: number;
  id: number;
}

/** POST /rest/review/comment/reply (acquisition:review:reply): the company's answer to a comment of a decided round. */
export interface ReplyReviewCommentRequest {
  projectId: number;
  id: number;
  reply: string;
}
