/** Sign-in and session calls (SPEC §4, §7): captcha, the sign-in entrances, user info, logout, health. */
import Type, { type Static } from 'typebox';
import { PUBLIC, SIGNED_IN, defineEndpoint } from '../endpoint';
import { Nullable } from '../schemaParts';

const tags = ['session'];

/** GET /rest/captchaImage */
export const CaptchaImageSchema = Type.Object({
  uuid: Type.String(),
  /** SVG data URL; empty when captchaEnabled is false. */
  img: Type.String(),
  captchaEnabled: Type.Boolean(),
});
export type CaptchaImage = Static<typeof CaptchaImageSchema>;

/** POST /rest/loginWithCaptcha, JSON body (never the query string); code and uuid only when the captcha is on. */
export const CaptchaLoginRequestSchema = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  code: Type.Optional(Type.String({ maxLength: 16 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CaptchaLoginRequest = Static<typeof CaptchaLoginRequestSchema>;

/**
 * POST /user/login, JSON body: /login1 sends userType 'enterprise', /login2 'review'; code and uuid
 * only when the captcha is on, which every entrance then checks.
 */
export const TypedLoginRequestSchema = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  userType: Type.Union([Type.Literal('enterprise'), Type.Literal('review')]),
  code: Type.Optional(Type.String({ maxLength: 16 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
});
export type TypedLoginRequest = Static<typeof TypedLoginRequestSchema>;

export const LoginResultSchema = Type.Object({ token: Type.String() });
export type LoginResult = Static<typeof LoginResultSchema>;
/** RuoYi clients read the token at the top level of the envelope too. */
const LoginEnvelopeExtra = Type.Object({ token: Type.String() });

export const UserTypeSchema = Type.Union([Type.Literal('admin'), Type.Literal('enterprise'), Type.Literal('review')]);

/** GET /rest/getInfo */
export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  company_id: Nullable(Type.Integer()),
  name: Type.String(),
  account: Type.String(),
  company_name: Nullable(Type.String()),
  deptid: Nullable(Type.Integer()),
  user_type: UserTypeSchema,
  avatar: Nullable(Type.String()),
});
export type SessionUser = Static<typeof SessionUserSchema>;

export const UserInfoSchema = Type.Object({
  user: SessionUserSchema,
  /** Role keys; ['ROLE_DEFAULT'] when the user has none. */
  roles: Type.Array(Type.String()),
  /** Permission strings such as 'system:user:list'; '*:*:*' for the platform administrator. */
  permissions: Type.Array(Type.String()),
  /** Configured labels that replace menu titles (SPEC §3); null when not set. */
  user_title: Nullable(Type.String()),
  trainer_title: Nullable(Type.String()),
  industry: Nullable(Type.String()),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** GET /api/health */
export const HealthResultSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
  version: Type.String(),
});
export type HealthResult = Static<typeof HealthResultSchema>;

export const sessionEndpoints = {
  captchaImage: defineEndpoint({ method: 'GET', url: '/rest/captchaImage', permission: PUBLIC, tags, reply: CaptchaImageSchema }),
  loginWithCaptcha: defineEndpoint({
    method: 'POST',
    url: '/rest/loginWithCaptcha',
    permission: PUBLIC,
    tags,
    body: CaptchaLoginRequestSchema,
    reply: LoginResultSchema,
    envelopeExtra: LoginEnvelopeExtra,
  }),
  typedLogin: defineEndpoint({
    method: 'POST',
    url: '/user/login',
    permission: PUBLIC,
    tags,
    body: TypedLoginRequestSchema,
    reply: LoginResultSchema,
    envelopeExtra: LoginEnvelopeExtra,
  }),
  getInfo: defineEndpoint({
    method: 'GET',
    url: '/rest/getInfo',
    permission: SIGNED_IN,
    tags,
    querystring: Type.Object({ token: Type.Optional(Type.String()) }),
    reply: UserInfoSchema,
    tokenFromQuery: true,
  }),
  /** Public, so that an already expired token can still log out cleanly. */
  logout: defineEndpoint({ method: 'POST', url: '/rest/logout', permission: PUBLIC, tags, reply: 'none' }),
  /** 200 while the database answers, 503 (same data) when it does not. */
  health: defineEndpoint({ method: 'GET', url: '/api/health', permission: PUBLIC, tags: ['health'], reply: HealthResultSchema }),
};
