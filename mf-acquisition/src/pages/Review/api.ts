/**
 * The data review's calls (/acquisitionManagement/accounting; contracts/review.ts): the reviewer's line
 * comments and moves (take, return, approve) through the project lifecycle, and the lines' evidence.
 */
import { API, callEnvelope, postJson, projectEndpoints } from '@pcf/shared';
import type { DeleteReviewCommentRequest, ProjectTransitionRequest, SaveReviewCommentReply, SaveReviewCommentRequest } from '@pcf/shared';

export const reviewApi = {
  saveComment: (body: SaveReviewCommentRequest) => postJson<SaveReviewCommentReply>(API.reviewCommentSave, body),
  deleteComment: (body: DeleteReviewCommentRequest) => postJson<null>(API.reviewCommentDelete, body),
  transition: (body: ProjectTransitionRequest) => callEnvelope(projectEndpoints.transition, { body }),
};

/** A line's evidence document as the project's readers (its reviewer too) open it: inline (a PDF or an image, the dby_token cookie signs it in). */
export const evidenceFileUrl = (projectId: number, id: number): string => `${API.reviewEvidenceFile}?projectId=${projectId}&id=${id}`;
