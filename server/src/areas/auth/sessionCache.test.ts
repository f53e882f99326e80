import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../../schema';
import { describeEachDatabase, login, PASSWORDS } from '../../testing/testApp';
import { CODE_USER_FROZEN, sessionEndpoints } from '@pcf/shared/contracts';
import { buildApp } from '../../app';
import { SESSION_CHANNEL, cachedSessions } from './sessionCache';

/** A listen() under the test's control: `notify` and `lose` play the database's part. */
function fakeChannel() {
  let notify: (() => void) | null = null;
  let lose: (() => void) | null = null;
  const listen: Database['listen'] = async (channel, onNotify, onLost) => {
    expect(channel).toBe(SESSION_CHANNEL);
    notify = onNotify;
    lose = onLost;
    return async () => {
      notify = null;
    };
  };
  return { listen, notify: () => notify?.(), lose: () => lose?.() };
}

/** A session table of one row per token, counting its reads. */
function countingTable() {
  const rows = new Map<string, { name: string }>([['t1', { name: 'v1' }]]);
  let reads = 0;
  return {
    rows,
    reads: () => reads,
    read: (token: string) => async () => {
      reads += 1;
      return rows.get(token);
    },
  };
}

describe('the session cache', () => {
  it('reads a session once while no change is heard, and again after a notice', async () => {
    const channel = fakeChannel();
    const table = countingTable();
    const cache = await cachedSessions<{ name: string }>(channel.listen);
    expect(await cache.row('t1', table.read('t1'))).toEqual({ name: 'v1' });
    expect(await cache.row('t1', table.read('t1'))).toEqual({ name: 'v1' });
    expect(table.reads()).toBe(1);

    table.rows.set('t1', { name: 'v2' });
    channel.notify();
    expect(await cache.row('t1', table.read('t1'))).toEqual({ name: 'v2' });
    expect(table.reads()).toBe(2);
    await cache.close();
  });

  it('forgets at once when this process says it changed something, before the notice', async () => {
    const table = countingTable();
    const cache = await cachedSessions<{ name: string }>(fakeChannel().listen);
    await cache.row('t1', table.read('t1'));
    table.rows.set('t1', { name: 'v2' });
    cache.forget();
    expect(await cache.row('t1', table.read('t1'))).toEqual({ name: 'v2' });
    await cache.close();
  });

  it('does not keep a read that was under way when a change was heard', async () => {
    const channel = fakeChannel();
    const table = countingTable();
    const cache = await cachedSessions<{ name: string }>(channel.listen);
    const early = cache.row('t1', table.read('t1'));
    channel.notify();
    table.rows.set('t1', { name: 'v2' });
    expect(await early).toEqual({ name: 'v1' });
    expect(await cache.row('t1', table.read('t1'))).toEqual({ name: 'v2' });
    expect(table.reads()).toBe(2);
    await cache.close();
  });

  it('keeps no unknown token', async () => {
    const table = countingTable();
    const cache = await cachedSessions<{ name: string }>(fakeChannel().listen);
    expect(await cache.row('guess', table.read('guess'))).toBeUndefined();
    expect(await cache.row('guess', table.read('guess'))).toBeUndefined();
    expect(table.reads()).toBe(2);
    await cache.close();
  });

  it('reads every time while it cannot listen', async () => {
    jest.useFakeTimers();
    try {
      const channel = fakeChannel();
      const table = countingTable();
      const cache = await cachedSessions<{ name: string }>(channel.listen);
      await cache.row('t1', table.read('t1'));
      channel.lose();
      await cache.row('t1', table.read('t1'));
      await cache.row('t1', table.read('t1'));
      expect(table.reads()).toBe(3);
      await jest.advanceTimersByTimeAsync(1_000);
      await cache.row('t1', table.read('t1'));
      await cache.row('t1', table.read('t1'));
      expect(table.reads()).toBe(4);
      await cache.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

describeEachDatabase(
  'held sessions against the database',
  (ctx) => {
    const getInfo = (token: string) =>
      ctx().app.inject({ method: 'GET', url: sessionEndpoints.getInfo.url, headers: { authorization: `Bearer ${token}` } });
    /** Notices travel on their own connection on PostgreSQL: the next request may come before one. */
    const codeBecomes = async (token: string, code: number) => {
      for (let attempt = 0; attempt < 100 && (await getInfo(token)).json<{ code: number }>().code !== code; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return (await getInfo(token)).json<{ code: number }>().code;
    };

    it('refuses a signed-out token on the very next request', async () => {
      const token = await login(ctx().app, 'demo', PASSWORDS.demo);
      expect((await getInfo(token)).json<{ code: number }>().code).toBe(200);
      expect((await getInfo(token)).json<{ code: number }>().code).toBe(200);
      await ctx().app.inject({ method: 'POST', url: sessionEndpoints.logout.url, headers: { authorization: `Bearer ${token}` } });
      expect((await getInfo(token)).json<{ code: number }>().code).toBe(401);
    });

    it('sees a change committed outside this process: a user frozen in the tables is refused', async () => {
      const token = await login(ctx().app, 'reviewer', PASSWORDS.reviewer);
      expect((await getInfo(token)).json<{ code: number }>().code).toBe(200);
      const { db } = ctx().database;
      await db.update(users).set({ frozen: true }).where(eq(users.account, 'reviewer'));
      try {
        expect(await codeBecomes(token, CODE_USER_FROZEN)).toBe(CODE_USER_FROZEN);
      } finally {
        await db.update(users).set({ frozen: false }).where(eq(users.account, 'reviewer'));
      }
      expect(await codeBecomes(token, 200)).toBe(200);
    });

    it('is not held by a worker process, which answers no request: it does not listen for its notices', async () => {
      const channels: string[] = [];
      const database: Database = {
        ...ctx().database,
        listen: (channel, onNotify, onLost) => {
          channels.push(channel);
          return ctx().database.listen(channel, onNotify, onLost);
        },
      };
      const worker = await buildApp({
        config: { ...ctx().config, jobWorkers: 0 },
        database,
        clock: ctx().clock,
        logger: false,
        answersRequests: false,
      });
      try {
        expect(channels).not.toContain(SESSION_CHANNEL);
        expect(channels.length).toBeGreaterThan(0);
      } finally {
        await worker.close();
      }
    });
  },
  { SESSION_CACHE: 'on' },
);
