import { REMOTES } from '@pcf/shared';

/** Paths that exist behind sign-in: the menu groups, the personal center and the message board. */
const SIGNED_IN_PREFIXES = [...Object.values(REMOTES).map((remote) => remote.group), '/user', '/messageBoard'];

/** A signed-out visitor of such a path is sent to sign in; any other unknown path goes to /404. */
export function needsSignIn(pathname: string): boolean {
  return SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
