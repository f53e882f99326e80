/**
 * What every route must declare: `permission` (a RuoYi-style string, or SIGNED_IN for any
 * session) or `public: true`. One hook enforces it (areas/auth/guard.ts).
 */
import type { Language } from './messages';
import type { SessionContext, UserLabels } from '../security/session';

/** Any signed-in user: their own profile, the message board, the API docs (the contracts' marker). */

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: string;
    public?: boolean;
    /** GET /rest/getInfo also takes the token as ?token= (SPEC §7). */
    tokenFromQuery?: boolean;
    /** Pages and images the browser loads itself (docs, avatar) carry the dby_token cookie. */
    tokenFromCookie?: boolean;
    /** A POST that changes nothing (the endpoint's readOnly): held sessions are kept after it. */
    readOnly?: boolean;
    /** The remotes' files: a shell on another origin may load them (http/securityHeaders.ts). */
    crossOriginFile?: boolean;
  }
  interface FastifyRequest {
    auth: SessionContext | null;
    /** Set with auth: the install's user labels, read in the same query. */
    userLabels: UserLabels | null;
    language: Language;
  }
}
