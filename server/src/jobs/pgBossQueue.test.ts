import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, databaseKinds, type TestContext } from '../testing/testApp';
import { pgBossQueue } from './pgBossQueue';
import type { JobQueue } from './queue';

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;
const waitFor = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// the queue of several processes exists on PostgreSQL only
const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

onPostgres('the job queue on PostgreSQL', () => {
  let ctx: TestContext;
  let queue: JobQueue<'queue-test'>;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    ctx = await createTestApp('postgres');
    queue = await pgBossQueue<'queue-test'>(
      { url: ctx.database.url as string, workers: 2, visibilitySeconds: 5, retries: 1, maintenanceSeconds: 1 },
      quiet,
    );
  }, 120_000);
  afterAll(async () => {
    release();
    await queue?.stop();
    await ctx?.close();
  });

  it('hands a job whose worker stopped answering to another worker after its visibility timeout', async () => {
    const deliveries: { data: unknown; at: number }[] = [];
    await queue.work('queue-test', async (data) => {
      deliveries.push({ data, at: Date.now() });
      // the first delivery never finishes, as if its worker had died holding it
      if (deliveries.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const sent = Date.now();
    await queue.send('queue-test', { jobId: 7 });
    await waitFor(() => deliveries.length === 2, 30_000);
    expect(deliveries.map((d) => d.data)).toEqual([{ jobId: 7 }, { jobId: 7 }]);
    expect(deliveries[0].at - sent).toBeLessThan(3_000);
    // not before the visibility timeout: no worker takes a job another still holds
    expect(deliveries[1].at - sent).toBeGreaterThanOrEqual(5_000);
  }, 60_000);
});
