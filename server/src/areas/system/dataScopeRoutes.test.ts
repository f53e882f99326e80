import { eq } from 'drizzle-orm';
import type { DeptTreeNode } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import { createUser } from '../../testing/accounts';
import { companies, departments, roleDepts, roles, users } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { FIXTURE_PASSWORD, roleHolding } from '../../testing/deptsRoles';

type Scope = 'all' | 'custom' | 'dept' | 'deptAndChild' | 'self';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PERMS = [
  'system:object:list',
  'system:user:list',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:freeze',
  'system:user:resetPwd',
  'system:dept:list',
  'system:dept:add',
  'system:dept:edit',
  'system:dept:remove',
];
const NEW_PASSWORD = 'Scoped@654321';

/** /rest/user/* and the department routes apply the roles' data scope inside the company, as the sys_user list does. */
describeEachDatabase('users and departments routes: the roles data scope', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const call = (method: Method, url: string, token: string, payload?: object) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': 'en-US' } });

  const dept: Record<'top' | 'mid' | 'leaf' | 'other', number> = { top: 0, mid: 0, leaf: 0, other: 0 };
  const user: Record<string, number> = {};
  const token: Record<string, string> = {};
  let companyA = 0;

  /** The refusal's status and message, and proof nothing changed. */
  const refused = async (request: () => ReturnType<typeof call>): Promise<{ status: number; msg: string }> => {
    const before = await state();
    const response = await request();
    const body = json(response);
    expect(body.code).not.toBe(200);
    expect(await state()).toEqual(before);
    return { status: response.statusCode, msg: body.msg };
  };
  const names = (nodes: DeptTreeNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
  const tree = async (who: string) => {
    const body = json<DeptTreeNode[]>(await call('GET', '/sky/dept/tree', token[who]));
    expect(body.code).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    [{ id: companyA }] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    const add = async (name: string, parentId = 0) =>
      (await db().insert(departments).values({ companyId: companyA, name, parentId }).returning({ id: departments.id }))[0].id;
    dept.top = await add('dsr 总部');
    dept.mid = await add('dsr 分部', dept.top);
    dept.leaf = await add('dsr 小组', dept.mid);
    dept.other = await add('dsr 其他');

    const manager = async (account: string, scope: Scope, deptId: number, custom: number[] = []) => {
      const { roleId } = await roleHolding(db(), account, companyA, PERMS);
      await db().update(roles).set({ dataScope: scope }).where(eq(roles.id, roleId));
      if (custom.length > 0)
        await db()
          .insert(roleDepts)
          .values(custom.map((d) => ({ roleId, deptId: d })));
      user[account] = await createUser(db(), { account, password: FIXTURE_PASSWORD, companyId: companyA, deptId, roleIds: [roleId] });
      token[account] = await login(ctx().app, account, FIXTURE_PASSWORD);
    };
    await manager('dsr_all', 'all', dept.top);
    await manager('dsr_dept', 'dept', dept.mid);
    await manager('dsr_below', 'deptAndChild', dept.mid);
    await manager('dsr_custom', 'custom', dept.top, [dept.other]);
    await manager('dsr_self', 'self', dept.mid);
    // managed users hold no role, so no grant rule gets in the way
    for (const [account, deptId] of [
      ['dsr_t_top', dept.top],
      ['dsr_t_mid', dept.mid],
      ['dsr_t_leaf', dept.leaf],
      ['dsr_t_other', dept.other],
    ] as const) {
      user[account] = await createUser(db(), { account, password: FIXTURE_PASSWORD, companyId: companyA, deptId });
    }
  });

  describe('/rest/user/*', () => {
    const freeze = (who: string, target: string) => call('POST', '/rest/user/freezeUser', token[who], { id: user[target] });
    const unfreeze = (who: string, target: string) => call('POST', '/rest/user/unfreezeUser', token[who], { id: user[target] });

    it('answers a user outside the data scope as missing (404) on freeze, password reset, edit, role removal and delete, changing nothing', async () => {
      for (const [who, target] of [
        ['dsr_dept', 'dsr_t_leaf'],
        ['dsr_dept', 'dsr_t_top'],
        ['dsr_below', 'dsr_t_top'],
        ['dsr_custom', 'dsr_t_mid'],
        ['dsr_self', 'dsr_t_mid'],
      ] as const) {
        const id = user[target];
        const expectMissing = async (request: () => ReturnType<typeof call>) =>
          expect(await refused(request)).toEqual({ status: 404, msg: 'The user does not exist or is not accessible' });
        await expectMissing(() => freeze(who, target));
        await expectMissing(() => call('POST', '/rest/user/resetPassword', token[who], { id, password: NEW_PASSWORD }));
        await expectMissing(() =>
          call('POST', '/rest/user/saveUserInfo', token[who], { id, account: target, name: 'renamed', userType: 'enterprise' }),
        );
        await expectMissing(() => call('POST', '/rest/user/deleteUserInfo', token[who], { id }));
        // one user out of scope in a list deletes none
        await expectMissing(() => call('POST', '/rest/user/deleteUserInfo', token[who], { ids: [user[target], user.dsr_t_mid] }));
      }
    });

    it('manages the users each scope reaches: own department, and below, the listed departments, everything, oneself', async () => {
      for (const [who, target] of [
        ['dsr_dept', 'dsr_t_mid'],
        ['dsr_below', 'dsr_t_leaf'],
        ['dsr_custom', 'dsr_t_other'],
        ['dsr_all', 'dsr_t_top'],
      ] as const) {
        expect(json(await freeze(who, target)).code).toBe(200);
        expect(json(await unfreeze(who, target)).code).toBe(200);
      }
      // "self": only the user themself
      const saved = await call('POST', '/rest/user/saveUserInfo', token.dsr_self, {
        id: user.dsr_self,
        account: 'dsr_self',
        name: 'Self renamed',
        userType: 'enterprise',
      });
      expect(json(saved).code).toBe(200);
      const [self] = await db().select({ name: users.name }).from(users).where(eq(users.id, user.dsr_self));
      expect(self.name).toBe('Self renamed');
    });

    it('refuses (403) moving a user, or creating one, in a department outside the data scope, changing nothing', async () => {
      const outside = { status: 403, msg: 'You can only manage users within your data scope' };
      expect(
        await refused(() =>
          call('POST', '/rest/user/saveUserInfo', token.dsr_dept, {
            id: user.dsr_t_mid,
            account: 'dsr_t_mid',
            name: 'dsr_t_mid',
            userType: 'enterprise',
            deptId: dept.other,
          }),
        ),
      ).toEqual(outside);
      const created = { account: 'dsr_new', name: 'New', userType: 'enterprise', password: NEW_PASSWORD };
      expect(await refused(() => call('POST', '/rest/user/saveUserInfo', token.dsr_below, { ...created, deptId: dept.top }))).toEqual(
        outside,
      );
      expect(await refused(() => call('POST', '/rest/user/saveUserInfo', token.dsr_below, { ...created, deptId: null }))).toEqual(outside);
      expect(await refused(() => call('POST', '/rest/user/saveUserInfo', token.dsr_self, { ...created, deptId: dept.mid }))).toEqual(
        outside,
      );

      const made = json<{ id: number }>(await call('POST', '/rest/user/saveUserInfo', token.dsr_below, { ...created, deptId: dept.leaf }));
      expect(made.code).toBe(200);
      expect(json(await call('POST', '/rest/user/deleteUserInfo', token.dsr_below, { id: made.data.id })).code).toBe(200);
    });

    it('agrees with the sys_user list of the generic object API', async () => {
      const listed = async (who: string) => {
        const body = json<{ rows: { account: string }[] }>(
          await call('POST', '/rest/getObjDataByPage', token[who], { objName: 'sys_user', pageSize: 500 }),
        );
        return body.data.rows
          .map((r) => r.account)
          .filter((a) => a.startsWith('dsr_t_'))
          .sort();
      };
      expect(await listed('dsr_dept')).toEqual(['dsr_t_mid']);
      expect(await listed('dsr_below')).toEqual(['dsr_t_leaf', 'dsr_t_mid']);
      expect(await listed('dsr_custom')).toEqual(['dsr_t_other']);
      expect(await listed('dsr_self')).toEqual([]);
      for (const who of ['dsr_dept', 'dsr_below', 'dsr_custom', 'dsr_self']) {
        for (const target of ['dsr_t_top', 'dsr_t_mid', 'dsr_t_leaf', 'dsr_t_other']) {
          const response = await freeze(who, target);
          expect({ who, target, managed: response.statusCode === 200 }).toEqual({
            who,
            target,
            managed: (await listed(who)).includes(target),
          });
          if (response.statusCode === 200) expect(json(await unfreeze(who, target)).code).toBe(200);
        }
      }
    });
  });

  describe('departments', () => {
    it('shows each caller the departments its scope reaches; one whose parent is out of scope shows as a root, with its true level', async () => {
      const ours = (nodes: DeptTreeNode[]) => names(nodes).filter((n) => n.startsWith('dsr '));
      expect(ours(await tree('dsr_all'))).toEqual(['dsr 总部', 'dsr 分部', 'dsr 小组', 'dsr 其他']);
      expect(await tree('dsr_dept')).toEqual([expect.objectContaining({ name: 'dsr 分部', level: 2, parentId: dept.top })]);
      const below = await tree('dsr_below');
      expect(below).toEqual([
        expect.objectContaining({ name: 'dsr 分部', level: 2, children: [expect.objectContaining({ name: 'dsr 小组', level: 3 })] }),
      ]);
      expect(ours(await tree('dsr_custom'))).toEqual(['dsr 其他']);
      expect(await tree('dsr_self')).toEqual([]);
    });

    it('treats a department outside the scope as missing: no rename, move, delete or child, by either route family; nothing changes', async () => {
      const missing = { status: 400, msg: 'The department does not exist' };
      expect(
        await refused(() => call('PUT', '/sky/dept/update', token.dsr_dept, { id: dept.leaf, name: 'x', parentId: dept.mid })),
      ).toEqual(missing);
      expect(await refused(() => call('DELETE', `/sky/dept/delete?id=${dept.leaf}`, token.dsr_dept))).toEqual(missing);
      expect(await refused(() => call('POST', '/rest/dept/deleteDeptInfo', token.dsr_below, { id: dept.top }))).toEqual(missing);
      expect(await refused(() => call('POST', '/sky/dept/create', token.dsr_dept, { name: 'dsr new', parentId: dept.leaf }))).toEqual(
        missing,
      );
      expect(
        await refused(() => call('POST', '/rest/dept/saveDeptInfo', token.dsr_custom, { id: dept.top, name: 'x', parentId: 0 })),
      ).toEqual(missing);
      expect(await refused(() => call('POST', '/rest/dept/saveDeptInfo', token.dsr_self, { name: 'dsr new', parentId: dept.mid }))).toEqual(
        missing,
      );
      // nor moved under a department outside the scope
      expect(
        await refused(() => call('PUT', '/sky/dept/update', token.dsr_below, { id: dept.leaf, name: 'dsr 小组', parentId: dept.other })),
      ).toEqual({
        status: 400,
        msg: 'The parent node does not exist',
      });
    });

    it('adds or moves a first-level department only with the scope "all"', async () => {
      const outside = { status: 403, msg: 'You can only manage departments within your data scope' };
      expect(await refused(() => call('POST', '/sky/dept/create', token.dsr_below, { name: 'dsr first', parentId: 0 }))).toEqual(outside);
      expect(
        await refused(() => call('PUT', '/sky/dept/update', token.dsr_below, { id: dept.leaf, name: 'dsr 小组', parentId: 0 })),
      ).toEqual(outside);
      const created = json<{ id: number }>(await call('POST', '/sky/dept/create', token.dsr_all, { name: 'dsr first', parentId: 0 }));
      expect(created.code).toBe(200);
      expect(json(await call('DELETE', `/sky/dept/delete?id=${created.data.id}`, token.dsr_all)).code).toBe(200);
    });

    it('changes the departments in scope: a child under one, renamed and removed', async () => {
      const created = json<{ id: number }>(
        await call('POST', '/sky/dept/create', token.dsr_below, { name: 'dsr 新组', parentId: dept.leaf }),
      );
      expect(created.code).toBe(200);
      // the new department is below the caller's: in scope at once
      expect(
        json(await call('PUT', '/sky/dept/update', token.dsr_below, { id: created.data.id, name: 'dsr 新组2', parentId: dept.mid })).code,
      ).toBe(200);
      expect(json(await call('POST', '/rest/dept/deleteDeptInfo', token.dsr_below, { id: created.data.id })).code).toBe(200);
      expect(
        json(await call('PUT', '/sky/dept/update', token.dsr_custom, { id: dept.other, name: 'dsr 其他', parentId: 0, leader: 'Li' })).code,
      ).toBe(200);
    });
  });
});
