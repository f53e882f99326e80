import { sql } from 'drizzle-orm';
import { createTestApp, databaseKinds, type TestContext } from '../testing/testApp';
import { ShapeBoundedClient } from './shapedStatements';

it("a pooled client's lost connection is not an unheard 'error' event (which would end the process)", () => {
  const client = new ShapeBoundedClient({});
  expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
});

// a lost connection is PostgreSQL's: PGlite has none to lose
const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

onPostgres('a PostgreSQL connection lost in the middle of a transaction', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('postgres');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('fails that transaction only: the process goes on and the next query gets a new connection', async () => {
    const { db } = ctx.database;
    let pid = 0;
    const transaction = db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      pid = Number(result.rows[0].pid);
      await tx.execute(sql`select pg_sleep(5)`);
    });
    while (pid === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // as a restart of PostgreSQL does to every connection
    await db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect(transaction).rejects.toThrow();
    const after = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(Number(after.rows[0].one)).toBe(1);
  });
});
