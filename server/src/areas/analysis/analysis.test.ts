import { eq } from 'drizzle-orm';
import { ANALYSIS_PERMISSIONS, FOOTPRINT_PERMISSIONS } from '@pcf/shared/contracts';
import type {
  AnalysisScenario,
  AnalysisSnapshotChoice,
  ContributionItemReply,
  ContributionReply,
  FootprintSnapshot,
  InventoryLineInput,
  SaveProjectReply,
  SensitivityReply,
  WhatIfResult,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import { createUser } from '../../testing/accounts';
import { directoryNodes, emissionFactorGases, emissionFactors, projects } from '../../schema';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { roleHolding } from '../../testing/deptsRoles';
import { projectRequest } from '../projects/projects.fixture';
import { computedThroughRoutes, footprintPeople, studySettings, testFactor } from '../footprint/footprint.fixture';
import { multipartBody, pdfOf } from '../files/documents.fixture';

const PASSWORD = 'Analysis@123456';
const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);

describeEachDatabase('contribution analysis', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const ids = {
    companyA: 0,
    companyB: 0,
    accA: 0,
    accB: 0,
    rev1: 0,
    glass: 0,
    glassVersion: 0,
    truck: 0,
    truckVersion: 0,
    grid: 0,
    gridVersion: 0,
    eastVersion: 0,
    item: 0,
    evidence: 0,
  };
  const units_: Record<string, number> = {};
  const tokens = { admin: '', accA: '', accA2: '', accB: '', rev1: '', rev2: '' };
  type Who = keyof typeof tokens;
  let snapshotId = 0;

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });
  const ok = async <T>(method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<T> => {
    const reply = json<T>(await call(method, url, who, payload));
    expect(reply.code).toBe(200);
    return reply.data;
  };

  /**
   * One 500 Wp module of 2.5 m²:
   *   glass        15 kg × 1.2 (CO2 1.0 kg + CH4 fossil 0.0075 kg per kg)  = 18     raw material
   *   electricity  360 MJ = 100 kWh × 0.5366                               = 53.66  production (site, region)
   *   SF6          1 g × 25 200                                            = 25.2   production
   *   truck        2 t·km × 0.1                                            = 0.2    distribution (cut off)
   * basis 97.06, total 96.86.
   */
  const lines = (): InventoryLineInput[] => [
    {
      stage: 'raw_material',
      itemId: ids.item,
      description: 'Solar glass',
      quantity: 15,
      unitId: units_.kg,
      sourceKind: 'factor',
      factorId: ids.glass,
      factorVersionId: ids.glassVersion,
      dataType: 'secondary',
    },
    {
      stage: 'production',
      description: 'Cell line electricity',
      quantity: 360,
      unitId: units_.MJ,
      sourceKind: 'factor',
      factorId: ids.grid,
      factorVersionId: ids.gridVersion,
      dataType: 'secondary',
      site: 'Suzhou plant',
      evidenceIds: [ids.evidence],
      region: 'CN-JS',
      quality: { ter: 1, ger: 1, tir: 2, p: 2 },
    },
    {
      stage: 'production',
      description: 'SF6 leakage',
      quantity: 1,
      unitId: units_.g,
      sourceKind: 'gas',
      gas: 'SF6',
      dataType: 'secondary',
    },
    {
      stage: 'distribution',
      description: 'Truck to port',
      quantity: 2,
      unitId: units_['t·km'],
      sourceKind: 'factor',
      factorId: ids.truck,
      factorVersionId: ids.truckVersion,
      dataType: 'secondary',
    },
  ];

  beforeAll(async () => {
    const A = ANALYSIS_PERMISSIONS;
    const people = await footprintPeople(db(), ctx().app, 'an', ['database:evidence:upload', A.list, A.query, A.scenario]);
    Object.assign(tokens, people.tokens);
    Object.assign(units_, people.units);
    Object.assign(ids, {
      companyA: people.companyA,
      companyB: people.companyB,
      accA: people.users.accA,
      accB: people.users.accB,
      rev1: people.users.rev1,
    });
    ids.item = (await db().select({ id: directoryNodes.id }).from(directoryNodes).orderBy(directoryNodes.id).limit(1))[0].id;
    const factor = (code: string, value: string, unit: string, region: string) =>
      testFactor(db(), { code, value, unitId: units_[unit], categoryId: ids.item, region });
    [ids.glass, ids.glassVersion] = await factor('AN-GLASS', '1.2', 'kg', 'GLO');
    await db()
      .insert(emissionFactorGases)
      .values([
        { versionId: ids.glassVersion, gas: 'CO2', amount: '1' },
        { versionId: ids.glassVersion, gas: 'CH4_fossil', amount: '0.0075' },
      ]);
    [ids.truck, ids.truckVersion] = await factor('AN-TRUCK', '0.1', 't·km', 'CN');
    const grid = (await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG')))[0];
    [ids.grid, ids.gridVersion] = [grid.id, grid.currentVersionId as number];
    const east = (await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-EAST')))[0];
    ids.eastVersion = east.currentVersionId as number;

    // a computed project of company A, reviewed by rev1
    const created = json<SaveProjectReply>(
      await call(
        'POST',
        '/rest/project/create',
        'admin',
        projectRequest({
          companyId: ids.companyA,
          code: 'AN-1',
          name: 'Analysis project',
          ratedPowerWp: 500,
          areaM2: 2.5,
          declaredUnitId: units_.piece,
          accountantId: ids.accA,
          reviewerId: ids.rev1,
        }),
      ),
    );
    const projectId = created.data.id;
    const upload = multipartBody({ title: 'Power bill 2025' }, { filename: 'bill.pdf', bytes: pdfOf('power bill') });
    const uploaded = json<{ id: number }>(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/evidence/upload',
        payload: upload.payload,
        headers: { ...upload.headers, authorization: tokens.accA },
      }),
    );
    expect(uploaded.code).toBe(200);
    ids.evidence = uploaded.data.id;
    const settings = studySettings(units_.piece, { cutOffEnabled: true, monteCarloIterations: 200, monteCarloSeed: 7 });
    snapshotId = await computedThroughRoutes(ctx().app, { accountant: tokens.accA, reviewer: tokens.rev1 }, projectId, lines(), settings);
    expect(snapshotId).toBeGreaterThan(0);
    expect((await db().select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)))[0].status).toBe('computed');
  });

  const lineIdOf = (reply: ContributionReply, description: string) =>
    reply.lines.find((l) => l.description === description)?.lineId as number;

  it('breaks the result down by stage, category, line, gas, data type, region and site, every share of the total before cut-off', async () => {
    const reply = await ok<ContributionReply>('GET', `/rest/analysis/contribution?snapshotId=${snapshotId}`, 'accA');
    expect(reply.basis).toBeCloseTo(97.06, 9);
    expect(reply.total).toBeCloseTo(96.86, 9);
    expect(reply.perKwp).toBeCloseTo(193.72, 9);
    expect(reply.lines.map((l) => [l.description, l.excluded, l.above1, l.above5])).toEqual([
      ['Cell line electricity', false, true, true],
      ['SF6 leakage', false, true, true],
      ['Solar glass', false, true, true],
      ['Truck to port', true, false, false],
    ]);
    expect(reply.lines[1].cumulativeShare).toBeCloseTo((53.66 + 25.2) / 97.06, 12);
    expect(reply.lines[3].cumulativeShare).toBeCloseTo(1, 12);
    expect(reply.byStage.map((s) => [s.stage, Number(s.emission.toFixed(6)), Number(s.excludedEmission.toFixed(6))])).toEqual([
      ['raw_material', 18, 0],
      ['production', 78.86, 0],
      ['distribution', 0.2, 0.2],
      ['use', 0, 0],
      ['end_of_life', 0, 0],
    ]);
    const raw = reply.byStage[0];
    expect(raw.categories).toHaveLength(1);
    expect(raw.categories[0].category).toEqual(expect.any(String));
    expect(raw.categories[0].lineIds).toEqual([lineIdOf(reply, 'Solar glass')]);
    expect(reply.byStage[2].categories[0]).toMatchObject({ category: null, lineIds: [lineIdOf(reply, 'Truck to port')] });
    // the glass splits by its gas breakdown weighted by the study's AR6 values; the grid's breakdown is CO2 only
    const gas = new Map(reply.byGas.map((g) => [g.gas, g.emission]));
    const ch4Weight = 0.0075 * 29.8;
    expect(gas.get('CH4_fossil')).toBeCloseTo((18 * ch4Weight) / (1 + ch4Weight), 9);
    expect(gas.get('CO2')).toBeCloseTo(53.66 + 18 / (1 + ch4Weight), 9);
    expect(gas.get('SF6')).toBeCloseTo(25.2, 9);
    expect(gas.get(null)).toBeCloseTo(0.2, 9);
    expect(reply.byGas.reduce((sum, g) => sum + g.share, 0)).toBeCloseTo(1, 12);
    expect(reply.byDataType.map((d) => d.dataType)).toEqual(['primary', 'secondary']);
    expect(reply.byDataType[1].share).toBeCloseTo(1, 12);
    const region = reply.byRegion.map((r) => [r.region, r.from, Number(r.emission.toFixed(6))]);
    expect(region).toEqual(
      expect.arrayContaining([
        ['CN-JS', 'line', 53.66],
        ['GLO', 'factor', 18],
        [null, 'none', 25.2],
        ['CN', 'factor', 0.2],
      ]),
    );
    expect(reply.bySite.map((s) => [s.site, Number(s.emission.toFixed(6))])).toEqual(
      [
        [null, 43.4],
        ['Suzhou plant', 53.66],
      ].sort((a, b) => (b[1] as number) - (a[1] as number)),
    );
    expect(reply.factors.map((f) => [f.factorVersionId, f.lineCount])).toEqual([
      [ids.gridVersion, 1],
      [ids.glassVersion, 1],
      [ids.truckVersion, 1],
    ]);
  });

  it('is read by the project company and its reviewer and administrators, 404 to another company and another reviewer', async () => {
    for (const who of ['accA2', 'rev1', 'admin'] as const) {
      expect(json(await call('GET', `/rest/analysis/contribution?snapshotId=${snapshotId}`, who)).code).toBe(200);
    }
    for (const who of ['accB', 'rev2'] as const) {
      for (const url of [
        `/rest/analysis/contribution?snapshotId=${snapshotId}`,
        `/rest/analysis/sensitivity?snapshotId=${snapshotId}`,
        `/rest/analysis/scenarios?snapshotId=${snapshotId}`,
      ]) {
        const refused = await call('GET', url, who);
        expect([refused.statusCode, json(refused).msg]).toEqual([404, zh('footprintSnapshotNotFound')]);
      }
    }
    const choices = (who: Who, text = '') =>
      ok<AnalysisSnapshotChoice[]>('GET', `/rest/analysis/snapshots?text=${encodeURIComponent(text)}`, who);
    expect((await choices('accA', 'AN-1')).map((c) => c.snapshotId)).toEqual([snapshotId]);
    expect((await choices('rev1', 'analysis')).map((c) => c.snapshotId)).toEqual([snapshotId]);
    expect(await choices('accB')).toEqual([]);
    expect(await choices('rev2')).toEqual([]);
  });

  it('needs its permissions: a role without them is refused, nothing is revealed', async () => {
    const reader = await roleHolding(db(), 'an_footprint_only', null, [FOOTPRINT_PERMISSIONS.list, FOOTPRINT_PERMISSIONS.result]);
    await createUser(db(), {
      account: 'an_no_analysis',
      password: PASSWORD,
      name: 'an_no_analysis',
      companyId: ids.companyA,
      userType: 'enterprise',
      roleIds: [reader.roleId],
    });
    const token = await login(ctx().app, 'an_no_analysis', PASSWORD);
    for (const [method, url, payload] of [
      ['GET', `/rest/analysis/contribution?snapshotId=${snapshotId}`, undefined],
      ['GET', `/rest/analysis/contribution/item?snapshotId=${snapshotId}&lineId=1`, undefined],
      ['POST', '/rest/analysis/whatif', { snapshotId, swaps: [{ fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion }] }],
      [
        'POST',
        '/rest/analysis/scenario/save',
        { snapshotId, name: 'X', swaps: [{ fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion }] },
      ],
    ] as const) {
      const refused = await ctx().app.inject({ method, url, payload, headers: { authorization: token } });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('details one line: its factor with source and region, evidence, DQR, GSD, share of the variance and place in the ranking', async () => {
    const contribution = await ok<ContributionReply>('GET', `/rest/analysis/contribution?snapshotId=${snapshotId}`, 'rev1');
    const lineId = lineIdOf(contribution, 'Cell line electricity');
    const item = await ok<ContributionItemReply>(
      'GET',
      `/rest/analysis/contribution/item?snapshotId=${snapshotId}&lineId=${lineId}`,
      'rev1',
    );
    expect(item).toMatchObject({
      lineId,
      quantity: 360,
      unitCode: 'MJ',
      convertedQuantity: 100,
      sourceKind: 'factor',
      dataType: 'secondary',
      primaryShare: 0,
      factor: { factorVersionId: ids.gridVersion, code: 'CN-GRID-2022-AVG', region: 'CN', unitCode: 'kWh', value: 0.5366 },
      rank: 1,
      site: 'Suzhou plant',
      region: 'CN-JS',
      evidence: [{ id: ids.evidence, title: 'Power bill 2025', fileName: 'bill.pdf' }],
    });
    expect(item.share).toBeCloseTo(53.66 / 97.06, 12);
    expect(item.dqr).not.toBeNull();
    expect(item.varianceShare).toBeGreaterThan(0);
    const missing = await call(
      'GET',
      `/rest/analysis/contribution/item?snapshotId=${snapshotId}&lineId=999999`,
      'accA',
      undefined,
      'en-US',
    );
    expect([missing.statusCode, json(missing).msg]).toEqual([404, en('analysisLineNotFound')]);
  });

  it('varies the largest kept lines one at a time into tornado bars, total and per kWp', async () => {
    const reply = await ok<SensitivityReply>('GET', `/rest/analysis/sensitivity?snapshotId=${snapshotId}&percent=20&top=2`, 'accA');
    expect(reply.base.total).toBeCloseTo(96.86, 9);
    expect(reply.bars.map((b) => b.description)).toEqual(['Cell line electricity', 'SF6 leakage']);
    expect(reply.bars[0].low.total).toBeCloseTo(96.86 - 0.2 * 53.66, 9);
    expect(reply.bars[0].high.perKwp).toBeCloseTo((96.86 + 0.2 * 53.66) / 0.5, 9);
    const defaults = await ok<SensitivityReply>('GET', `/rest/analysis/sensitivity?snapshotId=${snapshotId}`, 'accA');
    expect([defaults.percent, defaults.top, defaults.bars.length]).toEqual([10, 10, 3]);
    expect((await call('GET', `/rest/analysis/sensitivity?snapshotId=${snapshotId}&percent=0`, 'accA')).statusCode).toBe(400);
  });

  it('swaps the national grid for the East China grid without changing the snapshot, and refuses units that do not convert', async () => {
    const before = await state();
    const reply = await ok<WhatIfResult>('POST', '/rest/analysis/whatif', 'rev1', {
      snapshotId,
      swaps: [{ fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion }],
    });
    expect(reply.original.total).toBeCloseTo(96.86, 9);
    expect(reply.scenario.total).toBeCloseTo(96.86 - 53.66 + 56.17, 9);
    expect(reply.scenario.perKwp).toBeCloseTo((96.86 - 53.66 + 56.17) / 0.5, 9);
    expect(reply.scenario.perM2).toBeCloseTo((96.86 - 53.66 + 56.17) / 2.5, 9);
    expect(reply.swaps).toEqual([
      {
        from: expect.objectContaining({ code: 'CN-GRID-2022-AVG', value: 0.5366, unitCode: 'kWh' }),
        to: expect.objectContaining({ code: 'CN-GRID-2022-EAST', value: 0.5617, unitCode: 'kWh', region: 'CN-GRID-EAST' }),
        lineCount: 1,
      },
    ]);
    expect(reply.lines).toHaveLength(1);
    expect(reply.lines[0].difference).toBeCloseTo(56.17 - 53.66, 9);

    const mismatch = await call('POST', '/rest/analysis/whatif', 'accA', {
      snapshotId,
      swaps: [{ fromVersionId: ids.gridVersion, toVersionId: ids.glassVersion }],
    });
    expect([mismatch.statusCode, json(mismatch).msg]).toEqual([
      400,
      zh('analysisSwapUnitMismatch', { line: 'Cell line electricity', from: 'MJ', to: 'kg', code: 'AN-GLASS' }),
    ]);
    const unused = await call(
      'POST',
      '/rest/analysis/whatif',
      'accA',
      { snapshotId, swaps: [{ fromVersionId: ids.eastVersion, toVersionId: ids.gridVersion }] },
      'en-US',
    );
    expect([unused.statusCode, json(unused).msg]).toEqual([400, en('analysisFactorNotUsed', { id: ids.eastVersion })]);
    const absent = await call('POST', '/rest/analysis/whatif', 'accA', {
      snapshotId,
      swaps: [{ fromVersionId: ids.gridVersion, toVersionId: 999999 }],
    });
    expect([absent.statusCode, json(absent).msg]).toEqual([400, zh('analysisFactorMissing', { id: 999999 })]);
    const twice = await call('POST', '/rest/analysis/whatif', 'accA', {
      snapshotId,
      swaps: [
        { fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion },
        { fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion },
      ],
    });
    expect(json(twice).msg).toBe(zh('analysisSwapRepeated', { id: ids.gridVersion }));
    const other = await call('POST', '/rest/analysis/whatif', 'accB', {
      snapshotId,
      swaps: [{ fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion }],
    });
    expect(other.statusCode).toBe(404);
    expect(await state()).toEqual(before);
    const stored = json<FootprintSnapshot>(await call('GET', `/rest/footprint/snapshot?id=${snapshotId}`, 'accA')).data;
    expect(stored.total).toBeCloseTo(96.86, 9);
  });

  it('keeps what-ifs as named scenarios of the snapshot that only their author deletes', async () => {
    const swaps = [{ fromVersionId: ids.gridVersion, toVersionId: ids.eastVersion }];
    const saved = await ok<AnalysisScenario>('POST', '/rest/analysis/scenario/save', 'accA', { snapshotId, name: ' East grid ', swaps });
    expect(saved).toMatchObject({ snapshotId, name: 'East grid', swaps, own: true, createdByName: 'an_acc_a' });
    expect(saved.result.scenario.total).toBeCloseTo(99.37, 9);
    const byReviewer = await ok<AnalysisScenario>('POST', '/rest/analysis/scenario/save', 'rev1', {
      snapshotId,
      name: 'Reviewer check',
      swaps,
    });

    const before = await state();
    const blank = await call('POST', '/rest/analysis/scenario/save', 'accA', { snapshotId, name: '  ', swaps }, 'en-US');
    expect([blank.statusCode, json(blank).msg]).toEqual([400, en('analysisScenarioNameInvalid', { max: 100 })]);
    const mismatch = await call('POST', '/rest/analysis/scenario/save', 'accA', {
      snapshotId,
      name: 'Wrong',
      swaps: [{ fromVersionId: ids.gridVersion, toVersionId: ids.glassVersion }],
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await call('POST', '/rest/analysis/scenario/save', 'accB', { snapshotId, name: 'X', swaps })).statusCode).toBe(404);
    const notYours = await call('POST', '/rest/analysis/scenario/delete', 'accA2', { id: saved.id });
    expect([notYours.statusCode, json(notYours).msg]).toEqual([403, zh('analysisScenarioNotYours')]);
    const hidden = await call('POST', '/rest/analysis/scenario/delete', 'accB', { id: saved.id });
    expect([hidden.statusCode, json(hidden).msg]).toEqual([404, zh('analysisScenarioNotFound')]);
    expect(await state()).toEqual(before);

    const listed = await ok<AnalysisScenario[]>('GET', `/rest/analysis/scenarios?snapshotId=${snapshotId}`, 'accA2');
    expect(listed.map((s) => [s.name, s.own])).toEqual([
      ['East grid', false],
      ['Reviewer check', false],
    ]);
    expect(json(await call('POST', '/rest/analysis/scenario/delete', 'accA', { id: saved.id })).msg).toBe(zh('analysisScenarioDeleted'));
    expect(json(await call('POST', '/rest/analysis/scenario/delete', 'admin', { id: byReviewer.id })).code).toBe(200);
    expect(await ok<AnalysisScenario[]>('GET', `/rest/analysis/scenarios?snapshotId=${snapshotId}`, 'rev1')).toEqual([]);
  });
});
