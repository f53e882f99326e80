/**
 * Unsaved work that leaving the page would drop. A page holding such work says so (useLeaveGuard);
 * the shell's menu, tabs, breadcrumbs and user menu go through useConfirmLeave (@pcf/shared/ui),
 * which asks first, and the browser asks before a reload or a closed tab. The hash router here is
 * not a data router, so react-router's useBlocker is not available. One registry for the shell and
 * every remote: @pcf/shared is a Module Federation singleton.
 */
import { useEffect } from 'react';

export interface LeaveGuard {
  title: string;
  /** Says what would be lost. */
  message: string;
}

const held: { guard: LeaveGuard }[] = [];

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // older browsers show the prompt only when returnValue is set
  event.returnValue = '';
};

/** Registers unsaved work until the returned release is called. */
export function holdLeaveGuard(guard: LeaveGuard): () => void {
  const entry = { guard };
  held.push(entry);
  if (held.length === 1) window.addEventListener('beforeunload', warnBeforeUnload);
  return () => {
    const at = held.indexOf(entry);
    if (at < 0) return;
    held.splice(at, 1);
    if (held.length === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
  };
}

/** The newest unsaved work, or null when leaving loses nothing. */
export function currentLeaveGuard(): LeaveGuard | null {
  return held.length === 0 ? null : held[held.length - 1].guard;
}

/** Holds the guard while it is given (null: nothing unsaved). */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const title = guard?.title;
  const message = guard?.message;
  useEffect(() => {
    if (title === undefined || message === undefined) return undefined;
    return holdLeaveGuard({ title, message });
  }, [title, message]);
}
