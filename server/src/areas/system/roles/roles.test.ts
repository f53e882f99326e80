import { eq } from 'drizzle-orm';
import type { RoleInfo, RoleMenuNode, RoleMenuTree, RolePage } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { snapshot } from '../../../testing/databaseSnapshot';
import { createUser, roleId } from '../../../testing/accounts';
import { departments, menus, roleDepts, roleMenus, roles, userRoles } from '../../../schema';
import { translate, type MessageKey } from '../../../http/messages';
import { createCompanyAdmins, FIXTURE_PASSWORD, roleHolding, type CompanyAdmins } from '../../../testing/deptsRoles';

const zh = (key: MessageKey, params?: Record<string, string | number>) => translate(key, 'zh', params);

describeEachDatabase('roles', (ctx) => {
  let fx: CompanyAdmins;
  let tokenA = '';
  let tokenB = '';
  let admin = '';
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);

  beforeAll(async () => {
    fx = await createCompanyAdmins(db(), 'rl');
    tokenA = await login(ctx().app, 'rl_a', FIXTURE_PASSWORD);
    tokenB = await login(ctx().app, 'rl_b', FIXTURE_PASSWORD);
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, token = tokenA) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': 'zh-CN' } });
  const create = async (roleKey: string, token = tokenA, extra: object = {}) => {
    const body = json<{ id: number }>(await call('POST', '/system/role/create', { roleKey, name: roleKey, sort: 5, ...extra }, token));
    expect(body).toMatchObject({ code: 200, msg: '新增成功!' });
    return body.data.id;
  };
  const info = async (id: number, token = tokenA) => json<RoleInfo>(await call('GET', `/system/role/info?id=${id}`, undefined, token));
  const list = async (token = tokenA, query = '') =>
    json<RolePage>(await call('GET', `/system/role/list?pageSize=100${query}`, undefined, token)).data;
  const refusedWith = async (request: () => ReturnType<typeof call>): Promise<string> => {
    const before = await state();
    const response = await request();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const body = json(response);
    expect(body.code).not.toBe(200);
    expect(await state()).toEqual(before);
    return body.msg;
  };
  const menuId = async (key: string) => {
    const [row] = await db().select({ id: menus.id }).from(menus).where(eq(menus.key, key));
    return row.id;
  };
  const granted = async (role: number) =>
    (await db().select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role)))
      .map((r) => r.menuId)
      .sort((x, y) => x - y);
  const ids = (nodes: RoleMenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

  describe('CRUD', () => {
    it('creates a company role, reads it back and lists only the own company’s roles', async () => {
      const id = await create('rl_clerk', tokenA, { name: '文员', nameEn: 'Clerk', remark: '前台', status: '0' });
      expect((await info(id)).data).toMatchObject({
        id,
        roleKey: 'rl_clerk',
        name: '文员',
        nameEn: 'Clerk',
        remark: '前台',
        status: '0',
        sort: 5,
        companyId: fx.companyA,
        isAdmin: false,
        dataScope: 'all',
        deptIds: [],
        userCount: 0,
      });
      const mine = await list();
      expect(mine.rows.map((r) => r.roleKey)).toEqual(expect.arrayContaining(['rl_clerk', 'rl_admin_a']));
      expect(mine.rows.every((r) => r.companyId === fx.companyA)).toBe(true);
      expect(mine.total).toBe(mine.rows.length);
      expect((await list(tokenB)).rows.map((r) => r.roleKey)).not.toContain('rl_clerk');
      expect((await list(tokenA, '&name=文')).rows.map((r) => r.roleKey)).toEqual(['rl_clerk']);
    });

    it('updates name, order, status and remark; refuses a taken or malformed key and a blank name', async () => {
      const id = await create('rl_edit');
      expect(
        json(await call('PUT', '/system/role/update', { id, roleKey: 'rl_edit2', name: '编辑后', sort: 3, status: '1', remark: null })),
      ).toEqual({ code: 200, msg: '编辑成功!' });
      expect((await info(id)).data).toMatchObject({ roleKey: 'rl_edit2', name: '编辑后', sort: 3, status: '1', remark: null });
      expect(await refusedWith(() => call('PUT', '/system/role/update', { id, roleKey: 'admin', name: '编辑后' }))).toBe(
        zh('roleKeyTaken', { key: 'admin' }),
      );
      expect(await refusedWith(() => call('POST', '/system/role/create', { roleKey: 'enterprise', name: 'x' }))).toBe(
        zh('roleKeyTaken', { key: 'enterprise' }),
      );
      expect(await refusedWith(() => call('POST', '/system/role/create', { roleKey: 'ROLE_DEFAULT', name: 'x' }))).toBe(
        zh('roleKeyInvalid'),
      );
      expect(await refusedWith(() => call('POST', '/system/role/create', { roleKey: "x' or 1=1", name: 'x' }))).toBe(zh('roleKeyInvalid'));
      expect(await refusedWith(() => call('POST', '/system/role/create', { roleKey: 'rl_blank', name: '  ' }))).toBe(
        zh('roleNameRequired'),
      );
      expect(await refusedWith(() => call('POST', '/system/role/create', { roleKey: 'rl_same', name: '编辑后' }))).toBe(
        zh('roleNameTaken', { name: '编辑后' }),
      );
      expect(await refusedWith(() => call('PUT', '/system/role/update', { id, roleKey: 'rl_edit2', name: '编辑后', status: '7' }))).toBe(
        zh('roleStatusInvalid'),
      );
    });

    it('deletes an unused role; refuses one users hold', async () => {
      const unused = await create('rl_unused');
      const held = await create('rl_held');
      await createUser(db(), { account: 'rl_holder', password: FIXTURE_PASSWORD, companyId: fx.companyA, roleIds: [held] });
      expect(await refusedWith(() => call('DELETE', `/system/role/delete?id=${held}`))).toBe(zh('roleInUse', { count: 1 }));
      expect(json(await call('DELETE', `/system/role/delete?id=${unused}`))).toEqual({ code: 200, msg: '删除成功!' });
      expect(await db().select().from(roles).where(eq(roles.id, unused))).toEqual([]);
    });

    it('never deletes, disables, re-keys or strips the built-in administrator role', async () => {
      const adminRole = await roleId(db(), 'admin');
      const protectedMsg = zh('roleAdminProtected');
      expect(await refusedWith(() => call('DELETE', `/system/role/delete?id=${adminRole}`, undefined, admin))).toBe(protectedMsg);
      expect(
        await refusedWith(() =>
          call('PUT', '/system/role/update', { id: adminRole, roleKey: 'admin', name: '管理员', status: '1' }, admin),
        ),
      ).toBe(protectedMsg);
      expect(await refusedWith(() => call('PUT', '/system/role/update', { id: adminRole, roleKey: 'root', name: '管理员' }, admin))).toBe(
        protectedMsg,
      );
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id: adminRole, menuIds: [] }, admin))).toBe(protectedMsg);
      expect(await refusedWith(() => call('PUT', '/system/role/dataScope', { id: adminRole, dataScope: 'self' }, admin))).toBe(
        protectedMsg,
      );
      // its name and order stay editable
      expect(json(await call('PUT', '/system/role/update', { id: adminRole, roleKey: 'admin', name: '管理员', sort: 1 }, admin)).code).toBe(
        200,
      );
    });

    it('platform roles belong to the platform administrator: listed with company 0, created without a company', async () => {
      const platform = (await list(admin, '&companyId=0')).rows;
      expect(platform.map((r) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'enterprise', 'reviewer']));
      expect(platform.every((r) => r.companyId === null)).toBe(true);
      const id = await create('rl_platform', admin);
      expect((await info(id, admin)).data.companyId).toBeNull();
      const forB = await create('rl_for_b', admin, { companyId: fx.companyB });
      expect((await info(forB, tokenB)).data.companyId).toBe(fx.companyB);
      // an enterprise administrator neither sees nor changes platform roles
      expect((await list(tokenA)).rows.map((r) => r.roleKey)).not.toContain('enterprise');
      const enterprise = await roleId(db(), 'enterprise');
      expect(await refusedWith(() => call('GET', `/system/role/info?id=${enterprise}`))).toBe(zh('roleMissing'));
      expect(await refusedWith(() => call('PUT', '/system/role/update', { id: enterprise, roleKey: 'enterprise', name: 'by A' }))).toBe(
        zh('roleMissing'),
      );
      // a company id sent by an enterprise administrator is ignored
      const own = await create('rl_named_b', tokenA, { companyId: fx.companyB });
      expect((await info(own)).data.companyId).toBe(fx.companyA);
    });
  });

  describe('access: menus and buttons', () => {
    it('the checkable tree shows what the caller may grant (everything for the platform administrator) and what the role holds', async () => {
      const id = await create('rl_tree');
      const profile = await menuId('/user/profile');
      await db().insert(roleMenus).values({ roleId: id, menuId: fx.roleA.menuIds[0] });
      const own = json<RoleMenuTree>(await call('GET', `/system/role/menuTree?id=${id}`)).data;
      expect(own.checkedIds).toEqual([fx.roleA.menuIds[0]]);
      const shown = ids(own.menus);
      expect(shown).toEqual(expect.arrayContaining(fx.roleA.menuIds));
      expect(shown).not.toContain(profile);
      expect(shown).not.toContain(fx.roleB.menuIds[0]);
      const all = json<RoleMenuTree>(await call('GET', `/system/role/menuTree?id=${id}`, undefined, admin)).data;
      const system = all.menus.find((m) => m.nameEn === 'System management') as RoleMenuNode;
      const deptPage = system.children.find((p) => p.perms === 'system:dept:list') as RoleMenuNode;
      expect(deptPage).toMatchObject({ kind: 'page', planned: false });
      expect(deptPage.children.map((b) => [b.kind, b.perms])).toEqual([
        ['button', 'system:dept:add'],
        ['button', 'system:dept:edit'],
        ['button', 'system:dept:remove'],
      ]);
    });

    it('saves a set of menu ids and button permissions in one change', async () => {
      const id = await create('rl_grant');
      const [, second, third] = fx.roleA.menuIds;
      const saved = json(await call('PUT', '/system/role/menus', { id, menuIds: [second], perms: ['system:role:list'] }));
      expect(saved).toEqual({ code: 200, msg: '保存成功!' });
      // 'system:role:list' names A's own button (a page permission is not a button)
      const [roleList] = await db().select({ id: menus.id }).from(menus).where(eq(menus.key, 'custom:rl_admin_a/system:role:list'));
      expect(await granted(id)).toEqual([second, roleList.id].sort((x, y) => x - y));
      expect(json(await call('PUT', '/system/role/menus', { id, menuIds: [third] })).code).toBe(200);
      expect(await granted(id)).toEqual([third]);
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id, menuIds: [999_999] }))).toBe(
        zh('roleMenuUnknown', { ids: '999999' }),
      );
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id, menuIds: [], perms: ['no:such:perm'] }))).toBe(
        zh('roleMenuUnknown', { ids: 'no:such:perm' }),
      );
    });

    it('refuses a grant beyond the granting administrator’s own rights, changing nothing', async () => {
      const id = await create('rl_beyond');
      const profile = await menuId('/user/profile');
      const beyond = zh('roleGrantBeyondOwn');
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id, menuIds: [fx.roleA.menuIds[0], profile] }))).toBe(beyond);
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id, menuIds: [], perms: ['business:directory:edit'] }))).toBe(
        beyond,
      );
      // a permission held through B's menus is not A's
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id, menuIds: [fx.roleB.menuIds[0]] }))).toBe(beyond);
      // groups grant nothing on their own and are free
      expect(json(await call('PUT', '/system/role/menus', { id, menuIds: [await menuId('/system')] })).code).toBe(200);
    });

    it('keeps grants beyond the caller’s rights that the role already has', async () => {
      const id = await create('rl_keep');
      const profile = await menuId('/user/profile');
      expect(json(await call('PUT', '/system/role/menus', { id, menuIds: [profile, fx.roleA.menuIds[0]] }, admin)).code).toBe(200);
      expect(json(await call('PUT', '/system/role/menus', { id, menuIds: [fx.roleA.menuIds[1]] })).code).toBe(200);
      expect(await granted(id)).toEqual([profile, fx.roleA.menuIds[1]].sort((x, y) => x - y));
      // keeping it is not granting it: naming it is fine too
      expect(json(await call('PUT', '/system/role/menus', { id, menuIds: [profile] })).code).toBe(200);
      expect(await granted(id)).toEqual([profile]);
    });

    it("A cannot read or change B's roles, nothing changes", async () => {
      const ofB = await create('rl_of_b', tokenB);
      const missing = zh('roleMissing');
      expect((await list(tokenA)).rows.map((r) => r.id)).not.toContain(ofB);
      expect(await refusedWith(() => call('GET', `/system/role/info?id=${ofB}`))).toBe(missing);
      expect(await refusedWith(() => call('GET', `/system/role/menuTree?id=${ofB}`))).toBe(missing);
      expect(await refusedWith(() => call('PUT', '/system/role/update', { id: ofB, roleKey: 'rl_of_b', name: 'by A' }))).toBe(missing);
      expect(await refusedWith(() => call('PUT', '/system/role/menus', { id: ofB, menuIds: [fx.roleA.menuIds[0]] }))).toBe(missing);
      expect(await refusedWith(() => call('PUT', '/system/role/dataScope', { id: ofB, dataScope: 'self' }))).toBe(missing);
      expect(await refusedWith(() => call('DELETE', `/system/role/delete?id=${ofB}`))).toBe(missing);
      expect(await refusedWith(() => call('DELETE', `/system/role/delete?id=${fx.roleB.roleId}`))).toBe(missing);
    });
  });

  describe('data scope', () => {
    const scope = (id: number, dataScope: string, deptIds?: number[], token = tokenA) =>
      call('PUT', '/system/role/dataScope', { id, dataScope, deptIds }, token);
    const addDept = async (companyId: number, name: string, parentId = 0) =>
      (await db().insert(departments).values({ companyId, name, parentId }).returning({ id: departments.id }))[0].id;

    it('stores each scope; custom keeps exactly the listed departments of the own company', async () => {
      const id = await create('rl_scope');
      const d1 = await addDept(fx.companyA, 'rl 一部');
      const d2 = await addDept(fx.companyA, 'rl 二部');
      expect(json(await scope(id, 'custom', [d1, d2]))).toEqual({ code: 200, msg: '保存成功!' });
      expect((await info(id)).data).toMatchObject({ dataScope: 'custom', deptIds: [d1, d2] });
      expect(json(await scope(id, 'custom', [d2])).code).toBe(200);
      expect((await info(id)).data.deptIds).toEqual([d2]);
      for (const kind of ['dept', 'deptAndChild', 'self', 'all'] as const) {
        expect(json(await scope(id, kind)).code).toBe(200);
        expect((await info(id)).data).toMatchObject({ dataScope: kind, deptIds: [] });
      }
      expect(await db().select().from(roleDepts).where(eq(roleDepts.roleId, id))).toEqual([]);
      expect(await refusedWith(() => scope(id, 'custom', []))).toBe(zh('roleDataScopeDeptsRequired'));
      expect(await refusedWith(() => scope(id, 'custom', [fx.deptB]))).toBe(zh('deptMissing'));
      expect((await call('PUT', '/system/role/dataScope', { id, dataScope: 'everything' })).statusCode).toBe(400);
    });

    it('a granter who does not see every row cannot grant all, nor departments outside their own scope', async () => {
      const near = await addDept(fx.companyA, 'rl 近部');
      const below = await addDept(fx.companyA, 'rl 近部下', near);
      const far = await addDept(fx.companyA, 'rl 远部');
      const limited = await roleHolding(db(), 'rl_limited', fx.companyA, ['system:role:list', 'system:role:add', 'system:role:edit']);
      await db().update(roles).set({ dataScope: 'deptAndChild' }).where(eq(roles.id, limited.roleId));
      await createUser(db(), {
        account: 'rl_limited',
        password: FIXTURE_PASSWORD,
        companyId: fx.companyA,
        deptId: near,
        roleIds: [limited.roleId],
      });
      const token = await login(ctx().app, 'rl_limited', FIXTURE_PASSWORD);
      const id = await create('rl_by_limited', token);
      // the creator does not see every row, so the new role starts at 'self'
      expect((await info(id, token)).data.dataScope).toBe('self');
      const beyond = zh('roleGrantBeyondOwn');
      expect(await refusedWith(() => scope(id, 'all', undefined, token))).toBe(beyond);
      expect(await refusedWith(() => scope(id, 'custom', [near, far], token))).toBe(beyond);
      expect(json(await scope(id, 'custom', [near, below], token)).code).toBe(200);
      expect(json(await scope(id, 'dept', undefined, token)).code).toBe(200);
    });
  });

  it('a role a user holds shows its holders; removing the holder frees it', async () => {
    const id = await create('rl_count');
    const user = await createUser(db(), { account: 'rl_counted', password: FIXTURE_PASSWORD, companyId: fx.companyA, roleIds: [id] });
    expect((await info(id)).data.userCount).toBe(1);
    await db().delete(userRoles).where(eq(userRoles.userId, user));
    expect((await info(id)).data.userCount).toBe(0);
  });
});
