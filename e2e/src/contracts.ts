/**
 * The contracts the browser tests check against. Read from the shared sources directly: the
 * package root of @pcf/shared also exports browser code that does not belong in a Node process.
 */
export { API, REMOTES, TOKEN_COOKIE, footprintEndpoints } from '../../shared/src/contracts';
export type { ApiEnvelope, RemoteName, UserInfo } from '../../shared/src/contracts';
