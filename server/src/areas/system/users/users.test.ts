import { eq, inArray } from 'drizzle-orm';
import { loadObject } from '../../metadata/registry';
import type { ObjMetaData, ObjPage, ObjRow } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createCompany, createUser, roleId } from '../../../testing/accounts';
import { snapshot } from '../../../testing/databaseSnapshot';
import {
  companies,
  departments,
  menus,
  metaObjects,
  metaFields,
  roleMenus,
  roles,
  sysPosts,
  userPosts,
  userRoles,
  users,
} from '../../../schema';
import { DEMO_COMPANY } from '../../../seed';
import type { Db } from '../../../db/connection';
import { ACCOUNT_PATTERN, PHONE_PATTERN } from '@pcf/shared/contracts';
import { CODE_SESSION_REVOKED } from '@pcf/shared/contracts';
import { ACCOUNT, PHONE } from './service';

type Body = Record<string, unknown>;

const PASSWORD = 'Users@123456';
/** What an enterprise administrator of the tests holds. */
const MANAGER_PERMS = [
  'system:user:list',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:freeze',
  'system:user:resetPwd',
  'system:user:removeRole',
  'system:post:list',
];

/** One unplanned button menu per permission (granted permissions reach sessions only from unplanned menus). */
async function menuIds(db: Db, perms: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const perm of perms) {
    const key = `users-test/${perm}`;
    const [found] = await db.select({ id: menus.id }).from(menus).where(eq(menus.key, key));
    if (found) ids.push(found.id);
    else {
      const [created] = await db
        .insert(menus)
        .values({ key, kind: 'button', titleZh: perm, titleEn: perm, perms: perm, planned: false })
        .returning({ id: menus.id });
      ids.push(created.id);
    }
  }
  return ids;
}

async function roleWith(db: Db, roleKey: string, perms: readonly string[]): Promise<number> {
  const [role] = await db
    .insert(roles)
    .values({ roleKey, name: `${roleKey}名`, nameEn: roleKey, sort: 5 })
    .returning({ id: roles.id });
  const ids = await menuIds(db, perms);
  if (ids.length > 0) await db.insert(roleMenus).values(ids.map((menuId) => ({ roleId: role.id, menuId })));
  return role.id;
}

describeEachDatabase('user management (/rest/user/*) and the sys_user list', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  let admin = '';
  let alice = '';
  let bob = '';
  let editorOnly = '';
  const co = { a: 0, b: 0, deptA: 0, deptB: 0, postA: 0, postB: 0 };
  const role = { manager: 0, staff: 0, beyond: 0, admin: 0, editor: 0 };
  const ids = { alice: 0, bob: 0, bobsColleague: 0 };

  beforeAll(async () => {
    const [a] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    const [deptA] = await db().select({ id: departments.id }).from(departments).where(eq(departments.companyId, a.id));
    const b = await createCompany(db(), 'UsersB Co');
    const [postA] = await db().insert(sysPosts).values({ companyId: a.id, code: 'UA', name: '甲岗位' }).returning({ id: sysPosts.id });
    const [postB] = await db()
      .insert(sysPosts)
      .values({ companyId: b.companyId, code: 'UB', name: '乙岗位' })
      .returning({ id: sysPosts.id });
    Object.assign(co, { a: a.id, b: b.companyId, deptA: deptA.id, deptB: b.deptId, postA: postA.id, postB: postB.id });
    role.manager = await roleWith(db(), 'users_manager', MANAGER_PERMS);
    role.staff = await roleWith(db(), 'users_staff', ['system:user:list']);
    role.beyond = await roleWith(db(), 'users_beyond', ['system:user:list', 'system:menu:list']);
    role.editor = await roleWith(db(), 'users_editor', ['system:user:edit', 'system:user:list']);
    role.admin = await roleId(db(), 'admin');
    ids.alice = await createUser(db(), {
      account: 'u_alice',
      password: PASSWORD,
      companyId: co.a,
      deptId: co.deptA,
      roleIds: [role.manager],
    });
    ids.bob = await createUser(db(), { account: 'u_bob', password: PASSWORD, companyId: co.b, deptId: co.deptB, roleIds: [role.manager] });
    ids.bobsColleague = await createUser(db(), { account: 'u_bobs_colleague', password: PASSWORD, companyId: co.b, roleIds: [role.staff] });
    await createUser(db(), { account: 'u_editor', password: PASSWORD, companyId: co.a, roleIds: [role.editor] });
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    alice = await login(ctx().app, 'u_alice', PASSWORD);
    bob = await login(ctx().app, 'u_bob', PASSWORD);
    editorOnly = await login(ctx().app, 'u_editor', PASSWORD);
  });

  const post = (url: string, payload: Body, token: string, language = 'zh-CN') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': language } });
  const save = (data: Body, token: string, language = 'zh-CN') => post('/rest/user/saveUserInfo', data, token, language);
  const savedId = async (data: Body, token: string): Promise<number> => {
    const response = await save(data, token);
    const body = json<{ id: number }>(response);
    if (body.code !== 200) throw new Error(`${response.statusCode} ${body.msg}`);
    return body.data.id;
  };
  const page = async (token: string, extra: Body = {}, url = '/rest/getObjDataByPage') =>
    json<ObjPage>(await post(url, { objName: 'sys_user', pageSize: 500, sortField: 'id', sortOrder: 'asc', ...extra }, token)).data;
  const newUser = (account: string, extra: Body = {}): Body => ({
    account,
    name: `${account} 姓名`,
    userType: 'enterprise',
    password: PASSWORD,
    ...extra,
  });
  const stored = async (id: number) => {
    const [row] = await db().select().from(users).where(eq(users.id, id));
    return row;
  };
  /** Expects a 4xx refusal with the message in both languages and no change anywhere. */
  const expectRefusedUnchanged = async (
    send: (language: string) => Promise<{ statusCode: number; body: string }>,
    zh: string,
    en: string,
    status = 400,
  ) => {
    const before = await state();
    const inZh = await send('zh-CN');
    expect(inZh.statusCode).toBe(status);
    expect(JSON.parse(inZh.body)).toMatchObject({ msg: zh });
    const inEn = await send('en-US');
    expect(JSON.parse(inEn.body)).toMatchObject({ msg: en });
    expect(await state()).toEqual(before);
  };

  describe('the sys_user list through the generic object API', () => {
    const SAFE_FIELDS = [
      'id',
      'account',
      'name',
      'user_type',
      'company_id',
      'company_name',
      'company_name_en',
      'dept_id',
      'dept_name',
      'dept_name_en',
      'post_ids',
      'post_names',
      'role_ids',
      'role_names',
      'phone',
      'email',
      'status',
      'frozen',
      'created_at',
      'updated_at',
    ];

    it('shows the platform administrator every user and an enterprise administrator only their company', async () => {
      const all = await page(admin);
      expect(all.rows.map((r) => r.account)).toEqual(expect.arrayContaining(['admin', 'demo', 'reviewer', 'u_alice', 'u_bob']));
      const mine = await page(alice);
      expect(mine.rows.length).toBeGreaterThan(0);
      expect(mine.rows.every((r) => r.company_id === co.a)).toBe(true);
      expect(mine.rows.map((r) => r.account)).toEqual(expect.arrayContaining(['demo', 'u_alice']));
      expect(mine.rows.map((r) => r.account)).not.toContain('u_bob');
      expect(mine.rows.map((r) => r.account)).not.toContain('admin');
      const probe = await page(alice, { conditions: [{ field: 'company_id', operator: 'eq', value: co.b }] });
      expect(probe.total).toBe(0);
      const bobs = await page(bob);
      expect(bobs.rows.map((r) => r.account).sort()).toEqual(['u_bob', 'u_bobs_colleague']);
    });

    it('names each user’s company and department in both languages, the Chinese name where no English one is set', async () => {
      const [company] = await db().insert(companies).values({ name: '双语企业', nameEn: 'Bilingual Co' }).returning({ id: companies.id });
      const [named, unnamed] = await db()
        .insert(departments)
        .values([
          { companyId: company.id, name: '研发部', nameEn: 'R&D' },
          { companyId: company.id, name: '仓储部', nameEn: ' ' },
        ])
        .returning({ id: departments.id });
      await createUser(db(), { account: 'u_en_names_1', password: PASSWORD, companyId: company.id, deptId: named.id });
      await createUser(db(), { account: 'u_en_names_2', password: PASSWORD, companyId: company.id, deptId: unnamed.id });
      const found = await page(admin, {
        conditions: [{ field: 'account', operator: 'likeRight', value: 'u_en_names_' }],
        sortField: 'account',
      });
      expect(found.rows.map((r) => [r.company_name, r.company_name_en, r.dept_name, r.dept_name_en])).toEqual([
        ['双语企业', 'Bilingual Co', '研发部', 'R&D'],
        ['双语企业', 'Bilingual Co', '仓储部', '仓储部'],
      ]);
      const meta = json<ObjMetaData>(await post('/rest/getObjMetaData', { objName: 'sys_user' }, admin)).data;
      expect(meta.fields.filter((f) => f.name.endsWith('_name_en')).map((f) => [f.name, f.shownInList])).toEqual([
        ['company_name_en', false],
        ['dept_name_en', false],
      ]);
    });

    it('searches and sorts: like on the account, the role names, frozen', async () => {
      const found = await page(admin, {
        conditions: [{ field: 'account', operator: 'likeRight', value: 'u_b' }],
        sortField: 'account',
        sortOrder: 'desc',
      });
      expect(found.rows.map((r) => r.account)).toEqual(['u_bobs_colleague', 'u_bob']);
      const managers = await page(admin, { conditions: [{ field: 'role_names', operator: 'like', value: 'users_manager' }] });
      expect(managers.rows.map((r) => r.account).sort()).toEqual(['u_alice', 'u_bob']);
      expect(managers.rows[0].role_ids).toBe(String(role.manager));
      const frozen = await page(admin, { conditions: [{ field: 'frozen', operator: 'eq', value: true }] });
      expect(frozen.total).toBe(0);
    });

    it('finds a name in any case, letters beyond ASCII included (the lowered copy of the name, migration 0042)', async () => {
      const registered = await loadObject(db(), 'sys_user');
      expect(registered.fields.find((f) => f.name === 'name')?.foldedColumn).toBe('name_folded');
      const [before] = await db().select({ name: users.name }).from(users).where(eq(users.id, ids.bob));
      await db().update(users).set({ name: 'Ärger Øster' }).where(eq(users.id, ids.bob));
      try {
        for (const value of ['äRGER', 'øSTER', 'ärger øster']) {
          const found = await page(admin, { conditions: [{ field: 'name', operator: 'like', value }] });
          expect(`${value}: ${found.rows.map((r) => r.account).join()}`).toBe(`${value}: u_bob`);
        }
        const others = await page(admin, { conditions: [{ field: 'name', operator: 'notLike', value: 'ÄRGER' }] });
        expect(others.rows.map((r) => r.account)).not.toContain('u_bob');
        expect(others.rows.length).toBeGreaterThan(0);
      } finally {
        await db().update(users).set({ name: before.name }).where(eq(users.id, ids.bob));
      }
    });

    it('never answers a password hash, lockout counter or token, in any read of the generic API', async () => {
      const [hashRow] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.account, 'admin'));
      const responses = [
        await post('/rest/getObjMetaData', { objName: 'sys_user' }, admin),
        await post('/rest/getObjDataByPage', { objName: 'sys_user', pageSize: 500 }, admin),
        await post('/rest/getObjData', { objName: 'sys_user' }, admin),
        await post('/rest/getObjDataById', { objName: 'sys_user', id: ids.alice }, admin),
        await post('/rest/systemInfo/getObjDataByPage', { objName: 'sys_user', pageSize: 500 }, admin),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(hashRow.passwordHash.slice(0, 20));
        expect(response.body).not.toMatch(/password|failed_logins|locked_until|token/i);
      }
      const meta = json<ObjMetaData>(responses[0]).data;
      expect(meta.fields.map((f) => f.name).sort()).toEqual([...SAFE_FIELDS].sort());
      expect(meta.fields.every((f) => f.readOnly)).toBe(true);
      const rows = json<ObjRow[]>(responses[2]).data;
      for (const row of rows) expect(Object.keys(row).sort()).toEqual([...SAFE_FIELDS].sort());
      // a field naming the hash column is unknown, so it can neither be searched nor sorted
      const probe = await post(
        '/rest/getObjDataByPage',
        { objName: 'sys_user', conditions: [{ field: 'password_hash', operator: 'isNotNull' }] },
        admin,
      );
      expect(probe.statusCode).toBe(400);
      const sorted = await post('/rest/getObjDataByPage', { objName: 'sys_user', sortField: 'password_hash' }, admin);
      expect(sorted.statusCode).toBe(400);
    });

    it('refuses every write through the generic API (users change only through /rest/user/*), changing nothing', async () => {
      const before = await state();
      const attempts = [
        await post('/rest/saveObjData', { objName: 'sys_user', data: { account: 'sneaky', name: 'x' } }, admin),
        await post('/rest/saveObjData', { objName: 'sys_user', data: { id: ids.alice, name: 'renamed' } }, admin),
        await post('/rest/delObjData', { objName: 'sys_user', id: ids.alice }, admin),
        await post('/rest/delObjDataByIdList', { objName: 'sys_user', ids: [ids.alice, ids.bob] }, admin),
        await post('/rest/delObjData', { objName: 'sys_user', id: ids.bob }, alice),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect(await state()).toEqual(before);
    });

    it('serves /rest/systemInfo/getObjDataByPage for system objects only, with the same scope', async () => {
      const viaSystem = await page(alice, {}, '/rest/systemInfo/getObjDataByPage');
      expect(viaSystem).toEqual(await page(alice));
      const posts = json<ObjPage>(await post('/rest/systemInfo/getObjDataByPage', { objName: 'sys_post' }, alice));
      expect(posts.code).toBe(200);
      expect(posts.data.rows.every((r) => r.company_id === co.a)).toBe(true);
      const [object] = await db()
        .insert(metaObjects)
        .values({
          name: 'users_test_nodes',
          tableName: 'directory_nodes',
          labelZh: '节点',
          labelEn: 'Nodes',
          permissionPrefix: 'business:directory',
        })
        .returning({ id: metaObjects.id });
      await db()
        .insert(metaFields)
        .values({ objectId: object.id, name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', editable: false });
      const generic = await post('/rest/getObjDataByPage', { objName: 'users_test_nodes' }, admin);
      expect(generic.statusCode).toBe(200);
      const refusedZh = await post('/rest/systemInfo/getObjDataByPage', { objName: 'users_test_nodes' }, admin);
      expect(refusedZh.statusCode).toBe(400);
      expect(json(refusedZh).msg).toBe('此接口只提供系统对象：users_test_nodes');
      const refusedEn = await post('/rest/systemInfo/getObjDataByPage', { objName: 'users_test_nodes' }, admin, 'en-US');
      expect(json(refusedEn).msg).toBe('This call serves system objects only: users_test_nodes');
      await db().delete(metaObjects).where(eq(metaObjects.id, object.id));
    });
  });

  describe('create and edit', () => {
    it('creates a user of the own company with department, post and role in one save, who can then sign in', async () => {
      const response = await save(
        newUser('u_carol', {
          deptId: co.deptA,
          postIds: [co.postA],
          roleIds: [role.staff],
          phone: '13800000001',
          email: 'carol@example.com',
        }),
        alice,
      );
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ code: 200, msg: '新增成功!' });
      const id = json<{ id: number }>(response).data.id;
      expect(await stored(id)).toMatchObject({
        account: 'u_carol',
        companyId: co.a,
        deptId: co.deptA,
        userType: 'enterprise',
        phone: '13800000001',
        frozen: false,
      });
      const listed = (await page(alice, { conditions: [{ field: 'id', operator: 'eq', value: id }] })).rows[0];
      expect(listed).toMatchObject({
        post_ids: String(co.postA),
        post_names: '甲岗位',
        role_ids: String(role.staff),
        role_names: 'users_staff名',
        dept_id: co.deptA,
      });
      await login(ctx().app, 'u_carol', PASSWORD);
    });

    it('edits name, contact, posts and roles; left-out posts and roles stay', async () => {
      const id = await savedId(newUser('u_dan', { postIds: String(co.postA), roleIds: `${role.staff}` }), alice);
      const edited = await save({ id, account: 'u_dan', name: '丹', userType: 'enterprise', email: 'dan@example.com' }, alice);
      expect(json(edited)).toMatchObject({ code: 200, msg: '编辑成功!' });
      expect(await stored(id)).toMatchObject({ name: '丹', email: 'dan@example.com', phone: null });
      expect((await db().select().from(userPosts).where(eq(userPosts.userId, id))).map((p) => p.postId)).toEqual([co.postA]);
      expect((await db().select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.roleId)).toEqual([role.staff]);
      await savedId({ id, account: 'u_dan2', name: '丹', userType: 'enterprise', postIds: [], roleIds: '[]' }, alice);
      expect(await db().select().from(userPosts).where(eq(userPosts.userId, id))).toEqual([]);
      expect(await db().select().from(userRoles).where(eq(userRoles.userId, id))).toEqual([]);
      expect((await stored(id)).account).toBe('u_dan2');
    });

    it.each([
      [
        'an account with spaces',
        { account: 'ab cd' },
        '账号须以字母开头，由 4 至 32 位字母、数字或下划线组成',
        'The account needs 4 to 32 letters, digits or underscores, starting with a letter',
      ],
      [
        'an account starting with a digit',
        { account: '1abcd' },
        expect.stringContaining('账号须以字母开头'),
        expect.stringContaining('starting with a letter'),
      ],
      ['an empty name', { name: '  ' }, '请填写姓名（最多 50 个字符）', 'Please enter a name (at most 50 characters)'],
      ['an unknown user type', { userType: 'root' }, '用户类型有误', 'The user type is not valid'],
      [
        'a weak password',
        { password: 'abcdefgh' },
        expect.stringContaining('密码须为 8 至 64 位'),
        expect.stringContaining('The password needs 8 to 64'),
      ],
      [
        'the account as password',
        { account: 'Users_123456', password: 'Users_123456' },
        expect.stringContaining('不能与账号相同'),
        expect.stringContaining('differ from the account'),
      ],
      ['no password', { password: undefined }, expect.stringContaining('密码须为'), expect.stringContaining('The password needs')],
      ['a bad email', { email: 'not-an-email' }, '邮箱格式不正确', 'The email address is not valid'],
      ['a bad phone', { phone: '12345' }, '手机号码格式不正确', 'The phone number is not valid'],
      [
        'a department of another company',
        { deptId: -1 },
        '部门不存在或不属于该企业',
        'The department does not exist or belongs to another company',
      ],
      ['a post of another company', { postIds: [-1] }, '岗位不存在或不属于该企业', 'A post does not exist or belongs to another company'],
      ['a role that does not exist', { roleIds: [999999] }, '角色不存在', 'A role does not exist'],
    ])('refuses %s: 400 in both languages, nothing changed', async (_title, change, zh, en) => {
      const data: Body = { ...newUser('u_invalid'), ...change };
      if (data.deptId === -1) data.deptId = co.deptB;
      if (Array.isArray(data.postIds) && data.postIds[0] === -1) data.postIds = [co.postB];
      await expectRefusedUnchanged((language) => save(data, alice, language), zh as string, en as string);
    });

    it('refuses a duplicate account, whatever its case, on create and on edit', async () => {
      await expectRefusedUnchanged((language) => save(newUser('U_ALICE'), alice, language), '账号已存在', 'This account already exists');
      await expectRefusedUnchanged(
        (language) => save(newUser('demo', { companyId: co.a }), admin, language),
        '账号已存在',
        'This account already exists',
      );
      const id = await savedId(newUser('u_erin'), alice);
      await expectRefusedUnchanged(
        (language) => save({ id, account: 'u_bob', name: 'x', userType: 'enterprise' }, alice, language),
        '账号已存在',
        'This account already exists',
      );
    });

    it('keeps an enterprise administrator inside their company: no other company, no platform types, no other company’s users', async () => {
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { companyId: co.b }), alice, language),
        '只能管理本企业的用户',
        'You can only manage users of your own company',
        403,
      );
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { userType: 'admin' }), alice, language),
        '只能管理本企业的用户',
        'You can only manage users of your own company',
        403,
      );
      await expectRefusedUnchanged(
        (language) => save({ id: ids.bob, account: 'u_bob', name: 'taken over', userType: 'enterprise' }, alice, language),
        '用户不存在或无权访问',
        'The user does not exist or is not accessible',
        404,
      );
      // the same company id as the session is accepted
      await savedId(newUser('u_fay', { companyId: co.a }), alice);
    });

    it('lets only roles within the granting administrator’s rights be granted or taken', async () => {
      const beyond = 'You cannot grant or remove a role beyond your own rights';
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { roleIds: [role.admin] }), alice, language),
        '不能授予或移除超出自身权限的角色',
        beyond,
        403,
      );
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { roleIds: [role.beyond] }), alice, language),
        '不能授予或移除超出自身权限的角色',
        beyond,
        403,
      );
      // a user already holding a role beyond alice's rights is not hers to manage
      const powerful = await createUser(db(), { account: 'u_powerful', password: PASSWORD, companyId: co.a, roleIds: [role.beyond] });
      await expectRefusedUnchanged(
        (language) => save({ id: powerful, account: 'u_powerful', name: 'x', userType: 'enterprise' }, alice, language),
        '该用户拥有超出您权限的角色，不能由您管理',
        'This user holds roles beyond your rights and cannot be managed by you',
        403,
      );
      // her own role's rights are within her rights
      await savedId(newUser('u_peer', { roleIds: [role.manager] }), alice);
    });

    it('lets a platform administrator choose the company, and keeps platform users out of companies', async () => {
      const id = await savedId(newUser('u_in_b', { companyId: co.b, deptId: co.deptB, postIds: [co.postB] }), admin);
      expect(await stored(id)).toMatchObject({ companyId: co.b, deptId: co.deptB });
      expect((await page(bob)).rows.map((r) => r.account)).toContain('u_in_b');
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { companyId: null }), admin, language),
        '企业用户须选择所属企业',
        'An enterprise user needs a company',
      );
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { userType: 'review', companyId: co.a }), admin, language),
        '平台用户不能属于企业',
        'A platform user belongs to no company',
      );
      await expectRefusedUnchanged(
        (language) => save(newUser('u_xx', { companyId: 999999 }), admin, language),
        '所属企业不存在',
        'The company does not exist',
      );
      // moving to company A with company B's department is refused
      await expectRefusedUnchanged(
        (language) => save({ id, account: 'u_in_b', name: 'x', userType: 'enterprise', companyId: co.a }, admin, language),
        '部门不存在或不属于该企业',
        'The department does not exist or belongs to another company',
      );
      const reviewer = await savedId(newUser('u_reviewer2', { userType: 'review', roleIds: [await roleId(db(), 'reviewer')] }), admin);
      expect(await stored(reviewer)).toMatchObject({ companyId: null, userType: 'review' });
    });

    it('needs system:user:add to create, system:user:edit to edit', async () => {
      const before = await state();
      const created = await save(newUser('u_by_editor'), editorOnly);
      expect(created.statusCode).toBe(403);
      expect(await state()).toEqual(before);
      const [editor] = await db().select({ id: users.id }).from(users).where(eq(users.account, 'u_editor'));
      expect(json(await save({ id: editor.id, account: 'u_editor', name: '编辑者', userType: 'enterprise' }, editorOnly)).code).toBe(200);
    });
  });

  describe('delete, freeze, reset password, remove a role', () => {
    it('deletes one or a list, all or nothing, and never another company’s user', async () => {
      const one = await savedId(newUser('u_del1'), alice);
      const two = await savedId(newUser('u_del2', { postIds: [co.postA], roleIds: [role.staff] }), alice);
      await expectRefusedUnchanged(
        (language) => post('/rest/user/deleteUserInfo', { ids: [one, ids.bobsColleague] }, alice, language),
        '用户不存在或无权访问',
        'The user does not exist or is not accessible',
        404,
      );
      await expectRefusedUnchanged(
        (language) => post('/rest/user/deleteUserInfo', { ids: [] }, alice, language),
        '请选择要删除的数据（最多 1000 条）',
        'Choose the users to delete (at most 1000)',
      );
      const deleted = await post('/rest/user/deleteUserInfo', { ids: `${one},${two}` }, alice);
      expect(json(deleted)).toMatchObject({ code: 200, msg: '删除成功!', data: { deleted: 2 } });
      expect(
        await db()
          .select()
          .from(users)
          .where(inArray(users.id, [one, two])),
      ).toEqual([]);
      const three = await savedId(newUser('u_del3'), alice);
      expect(json(await post('/rest/user/deleteUserInfo', { id: three }, alice)).data).toEqual({ deleted: 1 });
    });

    it('refuses deleting oneself, alone or in a list', async () => {
      const other = await savedId(newUser('u_del4'), alice);
      await expectRefusedUnchanged(
        (language) => post('/rest/user/deleteUserInfo', { ids: [other, ids.alice] }, alice, language),
        '不能删除当前登录的用户',
        'You cannot delete yourself',
      );
    });

    it('freezing ends the user’s sessions and blocks sign-in; unfreezing lets them sign in again', async () => {
      const id = await savedId(newUser('u_frost'), alice);
      const token = await login(ctx().app, 'u_frost', PASSWORD);
      const frozen = await post('/rest/user/freezeUser', { id }, alice);
      expect(json(frozen)).toMatchObject({ code: 200, msg: '冻结成功' });
      const after = await ctx().app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token } });
      expect(after.statusCode).toBe(401);
      const signIn = await ctx().app.inject({
        method: 'POST',
        url: '/rest/loginWithCaptcha',
        headers: { 'accept-language': 'zh-CN' },
        payload: { username: 'u_frost', password: PASSWORD, code: '', uuid: '' },
      });
      expect(json(signIn).code).not.toBe(200);
      expect(json(signIn).msg).toBe('账号已被冻结，请联系管理员');
      expect((await page(alice, { conditions: [{ field: 'frozen', operator: 'eq', value: true }] })).rows.map((r) => r.id)).toEqual([id]);
      expect(json(await post('/rest/user/unfreezeUser', { id }, alice))).toMatchObject({ code: 200, msg: '解冻成功' });
      // the old session stays ended; a new sign-in works
      expect((await ctx().app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token } })).statusCode).toBe(401);
      await login(ctx().app, 'u_frost', PASSWORD);
      await expectRefusedUnchanged(
        (language) => post('/rest/user/freezeUser', { id: ids.bob }, alice, language),
        '用户不存在或无权访问',
        'The user does not exist or is not accessible',
        404,
      );
    });

    it('resets a password by the rule and ends every session of that user', async () => {
      const id = await savedId(newUser('u_reset'), alice);
      const first = await login(ctx().app, 'u_reset', PASSWORD);
      const second = await login(ctx().app, 'u_reset', PASSWORD);
      await expectRefusedUnchanged(
        (language) => post('/rest/user/resetPassword', { id, password: 'short' }, alice, language),
        expect.stringContaining('密码须为') as unknown as string,
        expect.stringContaining('The password needs') as unknown as string,
      );
      const reset = await post('/rest/user/resetPassword', { id, password: 'Fresh@654321' }, alice);
      expect(json(reset)).toMatchObject({ code: 200, msg: '密码重置成功' });
      for (const token of [first, second]) {
        const response = await ctx().app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token } });
        expect(response.statusCode).toBe(401);
        expect(json(response).code).toBe(CODE_SESSION_REVOKED);
      }
      await login(ctx().app, 'u_reset', 'Fresh@654321');
      await expect(login(ctx().app, 'u_reset', PASSWORD)).rejects.toThrow();
      await expectRefusedUnchanged(
        (language) => post('/rest/user/resetPassword', { id: ids.bob, password: 'Fresh@654321' }, alice, language),
        '用户不存在或无权访问',
        'The user does not exist or is not accessible',
        404,
      );
    });

    it('removes one role from a user, only within the remover’s rights', async () => {
      const id = await savedId(newUser('u_roles', { roleIds: [role.staff, role.manager] }), alice);
      const removed = await post('/rest/user/removeRole', { userId: id, roleId: role.staff }, alice);
      expect(json(removed)).toMatchObject({ code: 200, msg: '角色移除成功' });
      expect((await db().select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.roleId)).toEqual([role.manager]);
      await expectRefusedUnchanged(
        (language) => post('/rest/user/removeRole', { userId: id, roleId: role.staff }, alice, language),
        '该用户没有此角色',
        'The user does not hold this role',
        404,
      );
      await expectRefusedUnchanged(
        (language) => post('/rest/user/removeRole', { userId: ids.bobsColleague, roleId: role.staff }, alice, language),
        '用户不存在或无权访问',
        'The user does not exist or is not accessible',
        404,
      );
    });
  });

  describe('the last platform administrator', () => {
    const LAST = ['至少需要保留一名可用的平台管理员', 'At least one active platform administrator must remain'] as const;
    let adminId = 0;
    beforeAll(async () => {
      const [row] = await db().select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
      adminId = row.id;
    });

    it('cannot delete or freeze themself', async () => {
      await expectRefusedUnchanged(
        (language) => post('/rest/user/deleteUserInfo', { id: adminId }, admin, language),
        '不能删除当前登录的用户',
        'You cannot delete yourself',
      );
      await expectRefusedUnchanged(
        (language) => post('/rest/user/freezeUser', { id: adminId }, admin, language),
        '不能冻结当前登录的用户',
        'You cannot freeze yourself',
      );
    });

    it('cannot demote themself, by removing the role or by saving without it', async () => {
      await expectRefusedUnchanged(
        (language) => post('/rest/user/removeRole', { userId: adminId, roleId: role.admin }, admin, language),
        ...LAST,
      );
      await expectRefusedUnchanged(
        (language) => save({ id: adminId, account: 'admin', name: '管理员', userType: 'admin', roleIds: [] }, admin, language),
        ...LAST,
      );
    });

    it('is the last one only while no other active administrator exists', async () => {
      const second = await savedId(
        { account: 'u_admin2', name: '第二管理员', userType: 'admin', password: PASSWORD, roleIds: [role.admin] },
        admin,
      );
      const secondToken = await login(ctx().app, 'u_admin2', PASSWORD);
      // with the first one frozen, the second is the last: it cannot drop its role nor delete the first
      expect(json(await post('/rest/user/freezeUser', { id: adminId }, secondToken)).code).toBe(200);
      await expectRefusedUnchanged(
        (language) => post('/rest/user/removeRole', { userId: second, roleId: role.admin }, secondToken, language),
        ...LAST,
      );
      expect(json(await post('/rest/user/unfreezeUser', { id: adminId }, secondToken)).code).toBe(200);
      admin = await login(ctx().app, 'admin', PASSWORDS.admin);
      // two active administrators: one may take the other's role, and delete them
      expect(json(await post('/rest/user/removeRole', { userId: second, roleId: role.admin }, admin)).code).toBe(200);
      expect(json(await post('/rest/user/deleteUserInfo', { id: second }, admin)).code).toBe(200);
    });
  });

  it('checks accounts and phones by the same rules as the forms', () => {
    expect(ACCOUNT.source).toBe(ACCOUNT_PATTERN.source);
    expect(PHONE.source).toBe(PHONE_PATTERN.source);
  });
});
