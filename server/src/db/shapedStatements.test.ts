import { sql } from 'drizzle-orm';
import { describeEachDatabase, json, login, PASSWORDS } from '../testing/testApp';
import { openDatabase } from './connection';
import { NAMED_PER_CONNECTION_MAX, ShapeBoundedClient, executeShaped, literalInteger, statementName } from './shapedStatements';

describe('statement names and literals', () => {
  it('names a shape by its text: the same text the same name, another text another, within 63 bytes', () => {
    const text = 'select "id" from "sys_post" where "status" = $1';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).not.toBe(statementName(`${text} and "id" = $2`));
    expect(statementName(text)).toMatch(/^shape_[0-9a-f]{40}$/);
    expect(Buffer.byteLength(statementName(text))).toBeLessThanOrEqual(63);
  });

  it('writes only non-negative whole numbers into a statement', () => {
    expect(literalInteger(0)).toBe('0');
    expect(literalInteger(40)).toBe('40');
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(() => literalInteger(bad)).toThrow();
  });
});

describeEachDatabase('shaped statements', (ctx) => {
  it('answers the same rows as an unnamed statement, values bound', async () => {
    const { db } = ctx().database;
    const query = sql`select account from users where account = ${'admin'} or account = ${'demo'} order by account`;
    const shaped = await executeShaped(db, query);
    const plain = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    expect(shaped).toEqual(plain.rows);
    expect(shaped.map((row) => row.account)).toEqual(['admin', 'demo']);
    // the same shape with other values
    expect(
      await executeShaped(db, sql`select account from users where account = ${'reviewer'} or account = ${'nobody'} order by account`),
    ).toEqual([{ account: 'reviewer' }]);
  });

  it('runs inside a transaction through its handle', async () => {
    const { db } = ctx().database;
    const rows = await db.transaction(async (tx) =>
      executeShaped(tx, sql`select count(*)::int as n from users where account = ${'admin'}`),
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('pages a searched list the same way page after page', async () => {
    const { app } = ctx();
    const token = await login(app, 'admin', PASSWORDS.admin);
    const page = async (pageNum: number) =>
      json<{ rows: { account: string }[]; total: number }>(
        await app.inject({
          method: 'POST',
          url: '/rest/getObjDataByPage',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            objName: 'sys_user',
            pageNum,
            pageSize: 2,
            sortField: 'account',
            sortOrder: 'asc',
            conditions: [{ field: 'account', operator: 'like', value: 'e' }],
          },
        }),
      ).data;
    const first = await page(1);
    const again = await page(1);
    const second = await page(2);
    expect(again).toEqual(first);
    expect(first.rows.map((r) => r.account)).toEqual(['demo', 'reviewer']);
    expect(second.rows).toEqual([]);
    expect(first.total).toBe(2);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const onPostgres = postgresUrl ? describe : describe.skip;

onPostgres('shaped statements on PostgreSQL', () => {
  it('prepares a shape once per pool connection and plans it without its values', async () => {
    // one connection, so every statement below runs on it; no table of the application is needed
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl as string, poolSize: 1 });
    try {
      const { db } = database;
      const shape = (value: number) => sql`select ${value}::int * 2 as n`;
      expect(await executeShaped(db, shape(2))).toEqual([{ n: 4 }]);
      expect(await executeShaped(db, shape(5))).toEqual([{ n: 10 }]);
      const rows = (await db.execute(
        sql`select current_setting('plan_cache_mode') as mode, (select count(*)::int from pg_prepared_statements where name like 'shape\_%') as shapes`,
      )) as unknown as { rows: { mode: string; shapes: number }[] };
      expect(rows.rows[0]).toEqual({ mode: 'force_generic_plan', shapes: 1 });
    } finally {
      await database.close();
    }
  });

  it(`prepares at most ${NAMED_PER_CONNECTION_MAX} statements by name on one connection, and runs the rest unnamed`, async () => {
    const client = new ShapeBoundedClient({ connectionString: postgresUrl });
    await client.connect();
    try {
      const total = NAMED_PER_CONNECTION_MAX + 5;
      for (let i = 0; i < total; i++) {
        const result = await client.query({ name: `bounded_${i}`, text: `select $1::int + ${i} as n`, values: [1] });
        expect(result.rows[0].n).toBe(1 + i);
      }
      // a prepared one again, and one past the limit again: both still answer
      expect((await client.query({ name: 'bounded_0', text: 'select $1::int + 0 as n', values: [2] })).rows[0].n).toBe(2);
      expect(
        (await client.query({ name: `bounded_${total - 1}`, text: `select $1::int + ${total - 1} as n`, values: [2] })).rows[0].n,
      ).toBe(total + 1);
      const prepared = await client.query(`select count(*)::int as n from pg_prepared_statements where name like 'bounded\\_%'`);
      expect(prepared.rows[0].n).toBe(NAMED_PER_CONNECTION_MAX);
    } finally {
      await client.end();
    }
  });
});
