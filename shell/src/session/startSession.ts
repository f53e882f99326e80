/**
 * What follows a sign-in, and a page load with a token (SPEC §4): user info, the menus, then the
 * remotes this user may load. Remote route tables load in the background; pages wait for theirs.
 */
import { CODE_OK, authApi, fetchMenus, fetchUserInfo, messageOf } from '@pcf/shared';
import type { AppDispatch, MenuItem } from '@pcf/shared';
import type { RemoteRegistry } from '../remotes/remoteRegistry';

/** The user's menus and roles (where the user lands depends on both). */
export interface StartedSession {
  menus: MenuItem[];
  roles: string[];
}

export async function startSession(dispatch: AppDispatch, registry: RemoteRegistry): Promise<StartedSession> {
  const info = await dispatch(fetchUserInfo()).unwrap();
  const menus = await dispatch(fetchMenus()).unwrap();
  const remotes = await authApi.remotes();
  if (remotes.code !== CODE_OK || !remotes.data) throw new Error(messageOf(remotes));
  void registry.load(remotes.data);
  return { menus, roles: info.roles };
}

/** A rejected thunk gives its rejectValue (the server's message) or a serialized error. */
export function failureText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message || fallback;
  }
  return fallback;
}
