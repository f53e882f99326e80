import { asc, eq, inArray, sql } from 'drizzle-orm';
import * as contracts from '@pcf/shared/contracts';
import type { ConvertUnitReply, CreateUnitRequest, ObjPage, ObjRow, UnitDimensionSummary, UnitRow } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { inventoryTemplateLines, sysOperLog, units } from '../../schema';
import { UNIT_LOG_OBJECT } from './service';

describe('the unit rules of the server', () => {
  it('logs unit changes under an object the log knows', () => {
    expect(contracts.OPER_OBJECTS).toContain(UNIT_LOG_OBJECT);
  });
});

describeEachDatabase('units (/rest/unit/*, pcf_unit)', (ctx) => {
  let admin = '';
  let demo = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
  });

  const db = () => ctx().database.db;
  const post = (url: string, payload: object, token = admin, language = 'zh-CN') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': language } });
  const convert = async (quantity: number, from: string, to: string, token = admin, language = 'zh-CN') =>
    json<ConvertUnitReply>(await post('/rest/unit/convert', { quantity, from, to }, token, language));
  const create = async (unit: Partial<CreateUnitRequest>, token = admin) =>
    json<{ id: number }>(await post('/rest/unit/create', { nameZh: '单位', nameEn: 'unit', dimension: 'mass', factor: 1, ...unit }, token));
  const createdId = async (unit: Partial<CreateUnitRequest>) => {
    const body = await create(unit);
    expect(body).toMatchObject({ code: 200, msg: '新增成功!' });
    return body.data.id;
  };
  const byCode = async (code: string) => (await db().select().from(units).where(eq(units.code, code)))[0];
  const allUnits = () => db().select().from(units).orderBy(asc(units.id));
  const unitLog = () => db().select().from(sysOperLog).where(eq(sysOperLog.object, 'unit')).orderBy(asc(sysOperLog.id));
  const refusal = (msg: string) => ({ code: 500, msg, message: msg });

  describe('the dimensions (GET /rest/unit/dimensions)', () => {
    const dimensions = async (token = admin, language = 'zh-CN') =>
      json<UnitDimensionSummary[]>(
        await ctx().app.inject({
          method: 'GET',
          url: '/rest/unit/dimensions',
          headers: { authorization: token, 'accept-language': language },
        }),
      );

    it('lists every dimension in order with its base unit, unit count and name in the reader’s language', async () => {
      const { code, data } = await dimensions(demo, 'en-US');
      expect(code).toBe(200);
      expect(data.map((d) => d.dimension)).toEqual([...contracts.UNIT_DIMENSIONS]);
      const stored = await allUnits();
      for (const summary of data) {
        const members = stored.filter((unit) => unit.dimension === summary.dimension);
        expect(summary.unitCount).toBe(members.length);
        expect(summary.baseUnit).toBe(members.find((unit) => unit.isBase)?.code ?? null);
      }
      expect(data.find((d) => d.dimension === 'mass')).toMatchObject({ label: 'Mass', baseUnit: 'kg' });
      expect((await dimensions(admin, 'zh-CN')).data.find((d) => d.dimension === 'mass')?.label).toBe('质量');
    });

    it('counts a unit added to a dimension', async () => {
      const before = (await dimensions()).data.find((d) => d.dimension === 'mass')?.unitCount ?? 0;
      await createdId({ code: 'dimcount_g', factor: 0.001 });
      expect((await dimensions()).data.find((d) => d.dimension === 'mass')?.unitCount).toBe(before + 1);
    });
  });

  describe('the list (generic object API on pcf_unit)', () => {
    it('pages the seeded units filtered by dimension, factors as numbers and dimensions with their labels', async () => {
      const page = json<ObjPage>(
        await post('/rest/getObjDataByPage', {
          objName: 'pcf_unit',
          pageNum: 1,
          pageSize: 20,
          sortField: 'id',
          sortOrder: 'asc',
          conditions: [{ field: 'dimension', operator: 'eq', value: 'energy' }],
        }),
      ).data;
      expect(page.total).toBe(5);
      const rows = page.rows as unknown as UnitRow[];
      expect(rows.map((r) => [r.code, r.factor, r.is_base, r.seeded])).toEqual([
        ['Wh', 0.0036, false, true],
        ['kWh', 3.6, false, true],
        ['MWh', 3600, false, true],
        ['MJ', 1, true, true],
        ['GJ', 1000, false, true],
      ]);
      expect(rows[1]).toMatchObject({ name_zh: '千瓦时', name_en: 'kilowatt hour', dimension: 'energy' });
      const options = json<{ value: string; label: string }[]>(
        await ctx().app.inject({
          method: 'GET',
          url: '/sysDictInfo/getDictInfo?dictType=pcf_unit_dimension',
          headers: { authorization: admin, 'accept-language': 'en-US' },
        }),
      ).data;
      expect(options.map((o) => o.label)).toEqual([
        'Mass',
        'Energy',
        'Volume',
        'Area',
        'Transport',
        'Count',
        'Power',
        'Distance',
        'Passenger transport',
        'Accommodation',
        'Working time',
      ]);
    });

    it('finds a unit by its symbol, superscripts and the middle dot included', async () => {
      const search = async (value: string) =>
        (
          json<ObjPage>(
            await post('/rest/getObjDataByPage', { objName: 'pcf_unit', conditions: [{ field: 'code', operator: 'eq', value }] }),
          ).data.rows as ObjRow[]
        ).map((r) => r.code);
      expect(await search('t·km')).toEqual(['t·km']);
      expect(await search('m²')).toEqual(['m²']);
    });

    it('refuses every write through the generic object API: units change only through their own routes', async () => {
      const before = await allUnits();
      const kg = await byCode('kg');
      for (const [url, payload] of [
        ['/rest/saveObjData', { objName: 'pcf_unit', data: { code: 'sneaky' } }],
        ['/rest/saveObjData', { objName: 'pcf_unit', data: { id: kg.id, factor: 2 } }],
        ['/rest/delObjData', { objName: 'pcf_unit', id: kg.id }],
        ['/rest/delObjDataByIdList', { objName: 'pcf_unit', ids: [kg.id] }],
      ] as const) {
        const response = await post(url, payload);
        expect(`${url} ${response.statusCode}`).toBe(`${url} 400`);
      }
      expect(await allUnits()).toEqual(before);
    });
  });

  describe('conversion', () => {
    it.each([
      [1, 'kWh', 'MJ', 3.6, 'energy'],
      [3.6, 'MJ', 'kWh', 1, 'energy'],
      [2.5, 't', 'kg', 2500, 'mass'],
      [2000, 'kg·km', 't·km', 2, 'transport'],
      [400, 'Wp', 'kWp', 0.4, 'power'],
      [1500, 'L', 'm³', 1.5, 'volume'],
    ])('converts %p %s to %s: %p', async (quantity, from, to, result, dimension) => {
      expect(await convert(quantity, from, to)).toEqual({ code: 200, msg: '操作成功', data: { quantity, from, to, dimension, result } });
    });

    it('refuses a conversion across dimensions with a message naming both units, in the reader’s language', async () => {
      const before = await allUnits();
      expect(await convert(1, 'kWh', 'kg')).toEqual(refusal('单位 kWh（能量）与 kg（质量）量纲不同，不能换算'));
      expect(await convert(1, 'kWp', 'm²', admin, 'en-US')).toEqual(
        refusal('Cannot convert kWp (Power) to m² (Area): they measure different dimensions'),
      );
      expect(await allUnits()).toEqual(before);
    });

    it('refuses a unit it does not know, naming it (symbols are case-sensitive)', async () => {
      expect(await convert(1, 'KG', 't')).toEqual(refusal('单位 KG 不存在'));
      expect(await convert(1, 'kg', 'lbs', admin, 'en-US')).toEqual(refusal('There is no unit lbs'));
    });

    it('refuses a quantity beyond the bounds or not a number (400)', async () => {
      expect((await post('/rest/unit/convert', { quantity: 1e16, from: 'kg', to: 't' })).statusCode).toBe(400);
      expect((await post('/rest/unit/convert', { quantity: 'x', from: 'kg', to: 't' })).statusCode).toBe(400);
      expect((await post('/rest/unit/convert', { quantity: 1, from: '', to: 't' })).statusCode).toBe(400);
    });
  });

  describe('changes by an administrator', () => {
    it('creates a unit, which then converts, and logs it', async () => {
      const logged = (await unitLog()).length;
      const id = await createdId({ code: 'lb', nameZh: '磅', nameEn: 'pound', dimension: 'mass', factor: 0.45359237 });
      expect(await byCode('lb')).toMatchObject({
        id,
        nameZh: '磅',
        nameEn: 'pound',
        dimension: 'mass',
        factor: '0.45359237',
        isBase: false,
        seeded: false,
      });
      expect((await convert(1000, 'lb', 't')).data.result).toBe(0.45359237);
      const log = await unitLog();
      expect(log).toHaveLength(logged + 1);
      expect(log[log.length - 1]).toMatchObject({
        action: 'create',
        account: 'admin',
        targetIds: String(id),
        after: [expect.objectContaining({ code: 'lb', factor: '0.45359237' })],
      });
    });

    it('stores a factor given in exponent form as a plain decimal', async () => {
      await createdId({ code: 'µg', nameZh: '微克', nameEn: 'microgram', factor: 1e-9 });
      expect((await byCode('µg')).factor).toBe('0.000000001');
      expect((await convert(1, 'µg', 'g')).data.result).toBe(0.000001);
    });

    it('edits an administrator’s unit: symbol, names, dimension and factor, and logs before and after', async () => {
      const id = await createdId({ code: 'oz', nameZh: '盎司', nameEn: 'ounce', factor: 0.028 });
      const edited = json(
        await post('/rest/unit/update', {
          id,
          code: 'ozt',
          nameZh: '金衡盎司',
          nameEn: 'troy ounce',
          dimension: 'mass',
          factor: 0.0311034768,
        }),
      );
      expect(edited).toMatchObject({ code: 200, msg: '编辑成功!' });
      expect(await byCode('ozt')).toMatchObject({ id, nameEn: 'troy ounce', factor: '0.0311034768' });
      const [last] = (await unitLog()).slice(-1);
      expect(last).toMatchObject({
        action: 'update',
        targetIds: String(id),
        before: [expect.objectContaining({ code: 'oz' })],
        after: [expect.objectContaining({ code: 'ozt' })],
      });
    });

    it('renames a reference unit but keeps its symbol, dimension, factor and base setting', async () => {
      const kwh = await byCode('kWh');
      const same = { id: kwh.id, code: 'kWh', dimension: 'energy', factor: 3.6 };
      expect(json(await post('/rest/unit/update', { ...same, nameZh: '度', nameEn: 'kilowatt-hour' })).code).toBe(200);
      expect(await byCode('kWh')).toMatchObject({ nameZh: '度', nameEn: 'kilowatt-hour', factor: '3.6', seeded: true });
      const before = await allUnits();
      const logged = (await unitLog()).length;
      const fixed = refusal('kWh 是核算方法规定的参考单位，只能修改名称，不能修改符号、量纲、换算系数或基准单位设置');
      for (const change of [{ factor: 3.7 }, { dimension: 'power' }, { code: 'KWH' }, { isBase: true }]) {
        expect(json(await post('/rest/unit/update', { ...same, nameZh: '千瓦时', nameEn: 'kilowatt hour', ...change }))).toEqual(fixed);
      }
      expect(await allUnits()).toEqual(before);
      expect(await unitLog()).toHaveLength(logged);
    });

    it('deletes an administrator’s unit that nothing uses, and logs it', async () => {
      const id = await createdId({ code: 'cwt', nameZh: '英担', nameEn: 'hundredweight', factor: 50.80234544 });
      expect(json(await post('/rest/unit/delete', { id }))).toEqual({ code: 200, msg: '删除成功!' });
      expect(await byCode('cwt')).toBeUndefined();
      const [last] = (await unitLog()).slice(-1);
      expect(last).toMatchObject({
        action: 'delete',
        targetIds: String(id),
        before: [expect.objectContaining({ code: 'cwt' })],
        after: null,
      });
    });

    describe('refuses, changing nothing and logging nothing,', () => {
      let before: Awaited<ReturnType<typeof allUnits>>;
      let logged = 0;
      beforeAll(async () => {
        before = await allUnits();
        logged = (await unitLog()).length;
      });
      afterAll(async () => {
        expect(await allUnits()).toEqual(before);
        expect(await unitLog()).toHaveLength(logged);
      });

      it.each([
        ['a factor of 0', { code: 'z1', factor: 0 }, '换算系数须为大于 0 的数（1e-12 至 1000000000000）'],
        ['a negative factor', { code: 'z2', factor: -2 }, '换算系数须为大于 0 的数（1e-12 至 1000000000000）'],
        ['a factor beyond the bounds', { code: 'z3', factor: 1e13 }, '换算系数须为大于 0 的数（1e-12 至 1000000000000）'],
        ['a symbol with a space', { code: 't km' }, '单位符号须为 1 至 20 个字符，且不含空格'],
        ['a blank symbol', { code: '  ' }, '单位符号须为 1 至 20 个字符，且不含空格'],
        ['a symbol of 21 characters', { code: 'x'.repeat(21) }, '单位符号须为 1 至 20 个字符，且不含空格'],
        ['a symbol taken', { code: 'kg', factor: 1 }, '单位符号 kg 已存在'],
        ['a blank name', { code: 'z4', nameZh: ' ' }, '请填写单位的中文名称和英文名称（各不超过 50 个字符）'],
        ['a name of 51 characters', { code: 'z5', nameEn: 'n'.repeat(51) }, '请填写单位的中文名称和英文名称（各不超过 50 个字符）'],
        [
          'a second base unit in a dimension',
          { code: 'z6', dimension: 'energy', factor: 1, isBase: true },
          '量纲“能量”已有基准单位 MJ，每个量纲只能有一个基准单位',
        ],
        [
          'a base unit of factor other than 1',
          { code: 'z7', dimension: 'energy', factor: 2, isBase: true },
          '基准单位 z7 的换算系数须为 1',
        ],
      ])('%s', async (_title, unit, message) => {
        expect(await create(unit as Partial<CreateUnitRequest>)).toEqual(refusal(message));
      });

      it('a dimension that is not one of the seven (400)', async () => {
        expect(
          (await post('/rest/unit/create', { code: 'h', nameZh: '小时', nameEn: 'hour', dimension: 'time', factor: 1 })).statusCode,
        ).toBe(400);
      });

      it('an edit that takes another unit’s symbol, or makes a second base unit', async () => {
        const t = await byCode('t');
        const lb = await byCode('lb');
        const edit = { id: lb.id, code: 'lb', nameZh: '磅', nameEn: 'pound', dimension: 'mass', factor: 0.45359237 };
        expect(json(await post('/rest/unit/update', { ...edit, code: 't' }))).toEqual(refusal('单位符号 t 已存在'));
        expect(json(await post('/rest/unit/update', { ...edit, factor: 1, isBase: true }))).toEqual(
          refusal('量纲“质量”已有基准单位 kg，每个量纲只能有一个基准单位'),
        );
        expect(json(await post('/rest/unit/update', { ...edit, id: 999999 }))).toEqual(refusal('单位不存在'));
        expect(t.code).toBe('t');
      });

      it('deleting a reference unit, or a unit that does not exist', async () => {
        const gj = await byCode('GJ');
        expect(json(await post('/rest/unit/delete', { id: gj.id }))).toEqual(refusal('GJ 是核算方法规定的参考单位，不能删除'));
        expect(json(await post('/rest/unit/delete', { id: 999999 }, admin, 'en-US'))).toEqual(refusal('The unit does not exist'));
      });
    });

    it('never leaves a dimension with units but no base unit (un-basing or deleting an administrator’s base unit)', async () => {
      // the seeded base units cannot change at all; a base unit an administrator made is held to the same rule
      const kg = await byCode('kg');
      await db().update(units).set({ seeded: false }).where(eq(units.id, kg.id));
      // the seeded PV module template suggests kg: moved to t meanwhile, so the delete below meets the base rule, not "in use"
      const t = await byCode('t');
      const suggesting = await db()
        .update(inventoryTemplateLines)
        .set({ unitId: t.id })
        .where(eq(inventoryTemplateLines.unitId, kg.id))
        .returning({ id: inventoryTemplateLines.id });
      try {
        const before = await allUnits();
        const missing = refusal('量纲“质量”须保留一个基准单位，其他单位的换算系数都以它为准');
        expect(
          json(
            await post('/rest/unit/update', {
              id: kg.id,
              code: 'kg',
              nameZh: '千克',
              nameEn: 'kilogram',
              dimension: 'mass',
              factor: 1,
              isBase: false,
            }),
          ),
        ).toEqual(missing);
        expect(
          json(
            await post('/rest/unit/update', { id: kg.id, code: 'kg', nameZh: '千克', nameEn: 'kilogram', dimension: 'count', factor: 1 }),
          ),
        ).toEqual(refusal('量纲“数量”已有基准单位 piece，每个量纲只能有一个基准单位'));
        expect(json(await post('/rest/unit/delete', { id: kg.id }))).toEqual(missing);
        expect(
          json(
            await post('/rest/unit/update', { id: kg.id, code: 'kg', nameZh: '千克', nameEn: 'kilogram', dimension: 'mass', factor: 2 }),
          ),
        ).toEqual(refusal('基准单位 kg 的换算系数须为 1'));
        expect(await allUnits()).toEqual(before);
      } finally {
        await db().update(units).set({ seeded: true }).where(eq(units.id, kg.id));
        if (suggesting.length > 0)
          await db()
            .update(inventoryTemplateLines)
            .set({ unitId: kg.id })
            .where(
              inArray(
                inventoryTemplateLines.id,
                suggesting.map((l) => l.id),
              ),
            );
      }
    });

    it('refuses to delete a unit in use: any foreign key to it (here a throwaway table) answers "unit X is in use", nothing changed', async () => {
      const id = await createdId({ code: 'bbl', nameZh: '桶', nameEn: 'barrel', dimension: 'volume', factor: 0.158987294928 });
      await db().execute(sql`create table unit_use_probe (id serial primary key, unit_id integer not null references units(id))`);
      try {
        await db().execute(sql`insert into unit_use_probe (unit_id) values (${id})`);
        const logged = (await unitLog()).length;
        expect(json(await post('/rest/unit/delete', { id }))).toEqual(refusal('单位 bbl 正在使用，不能删除'));
        expect(json(await post('/rest/unit/delete', { id }, admin, 'en-US'))).toEqual(
          refusal('The unit bbl is in use and cannot be deleted'),
        );
        expect(await byCode('bbl')).toMatchObject({ id });
        expect(await unitLog()).toHaveLength(logged);
        await db().execute(sql`delete from unit_use_probe`);
        expect(json(await post('/rest/unit/delete', { id })).code).toBe(200);
        expect(await byCode('bbl')).toBeUndefined();
      } finally {
        await db().execute(sql`drop table unit_use_probe`);
      }
    });
  });

  describe('authorisation', () => {
    it('an enterprise user and a reviewer may list units: they hold business:unit:list and none of its buttons', async () => {
      const reviewer = await login(ctx().app, 'reviewer', PASSWORDS.reviewer);
      for (const token of [demo, reviewer]) {
        const info = json<{ permissions: string[] }>(
          await ctx().app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token } }),
        ).data;
        expect(info.permissions.filter((p) => p.startsWith('business:unit:'))).toEqual(['business:unit:list']);
        const page = json<ObjPage>(
          await post(
            '/rest/getObjDataByPage',
            { objName: 'pcf_unit', conditions: [{ field: 'code', operator: 'eq', value: 'kWp' }] },
            token,
          ),
        ).data;
        expect(page.rows).toEqual([expect.objectContaining({ code: 'kWp', dimension: 'power', factor: 1000, seeded: true })]);
      }
    });

    it('an enterprise user may convert but not create, edit or delete units (403, nothing changed)', async () => {
      const before = await allUnits();
      expect((await convert(1, 'kWh', 'MJ', demo)).data.result).toBe(3.6);
      const kwh = await byCode('kWh');
      const lb = await byCode('lb');
      for (const [url, payload] of [
        ['/rest/unit/create', { code: 'x9', nameZh: 'x', nameEn: 'x', dimension: 'mass', factor: 1 }],
        ['/rest/unit/update', { id: lb.id, code: 'lb', nameZh: '磅', nameEn: 'pound', dimension: 'mass', factor: 1 }],
        ['/rest/unit/update', { id: kwh.id, code: 'kWh', nameZh: 'x', nameEn: 'x', dimension: 'energy', factor: 3.6 }],
        ['/rest/unit/delete', { id: lb.id }],
      ] as const) {
        const response = await post(url, payload, demo);
        expect(`${url} ${response.statusCode}`).toBe(`${url} 403`);
      }
      expect(await allUnits()).toEqual(before);
    });

    it('nobody signed out may convert (401)', async () => {
      const response = await ctx().app.inject({ method: 'POST', url: '/rest/unit/convert', payload: { quantity: 1, from: 'kg', to: 't' } });
      expect(response.statusCode).toBe(401);
    });
  });
});
