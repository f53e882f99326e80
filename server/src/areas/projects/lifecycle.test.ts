import { Value } from 'typebox/value';
import { actorKinds, allowedActions, decide } from './lifecycle';
import {
  ProjectActionSchema as Action,
  ProjectStatusSchema as Status,
  PROJECT_ACTIONS,
  PROJECT_STATUSES,
  PROJECT_TRANSITIONS as TRANSITIONS,
} from '@pcf/shared/contracts';

describe('project lifecycle table', () => {
  it('route schemas accept exactly the lifecycle statuses and actions', () => {
    for (const status of PROJECT_STATUSES) expect(Value.Check(Status, status)).toBe(true);
    for (const action of PROJECT_ACTIONS) expect(Value.Check(Action, action)).toBe(true);
    expect(Value.Check(Status, 'deleted')).toBe(false);
    expect(Value.Check(Action, 'delete')).toBe(false);
  });

  it('has at most one move per status and action, and every status is reachable from assigned', () => {
    const keys = TRANSITIONS.map((t) => `${t.from}/${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
    const reached = new Set(['assigned']);
    for (let round = 0; round < PROJECT_STATUSES.length; round += 1)
      for (const t of TRANSITIONS) if (reached.has(t.from)) reached.add(t.to);
    expect([...reached].sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('publishes only at the end: only the withdrawal of its report, by an administrator, leaves published', () => {
    expect(TRANSITIONS.filter((t) => t.from === 'published')).toEqual([
      { from: 'published', action: 'withdraw', to: 'computed', actors: ['admin'], carriedBy: 'report' },
    ]);
  });

  it('allows each listed move to its actors and refuses it to every other kind', () => {
    for (const t of TRANSITIONS) {
      for (const kind of ['admin', 'enterprise', 'reviewer'] as const) {
        const decision = decide(t.from, t.action, [kind]);
        if (t.actors.includes(kind)) expect(decision).toEqual({ allowed: true, to: t.to, carriedBy: t.carriedBy });
        else expect(decision).toEqual({ allowed: false, reason: 'notYours' });
      }
    }
  });

  it('refuses every action that is not listed for a status, whoever asks', () => {
    for (const status of PROJECT_STATUSES) {
      for (const action of PROJECT_ACTIONS) {
        if (TRANSITIONS.some((t) => t.from === status && t.action === action)) continue;
        expect(decide(status, action, ['admin', 'enterprise', 'reviewer'])).toEqual({ allowed: false, reason: 'notInStatus' });
      }
    }
  });

  it('names the kinds of actor from the session and the project', () => {
    const project = { companyId: 7, reviewerId: 30 };
    expect(actorKinds({ userId: 1, companyId: null, isAdmin: true }, project)).toEqual(['admin']);
    expect(actorKinds({ userId: 2, companyId: 7, isAdmin: false }, project)).toEqual(['enterprise']);
    expect(actorKinds({ userId: 3, companyId: 8, isAdmin: false }, project)).toEqual([]);
    expect(actorKinds({ userId: 30, companyId: null, isAdmin: false }, project)).toEqual(['reviewer']);
    expect(actorKinds({ userId: 31, companyId: null, isAdmin: false }, project)).toEqual([]);
  });

  it('lists the actions an actor may take now on their own: none the computation or the report carries', () => {
    expect(allowedActions('assigned', ['enterprise'])).toEqual(['start']);
    expect(allowedActions('in_review', ['reviewer'])).toEqual(['return', 'approve']);
    expect(allowedActions('in_review', ['enterprise', 'admin'])).toEqual([]);
    expect(decide('approved', 'compute', ['admin'])).toEqual({ allowed: true, to: 'computed', carriedBy: 'computation' });
    expect(allowedActions('approved', ['admin'])).toEqual([]);
    expect(allowedActions('reported', ['admin', 'enterprise', 'reviewer'])).toEqual([]);
    expect(allowedActions('published', ['admin', 'enterprise', 'reviewer'])).toEqual([]);
  });
});
