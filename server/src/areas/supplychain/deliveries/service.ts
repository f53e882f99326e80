/**
 * The PACT events this platform sends to other hosts go through pact_deliveries: written in the
 * transaction of the change that causes them, sent once it has committed (kick), and tried again
 * with growing pauses while the host cannot be reached or refuses, until MAX_ATTEMPTS. Each attempt
 * claims one event with FOR UPDATE SKIP LOCKED and a lease longer than an attempt can take, so
 * several server processes on one database never send the same event at once, one that dies
 * mid-send leaves the event to the next sweep, and an outcome is written only while its lease holds.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PactDelivery } from '@pcf/shared/contracts';
import { PACT_EVENT_TYPES } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { pactDeliveries, pactHosts } from '../../../schema';
import { ApiError, refused } from '../../../http/errors';
import { translate, type Language, type MessageKey } from '../../../http/messages';
import { addMs, MINUTE_MS, type Clock } from '../../../clock';
import type { Tx } from '../../auth/companyScope';
import { sendToHost, type HostCallSettings } from '../requests/hostCalls';
import { postEvent, type CloudEvent } from '../requests/pactClient';

type DeliveryRow = typeof pactDeliveries.$inferSelect;

const HOUR_MS = 60 * MINUTE_MS;
/** The pause after each failed attempt; after the last one the event is given up (status failed). */
export const RETRY_PAUSES_MS = [
  0.5 * MINUTE_MS,
  2 * MINUTE_MS,
  10 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  3 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
];
export const MAX_ATTEMPTS = RETRY_PAUSES_MS.length + 1;
/** An attempt holds its event this long: longer than its calls may take (token, post, a new token and post again). */
const CLAIM_MS = 2 * MINUTE_MS;
const SWEEP_EVERY_MS = 30_000;

export interface NewDelivery<Data> {
  companyId: number;
  requestId: number | null;
  /** The registered host whose credentials the call carries; null sends without a token. */
  hostId: number | null;
  baseUrl: string;
  event: CloudEvent<Data>;
}

/** Queues an event inside the caller's transaction; PactDeliveryDispatcher.kick() sends it after commit. */
export async function enqueueDelivery<Data>(tx: Tx, delivery: NewDelivery<Data>, now: Date): Promise<void> {
  await tx.insert(pactDeliveries).values({
    companyId: delivery.companyId,
    requestId: delivery.requestId,
    hostId: delivery.hostId,
    baseUrl: delivery.baseUrl,
    eventType: delivery.event.type,
    event: delivery.event as unknown as Record<string, unknown>,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** What a screen shows of a delivery, its failure in the reader's language. */
export function deliveryView(row: DeliveryRow, language: Language): PactDelivery {
  return {
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    error: row.errorKey === null ? null : translate(row.errorKey as MessageKey, language, row.errorParams ?? {}),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The newest delivery of each request named. */
export async function latestDeliveries(db: Db | Tx, requestIds: readonly number[]): Promise<Map<number, DeliveryRow>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pactDeliveries.requestId])
    .from(pactDeliveries)
    .where(inArray(pactDeliveries.requestId, [...requestIds]))
    .orderBy(pactDeliveries.requestId, sql`${pactDeliveries.id} desc`);
  return new Map(rows.map((row) => [row.requestId as number, row]));
}

export class PactDeliveryDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: HostCallSettings,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sweeps every half minute for events whose pause is over (unref: never keeps the process alive). */
  start(): void {
    this.timer ??= setInterval(() => this.kick(), SWEEP_EVERY_MS).unref();
  }

  /** Sends what is due now, in the background; never throws. A kick during a sweep runs one more. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sweep()
      .catch((error: unknown) => this.log.error({ err: error }, 'PACT delivery sweep failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no sweep is running or asked for (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private async sweep(): Promise<void> {
    for (let row = await this.claim(); row !== null; row = await this.claim()) await this.attempt(row);
  }

  /** The next due event, its lease taken (nextAttemptAt moved to the lease's end), or null. */
  private async claim(): Promise<DeliveryRow | null> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: pactDeliveries.id })
        .from(pactDeliveries)
        .where(and(eq(pactDeliveries.status, 'pending'), lte(pactDeliveries.nextAttemptAt, now)))
        .orderBy(asc(pactDeliveries.nextAttemptAt), asc(pactDeliveries.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [claimed] = await tx
        .update(pactDeliveries)
        .set({ attempts: sql`${pactDeliveries.attempts} + 1`, nextAttemptAt: addMs(now, CLAIM_MS) })
        .where(eq(pactDeliveries.id, due.id))
        .returning();
      return claimed;
    });
  }

  private async attempt(row: DeliveryRow): Promise<void> {
    // an outcome counts only while this attempt's lease holds: after it lapsed, another attempt owns the event
    const leased = and(eq(pactDeliveries.id, row.id), eq(pactDeliveries.nextAttemptAt, row.nextAttemptAt));
    try {
      await this.send(row);
      await this.db
        .update(pactDeliveries)
        .set({ status: 'sent', sentAt: this.clock.now(), errorKey: null, errorParams: null })
        .where(leased);
    } catch (error) {
      const known = error instanceof ApiError;
      if (!known) this.log.error({ err: error, deliveryId: row.id }, 'PACT delivery failed');
      const pause = RETRY_PAUSES_MS[row.attempts - 1];
      await this.db
        .update(pactDeliveries)
        .set({
          status: pause === undefined ? 'failed' : 'pending',
          nextAttemptAt: addMs(this.clock.now(), pause ?? 0),
          errorKey: known ? error.messageKey : 'pactDeliveryError',
          errorParams: known ? error.params : { detail: error instanceof Error ? error.message.slice(0, 200) : '—' },
        })
        .where(leased);
    }
  }

  /**
   * A request to a supplier's host goes to the host as it is registered now (its address may have
   * been corrected since). Any other event goes where it was queued for, with the credentials of
   * the company's host only while that host still has the event's origin: a token is never sent
   * to an address its host no longer has.
   */
  private async send(row: DeliveryRow): Promise<void> {
    const event = row.event as unknown as CloudEvent<unknown>;
    const [host] = row.hostId === null ? [] : await this.db.select().from(pactHosts).where(eq(pactHosts.id, row.hostId));
    const target = host && row.eventType === PACT_EVENT_TYPES.requestCreated ? host.baseUrl : row.baseUrl;
    if (host && new URL(host.baseUrl).origin === new URL(target).origin) {
      await sendToHost(this.db, { ...host, baseUrl: target }, new URL(target).host, event, this.settings, this.clock.now());
      return;
    }
    if ((await postEvent(target, null, event, this.settings)) !== 'accepted')
      throw refused('pactHostCredentials', { host: new URL(target).host });
  }
}
