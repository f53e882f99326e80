/**
 * Password recovery (/ForgotPassword). A request names an account and its registered email or
 * phone; when both match an active user, a one-time link goes to that address (through the outbox).
 * Whatever the request, the caller learns nothing about the account: the answer is the same, and
 * so is the work done before answering (see requestRecovery).
 */
import { eq, sql } from 'drizzle-orm';
import type { OutboxDelivery, RecoveryChannel } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { users } from '../../schema';
import { refused } from '../../http/errors';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { RECOVERY_LINK_MINUTES, RECOVERY_TOKEN_PARAM } from '@pcf/shared/contracts';
import { hashPassword, passwordProblem } from '../../security/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { newToken } from '../auth/tokens';
import { recordOperation } from '../audit/service';
import { keepMessage, type NewMessage } from '../outbox/service';
import { claimLink, issueLink, linkOwner, mayIssueLink, revokeRecoveryLinks } from './links';

export interface RecoveryRequest {
  account: string;
  email?: string;
  phone?: string;
}

export interface Contact {
  channel: RecoveryChannel;
  value: string;
}

/** Exactly one of email and phone, trimmed. */
export function contactOf(request: RecoveryRequest): Contact {
  const email = request.email?.trim() ?? '';
  const phone = request.phone?.trim() ?? '';
  if ((email === '') === (phone === '')) throw refused('recoveryContactRequired');
  return email !== '' ? { channel: 'email', value: email } : { channel: 'phone', value: phone };
}

/** Emails compare without case; phone numbers without the spaces and dashes people type. */
function sameContact(channel: RecoveryChannel, registered: string | null, given: string): boolean {
  if (registered === null) return false;
  if (channel === 'email') return registered.trim().toLowerCase() === given.toLowerCase();
  const digits = (phone: string) => phone.replace(/[\s-]/g, '');
  return digits(registered) === digits(given);
}

/** `<PUBLIC_URL>/#/ForgotPassword?token=...`: the shell's hash route opens the new-password form. */
export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/ForgotPassword?${RECOVERY_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** Both languages in one message: the platform does not know which one its user reads. */
function bilingual(key: MessageKey, params: MessageParams, separator: string): string {
  return `${translate(key, 'zh', params)}${separator}${translate(key, 'en', params)}`;
}

export function recoveryMessage(account: string, contact: Contact, link: string): NewMessage {
  const params = { account, minutes: RECOVERY_LINK_MINUTES };
  const delivered = `${translate('recoveryLinkDelivered', 'zh')} ${translate('recoveryLinkDelivered', 'en')}`;
  return {
    channel: contact.channel,
    recipient: contact.value,
    account,
    subject: bilingual('recoveryMailSubject', {}, ' / '),
    body: bilingual('recoveryMailBody', { ...params, link }, '\n\n----------\n\n'),
    bodyOnceSent: bilingual('recoveryMailBody', { ...params, link: delivered }, '\n\n----------\n\n'),
  };
}

export interface RecoverySettings {
  publicUrl: string;
  /** How a new message of this channel leaves: 'sending' by SMTP, or 'kept' in the outbox. */
  deliveryOf(channel: RecoveryChannel): OutboxDelivery;
}

/** Serial ids start at 1: the limit is counted on this id when nothing matches. */
const NO_USER = 0;

/**
 * Issues a link when account and contact match an active user, within the per-account limit;
 * returns the outbox message to send, or null. A token is drawn and hashed whether or not anything
 * matches, and the lookup and the limit's count are the same statements either way (no early
 * return: an unknown account, one without the contact and a match read alike); a match adds only
 * a few small writes in the same transaction. The SMTP round trip, the one slow step, happens
 * after the answer.
 */
export async function requestRecovery(
  db: Db,
  request: RecoveryRequest,
  settings: RecoverySettings,
  now: Date,
): Promise<{ outboxId: number; message: NewMessage } | null> {
  const contact = contactOf(request);
  const token = newToken();
  const link = recoveryLink(settings.publicUrl, token);
  return db.transaction(async (tx) => {
    // the row lock makes concurrent requests for one account count each other's links
    const [user] = await tx
      .select({ id: users.id, account: users.account, email: users.email, phone: users.phone, status: users.status, frozen: users.frozen })
      .from(users)
      .where(eq(users.account, request.account.trim()))
      .for('update');
    const matches =
      user !== undefined &&
      user.status === 'active' &&
      !user.frozen &&
      sameContact(contact.channel, contact.channel === 'email' ? user.email : user.phone, contact.value);
    const withinLimit = await mayIssueLink(tx, matches ? user.id : NO_USER, now);
    if (!matches || !withinLimit) return null;
    await issueLink(tx, user.id, token, contact.channel, now);
    const message = recoveryMessage(user.account, contact, link);
    const outboxId = await keepMessage(tx, message, settings.deliveryOf(contact.channel), now);
    return { outboxId, message };
  });
}

/**
 * Sets the new password through a live link: the link is used up, every session of the user ends
 * and every other link stops working, all in one transaction with its operation-log row.
 */
export async function resetWithLink(db: Db, token: string, password: string, now: Date): Promise<void> {
  const owner = await linkOwner(db, token, now);
  const [user] = owner === null ? [] : await db.select({ account: users.account }).from(users).where(eq(users.id, owner));
  if (!user) throw refused('resetLinkInvalid');
  const problem = passwordProblem(password, user.account);
  if (problem) throw refused(problem);
  // the slow hash before the transaction, so no lock waits on it
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await claimLink(tx, token, now);
    if (userId === null) throw refused('resetLinkInvalid');
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now })
      .where(sql`${users.id} = ${userId} and ${users.status} = 'active' and not ${users.frozen}`)
      .returning({ id: users.id, account: users.account, companyId: users.companyId });
    // frozen or no longer active since the link was sent: the link no longer opens anything
    if (!changed) throw refused('resetLinkInvalid');
    await revokeRecoveryLinks(tx, userId, now);
    // session ids start at 1: keeping "0" keeps none
    await revokeOtherSessions(tx, userId, 0, now);
    await recordOperation(
      tx,
      { userId: changed.id, account: changed.account, companyId: changed.companyId },
      {
        object: 'user',
        action: 'reset',
        targetIds: [userId],
        after: { via: 'recovery' },
      },
    );
  });
}
