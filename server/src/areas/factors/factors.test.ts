import { asc, eq, sql } from 'drizzle-orm';
import * as contracts from '@pcf/shared/contracts';
import type {
  CreateFactorRequest,
  FactorDetail,
  FactorRow,
  FactorStatistics,
  GwpValue,
  ObjPage,
  SaveFactorReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { directoryNodes, emissionFactorGases, emissionFactorVersions, emissionFactors, sysOperLog } from '../../schema';
import { PUBLIC_FACTORS } from './seed';
import { FACTOR_LOG_OBJECT } from './service';

describe('the factor rules of the server', () => {
  it('logs factor changes under an object the log knows', () => {
    expect(contracts.OPER_OBJECTS).toContain(FACTOR_LOG_OBJECT);
  });
});

describeEachDatabase('the emission factor database (/rest/factor/*, pcf_emission_factor)', (ctx) => {
  let admin = '';
  let demo = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
  });

  const db = () => ctx().database.db;
  const post = (url: string, payload: object, token = admin, language = 'zh-CN') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: token, 'accept-language': language } });
  const get = (url: string, token = admin, language = 'zh-CN') =>
    ctx().app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-language': language } });
  const page = async (conditions: object[], token = admin) =>
    json<ObjPage>(
      await post(
        '/rest/getObjDataByPage',
        { objName: 'pcf_emission_factor', pageNum: 1, pageSize: 100, sortField: 'code', sortOrder: 'asc', conditions },
        token,
      ),
    ).data;
  const electricity = async () => {
    const [node] = await db().select().from(directoryNodes).where(eq(directoryNodes.name, '电力'));
    return node.id;
  };
  const glassFactor = (overrides: Partial<CreateFactorRequest> = {}): CreateFactorRequest => ({
    code: 'TEST-GLASS-1',
    nameZh: '光伏玻璃',
    nameEn: 'Solar glass',
    categoryId: null,
    unit: 'kg',
    gwpSet: 'AR6',
    gases: [
      { gas: 'CO2', amount: 1.2 },
      { gas: 'CH4_fossil', amount: 0.002 },
      { gas: 'N2O', amount: 0.0001 },
    ],
    region: 'CN',
    year: 2023,
    source: '测试数据',
    databaseVersion: 'TEST 1',
    quality: { ter: 2, ger: 1, tir: 2, p: 3 },
    uncertainty: 'lognormal',
    gsd: 1.2,
    ...overrides,
  });
  const create = async (factor: CreateFactorRequest, token = admin, language = 'zh-CN') =>
    json<SaveFactorReply>(await post('/rest/factor/create', factor, token, language));
  const detail = async (id: number, version?: number) =>
    json<FactorDetail>(await get(`/rest/factor/detail?id=${id}${version === undefined ? '' : `&version=${version}`}`)).data;
  const counts = async () => ({
    factors: (await db().select().from(emissionFactors)).length,
    versions: (await db().select().from(emissionFactorVersions)).length,
    gases: (await db().select().from(emissionFactorGases)).length,
  });

  describe('the seeded reference data', () => {
    it('holds every public factor of DOMAIN.md with its source, year, region and version, grid factors as CO2', async () => {
      const rows = (await page([])).rows as unknown as FactorRow[];
      const byCode = new Map(rows.map((r) => [r.code, r]));
      for (const seed of PUBLIC_FACTORS) expect(byCode.has(seed.code)).toBe(true);
      expect(byCode.get('CN-GRID-2022-AVG')).toMatchObject({
        value: 0.5366,
        unit_code: 'kWh',
        region: 'CN',
        year: 2022,
        version: 1,
        gases: 'CO2',
        category_name: '电力',
        category_name_en: 'Electricity',
      });
      expect(byCode.get('CN-GRID-2022-YN')).toMatchObject({ value: 0.1073, region: 'CN-YN' });
      expect(byCode.get('ECS-2022-MIX-CN')).toMatchObject({ value: 1.024, region: 'CN', gases: '' });
      expect(byCode.get('ECS-2022-MIX-FR')).toMatchObject({ value: 0.052, region: 'FR' });
      expect(byCode.get('IPCC-2006-NG-COMBUSTION-GJ')).toMatchObject({
        value: 56.1,
        unit_code: 'GJ',
        category_name: '天然气',
        category_name_en: 'Natural gas',
      });
      expect(byCode.get('CN-GRID-2022-AVG')?.source).toContain('生态环境部');
    });

    it('serves the GWP100 table of both sets with its source', async () => {
      const table = json<GwpValue[]>(await get('/rest/factor/gwp')).data;
      expect(table).toHaveLength(contracts.GASES.length * 2);
      expect(table.find((g) => g.gas === 'N2O' && g.gwpSet === 'AR6')).toMatchObject({ value: 273 });
      expect(table.find((g) => g.gas === 'CH4_fossil' && g.gwpSet === 'AR5')).toMatchObject({ value: 30 });
      expect(table.every((g) => g.source.startsWith('IPCC'))).toBe(true);
    });

    it('refuses to delete a reference factor, and changes nothing', async () => {
      const [seeded] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
      const before = await counts();
      const answer = json(await post('/rest/factor/delete', { id: seeded.id }, admin, 'en-US'));
      expect(answer.msg).toBe(
        'The factor CN-GRID-2022-AVG is reference data of the platform: it can be edited (a new version) but not deleted',
      );
      expect(await counts()).toEqual(before);
    });
  });

  describe('versions', () => {
    it('creates version 1 with its value computed from the gases of its GWP set, and logs it', async () => {
      const saved = await create(glassFactor());
      expect(saved).toMatchObject({ code: 200, msg: '新增成功!', data: { version: 1 } });
      const factor = await detail(saved.data.id);
      // 1.2 + 0.002 × 29.8 + 0.0001 × 273
      expect(factor.current.value).toBeCloseTo(1.2 + 0.0596 + 0.0273, 12);
      expect(factor.current.gases.map((g) => [g.gas, g.gwp])).toEqual([
        ['CH4_fossil', 29.8],
        ['CO2', 1],
        ['N2O', 273],
      ]);
      expect(factor.current).toMatchObject({ dqr: 2, uncertainty: 'lognormal', gsd: 1.2, unit: 'kg', createdByName: '管理员' });
      expect(factor.inUse).toBe(false);
      const log = await db().select().from(sysOperLog).where(eq(sysOperLog.object, FACTOR_LOG_OBJECT)).orderBy(asc(sysOperLog.id));
      expect(log.at(-1)).toMatchObject({ action: 'create', account: 'admin' });
    });

    it('adds a version on edit; the earlier one stays readable and unchanged, the list shows the new one', async () => {
      const [factor] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'TEST-GLASS-1'));
      const first = await detail(factor.id);
      const edited = json<SaveFactorReply>(
        await post('/rest/factor/update', {
          ...glassFactor(),
          code: undefined,
          id: factor.id,
          gases: [],
          value: 1.5,
          gwpSet: 'AR5',
          categoryId: await electricity(),
        }),
      );
      expect(edited).toMatchObject({ code: 200, msg: '编辑成功!', data: { version: 2 } });
      const now = await detail(factor.id);
      expect(now).toMatchObject({ currentVersion: 2, current: { version: 2, value: 1.5, gwpSet: 'AR5', gases: [], categoryName: '电力' } });
      expect(now.versions.map((v) => v.version)).toEqual([2, 1]);
      expect(await detail(factor.id, 1)).toMatchObject({ current: first.current });
      const [row] = (await page([{ field: 'code', operator: 'eq', value: 'TEST-GLASS-1' }])).rows as unknown as FactorRow[];
      expect(row).toMatchObject({ version: 2, value: 1.5, version_id: edited.data.versionId, category_name: '电力' });
      expect(json(await get(`/rest/factor/detail?id=${factor.id}&version=7`)).msg).toBe('该因子没有版本 7');
    });

    it('never lets a stored version change, even from SQL', async () => {
      const [version] = await db().select().from(emissionFactorVersions).limit(1);
      await expect(db().execute(sql`update emission_factor_versions set value = 0 where id = ${version.id}`)).rejects.toThrow();
      const [again] = await db().select().from(emissionFactorVersions).where(eq(emissionFactorVersions.id, version.id));
      expect(again.value).toBe(version.value);
    });
  });

  describe('refusals', () => {
    const cases: [string, Partial<CreateFactorRequest> & Record<string, unknown>, string][] = [
      ['a code with spaces', { code: 'a b' }, 'A factor code is 1 to 64 letters, digits or . _ - / :, starting with a letter or digit'],
      ['a taken code', { code: 'CN-GRID-2022-AVG' }, 'The factor code CN-GRID-2022-AVG is already taken'],
      ['no English name', { nameEn: '  ' }, 'Enter the factor name in Chinese and in English'],
      ['an unknown unit', { unit: 'furlong' }, 'The unit furlong does not exist; use a unit of the unit table'],
      ['an unknown category', { categoryId: 999999 }, 'The category does not exist: 999999'],
      ['an unknown region', { region: 'Atlantis' }, 'The region Atlantis is not in the region dictionary'],
      ['both a value and gases', { value: 1 }, 'Give either the value or the gas breakdown, not both and not neither'],
      ['neither a value nor gases', { gases: [] }, 'Give either the value or the gas breakdown, not both and not neither'],
      ['a negative value', { gases: [], value: -1 }, 'Value must be a number from 0 to 1000000000'],
      ['an absurdly large value', { gases: [], value: 1e12 }, 'Value must be a number from 0 to 1000000000'],
      ['a negative gas amount', { gases: [{ gas: 'SF6', amount: -0.1 }] }, 'SF6 must be a number from 0 to 1000000000'],
      [
        'a gas twice',
        {
          gases: [
            { gas: 'CO2', amount: 1 },
            { gas: 'CO2', amount: 2 },
          ],
        },
        'The gas CO2 appears twice',
      ],
      ['a year out of range', { year: 1890 }, 'The year is a whole number from 1990 to 2100'],
      ['no source', { source: '' }, 'Source is required'],
      ['a date that does not exist', { validFrom: '2023-02-30' }, 'Valid from is not a valid date (YYYY-MM-DD)'],
      ['a validity ending before it starts', { validFrom: '2024-01-01', validTo: '2023-12-31' }, 'The validity starts after it ends'],
      [
        'a DQR score out of range',
        { quality: { ter: 0, ger: 1, tir: 1, p: 1 } },
        'The data-quality scores (TeR, GeR, TiR, P) come together, each a number from 1 to 5',
      ],
      ['a GSD below 1', { gsd: 0.5 }, 'The geometric standard deviation is a number from 1 to 100'],
      [
        'a GSD without a log-normal distribution',
        { uncertainty: 'normal' },
        'A geometric standard deviation goes with a log-normal distribution only',
      ],
    ];
    it.each(cases)('refuses %s with a clear message and creates nothing', async (_name, overrides, message) => {
      const before = await counts();
      const answer = await create(glassFactor({ code: 'TEST-REFUSED', ...overrides }), admin, 'en-US');
      expect(answer).toMatchObject({ code: 500, msg: message });
      expect(await counts()).toEqual(before);
    });

    it('refuses malformed requests (a gas outside the table, text for a number) before any rule', async () => {
      for (const payload of [
        { ...glassFactor({ code: 'TEST-BAD' }), gases: [{ gas: 'H2O', amount: 1 }] },
        { ...glassFactor({ code: 'TEST-BAD' }), year: 'soon' },
        { ...glassFactor({ code: 'TEST-BAD' }), gwpSet: 'AR4' },
      ]) {
        expect((await post('/rest/factor/create', payload)).statusCode).toBe(400);
      }
      expect((await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'TEST-BAD'))).length).toBe(0);
    });

    it('refuses changes from anyone but a platform administrator', async () => {
      const [factor] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG'));
      const before = await counts();
      expect((await post('/rest/factor/create', glassFactor({ code: 'TEST-DEMO' }), demo)).statusCode).toBe(403);
      expect((await post('/rest/factor/update', { ...glassFactor(), id: factor.id }, demo)).statusCode).toBe(403);
      expect((await post('/rest/factor/delete', { id: factor.id }, demo)).statusCode).toBe(403);
      expect((await post('/rest/saveObjData', { objName: 'pcf_emission_factor', data: { id: factor.id, value: 0 } })).statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes an unused factor with every version, and refuses one in use with nothing changed', async () => {
      const unused = await create(glassFactor({ code: 'TEST-UNUSED' }));
      const used = await create(glassFactor({ code: 'TEST-USED' }));
      // a table of a later area that refers to a factor version, as inventory lines will
      await db().execute(
        sql`create table test_factor_users (id serial primary key, factor_version_id integer references emission_factor_versions(id))`,
      );
      try {
        await db().execute(sql`insert into test_factor_users (factor_version_id) values (${used.data.versionId})`);
        expect((await detail(used.data.id)).inUse).toBe(true);
        const before = await counts();
        expect(json(await post('/rest/factor/delete', { id: used.data.id })).msg).toBe('因子 TEST-USED 正在使用，不能删除');
        expect(await counts()).toEqual(before);
        expect(json(await post('/rest/factor/delete', { id: unused.data.id }))).toMatchObject({ code: 200, msg: '删除成功!' });
        expect(await db().select().from(emissionFactorVersions).where(eq(emissionFactorVersions.factorId, unused.data.id))).toEqual([]);
      } finally {
        await db().execute(sql`drop table test_factor_users`);
      }
    });

    it('keeps a directory node that is a factor category', async () => {
      const node = await electricity();
      const answer = json(
        await ctx().app.inject({
          method: 'GET',
          url: `/sky/delTreeMenu?id=${node}`,
          headers: { authorization: admin, 'accept-language': 'zh-CN' },
        }),
      );
      expect(answer.msg).toBe('该节点已被使用（如碳排放因子的类别），不能删除');
      expect((await db().select().from(directoryNodes).where(eq(directoryNodes.id, node))).length).toBe(1);
    });
  });

  describe('statistics', () => {
    it('counts the current factors by facet and sums the directory coverage up the tree', async () => {
      const stats = json<FactorStatistics>(await get('/rest/factor/statistics')).data;
      const total = (await page([])).total;
      expect(stats.total).toBe(total);
      expect(stats.byRegion.reduce((sum, r) => sum + r.count, 0)).toBe(total);
      expect(stats.byYear.find((y) => y.year === 2022)?.count).toBeGreaterThanOrEqual(15);
      const production = stats.coverage.find((n) => n.name === '生产制造' && n.level === 1);
      const power = stats.coverage.find((n) => n.name === '电力');
      expect(power?.own).toBeGreaterThanOrEqual(19);
      expect(production?.total).toBeGreaterThanOrEqual((power?.own ?? 0) + 2);
      const kwh = stats.valueSpread.find((s) => s.name === '电力' && s.unitCode === 'kWh');
      expect(kwh).toMatchObject({ min: 0.052, max: 1.024 });
    });

    it('serves the figures again until a change to the factors commits, from anywhere, then counts afresh', async () => {
      const read = async () => json<FactorStatistics>(await get('/rest/factor/statistics')).data;
      const before = await read();
      const [factor] = await db()
        .select({ id: emissionFactors.id, code: emissionFactors.code, currentVersionId: emissionFactors.currentVersionId })
        .from(emissionFactors)
        .limit(1);
      // a change the generation does not see (its trigger off): the kept figures are served
      await db().execute(sql`alter table emission_factors disable trigger emission_factors_raise_generation`);
      try {
        await db().update(emissionFactors).set({ currentVersionId: null }).where(eq(emissionFactors.id, factor.id));
        expect((await read()).total).toBe(before.total);
      } finally {
        await db().execute(sql`alter table emission_factors enable trigger emission_factors_raise_generation`);
      }
      // the same change seen: one factor fewer has a current version
      await db().update(emissionFactors).set({ code: factor.code }).where(eq(emissionFactors.id, factor.id));
      expect((await read()).total).toBe(before.total - 1);
      await db().update(emissionFactors).set({ currentVersionId: factor.currentVersionId }).where(eq(emissionFactors.id, factor.id));
      expect((await read()).total).toBe(before.total);
    });
  });
});
