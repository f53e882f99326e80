/**
 * What both sides of the review read from a project's rounds (GET /rest/review/rounds, newest round
 * first): the round the reviewer works in, the last decided one the company answers, the comments
 * per line, and which lifecycle moves of the review the signed-in user may make (the server checks
 * every one again).
 */
import { PROJECT_TRANSITIONS } from '@pcf/shared';
import type { ProjectAction, ProjectStatus, ReviewComment, ReviewRound } from '@pcf/shared';

const MAX_ID = 2147483647;

/** A project id of a link (?id=), or null when it is not one. */
export function projectIdOf(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The newest round: open while the project is in review, else the last decided one. */
export const currentRound = (rounds: readonly ReviewRound[]): ReviewRound | null => rounds[0] ?? null;

/** The last round with a decision (what a returned project's company answers). */
export const latestDecidedRound = (rounds: readonly ReviewRound[]): ReviewRound | null =>
  rounds.find((round) => round.decision !== null) ?? null;

/** The comments of a round on each line still there (a deleted line's comments stay in the history only). */
export function commentsByLine(round: ReviewRound | null): ReadonlyMap<number, ReviewComment[]> {
  const byLine = new Map<number, ReviewComment[]>();
  for (const comment of round?.comments ?? []) {
    if (comment.lineId === null) continue;
    byLine.set(comment.lineId, [...(byLine.get(comment.lineId) ?? []), comment]);
  }
  return byLine;
}

/** The review's own moves (take, return, approve). */
export const REVIEW_ACTIONS: readonly ProjectAction[] = ['take', 'return', 'approve'];

/** The review moves the project's assigned reviewer may make now (the lifecycle table of the contracts); nobody else makes any. */
export function reviewActionsFor(status: ProjectStatus, isReviewer: boolean): ProjectAction[] {
  if (!isReviewer) return [];
  return PROJECT_TRANSITIONS.filter(
    (move) => move.from === status && move.actors.includes('reviewer') && REVIEW_ACTIONS.includes(move.action),
  ).map((move) => move.action);
}
