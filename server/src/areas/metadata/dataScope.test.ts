import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import type { ObjPage, ObjRow } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { createUser } from '../../testing/accounts';
import { companies, departments, metaFields, metaObjects, roleDepts, roles } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { FIXTURE_PASSWORD, roleHolding } from '../../testing/deptsRoles';

type Body = Record<string, unknown>;
type Scope = 'all' | 'custom' | 'dept' | 'deptAndChild' | 'self';

const PERMS = ['test:scoped:list', 'test:scoped:edit', 'test:scoped:remove', 'test:scoped:export', 'system:user:list', 'system:post:list'];

/** The roles' data scope through the generic object API, on objects that name a department and owner column. */
describeEachDatabase('generic object API: the roles data scope', (ctx) => {
  const db = () => ctx().database.db;
  const post = (url: string, payload: Body, token: string) =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': 'en-US' } });
  const page = async (token: string, objName = 'scoped_things') => {
    const body = json<ObjPage>(await post('/rest/getObjDataByPage', { objName, pageSize: 500, sortField: 'id' }, token));
    if (body.code !== 200) throw new Error(body.msg);
    return body.data;
  };
  const titles = async (token: string) => (await page(token)).rows.map((r) => r.title).sort();
  const stored = async () => {
    const result = (await db().execute(sql`select id, title from scoped_things order by id`)) as unknown as {
      rows: { id: number; title: string }[];
    };
    return result.rows.map((r) => ({ id: Number(r.id), title: r.title }));
  };

  let companyA = 0;
  let companyB = 0;
  let top = 0;
  let mid = 0;
  let leaf = 0;
  let other = 0;
  let deptB = 0;
  const users: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const things: Record<string, number> = {};

  const dept = async (companyId: number, name: string, parentId = 0) =>
    (await db().insert(departments).values({ companyId, name, parentId }).returning({ id: departments.id }))[0].id;
  const roleWithScope = async (key: string, companyId: number, dataScope: Scope, deptIds: number[] = []) => {
    const { roleId } = await roleHolding(db(), key, companyId, PERMS);
    await db().update(roles).set({ dataScope }).where(eq(roles.id, roleId));
    if (deptIds.length > 0)
      await db()
        .insert(roleDepts)
        .values(deptIds.map((deptId) => ({ roleId, deptId })));
    return roleId;
  };

  beforeAll(async () => {
    [{ id: companyA }] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    [{ id: companyB }] = await db().insert(companies).values({ name: 'dsx 乙', nameEn: 'dsx B' }).returning({ id: companies.id });
    top = await dept(companyA, 'dsx 总部');
    mid = await dept(companyA, 'dsx 分部', top);
    leaf = await dept(companyA, 'dsx 小组', mid);
    other = await dept(companyA, 'dsx 其他');
    deptB = await dept(companyB, 'dsx 乙部');

    const r = {
      all: await roleWithScope('dsx_all', companyA, 'all'),
      self: await roleWithScope('dsx_self', companyA, 'self'),
      dept: await roleWithScope('dsx_dept', companyA, 'dept'),
      below: await roleWithScope('dsx_below', companyA, 'deptAndChild'),
      custom: await roleWithScope('dsx_custom', companyA, 'custom', [other, leaf]),
      allB: await roleWithScope('dsx_all_b', companyB, 'all'),
    };
    const account = async (name: string, companyId: number, deptId: number, roleIds: number[]) => {
      users[name] = await createUser(db(), { account: name, password: FIXTURE_PASSWORD, companyId, deptId, roleIds });
    };
    await account('dsx_all', companyA, top, [r.all]);
    await account('dsx_self', companyA, mid, [r.self]);
    await account('dsx_dept', companyA, mid, [r.dept]);
    await account('dsx_below', companyA, mid, [r.below]);
    await account('dsx_custom', companyA, top, [r.custom]);
    await account('dsx_b', companyB, deptB, [r.allB]);

    // a writable object naming its department and owner columns
    await db().execute(sql`create table scoped_things (
      id serial primary key,
      company_id integer references companies(id),
      dept_id integer,
      owner_id integer,
      title text not null
    )`);
    const [object] = await db()
      .insert(metaObjects)
      .values({
        name: 'scoped_things',
        tableName: 'scoped_things',
        labelZh: '范围物品',
        labelEn: 'Scoped things',
        companyScoped: true,
        permissionPrefix: 'test:scoped',
        deptField: 'dept_id',
        ownerField: 'owner_id',
      })
      .returning({ id: metaObjects.id });
    const field = (name: string, type: 'integer' | 'string', sort: number, editable = true) => ({
      objectId: object.id,
      name,
      columnName: name,
      type,
      labelZh: name,
      labelEn: name,
      searchable: true,
      sortable: true,
      editable,
      sort,
    });
    await db()
      .insert(metaFields)
      .values([
        field('id', 'integer', 0, false),
        field('company_id', 'integer', 1),
        field('dept_id', 'integer', 2),
        field('owner_id', 'integer', 3),
        field('title', 'string', 4),
      ]);
    const thing = async (title: string, companyId: number, deptId: number | null, ownerId: number | null) => {
      const result = (await db().execute(
        sql`insert into scoped_things (company_id, dept_id, owner_id, title) values (${companyId}, ${deptId}, ${ownerId}, ${title}) returning id`,
      )) as unknown as { rows: { id: number }[] };
      things[title] = Number(result.rows[0].id);
    };
    await thing('top', companyA, top, null);
    await thing('mid', companyA, mid, null);
    await thing('mid-of-self', companyA, mid, users.dsx_self);
    await thing('leaf', companyA, leaf, null);
    await thing('other', companyA, other, null);
    await thing('top-of-self', companyA, top, users.dsx_self);
    await thing('b', companyB, deptB, null);

    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    for (const name of Object.keys(users)) tokens[name] = await login(ctx().app, name, FIXTURE_PASSWORD);
  });

  it("lists only the rows each scope reaches: self its own, dept the user's department, deptAndChild the subtree, custom the listed departments", async () => {
    expect(await titles(tokens.dsx_self)).toEqual(['mid-of-self', 'top-of-self']);
    expect(await titles(tokens.dsx_dept)).toEqual(['mid', 'mid-of-self']);
    expect(await titles(tokens.dsx_below)).toEqual(['leaf', 'mid', 'mid-of-self']);
    expect(await titles(tokens.dsx_custom)).toEqual(['leaf', 'other']);
    expect(await titles(tokens.dsx_all)).toEqual(['leaf', 'mid', 'mid-of-self', 'other', 'top', 'top-of-self']);
    expect(await titles(tokens.dsx_b)).toEqual(['b']);
    // a platform administrator is not scoped
    expect(await titles(tokens.admin)).toEqual(['b', 'leaf', 'mid', 'mid-of-self', 'other', 'top', 'top-of-self']);
    expect((await page(tokens.dsx_dept)).total).toBe(2);
  });

  it('getObjData and getObjDataById answer out-of-scope rows as missing', async () => {
    const rows = json<ObjRow[]>(await post('/rest/getObjData', { objName: 'scoped_things' }, tokens.dsx_below)).data;
    expect(rows.map((r) => r.title).sort()).toEqual(['leaf', 'mid', 'mid-of-self']);
    const inScope = json<ObjRow>(await post('/rest/getObjDataById', { objName: 'scoped_things', id: things.leaf }, tokens.dsx_below));
    expect(inScope).toMatchObject({ code: 200, data: { title: 'leaf' } });
    const outside = await post('/rest/getObjDataById', { objName: 'scoped_things', id: things.top }, tokens.dsx_below);
    expect(outside.statusCode).toBe(404);
    expect((await post('/rest/getObjDataById', { objName: 'scoped_things', id: things.top }, tokens.dsx_all)).statusCode).toBe(200);
  });

  it('exports only the rows in scope', async () => {
    const response = await post('/rest/exportObjData', { objName: 'scoped_things', sortField: 'id' }, tokens.dsx_dept);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const titleColumn = (sheet.getRow(1).values as unknown[]).indexOf('title');
    const exported: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) exported.push(String(row.getCell(titleColumn).value));
    });
    expect(exported.sort()).toEqual(['mid', 'mid-of-self']);
  });

  it('updates and deletes only rows in scope: outside it a 404 and nothing changed', async () => {
    const before = await stored();
    for (const [token, id] of [
      [tokens.dsx_self, things.mid],
      [tokens.dsx_dept, things.leaf],
      [tokens.dsx_below, things.top],
      [tokens.dsx_custom, things.mid],
    ] as const) {
      const saved = await post('/rest/saveObjData', { objName: 'scoped_things', data: { id, title: 'changed' } }, token);
      expect(saved.statusCode).toBe(404);
      expect((await post('/rest/delObjData', { objName: 'scoped_things', id }, token)).statusCode).toBe(404);
      // one id out of scope in a list deletes nothing
      const list = await post('/rest/delObjDataByIdList', { objName: 'scoped_things', ids: [things['mid-of-self'], id] }, token);
      expect(list.statusCode).toBe(404);
    }
    expect(await stored()).toEqual(before);

    const inScope = await post(
      '/rest/saveObjData',
      { objName: 'scoped_things', data: { id: things['top-of-self'], title: 'top-of-self' } },
      tokens.dsx_self,
    );
    expect(json(inScope).code).toBe(200);
  });

  it('refuses moving a row out of scope or creating one outside it, and keeps what is inside', async () => {
    const before = await stored();
    const moved = await post('/rest/saveObjData', { objName: 'scoped_things', data: { id: things.mid, dept_id: other } }, tokens.dsx_dept);
    expect(moved.statusCode).toBe(403);
    const created = await post('/rest/saveObjData', { objName: 'scoped_things', data: { title: 'new', dept_id: top } }, tokens.dsx_dept);
    expect(created.statusCode).toBe(403);
    expect(await stored()).toEqual(before);

    const made = json<{ id: number }>(
      await post('/rest/saveObjData', { objName: 'scoped_things', data: { title: 'made', dept_id: leaf } }, tokens.dsx_below),
    );
    expect(made.code).toBe(200);
    const removed = await post('/rest/delObjData', { objName: 'scoped_things', id: made.data.id }, tokens.dsx_below);
    expect(json(removed).code).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('sys_user is scoped by department and the user themself; sys_post only by company', async () => {
    const accounts = async (token: string) =>
      (await page(token, 'sys_user')).rows
        .map((r) => String(r.account))
        .filter((a) => a.startsWith('dsx_'))
        .sort();
    expect(await accounts(tokens.dsx_self)).toEqual(['dsx_self']);
    expect(await accounts(tokens.dsx_dept)).toEqual(['dsx_below', 'dsx_dept', 'dsx_self']);
    expect(await accounts(tokens.dsx_custom)).toEqual([]);
    expect(await accounts(tokens.dsx_all)).toEqual(['dsx_all', 'dsx_below', 'dsx_custom', 'dsx_dept', 'dsx_self']);
    expect((await post('/rest/getObjDataById', { objName: 'sys_user', id: users.dsx_all }, tokens.dsx_self)).statusCode).toBe(404);

    const [registration] = await db().select().from(metaObjects).where(eq(metaObjects.name, 'sys_post'));
    expect(registration).toMatchObject({ deptField: null, ownerField: null });
    const postsOf = async (token: string) => (await page(token, 'sys_post')).total;
    expect(await postsOf(tokens.dsx_self)).toBe(await postsOf(tokens.dsx_all));
  });

  it('a disabled role widens nothing: its scope is ignored', async () => {
    const wide = await roleWithScope('dsx_wide_off', companyA, 'all');
    await db().update(roles).set({ status: '1' }).where(eq(roles.id, wide));
    const id = await createUser(db(), {
      account: 'dsx_two',
      password: FIXTURE_PASSWORD,
      companyId: companyA,
      deptId: mid,
      roleIds: [wide],
    });
    // the self role grants the permissions; the disabled one would have widened the scope to all
    await db().execute(
      sql`insert into user_roles (user_id, role_id) select ${id}, role_id from user_roles where user_id = ${users.dsx_self}`,
    );
    const token = await login(ctx().app, 'dsx_two', FIXTURE_PASSWORD);
    expect(await titles(token)).toEqual([]);
  });
});
