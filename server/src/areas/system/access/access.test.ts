import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AccessRole, ObjFieldMeta, ObjMetaData, ObjPage, ObjRow, RoleObjectRules } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createObjectFixture, insertThings, type Fixture } from '../../../testing/objectFixtures';
import { createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { roleObjectAccess, roles, sysOperLog } from '../../../schema';
import { translate } from '../../../http/messages';

const PASSWORD = 'Access@123456';
const THING_PERMS = [
  'system:object:list',
  'system:object:edit',
  'system:object:remove',
  'system:object:export',
  'test:thing:list',
  'test:thing:edit',
  'test:thing:remove',
  'test:thing:export',
];
const ACCESS_PERMS = ['system:access:list', 'system:access:edit'];

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describeEachDatabase('/system/access: rules per role and object, applied by the object API', (ctx) => {
  let fixture: Fixture;
  const role = { clerk: 0, viewer: 0, unrelated: 0, b: 0 };
  const token = { accessAdmin: '', clerk: '', both: '', clerkUnrelated: '', admin: '', bAdmin: '' };
  const db = () => ctx().database.db;

  const call = async <T>(
    who: string,
    options: InjectOptions,
    language = 'en-US',
  ): Promise<{ status: number; body: { code: number; msg: string; data: T }; raw: LightMyRequestResponse }> => {
    const response = await ctx().app.inject({ ...options, headers: { authorization: who, 'accept-language': language } });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return { status: response.statusCode, body: isJson ? json<T>(response) : { code: 0, msg: '', data: undefined as T }, raw: response };
  };
  const saveRules = (who: string, rules: Record<string, unknown>) =>
    call<RoleObjectRules>(who, { method: 'PUT', url: '/system/access/rules', payload: rules });
  const readRules = (who: string, roleId: number) =>
    call<RoleObjectRules>(who, { method: 'GET', url: `/system/access/rules?roleId=${roleId}&objName=test_things` });
  const page = (who: string, payload: Record<string, unknown> = {}, language = 'en-US') =>
    call<ObjPage>(
      who,
      { method: 'POST', url: '/rest/getObjDataByPage', payload: { objName: 'test_things', pageSize: 100, sortField: 'title', ...payload } },
      language,
    );
  const meta = (who: string, language = 'en-US') =>
    call<ObjMetaData>(who, { method: 'POST', url: '/rest/getObjMetaData', payload: { objName: 'test_things' } }, language);
  const titles = (rows: ObjRow[]) => rows.map((r) => r.title);
  const thingId = async (title: string): Promise<number> => {
    const result = (await db().execute(sql`select id from test_things where title = ${title}`)) as unknown as { rows: { id: number }[] };
    return Number(result.rows[0].id);
  };
  const storedCount = async (): Promise<number> => {
    const result = (await db().execute(
      sql`select (select count(*) from sys_role_object_access) + (select count(*) from sys_role_field_access) as n`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0].n);
  };
  const clerkRules = () => ({
    roleId: role.clerk,
    objName: 'test_things',
    fields: [
      { field: 'code', mode: 'hidden' },
      { field: 'qty', mode: 'readOnly' },
      { field: 'title', mode: 'editable', labelZh: '物品名称', labelEn: 'Thing name' },
      { field: 'price', mode: 'editable', labelZh: '', labelEn: null },
    ],
    conditions: [{ field: 'kind', operator: 'eq', value: 'x' }],
  });

  beforeAll(async () => {
    fixture = await createObjectFixture(db());
    const a = fixture.companyA;
    await insertThings(db(), [
      { title: 'x one', code: 'C1', qty: 1, price: 1, active: true, born: null, seenAt: null, kind: 'x', companyId: a },
      { title: 'x two', code: 'C2', qty: 2, price: 2, active: true, born: null, seenAt: null, kind: 'x', companyId: a },
      { title: 'y one', code: 'C3', qty: 3, price: 3, active: false, born: null, seenAt: null, kind: 'y', companyId: a },
      { title: 'no kind', code: 'C4', qty: 4, price: 4, active: null, born: null, seenAt: null, kind: null, companyId: a },
    ]);
    role.clerk = (await roleHolding(db(), 'acc_clerk', a, THING_PERMS)).roleId;
    role.viewer = (await roleHolding(db(), 'acc_viewer', a, THING_PERMS)).roleId;
    role.unrelated = (await roleHolding(db(), 'acc_unrelated', a, ['system:dept:list'])).roleId;
    role.b = (await roleHolding(db(), 'acc_b_role', fixture.companyB, THING_PERMS)).roleId;
    const adminRole = (await roleHolding(db(), 'acc_admin', a, ACCESS_PERMS)).roleId;
    const bAdminRole = (await roleHolding(db(), 'acc_b_admin', fixture.companyB, ACCESS_PERMS)).roleId;
    await createUser(db(), { account: 'accadmin', password: PASSWORD, companyId: a, roleIds: [adminRole] });
    await createUser(db(), { account: 'accbadmin', password: PASSWORD, companyId: fixture.companyB, roleIds: [bAdminRole] });
    await createUser(db(), { account: 'clerk1', password: PASSWORD, companyId: a, roleIds: [role.clerk] });
    await createUser(db(), { account: 'both1', password: PASSWORD, companyId: a, roleIds: [role.clerk, role.viewer] });
    await createUser(db(), { account: 'clerk2', password: PASSWORD, companyId: a, roleIds: [role.clerk, role.unrelated] });
    token.accessAdmin = await login(ctx().app, 'accadmin', PASSWORD);
    token.bAdmin = await login(ctx().app, 'accbadmin', PASSWORD);
    token.clerk = await login(ctx().app, 'clerk1', PASSWORD);
    token.both = await login(ctx().app, 'both1', PASSWORD);
    token.clerkUnrelated = await login(ctx().app, 'clerk2', PASSWORD);
    token.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  describe('saving and reading rules', () => {
    it('saves a role’s rules on an object in one go (defaults dropped), logs the change and reads them back', async () => {
      const saved = await saveRules(token.accessAdmin, clerkRules());
      expect(saved.status).toBe(200);
      expect(saved.body.msg).toBe(translate('saved', 'en'));
      const expected = {
        roleId: role.clerk,
        objName: 'test_things',
        fields: [
          { field: 'code', mode: 'hidden', labelZh: null, labelEn: null },
          { field: 'qty', mode: 'readOnly', labelZh: null, labelEn: null },
          { field: 'title', mode: 'editable', labelZh: '物品名称', labelEn: 'Thing name' },
        ],
        conditions: [{ field: 'kind', operator: 'eq', value: 'x' }],
      };
      expect(saved.body.data).toEqual(expected);
      expect((await readRules(token.accessAdmin, role.clerk)).body.data).toEqual(expected);
      const [log] = await db()
        .select()
        .from(sysOperLog)
        .where(and(eq(sysOperLog.object, 'role_access'), eq(sysOperLog.targetIds, String(role.clerk))));
      expect(log).toMatchObject({ action: 'update', account: 'accadmin', after: expected });
    });

    it('lists the company’s own roles with the objects each has rules for, and every registered object with its fields', async () => {
      const listed = await call<AccessRole[]>(token.accessAdmin, { method: 'GET', url: '/system/access/roles' });
      expect(listed.status).toBe(200);
      const keys = listed.body.data.map((r) => r.roleKey);
      expect(keys).toEqual(expect.arrayContaining(['acc_clerk', 'acc_viewer', 'acc_admin']));
      expect(keys).not.toContain('acc_b_role');
      expect(keys).not.toContain('admin');
      expect(listed.body.data.find((r) => r.id === role.clerk)?.objNames).toEqual(['test_things']);
      const objects = await call<{ objName: string; fields: { name: string; isId: boolean; serverKept: boolean }[] }[]>(token.accessAdmin, {
        method: 'GET',
        url: '/system/access/objects',
      });
      const things = objects.body.data.find((o) => o.objName === 'test_things');
      expect(things?.fields.find((f) => f.name === 'id')).toMatchObject({ isId: true, serverKept: true });
      expect(things?.fields.find((f) => f.name === 'updated_at')).toMatchObject({ isId: false, serverKept: true });
      expect(objects.body.data.map((o) => o.objName)).toEqual(expect.arrayContaining(['sys_post', 'sys_user', 'test_things']));
    });

    it('keeps an enterprise administrator to its own company’s roles: another company’s or a platform role "does not exist", nothing stored', async () => {
      const before = await storedCount();
      const enterprise = (await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'enterprise')))[0].id;
      for (const roleId of [role.b, enterprise]) {
        const read = await readRules(token.accessAdmin, roleId);
        expect([read.status, read.body.msg]).toEqual([400, translate('roleMissing', 'en')]);
        const saved = await saveRules(token.accessAdmin, { ...clerkRules(), roleId });
        expect([saved.status, saved.body.msg]).toEqual([400, translate('roleMissing', 'en')]);
      }
      // and B's administrator cannot touch A's role
      const fromB = await saveRules(token.bAdmin, { ...clerkRules(), fields: [] });
      expect([fromB.status, fromB.body.msg]).toEqual([400, translate('roleMissing', 'en')]);
      expect(await storedCount()).toBe(before);
      expect((await readRules(token.accessAdmin, role.clerk)).body.data.fields).toHaveLength(3);
    });

    it('refuses rules for the administrator role (never restricted)', async () => {
      const adminRole = (await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin')))[0].id;
      const saved = await saveRules(token.admin, { ...clerkRules(), roleId: adminRole });
      expect([saved.status, saved.body.msg]).toEqual([400, translate('accessAdminRole', 'en')]);
    });

    it.each([
      ['an unknown field', { fields: [{ field: 'nope', mode: 'hidden' }] }, 'objFieldUnknown'],
      [
        'a field given twice',
        {
          fields: [
            { field: 'code', mode: 'hidden' },
            { field: 'code', mode: 'readOnly' },
          ],
        },
        'accessFieldTwice',
      ],
      ['a hidden row id', { fields: [{ field: 'id', mode: 'hidden' }] }, 'accessIdAlwaysShown'],
      ['SQL as a field name', { fields: [{ field: 'code; drop table test_things', mode: 'hidden' }] }, 'objFieldUnknown'],
      ['a condition on an unknown field', { conditions: [{ field: 'secret', operator: 'eq', value: 'hidden' }] }, 'objFieldUnknown'],
      ['an operator outside the 14', { conditions: [{ field: 'kind', operator: 'between', value: 'x' }] }, 'objOperatorUnknown'],
      ['SQL as an operator', { conditions: [{ field: 'kind', operator: "= 'x' or 1=1 --", value: 'x' }] }, 'objOperatorUnknown'],
      ['a like on a number', { conditions: [{ field: 'qty', operator: 'like', value: '1' }] }, 'objOperatorNotForType'],
      [
        'SQL in a number value',
        { conditions: [{ field: 'qty', operator: 'eq', value: '1; drop table test_things; --' }] },
        'objValueInvalid',
      ],
      ['SQL in a list value', { conditions: [{ field: 'qty', operator: 'in', value: ['1', '2) or (1=1'] }] }, 'objValueInvalid'],
      ['a missing value', { conditions: [{ field: 'kind', operator: 'eq' }] }, 'objValueRequired'],
      ['conditions that are not a list', { conditions: 'kind = x' }, 'objConditionsInvalid'],
    ] as const)('refuses %s with a clear 400, storing nothing', async (_title, change, key) => {
      const before = await storedCount();
      const rulesBefore = (await readRules(token.accessAdmin, role.clerk)).body.data;
      const saved = await saveRules(token.accessAdmin, { ...clerkRules(), ...change });
      expect(saved.status).toBe(400);
      expect(saved.body.code).toBe(400);
      expect(saved.body.msg.startsWith(translate(key, 'en').split('{')[0])).toBe(true);
      expect(await storedCount()).toBe(before);
      expect((await readRules(token.accessAdmin, role.clerk)).body.data).toEqual(rulesBefore);
    });

    it('refuses a mode outside hidden, readOnly and editable at the schema', async () => {
      const saved = await saveRules(token.accessAdmin, { ...clerkRules(), fields: [{ field: 'code', mode: 'superuser' }] });
      expect(saved.status).toBe(400);
    });

    it('keeps SQL text in a text value as a plain value: it matches literally, never as SQL', async () => {
      const saved = await saveRules(token.accessAdmin, {
        ...clerkRules(),
        roleId: role.viewer,
        conditions: [{ field: 'title', operator: 'eq', value: "x' or '1'='1" }],
      });
      expect(saved.status).toBe(200);
      const viewerOnly = await createUser(db(), {
        account: 'viewer1',
        password: PASSWORD,
        companyId: fixture.companyA,
        roleIds: [role.viewer],
      });
      expect(viewerOnly).toBeGreaterThan(0);
      const listed = await page(await login(ctx().app, 'viewer1', PASSWORD));
      expect(listed.body.data.total).toBe(0);
      // back to no rules for the viewer: empty lists remove the role's rules on the object
      const cleared = await saveRules(token.accessAdmin, { roleId: role.viewer, objName: 'test_things', fields: [], conditions: [] });
      expect(cleared.body.data).toEqual({ roleId: role.viewer, objName: 'test_things', fields: [], conditions: [] });
      expect(await db().select().from(roleObjectAccess).where(eq(roleObjectAccess.roleId, role.viewer))).toEqual([]);
    });
  });

  describe('applied by the object API', () => {
    beforeAll(async () => {
      const saved = await saveRules(token.accessAdmin, clerkRules());
      expect(saved.status).toBe(200);
    });

    it('hides fields from the metadata, marks read-only ones and renames labels in both languages', async () => {
      const en = (await meta(token.clerk, 'en-US')).body.data;
      expect(en.fields.map((f) => f.name)).not.toContain('code');
      expect(en.fields.find((f) => f.name === 'qty')?.readOnly).toBe(true);
      expect(en.fields.find((f) => f.name === 'title')).toMatchObject<Partial<ObjFieldMeta>>({
        label: 'Thing name',
        labelZh: '物品名称',
        labelEn: 'Thing name',
        readOnly: false,
      });
      const zh = (await meta(token.clerk, 'zh-CN')).body.data;
      expect(zh.fields.find((f) => f.name === 'title')?.label).toBe('物品名称');
      expect(zh.fields.find((f) => f.name === 'price')?.label).toBe('price中文');
    });

    it('lists only rows meeting the role’s conditions, without hidden fields, and refuses to search or sort by them', async () => {
      const listed = await page(token.clerk);
      expect(titles(listed.body.data.rows)).toEqual(['x one', 'x two']);
      expect(listed.body.data.rows[0]).not.toHaveProperty('code');
      const searched = await page(token.clerk, { conditions: [{ field: 'code', operator: 'eq', value: 'C1' }] });
      expect([searched.status, searched.body.code]).toEqual([400, 400]);
      const sorted = await page(token.clerk, { sortField: 'code' });
      expect([sorted.status, sorted.body.code]).toEqual([400, 400]);
      // a search cannot widen the rows either
      const widened = await page(token.clerk, { conditions: [{ field: 'kind', operator: 'eq', value: 'y' }] });
      expect(widened.body.data.total).toBe(0);
    });

    it('exports only allowed rows and visible columns', async () => {
      const exported = await call<never>(token.clerk, {
        method: 'POST',
        url: '/rest/exportObjData',
        payload: { objName: 'test_things', sortField: 'title' },
      });
      expect(exported.status).toBe(200);
      const rows = await sheetRows(exported.raw.rawPayload);
      expect(rows[0]).toContain('Thing name');
      expect(rows[0]).not.toContain('code label');
      expect(rows.slice(1).map((r) => r.includes('x one') || r.includes('x two'))).toEqual([true, true]);
      const withHidden = await call<never>(token.clerk, {
        method: 'POST',
        url: '/rest/exportObjData',
        payload: { objName: 'test_things', fields: ['title', 'code'] },
      });
      expect(withHidden.status).toBe(400);
    });

    it('reads by id, saves and deletes only rows meeting the conditions; hidden fields cannot be saved, read-only ones are ignored', async () => {
      const yId = await thingId('y one');
      const xId = await thingId('x one');
      const byId = await call<ObjRow>(token.clerk, {
        method: 'POST',
        url: '/rest/getObjDataById',
        payload: { objName: 'test_things', id: yId },
      });
      expect(byId.status).toBe(404);
      const hiddenSave = await call<{ id: number }>(token.clerk, {
        method: 'POST',
        url: '/rest/saveObjData',
        payload: { objName: 'test_things', data: { id: xId, code: 'changed' } },
      });
      expect(hiddenSave.status).toBe(400);
      const saved = await call<{ id: number }>(token.clerk, {
        method: 'POST',
        url: '/rest/saveObjData',
        payload: { objName: 'test_things', data: { id: xId, title: 'x one', qty: 99 } },
      });
      expect(saved.status).toBe(200);
      const outside = await call<{ id: number }>(token.clerk, {
        method: 'POST',
        url: '/rest/saveObjData',
        payload: { objName: 'test_things', data: { id: yId, title: 'y changed' } },
      });
      expect(outside.status).toBe(404);
      const movedOut = await call<{ id: number }>(token.clerk, {
        method: 'POST',
        url: '/rest/saveObjData',
        payload: { objName: 'test_things', data: { id: xId, kind: 'y' } },
      });
      expect(movedOut.status).toBe(403);
      const deleted = await call<{ id: number }>(token.clerk, {
        method: 'POST',
        url: '/rest/delObjData',
        payload: { objName: 'test_things', id: yId },
      });
      expect(deleted.status).toBe(404);
      const deletedList = await call<{ deleted: number }>(token.clerk, {
        method: 'POST',
        url: '/rest/delObjDataByIdList',
        payload: { objName: 'test_things', ids: [xId, yId] },
      });
      expect(deletedList.status).toBe(404);
      const rows = (await db().execute(
        sql`select title, code, qty, kind from test_things where id in (${xId}, ${yId}) order by id`,
      )) as unknown as { rows: Record<string, unknown>[] };
      expect(rows.rows).toEqual([
        { title: 'x one', code: 'C1', qty: 1, kind: 'x' },
        { title: 'y one', code: 'C3', qty: 3, kind: 'y' },
      ]);
    });

    it('leaves a platform administrator unrestricted', async () => {
      const listed = await page(token.admin, { conditions: [{ field: 'company_id', operator: 'eq', value: fixture.companyA }] });
      expect(titles(listed.body.data.rows)).toEqual(['no kind', 'x one', 'x two', 'y one']);
      expect(listed.body.data.rows[0]).toHaveProperty('code', 'C4');
    });
  });

  describe('several roles', () => {
    beforeAll(async () => {
      const clerk = await saveRules(token.accessAdmin, clerkRules());
      const viewer = await saveRules(token.accessAdmin, {
        roleId: role.viewer,
        objName: 'test_things',
        fields: [
          { field: 'code', mode: 'readOnly' },
          { field: 'qty', mode: 'hidden' },
          { field: 'price', mode: 'hidden' },
          { field: 'title', mode: 'editable', labelZh: null, labelEn: 'Viewer name' },
        ],
        conditions: [{ field: 'kind', operator: 'eq', value: 'y' }],
      });
      expect([clerk.status, viewer.status]).toEqual([200, 200]);
      await db().update(roles).set({ sort: 1 }).where(eq(roles.id, role.clerk));
      await db().update(roles).set({ sort: 2 }).where(eq(roles.id, role.viewer));
    });

    it('combine: the most permissive mode wins, the first renaming role names, and conditions OR across roles', async () => {
      const fields = (await meta(token.both)).body.data.fields;
      expect(fields.find((f) => f.name === 'code')?.readOnly).toBe(true);
      expect(fields.find((f) => f.name === 'qty')?.readOnly).toBe(true);
      // price: hidden by the viewer, left editable by the clerk (no rule there)
      expect(fields.find((f) => f.name === 'price')?.readOnly).toBe(false);
      expect(fields.find((f) => f.name === 'title')?.label).toBe('Thing name');
      expect(titles((await page(token.both)).body.data.rows)).toEqual(['x one', 'x two', 'y one']);
    });

    it('a role with rules but no conditions lifts the row restriction; a role unrelated to the object changes nothing', async () => {
      expect(titles((await page(token.clerkUnrelated)).body.data.rows)).toEqual(['x one', 'x two']);
      const viewerFieldsOnly = await saveRules(token.accessAdmin, {
        roleId: role.viewer,
        objName: 'test_things',
        fields: [{ field: 'code', mode: 'hidden' }],
        conditions: [],
      });
      expect(viewerFieldsOnly.status).toBe(200);
      const listed = await page(token.both);
      expect(titles(listed.body.data.rows)).toEqual(['no kind', 'x one', 'x two', 'y one']);
      // hidden by both roles: hidden
      expect(listed.body.data.rows[0]).not.toHaveProperty('code');
    });

    it('a disabled role takes no part', async () => {
      await db().update(roles).set({ status: '1' }).where(eq(roles.id, role.viewer));
      try {
        expect(titles((await page(token.both)).body.data.rows)).toEqual(['x one', 'x two']);
      } finally {
        await db().update(roles).set({ status: '0' }).where(eq(roles.id, role.viewer));
      }
    });

    it('dropping a role drops its rules', async () => {
      const [gone] = await db()
        .insert(roles)
        .values({ roleKey: 'acc_gone', name: 'gone', nameEn: 'gone', companyId: fixture.companyA })
        .returning({ id: roles.id });
      expect((await saveRules(token.accessAdmin, { ...clerkRules(), roleId: gone.id })).status).toBe(200);
      await db().delete(roles).where(eq(roles.id, gone.id));
      expect(await db().select().from(roleObjectAccess).where(eq(roleObjectAccess.roleId, gone.id))).toEqual([]);
    });
  });
});
