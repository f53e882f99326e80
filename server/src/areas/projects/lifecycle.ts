/**
 * The project lifecycle as a pure table: assigned → collecting → submitted → in review → returned
 * (→ collecting again) or approved → computed → reported → published. One row per allowed move:
 * the state it leaves, the action, the state it reaches and the kinds of actor allowed to take it.
 * Anything not in the table is refused. (The front end's copy is PROJECT_TRANSITIONS in
 * shared/src/contracts/projects.ts; lifecycle.test.ts proves they agree.)
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
 *    on its behalf (later issues attach the computation and the report to these moves; here only the
 *    status changes, with their permission checks).
 * Every action also needs the permission business:project:transition.
 */
import type { ProjectAction, ProjectActorKind, ProjectStatus, ProjectTransition } from '@pcf/shared/contracts';

export const PROJECT_STATUSES: readonly ProjectStatus[] = [
  'assigned',
  'collecting',
  'submitted',
  'in_review',
  'returned',
  'approved',
  'computed',
  'reported',
  'published',
];
export const PROJECT_ACTIONS: readonly ProjectAction[] = ['start', 'submit', 'take', 'return', 'approve', 'compute', 'report', 'publish'];

export const TRANSITIONS: readonly ProjectTransition[] = [
  { from: 'assigned', action: 'start', to: 'collecting', actors: ['enterprise'] },
  { from: 'returned', action: 'start', to: 'collecting', actors: ['enterprise'] },
  { from: 'collecting', action: 'submit', to: 'submitted', actors: ['enterprise'] },
  { from: 'submitted', action: 'take', to: 'in_review', actors: ['reviewer'] },
  { from: 'in_review', action: 'return', to: 'returned', actors: ['reviewer'] },
  { from: 'in_review', action: 'approve', to: 'approved', actors: ['reviewer'] },
  { from: 'approved', action: 'compute', to: 'computed', actors: ['enterprise', 'admin'] },
  { from: 'computed', action: 'report', to: 'reported', actors: ['enterprise', 'admin'] },
  { from: 'reported', action: 'publish', to: 'published', actors: ['enterprise', 'admin'] },
];

/** The reviewer's reason is what the company needs to put a returned project right. */
export const ACTIONS_NEEDING_NOTE: readonly ProjectAction[] = ['return'];

/** Until submitted (and again once returned) an administrator may still correct the details. */
export const EDITABLE_STATUSES: readonly ProjectStatus[] = ['assigned', 'collecting', 'returned'];

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
  | { allowed: true; to: ProjectStatus }
  /** notInStatus: the action does not apply to the current status; notYours: it does, but not for this actor. */
  | { allowed: false; reason: 'notInStatus' | 'notYours' };

export function decide(status: ProjectStatus, action: ProjectAction, kinds: readonly ProjectActorKind[]): Decision {
  const transition = TRANSITIONS.find((t) => t.from === status && t.action === action);
  if (!transition) return { allowed: false, reason: 'notInStatus' };
  if (!transition.actors.some((kind) => kinds.includes(kind))) return { allowed: false, reason: 'notYours' };
  return { allowed: true, to: transition.to };
}

/** The actions these kinds of actor may take from this status (the screen's row actions). */
export function allowedActions(status: ProjectStatus, kinds: readonly ProjectActorKind[]): ProjectAction[] {
  return TRANSITIONS.filter((t) => t.from === status && t.actors.some((kind) => kinds.includes(kind))).map((t) => t.action);
}
