import { eq, sql } from 'drizzle-orm';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { createCompany, createRole, createUser, menusGranting } from '../../testing/accounts';
import { menus, sysLoginLog, sysOperLog, users } from '../../db/schema';
import { recordOperation, withoutSecrets } from './service';

type OperRow = typeof sysOperLog.$inferSelect;
type LoginRow = typeof sysLoginLog.$inferSelect;

const operRows = async (ctx: TestContext, object: string): Promise<OperRow[]> =>
  ctx.database.db.select().from(sysOperLog).where(eq(sysOperLog.object, object)).orderBy(sysOperLog.id);
const loginRows = async (ctx: TestContext, account: string): Promise<LoginRow[]> =>
  ctx.database.db.select().from(sysLoginLog).where(eq(sysLoginLog.account, account)).orderBy(sysLoginLog.id);

const AGENT = 'Mozilla/5.0 (audit test)';
const signIn = (ctx: TestContext, username: string, password: string, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/rest/loginWithCaptcha',
    headers: { 'user-agent': AGENT, 'accept-language': 'en-US' },
    remoteAddress: '203.0.113.7',
    payload: { username, password, code: '', uuid: '', ...extra },
  });

describe('withoutSecrets', () => {
  it('drops password, token, hash and secret keys at any depth and keeps the rest', () => {
    expect(
      withoutSecrets({ a: 1, passwordHash: 'x', password: 'y', token: 't', tokenHash: 'h', nested: [{ captchaSecret: 's', name: 'n' }] }),
    ).toEqual({
      a: 1,
      nested: [{ name: 'n' }],
    });
  });
});

describeEachDatabase('operation and sign-in logs', (ctx) => {
  let admin = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });
  const post = (url: string, payload: Record<string, unknown>, token = admin) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: token, 'accept-language': 'en-US' },
      remoteAddress: '198.51.100.4',
    });

  describe('operation log', () => {
    it('writes one row per change with the actor, before and after, and never a password or its hash', async () => {
      const { companyId, deptId } = await createCompany(ctx().database.db, 'AuditCo');
      const saved = json<number>(
        await post('/rest/user/saveUserInfo', {
          account: 'audit_u1',
          name: 'Audit One',
          userType: 'enterprise',
          companyId,
          deptId,
          password: 'Audit@123456',
        }),
      );
      expect(saved.code).toBe(200);
      const [created] = await ctx().database.db.select().from(users).where(eq(users.account, 'audit_u1'));
      const edited = json(
        await post('/rest/user/saveUserInfo', { id: created.id, account: 'audit_u1', name: 'Audit Renamed', userType: 'enterprise' }),
      );
      expect(edited.code).toBe(200);

      const rows = (await operRows(ctx(), 'user')).filter((r) => r.targetIds === String(created.id));
      expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
      const [create, update] = rows;
      expect(create.account).toBe('admin');
      expect(create.address).toBe('198.51.100.4');
      expect(create.requestId).toBeTruthy();
      expect(update.before).toMatchObject({ name: 'Audit One' });
      expect(update.after).toMatchObject({ name: 'Audit Renamed' });
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/password|hash|Audit@123456/i);
      expect(text).not.toContain(created.passwordHash);
    });

    it('logs departments, freezes and resets through their own routes', async () => {
      const { deptId } = await createCompany(ctx().database.db, 'AuditDeptCo');
      const created = json<number>(await post('/sky/dept/create', { name: 'Audit dept', parentId: deptId, sort: 1, status: 0 }));
      expect(created.code).toBe(200);
      const [dept] = await operRows(ctx(), 'dept');
      expect(dept).toMatchObject({ action: 'create', after: [expect.objectContaining({ name: 'Audit dept', parent_id: deptId })] });
      const [u] = await ctx().database.db.select().from(users).where(eq(users.account, 'audit_u1'));
      expect(json(await post('/rest/user/freezeUser', { id: u.id })).code).toBe(200);
      expect(json(await post('/rest/user/resetPassword', { id: u.id, password: 'Other@123456' })).code).toBe(200);
      const actions = (await operRows(ctx(), 'user')).filter((r) => r.targetIds === String(u.id)).map((r) => r.action);
      expect(actions).toEqual(expect.arrayContaining(['freeze', 'reset']));
      expect(JSON.stringify(await operRows(ctx(), 'user'))).not.toContain('Other@123456');
    });

    it('writes no row when the change is refused or rolled back', async () => {
      const count = async () =>
        Number(
          (
            await ctx()
              .database.db.select({ n: sql<number>`count(*)` })
              .from(sysOperLog)
          )[0].n,
        );
      const start = await count();
      // the account is taken: refused inside the transaction
      expect(
        json(await post('/rest/user/saveUserInfo', { account: 'audit_u1', name: 'Dup', userType: 'enterprise', password: 'Audit@123456' }))
          .code,
      ).not.toBe(200);
      await expect(
        ctx().database.db.transaction(async (tx) => {
          await recordOperation(tx, null, { object: 'test', action: 'update', targetIds: [1], after: { a: 1 } });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await count()).toBe(start);
    });
  });

  describe('sign-in log', () => {
    it('records a success with the user, address and agent, and a wrong password as a failure, never the password', async () => {
      expect(json(await signIn(ctx(), 'admin', PASSWORDS.admin)).code).toBe(200);
      expect(json(await signIn(ctx(), 'admin', 'Wrong-password1')).code).toBe(500);
      const rows = (await loginRows(ctx(), 'admin')).slice(-2);
      expect(rows.map((r) => [r.success, r.address, r.userAgent])).toEqual([
        [true, '203.0.113.7', AGENT],
        [false, '203.0.113.7', AGENT],
      ]);
      expect(rows[0].userId).not.toBeNull();
      expect(rows[1].reason).toBe('badCredentials');
      expect(JSON.stringify(await ctx().database.db.select().from(sysLoginLog))).not.toContain('Wrong-password1');
    });

    it('records an unknown account as typed, without a user', async () => {
      await signIn(ctx(), 'nobody_here', 'Whatever123');
      const [row] = await loginRows(ctx(), 'nobody_here');
      expect(row).toMatchObject({ success: false, userId: null, reason: 'badCredentials' });
    });
  });

  describe('read routes', () => {
    it('let a platform administrator read every company and an enterprise administrator only their own', async () => {
      const db = ctx().database.db;
      // granted as /system/log's list right (kept unplanned here whatever the seed says)
      await db.update(menus).set({ planned: false }).where(eq(menus.perms, 'system:log:list'));
      const granting = await menusGranting(db, ['system:log:list', 'system:dept:list', 'system:dept:add']);
      const role = await createRole(
        db,
        'audit_reader',
        granting.map((m) => m.id),
      );
      const a = await createCompany(db, 'AuditA');
      const b = await createCompany(db, 'AuditB');
      await createUser(db, { account: 'audit_a', password: 'AuditA@123456', companyId: a.companyId, deptId: a.deptId, roleIds: [role] });
      await createUser(db, { account: 'audit_b', password: 'AuditB@123456', companyId: b.companyId, deptId: b.deptId, roleIds: [role] });
      const tokenA = await login(ctx().app, 'audit_a', 'AuditA@123456');
      const tokenB = await login(ctx().app, 'audit_b', 'AuditB@123456');
      expect(json(await post('/sky/dept/create', { name: 'by B', parentId: b.deptId, sort: 1, status: 0 }, tokenB)).code).toBe(200);

      const get = (url: string, token: string) => ctx().app.inject({ method: 'GET', url, headers: { authorization: token } });
      const seenByA = json<{ rows: OperRow[]; total: number }>(await get('/system/operlog/list?pageSize=200', tokenA)).data;
      expect(seenByA.rows.every((r) => r.companyId === a.companyId)).toBe(true);
      const loginsA = json<{ rows: LoginRow[] }>(await get('/system/loginlog/list?pageSize=200', tokenA)).data.rows;
      expect(loginsA.map((r) => r.account)).toEqual(['audit_a']);

      const all = json<{ rows: OperRow[] }>(await get('/system/operlog/list?pageSize=200&account=audit_b', admin)).data.rows;
      expect(all.map((r) => [r.object, r.action, r.companyId])).toEqual([['dept', 'create', b.companyId]]);
      const failures = json<{ rows: LoginRow[] }>(await get('/system/loginlog/list?pageSize=200&success=false&account=admin', admin)).data
        .rows;
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((r) => !r.success)).toBe(true);
    });

    it('page by time, newest first unless order=asc, within a time range, by object and action', async () => {
      const db = ctx().database.db;
      const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 8, minute));
      // two rows share an instant: the id keeps their order stable across pages
      await db.insert(sysOperLog).values(
        [0, 1, 1, 2, 3].map((minute, i) => ({
          at: at(minute),
          object: 'audit_probe',
          action: i % 2 === 0 ? 'update' : 'delete',
          account: 'probe',
          targetIds: String(i),
        })),
      );
      const list = async (query: string) => {
        const response = await ctx().app.inject({
          method: 'GET',
          url: `/system/operlog/list?object=audit_probe&${query}`,
          headers: { authorization: admin },
        });
        expect(response.statusCode).toBe(200);
        const { rows, total } = json<{ rows: OperRow[]; total: number }>(response).data;
        return { ids: rows.map((r) => r.targetIds), total };
      };
      expect(await list('pageSize=2')).toEqual({ ids: ['4', '3'], total: 5 });
      expect(await list('pageSize=2&page=2')).toEqual({ ids: ['2', '1'], total: 5 });
      expect(await list('pageSize=2&page=3&order=desc')).toEqual({ ids: ['0'], total: 5 });
      expect(await list('pageSize=2&order=asc')).toEqual({ ids: ['0', '1'], total: 5 });
      expect(await list('pageSize=2&page=2&order=asc')).toEqual({ ids: ['2', '3'], total: 5 });
      expect(await list(`from=${at(1).toISOString()}&to=${at(2).toISOString()}&order=asc`)).toEqual({ ids: ['1', '2', '3'], total: 3 });
      expect(await list('action=delete')).toEqual({ ids: ['3', '1'], total: 2 });
      expect(await list('action=grant')).toEqual({ ids: [], total: 0 });
      const bad = await ctx().app.inject({ method: 'GET', url: '/system/operlog/list?order=sideways', headers: { authorization: admin } });
      expect(bad.statusCode).toBe(400);
      const logins = await ctx().app.inject({
        method: 'GET',
        url: '/system/loginlog/list?account=admin&order=asc&pageSize=200',
        headers: { authorization: admin },
      });
      const times = json<{ rows: LoginRow[] }>(logins).data.rows.map((r) => String(r.at));
      expect(times).toEqual([...times].sort());
    });
  });
});

describeEachDatabase(
  'sign-in log with captcha on',
  (ctx) => {
    it('records a wrong captcha as a failure with its reason', async () => {
      const captcha = json<{ uuid: string }>(await ctx().app.inject({ method: 'GET', url: '/rest/captchaImage' })).data;
      const response = await signIn(ctx(), 'admin', PASSWORDS.admin, { code: '!!', uuid: captcha.uuid });
      expect(json(response).code).not.toBe(200);
      const [row] = await loginRows(ctx(), 'admin');
      expect(row).toMatchObject({ success: false, address: '203.0.113.7', userAgent: AGENT });
      expect(row.reason).toMatch(/^captcha/);
    });
  },
  { CAPTCHA: 'on' },
);
