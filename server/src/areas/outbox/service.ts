/**
 * The outbox: every message the platform sends is written here first, in the transaction of the
 * change that causes it. An email goes on through SMTP when SMTP_URL is set, after the request has
 * been answered (an SMTP round trip must not make one answer slower than another); the row then
 * says whether the server accepted it. Anything that cannot be sent (no SMTP_URL, a phone number:
 * there is no SMS gateway) stays 'kept' for platform administrators to pass on (/system/outbox).
 */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxDelivery, OutboxPage, OutboxQuery, OutboxRow, RecoveryChannel } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../schema';
import { containsPattern, pageWindow, selectPage } from '../../db/queries';
import type { Clock } from '../../clock';
import type { MailSender } from './smtp';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

import { OUTBOX_PAGE_SIZE_MAX } from '@pcf/shared/contracts';

const ERROR_MAX = 500;

export interface NewMessage {
  channel: RecoveryChannel;
  recipient: string;
  account: string | null;
  subject: string;
  body: string;
  /** What the row keeps once SMTP has taken the message: a live link belongs to its recipient only. */
  bodyOnceSent: string;
}

/** Only emails travel by SMTP; the rest wait for an administrator. */
export function deliveryOf(channel: RecoveryChannel, sender: MailSender | null): OutboxDelivery {
  return channel === 'email' && sender !== null ? 'sending' : 'kept';
}

/** Writes the message in the caller's transaction; returns its id. */
export async function keepMessage(tx: Tx, message: NewMessage, delivery: OutboxDelivery, now: Date): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      createdAt: now,
      channel: message.channel,
      recipient: message.recipient,
      account: message.account,
      subject: message.subject,
      body: message.body,
      delivery,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Hands committed 'sending' rows to SMTP in the background and records each answer on its row. */
export class OutboxDispatcher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    readonly sender: MailSender | null,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts sending; never throws and never waits: the outcome lands on the row. */
  deliverLater(id: number, message: NewMessage): void {
    const sender = this.sender;
    if (sender === null || message.channel !== 'email') return;
    const attempt = this.deliver(sender, id, message).finally(() => this.pending.delete(attempt));
    this.pending.add(attempt);
  }

  private async deliver(sender: MailSender, id: number, message: NewMessage): Promise<void> {
    try {
      await sender.send({ to: message.recipient, subject: message.subject, text: message.body });
      await this.db
        .update(mailOutbox)
        .set({ delivery: 'sent', sentAt: this.clock.now(), body: message.bodyOnceSent, error: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ outboxId: id, reason }, 'outbox message not sent');
      try {
        await this.db
          .update(mailOutbox)
          .set({ delivery: 'failed', error: reason.slice(0, ERROR_MAX) })
          .where(eq(mailOutbox.id, id));
      } catch (writeError) {
        this.log.error({ err: writeError, outboxId: id }, 'outbox failure not recorded');
      }
    }
  }

  /** Resolves when every send started so far has its outcome written (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.sender?.close();
  }
}

function filterOf(query: OutboxQuery): SQL | undefined {
  const text = query.recipient?.trim() ?? '';
  const pattern = containsPattern(text);
  return and(
    text === '' ? undefined : or(ilike(mailOutbox.recipient, pattern), ilike(mailOutbox.account, pattern)),
    query.delivery ? eq(mailOutbox.delivery, query.delivery) : undefined,
  );
}

/**
 * Newest first, one page. Not through the object API: its kept recovery links open accounts, so it is never
 * editable, exportable or granted to a role through /system/access.
 */
export async function listOutbox(db: Db, query: OutboxQuery): Promise<OutboxPage> {
  const order = [desc(mailOutbox.createdAt), desc(mailOutbox.id)];
  const { rows, total } = await selectPage(db, mailOutbox, filterOf(query), order, pageWindow(query, OUTBOX_PAGE_SIZE_MAX));
  return {
    total,
    rows: rows.map((row): OutboxRow => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      channel: row.channel,
      recipient: row.recipient,
      account: row.account,
      subject: row.subject,
      body: row.body,
      delivery: row.delivery,
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      error: row.error,
    })),
  };
}
