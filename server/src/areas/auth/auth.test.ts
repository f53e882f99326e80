import { desc, eq, sql } from 'drizzle-orm';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { sessions, settings, sysLoginLog, unknownAccountFailures, userRoles, users } from '../../schema';
import { MINUTE_MS } from '../../clock';

const signIn = (ctx: TestContext, username: string, password: string, lang = 'en-US') =>
  ctx.app.inject({
    method: 'POST',
    url: '/rest/loginWithCaptcha',
    headers: { 'accept-language': lang },
    payload: { username, password, code: '', uuid: '' },
  });

const getInfo = (ctx: TestContext, token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token, ...headers } });

describeEachDatabase('auth area', (ctx) => {
  describe('sign-in rules', () => {
    it('returns a token in data.token and at the top level', async () => {
      const body = json<{ token: string }>(await signIn(ctx(), 'admin', PASSWORDS.admin));
      expect(body.code).toBe(200);
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((body as unknown as { token: string }).token).toBe(body.data.token);
    });

    it('answers an unknown account and a wrong password with the same message', async () => {
      const unknown = json(await signIn(ctx(), 'nobody', 'Whatever123'));
      const wrong = json(await signIn(ctx(), 'reviewer', 'Wrong-password1'));
      expect(unknown.code).toBe(500);
      expect(wrong.code).toBe(500);
      expect(unknown.msg).toBe(wrong.msg);
      expect(unknown.msg).toBe('Wrong account or password');
      await login(ctx().app, 'reviewer', PASSWORDS.reviewer); // resets the counter
    });

    it('answers in Chinese when the caller prefers Chinese', async () => {
      const body = json(await signIn(ctx(), 'nobody', 'Whatever123', 'zh-CN,zh;q=0.9'));
      expect(body.msg).toBe('账号或密码错误');
    });

    it('refuses an empty account or password with the login form texts', async () => {
      expect(json(await signIn(ctx(), '', 'x', 'zh-CN')).msg).toBe('账号不能为空');
      expect(json(await signIn(ctx(), 'admin', '', 'zh-CN')).msg).toBe('密码不能为空');
    });

    it('locks the account after five wrong passwords and unlocks it after ten minutes', async () => {
      const c = ctx();
      for (let i = 1; i <= 4; i += 1) {
        expect(json(await signIn(c, 'demo', `Wrong-${i}-password`)).msg).toBe('Wrong account or password');
      }
      const fifth = json(await signIn(c, 'demo', 'Wrong-5-password'));
      expect(fifth.code).toBe(500);
      expect(fifth.msg).toContain('locked');
      // even the right password is refused while locked
      expect(json(await signIn(c, 'demo', PASSWORDS.demo)).msg).toContain('locked');
      c.clock.advance(9 * MINUTE_MS);
      expect(json(await signIn(c, 'demo', PASSWORDS.demo)).msg).toContain('locked');
      c.clock.advance(MINUTE_MS + 1000);
      expect(json(await signIn(c, 'demo', PASSWORDS.demo)).code).toBe(200);
    });

    it.each([
      ['en-US', 'Wrong account or password', 'Too many wrong passwords: the account is locked, try again in 10 minutes'],
      ['zh-CN', '账号或密码错误', '密码错误次数过多，账号已锁定，请 10 分钟后再试'],
    ])(
      'answers an unknown account exactly as an existing one through five failures, its lock and its end (%s)',
      async (language, wrongText, lockedText) => {
        const c = ctx();
        const unknown = `nobody-${language}`;
        const answers = async (password: { existing: string; unknown: string }) => {
          const existing = await signIn(c, 'reviewer', password.existing, language);
          const stranger = await signIn(c, unknown, password.unknown, language);
          expect(stranger.statusCode).toBe(existing.statusCode);
          expect(stranger.json()).toEqual(existing.json());
          return json(existing).msg;
        };
        for (let i = 1; i <= 4; i += 1)
          expect(await answers({ existing: `Wrong-${i}-password`, unknown: `Wrong-${i}-password` })).toBe(wrongText);
        expect(await answers({ existing: 'Wrong-5-password', unknown: 'Wrong-5-password' })).toBe(lockedText);
        // the right password of the existing account changes nothing while it is locked
        expect(await answers({ existing: PASSWORDS.reviewer, unknown: 'Wrong-6-password' })).toBe(lockedText);
        c.clock.advance(10 * MINUTE_MS + 1000);
        expect(await answers({ existing: 'Wrong-7-password', unknown: 'Wrong-7-password' })).toBe(wrongText);
        await login(c.app, 'reviewer', PASSWORDS.reviewer); // resets the counter
      },
    );

    it('forgets failures older than the lock window, for an existing account as for an unknown name', async () => {
      const c = ctx();
      const answers = async (password: string) => {
        const existing = await signIn(c, 'reviewer', password);
        const stranger = await signIn(c, 'nobody-waits', password);
        expect(stranger.json()).toEqual(existing.json());
        return json(existing).msg;
      };
      for (let i = 1; i <= 4; i += 1) expect(await answers(`Wrong-${i}-password`)).toBe('Wrong account or password');
      c.clock.advance(10 * MINUTE_MS + 1000);
      // the fifth failure is the first of a new run: no lock on either
      expect(await answers('Wrong-5-password')).toBe('Wrong account or password');
      for (let i = 6; i <= 8; i += 1) expect(await answers(`Wrong-${i}-password`)).toBe('Wrong account or password');
      expect(await answers('Wrong-9-password')).toContain('locked');
      c.clock.advance(10 * MINUTE_MS + 1000);
      await login(c.app, 'reviewer', PASSWORDS.reviewer); // resets the counter
    });

    it('keeps the failures of unknown account names for the lock window only, pruning them at a later failure', async () => {
      const c = ctx();
      for (let i = 0; i < 5; i += 1) await signIn(c, 'ghost-1', 'Wrong-password-1');
      await signIn(c, 'ghost-2', 'Wrong-password-1');
      const rows = async () =>
        (await c.database.db.select().from(unknownAccountFailures).orderBy(unknownAccountFailures.account)).map((row) => ({
          account: row.account,
          failedLogins: row.failedLogins,
          locked: row.lockedUntil !== null && row.lockedUntil.getTime() > c.clock.now().getTime(),
        }));
      expect((await rows()).filter((row) => row.account.startsWith('ghost-'))).toEqual([
        { account: 'ghost-1', failedLogins: 0, locked: true },
        { account: 'ghost-2', failedLogins: 1, locked: false },
      ]);
      c.clock.advance(9 * MINUTE_MS);
      await signIn(c, 'ghost-3', 'Wrong-password-1');
      expect((await rows()).filter((row) => row.account.startsWith('ghost-'))).toEqual([
        { account: 'ghost-1', failedLogins: 0, locked: true },
        { account: 'ghost-2', failedLogins: 1, locked: false },
        { account: 'ghost-3', failedLogins: 1, locked: false },
      ]);
      // ten minutes after their last failure, the lock of ghost-1 and the count of ghost-2 go
      c.clock.advance(2 * MINUTE_MS);
      await signIn(c, 'ghost-4', 'Wrong-password-1');
      expect((await rows()).filter((row) => row.account.startsWith('ghost-'))).toEqual([
        { account: 'ghost-3', failedLogins: 1, locked: false },
        { account: 'ghost-4', failedLogins: 1, locked: false },
      ]);
    });

    it('resets the failure counter after a successful sign-in', async () => {
      const c = ctx();
      for (let i = 0; i < 4; i += 1) await signIn(c, 'demo', 'Wrong-password-1');
      await login(c.app, 'demo', PASSWORDS.demo);
      for (let i = 0; i < 4; i += 1) await signIn(c, 'demo', 'Wrong-password-1');
      expect(json(await signIn(c, 'demo', PASSWORDS.demo)).code).toBe(200);
    });

    it('refuses a frozen account and ends its open sessions with code 120700', async () => {
      const c = ctx();
      const token = await login(c.app, 'reviewer', PASSWORDS.reviewer);
      await c.database.db.update(users).set({ frozen: true }).where(eq(users.account, 'reviewer'));
      try {
        const refused = json(await signIn(c, 'reviewer', PASSWORDS.reviewer));
        expect(refused.code).toBe(500);
        expect(refused.msg).toContain('frozen');
        const kicked = await getInfo(c, token);
        expect(kicked.statusCode).toBe(401);
        expect(json(kicked).code).toBe(120700);
      } finally {
        await c.database.db.update(users).set({ frozen: false }).where(eq(users.account, 'reviewer'));
      }
    });

    it('refuses users whose registration is pending or rejected', async () => {
      const c = ctx();
      await c.database.db.update(users).set({ status: 'pending' }).where(eq(users.account, 'reviewer'));
      expect(json(await signIn(c, 'reviewer', PASSWORDS.reviewer)).msg).toContain('waiting');
      await c.database.db.update(users).set({ status: 'rejected' }).where(eq(users.account, 'reviewer'));
      expect(json(await signIn(c, 'reviewer', PASSWORDS.reviewer)).msg).toContain('rejected');
      await c.database.db.update(users).set({ status: 'active' }).where(eq(users.account, 'reviewer'));
    });
  });

  describe('POST /user/login (typed entrances)', () => {
    const typedLogin = (username: string, password: string, userType: string) =>
      ctx().app.inject({ method: 'POST', url: '/user/login', payload: { username, password, userType } });

    it('signs an enterprise user in at the enterprise entrance', async () => {
      expect(json(await typedLogin('demo', PASSWORDS.demo, 'enterprise')).code).toBe(200);
    });

    it('signs a reviewer in at the review entrance', async () => {
      expect(json(await typedLogin('reviewer', PASSWORDS.reviewer, 'review')).code).toBe(200);
    });

    const typedLoginIn = (username: string, password: string, userType: string, language: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/user/login',
        headers: { 'accept-language': language },
        payload: { username, password, userType },
      });
    const WRONG_PASSWORD = { zh: '账号或密码错误', en: 'Wrong account or password' };
    const sessionCount = async (account: string) => {
      const [user] = await ctx().database.db.select({ id: users.id }).from(users).where(eq(users.account, account));
      return (await ctx().database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).length;
    };

    it.each([
      ['a reviewer at /login1 (enterprise)', 'reviewer', PASSWORDS.reviewer, 'enterprise'],
      ['an enterprise user at /login2 (review)', 'demo', PASSWORDS.demo, 'review'],
      ['the platform administrator at /login1 (administrators sign in at /login only)', 'admin', PASSWORDS.admin, 'enterprise'],
      ['the platform administrator at /login2 (administrators sign in at /login only)', 'admin', PASSWORDS.admin, 'review'],
    ])(
      'answers %s with the right password exactly as a wrong password, in both languages, with no token nor session',
      async (_who, account, password, userType) => {
        const before = await sessionCount(account);
        for (const [language, text] of [
          ['zh-CN', WRONG_PASSWORD.zh],
          ['en-US', WRONG_PASSWORD.en],
        ] as const) {
          const right = await typedLoginIn(account, password, userType, language);
          const wrong = await typedLoginIn(account, 'Wrong-password1', userType, language);
          expect(right.statusCode).toBe(wrong.statusCode);
          expect(right.json()).toEqual(wrong.json());
          const body = right.json<Record<string, unknown>>();
          expect(body).toMatchObject({ code: 500, msg: text });
          expect(body).not.toHaveProperty('token');
          expect(body.data ?? null).toBeNull();
        }
        expect(await sessionCount(account)).toBe(before);
        await login(ctx().app, account, password); // resets the counter
      },
    );

    it('counts the right password at the wrong entrance as a failure, so it locks as wrong passwords do', async () => {
      for (let i = 0; i < 4; i += 1) await typedLogin('demo', PASSWORDS.demo, 'review');
      expect(json(await typedLogin('demo', PASSWORDS.demo, 'review')).msg).toContain('locked');
      expect(json(await typedLogin('demo', PASSWORDS.demo, 'enterprise')).msg).toContain('locked');
      ctx().clock.advance(11 * MINUTE_MS);
      expect(json(await typedLogin('demo', PASSWORDS.demo, 'enterprise')).code).toBe(200);
    });

    it('answers a wrong password at the wrong entrance as a wrong password', async () => {
      const body = json(await typedLogin('reviewer', 'Wrong-password1', 'enterprise'));
      expect(body.msg).toBe('Wrong account or password');
      await login(ctx().app, 'reviewer', PASSWORDS.reviewer); // resets the counter
    });

    it('writes the refusal at the wrong entrance to the sign-in log with its real reason', async () => {
      await typedLogin('demo', PASSWORDS.demo, 'review');
      const [row] = await ctx()
        .database.db.select()
        .from(sysLoginLog)
        .where(eq(sysLoginLog.account, 'demo'))
        .orderBy(desc(sysLoginLog.id))
        .limit(1);
      expect(row).toMatchObject({ success: false, reason: 'wrongUserType' });
      await login(ctx().app, 'demo', PASSWORDS.demo); // resets the counter
    });

    it('refuses an unknown user type', async () => {
      const response = await typedLogin('admin', PASSWORDS.admin, 'admin');
      expect(response.statusCode).toBe(400);
    });

    it('applies the same lockout', async () => {
      for (let i = 0; i < 5; i += 1) await typedLogin('reviewer', 'Wrong-password-9', 'review');
      expect(json(await typedLogin('reviewer', PASSWORDS.reviewer, 'review')).msg).toContain('locked');
      ctx().clock.advance(11 * MINUTE_MS);
      expect(json(await typedLogin('reviewer', PASSWORDS.reviewer, 'review')).code).toBe(200);
    });
  });

  describe('sessions and tokens', () => {
    it('accepts the token bare, as Bearer, and as ?token= on getInfo only', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      expect(json(await getInfo(c, token)).code).toBe(200);
      expect(json(await getInfo(c, `Bearer ${token}`)).code).toBe(200);
      const byQuery = await c.app.inject({ method: 'GET', url: `/rest/getInfo?token=${token}` });
      expect(json(byQuery).code).toBe(200);
      const elsewhere = await c.app.inject({ method: 'GET', url: `/api/remotes?token=${token}` });
      expect(elsewhere.statusCode).toBe(401);
    });

    it('describes the session user with roles and permissions', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      const info = json<{
        user: Record<string, unknown>;
        roles: string[];
        permissions: string[];
        user_title: string | null;
      }>(await getInfo(c, token, { 'accept-language': 'zh-CN' }));
      expect(info.data.user).toMatchObject({ account: 'demo', company_name: '演示光伏科技有限公司', user_type: 'enterprise' });
      expect(typeof info.data.user.company_id).toBe('number');
      expect(typeof info.data.user.deptid).toBe('number');
      expect(info.data.roles).toEqual(['enterprise']);
      expect(info.data.permissions).toContain('business:directory:list');
      expect(info.data.permissions).not.toContain('business:directory:edit');
      expect(info.data.user_title).toBeNull();
    });

    it('gives the administrator every permission', async () => {
      const token = await login(ctx().app, 'admin', PASSWORDS.admin);
      expect(json<{ permissions: string[] }>(await getInfo(ctx(), token)).data.permissions).toEqual(['*:*:*']);
    });

    it('reports ROLE_DEFAULT for a user without roles and the configured labels', async () => {
      const c = ctx();
      const [reviewer] = await c.database.db.select().from(users).where(eq(users.account, 'reviewer'));
      const roleRows = await c.database.db.select().from(userRoles).where(eq(userRoles.userId, reviewer.id));
      await c.database.db.delete(userRoles).where(eq(userRoles.userId, reviewer.id));
      await c.database.db.insert(settings).values({ key: 'user_title', value: '企业用户' });
      try {
        const token = await login(c.app, 'reviewer', PASSWORDS.reviewer);
        const info = json<{ roles: string[]; user_title: string | null; trainer_title: string | null }>(await getInfo(c, token));
        expect(info.data.roles).toEqual(['ROLE_DEFAULT']);
        expect(info.data.user_title).toBe('企业用户');
        expect(info.data.trainer_title).toBeNull();
      } finally {
        await c.database.db.insert(userRoles).values(roleRows);
        await c.database.db.delete(settings).where(eq(settings.key, 'user_title'));
      }
    });

    it('answers HTTP 401 with code 401 without a token or with an unknown one', async () => {
      const none = await ctx().app.inject({ method: 'GET', url: '/rest/getInfo' });
      expect(none.statusCode).toBe(401);
      expect(json(none).code).toBe(401);
      const unknown = await getInfo(ctx(), 'not-a-real-token');
      expect(unknown.statusCode).toBe(401);
      expect(json(unknown).code).toBe(401);
    });

    it('expires a token after 30 idle minutes', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      c.clock.advance(30 * MINUTE_MS + 1000);
      const response = await getInfo(c, token);
      expect(response.statusCode).toBe(401);
      expect(json(response).code).toBe(401);
    });

    const sessionRow = async (c: TestContext, userId: number) => {
      const [row] = await c.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      return row;
    };
    const demoUserId = async (c: TestContext) => {
      const [demoUser] = await c.database.db.select().from(users).where(eq(users.account, 'demo'));
      await c.database.db.delete(sessions).where(eq(sessions.userId, demoUser.id));
      return demoUser.id;
    };

    it('writes last-seen and the expiry at most once a minute', async () => {
      const c = ctx();
      const userId = await demoUserId(c);
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      const signedInAt = c.clock.now();

      c.clock.advance(59 * 1000);
      expect(json(await getInfo(c, token)).code).toBe(200);
      const unchanged = await sessionRow(c, userId);
      expect(unchanged.lastSeenAt).toEqual(signedInAt);
      expect(unchanged.expiresAt).toEqual(new Date(signedInAt.getTime() + 30 * MINUTE_MS));

      c.clock.advance(1000);
      expect(json(await getInfo(c, token)).code).toBe(200);
      const touched = await sessionRow(c, userId);
      expect(touched.lastSeenAt).toEqual(c.clock.now());
      expect(touched.expiresAt).toEqual(new Date(c.clock.now().getTime() + 30 * MINUTE_MS));
    });

    it('writes last-seen once when requests of one session come together', async () => {
      const c = ctx();
      const userId = await demoUserId(c);
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      c.clock.advance(2 * MINUTE_MS);
      // a trigger counts the row's writes: transaction ids are shared by every database of a server
      const execute = (statement: string) => c.database.db.execute(sql.raw(statement));
      await execute('create table test_session_writes (user_id integer not null)');
      await execute(`create function test_count_session_write() returns trigger language plpgsql as $$
        begin insert into test_session_writes values (new.user_id); return new; end $$`);
      await execute(
        'create trigger test_count_session_write after update on sessions for each row execute function test_count_session_write()',
      );
      try {
        const answers = await Promise.all([getInfo(c, token), getInfo(c, token), getInfo(c, token)]);
        expect(answers.map((answer) => json(answer).code)).toEqual([200, 200, 200]);
        expect((await sessionRow(c, userId)).lastSeenAt).toEqual(c.clock.now());
        const writes = (await execute(`select count(*)::int as n from test_session_writes where user_id = ${userId}`)) as unknown as {
          rows: { n: number }[];
        };
        expect(writes.rows[0].n).toBe(1);
      } finally {
        await execute('drop trigger test_count_session_write on sessions');
        await execute('drop function test_count_session_write()');
        await execute('drop table test_session_writes');
      }
    });

    it('expires a token 30 minutes after its last written use, whatever came within that minute', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      c.clock.advance(30 * 1000);
      expect(json(await getInfo(c, token)).code).toBe(200);
      // 30 minutes after sign-in (the last write), 29.5 after the last use: idle never outlives 30 minutes
      c.clock.advance(29 * MINUTE_MS + 30 * 1000);
      expect((await getInfo(c, token)).statusCode).toBe(401);
    });

    it('counts the idle time from the last use that was written', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      c.clock.advance(2 * MINUTE_MS);
      expect(json(await getInfo(c, token)).code).toBe(200);
      c.clock.advance(29 * MINUTE_MS);
      const stillValid = await getInfo(c, token);
      expect(json(stillValid).code).toBe(200);
      // 29 minutes idle: under 10 minutes were left, so the token is also replaced
      expect(typeof stillValid.headers['x-refresh-token']).toBe('string');
      c.clock.advance(MINUTE_MS + 1000);
      expect((await getInfo(c, token)).statusCode).toBe(401);
    });

    it("removes a user's expired sessions at the next sign-in", async () => {
      const c = ctx();
      const [demoUser] = await c.database.db.select().from(users).where(eq(users.account, 'demo'));
      await login(c.app, 'demo', PASSWORDS.demo);
      c.clock.advance(31 * MINUTE_MS);
      await login(c.app, 'demo', PASSWORDS.demo);
      const rows = await c.database.db.select().from(sessions).where(eq(sessions.userId, demoUser.id));
      expect(rows.every((row) => row.expiresAt.getTime() > c.clock.now().getTime())).toBe(true);
    });

    it('keeps a token alive while it is used', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      for (let i = 0; i < 4; i += 1) {
        c.clock.advance(15 * MINUTE_MS);
        const response = await getInfo(c, token);
        expect(json(response).code).toBe(200);
        expect(response.headers['x-refresh-token']).toBeUndefined();
      }
    });

    it('replaces a token used with under 10 minutes left and keeps the old one for 60 seconds', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      c.clock.advance(25 * MINUTE_MS);
      const response = await getInfo(c, token);
      expect(json(response).code).toBe(200);
      const replacement = response.headers['x-refresh-token'];
      expect(typeof replacement).toBe('string');
      expect(replacement).not.toBe(token);
      expect(String(response.headers['access-control-expose-headers'])).toContain('x-refresh-token');

      c.clock.advance(30 * 1000);
      const concurrent = await getInfo(c, token);
      expect(json(concurrent).code).toBe(200);
      expect(concurrent.headers['x-refresh-token']).toBeUndefined();

      c.clock.advance(31 * 1000);
      expect((await getInfo(c, token)).statusCode).toBe(401);
      expect(json(await getInfo(c, String(replacement))).code).toBe(200);
    });

    it('revokes the token on logout', async () => {
      const c = ctx();
      const token = await login(c.app, 'demo', PASSWORDS.demo);
      const other = await login(c.app, 'demo', PASSWORDS.demo);
      const out = await c.app.inject({ method: 'POST', url: '/rest/logout', headers: { authorization: token } });
      expect(json(out).code).toBe(200);
      const after = await getInfo(c, token);
      expect(after.statusCode).toBe(401);
      expect(json(after).code).toBe(401);
      expect(json(await getInfo(c, other)).code).toBe(200);
    });
  });
});
