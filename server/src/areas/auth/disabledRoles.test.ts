import { eq } from 'drizzle-orm';
import type { UserInfo } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login } from '../../testing/testApp';
import { createUser, roleId } from '../../testing/accounts';
import { companies, roles } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { PERMISSION_ALL } from '@pcf/shared/contracts';
import { roleHolding } from '../../testing/deptsRoles';

const PASSWORD = 'Roles@123456';

/** The session reads only enabled roles (status '0'): a disabled role grants no permission and no administrator rights. */
describeEachDatabase('sessions: a disabled role grants nothing', (ctx) => {
  const db = () => ctx().database.db;
  const get = (url: string, token: string) => ctx().app.inject({ method: 'GET', url, headers: { authorization: token } });
  const info = async (token: string) => json<UserInfo>(await get('/rest/getInfo', token)).data;
  const setStatus = (id: number, status: string) => db().update(roles).set({ status }).where(eq(roles.id, id));

  it("a user whose only role is disabled gets 403 on that role's routes; enabling it again restores them", async () => {
    const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    const { roleId: role } = await roleHolding(db(), 'sessions_off', company.id, ['system:dept:list']);
    await createUser(db(), { account: 'sessions_off', password: PASSWORD, companyId: company.id, roleIds: [role] });
    const token = await login(ctx().app, 'sessions_off', PASSWORD);

    expect((await get('/sky/dept/tree', token)).statusCode).toBe(200);
    expect(await info(token)).toMatchObject({ roles: ['sessions_off'], permissions: ['system:dept:list'] });

    await setStatus(role, '1');
    expect((await get('/sky/dept/tree', token)).statusCode).toBe(403);
    const off = await info(token);
    expect(off.permissions).toEqual([]);
    expect(off.roles).not.toContain('sessions_off');

    await setStatus(role, '0');
    expect((await get('/sky/dept/tree', token)).statusCode).toBe(200);
    expect((await info(token)).permissions).toEqual(['system:dept:list']);
  });

  it('a disabled administrator role gives no administrator rights; enabled again it does', async () => {
    const admin = await roleId(db(), 'admin');
    await createUser(db(), { account: 'sessions_admin_off', password: PASSWORD, userType: 'admin', roleIds: [admin] });
    const token = await login(ctx().app, 'sessions_admin_off', PASSWORD);
    expect((await info(token)).permissions).toEqual([PERMISSION_ALL]);
    expect((await get('/system/role/list', token)).statusCode).toBe(200);

    // the role screen refuses to disable the administrator role; the database is the only way
    await setStatus(admin, '1');
    try {
      const off = await info(token);
      expect(off.permissions).toEqual([]);
      expect(off.roles).not.toContain('admin');
      expect((await get('/system/role/list', token)).statusCode).toBe(403);
      expect((await get('/sky/dept/tree', token)).statusCode).toBe(403);
    } finally {
      await setStatus(admin, '0');
    }
    expect((await info(token)).permissions).toEqual([PERMISSION_ALL]);
    expect((await get('/system/role/list', token)).statusCode).toBe(200);
  });
});
