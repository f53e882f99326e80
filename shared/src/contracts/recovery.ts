/**
 * Password recovery (/ForgotPassword) and the outbox of sent messages (/system/outbox).
 */
import Type, { type Static } from 'typebox';
import { PUBLIC, defineEndpoint } from './endpoint';
import { Nullable } from './schemaParts';

/** How a recovery link reaches its user: the registered email, or the registered phone number. */
export type RecoveryChannel = 'email' | 'phone';

/** A recovery link is valid this long after it was requested, and once. */
export const RECOVERY_LINK_MINUTES = 30;

/** The query parameter of the link `<PUBLIC_URL>/#/ForgotPassword?token=...`. */
export const RECOVERY_TOKEN_PARAM = 'token';

/**
 * POST /rest/forgotPassword (/ForgotPassword), JSON body: the account and exactly one of its registered
 * email or phone. The answer is the same whether they match an account or not.
 */
export const ForgotPasswordRequestSchema = Type.Object({
  account: Type.String({ maxLength: 64 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

/** POST /rest/resetPassword (public), JSON body: the token of the link and the new password. */
export const RecoveryResetRequestSchema = Type.Object({
  token: Type.String({ maxLength: 128 }),
  password: Type.String({ maxLength: 128 }),
});
export type RecoveryResetRequest = Static<typeof RecoveryResetRequestSchema>;

/** /ForgotPassword's calls: ask for a recovery link, and set a new password with it. Both public. */
export const recoveryEndpoints = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    url: '/rest/forgotPassword',
    permission: PUBLIC,
    tags: ['session'],
    body: ForgotPasswordRequestSchema,
    reply: 'none',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    url: '/rest/resetPassword',
    permission: PUBLIC,
    tags: ['session'],
    body: RecoveryResetRequestSchema,
    reply: 'none',
  }),
};

/**
 * What became of an outbox message: `kept` (no way to send it: SMTP_URL unset, or a phone number,
 * for which there is no SMS gateway; an administrator passes it on), `sending` (handed to SMTP,
 * no answer yet), `sent` (the SMTP server accepted it), `failed` (the SMTP server refused it).
 */
export const OutboxDeliverySchema = Type.Union([
  Type.Literal('kept'),
  Type.Literal('sending'),
  Type.Literal('sent'),
  Type.Literal('failed'),
]);
export type OutboxDelivery = Static<typeof OutboxDeliverySchema>;

/** GET /system/outbox/list: one message. */
export const OutboxRowSchema = Type.Object({
  id: Type.Integer(),
  /** ISO time. */
  createdAt: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
  recipient: Type.String(),
  account: Nullable(Type.String()),
  subject: Type.String(),
  /** The text as sent; a message that SMTP delivered keeps no live link (only its recipient has it). */
  body: Type.String(),
  delivery: OutboxDeliverySchema,
  sentAt: Nullable(Type.String()),
  error: Nullable(Type.String()),
});
export type OutboxRow = Static<typeof OutboxRowSchema>;

/** The largest page of the outbox list. */
export const OUTBOX_PAGE_SIZE_MAX = 100;

/** GET /system/outbox/list: newest first; platform administrators only (system:outbox:list). */
export const OutboxQuerySchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** 1 to 100; 10 unless given. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: OUTBOX_PAGE_SIZE_MAX })),
  /** Part of the recipient or the account. */
  recipient: Type.Optional(Type.String({ maxLength: 200 })),
  delivery: Type.Optional(OutboxDeliverySchema),
});
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxPageSchema = Type.Object({ rows: Type.Array(OutboxRowSchema), total: Type.Integer() });
export type OutboxPage = Static<typeof OutboxPageSchema>;

export const PERMISSION_OUTBOX_LIST = 'system:outbox:list';

export const outboxEndpoints = {
  /** Platform administrators only: the permission alone is not enough (a kept recovery link opens its user's account). */
  list: defineEndpoint({
    method: 'GET',
    url: '/system/outbox/list',
    permission: PERMISSION_OUTBOX_LIST,
    tags: ['system: outbox'],
    querystring: OutboxQuerySchema,
    reply: OutboxPageSchema,
  }),
};
