import { eq } from 'drizzle-orm';
import { BENCHMARK_PERMISSIONS, BENCHMARK_REFERENCE_OBJECT, benchmarkEndpoints, objectEndpoints } from '@pcf/shared/contracts';
import type {
  BenchmarkReferenceRow,
  BenchmarkableSnapshot,
  CreateBenchmarkReferenceRequest,
  ObjPage,
  ProjectStatus,
  ResultOverviewReply,
  SnapshotBenchmark,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import { createCompany, createUser } from '../../testing/accounts';
import { roleHolding } from '../../testing/deptsRoles';
import { benchmarkReferences, companies, footprintSnapshots, projects, units } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { translate } from '../../http/messages';
import { betterThanPercent, spreadOf } from './benchmark';

const PASSWORD = 'Benchmark@123456';

describe('benchmark arithmetic', () => {
  it('ranks against the others with ties counted half, lower being better', () => {
    expect(betterThanPercent(400, [300, 400, 500, 600])).toBe(62.5);
    expect(betterThanPercent(700, [300, 400])).toBe(0);
  });

  it('gives the quartiles of the spread by interpolation', () => {
    expect(spreadOf([400, 100, 300, 200, 500])).toEqual({ count: 5, min: 100, q1: 200, median: 300, q3: 400, max: 500 });
    expect(spreadOf([])).toEqual({ count: 0, min: null, q1: null, median: null, q3: null, max: null });
  });
});

describeEachDatabase('benchmarking', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const tokens = { admin: '', accA: '', accB: '', rev1: '', rev2: '' };
  type Who = keyof typeof tokens;
  const ids = { companyA: 0, companyB: 0, accA: 0, accB: 0, rev1: 0, rev2: 0, kwp: 0 };
  let seq = 0;

  const call = async (who: Who, endpoint: { method: 'GET' | 'POST'; url: string }, payload?: object, lang = 'zh-CN') =>
    ctx().app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: { Authorization: `Bearer ${tokens[who]}`, 'Accept-Language': lang },
      ...(endpoint.method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    });

  const newProject = async (
    companyId: number,
    fields: { status?: ProjectStatus; technology?: string; reviewerId?: number; name?: string },
  ) => {
    seq += 1;
    const [project] = await db()
      .insert(projects)
      .values({
        companyId,
        code: `BM-${seq}`,
        name: fields.name ?? `Project ${seq}`,
        productModel: `PV-${seq}`,
        technology: fields.technology ?? 'topcon',
        ratedPowerWp: '500',
        areaM2: '2',
        massKg: '25',
        standard: 'iso_14067',
        boundary: 'cradle_to_gate',
        declaredUnitId: ids.kwp,
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        gwpSet: 'AR6',
        accountantId: companyId === ids.companyA ? ids.accA : ids.accB,
        reviewerId: fields.reviewerId ?? ids.rev1,
        status: fields.status ?? 'computed',
      })
      .returning({ id: projects.id });
    return project.id;
  };

  /** A snapshot of one module of 0.5 kWp: total = perKwp / 2; two lines, glass three quarters. */
  const newSnapshot = async (
    projectId: number,
    companyId: number,
    snapshotSeq: number,
    perKwp: number,
    createdAt = new Date('2026-03-01'),
  ) => {
    const total = perKwp / 2;
    const line = (lineId: number, description: string, emission: number) => ({
      lineId,
      stage: 'raw_material',
      itemId: null,
      category: 'Glass',
      description,
      emission,
      share: emission / total,
      excluded: false,
    });
    const [row] = await db()
      .insert(footprintSnapshots)
      .values({
        projectId,
        companyId,
        seq: snapshotSeq,
        createdByName: 'test',
        createdAt,
        gwpSet: 'AR6',
        total: String(total),
        perDeclaredUnit: String(perKwp),
        declaredUnitCode: 'kWp',
        perKwp: String(perKwp),
        perM2: String(total / 2),
        lineCount: 2,
        settings: {},
        lines: [line(1, 'Solar glass', total * 0.75), line(2, 'Frame', total * 0.25)],
        outputs: {},
      })
      .returning({ id: footprintSnapshots.id });
    return row.id;
  };

  const project = { a1: 0, a2: 0, b1: 0 };
  const snap = { a1First: 0, a1: 0, a2: 0, b1: 0 };

  beforeAll(async () => {
    const [a] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    ids.companyA = a.id;
    ids.companyB = (await createCompany(db(), 'Benchmark B Co')).companyId;
    const [kwp] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'kWp'));
    ids.kwp = kwp.id;
    const P = BENCHMARK_PERMISSIONS;
    const analyst = await roleHolding(db(), 'bm_analyst', null, [P.list, P.query, P.results]);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review') =>
      createUser(db(), { account, password: PASSWORD, companyId, userType, roleIds: [analyst.roleId] });
    ids.accA = await user('bm_acc_a', ids.companyA, 'enterprise');
    ids.accB = await user('bm_acc_b', ids.companyB, 'enterprise');
    ids.rev1 = await user('bm_rev_1', null, 'review');
    ids.rev2 = await user('bm_rev_2', null, 'review');
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    for (const [who, account] of [
      ['accA', 'bm_acc_a'],
      ['accB', 'bm_acc_b'],
      ['rev1', 'bm_rev_1'],
      ['rev2', 'bm_rev_2'],
    ] as const)
      tokens[who] = await login(ctx().app, account, PASSWORD);

    project.a1 = await newProject(ids.companyA, { name: 'Module A1' });
    project.a2 = await newProject(ids.companyA, { name: 'Module A2', reviewerId: ids.rev2 });
    project.b1 = await newProject(ids.companyB, { name: 'Module B1', technology: 'hjt' });
    snap.a1First = await newSnapshot(project.a1, ids.companyA, 1, 520, new Date('2025-06-01'));
    snap.a1 = await newSnapshot(project.a1, ids.companyA, 2, 450);
    snap.a2 = await newSnapshot(project.a2, ids.companyA, 1, 380);
    snap.b1 = await newSnapshot(project.b1, ids.companyB, 1, 700);
  });

  const references = async (who: Who) => {
    const response = await call(who, objectEndpoints.page, { objName: BENCHMARK_REFERENCE_OBJECT, pageSize: 100 });
    return json<ObjPage>(response).data.rows as unknown as BenchmarkReferenceRow[];
  };

  describe('the references', () => {
    it('are seeded from the method with their sources and listed to whoever may benchmark', async () => {
      const rows = await references('accA');
      const byName = new Map(rows.map((row) => [row.name_en, row]));
      expect(rows.filter((row) => row.seeded)).toHaveLength(5);
      expect(byName.get('EPEAT ultra-low carbon module (≤ 400)')).toMatchObject({ kind: 'threshold', value: 400, low: null, high: null });
      expect(byName.get('EPEAT low carbon module (≤ 630)')).toMatchObject({ kind: 'threshold', value: 630 });
      expect(byName.get('Modules made in Europe (Fraunhofer ISE 2021, 420–480)')).toMatchObject({
        kind: 'industry',
        low: 420,
        high: 480,
        year: 2021,
      });
      expect(byName.get('Modules made in China (Fraunhofer ISE 2021, about 750)')?.source_url).toBe(
        'https://doi.org/10.1016/j.solmat.2021.111277',
      );
      expect(byName.get('Chinese mono-Si modules (2023, 310–390)')).toMatchObject({ low: 310, high: 390, year: 2023 });
      for (const row of rows) expect(row.source.length).toBeGreaterThan(10);
    });

    it('refuse a write through the object API (the list is a read model)', async () => {
      const before = await state();
      const response = await call('admin', objectEndpoints.save, {
        objName: BENCHMARK_REFERENCE_OBJECT,
        data: { name_zh: 'x', name_en: 'x' },
      });
      expect(json(response).code).not.toBe(200);
      expect(await state()).toEqual(before);
    });

    const input: CreateBenchmarkReferenceRequest = {
      nameZh: '某招标上限',
      nameEn: 'A tender ceiling',
      kind: 'tender_ceiling',
      unit: 'kgCO2e/kWp',
      value: 550,
      low: null,
      high: null,
      technology: 'topcon',
      region: 'CN',
      year: 2025,
      source: 'Tender document 2025-001',
      sourceUrl: 'https://example.org/tender',
    };

    it('are added, edited and deleted by administrators only, with the operation logged', async () => {
      expect((await call('accA', benchmarkEndpoints.referenceCreate, input)).statusCode).toBe(403);
      const created = json<{ id: number }>(await call('admin', benchmarkEndpoints.referenceCreate, input));
      expect(created.code).toBe(200);
      const id = created.data.id;
      const edited = await call('admin', benchmarkEndpoints.referenceUpdate, { ...input, id, value: null, low: 500, high: 560 });
      expect(json(edited).code).toBe(200);
      const [row] = await db().select().from(benchmarkReferences).where(eq(benchmarkReferences.id, id));
      expect(row).toMatchObject({ value: null, low: '500', high: '560', technology: 'topcon', seedKey: null });
      expect((await call('accA', benchmarkEndpoints.referenceDelete, { id })).statusCode).toBe(403);
      expect(json(await call('admin', benchmarkEndpoints.referenceDelete, { id })).code).toBe(200);
      expect(await db().select().from(benchmarkReferences).where(eq(benchmarkReferences.id, id))).toEqual([]);
    });

    it.each([
      ['both a value and a range', { low: 1, high: 2 }, 'benchmarkValueInvalid'],
      ['neither a value nor a range', { value: null }, 'benchmarkValueInvalid'],
      ['a range the wrong way round', { value: null, low: 500, high: 400 }, 'benchmarkRangeOrder'],
      ['a value of zero', { value: 0 }, 'benchmarkValueInvalid'],
      ['an empty English name', { nameEn: '  ' }, 'benchmarkNameInvalid'],
      ['an unknown technology', { technology: 'graphene' }, 'benchmarkTechnologyUnknown'],
      ['a source address that is no web address', { sourceUrl: 'javascript:alert(1)' }, 'benchmarkUrlInvalid'],
      ['a year out of range', { year: 1800 }, 'benchmarkYearInvalid'],
      ['no source', { source: ' ' }, 'benchmarkSourceInvalid'],
    ] as const)('refuse %s in both languages and change nothing', async (_case, change, key) => {
      const before = await state();
      const zh = json(await call('admin', benchmarkEndpoints.referenceCreate, { ...input, ...change }, 'zh-CN'));
      const en = json(await call('admin', benchmarkEndpoints.referenceCreate, { ...input, ...change }, 'en-US'));
      expect(zh.code).toBe(500);
      expect(zh.msg.split('{')[0]).toContain(translate(key, 'zh').split('{')[0]);
      expect(en.msg.split('{')[0]).toContain(translate(key, 'en').split('{')[0]);
      expect(await state()).toEqual(before);
    });

    it('of the method may be edited but not deleted', async () => {
      const [seeded] = await db().select().from(benchmarkReferences).where(eq(benchmarkReferences.seedKey, 'epeat_low_carbon'));
      const before = await state();
      const refusal = json(await call('admin', benchmarkEndpoints.referenceDelete, { id: seeded.id }, 'en-US'));
      expect(refusal.msg).toBe(translate('benchmarkSeededUndeletable', 'en', { name: seeded.nameEn }));
      expect(await state()).toEqual(before);
      expect(json(await call('admin', benchmarkEndpoints.referenceDelete, { id: 999999 })).code).toBe(500);
    });
  });

  describe('the benchmark of a snapshot', () => {
    const benchmark = async (who: Who, snapshotId: number) =>
      call(who, benchmarkEndpoints.snapshot, { snapshotId: String(snapshotId) }, 'en-US');

    it('compares the per kWp with every reference: meets or misses, and the gap in kg CO2e/kWp and %', async () => {
      const reply = json<SnapshotBenchmark>(await benchmark('accA', snap.a1));
      expect(reply.code).toBe(200);
      const { data } = reply;
      expect(data).toMatchObject({ projectId: project.a1, perKwp: 450, technology: 'topcon', seq: 2 });
      const byName = new Map(data.comparisons.map((c) => [c.reference.name, c]));
      expect(byName.get('EPEAT ultra-low carbon module (≤ 400)')).toMatchObject({ measured: 450, meets: false, gap: 50, gapPercent: 12.5 });
      expect(byName.get('EPEAT low carbon module (≤ 630)')).toMatchObject({ meets: true, gap: -180 });
      // a range is met at or below its upper bound
      expect(byName.get('Modules made in Europe (Fraunhofer ISE 2021, 420–480)')).toMatchObject({ meets: true, gap: -30 });
    });

    it("shows the project's trend, the company's other products and the largest lines", async () => {
      const { data } = json<SnapshotBenchmark>(await benchmark('accA', snap.a1));
      expect(data.trend.map((point) => [point.seq, point.perKwp])).toEqual([
        [1, 520],
        [2, 450],
      ]);
      expect(data.products).toEqual([expect.objectContaining({ projectId: project.a2, snapshotId: snap.a2, perKwp: 380 })]);
      expect(data.contributors.map((c) => [c.description, c.perKwp])).toEqual([
        ['Solar glass', 337.5],
        ['Frame', 112.5],
      ]);
    });

    it('is read by the project company, its reviewer and administrators; 404 to anyone else', async () => {
      expect(json(await benchmark('rev1', snap.a1)).code).toBe(200);
      expect(json(await benchmark('admin', snap.a1)).code).toBe(200);
      expect((await benchmark('accB', snap.a1)).statusCode).toBe(404);
      expect((await benchmark('rev2', snap.a1)).statusCode).toBe(404);
      expect((await benchmark('accA', 999999)).statusCode).toBe(404);
      // the reviewer of one project of a company sees none of the company's others
      expect(json<SnapshotBenchmark>(await benchmark('rev1', snap.a1)).data.products).toEqual([]);
    });

    it('ranks among published results of its technology only from five on, and says how many there are', async () => {
      const before = json<SnapshotBenchmark>(await benchmark('accA', snap.a1)).data.rank;
      expect(before).toEqual({ technology: 'topcon', count: 0, minimum: 5, betterThanPercent: null });
      const published: number[] = [];
      for (const perKwp of [300, 420, 500, 600]) {
        const id = await newProject(ids.companyB, { status: 'published' });
        published.push(id);
        await newSnapshot(id, ids.companyB, 1, perKwp);
      }
      // another technology and an unpublished one do not count
      await newSnapshot(await newProject(ids.companyB, { status: 'published', technology: 'hjt' }), ids.companyB, 1, 900);
      await newSnapshot(await newProject(ids.companyB, { status: 'computed' }), ids.companyB, 1, 900);
      expect(json<SnapshotBenchmark>(await benchmark('accA', snap.a1)).data.rank).toMatchObject({ count: 4, betterThanPercent: null });
      await newSnapshot(await newProject(ids.companyB, { status: 'published' }), ids.companyB, 1, 700);
      const rank = json<SnapshotBenchmark>(await benchmark('accA', snap.a1)).data.rank;
      // 450 against 300, 420, 500, 600, 700: three are higher
      expect(rank).toEqual({ technology: 'topcon', count: 5, minimum: 5, betterThanPercent: 60 });
      expect(JSON.stringify(rank)).not.toContain('Benchmark B Co');
    });

    it('offers the latest snapshot of each project the caller may see', async () => {
      const listed = (who: Who) => call(who, benchmarkEndpoints.snapshots).then((r) => json<BenchmarkableSnapshot[]>(r).data);
      const ofA = await listed('accA');
      expect(ofA.map((s) => s.snapshotId).sort()).toEqual([snap.a1, snap.a2].sort());
      expect((await listed('rev2')).map((s) => s.snapshotId)).toEqual([snap.a2]);
    });
  });

  describe('the results dashboard', () => {
    const overview = (who: Who, body: object = {}) =>
      call(who, benchmarkEndpoints.results, body, 'en-US').then((r) => json<ResultOverviewReply>(r).data);

    it("shows a company user their company's latest results with the thresholds each meets", async () => {
      const data = await overview('accA');
      expect(data.rows.map((row) => row.projectId).sort()).toEqual([project.a1, project.a2].sort());
      expect(data.companies).toEqual([]);
      const a2 = data.rows.find((row) => row.projectId === project.a2);
      const ultraLow = data.references.find((r) => r.name.startsWith('EPEAT ultra-low'));
      expect(a2?.meets).toContain(ultraLow?.id);
      const a1 = data.rows.find((row) => row.projectId === project.a1);
      expect(a1?.trend.map((point) => point.perKwp)).toEqual([520, 450]);
      expect(a1?.meets).not.toContain(ultraLow?.id);
      // a company filter from a company user is ignored
      expect((await overview('accA', { companyId: ids.companyB })).total).toBe(2);
    });

    it('gives administrators every company with filters, pages and the spread of all matches', async () => {
      const all = await overview('admin', { pageSize: 2 });
      expect(all.rows).toHaveLength(2);
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect(all.spread.count).toBe(all.total);
      // pages follow one another, newest first, and the spread is of every match
      const every = (await overview('admin', { pageSize: 100 })).rows;
      const second = await overview('admin', { pageSize: 2, pageNum: 2 });
      const twoPages = [...all.rows, ...second.rows].map((row) => row.snapshotId);
      expect(twoPages).toEqual(every.slice(0, twoPages.length).map((row) => row.snapshotId));
      expect(every.map((row) => Date.parse(row.createdAt))).toEqual(every.map((row) => Date.parse(row.createdAt)).sort((a, b) => b - a));
      expect(all.spread).toEqual(spreadOf(every.map((row) => row.perKwp as number)));
      expect(all.companies.map((c) => c.id)).toEqual(expect.arrayContaining([ids.companyA, ids.companyB]));
      const onlyA = await overview('admin', { companyId: ids.companyA });
      expect(onlyA.total).toBe(2);
      const hjt = await overview('admin', { technology: 'hjt' });
      expect(hjt.rows.every((row) => row.technology === 'hjt')).toBe(true);
      expect((await overview('admin', { year: 2020 })).total).toBe(0);
    });

    it('gives a reviewer the projects they review', async () => {
      const data = await overview('rev2');
      expect(data.rows.map((row) => row.projectId)).toEqual([project.a2]);
    });
  });
});
