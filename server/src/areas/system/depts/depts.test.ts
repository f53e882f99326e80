import { eq } from 'drizzle-orm';
import type { DeptTreeNode, OrganisationInfo } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { snapshot } from '../../../testing/databaseSnapshot';
import { createUser } from '../../../testing/accounts';
import { companies, departments } from '../../../schema';
import { translate, type MessageKey } from '../../../http/messages';
import { PHONE } from './service';
import { PHONE_PATTERN } from '@pcf/shared/contracts';
import { createCompanyAdmins, FIXTURE_PASSWORD, roleHolding, type CompanyAdmins } from '../../../testing/deptsRoles';

const zh = (key: MessageKey, params?: Record<string, string | number>) => translate(key, 'zh', params);

describeEachDatabase('departments', (ctx) => {
  let fx: CompanyAdmins;
  let tokenA = '';
  let tokenB = '';
  let admin = '';
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);

  beforeAll(async () => {
    fx = await createCompanyAdmins(db(), 'dp');
    tokenA = await login(ctx().app, 'dp_a', FIXTURE_PASSWORD);
    tokenB = await login(ctx().app, 'dp_b', FIXTURE_PASSWORD);
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, token = tokenA) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: token, 'accept-language': 'zh-CN' } });
  const tree = async (token = tokenA, query = '') => {
    const body = json<DeptTreeNode[]>(await call('GET', `/sky/dept/tree${query}`, undefined, token));
    expect(body.code).toBe(200);
    return body.data;
  };
  const find = (nodes: DeptTreeNode[], name: string): DeptTreeNode | undefined => {
    for (const node of nodes) {
      if (node.name === name) return node;
      const inner = find(node.children ?? [], name);
      if (inner) return inner;
    }
    return undefined;
  };
  const create = async (name: string, parentId: number, token = tokenA, extra: object = {}) => {
    const body = json<{ id: number }>(await call('POST', '/sky/dept/create', { name, parentId, sort: 1, status: 0, ...extra }, token));
    expect(body).toMatchObject({ code: 200, msg: '新增成功!' });
    return body.data.id;
  };
  /** The refusal's message, and proof nothing changed. */
  const refusedWith = async (request: () => ReturnType<typeof call>): Promise<string> => {
    const before = await state();
    const response = await request();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const body = json(response);
    expect(body.code).not.toBe(200);
    expect(await state()).toEqual(before);
    return body.msg;
  };

  it('builds a company tree with the tree payloads: create (code 200), nested load with level, parentId, leader and phone', async () => {
    const top = await create('研发中心', 0, tokenA, { leader: '张三', phone: '13800000001' });
    const mid = await create('软件部', top);
    await create('前端组', mid);
    const nodes = await tree();
    const found = find(nodes, '研发中心') as DeptTreeNode;
    expect(found).toMatchObject({
      id: top,
      pid: 0,
      parentId: 0,
      level: 1,
      companyId: fx.companyA,
      leader: '张三',
      phone: '13800000001',
      status: 0,
    });
    expect(found.children?.map((c) => c.name)).toEqual(['软件部']);
    expect(find(nodes, '前端组')).toMatchObject({ level: 3, parentId: mid, pid: mid });
    // only the own company's departments
    expect(nodes.every((n) => n.companyId === fx.companyA)).toBe(true);
    expect(find(await tree(tokenB), '研发中心')).toBeUndefined();
  });

  it('updates with PUT: rename, leader, phone, status; the tree rename payload keeps leader and phone', async () => {
    const id = await create('市场部', 0);
    const edited = json(
      await call('PUT', '/sky/dept/update', {
        id,
        parentId: 0,
        name: '市场一部',
        sort: 2,
        status: 0,
        leader: '李四',
        phone: '+86 21 5555-6666',
      }),
    );
    expect(edited).toEqual({ code: 200, msg: '编辑成功!' });
    expect(json(await call('PUT', '/sky/dept/update', { id, parentId: 0, name: '市场部', sort: 1, status: 0 })).code).toBe(200);
    expect(find(await tree(), '市场部')).toMatchObject({ id, leader: '李四', phone: '+86 21 5555-6666', sort: 1 });
    expect(
      await refusedWith(() => call('PUT', '/sky/dept/update', { id, parentId: 0, name: '市场部', sort: 1, status: 0, phone: 'call me' })),
    ).toBe(zh('phoneInvalid'));
    expect(await refusedWith(() => call('PUT', '/sky/dept/update', { id, parentId: 0, name: '市场部', sort: 1, status: 3 }))).toBe(
      zh('deptStatusInvalid'),
    );
    expect(await refusedWith(() => call('PUT', '/sky/dept/update', { id, parentId: 0, name: '   ', sort: 1, status: 0 }))).toBe(
      zh('treeNameRequired'),
    );
  });

  it('refuses a sibling with the same name, allows it under another parent', async () => {
    const a = await create('同名父一', 0);
    const b = await create('同名父二', 0);
    await create('财务', a);
    await create('财务', b);
    expect(await refusedWith(() => call('POST', '/sky/dept/create', { name: '财务', parentId: a, sort: 1, status: 0 }))).toBe(
      zh('deptNameTaken', { name: '财务' }),
    );
  });

  it('moves within the company, never under itself or below, never deeper than four levels', async () => {
    const one = await create('移动一', 0);
    const two = await create('移动二', one);
    const three = await create('移动三', two);
    const other = await create('移动目标', 0);
    const move = (id: number, parentId: number, name: string) =>
      call('PUT', '/sky/dept/update', { id, parentId, name, sort: 1, status: 0 });
    expect(await refusedWith(() => move(one, three, '移动一'))).toBe(zh('treeMoveIntoItself'));
    expect(await refusedWith(() => move(one, one, '移动一'))).toBe(zh('treeMoveIntoItself'));
    // other (1) + one's three levels = 4 is allowed; a fourth level below three then is not
    expect(json(await move(one, other, '移动一')).code).toBe(200);
    expect(find(await tree(), '移动三')).toMatchObject({ level: 4 });
    expect(await refusedWith(() => call('POST', '/sky/dept/create', { name: '第五级', parentId: three, sort: 1, status: 0 }))).toBe(
      zh('treeTooDeep', { max: 4 }),
    );
    const deep = await create('另一个', 0);
    await create('另一个子', deep);
    expect(await refusedWith(() => move(deep, three, '另一个'))).toBe(zh('treeTooDeep', { max: 4 }));
    expect(json(await move(two, 0, '移动二')).code).toBe(200);
    expect(find(await tree(), '移动三')).toMatchObject({ level: 2, parentId: two });
  });

  it('refuses to disable a department whose sub-departments are in use', async () => {
    const parent = await create('停用父', 0);
    const child = await create('停用子', parent);
    expect(await refusedWith(() => call('PUT', '/sky/dept/update', { id: parent, parentId: 0, name: '停用父', sort: 1, status: 1 }))).toBe(
      zh('deptHasActiveChildren'),
    );
    expect(json(await call('PUT', '/sky/dept/update', { id: child, parentId: parent, name: '停用子', sort: 1, status: 1 })).code).toBe(200);
    expect(json(await call('PUT', '/sky/dept/update', { id: parent, parentId: 0, name: '停用父', sort: 1, status: 1 })).code).toBe(200);
  });

  it('deletes an empty department; refuses one with sub-departments or users, in both languages', async () => {
    const parent = await create('删除父', 0);
    const child = await create('删除子', parent);
    expect(await refusedWith(() => call('DELETE', `/sky/dept/delete?id=${parent}`))).toBe('存在下级部门，不允许删除');
    const en = await ctx().app.inject({
      method: 'DELETE',
      url: `/sky/dept/delete?id=${parent}`,
      headers: { authorization: tokenA, 'accept-language': 'en' },
    });
    expect(json(en).msg).toBe('This department has sub-departments and cannot be deleted');
    await createUser(db(), { account: 'dp_member', password: FIXTURE_PASSWORD, companyId: fx.companyA, deptId: child });
    expect(await refusedWith(() => call('DELETE', `/sky/dept/delete?id=${child}`))).toBe('部门存在用户，不允许删除');
    const empty = await create('删除空', 0);
    expect(json(await call('DELETE', `/sky/dept/delete?id=${empty}`))).toEqual({ code: 200, msg: '删除成功!' });
    expect(find(await tree(), '删除空')).toBeUndefined();
  });

  it('saves and deletes through the form-encoded /rest/dept calls', async () => {
    const form = (url: string, body: string) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { authorization: tokenA, 'accept-language': 'zh-CN', 'content-type': 'application/x-www-form-urlencoded' },
      });
    const saved = json<{ id: number }>(
      await form(
        '/rest/dept/saveDeptInfo',
        `name=${encodeURIComponent('表单部门')}&parentId=0&sort=3&status=0&leader=Wang&phone=13900000000`,
      ),
    );
    expect(saved).toMatchObject({ code: 200, msg: '保存成功!' });
    expect(find(await tree(), '表单部门')).toMatchObject({ id: saved.data.id, sort: 3, leader: 'Wang' });
    const edited = json(await form('/rest/dept/saveDeptInfo', `id=${saved.data.id}&name=${encodeURIComponent('表单部门二')}&parentId=0`));
    expect(edited.code).toBe(200);
    expect(find(await tree(), '表单部门二')).toMatchObject({ id: saved.data.id, leader: 'Wang' });
    expect(json(await form('/rest/dept/deleteDeptInfo', `id=${saved.data.id}`)).msg).toBe('删除成功!');
    expect(find(await tree(), '表单部门二')).toBeUndefined();
  });

  describe('across companies', () => {
    let ofB = 0;
    beforeAll(async () => {
      ofB = await create('乙公司部门', 0, tokenB);
    });

    it("A can neither see, rename, move, delete nor add under B's departments; nothing changes", async () => {
      expect(find(await tree(tokenA), '乙公司部门')).toBeUndefined();
      // A's own company id, whatever A names: the session decides
      expect(find(await tree(tokenA, `?companyId=${fx.companyB}`), '乙公司部门')).toBeUndefined();
      const own = await create('甲公司部门', 0);
      const missing = zh('deptMissing');
      expect(await refusedWith(() => call('PUT', '/sky/dept/update', { id: ofB, parentId: 0, name: 'by A', sort: 1, status: 0 }))).toBe(
        missing,
      );
      expect(await refusedWith(() => call('DELETE', `/sky/dept/delete?id=${ofB}`))).toBe(missing);
      expect(await refusedWith(() => call('POST', '/rest/dept/deleteDeptInfo', { id: ofB }))).toBe(missing);
      expect(await refusedWith(() => call('POST', '/sky/dept/create', { name: 'under B', parentId: ofB, sort: 1, status: 0 }))).toBe(
        missing,
      );
      expect(await refusedWith(() => call('POST', '/rest/dept/saveDeptInfo', { id: ofB, name: 'by A', parentId: 0 }))).toBe(missing);
      expect(
        await refusedWith(() => call('PUT', '/sky/dept/update', { id: own, parentId: ofB, name: '甲公司部门', sort: 1, status: 0 })),
      ).toBe(zh('treeParentMissing'));
      expect(
        await refusedWith(() => call('PUT', '/sky/dept/update', { id: own, parentId: fx.deptB, name: '甲公司部门', sort: 1, status: 0 })),
      ).toBe(zh('treeParentMissing'));
    });

    it('a first-level department A creates naming company B lands in A', async () => {
      const id = await create('命名乙公司', 0, tokenA, { companyId: fx.companyB });
      const [row] = await db().select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, id));
      expect(row.companyId).toBe(fx.companyA);
    });

    it('the platform administrator manages any company, naming it for first-level departments', async () => {
      expect(await refusedWith(() => call('POST', '/sky/dept/create', { name: '平台建', parentId: 0, sort: 1, status: 0 }, admin))).toBe(
        zh('sysCompanyRequired'),
      );
      const id = await create('平台建', 0, admin, { companyId: fx.companyB });
      await create('平台建子', ofB, admin);
      const ofBTree = await tree(admin, `?companyId=${fx.companyB}`);
      expect(find(ofBTree, '平台建')).toMatchObject({ id, companyId: fx.companyB });
      expect(find(ofBTree, '平台建子')).toMatchObject({ parentId: ofB });
      expect(ofBTree.every((n) => n.companyId === fx.companyB)).toBe(true);
      // without a company: every company's tree
      const all = await tree(admin);
      expect(new Set(all.map((n) => n.companyId))).toEqual(new Set([fx.companyA, fx.companyB]));
      expect(find(await tree(tokenB), '平台建')).toMatchObject({ id });
    });
  });

  describe('the organisation (/rest/systemInfo/getDeptManager)', () => {
    const org = (payload: object, token = tokenA) => call('POST', '/rest/systemInfo/getDeptManager', payload, token);

    it("answers and saves the caller's own company; a company id in the body is ignored", async () => {
      const read = json<OrganisationInfo>(await org({}));
      expect(read.data.id).toBe(fx.companyA);
      const saved = json<OrganisationInfo>(await org({ companyId: fx.companyB, name: '甲公司新名', nameEn: 'A renamed' }));
      expect(saved).toMatchObject({ code: 200, msg: '保存成功!', data: { id: fx.companyA, name: '甲公司新名', nameEn: 'A renamed' } });
      const [b] = await db().select({ name: companies.name }).from(companies).where(eq(companies.id, fx.companyB));
      expect(b.name).toBe('dp B Co');
    });

    it('refuses a blank or taken name; the platform administrator must name the company', async () => {
      expect(await refusedWith(() => org({ name: ' ' }))).toBe(zh('orgNameRequired'));
      expect(await refusedWith(() => org({ name: 'dp B Co' }))).toBe(zh('orgNameTaken'));
      expect(await refusedWith(() => org({}, admin))).toBe(zh('sysCompanyRequired'));
      expect(json<OrganisationInfo>(await org({ companyId: fx.companyB }, admin)).data.name).toBe('dp B Co');
    });
  });

  it('refuses a user without a company (not a platform administrator)', async () => {
    const role = await roleHolding(db(), 'dp_nocompany', null, ['system:dept:list', 'system:dept:add']);
    await createUser(db(), { account: 'dp_none', password: FIXTURE_PASSWORD, companyId: null, roleIds: [role.roleId] });
    const token = await login(ctx().app, 'dp_none', FIXTURE_PASSWORD);
    expect((await call('GET', '/sky/dept/tree', undefined, token)).statusCode).toBe(403);
    expect(await refusedWith(() => call('POST', '/sky/dept/create', { name: 'x', parentId: 0, sort: 1, status: 0 }, token))).toBe(
      zh('sysNoCompany'),
    );
  });

  it('checks phones with the pattern every form uses', () => {
    expect(PHONE.source).toBe(PHONE_PATTERN.source);
  });
});
