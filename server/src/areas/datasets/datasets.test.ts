import { eq, sql } from 'drizzle-orm';
import * as contracts from '@pcf/shared/contracts';
import type {
  AffectedDatasetsReply,
  CompanyProductRow,
  CreateFactorRequest,
  CreateGeneralDatasetRequest,
  GeneralDatasetDetail,
  GeneralDatasetRow,
  ObjPage,
  SaveFactorReply,
  SaveGeneralDatasetReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { snapshot, type Snapshot } from '../../testing/databaseSnapshot';
import { companyDatasetItems, emissionFactors, generalDatasetExchanges, generalDatasets, sysOperLog, units } from '../../schema';
import { enterprise, PRODUCT, saveObject, savedId, type Enterprise } from './companies.fixture';
import { GENERAL_DATASET_LOG_OBJECT } from './recompute';
import { computeOrder, cycleThrough, dependentsOf, inputPath } from './graph';

const EN = { 'accept-language': 'en-US' };

describe('the dataset rules of the server', () => {
  it('logs general dataset changes under an object the log knows', () => {
    expect(contracts.OPER_OBJECTS).toContain(GENERAL_DATASET_LOG_OBJECT);
  });
});

describe('the input graph of general datasets', () => {
  // 3 uses 2, 2 uses 1, 4 uses 1 and 3
  const edges = [
    { dataset: 2, input: 1 },
    { dataset: 3, input: 2 },
    { dataset: 4, input: 1 },
    { dataset: 4, input: 3 },
  ];

  it('finds the chain from a dataset down to an input', () => {
    expect(inputPath(edges, 4, 1)).toEqual([4, 1]);
    expect(inputPath(edges, 3, 1)).toEqual([3, 2, 1]);
    expect(inputPath(edges, 1, 3)).toBeNull();
  });

  it('names the cycle a new input would close, and none where there is none', () => {
    expect(cycleThrough(edges, 1, [3])).toEqual([1, 3, 2, 1]);
    expect(cycleThrough(edges, 1, [4, 2])).toEqual([1, 2, 1]);
    expect(cycleThrough(edges, 2, [2])).toEqual([2, 2]);
    expect(cycleThrough(edges, 4, [2, 3])).toBeNull();
  });

  it('lists the dependents with their depth and path, and orders a computation inputs first', () => {
    expect([...dependentsOf(edges, [1])]).toEqual([
      [2, { depth: 1, path: [1, 2] }],
      [4, { depth: 1, path: [1, 4] }],
      [3, { depth: 2, path: [1, 2, 3] }],
    ]);
    expect(computeOrder(edges, [4, 3, 2, 1])).toEqual([1, 2, 3, 4]);
    expect(() => computeOrder([...edges, { dataset: 1, input: 4 }], [1, 2, 3, 4])).toThrow('cycle');
  });
});

describeEachDatabase('company products, datasets and items through the object API', (ctx) => {
  let a: Enterprise;
  let b: Enterprise;
  let admin = '';
  let kg = 0;
  const db = () => ctx().database.db;
  const state = (): Promise<Snapshot> => snapshot(db(), ctx().config.dataDir);
  const call = async (url: string, payload: object, token: string) => {
    const response = await ctx().app.inject({ method: 'POST', url, payload, headers: { ...EN, authorization: token } });
    return { status: response.statusCode, ...json(response) };
  };
  const rows = async (objName: string, token: string) =>
    json<ObjPage>(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/getObjDataByPage',
        payload: { objName, pageSize: 100 },
        headers: { authorization: token },
      }),
    ).data.rows;

  beforeAll(async () => {
    a = await enterprise(ctx().app, db(), 'datasets_a');
    b = await enterprise(ctx().app, db(), 'datasets_b');
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    [{ id: kg }] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'kg'));
  });

  it("saves a product in the caller's own company, whatever company the request names", async () => {
    const saved = await saveObject(ctx().app, a.token, 'pcf_company_product', { ...PRODUCT, company_id: b.companyId });
    expect(saved).toMatchObject({ code: 200 });
    const listed = (await rows('pcf_company_product', a.token)) as unknown as CompanyProductRow[];
    expect(listed).toEqual([
      expect.objectContaining({
        id: savedId(saved),
        company_id: a.companyId,
        model: 'TP-620',
        mass_kg: 32.5,
        efficiency_pct: 22.8,
        cell_count: 132,
      }),
    ]);
    expect(await rows('pcf_company_product', b.token)).toEqual([]);
  });

  it.each([
    ['a mass of 0', { mass_kg: 0 }],
    ['a negative rated power', { rated_power_wp: -620 }],
    ['an efficiency over 100 %', { efficiency_pct: 101 }],
    ['an efficiency of 0', { efficiency_pct: 0 }],
    ['no cells', { cell_count: 0 }],
    ['a blank model', { model: '   ' }],
    ['a model the company already has', {}],
    ['a technology outside its dictionary', { technology: 'steam' }],
    ['text for a number', { area_m2: 'large' }],
  ])('refuses %s with a 400 and changes nothing', async (_title, change) => {
    const before = await state();
    const answer = await saveObject(ctx().app, a.token, 'pcf_company_product', { ...PRODUCT, ...change });
    expect(answer.status).toBe(400);
    expect(await state()).toEqual(before);
  });

  it("lets B neither read, change nor delete A's product, and changes nothing", async () => {
    const [product] = (await rows('pcf_company_product', a.token)) as unknown as CompanyProductRow[];
    const before = await state();
    expect((await call('/rest/getObjDataById', { objName: 'pcf_company_product', id: product.id }, b.token)).status).toBe(404);
    expect((await saveObject(ctx().app, b.token, 'pcf_company_product', { id: product.id, name: 'by B' })).status).toBe(404);
    expect((await call('/rest/delObjData', { objName: 'pcf_company_product', id: product.id }, b.token)).status).toBe(404);
    expect((await call('/rest/delObjDataByIdList', { objName: 'pcf_company_product', ids: [product.id] }, b.token)).status).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('lets a platform administrator see every company and add a product for one, which it must name', async () => {
    expect((await saveObject(ctx().app, admin, 'pcf_company_product', { ...PRODUCT, model: 'ADMIN-1' })).status).toBe(400);
    const saved = await saveObject(ctx().app, admin, 'pcf_company_product', { ...PRODUCT, model: 'ADMIN-1', company_id: b.companyId });
    expect(saved.code).toBe(200);
    const all = (await rows('pcf_company_product', admin)) as unknown as CompanyProductRow[];
    expect(all.map((p) => p.company_id).sort()).toEqual([a.companyId, b.companyId].sort());
    expect(((await rows('pcf_company_product', b.token)) as unknown as CompanyProductRow[]).map((p) => p.model)).toEqual(['ADMIN-1']);
  });

  it("keeps every item on a dataset of its own company: an item can never point at another company's dataset", async () => {
    const datasetA = savedId(
      await saveObject(ctx().app, a.token, 'pcf_company_dataset', { name: 'Plant A 2024', year: 2024, site: 'Wuxi', region: 'CN-JS' }),
    );
    const datasetB = savedId(await saveObject(ctx().app, b.token, 'pcf_company_dataset', { name: 'Plant B 2024', year: 2024 }));
    const item = { kind: 'factor', name: 'Cell electricity', value: 0.58, unit_id: kg, data_type: 'primary', source: 'meter' };
    expect((await saveObject(ctx().app, a.token, 'pcf_company_dataset_item', { ...item, dataset_id: datasetA })).code).toBe(200);
    const before = await state();
    // A naming B's dataset: the composite foreign key (dataset_id, company_id) refuses it
    expect((await saveObject(ctx().app, a.token, 'pcf_company_dataset_item', { ...item, dataset_id: datasetB })).status).toBe(400);
    // an administrator cannot mix them either
    expect(
      (await saveObject(ctx().app, admin, 'pcf_company_dataset_item', { ...item, dataset_id: datasetB, company_id: a.companyId })).status,
    ).toBe(400);
    // nor can SQL
    await expect(
      db().execute(
        sql`insert into company_dataset_items (company_id, dataset_id, kind, name, value, unit_id, data_type) values (${a.companyId}, ${datasetB}, 'factor', 'x', 1, ${kg}, 'primary')`,
      ),
    ).rejects.toThrow();
    // and a dataset with items keeps its company
    expect((await saveObject(ctx().app, admin, 'pcf_company_dataset', { id: datasetA, company_id: b.companyId })).status).toBe(400);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['a kind outside factor and activity', { kind: 'guess' }],
    ['a negative value', { value: -1 }],
    ['an unknown unit', { unit_id: 999999 }],
    ['a data type outside primary and secondary', { data_type: 'tertiary' }],
  ])('refuses an item with %s', async (_title, change) => {
    const [dataset] = (await rows('pcf_company_dataset', a.token)) as unknown as { id: number }[];
    const before = await state();
    const answer = await saveObject(ctx().app, a.token, 'pcf_company_dataset_item', {
      kind: 'activity',
      name: 'Glass',
      value: 10,
      unit_id: kg,
      data_type: 'secondary',
      dataset_id: dataset.id,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('deletes a dataset with its items, and logs the change under the object name', async () => {
    const [dataset] = (await rows('pcf_company_dataset', a.token)) as unknown as { id: number }[];
    expect((await call('/rest/delObjData', { objName: 'pcf_company_dataset', id: dataset.id }, a.token)).code).toBe(200);
    expect(await db().select().from(companyDatasetItems).where(eq(companyDatasetItems.datasetId, dataset.id))).toEqual([]);
    const log = await db().select().from(sysOperLog).where(eq(sysOperLog.object, 'pcf_company_dataset')).orderBy(sysOperLog.id);
    expect(log.map((l) => l.action)).toEqual(['create', 'create', 'delete']);
    expect(contracts.OPER_OBJECTS).toEqual(
      expect.arrayContaining(['pcf_company_product', 'pcf_company_dataset', 'pcf_company_dataset_item']),
    );
  });
});

describeEachDatabase('general datasets (/rest/generalDataset/*, pcf_general_dataset)', (ctx) => {
  let admin = '';
  let reader = '';
  let grid = 0;
  let gas = 0;
  let testFactor = 0;
  const db = () => ctx().database.db;
  const state = (): Promise<Snapshot> => snapshot(db(), ctx().config.dataDir);
  const post = async <T = unknown>(url: string, payload: object, token = admin) => {
    const response = await ctx().app.inject({ method: 'POST', url, payload, headers: { ...EN, authorization: token } });
    return { status: response.statusCode, ...json<T>(response) };
  };
  const get = async <T>(url: string, token = admin) =>
    json<T>(await ctx().app.inject({ method: 'GET', url, headers: { ...EN, authorization: token } }));
  const detail = async (id: number) => (await get<GeneralDatasetDetail>(`/rest/generalDataset/detail?id=${id}`)).data;
  const idOf = async (code: string) =>
    (await db().select({ id: generalDatasets.id }).from(generalDatasets).where(eq(generalDatasets.code, code)))[0]?.id;
  const factorId = async (code: string) =>
    (await db().select({ id: emissionFactors.id }).from(emissionFactors).where(eq(emissionFactors.code, code)))[0].id;
  const dataset = (code: string, exchanges: CreateGeneralDatasetRequest['exchanges'], unit = 'kg'): CreateGeneralDatasetRequest => ({
    code,
    nameZh: `${code} 中文`,
    nameEn: `${code} English`,
    unit,
    categoryId: null,
    region: 'CN',
    year: 2024,
    source: 'test',
    exchanges,
  });
  const testFactorContent = (value: number, unit = 'kWh'): Omit<CreateFactorRequest, 'code'> => ({
    nameZh: '测试电力',
    nameEn: 'Test electricity',
    categoryId: null,
    unit,
    gwpSet: 'AR6',
    value,
    region: 'CN',
    year: 2024,
    source: 'test',
    databaseVersion: 'T1',
  });

  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    reader = (
      await enterprise(ctx().app, db(), 'general_reader', [
        'database:generalDataset:list',
        'database:generalDataset:add',
        'database:generalDataset:edit',
        'database:generalDataset:remove',
      ])
    ).token;
    grid = await factorId('CN-GRID-2022-AVG');
    gas = await factorId('IPCC-2006-NG-COMBUSTION-GJ');
    testFactor = (await post<SaveFactorReply>('/rest/factor/create', { code: 'TEST-GDS-ELEC', ...testFactorContent(0.5) })).data.id;
  });

  it('computes a footprint from exchanges in other units of the same dimension, and records the factor versions used', async () => {
    // 3.6 MJ of grid electricity (= 1 kWh × 0.5366) and 500 MJ of natural gas (= 0.5 GJ × 56.1)
    const saved = await post<SaveGeneralDatasetReply>(
      '/rest/generalDataset/create',
      dataset('GDS-GLASS', [
        { factorId: grid, quantity: 3.6, unit: 'MJ', note: 'melting furnace' },
        { factorId: gas, quantity: 500, unit: 'MJ' },
      ]),
    );
    expect(saved).toMatchObject({ code: 200, msg: 'Added!', data: { footprint: 28.5866, recomputed: [] } });
    const glass = await detail(saved.data.id);
    expect(glass).toMatchObject({ code: 'GDS-GLASS', unit: 'kg', footprint: 28.5866, problem: null });
    expect(
      glass.exchanges.map((e) => [e.kind, e.inputCode, e.quantity, e.unit, e.inputUnit, e.inputFootprint, e.co2e, e.factorVersion]),
    ).toEqual([
      ['factor', 'CN-GRID-2022-AVG', 3.6, 'MJ', 'kWh', 0.5366, 0.5366, 1],
      ['factor', 'IPCC-2006-NG-COMBUSTION-GJ', 500, 'MJ', 'GJ', 56.1, 28.05, 1],
    ]);
    const [row] = await db().select().from(generalDatasetExchanges).where(eq(generalDatasetExchanges.datasetId, saved.data.id)).limit(1);
    expect(row.factorVersionId).toEqual(expect.any(Number));
  });

  it('takes another general dataset as an input, converting g to its kg', async () => {
    const glass = await idOf('GDS-GLASS');
    const saved = await post<SaveGeneralDatasetReply>(
      '/rest/generalDataset/create',
      dataset(
        'GDS-MODULE',
        [
          { inputDatasetId: glass, quantity: 2000, unit: 'g' },
          { factorId: testFactor, quantity: 10, unit: 'kWh' },
        ],
        'piece',
      ),
    );
    // 2 kg × 28.5866 + 10 kWh × 0.5
    expect(saved.data.footprint).toBeCloseTo(62.1732, 10);
    const module = await detail(saved.data.id);
    expect(module.exchanges[0]).toMatchObject({
      kind: 'dataset',
      inputCode: 'GDS-GLASS',
      inputUnit: 'kg',
      inputFootprint: 28.5866,
      factorVersionId: null,
    });
    expect((await detail(glass)).usedBy.map((u) => u.code)).toEqual(['GDS-MODULE']);
    const page = json<ObjPage>(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/getObjDataByPage',
        payload: { objName: 'pcf_general_dataset', sortField: 'code', sortOrder: 'asc' },
        headers: { authorization: reader },
      }),
    ).data;
    expect((page.rows as unknown as GeneralDatasetRow[]).map((r) => [r.code, r.unit_code, r.status, r.exchange_count])).toEqual([
      ['GDS-GLASS', 'kg', 'computed', 2],
      ['GDS-MODULE', 'piece', 'computed', 2],
    ]);
  });

  it('answers which datasets a factor or a dataset affects, through every path', async () => {
    const affected = (await get<AffectedDatasetsReply>(`/rest/generalDataset/affected?factorId=${grid}`, reader)).data.datasets;
    expect(affected.map((d) => [d.code, d.depth, d.path])).toEqual([
      ['GDS-GLASS', 1, ['CN-GRID-2022-AVG', 'GDS-GLASS']],
      ['GDS-MODULE', 2, ['CN-GRID-2022-AVG', 'GDS-GLASS', 'GDS-MODULE']],
    ]);
    const byDataset = (await get<AffectedDatasetsReply>(`/rest/generalDataset/affected?datasetId=${await idOf('GDS-GLASS')}`, reader)).data
      .datasets;
    expect(byDataset.map((d) => [d.code, d.depth, d.path])).toEqual([['GDS-MODULE', 1, ['GDS-GLASS', 'GDS-MODULE']]]);
    expect(
      (await get<AffectedDatasetsReply>(`/rest/generalDataset/affected?datasetId=${await idOf('GDS-MODULE')}`, reader)).data.datasets,
    ).toEqual([]);
    expect((await get(`/rest/generalDataset/affected?factorId=${grid}&datasetId=1`, reader)).code).toBe(500);
  });

  describe('refusals change nothing', () => {
    let before: Snapshot;
    beforeEach(async () => {
      before = await state();
    });
    afterEach(async () => {
      expect(await state()).toEqual(before);
    });

    it('a unit of another dimension, naming both units', async () => {
      const answer = await post('/rest/generalDataset/create', dataset('GDS-BAD', [{ factorId: testFactor, quantity: 1, unit: 'kg' }]));
      expect(answer).toMatchObject({
        status: 400,
        msg: 'Input 1 (TEST-GDS-ELEC): cannot convert kg (Mass) to kWh (Energy): they measure different dimensions',
      });
    });

    it('a cycle, naming its path: directly and through others', async () => {
      const glass = await idOf('GDS-GLASS');
      const module = await idOf('GDS-MODULE');
      const looped = await post('/rest/generalDataset/update', {
        id: glass,
        ...dataset('GDS-GLASS', [{ inputDatasetId: module, quantity: 1, unit: 'piece' }]),
      });
      expect(looped).toMatchObject({
        status: 400,
        msg: 'A dataset may not depend on itself, directly or through others: GDS-GLASS → GDS-MODULE → GDS-GLASS',
      });
      const itself = await post('/rest/generalDataset/update', {
        id: glass,
        ...dataset('GDS-GLASS', [{ inputDatasetId: glass, quantity: 1, unit: 'kg' }]),
      });
      expect(itself).toMatchObject({
        status: 400,
        msg: 'A dataset may not depend on itself, directly or through others: GDS-GLASS → GDS-GLASS',
      });
    });

    it.each([
      ['a taken code', { code: 'GDS-GLASS' }, 'The dataset code GDS-GLASS is already taken'],
      ['a code with spaces', { code: 'GDS BAD' }, 'A dataset code is 1 to 64 letters, digits or . _ - /, starting with a letter or digit'],
      ['no inputs', { exchanges: [] }, 'A dataset has 1 to 200 inputs'],
      [
        'an input naming both a factor and a dataset',
        { exchanges: [{ factorId: 1, inputDatasetId: 1, quantity: 1, unit: 'kg' }] },
        'Input 1: choose either an emission factor or a general dataset, not both and not neither',
      ],
      [
        'a quantity of 0',
        { exchanges: [{ factorId: 1, quantity: 0, unit: 'kWh' }] },
        'Input 1: the quantity must be greater than 0 and at most 1000000000000',
      ],
      [
        'a factor that does not exist',
        { exchanges: [{ factorId: 999999, quantity: 1, unit: 'kWh' }] },
        'Input 1: the emission factor does not exist',
      ],
      [
        'a dataset that does not exist',
        { exchanges: [{ inputDatasetId: 999999, quantity: 1, unit: 'kg' }] },
        'Input 1: the general dataset does not exist',
      ],
      ['an unknown unit', { unit: 'furlong' }, 'The unit furlong does not exist; use a unit of the unit table'],
      ['an unknown region', { region: 'Atlantis' }, 'The region Atlantis is not in the region dictionary'],
      ['a year out of range', { year: 1800 }, 'The year is a whole number from 1990 to 2100'],
    ])('%s', async (_title, change, message) => {
      const answer = await post('/rest/generalDataset/create', {
        ...dataset('GDS-REFUSED', [{ factorId: testFactor, quantity: 1, unit: 'kWh' }]),
        ...change,
      });
      expect(answer).toMatchObject({ status: 400, msg: message });
    });

    it('changes by anyone but a platform administrator, even one granted the buttons, and writes through the read model', async () => {
      expect(
        (await post('/rest/generalDataset/create', dataset('GDS-READER', [{ factorId: testFactor, quantity: 1, unit: 'kWh' }]), reader))
          .status,
      ).toBe(403);
      expect((await post('/rest/generalDataset/delete', { id: await idOf('GDS-GLASS') }, reader)).status).toBe(403);
      expect((await post('/rest/generalDataset/recompute', {}, reader)).status).toBe(403);
      expect(
        (await post('/rest/saveObjData', { objName: 'pcf_general_dataset', data: { id: await idOf('GDS-GLASS'), footprint: 0 } })).status,
      ).toBe(400);
    });

    it('deleting a dataset another uses, or a factor a dataset uses', async () => {
      expect(await post('/rest/generalDataset/delete', { id: await idOf('GDS-GLASS') })).toMatchObject({
        status: 400,
        msg: 'The dataset GDS-GLASS is an input of GDS-MODULE and cannot be deleted',
      });
      expect(await post('/rest/factor/delete', { id: testFactor })).toMatchObject({
        status: 400,
        msg: 'The factor TEST-GDS-ELEC is in use and cannot be deleted',
      });
    });
  });

  it('recomputes every dependent in the factor edit’s own transaction, with the version used', async () => {
    const edited = await post<SaveFactorReply>('/rest/factor/update', { id: testFactor, ...testFactorContent(0.8) });
    expect(edited.data.version).toBe(2);
    const module = await detail(await idOf('GDS-MODULE'));
    // 2 kg × 28.5866 + 10 kWh × 0.8
    expect(module.footprint).toBeCloseTo(65.1732, 10);
    expect(module.exchanges[1]).toMatchObject({ inputFootprint: 0.8, co2e: 8, factorVersionId: edited.data.versionId, factorVersion: 2 });
    const [logged] = await db()
      .select()
      .from(sysOperLog)
      .where(eq(sysOperLog.object, GENERAL_DATASET_LOG_OBJECT))
      .orderBy(sql`${sysOperLog.id} desc`)
      .limit(1);
    expect(logged).toMatchObject({
      action: 'update',
      account: 'admin',
      after: expect.objectContaining({ recomputedAfterFactor: testFactor }),
    });
  });

  it('an input dataset edit recomputes its dependents and answers them', async () => {
    const glass = await idOf('GDS-GLASS');
    const saved = await post<SaveGeneralDatasetReply>('/rest/generalDataset/update', {
      id: glass,
      ...dataset('GDS-GLASS', [{ factorId: grid, quantity: 1, unit: 'kWh' }]),
    });
    expect(saved).toMatchObject({ code: 200, data: { footprint: 0.5366, recomputed: [{ code: 'GDS-MODULE', problem: null }] } });
    // 2 kg × 0.5366 + 8
    expect(saved.data.recomputed[0].footprint).toBeCloseTo(9.0732, 10);
    expect((await detail(glass)).exchanges).toHaveLength(1);
  });

  it('a factor whose unit changes to another dimension leaves its dependents without a footprint, saying why, and they recover', async () => {
    await post('/rest/factor/update', { id: testFactor, ...testFactorContent(0.8, 'kg') });
    const module = await detail(await idOf('GDS-MODULE'));
    expect(module).toMatchObject({
      footprint: null,
      problem: 'Input 2 (TEST-GDS-ELEC): cannot convert kWh (Energy) to kg (Mass): they measure different dimensions',
    });
    expect(module.exchanges.every((e) => e.co2e === null)).toBe(true);
    const zh = json<GeneralDatasetDetail>(
      await ctx().app.inject({
        method: 'GET',
        url: `/rest/generalDataset/detail?id=${module.id}`,
        headers: { authorization: admin, 'accept-language': 'zh-CN' },
      }),
    ).data;
    expect(zh.problem).toBe('第 2 项输入（TEST-GDS-ELEC）：单位 kWh（能量）不能换算为 kg（质量），量纲不同');
    await post('/rest/factor/update', { id: testFactor, ...testFactorContent(0.8) });
    expect((await detail(module.id)).footprint).toBeCloseTo(9.0732, 10);
    const recomputed = await post<{ recomputed: { code: string }[] }>('/rest/generalDataset/recompute', {});
    expect(recomputed.data.recomputed.map((d) => d.code)).toEqual(['GDS-GLASS', 'GDS-MODULE']);
  });

  it('deletes a dataset nothing uses, then its former input', async () => {
    expect(await post('/rest/generalDataset/delete', { id: await idOf('GDS-MODULE') })).toMatchObject({ code: 200 });
    expect(await post('/rest/generalDataset/delete', { id: await idOf('GDS-GLASS') })).toMatchObject({ code: 200 });
    expect(await db().select().from(generalDatasets)).toEqual([]);
    expect(await db().select().from(generalDatasetExchanges)).toEqual([]);
    expect((await post('/rest/generalDataset/delete', { id: 1 })).status).toBe(404);
  });
});
