import { asc, eq } from 'drizzle-orm';
import type { ObjMetaData, ObjPage, ObjRow } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { countRows, createObjectFixture, FIXTURE_PASSWORD, type Fixture } from '../../testing/objectFixtures';
import { metaFields, metaObjects, sysPosts } from '../../schema';
import { prepareDatabase } from '../../seed/prepare';
import { OBJECT_REGISTRY } from '../../seed/objectRegistry';

type Body = Record<string, unknown>;

describeEachDatabase('generic object API: saving, deleting and the company data scope', (ctx) => {
  let admin = '';
  let alice = '';
  let bob = '';
  let dave = '';
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await createObjectFixture(ctx().database.db);
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    alice = await login(ctx().app, 'alice', FIXTURE_PASSWORD);
    bob = await login(ctx().app, 'bob', FIXTURE_PASSWORD);
    dave = await login(ctx().app, 'dave', FIXTURE_PASSWORD);
  });

  const post = (url: string, payload: Body, token: string, language = 'zh-CN') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': language } });
  const save = (data: Body, token: string, objName = 'sys_post') => post('/rest/saveObjData', { objName, data }, token);
  const savedId = async (data: Body, token: string, objName = 'sys_post') => {
    const response = await save(data, token, objName);
    const body = json<{ id: number }>(response);
    if (body.code !== 200) throw new Error(`${response.statusCode} ${body.msg}`);
    return body.data.id;
  };
  const posts = async (token: string) =>
    json<ObjPage>(await post('/rest/getObjDataByPage', { objName: 'sys_post', pageSize: 500, sortField: 'id' }, token)).data;
  const storedPosts = () => ctx().database.db.select().from(sysPosts).orderBy(asc(sysPosts.id));

  it('seeds the sys_post registration once, with both labels for every field', async () => {
    const { database, config } = ctx();
    const [object] = await database.db.select().from(metaObjects).where(eq(metaObjects.name, 'sys_post'));
    expect(object).toMatchObject({ tableName: 'sys_post', companyScoped: true, permissionPrefix: 'system:post', labelZh: '岗位' });
    const before = await database.db.select().from(metaFields).where(eq(metaFields.objectId, object.id));
    expect(before.map((f) => f.name).sort()).toEqual(OBJECT_REGISTRY[0].fields.map((f) => f.name).sort());
    for (const field of before) expect([field.labelZh, field.labelEn].every((l) => l !== '')).toBe(true);
    const nameField = before.find((f) => f.name === 'name');
    if (!nameField) throw new Error('name not registered');
    await database.db.update(metaFields).set({ labelZh: '职位名称' }).where(eq(metaFields.id, nameField.id));
    await prepareDatabase(database, config);
    const after = await database.db.select().from(metaFields).where(eq(metaFields.objectId, object.id));
    expect(after).toHaveLength(before.length);
    expect(after.find((f) => f.name === 'name')?.labelZh).toBe('职位名称');
    await database.db.update(metaFields).set({ labelZh: '岗位名称' }).where(eq(metaFields.id, nameField.id));
  });

  it('inserts a post into the caller company whatever the request says, and updates it', async () => {
    const id = await savedId({ code: 'ENG', name: '工程师', sort: 1, status: '0', company_id: fixture.companyB }, alice);
    const [stored] = (await storedPosts()).filter((p) => p.id === id);
    expect(stored).toMatchObject({ companyId: fixture.companyA, code: 'ENG', name: '工程师', sort: 1, status: '0', remark: null });
    const updated = json(
      await save(
        { id, name: '高级工程师', sort: '2', remark: '', created_at: '2000-01-01T00:00:00Z', company_id: fixture.companyB },
        alice,
      ),
    );
    expect(updated).toMatchObject({ code: 200, msg: '保存成功!', data: { id } });
    const [after] = (await storedPosts()).filter((p) => p.id === id);
    expect(after).toMatchObject({ companyId: fixture.companyA, code: 'ENG', name: '高级工程师', sort: 2, remark: '' });
    expect(after.createdAt.getTime()).toBe(stored.createdAt.getTime());
    expect(after.updatedAt.toISOString()).toBe(ctx().clock.now().toISOString());
  });

  it('takes a form-urlencoded save with the data as JSON text', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/saveObjData',
      headers: { authorization: alice, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        objName: 'sys_post',
        data: JSON.stringify({ code: 'QA', name: '质检员', sort: 3, status: '1' }),
      }).toString(),
    });
    expect(json(response).code).toBe(200);
  });

  it('shows a company only its own rows; the platform administrator every row', async () => {
    const bobsId = await savedId({ code: 'OPS', name: '运维', sort: 1, status: '0' }, bob);
    const alices = await posts(alice);
    expect(alices.rows.every((r) => r.company_id === fixture.companyA)).toBe(true);
    expect(alices.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['ENG', 'QA']));
    expect(alices.rows.map((r) => r.id)).not.toContain(bobsId);
    const bobs = await posts(bob);
    expect(bobs.rows.map((r) => r.code)).toEqual(['OPS']);
    expect(bobs.total).toBe(1);
    const everything = await posts(admin);
    expect(everything.total).toBe(alices.total + 1);
    // searching for the other company's rows finds nothing
    const probe = json<ObjPage>(
      await post(
        '/rest/getObjDataByPage',
        { objName: 'sys_post', conditions: [{ field: 'company_id', operator: 'eq', value: fixture.companyB }] },
        alice,
      ),
    );
    expect(probe.data.total).toBe(0);
  });

  it('treats another company row as missing: no read, no update, no delete', async () => {
    const [bobs] = (await storedPosts()).filter((p) => p.code === 'OPS');
    const before = await storedPosts();
    const read = await post('/rest/getObjDataById', { objName: 'sys_post', id: bobs.id }, alice);
    expect(read.statusCode).toBe(404);
    expect(json(read).msg).toBe('数据不存在或无权访问');
    const update = await save({ id: bobs.id, name: '被篡改' }, alice);
    expect(update.statusCode).toBe(404);
    const updateNothing = await save({ id: bobs.id }, alice);
    expect(updateNothing.statusCode).toBe(404);
    const remove = await post('/rest/delObjData', { objName: 'sys_post', id: bobs.id }, alice);
    expect(remove.statusCode).toBe(404);
    const alicesId = (await posts(alice)).rows[0].id;
    const removeList = await post('/rest/delObjDataByIdList', { objName: 'sys_post', ids: [alicesId, bobs.id] }, alice);
    expect(removeList.statusCode).toBe(404);
    expect(await storedPosts()).toEqual(before);
  });

  it('deletes by id list all or nothing, in one transaction', async () => {
    const one = await savedId({ code: 'D1', name: '一', sort: 1, status: '0' }, alice);
    const two = await savedId({ code: 'D2', name: '二', sort: 2, status: '0' }, alice);
    const count = await countRows(ctx().database.db, 'sys_post');
    const withMissing = await post('/rest/delObjDataByIdList', { objName: 'sys_post', ids: [one, two, 999999] }, alice);
    expect(withMissing.statusCode).toBe(404);
    expect(await countRows(ctx().database.db, 'sys_post')).toBe(count);
    const deleted = json<{ deleted: number }>(
      await post('/rest/delObjDataByIdList', { objName: 'sys_post', ids: `${one},${two},${one}` }, alice),
    );
    expect(deleted).toMatchObject({ code: 200, msg: '删除成功!', data: { deleted: 2 } });
    expect(await countRows(ctx().database.db, 'sys_post')).toBe(count - 2);
  });

  it('deletes one row of the caller company', async () => {
    const id = await savedId({ code: 'TMP', name: '临时', sort: 9, status: '0' }, alice);
    expect(json(await post('/rest/delObjData', { objName: 'sys_post', id }, alice))).toMatchObject({ code: 200, msg: '删除成功!' });
    expect((await post('/rest/delObjData', { objName: 'sys_post', id }, alice)).statusCode).toBe(404);
  });

  it('lets the platform administrator choose the company', async () => {
    const id = await savedId({ code: 'ADM', name: '平台岗位', sort: 1, status: '0', company_id: fixture.companyB }, admin);
    expect((await posts(bob)).rows.map((r) => r.id)).toContain(id);
    const adminMeta = json<ObjMetaData>(await post('/rest/getObjMetaData', { objName: 'sys_post' }, admin)).data;
    expect(adminMeta.fields.find((f) => f.name === 'company_id')?.readOnly).toBe(false);
    const aliceMeta = json<ObjMetaData>(await post('/rest/getObjMetaData', { objName: 'sys_post' }, alice)).data;
    expect(aliceMeta.fields.find((f) => f.name === 'company_id')?.readOnly).toBe(true);
    expect(aliceMeta.fields.find((f) => f.name === 'name')).toMatchObject({ label: '岗位名称', required: true, readOnly: false });
  });

  it('gives a user without a company no rows of a company-scoped object and no inserts', async () => {
    expect((await posts(dave)).total).toBe(0);
    const refused = await save({ code: 'X', name: '无企业', sort: 1, status: '0' }, dave);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).msg).toBe('当前账号未关联企业，不能操作该数据');
  });

  describe('refuses bad saves with a 4xx in the caller language and changes nothing', () => {
    const cases: [string, Body, RegExp, RegExp][] = [
      ['a missing required field', { code: 'R1', sort: 1, status: '0' }, /岗位名称不能为空/, /Post name is required/],
      ['a blank required field', { code: 'R1', name: '  ', sort: 1, status: '0' }, /岗位名称不能为空/, /Post name is required/],
      [
        'an unknown field',
        { code: 'R1', name: 'n', sort: 1, status: '0', password_hash: 'x' },
        /字段不存在：password_hash/,
        /Unknown field: password_hash/,
      ],
      ['SQL as a field name', { code: 'R1', name: 'n', sort: 1, status: '0', 'name) values (1); --': 'x' }, /字段不存在/, /Unknown field/],
      ['text for an integer', { code: 'R1', name: 'n', sort: 'first', status: '0' }, /sort 的值有误/, /sort needs a value of type integer/],
      ['a value too long', { code: 'C'.repeat(65), name: 'n', sort: 1, status: '0' }, /不能超过 64 个字符/, /64 characters/],
      ['a list as a value', { code: ['a'], name: 'n', sort: 1, status: '0' }, /code 的值有误/, /code needs/],
      ['a duplicate code in the company', { code: 'ENG', name: 'n', sort: 1, status: '0' }, /数据重复/, /already exists/],
      ['a bad id', { id: 'x; drop table sys_post', name: 'n' }, /id 的值有误/, /id needs/],
    ];
    it.each(cases)('%s', async (_name, data, zh, en) => {
      const before = await storedPosts();
      const chinese = await save(data, alice);
      expect([chinese.statusCode, json(chinese).msg]).toEqual([400, expect.stringMatching(zh)]);
      const english = await post('/rest/saveObjData', { objName: 'sys_post', data }, alice, 'en-US');
      expect([english.statusCode, json(english).msg]).toEqual([400, expect.stringMatching(en)]);
      expect(await storedPosts()).toEqual(before);
    });

    it('data that is not an object, and id lists that are empty, too long or not ids', async () => {
      const before = await storedPosts();
      for (const data of ['not json', '[1,2]', 42, null])
        expect((await post('/rest/saveObjData', { objName: 'sys_post', data }, alice)).statusCode).toBe(400);
      for (const ids of [[], '', 'a,b', [0], Array.from({ length: 1001 }, (_, i) => i + 1), '[1,'])
        expect((await post('/rest/delObjDataByIdList', { objName: 'sys_post', ids }, alice)).statusCode).toBe(400);
      expect(await storedPosts()).toEqual(before);
    });
  });

  it('saves every field type of a registered object and reads it back typed', async () => {
    const id = await savedId(
      {
        title: '全部类型',
        code: 'T',
        qty: '7',
        price: '3.25',
        active: 'true',
        born: '2024-02-29',
        seen_at: '2030-05-06T07:08:09+02:00',
        kind: 1,
      },
      alice,
      'test_things',
    );
    const row = json<ObjRow>(await post('/rest/getObjDataById', { objName: 'test_things', id }, alice)).data;
    expect(row).toMatchObject({
      title: '全部类型',
      qty: 7,
      price: 3.25,
      active: true,
      born: '2024-02-29',
      seen_at: '2030-05-06T05:08:09.000Z',
      kind: '1',
      company_id: fixture.companyA,
    });
    await savedId({ id, qty: '', born: null, active: false }, alice, 'test_things');
    const cleared = json<ObjRow>(await post('/rest/getObjDataById', { objName: 'test_things', id }, alice)).data;
    expect(cleared).toMatchObject({ qty: null, born: null, active: false, title: '全部类型' });
    const overflow = await save({ id, price: 123456789 }, alice, 'test_things');
    expect([overflow.statusCode, json(overflow).msg]).toEqual([400, '数据出错,请检查']);
  });
});
