/**
 * The project lifecycle as a pure table: assigned → collecting → submitted → in review → returned
 * (→ collecting again) or approved → computed → reported → published. One row per allowed move:
 * the state it leaves, the action, the state it reaches and the kinds of actor allowed to take it.
 * Anything not in the table is refused. The table itself is PROJECT_TRANSITIONS of
 * shared/src/contracts/projects.ts, the same one the front end offers its row actions from.
 *
 * Who may do what, and why:
 *  - a platform administrator creates a project, assigns and reassigns its accountant and reviewer
 *    and edits its details (routes with business:project:add/assign/edit, not lifecycle actions);
 *  - the enterprise side (any user of the project's company, the assigned accountant being one)
 *    starts collecting data, starts again after a return, and submits: the data is theirs;
 *  - only the project's assigned reviewer takes a submitted project into review, returns it (with a
 *    reason) or approves it: review is independent, so neither the company nor an administrator
 *    can approve their own work;
 *  - compute, report and publish belong to the enterprise side, and an administrator may do them
 *    on its behalf; they are carried by the work they stand for (the computation, the study report's
 *    submit and publish, whose reviewer may publish too), so the transition route refuses them on
 *    their own; an administrator's withdrawal of the published report takes the project back to
 *    computed.
 * Every action also needs the permission business:project:transition.
 */
import type { ProjectAction, ProjectActorKind, ProjectStatus } from '@pcf/shared/contracts';

import { PROJECT_TRANSITIONS as TRANSITIONS } from '@pcf/shared/contracts';

/** A published project is final: nobody is reassigned to it. */
export const ASSIGNABLE = (status: ProjectStatus): boolean => status !== 'published';

export interface Actor {
  userId: number;
  companyId: number | null;
  isAdmin: boolean;
}

export interface ProjectParties {
  companyId: number;
  reviewerId: number;
}

/** The kinds of actor the caller is on this project (none: the project is not theirs at all). */
export function actorKinds(actor: Actor, project: ProjectParties): ProjectActorKind[] {
  const kinds: ProjectActorKind[] = [];
  if (actor.isAdmin) kinds.push('admin');
  if (!actor.isAdmin && actor.companyId !== null && actor.companyId === project.companyId) kinds.push('enterprise');
  if (actor.userId === project.reviewerId) kinds.push('reviewer');
  return kinds;
}

export type Decision =
  | { allowed: true; to: ProjectStatus; carriedBy?: 'computation' | 'report' }
  /** notInStatus: the action does not apply to the current status; notYours: it does, but not for this actor. */
  | { allowed: false; reason: 'notInStatus' | 'notYours' };

export function decide(status: ProjectStatus, action: ProjectAction, kinds: readonly ProjectActorKind[]): Decision {
  const transition = TRANSITIONS.find((t) => t.from === status && t.action === action);
  if (!transition) return { allowed: false, reason: 'notInStatus' };
  if (!transition.actors.some((kind) => kinds.includes(kind))) return { allowed: false, reason: 'notYours' };
  return { allowed: true, to: transition.to, carriedBy: transition.carriedBy };
}

/** The actions these kinds of actor may take from this status on their own (the screen's row actions). */
export function allowedActions(status: ProjectStatus, kinds: readonly ProjectActorKind[]): ProjectAction[] {
  return TRANSITIONS.filter((t) => t.from === status && !t.carriedBy && t.actors.some((kind) => kinds.includes(kind))).map((t) => t.action);
}
