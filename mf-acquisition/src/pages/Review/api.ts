/**
 * The data review's calls (/acquisitionManagement/accounting; contracts/review.ts): the reviewer's line
 * comments and moves (take, return, approve) through the project lifecycle, and the lines' evidence.
 */
import { callEnvelope, projectEndpoints, reviewEndpoints } from '@pcf/shared';
import type { DeleteReviewCommentRequest, ProjectTransitionRequest, SaveReviewCommentRequest } from '@pcf/shared';

export const reviewApi = {
  saveComment: (body: SaveReviewCommentRequest) => callEnvelope(reviewEndpoints.commentSave, { body }),
  deleteComment: (body: DeleteReviewCommentRequest) => callEnvelope(reviewEndpoints.commentDelete, { body }),
  transition: (body: ProjectTransitionRequest) => callEnvelope(projectEndpoints.transition, { body }),
};

/** A line's evidence document as the project's readers (its reviewer too) open it: inline (a PDF or an image, the dby_token cookie signs it in). */
export const evidenceFileUrl = (projectId: number, id: number): string =>
  `${reviewEndpoints.evidenceFile.url}?projectId=${projectId}&id=${id}`;
