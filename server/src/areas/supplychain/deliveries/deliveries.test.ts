import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../../testing/testApp';
import { createCompany } from '../../../testing/accounts';
import { pactDeliveries, pactHosts } from '../../../schema';
import { translate } from '../../../http/messages';
import { deliveryView, enqueueDelivery, MAX_ATTEMPTS, PactDeliveryDispatcher, RETRY_PAUSES_MS } from './service';

/** A PACT host's events endpoint answering each call with the next status of `statuses` (the last one repeats). */
async function eventsEndpoint(statuses: number[]) {
  const received: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      authorizations.push(request.headers.authorization);
      response.writeHead(statuses[Math.min(received.length, statuses.length) - 1], { 'content-type': 'application/json' });
      response.end('{"code":"InternalError","message":"busy"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, authorizations, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeEachDatabase(
  'PACT events on their way to another host',
  (ctx) => {
    const db = () => ctx().database.db;
    let companyId = 0;
    beforeAll(async () => {
      companyId = (await createCompany(db(), 'Delivery Co.')).companyId;
    });

    const queue = async (baseUrl: string, id: string, hostId: number | null = null) => {
      const now = ctx().clock.now();
      await db().transaction((tx) =>
        enqueueDelivery(
          tx,
          {
            companyId,
            requestId: null,
            hostId,
            baseUrl,
            event: {
              type: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
              specversion: '1.0',
              id,
              source: 'x',
              time: now.toISOString(),
              data: {},
            },
          },
          now,
        ),
      );
      const [row] = await db().select().from(pactDeliveries).where(eq(pactDeliveries.baseUrl, baseUrl));
      return row.id;
    };
    const stored = async (id: number) => (await db().select().from(pactDeliveries).where(eq(pactDeliveries.id, id)))[0];
    const sweep = async () => {
      ctx().app.pactDeliveries.kick();
      await ctx().app.pactDeliveries.idle();
    };

    it('tries a refused event again once its pause is over, not before, and marks it sent when the host takes it', async () => {
      const host = await eventsEndpoint([503, 200]);
      try {
        const id = await queue(host.url, 'retry-1');
        await sweep();
        const failed = await stored(id);
        expect(failed).toMatchObject({ status: 'pending', attempts: 1, errorKey: 'pactHostRefused' });
        expect(failed.nextAttemptAt.getTime()).toBe(ctx().clock.now().getTime() + RETRY_PAUSES_MS[0]);
        expect(deliveryView(failed, 'en').error).toBe(
          translate('pactHostRefused', 'en', {
            host: new URL(host.url).host,
            status: 503,
            detail: '{"code":"InternalError","message":"busy"}',
          }),
        );
        // not due yet: nothing is sent
        ctx().clock.advance(RETRY_PAUSES_MS[0] - 1000);
        await sweep();
        expect(host.received).toHaveLength(1);
        ctx().clock.advance(1000);
        await sweep();
        expect(host.received).toHaveLength(2);
        expect(JSON.parse(host.received[1])).toMatchObject({ id: 'retry-1' });
        const sent = await stored(id);
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, errorKey: null });
        expect(deliveryView(sent, 'zh')).toMatchObject({ status: 'sent', nextAttemptAt: null, error: null });
        // sent once: later sweeps leave it
        ctx().clock.advance(RETRY_PAUSES_MS[1]);
        await sweep();
        expect(host.received).toHaveLength(2);
      } finally {
        await host.close();
      }
    });

    it(`gives an event up after ${MAX_ATTEMPTS} attempts, saying why in both languages`, async () => {
      const host = await eventsEndpoint([500]);
      try {
        const id = await queue(host.url, 'give-up-1');
        for (const pause of [...RETRY_PAUSES_MS, RETRY_PAUSES_MS[RETRY_PAUSES_MS.length - 1]]) {
          await sweep();
          ctx().clock.advance(pause);
        }
        await sweep();
        const given = await stored(id);
        expect(given).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
        expect(host.received).toHaveLength(MAX_ATTEMPTS);
        const view = deliveryView(given, 'zh');
        expect(view).toMatchObject({ status: 'failed', nextAttemptAt: null });
        expect(view.error).toContain('HTTP 500');
        expect(deliveryView(given, 'en').error).toContain('refused the call (HTTP 500)');
      } finally {
        await host.close();
      }
    });

    it('sends no host credentials to an address the host no longer has', async () => {
      const former = await eventsEndpoint([200]);
      try {
        const [host] = await db()
          .insert(pactHosts)
          .values({ companyId, baseUrl: 'https://moved.example', authUrl: 'https://moved.example', clientId: 'c', clientSecretSealed: 'x' })
          .returning();
        // queued for the host's old address; the host has moved since
        const id = await queue(former.url, 'moved-1', host.id);
        await sweep();
        expect(await stored(id)).toMatchObject({ status: 'sent' });
        expect(former.authorizations).toEqual([undefined]);
      } finally {
        await former.close();
      }
    });

    it('sends each due event once when two servers sweep the same database at the same time', async () => {
      const host = await eventsEndpoint([200]);
      try {
        const ids = await Promise.all(['both-1', 'both-2', 'both-3'].map((id, n) => queue(`${host.url}/n${n}`, id)));
        const other = new PactDeliveryDispatcher(db(), { secretKey: null, allowPrivateHosts: true }, ctx().clock, ctx().app.log);
        ctx().app.pactDeliveries.kick();
        other.kick();
        await Promise.all([ctx().app.pactDeliveries.idle(), other.idle()]);
        expect(host.received).toHaveLength(3);
        for (const id of ids) expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        await host.close();
      }
    });
  },
  { PACT_PRIVATE_HOSTS: 'on' },
);
