import type { ObjCondition, ObjMetaData, ObjPage, ObjRow } from '@pcf/shared/contracts';
import { metaFields, metaObjects } from '../../schema';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { countRows, createObjectFixture, insertThings, FIXTURE_PASSWORD, type Fixture } from '../../testing/objectFixtures';

type Body = Record<string, unknown>;

describeEachDatabase('generic object API: search operators, paging, sorting', (ctx) => {
  let admin = '';
  let fixture: Fixture;
  beforeAll(async () => {
    const db = ctx().database.db;
    fixture = await createObjectFixture(db);
    const a = fixture.companyA;
    const b = fixture.companyB;
    await insertThings(db, [
      {
        title: 'Alpha 100%',
        code: 'A_1',
        qty: 5,
        price: 1.5,
        active: true,
        born: '2020-01-01',
        seenAt: '2030-01-01T00:00:00Z',
        kind: 'x',
        companyId: a,
      },
      {
        title: 'beta',
        code: 'AB1',
        qty: 10,
        price: 2.25,
        active: false,
        born: '2021-06-15',
        seenAt: '2030-06-01T12:00:00Z',
        kind: 'y',
        companyId: a,
      },
      { title: 'Gamma', code: null, qty: null, price: null, active: null, born: null, seenAt: null, kind: null, companyId: b },
      {
        title: 'alphabet',
        code: 'Z9',
        qty: 20,
        price: 10,
        active: true,
        born: '2022-12-31',
        seenAt: '2031-01-01T08:30:00Z',
        kind: 'x',
        companyId: b,
      },
    ]);
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  const post = (url: string, payload: Body, token = admin, language = 'zh-CN') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': language } });
  const page = async (payload: Body, token = admin) =>
    post('/rest/getObjDataByPage', { objName: 'test_things', pageSize: 50, ...payload }, token);
  const titles = async (...conditions: ObjCondition[]) => {
    const response = await page({ conditions, sortField: 'id' });
    const body = json<ObjPage>(response);
    if (body.code !== 200) throw new Error(`${response.statusCode} ${body.msg}`);
    return body.data.rows.map((r) => r.title);
  };
  const refusal = async (payload: Body, language = 'zh-CN') => {
    const response = await post('/rest/getObjDataByPage', { objName: 'test_things', ...payload }, admin, language);
    return { status: response.statusCode, body: json(response) };
  };

  it('eq, ne', async () => {
    expect(await titles({ field: 'title', operator: 'eq', value: 'beta' })).toEqual(['beta']);
    expect(await titles({ field: 'qty', operator: 'ne', value: 10 })).toEqual(['Alpha 100%', 'alphabet']);
  });

  it('like, notLike, likeLeft, likeRight: case-insensitive, % and _ match themselves', async () => {
    expect(await titles({ field: 'title', operator: 'like', value: 'ALPHA' })).toEqual(['Alpha 100%', 'alphabet']);
    expect(await titles({ field: 'title', operator: 'like', value: '%' })).toEqual(['Alpha 100%']);
    expect(await titles({ field: 'code', operator: 'like', value: '_' })).toEqual(['Alpha 100%']);
    expect(await titles({ field: 'code', operator: 'like', value: 'A_' })).toEqual(['Alpha 100%']);
    expect(await titles({ field: 'title', operator: 'notLike', value: 'alpha' })).toEqual(['beta', 'Gamma']);
    expect(await titles({ field: 'title', operator: 'likeLeft', value: 'BET' })).toEqual(['alphabet']);
    expect(await titles({ field: 'title', operator: 'likeRight', value: 'alpha' })).toEqual(['Alpha 100%', 'alphabet']);
    expect(await titles({ field: 'title', operator: 'likeRight', value: '\\' })).toEqual([]);
  });

  it('isNull, isNotNull', async () => {
    expect(await titles({ field: 'code', operator: 'isNull' })).toEqual(['Gamma']);
    expect(await titles({ field: 'born', operator: 'isNotNull', value: 'ignored' })).toEqual(['Alpha 100%', 'beta', 'alphabet']);
  });

  it('gt, lt, ge, le on integers, numbers, dates and times', async () => {
    expect(await titles({ field: 'qty', operator: 'gt', value: 5 })).toEqual(['beta', 'alphabet']);
    expect(await titles({ field: 'qty', operator: 'lt', value: '10' })).toEqual(['Alpha 100%']);
    expect(await titles({ field: 'qty', operator: 'ge', value: 10 })).toEqual(['beta', 'alphabet']);
    expect(await titles({ field: 'qty', operator: 'le', value: 10 })).toEqual(['Alpha 100%', 'beta']);
    expect(await titles({ field: 'price', operator: 'gt', value: 2 })).toEqual(['beta', 'alphabet']);
    expect(await titles({ field: 'born', operator: 'ge', value: '2021-06-15' })).toEqual(['beta', 'alphabet']);
    expect(await titles({ field: 'seen_at', operator: 'lt', value: '2030-06-01T12:00:00Z' })).toEqual(['Alpha 100%']);
    expect(await titles({ field: 'seen_at', operator: 'le', value: '2030-06-01 20:00+08:00' })).toEqual(['Alpha 100%', 'beta']);
  });

  it('in, notIn with lists, JSON text or comma-separated text', async () => {
    expect(await titles({ field: 'qty', operator: 'in', value: [5, 20] })).toEqual(['Alpha 100%', 'alphabet']);
    expect(await titles({ field: 'qty', operator: 'in', value: '5,20' })).toEqual(['Alpha 100%', 'alphabet']);
    expect(await titles({ field: 'kind', operator: 'notIn', value: '["x"]' })).toEqual(['beta']);
    expect(await titles({ field: 'title', operator: 'in', value: ['beta', 'Gamma', 'nobody'] })).toEqual(['beta', 'Gamma']);
  });

  it('eq on booleans and several conditions together (and)', async () => {
    expect(await titles({ field: 'active', operator: 'eq', value: true })).toEqual(['Alpha 100%', 'alphabet']);
    expect(await titles({ field: 'active', operator: 'eq', value: 'false' })).toEqual(['beta']);
    expect(
      await titles({ field: 'active', operator: 'eq', value: true }, { field: 'company_id', operator: 'eq', value: fixture.companyB }),
    ).toEqual(['alphabet']);
  });

  it('returns rows typed: numbers, booleans, ISO dates and times, null; unregistered columns never', async () => {
    const rows = json<ObjPage>(await page({ sortField: 'id' })).data.rows;
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      company_id: fixture.companyA,
      title: 'Alpha 100%',
      code: 'A_1',
      qty: 5,
      price: 1.5,
      active: true,
      born: '2020-01-01',
      seen_at: '2030-01-01T00:00:00.000Z',
      kind: 'x',
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(rows[2]).toMatchObject({ code: null, qty: null, price: null, active: null, born: null, seen_at: null });
    expect(rows.every((r: ObjRow) => !('secret' in r))).toBe(true);
  });

  it('pages and sorts, id breaking ties', async () => {
    const first = json<ObjPage>(await page({ pageNum: 1, pageSize: 2, sortField: 'qty', sortOrder: 'asc' })).data;
    expect(first).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
    expect(first.rows.map((r) => r.title)).toEqual(['Alpha 100%', 'beta']);
    const second = json<ObjPage>(await page({ pageNum: 2, pageSize: 2, sortField: 'qty', sortOrder: 'asc' })).data;
    expect(second.rows.map((r) => r.title)).toEqual(['alphabet', 'Gamma']);
    const beyond = json<ObjPage>(await page({ pageNum: 3, pageSize: 2 })).data;
    expect(beyond).toMatchObject({ rows: [], total: 4 });
    const descending = json<ObjPage>(await page({ sortField: 'born', sortOrder: 'descend' })).data.rows.map((r) => r.title);
    expect(descending.filter((t) => t !== 'Gamma')).toEqual(['alphabet', 'beta', 'Alpha 100%']);
    const defaults = json<ObjPage>(await post('/rest/getObjDataByPage', { objName: 'test_things' })).data;
    expect(defaults).toMatchObject({ pageNum: 1, pageSize: 10, total: 4 });
  });

  it('pages a search the same way: total of the matches, sorted pages that never overlap, none past the end', async () => {
    const search = { conditions: [{ field: 'title', operator: 'like', value: 'a' }], pageSize: 2 };
    const first = json<ObjPage>(await page({ ...search, pageNum: 1, sortField: 'qty', sortOrder: 'desc' })).data;
    expect(first).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
    // nulls first in a descending sort, then by quantity; id breaks ties
    expect(first.rows.map((r) => r.title)).toEqual(['Gamma', 'alphabet']);
    const second = json<ObjPage>(await page({ ...search, pageNum: 2, sortField: 'qty', sortOrder: 'desc' })).data;
    expect(second.rows.map((r) => r.title)).toEqual(['beta', 'Alpha 100%']);
    const narrower = json<ObjPage>(
      await page({ conditions: [{ field: 'title', operator: 'like', value: 'alpha' }], pageSize: 1, sortField: 'title' }),
    ).data;
    expect(narrower).toMatchObject({ total: 2, rows: [expect.objectContaining({ title: 'Alpha 100%' })] });
    const beyond = json<ObjPage>(await page({ ...search, pageNum: 3 })).data;
    expect(beyond).toMatchObject({ rows: [], total: 4 });
    const none = json<ObjPage>(await page({ conditions: [{ field: 'title', operator: 'eq', value: 'nothing' }] })).data;
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it('takes a form-urlencoded body with the conditions as JSON text', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/getObjDataByPage',
      headers: { authorization: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        objName: 'test_things',
        pageNum: '1',
        pageSize: '2',
        sortField: 'qty',
        sortOrder: 'desc',
        conditions: JSON.stringify([{ field: 'qty', operator: 'isNotNull' }]),
      }).toString(),
    });
    const body = json<ObjPage>(response);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: 3, pageSize: 2 });
    expect(body.data.rows.map((r) => r.title)).toEqual(['alphabet', 'beta']);
  });

  it('getObjData lists every matching row; getObjDataById one row', async () => {
    const all = json<ObjRow[]>(
      await post('/rest/getObjData', { objName: 'test_things', conditions: [{ field: 'kind', operator: 'eq', value: 'x' }] }),
    );
    expect(all.data.map((r) => r.title)).toEqual(['Alpha 100%', 'alphabet']);
    const one = json<ObjRow>(await post('/rest/getObjDataById', { objName: 'test_things', id: all.data[1].id }));
    expect(one.data).toMatchObject({ title: 'alphabet', qty: 20 });
    const missing = await post('/rest/getObjDataById', { objName: 'test_things', id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).msg).toBe('数据不存在或无权访问');
  });

  describe('refuses bad input with a 4xx in the caller language, never a 500, never a change', () => {
    const cases: [string, Body, RegExp, RegExp][] = [
      ['an unknown object', { objName: 'nope' }, /对象不存在：nope/, /Unknown object: nope/],
      ['SQL in the object name', { objName: 'test_things; drop table test_things' }, /对象不存在/, /Unknown object/],
      [
        'an unknown field',
        { conditions: [{ field: 'secret', operator: 'eq', value: 'hidden' }] },
        /字段不存在：secret/,
        /Unknown field: secret/,
      ],
      [
        'SQL in a field name',
        { conditions: [{ field: 'title" = title or 1=1 --', operator: 'eq', value: 'x' }] },
        /字段不存在/,
        /Unknown field/,
      ],
      [
        'a field that is not searchable',
        { conditions: [{ field: 'updated_at', operator: 'isNull' }] },
        /不能作为查询条件/,
        /cannot be searched/,
      ],
      [
        'an operator outside the 14',
        { conditions: [{ field: 'qty', operator: 'between', value: 1 }] },
        /不支持的查询运算符：between/,
        /Unsupported search operator: between/,
      ],
      [
        'SQL as the operator',
        { conditions: [{ field: 'qty', operator: '= 1 or 1=1 --', value: 1 }] },
        /不支持的查询运算符/,
        /Unsupported search operator/,
      ],
      ['SQL in the sort key', { sortField: 'qty; drop table test_things' }, /字段不存在/, /Unknown field/],
      ['a field that is not sortable', { sortField: 'updated_at' }, /不能排序/, /cannot be sorted/],
      ['SQL in the sort order', { sortField: 'qty', sortOrder: 'asc;drop table' }, /排序方式/, /sort order/],
      ['a page size over the cap', { pageSize: 501 }, /每页最多 500 条/, /At most 500 rows per page/],
      ['a page size that is not a number', { pageSize: 'all' }, /请求参数有误/, /Invalid request/],
      [
        'text for an integer',
        { conditions: [{ field: 'qty', operator: 'eq', value: '1 or 1=1' }] },
        /qty 的值有误/,
        /qty needs a value of type integer/,
      ],
      ['an integer out of range', { conditions: [{ field: 'qty', operator: 'gt', value: 3000000000 }] }, /qty 的值有误/, /qty needs/],
      [
        'an impossible date',
        { conditions: [{ field: 'born', operator: 'eq', value: '2021-02-30' }] },
        /born 的值有误/,
        /born needs a value of type date/,
      ],
      ['text for a time', { conditions: [{ field: 'seen_at', operator: 'gt', value: 'yesterday' }] }, /seen_at 的值有误/, /datetime/],
      ['text for a boolean', { conditions: [{ field: 'active', operator: 'eq', value: 'maybe' }] }, /active 的值有误/, /boolean/],
      ['a list for eq', { conditions: [{ field: 'qty', operator: 'eq', value: [1, 2] }] }, /qty 的值有误/, /qty needs/],
      ['no value for eq', { conditions: [{ field: 'qty', operator: 'eq' }] }, /查询值不能为空/, /needs a search value/],
      ['like on an integer', { conditions: [{ field: 'qty', operator: 'like', value: '1' }] }, /不支持运算符 like/, /does not apply/],
      ['gt on a boolean', { conditions: [{ field: 'active', operator: 'gt', value: true }] }, /不支持运算符 gt/, /does not apply/],
      ['an empty in list', { conditions: [{ field: 'qty', operator: 'in', value: [] }] }, /1 至 1000 个值/, /1 to 1000 values/],
      [
        'an in list over 1000',
        { conditions: [{ field: 'qty', operator: 'in', value: Array.from({ length: 1001 }, (_, i) => i) }] },
        /1 至 1000/,
        /1 to 1000/,
      ],
      ['a wrongly typed in list', { conditions: [{ field: 'qty', operator: 'notIn', value: [1, 'two'] }] }, /qty 的值有误/, /qty needs/],
      ['conditions that are not JSON', { conditions: '[{field:' }, /查询条件格式有误/, /conditions must be a list/],
      ['conditions that are not a list', { conditions: { field: 'qty' } }, /查询条件格式有误/, /conditions must be a list/],
      [
        'too many conditions',
        { conditions: Array.from({ length: 51 }, () => ({ field: 'qty', operator: 'isNull' })) },
        /最多 50 个/,
        /At most 50/,
      ],
      [
        'a value too long',
        { conditions: [{ field: 'title', operator: 'eq', value: 'x'.repeat(1001) }] },
        /不能超过 1000 个字符/,
        /1000 characters/,
      ],
    ];
    it.each(cases)('%s', async (_name, payload, zh, en) => {
      const before = await countRows(ctx().database.db, 'test_things');
      const chinese = await refusal(payload);
      expect(chinese.status).toBeGreaterThanOrEqual(400);
      expect(chinese.status).toBeLessThan(500);
      expect(chinese.body.msg).toMatch(zh);
      const english = await refusal(payload, 'en-US');
      expect(english.status).toBe(chinese.status);
      expect(english.body.msg).toMatch(en);
      expect(await countRows(ctx().database.db, 'test_things')).toBe(before);
    });

    it('binds SQL in values as plain values', async () => {
      expect(await titles({ field: 'title', operator: 'eq', value: "' or '1'='1" })).toEqual([]);
      expect(await titles({ field: 'title', operator: 'like', value: "%' or 1=1 --" })).toEqual([]);
      expect(await titles({ field: 'title', operator: 'in', value: ["beta'); drop table test_things; --"] })).toEqual([]);
      expect(await titles()).toHaveLength(4);
    });
  });

  it('refuses to serve a registration whose identifiers are not plain names', async () => {
    const db = ctx().database.db;
    const [object] = await db
      .insert(metaObjects)
      .values({
        name: 'broken',
        tableName: 'test_things; drop table test_things',
        labelZh: '坏',
        labelEn: 'Broken',
        permissionPrefix: 'test:thing',
      })
      .returning({ id: metaObjects.id });
    await db
      .insert(metaFields)
      .values({ objectId: object.id, name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID' });
    const response = await post('/rest/getObjDataByPage', { objName: 'broken' });
    expect([response.statusCode, json(response).msg]).toEqual([500, '对象 broken 的元数据配置有误']);
    expect(await countRows(db, 'test_things')).toBe(4);
  });

  it('describes the object with labels in the caller language', async () => {
    const zh = json<ObjMetaData>(await post('/rest/getObjMetaData', { objName: 'test_things' })).data;
    expect(zh).toMatchObject({ objName: 'test_things', label: '测试物品', companyScoped: true });
    expect(zh.fields.map((f) => f.name)).toEqual([
      'id',
      'company_id',
      'title',
      'code',
      'qty',
      'price',
      'active',
      'born',
      'seen_at',
      'kind',
      'updated_at',
    ]);
    expect(zh.fields.find((f) => f.name === 'title')).toMatchObject({
      label: 'title中文',
      type: 'string',
      required: true,
      maxLength: 40,
      readOnly: false,
    });
    expect(zh.fields.find((f) => f.name === 'id')).toMatchObject({ readOnly: true });
    const en = json<ObjMetaData>(await post('/rest/getObjMetaData', { objName: 'test_things' }, admin, 'en-US')).data;
    expect(en.label).toBe('Test things');
    expect(en.fields.find((f) => f.name === 'kind')).toMatchObject({ label: 'kind label', type: 'dict', dictType: 'test_kind' });
  });

  it('serves only users holding the object permissions', async () => {
    const demo = await login(ctx().app, 'demo', PASSWORDS.demo);
    const denied = await page({}, demo);
    expect(denied.statusCode).toBe(403);
    const carol = await login(ctx().app, 'carol', FIXTURE_PASSWORD);
    expect((await page({}, carol)).statusCode).toBe(200);
    const save = await post('/rest/saveObjData', { objName: 'test_things', data: { title: 'x' } }, carol);
    expect(save.statusCode).toBe(403);
    expect(json(save).msg).toBe('没有权限，请联系管理员授权');
  });
});
