import { REMOTES } from '@pcf/shared';
import { HOME_PATH } from './landing';

/** Paths that exist behind sign-in: the menu groups, the personal center, the message board and the home page. */
const SIGNED_IN_PREFIXES = [...Object.values(REMOTES).map((remote) => remote.group), '/user', '/messageBoard', HOME_PATH];

/** A signed-out visitor of such a path is sent to sign in; any other unknown path goes to /404. */
export function needsSignIn(pathname: string): boolean {
  return SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
