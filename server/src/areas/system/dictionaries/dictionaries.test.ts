import { asc, eq } from 'drizzle-orm';
import type { DictItem, DictOption, DictType } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { metaFields, metaObjects, sysDictItems, sysDictTypes, sysPosts } from '../../../schema';
import { prepareDatabase } from '../../../seed/prepare';
import { DICT_BATCH_MAX } from '@pcf/shared/contracts';

type Body = Record<string, unknown>;

describeEachDatabase('dictionaries', (ctx) => {
  let admin = '';
  let demo = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
  });

  const post = (url: string, payload: Body | string, token = admin, language = 'en-US', contentType?: string) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: token, 'accept-language': language, ...(contentType ? { 'content-type': contentType } : {}) },
    });
  const get = (url: string, token = admin, language = 'en-US') =>
    ctx().app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-language': language } });
  const options = async (code: string, token = admin, language = 'en-US') =>
    json<DictOption[]>(await get(`/sysDictInfo/getDictInfo?dictType=${code}`, token, language)).data;
  const items = async (code: string) => json<DictItem[]>(await get(`/sysDictInfo/items?dictType=${code}`)).data;
  const storedItems = () => ctx().database.db.select().from(sysDictItems).orderBy(asc(sysDictItems.id));
  const addType = async (code: string) => {
    const body = json<{ id: number }>(await post('/sysDictInfo/addDictType', { code, name: `${code} 名称`, nameEn: `${code} name` }));
    if (body.code !== 200) throw new Error(body.msg);
    return body.data.id;
  };

  it('seeds sys_normal_disable, offered to every session in its language', async () => {
    expect(await options('sys_normal_disable', demo, 'zh-CN')).toEqual([
      { value: '0', label: '正常' },
      { value: '1', label: '停用' },
    ]);
    expect(await options('sys_normal_disable', demo, 'en-US')).toEqual([
      { value: '0', label: 'Normal' },
      { value: '1', label: 'Disabled' },
    ]);
    const types = json<DictType[]>(await get('/sysDictInfo/types')).data;
    expect(types.find((t) => t.code === 'sys_normal_disable')).toMatchObject({
      name: '系统开关',
      nameEn: 'Normal or disabled',
      status: '0',
    });
    const unknown = await get('/sysDictInfo/getDictInfo?dictType=no_such_type', demo);
    expect([unknown.statusCode, json(unknown).msg]).toEqual([400, 'Unknown dictionary type: no_such_type']);
  });

  it('keeps administrator changes to seeded items through a restart', async () => {
    const [item] = (await items('sys_normal_disable')).filter((i) => i.value === '1');
    expect(
      json(
        await post('/sysDictInfo/updateDictInfo', {
          id: item.id,
          dictType: 'sys_normal_disable',
          value: '1',
          label: '禁用',
          labelEn: 'Off',
          order: 5,
        }),
      ).code,
    ).toBe(200);
    await prepareDatabase(ctx().database, ctx().config);
    expect((await items('sys_normal_disable')).find((i) => i.value === '1')).toMatchObject({ label: '禁用', labelEn: 'Off', order: 5 });
    await post('/sysDictInfo/updateDictInfo', {
      id: item.id,
      dictType: 'sys_normal_disable',
      value: '1',
      label: '停用',
      labelEn: 'Disabled',
      order: item.order,
    });
  });

  it('adds, edits and deletes types and items', async () => {
    const id = await addType('test_color');
    const red = json<{ id: number }>(
      await post('/sysDictInfo/addDictInfo', { dictType: 'test_color', value: 'red', label: '红', labelEn: 'Red', order: 2 }),
    );
    expect(red).toMatchObject({ code: 200, msg: 'Added!' });
    await post('/sysDictInfo/addDictInfo', { dictType: 'test_color', value: 'blue', label: '蓝', labelEn: 'Blue', order: 1 });
    expect((await items('test_color')).map((i) => [i.value, i.order, i.status])).toEqual([
      ['blue', 1, '0'],
      ['red', 2, '0'],
    ]);
    expect(
      json(
        await post('/sysDictInfo/updateDictInfo', {
          id: red.data.id,
          dictType: 'test_color',
          value: 'red',
          label: '红色',
          labelEn: 'Red',
          status: '1',
        }),
      ).code,
    ).toBe(200);
    expect(await options('test_color', demo, 'zh-CN')).toEqual([{ value: 'blue', label: '蓝' }]);
    expect(
      json(await post('/sysDictInfo/updateDictType', { id, code: 'test_color', name: '颜色', nameEn: 'Colour', status: '1' })).code,
    ).toBe(200);
    expect(await options('test_color', demo)).toEqual([]);
    expect(json(await post('/sysDictInfo/deleteDictInfo', { id: red.data.id }))).toMatchObject({ code: 200, msg: 'Deleted!' });
    expect(json(await post('/sysDictInfo/deleteDictType', { id })).code).toBe(200);
    expect((await storedItems()).some((i) => i.value === 'blue' || i.value === 'red')).toBe(false);
  });

  it('carries a renamed code into the fields bound to it, and refuses to delete a bound or seeded type', async () => {
    const db = ctx().database.db;
    const id = await addType('test_size');
    const [object] = await db.select({ id: metaObjects.id }).from(metaObjects).where(eq(metaObjects.name, 'sys_post'));
    const [field] = await db
      .insert(metaFields)
      .values({
        objectId: object.id,
        name: 'size_probe',
        columnName: 'remark',
        type: 'dict',
        dictType: 'test_size',
        labelZh: '尺寸',
        labelEn: 'Size',
        sort: 99,
      })
      .returning({ id: metaFields.id });
    try {
      expect(json(await post('/sysDictInfo/updateDictType', { id, code: 'test_size2', name: '尺寸', nameEn: 'Size' })).code).toBe(200);
      const [bound] = await db.select({ dictType: metaFields.dictType }).from(metaFields).where(eq(metaFields.id, field.id));
      expect(bound.dictType).toBe('test_size2');
      const refused = await post('/sysDictInfo/deleteDictType', { id });
      expect([refused.statusCode, json(refused).msg]).toEqual([
        400,
        'The dictionary type test_size2 is bound to object fields and cannot be deleted',
      ]);
    } finally {
      await db.delete(metaFields).where(eq(metaFields.id, field.id));
    }
    const [seeded] = await db.select({ id: sysDictTypes.id }).from(sysDictTypes).where(eq(sysDictTypes.code, 'sys_normal_disable'));
    expect(json(await post('/sysDictInfo/deleteDictType', { id: seeded.id })).msg).toBe(
      'The dictionary type sys_normal_disable is built in and cannot be deleted; disable it instead',
    );
    expect(json(await post('/sysDictInfo/updateDictType', { id: seeded.id, code: 'renamed', name: 'x', nameEn: 'x' })).code).toBe(500);
    expect(json(await post('/sysDictInfo/deleteDictType', { id })).code).toBe(200);
  });

  it('refuses bad types and items with clear messages', async () => {
    await addType('test_bad');
    const before = await storedItems();
    const cases: [string, Body, string][] = [
      [
        '/sysDictInfo/addDictType',
        { code: 'Bad Code', name: 'x', nameEn: 'x' },
        'A dictionary type code starts with a lower-case letter and has lower-case letters, digits and _ (at most 100)',
      ],
      ['/sysDictInfo/addDictType', { code: 'test_bad', name: 'x', nameEn: 'x' }, 'The dictionary type test_bad already exists'],
      [
        '/sysDictInfo/addDictType',
        { code: 'test_other', name: '', nameEn: 'x' },
        'Both names (Chinese and English) need 1 to 100 characters',
      ],
      ['/sysDictInfo/addDictInfo', { dictType: 'no_type', value: 'a', label: 'a', labelEn: 'a' }, 'Unknown dictionary type: no_type'],
      [
        '/sysDictInfo/addDictInfo',
        { dictType: 'test_bad', value: ' ', label: 'a', labelEn: 'a' },
        'A dictionary value needs 1 to 100 characters',
      ],
      [
        '/sysDictInfo/addDictInfo',
        { dictType: 'sys_normal_disable', value: '0', label: 'a', labelEn: 'a' },
        'The dictionary sys_normal_disable already has the value 0',
      ],
      [
        '/sysDictInfo/updateDictInfo',
        { id: 999999, dictType: 'test_bad', value: 'a', label: 'a', labelEn: 'a' },
        'The dictionary item does not exist',
      ],
    ];
    const wrong: string[] = [];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      if (response.statusCode < 400 || response.statusCode >= 500 || json(response).msg !== message)
        wrong.push(`${url} → ${response.statusCode} ${json(response).msg}`);
    }
    expect(wrong).toEqual([]);
    const status = await post('/sysDictInfo/addDictInfo', { dictType: 'test_bad', value: 'a', label: 'a', labelEn: 'a', status: '7' });
    expect(status.statusCode).toBe(400);
    expect(await storedItems()).toEqual(before);
  });

  describe('POST /sysDictInfo/addDictInfoList', () => {
    it('adds every item in one go, from JSON or from a form with the list as JSON text, in the order given', async () => {
      await addType('test_batch');
      const added = json<{ ids: number[] }>(
        await post('/sysDictInfo/addDictInfoList', {
          dictType: 'test_batch',
          items: [
            { value: 'a', label: '甲', labelEn: 'A' },
            { value: 'b', label: '乙', labelEn: 'B' },
            { value: 3, label: '丙', labelEn: 'C', status: '1' },
          ],
        }),
      );
      expect(added).toMatchObject({ code: 200, msg: 'Added!' });
      expect(added.data.ids).toHaveLength(3);
      const form = new URLSearchParams({
        dictType: 'test_batch',
        items: JSON.stringify([{ value: 'd', label: '丁', labelEn: 'D' }]),
      }).toString();
      expect(json(await post('/sysDictInfo/addDictInfoList', form, admin, 'en-US', 'application/x-www-form-urlencoded')).code).toBe(200);
      expect((await items('test_batch')).map((i) => [i.value, i.order, i.status])).toEqual([
        ['a', 1, '0'],
        ['b', 2, '0'],
        ['3', 3, '1'],
        ['d', 4, '0'],
      ]);
      expect((await options('test_batch', demo)).map((o) => o.value)).toEqual(['a', 'b', 'd']);
    });

    it('adds nothing when one item is wrong', async () => {
      await addType('test_atomic');
      await post('/sysDictInfo/addDictInfo', { dictType: 'test_atomic', value: 'taken', label: '已有', labelEn: 'Taken' });
      const before = await storedItems();
      const good = { value: 'new', label: '新', labelEn: 'New' };
      const cases: [unknown, string][] = [
        [[good, { value: 'taken', label: 'x', labelEn: 'x' }], 'The dictionary test_atomic already has the value taken'],
        [[good, { value: 'new', label: 'x', labelEn: 'x' }], 'The dictionary test_atomic already has the value new'],
        [[good, { value: 'x', label: '', labelEn: 'x' }], 'Both names (Chinese and English) need 1 to 100 characters'],
        [[good, 'not an item'], `The dictionary items must be a list of 1 to ${DICT_BATCH_MAX} entries`],
        [[], `The dictionary items must be a list of 1 to ${DICT_BATCH_MAX} entries`],
        ['[not json', `The dictionary items must be a list of 1 to ${DICT_BATCH_MAX} entries`],
        [
          Array.from({ length: DICT_BATCH_MAX + 1 }, (_, i) => ({ value: `v${i}`, label: 'x', labelEn: 'x' })),
          `The dictionary items must be a list of 1 to ${DICT_BATCH_MAX} entries`,
        ],
      ];
      for (const [list, message] of cases) {
        const response = await post('/sysDictInfo/addDictInfoList', { dictType: 'test_atomic', items: list });
        expect([response.statusCode, json(response).msg]).toEqual([400, message]);
      }
      const unknown = await post('/sysDictInfo/addDictInfoList', { dictType: 'no_type', items: [good] });
      expect(json(unknown).msg).toBe('Unknown dictionary type: no_type');
      expect(await storedItems()).toEqual(before);
    });

    it('adds a full batch of the largest size', async () => {
      await addType('test_large');
      const list = Array.from({ length: DICT_BATCH_MAX }, (_, i) => ({ value: `v${i}`, label: `值${i}`, labelEn: `Value ${i}` }));
      const response = await post('/sysDictInfo/addDictInfoList', { dictType: 'test_large', items: list });
      expect(json<{ ids: number[] }>(response).data.ids).toHaveLength(DICT_BATCH_MAX);
      expect(await items('test_large')).toHaveLength(DICT_BATCH_MAX);
    });
  });

  describe('dict-typed fields of the generic object API', () => {
    const save = (data: Body) => post('/rest/saveObjData', { objName: 'sys_post', data });
    const posts = () => ctx().database.db.select().from(sysPosts).orderBy(asc(sysPosts.id));

    it('accept the values of their dictionary that are in use, and refuse any other with nothing saved', async () => {
      const saved = json<{ id: number }>(await save({ code: 'DICT1', name: 'Dict 1', sort: 1, status: '1' }));
      expect(saved.code).toBe(200);
      const before = await posts();
      const wrong = await save({ code: 'DICT2', name: 'Dict 2', sort: 1, status: '9' });
      expect([wrong.statusCode, json(wrong).msg]).toEqual([400, 'The value 9 of field status is not in the dictionary sys_normal_disable']);
      const update = await post('/rest/saveObjData', { objName: 'sys_post', data: { id: saved.data.id, status: 'x' } }, admin, 'zh-CN');
      expect([update.statusCode, json(update).msg]).toEqual([400, '字段 status 的值 x 不在字典 sys_normal_disable 中']);

      // a disabled item is no longer accepted in saves
      const [disabled] = (await items('sys_normal_disable')).filter((i) => i.value === '1');
      await post('/sysDictInfo/updateDictInfo', {
        id: disabled.id,
        dictType: 'sys_normal_disable',
        value: '1',
        label: disabled.label,
        labelEn: disabled.labelEn,
        order: disabled.order,
        status: '1',
      });
      try {
        expect(json(await save({ id: saved.data.id, status: '1' })).code).toBe(400);
        expect(await posts()).toEqual(before);
      } finally {
        await post('/sysDictInfo/updateDictInfo', {
          id: disabled.id,
          dictType: 'sys_normal_disable',
          value: '1',
          label: disabled.label,
          labelEn: disabled.labelEn,
          order: disabled.order,
          status: '0',
        });
      }
      expect(json(await save({ id: saved.data.id, status: '0' })).code).toBe(200);
      expect(json(await post('/rest/delObjData', { objName: 'sys_post', id: saved.data.id })).code).toBe(200);
    });
  });

  it('is refused to an enterprise user, except the options of select fields', async () => {
    const before = await storedItems();
    expect(
      (
        await post(
          '/sysDictInfo/addDictInfoList',
          { dictType: 'sys_normal_disable', items: [{ value: '9', label: 'x', labelEn: 'x' }] },
          demo,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get('/sysDictInfo/items?dictType=sys_normal_disable', demo)).statusCode).toBe(403);
    expect((await get('/sysDictInfo/getDictInfo?dictType=sys_normal_disable', demo)).statusCode).toBe(200);
    expect(await storedItems()).toEqual(before);
  });
});
