import { eq } from 'drizzle-orm';
import type { CalorificValue, CreateFactorRequest, FactorDetail, FactorRow, ObjPage, SaveFactorReply } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { emissionFactorVersions, emissionFactors } from '../../schema';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';

const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);

describeEachDatabase('a factor version’s net calorific value', (ctx) => {
  let admin = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  const db = () => ctx().database.db;
  const post = (url: string, payload: object, language = 'zh-CN') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { authorization: admin, 'accept-language': language } });
  const detail = async (id: number, version?: number) =>
    json<FactorDetail>(
      await ctx().app.inject({
        method: 'GET',
        url: `/rest/factor/detail?id=${id}${version === undefined ? '' : `&version=${version}`}`,
        headers: { authorization: admin },
      }),
    ).data;
  const rowOf = async (code: string) =>
    (
      json<ObjPage>(
        await post('/rest/getObjDataByPage', {
          objName: 'pcf_emission_factor',
          pageNum: 1,
          pageSize: 10,
          conditions: [{ field: 'code', operator: 'eq', value: code }],
        }),
      ).data.rows as unknown as FactorRow[]
    )[0];
  const counts = async () => ({
    factors: (await db().select().from(emissionFactors)).length,
    versions: (await db().select().from(emissionFactorVersions)).length,
  });

  const NCV: CalorificValue = { value: 38.931, perUnit: 'm³', energyUnit: 'MJ', source: 'GB/T 2589-2020 附录A 天然气低位发热量' };
  const gasFactor = (overrides: Partial<CreateFactorRequest> = {}): CreateFactorRequest => ({
    code: 'TEST-NG-MJ',
    nameZh: '天然气燃烧',
    nameEn: 'Natural gas combustion',
    categoryId: null,
    unit: 'MJ',
    gwpSet: 'AR6',
    value: 0.0561,
    region: 'CN',
    year: 2024,
    source: '测试数据',
    databaseVersion: 'TEST 1',
    ncv: NCV,
    ...overrides,
  });

  it('is seeded on DESNZ 2025 natural gas per kWh (Net CV), derived from its factor per m³, and listed and shown with its source', async () => {
    const row = await rowOf('DESNZ2025:1_100_1004_7');
    expect(row).toMatchObject({ value: 0.2027, unit_code: 'kWh', region: 'GB', ncv_per_unit_code: 'm³', ncv_energy_unit_code: 'kWh' });
    // 2.06672 kg CO2e/m³ ÷ 0.2027 kg CO2e/kWh
    expect(Number(row.ncv_value)).toBeCloseTo(2.06672 / 0.2027, 12);
    expect(row.ncv_source).toBe(
      'DESNZ 2025 flat file: factor per m³ 2.06672 ÷ factor per kWh (Net CV) 0.2027, ID 1_100_1004_1 / 1_100_1004_7',
    );
    expect((await detail(row.id)).current.ncv).toEqual({
      value: Number(row.ncv_value),
      perUnit: 'm³',
      energyUnit: 'kWh',
      source: row.ncv_source,
    });
    // a factor without one lists nulls
    expect(await rowOf('CN-GRID-2022-AVG')).toMatchObject({
      ncv_value: null,
      ncv_per_unit_code: null,
      ncv_energy_unit_code: null,
      ncv_source: null,
    });
  });

  it('is saved with a version and kept by it: a later version without one leaves the earlier one as it was', async () => {
    const saved = json<SaveFactorReply>(await post('/rest/factor/create', gasFactor()));
    expect(saved.code).toBe(200);
    expect((await detail(saved.data.id)).current.ncv).toEqual(NCV);
    const edited = json<SaveFactorReply>(
      await post('/rest/factor/update', { ...gasFactor(), code: undefined, id: saved.data.id, ncv: null }),
    );
    expect(edited.data.version).toBe(2);
    expect((await detail(saved.data.id)).current.ncv).toBeNull();
    expect((await detail(saved.data.id, 1)).current.ncv).toEqual(NCV);
    // left out is none too
    const { ncv: _left, ...withoutNcv } = gasFactor({ code: 'TEST-NG-NONE' });
    const plain = json<SaveFactorReply>(await post('/rest/factor/create', withoutNcv));
    expect((await detail(plain.data.id)).current.ncv).toBeNull();
  });

  const refusals: [string, Partial<CalorificValue>, MessageKey, MessageParams][] = [
    ['a value of 0', { value: 0 }, 'factorNcvValueInvalid', { max: 1e9 }],
    ['a negative value', { value: -38.9 }, 'factorNcvValueInvalid', { max: 1e9 }],
    ['an absurd value', { value: 2e9 }, 'factorNcvValueInvalid', { max: 1e9 }],
    ['a per-unit of energy', { perUnit: 'kWh' }, 'factorNcvPerUnitInvalid', { unit: 'kWh' }],
    ['a per-unit of area', { perUnit: 'm²' }, 'factorNcvPerUnitInvalid', { unit: 'm²' }],
    ['an unknown per-unit', { perUnit: 'furlong³' }, 'factorNcvPerUnitInvalid', { unit: 'furlong³' }],
    ['an energy unit of mass', { energyUnit: 'kg' }, 'factorNcvEnergyUnitInvalid', { unit: 'kg' }],
    ['no source', { source: '  ' }, 'factorNcvSourceInvalid', { max: 200 }],
    ['a source too long', { source: '来'.repeat(201) }, 'factorNcvSourceInvalid', { max: 200 }],
  ];
  it.each(refusals)('refuses %s in both languages, saving nothing', async (_name, part, key, params) => {
    const before = await counts();
    const factor = gasFactor({ code: 'TEST-NG-REFUSED', ncv: { ...NCV, ...part } });
    expect(json(await post('/rest/factor/create', factor))).toMatchObject({ code: 500, msg: zh(key, params) });
    expect(json(await post('/rest/factor/create', factor, 'en-US'))).toMatchObject({ code: 500, msg: en(key, params) });
    expect(await counts()).toEqual(before);
  });

  it('reads the English message of a unit that is not a volume or mass', () => {
    expect(en('factorNcvPerUnitInvalid', { unit: 'kWh' })).toBe(
      'The net calorific value is per a unit of volume or mass of the unit table (such as m³, kg, t, L), not "kWh"',
    );
  });

  it('is all four parts or none in the table itself', async () => {
    const [version] = await db().select().from(emissionFactorVersions).limit(1);
    const { id: _id, ...copy } = version;
    await expect(
      db()
        .insert(emissionFactorVersions)
        .values({
          ...copy,
          version: 99,
          ncvValue: '38.931',
          ncvPerUnitId: version.unitId,
          ncvEnergyUnitId: version.unitId,
          ncvSource: null,
        }),
    ).rejects.toThrow();
    expect(await db().select().from(emissionFactorVersions).where(eq(emissionFactorVersions.version, 99))).toEqual([]);
  });
});
