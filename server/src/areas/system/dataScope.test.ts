import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describeEachDatabase, login, PASSWORDS } from '../../testing/testApp';
import { createUser } from '../../testing/accounts';
import { departments, roleDepts, roles, userRoles, users } from '../../schema';
import { lookupSession, type SessionContext } from '../auth/sessions';
import { createCompanyAdmins, FIXTURE_PASSWORD, roleHolding, type CompanyAdmins } from '../../testing/deptsRoles';
import { dataScopeCondition, dataScopeOf } from '../auth/dataScope';

describeEachDatabase('dataScopeOf(session)', (ctx) => {
  let fx: CompanyAdmins;
  const db = () => ctx().database.db;
  const dept = async (companyId: number, name: string, parentId = 0) =>
    (await db().insert(departments).values({ companyId, name, parentId }).returning({ id: departments.id }))[0].id;
  const sessionOf = async (account: string): Promise<SessionContext> => {
    const token = await login(ctx().app, account, FIXTURE_PASSWORD);
    const found = await lookupSession(db(), token, ctx().clock.now(), 30);
    if (found.status !== 'valid') throw new Error(found.status);
    return found.session;
  };
  const roleWithScope = async (key: string, dataScope: 'all' | 'custom' | 'dept' | 'deptAndChild' | 'self', deptIds: number[] = []) => {
    const { roleId } = await roleHolding(db(), key, fx.companyA, []);
    await db().update(roles).set({ dataScope }).where(eq(roles.id, roleId));
    if (deptIds.length > 0)
      await db()
        .insert(roleDepts)
        .values(deptIds.map((deptId) => ({ roleId, deptId })));
    return roleId;
  };

  let top = 0;
  let mid = 0;
  let leaf = 0;
  let other = 0;
  beforeAll(async () => {
    fx = await createCompanyAdmins(db(), 'ds');
    top = await dept(fx.companyA, 'ds 总部');
    mid = await dept(fx.companyA, 'ds 分部', top);
    leaf = await dept(fx.companyA, 'ds 小组', mid);
    other = await dept(fx.companyA, 'ds 其他');
  });

  it('the administrator role and a role with scope all see every row', async () => {
    const adminSession = await lookupSession(db(), await login(ctx().app, 'admin', PASSWORDS.admin), ctx().clock.now(), 30);
    if (adminSession.status !== 'valid') throw new Error('admin');
    expect((await dataScopeOf(db(), adminSession.session)).all).toBe(true);
    expect(await dataScopeOf(db(), await sessionOf('ds_a'))).toMatchObject({ all: true });
  });

  it('dept, deptAndChild, custom and self resolve to departments and the own rows; custom departments of another company never count', async () => {
    const r = {
      dept: await roleWithScope('ds_dept', 'dept'),
      below: await roleWithScope('ds_below', 'deptAndChild'),
      custom: await roleWithScope('ds_custom', 'custom', [other, fx.deptB]),
      self: await roleWithScope('ds_self', 'self'),
    };
    await createUser(db(), { account: 'ds_u1', password: FIXTURE_PASSWORD, companyId: fx.companyA, deptId: mid, roleIds: [r.dept] });
    await createUser(db(), { account: 'ds_u2', password: FIXTURE_PASSWORD, companyId: fx.companyA, deptId: top, roleIds: [r.below] });
    await createUser(db(), {
      account: 'ds_u3',
      password: FIXTURE_PASSWORD,
      companyId: fx.companyA,
      deptId: top,
      roleIds: [r.custom, r.self],
    });
    await createUser(db(), { account: 'ds_u4', password: FIXTURE_PASSWORD, companyId: fx.companyA, deptId: top, roleIds: [r.self] });
    expect(await dataScopeOf(db(), await sessionOf('ds_u1'))).toMatchObject({ all: false, deptIds: [mid], self: false });
    expect(await dataScopeOf(db(), await sessionOf('ds_u2'))).toMatchObject({
      all: false,
      deptIds: [top, mid, leaf].sort((a, b) => a - b),
      self: false,
    });
    const u3 = await dataScopeOf(db(), await sessionOf('ds_u3'));
    expect(u3).toMatchObject({ all: false, deptIds: [other], self: true });
    const u4 = await sessionOf('ds_u4');
    expect(await dataScopeOf(db(), u4)).toEqual({ all: false, deptIds: [], self: true, userId: u4.userId });
  });

  it('a disabled role adds nothing; a user without roles sees only their own rows', async () => {
    const wide = await roleWithScope('ds_wide', 'all');
    await db().update(roles).set({ status: '1' }).where(eq(roles.id, wide));
    const id = await createUser(db(), {
      account: 'ds_u5',
      password: FIXTURE_PASSWORD,
      companyId: fx.companyA,
      deptId: top,
      roleIds: [wide],
    });
    const session = await sessionOf('ds_u5');
    expect(await dataScopeOf(db(), session)).toEqual({ all: false, deptIds: [], self: true, userId: id });
    await db().delete(userRoles).where(eq(userRoles.userId, id));
    expect((await dataScopeOf(db(), session)).self).toBe(true);
    const [row] = await db().select({ deptId: users.deptId }).from(users).where(eq(users.id, id));
    expect(row.deptId).toBe(top);
  });

  it('becomes a parameterised condition on server-chosen columns', () => {
    const dialect = new PgDialect();
    const built = dialect.sqlToQuery(
      dataScopeCondition({ all: false, deptIds: [3, 4], self: true, userId: 9 }, { dept: 'dept_id', owner: 'created_by' }),
    );
    expect(built).toMatchObject({ sql: '("dept_id" in ($1, $2) or "created_by" = $3)', params: [3, 4, 9] });
    expect(dialect.sqlToQuery(dataScopeCondition({ all: true, deptIds: [], self: false, userId: 9 }, { dept: 'dept_id' })).sql).toBe(
      'true',
    );
    expect(dialect.sqlToQuery(dataScopeCondition({ all: false, deptIds: [], self: true, userId: 9 }, { dept: 'dept_id' })).sql).toBe(
      'false',
    );
  });
});
