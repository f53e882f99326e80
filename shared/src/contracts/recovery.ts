/**
 * Password recovery (/ForgotPassword) and the outbox of sent messages (/system/outbox).
 * The request itself is ForgotPasswordRequest (api.ts).
 */

/** How a recovery link reaches its user: the registered email, or the registered phone number. */
export type RecoveryChannel = 'email' | 'phone';

/** A recovery link is valid this long after it was requested, and once. */
export const RECOVERY_LINK_MINUTES = 30;

/** The query parameter of the link `<PUBLIC_URL>/#/ForgotPassword?token=...`. */
export const RECOVERY_TOKEN_PARAM = 'token';

/** POST /rest/resetPassword (public), JSON body: the token of the link and the new password. */
export interface RecoveryResetRequest {
  token: string;
  password: string;
}

/**
 * What became of an outbox message: `kept` (no way to send it: SMTP_URL unset, or a phone number,
 * for which there is no SMS gateway; an administrator passes it on), `sending` (handed to SMTP,
 * no answer yet), `sent` (the SMTP server accepted it), `failed` (the SMTP server refused it).
 */
export type OutboxDelivery = 'kept' | 'sending' | 'sent' | 'failed';

/** GET /system/outbox/list: one message. */
export interface OutboxRow {
  id: number;
  /** ISO time. */
  createdAt: string;
  channel: RecoveryChannel;
  recipient: string;
  account: string | null;
  subject: string;
  /** The text as sent; a message that SMTP delivered keeps no live link (only its recipient has it). */
  body: string;
  delivery: OutboxDelivery;
  sentAt: string | null;
  error: string | null;
}

/** GET /system/outbox/list: newest first; platform administrators only (system:outbox:list). */
export interface OutboxQuery {
  pageNum?: number;
  /** 1 to 100; 10 unless given. */
  pageSize?: number;
  /** Part of the recipient or the account. */
  recipient?: string;
  delivery?: OutboxDelivery;
}

export interface OutboxPage {
  rows: OutboxRow[];
  total: number;
}
