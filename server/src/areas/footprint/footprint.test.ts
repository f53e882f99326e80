import { and, eq, inArray, sql } from 'drizzle-orm';
import { GASES, declaredQuantityOf } from '@pcf/shared/contracts';
import type {
  ComputeFootprintReply,
  FootprintJob,
  FootprintJobPhase,
  FootprintSnapshot,
  InventoryLineInput,
  ObjPage,
  SaveProjectReply,
  SnapshotComparison,
  SnapshotListReply,
  StudySettings,
  StudySettingsReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import {
  directoryNodes,
  emissionFactors,
  footprintJobs,
  footprintSnapshots,
  inventoryLines,
  projectStatusHistory,
  projects,
} from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { translate, type MessageKey, type MessageParams } from '../../http/messages';
import { projectRequest } from '../projects/projects.fixture';
import { footprintPeople, testFactor } from './footprint.fixture';
import { FOOTPRINT_JOB, JOB_STALE_AFTER_MS, jobProgress } from './compute';
import { lookupSession } from '../auth/sessions';

const zh = (key: MessageKey, params?: MessageParams) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the declared quantity of an inventory of whole modules', () => {
  it('is the module count in pieces, its power in kWp, its area in m²; the module does not fix a generation in kWh', () => {
    const module = { ratedPowerWp: 427.3, areaM2: 1.953 };
    expect(declaredQuantityOf('piece', 3, module)).toBe(3);
    expect(declaredQuantityOf('kWp', 1, module)).toBeCloseTo(0.4273, 15);
    expect(declaredQuantityOf('kWp', 1000, module)).toBeCloseTo(427.3, 12);
    expect(declaredQuantityOf('m²', 2, module)).toBeCloseTo(3.906, 15);
    expect(declaredQuantityOf('kWh', 1, module)).toBeNull();
  });
});

describeEachDatabase('footprint evaluation', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const ids = {
    companyA: 0,
    companyB: 0,
    accA: 0,
    accB: 0,
    rev1: 0,
    rev2: 0,
    glass: 0,
    glassVersion: 0,
    truck: 0,
    truckVersion: 0,
    grid: 0,
    gridVersion: 0,
    itemGlass: 0,
    itemPower: 0,
    itemFuel: 0,
  };
  const units_: Record<string, number> = {};
  const tokens = { admin: '', accA: '', accA2: '', accB: '', rev1: '', rev2: '' };
  type Who = keyof typeof tokens;

  const newFactor = (code: string, value: string, unit: string, categoryId: number, nameZh: string, nameEn: string) =>
    testFactor(db(), { code, value, unitId: units_[unit], categoryId, nameZh, nameEn, dqr: '2' });

  beforeAll(async () => {
    const people = await footprintPeople(db(), ctx().app, 'fp', [], { accA: 'Accountant A' });
    Object.assign(tokens, people.tokens);
    Object.assign(units_, people.units);
    const { accA, accB, rev1, rev2 } = people.users;
    Object.assign(ids, { companyA: people.companyA, companyB: people.companyB, accA, accB, rev1, rev2 });
    const nodes = await db()
      .select({ id: directoryNodes.id, name: directoryNodes.name })
      .from(directoryNodes)
      .orderBy(directoryNodes.id)
      .limit(3);
    [ids.itemGlass, ids.itemPower, ids.itemFuel] = [nodes[0].id, nodes[1].id, nodes[2].id];
    [ids.glass, ids.glassVersion] = await newFactor('FP-GLASS', '1.2', 'kg', ids.itemGlass, '测试玻璃', 'Test glass');
    [ids.truck, ids.truckVersion] = await newFactor('FP-TRUCK', '0.1', 't·km', ids.itemPower, '测试货车', 'Test truck');
    const grid = (await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'CN-GRID-2022-AVG')))[0];
    [ids.grid, ids.gridVersion] = [grid.id, grid.currentVersionId as number];
  });

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });
  const transition = async (who: Who, id: number, action: string) =>
    expect(json(await call('POST', '/rest/project/transition', who, { id, action })).code).toBe(200);
  const statusOf = async (id: number) =>
    (await db().select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0].status;

  let serial = 0;
  const createProject = async (
    company: 'A' | 'B' = 'A',
    declaredUnit = 'piece',
    module = { ratedPowerWp: 500, areaM2: 2.5 },
  ): Promise<number> => {
    serial += 1;
    const body = projectRequest({
      companyId: company === 'A' ? ids.companyA : ids.companyB,
      code: `FP-${serial}`,
      name: `Footprint project ${serial}`,
      productModel: 'PV-500',
      ...module,
      massKg: 28,
      declaredUnitId: units_[declaredUnit],
      accountantId: company === 'A' ? ids.accA : ids.accB,
      reviewerId: ids.rev1,
    });
    const answer = json<SaveProjectReply>(await call('POST', '/rest/project/create', 'admin', body));
    expect(answer.code).toBe(200);
    return answer.data.id;
  };

  /**
   * The hand-checked module (declared unit: one piece of 500 Wp, 2.5 m²):
   *   glass        15 000 g  → 15 kg × 1.2 kg CO2e/kg            = 18      (raw material; shared production)
   *   electricity     360 MJ → 100 kWh × 0.5366 kg CO2e/kWh      = 53.66   (production)
   *   SF6               1 g  → 0.001 kg × 25 200 (AR6)           = 25.2    (production, a gas)
   *   truck         2 000 kg·km → 2 t·km × 0.1 kg CO2e/t·km      = 0.2     (distribution: 0.2 % of 97.06, cut off under 1 %)
   * Total 96.86 after the cut-off; per kWp 96.86 ÷ 0.5 = 193.72; per m² 96.86 ÷ 2.5 = 38.744.
   */
  const MODULE = (): InventoryLineInput[] => [
    {
      stage: 'raw_material',
      itemId: ids.itemGlass,
      description: 'Solar glass',
      quantity: 15000,
      unitId: units_.g,
      sourceKind: 'factor',
      factorId: ids.glass,
      factorVersionId: ids.glassVersion,
      dataType: 'secondary',
      shared: true,
    },
    {
      stage: 'production',
      itemId: ids.itemPower,
      description: 'Cell line electricity',
      quantity: 360,
      unitId: units_.MJ,
      sourceKind: 'factor',
      factorId: ids.grid,
      factorVersionId: ids.gridVersion,
      dataType: 'secondary',
      quality: { ter: 1, ger: 1, tir: 2, p: 2 },
    },
    {
      stage: 'production',
      itemId: ids.itemPower,
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
      quantity: 2000,
      unitId: units_['kg·km'],
      sourceKind: 'factor',
      factorId: ids.truck,
      factorVersionId: ids.truckVersion,
      dataType: 'secondary',
    },
  ];

  /** A project of company `company` taken through data entry and review to approved. */
  const approvedProject = async (
    lines: InventoryLineInput[] = MODULE(),
    company: 'A' | 'B' = 'A',
    module?: { ratedPowerWp: number; areaM2: number },
  ): Promise<number> => {
    const projectId = await createProject(company, 'piece', module);
    const acc: Who = company === 'A' ? 'accA' : 'accB';
    expect(json(await call('POST', '/rest/inventory/draft/save', acc, { projectId, lines })).code).toBe(200);
    await transition(acc, projectId, 'submit');
    await transition('rev1', projectId, 'take');
    await transition('rev1', projectId, 'approve');
    expect(await statusOf(projectId)).toBe('approved');
    return projectId;
  };

  const SETTINGS = (over: Partial<StudySettings> = {}): StudySettings => ({
    goal: 'Cradle-to-gate footprint of the PV-500 module',
    scope: 'Raw materials, cell and module production, transport to port',
    declaredUnitId: units_.piece,
    declaredQuantity: 1,
    moduleCount: 1,
    boundary: 'cradle_to_gate',
    allocationMethod: 'none',
    allocationProduct: null,
    allocationTotal: null,
    cutOffEnabled: true,
    cutOffLinePercent: 1,
    cutOffTotalPercent: 5,
    gwpSet: 'AR6',
    monteCarloIterations: 1000,
    monteCarloSeed: 7,
    ...over,
  });
  const saveSettings = (who: Who, projectId: number, settings: object, language?: string) =>
    call('POST', '/rest/footprint/settings/save', who, { projectId, settings }, language);
  const compute = (who: Who, projectId: number, language?: string) => call('POST', '/rest/footprint/compute', who, { projectId }, language);
  const jobOf = async (who: Who, id: number, language?: string) =>
    json<FootprintJob>(await call('GET', `/rest/footprint/job?id=${id}`, who, undefined, language));
  /** Polls the job until it is no longer running. */
  const finished = async (who: Who, id: number, language?: string): Promise<FootprintJob> => {
    for (let i = 0; i < 1200; i += 1) {
      const job = await jobOf(who, id, language);
      expect(job.code).toBe(200);
      if (job.data.status !== 'running') return job.data;
      await sleep(25);
    }
    throw new Error(`job ${id} still running`);
  };
  const computed = async (who: Who, projectId: number): Promise<FootprintJob> => {
    const started = json<ComputeFootprintReply>(await compute(who, projectId));
    expect(started).toMatchObject({ code: 200, msg: zh('footprintComputeStarted') });
    return finished(who, started.data.jobId);
  };
  const snapshotOf = async (who: Who, id: number, language = 'zh-CN') =>
    json<FootprintSnapshot>(await call('GET', `/rest/footprint/snapshot?id=${id}`, who, undefined, language));

  describe('study settings', () => {
    it('answer the defaults from the project until saved: editable by its company and administrators, read-only to its reviewer, 404 to others', async () => {
      const projectId = await createProject('A', 'kWp');
      const reply = json<StudySettingsReply>(await call('GET', `/rest/footprint/settings?projectId=${projectId}`, 'accA'));
      expect(reply.data).toEqual({
        projectId,
        projectName: `Footprint project ${serial}`,
        projectStatus: 'assigned',
        saved: false,
        editable: true,
        settings: {
          goal: '',
          scope: '',
          declaredUnitId: units_.kWp,
          // an inventory of one 500 Wp module is 0.5 of the declared kWp
          declaredQuantity: 0.5,
          moduleCount: 1,
          boundary: 'cradle_to_gate',
          allocationMethod: 'none',
          allocationProduct: null,
          allocationTotal: null,
          // no cut-off unless the study says so
          cutOffEnabled: false,
          cutOffLinePercent: 1,
          cutOffTotalPercent: 5,
          gwpSet: 'AR6',
          monteCarloIterations: 10000,
          monteCarloSeed: 20240101,
        },
        ratedPowerWp: 500,
        areaM2: 2.5,
        updatedAt: null,
      });
      expect(json<StudySettingsReply>(await call('GET', `/rest/footprint/settings?projectId=${projectId}`, 'admin')).data.editable).toBe(
        true,
      );
      expect(json<StudySettingsReply>(await call('GET', `/rest/footprint/settings?projectId=${projectId}`, 'rev1')).data.editable).toBe(
        false,
      );
      for (const who of ['accB', 'rev2'] as const) {
        const refused = await call('GET', `/rest/footprint/settings?projectId=${projectId}`, who);
        expect([refused.statusCode, json(refused).msg]).toEqual([404, zh('projectMissing')]);
      }
      expect((await call('GET', '/rest/footprint/settings?projectId=999999', 'admin')).statusCode).toBe(404);
    });

    it('are saved and read back; saving again replaces them', async () => {
      const projectId = await createProject();
      const saved = json<StudySettingsReply>(await saveSettings('accA', projectId, { ...SETTINGS(), goal: '  Goal  ' }));
      expect(saved).toMatchObject({
        code: 200,
        msg: zh('saved'),
        data: { saved: true, editable: true, settings: SETTINGS({ goal: 'Goal' }) },
      });
      expect(saved.data.updatedAt).toBe(ctx().clock.now().toISOString());
      const mass = SETTINGS({
        allocationMethod: 'mass',
        allocationProduct: 28,
        allocationTotal: 56,
        cutOffEnabled: false,
        gwpSet: 'AR5',
        monteCarloIterations: 0,
      });
      expect(json<StudySettingsReply>(await saveSettings('admin', projectId, mass)).data.settings).toEqual(mass);
      // amounts sent without allocation are not kept
      expect(
        json<StudySettingsReply>(await saveSettings('accA', projectId, SETTINGS({ allocationProduct: 3, allocationTotal: 4 }))).data
          .settings,
      ).toEqual(SETTINGS());
      expect(json<StudySettingsReply>(await call('GET', `/rest/footprint/settings?projectId=${projectId}`, 'rev1')).data).toMatchObject({
        saved: true,
        settings: SETTINGS(),
      });
    });

    it('refuse each wrong field with a message naming it, in both languages, saving nothing', async () => {
      const projectId = await createProject();
      const before = await state();
      const cases: [Partial<Record<keyof StudySettings, unknown>>, MessageKey, MessageParams][] = [
        [{ goal: '   ' }, 'footprintGoalInvalid', { max: 1000 }],
        [{ goal: 'g'.repeat(1001) }, 'footprintGoalInvalid', { max: 1000 }],
        [{ scope: '' }, 'footprintScopeInvalid', { max: 2000 }],
        [{ declaredUnitId: units_.kg }, 'footprintDeclaredUnitInvalid', { units: 'piece, kWp, m², kWh' }],
        [{ declaredQuantity: 0 }, 'footprintDeclaredQuantityInvalid', { max: '1e9' }],
        [{ declaredQuantity: 1e9 + 1 }, 'footprintDeclaredQuantityInvalid', { max: '1e9' }],
        [{ boundary: 'gate_to_gate' }, 'footprintBoundaryInvalid', {}],
        [{ allocationMethod: 'by_volume' }, 'footprintAllocationMethodInvalid', {}],
        [
          { allocationMethod: 'mass', allocationProduct: null, allocationTotal: 10 },
          'footprintAllocationAmountsInvalid',
          { method: zh('footprintAllocationMass'), max: '1e12' },
        ],
        [
          { allocationMethod: 'economic', allocationProduct: 11, allocationTotal: 10 },
          'footprintAllocationAmountsInvalid',
          { method: zh('footprintAllocationEconomic'), max: '1e12' },
        ],
        [
          { allocationMethod: 'mass', allocationProduct: 0, allocationTotal: 0 },
          'footprintAllocationAmountsInvalid',
          { method: zh('footprintAllocationMass'), max: '1e12' },
        ],
        [{ cutOffTotalPercent: 5.5 }, 'footprintCutOffTotalInvalid', { max: 5 }],
        [{ cutOffTotalPercent: -1 }, 'footprintCutOffTotalInvalid', { max: 5 }],
        [{ cutOffLinePercent: 3, cutOffTotalPercent: 2 }, 'footprintCutOffLineInvalid', { total: 2 }],
        [{ cutOffLinePercent: -0.5 }, 'footprintCutOffLineInvalid', { total: 5 }],
        [{ gwpSet: 'AR4' }, 'footprintGwpSetInvalid', { sets: 'AR6, AR5' }],
        [{ monteCarloIterations: 99 }, 'footprintIterationsInvalid', { min: 100, max: 100000 }],
        [{ monteCarloIterations: 100001 }, 'footprintIterationsInvalid', { min: 100, max: 100000 }],
        [{ monteCarloIterations: 500.5 }, 'footprintIterationsInvalid', { min: 100, max: 100000 }],
        [{ monteCarloSeed: -1 }, 'footprintSeedInvalid', { max: Number.MAX_SAFE_INTEGER }],
        [{ monteCarloSeed: 1.5 }, 'footprintSeedInvalid', { max: Number.MAX_SAFE_INTEGER }],
        [{ monteCarloSeed: 2 ** 53 }, 'footprintSeedInvalid', { max: Number.MAX_SAFE_INTEGER }],
      ];
      for (const [over, key, params] of cases) {
        const refused = await saveSettings('accA', projectId, { ...SETTINGS(), ...over });
        expect([refused.statusCode, json(refused).msg]).toEqual([400, zh(key, params)]);
      }
      const english = json(
        await saveSettings('accA', projectId, SETTINGS({ allocationMethod: 'mass', allocationProduct: 5, allocationTotal: null }), 'en-US'),
      );
      expect(english.msg).toBe(
        "Allocation by mass needs the product's amount and the whole shared production's: both greater than 0 and at most 1e12, the product's at most the total",
      );
      expect(json(await saveSettings('accA', projectId, SETTINGS({ monteCarloIterations: 50 }), 'en-US')).msg).toBe(
        'The Monte Carlo iterations must be 0 (none) or a whole number from 100 to 100000',
      );
      // the request's shape is checked before anything else
      expect((await saveSettings('accA', projectId, { ...SETTINGS(), cutOffEnabled: 'maybe' })).statusCode).toBe(400);
      expect(await state()).toEqual(before);
    });

    it('refuse a declared quantity the module count and the project contradict, naming both figures, for every unit of the module', async () => {
      // the project's module: 500 Wp, 2.5 m²
      const projectId = await createProject();
      const before = await state();
      const cases: [Partial<StudySettings> & { moduleCount?: number }, MessageKey, MessageParams][] = [
        [
          { declaredUnitId: units_.kWp, declaredQuantity: 1 },
          'footprintDeclaredQuantityPower',
          { quantity: '1', modules: 1, ratedPowerWp: '500', expected: '0.5' },
        ],
        [
          { declaredUnitId: units_.kWp, declaredQuantity: 0.5, moduleCount: 3 },
          'footprintDeclaredQuantityPower',
          { quantity: '0.5', modules: 3, ratedPowerWp: '500', expected: '1.5' },
        ],
        [
          { declaredUnitId: units_['m²'], declaredQuantity: 1 },
          'footprintDeclaredQuantityArea',
          { quantity: '1', modules: 1, areaM2: '2.5', expected: '2.5' },
        ],
        [
          { declaredUnitId: units_.piece, declaredQuantity: 2 },
          'footprintDeclaredQuantityPieces',
          { quantity: '2', modules: 1, expected: '1' },
        ],
        [{ moduleCount: 0 }, 'footprintModuleCountInvalid', { max: '100000000' }],
        [{ moduleCount: 1.5 }, 'footprintModuleCountInvalid', { max: '100000000' }],
      ];
      for (const [over, key, params] of cases) {
        const refused = await saveSettings('accA', projectId, { ...SETTINGS(), ...over });
        expect([refused.statusCode, json(refused).msg]).toEqual([400, zh(key, params)]);
      }
      // left out, the module count is one: a kWp quantity of 1 still contradicts a 500 Wp module
      const { moduleCount: _left, ...withoutCount } = SETTINGS({ declaredUnitId: units_.kWp, declaredQuantity: 1 });
      expect(json(await saveSettings('accA', projectId, withoutCount, 'en-US')).msg).toBe(
        "The declared quantity 1 kWp contradicts the project's rated power: 1 module(s) × 500 Wp = 0.5 kWp",
      );
      expect(await state()).toEqual(before);

      const saved = async (over: Partial<StudySettings>) => {
        const reply = json<StudySettingsReply>(await saveSettings('accA', projectId, SETTINGS(over)));
        expect(reply.code).toBe(200);
        return reply.data.settings;
      };
      expect(await saved({ declaredUnitId: units_.kWp, declaredQuantity: 0.5 })).toMatchObject({ declaredQuantity: 0.5, moduleCount: 1 });
      expect(await saved({ declaredUnitId: units_.kWp, declaredQuantity: 1500, moduleCount: 3000 })).toMatchObject({ moduleCount: 3000 });
      expect(await saved({ declaredUnitId: units_['m²'], declaredQuantity: 7.5, moduleCount: 3 })).toMatchObject({ declaredQuantity: 7.5 });
      expect(await saved({ declaredUnitId: units_.piece, declaredQuantity: 3, moduleCount: 3 })).toMatchObject({ declaredQuantity: 3 });
      // per kWh the quantity is the generation the user enters
      expect(await saved({ declaredUnitId: units_.kWh, declaredQuantity: 16000, moduleCount: 1 })).toMatchObject({
        declaredQuantity: 16000,
      });
    });

    it('are refused to the reviewer (403), to another company (404) and once the project is published', async () => {
      const projectId = await createProject();
      const before = await state();
      const reviewer = await saveSettings('rev1', projectId, SETTINGS());
      expect([reviewer.statusCode, json(reviewer).msg]).toEqual([403, zh('footprintReadOnlyForYou')]);
      expect((await saveSettings('accB', projectId, SETTINGS())).statusCode).toBe(404);
      expect((await saveSettings('rev2', projectId, SETTINGS())).statusCode).toBe(404);
      expect(await state()).toEqual(before);
      await db().update(projects).set({ status: 'published' }).where(eq(projects.id, projectId));
      const published = await saveSettings('accA', projectId, SETTINGS(), 'en-US');
      expect([published.statusCode, json(published).msg]).toEqual([400, en('footprintSettingsNotEditable', { status: 'Published' })]);
      expect(json<StudySettingsReply>(await call('GET', `/rest/footprint/settings?projectId=${projectId}`, 'accA')).data.editable).toBe(
        false,
      );
    });
  });

  /**
   * The reference study: one crystalline-silicon module of 2 m², built from NREL PV_ICE's c-Si
   * baseline for 2022 (github.com/NREL/PV_ICE @ 378a012, baselines/baseline_material_mass_*.csv
   * column mat_massperm2, baseline_material_energy_*.csv columns e_mat_MFG and
   * e_mat_MFG_fuelfraction, baseline_modules_energy.csv column e_mod_MFG, baseline_modules_mass_World.csv
   * column mod_eff; CarbonLayer/baseline_materials_processCO2.csv column v_MFG_gCO2eqpg and
   * baseline_electricityemissionfactors.csv Gas CO2eq_gpWh_IPCC2006), with China's 2022 national
   * grid factor (MEE & NBS announcement 2024 No. 33: 0.5366 kg CO2/kWh). Copied in
   * shared/data/factors/pv_ice_*.csv and cn_mee_electricity.csv.
   *
   * Each material m of mass M (kg) = mat_massperm2 (g/m²) × 2 m² ÷ 1000 gives three lines:
   *   process     M × v_MFG (kg CO2e/kg)                                    raw material, category 1
   *   electricity M × e_mat_MFG × (1 − fuel fraction) kWh × 0.5366          raw material, category 2
   *   fuel        M × e_mat_MFG × fuel fraction kWh × 0.2291 (natural gas)   raw material, category 3
   * and module assembly is e_mod_MFG 3320 Wh/m² × 2 m² = 6640 Wh × 0.5366 (production, category 2).
   * Rated power: 2 m² × 1000 W/m² × 21.36288232 % = 427.2576464 Wp.
   */
  const PV_ICE_2022 = {
    areaM2: 2,
    ratedPowerWp: 427.2576464,
    grid: 0.5366,
    gasPerKwh: 0.2291,
    assemblyWhPerM2: 3320,
    // g/m², kg CO2e/kg, kWh/kg, % of the energy from fuel
    materials: [
      { name: 'glass', massPerM2: 9626.5, process: 0.542, energy: 3.512723628, fuelPercent: 86.79874429 },
      { name: 'silicon', massPerM2: 384.285, process: 9.3, energy: 169.05, fuelPercent: 20 },
      { name: 'silver', massPerM2: 3.093634022, process: 0.95, energy: 260, fuelPercent: 25 },
      { name: 'aluminium frames', massPerM2: 1250.735294, process: 6.46, energy: 22.39, fuelPercent: 35.74 },
      { name: 'copper', massPerM2: 8.31488, process: 0.000001, energy: 14.84, fuelPercent: 37.03 },
      { name: 'encapsulant', massPerM2: 782.7075, process: 5.24, energy: 4.102829729, fuelPercent: 29.39447916 },
      { name: 'backsheet', massPerM2: 398.3772, process: 7.5, energy: 12.01529486, fuelPercent: 73.70391669 },
    ],
  };

  describe('the reference study (NREL PV_ICE 2022 c-Si module, China 2022 grid)', () => {
    const relativelyClose = (actual: number | null | undefined, expected: number) =>
      expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-9);
    /** Each line as worked out by hand from the published figures, in kg CO2e. */
    const expectedLines = () => {
      const { areaM2, grid, gasPerKwh, assemblyWhPerM2, materials } = PV_ICE_2022;
      const lines: { description: string; stage: 'raw_material' | 'production'; item: number; emission: number }[] = [];
      for (const m of materials) {
        const kg = (m.massPerM2 * areaM2) / 1000;
        const kwh = kg * m.energy;
        lines.push({ description: `${m.name}, process`, stage: 'raw_material', item: ids.itemGlass, emission: kg * m.process });
        lines.push({
          description: `${m.name}, electricity`,
          stage: 'raw_material',
          item: ids.itemPower,
          emission: kwh * (1 - m.fuelPercent / 100) * grid,
        });
        lines.push({
          description: `${m.name}, fuel`,
          stage: 'raw_material',
          item: ids.itemFuel,
          emission: kwh * (m.fuelPercent / 100) * gasPerKwh,
        });
      }
      lines.push({
        description: 'module assembly, electricity',
        stage: 'production',
        item: ids.itemPower,
        emission: ((assemblyWhPerM2 * areaM2) / 1000) * grid,
      });
      return lines;
    };

    /** The inventory as a user enters it: masses in g, energy in kWh (assembly in Wh). */
    const inventory = async (): Promise<InventoryLineInput[]> => {
      const { areaM2, gasPerKwh, assemblyWhPerM2, materials } = PV_ICE_2022;
      const [, gasVersion] = await newFactorOnce(
        'PVICE-GAS-IPCC2006',
        String(gasPerKwh),
        'kWh',
        ids.itemFuel,
        '天然气燃烧（按燃料热值）',
        'Natural gas combustion (fuel energy input)',
      );
      const gasFactor = factorIdOf.get('PVICE-GAS-IPCC2006') as number;
      const lines: InventoryLineInput[] = [];
      for (const m of materials) {
        const code = `PVICE-PROCESS-${m.name.toUpperCase().replace(/ /g, '-')}`;
        const [factorId, versionId] = await newFactorOnce(
          code,
          String(m.process),
          'kg',
          ids.itemGlass,
          `${m.name} 工艺排放`,
          `${m.name} process emissions`,
        );
        const grams = m.massPerM2 * areaM2;
        const kwh = (grams / 1000) * m.energy;
        const line = { dataType: 'secondary' as const, sourceKind: 'factor' as const, stage: 'raw_material' as const };
        lines.push({
          ...line,
          itemId: ids.itemGlass,
          description: `${m.name}, process`,
          quantity: grams,
          unitId: units_.g,
          factorId,
          factorVersionId: versionId,
        });
        lines.push({
          ...line,
          itemId: ids.itemPower,
          description: `${m.name}, electricity`,
          quantity: kwh * (1 - m.fuelPercent / 100),
          unitId: units_.kWh,
          factorId: ids.grid,
          factorVersionId: ids.gridVersion,
        });
        lines.push({
          ...line,
          itemId: ids.itemFuel,
          description: `${m.name}, fuel`,
          quantity: kwh * (m.fuelPercent / 100),
          unitId: units_.kWh,
          factorId: gasFactor,
          factorVersionId: gasVersion,
        });
      }
      lines.push({
        stage: 'production',
        itemId: ids.itemPower,
        description: 'module assembly, electricity',
        quantity: assemblyWhPerM2 * areaM2,
        unitId: units_.Wh,
        sourceKind: 'factor',
        factorId: ids.grid,
        factorVersionId: ids.gridVersion,
        dataType: 'secondary',
      });
      return lines;
    };
    const factorIdOf = new Map<string, number>();
    const newFactorOnce = async (code: string, value: string, unit: string, itemId: number, nameZh: string, nameEn: string) => {
      const [factorId, versionId] = await newFactor(code, value, unit, itemId, nameZh, nameEn);
      factorIdOf.set(code, factorId);
      return [factorId, versionId];
    };

    const REFERENCE_SETTINGS = (over: Partial<StudySettings> = {}) =>
      SETTINGS({
        declaredUnitId: units_.kWp,
        declaredQuantity: PV_ICE_2022.ratedPowerWp / 1000,
        moduleCount: 1,
        cutOffEnabled: false,
        monteCarloIterations: 0,
        ...over,
      });

    it('computes total, per kWp, per m² and every share by stage and category as the hand calculation, to 1e-9; with the cut-off on it lists what it leaves out', async () => {
      const projectId = await approvedProject(await inventory(), 'A', {
        ratedPowerWp: PV_ICE_2022.ratedPowerWp,
        areaM2: PV_ICE_2022.areaM2,
      });
      expect(json(await saveSettings('accA', projectId, REFERENCE_SETTINGS())).code).toBe(200);
      const whole = (await snapshotOf('accA', (await computed('accA', projectId)).snapshotId as number, 'en-US')).data;

      const expected = expectedLines();
      const total = expected.reduce((sum, line) => sum + line.emission, 0);
      relativelyClose(total, 162.0330005063659);
      relativelyClose(whole.total, total);
      relativelyClose(whole.totalBeforeCutOff, total);
      relativelyClose(whole.perDeclaredUnit, total / 0.4272576464);
      relativelyClose(whole.perKwp, total / 0.4272576464);
      relativelyClose(whole.perKwp, 379.2395569081754);
      relativelyClose(whole.perM2, total / 2);
      expect(whole.cutOff).toBeNull();
      expect(whole.lines).toHaveLength(22);
      const byDescription = new Map(whole.lines.map((line) => [line.description, line]));
      for (const line of expected) {
        relativelyClose(byDescription.get(line.description)?.emission, line.emission);
        relativelyClose(byDescription.get(line.description)?.share, line.emission / total);
      }
      const stageShare = (stage: string) => expected.filter((l) => l.stage === stage).reduce((sum, l) => sum + l.emission, 0) / total;
      relativelyClose(whole.byStage.find((s) => s.key === 'raw_material')?.share, stageShare('raw_material'));
      relativelyClose(whole.byStage.find((s) => s.key === 'production')?.share, stageShare('production'));
      const itemNames = new Map(
        (await db().select({ id: directoryNodes.id, name: directoryNodes.name }).from(directoryNodes)).map((n) => [n.id, n.name]),
      );
      for (const item of [ids.itemGlass, ids.itemPower, ids.itemFuel]) {
        const share = expected.filter((l) => l.item === item).reduce((sum, l) => sum + l.emission, 0) / total;
        relativelyClose(whole.byCategory.find((c) => c.key === itemNames.get(item))?.share, share);
      }
      // copper and silver stay in the breakdown without a cut-off
      expect(whole.lines.filter((l) => l.description.startsWith('copper')).every((l) => !l.excluded)).toBe(true);

      // the same study with DOMAIN.md's cut-off (1 % a line, at most 5 % in all)
      expect(json(await saveSettings('accA', projectId, REFERENCE_SETTINGS({ cutOffEnabled: true }))).code).toBe(200);
      const cut = (await snapshotOf('accA', (await computed('accA', projectId)).snapshotId as number, 'en-US')).data;
      const small = expected.filter((l) => Math.abs(l.emission) / total < 0.01);
      expect(small.map((l) => l.description).sort()).toEqual([
        'backsheet, electricity',
        'backsheet, fuel',
        'copper, electricity',
        'copper, fuel',
        'copper, process',
        'encapsulant, fuel',
        'silver, electricity',
        'silver, fuel',
        'silver, process',
      ]);
      const excludedEmission = small.reduce((sum, l) => sum + l.emission, 0);
      const excludedIds = new Set(cut.cutOff?.lineIds);
      expect(
        cut.lines
          .filter((l) => excludedIds.has(l.lineId))
          .map((l) => l.description)
          .sort(),
      ).toEqual(small.map((l) => l.description).sort());
      expect(cut.lines.filter((l) => l.excluded)).toHaveLength(9);
      relativelyClose(cut.cutOff?.emission, excludedEmission);
      relativelyClose(cut.cutOff?.share, excludedEmission / total);
      expect((cut.cutOff?.share as number) * 100).toBeLessThanOrEqual(5);
      relativelyClose(cut.total, total - excludedEmission);
      relativelyClose(cut.totalBeforeCutOff, total);
      // one basis: what is kept by stage and what is left out make the whole
      relativelyClose(cut.byStage.reduce((sum, s) => sum + s.share, 0) + (cut.cutOff?.share as number), 1);

      // the comparison counts what each total includes, marks what the cut-off left out, and adds up
      const comparison = json<SnapshotComparison>(await call('GET', `/rest/footprint/compare?a=${whole.id}&b=${cut.id}`, 'accA')).data;
      expect(comparison.settingsChanged).toEqual(['cutOffEnabled']);
      const silver = comparison.lines.find((l) => l.description === 'silver, electricity');
      expect(silver?.a).toMatchObject({ excluded: false });
      expect(silver?.b).toMatchObject({ excluded: true, emission: 0 });
      relativelyClose(silver?.b?.computed, silver?.a?.emission as number);
      relativelyClose(silver?.difference, -(silver?.a?.emission as number));
      for (const stage of comparison.byStage) {
        const lines = comparison.lines.filter((l) => l.stage === stage.stage).reduce((sum, l) => sum + l.difference, 0);
        expect(Math.abs(lines - stage.difference)).toBeLessThanOrEqual(1e-9 * total);
      }
      relativelyClose(
        comparison.lines.reduce((sum, l) => sum + l.difference, 0),
        comparison.b.total - comparison.a.total,
      );
    });
  });

  describe('computation', () => {
    it('is refused before approval, without settings, to the reviewer and to another company, starting nothing', async () => {
      const collecting = await createProject();
      expect(json(await call('POST', '/rest/inventory/draft/save', 'accA', { projectId: collecting, lines: MODULE() })).code).toBe(200);
      expect(json(await saveSettings('accA', collecting, SETTINGS())).code).toBe(200);
      const approved = await approvedProject();
      const before = await state();
      const early = await compute('accA', collecting);
      expect([early.statusCode, json(early).msg]).toEqual([400, zh('footprintNotComputable', { status: '数据收集中' })]);
      const noSettings = await compute('accA', approved);
      expect([noSettings.statusCode, json(noSettings).msg]).toEqual([400, '请先完成评价录入']);
      expect(json(await compute('accA', approved, 'en-US')).msg).toBe('Complete the evaluation entry first');
      await saveSettings('accA', approved, SETTINGS());
      const afterSave = await state();
      const reviewer = await compute('rev1', approved);
      expect([reviewer.statusCode, json(reviewer).msg]).toEqual([403, zh('footprintReadOnlyForYou')]);
      for (const who of ['accB', 'rev2'] as const) {
        const other = await compute(who, approved);
        expect([other.statusCode, json(other).msg]).toEqual([404, zh('projectMissing')]);
      }
      expect(await state()).toEqual(afterSave);
      expect(before.tables['public.footprint_jobs']).toEqual(afterSave.tables['public.footprint_jobs']);
    });

    it('computes the hand-checked module: totals by stage, per kWp and per m²; the first computation moves the project to computed; a recomputation is the next snapshot', async () => {
      const projectId = await approvedProject();
      await saveSettings('accA', projectId, SETTINGS());
      const phases: FootprintJobPhase[] = [];
      const listener = (event: { phase: FootprintJobPhase }) => phases.push(event.phase);
      jobProgress.on('progress', listener);
      const job = await computed('accA', projectId);
      jobProgress.off('progress', listener);
      expect(job).toMatchObject({ projectId, status: 'done', phase: 'saving', progress: 100, message: null });
      expect([...new Set(phases)]).toEqual(['reading', 'computing', 'uncertainty', 'saving']);
      expect(await statusOf(projectId)).toBe('computed');
      const history = await db()
        .select()
        .from(projectStatusHistory)
        .where(eq(projectStatusHistory.projectId, projectId))
        .orderBy(projectStatusHistory.id);
      expect(history.at(-1)).toMatchObject({ fromStatus: 'approved', toStatus: 'computed', action: 'compute', actorAccount: 'fp_acc_a' });

      const first = await snapshotOf('accA', job.snapshotId as number, 'en-US');
      const result = first.data;
      expect(result).toMatchObject({
        id: job.snapshotId,
        projectId,
        seq: 1,
        createdByName: 'Accountant A',
        gwpSet: 'AR6',
        declaredUnitCode: 'piece',
        lineCount: 4,
        projectName: `Footprint project ${serial}`,
        productModel: 'PV-500',
        companyName: DEMO_COMPANY.nameEn,
        settings: SETTINGS(),
        ratedPowerWp: 500,
        areaM2: 2.5,
        allocationShare: 1,
      });
      // the study's whole GWP set, not only the gases entered as such
      expect(result.gwpUsed.map((g) => g.gas)).toEqual([...GASES]);
      expect(result.gwpUsed).toContainEqual({ gas: 'SF6', value: 25200 });
      expect(result.total).toBeCloseTo(96.86, 9);
      expect(result.perDeclaredUnit).toBeCloseTo(96.86, 9);
      expect(result.perKwp).toBeCloseTo(193.72, 9);
      expect(result.perM2).toBeCloseTo(38.744, 9);
      expect(result.byStage.map((s) => [s.key, Number(s.emission.toFixed(9))])).toEqual([
        ['raw_material', 18],
        ['production', 78.86],
        ['distribution', 0],
        ['use', 0],
        ['end_of_life', 0],
      ]);
      expect(result.cutOff?.share).toBeCloseTo(0.2 / 97.06, 12);
      const lines = new Map(result.lines.map((l) => [l.description, l]));
      expect(result.cutOff?.lineIds).toEqual([lines.get('Truck to port')?.lineId]);
      expect(lines.get('Solar glass')).toMatchObject({
        stage: 'raw_material',
        quantity: 15000,
        unitCode: 'g',
        sourceKind: 'factor',
        factorCode: 'FP-GLASS',
        factorVersionId: ids.glassVersion,
        factorVersion: 1,
        factorName: 'Test glass',
        perUnit: 1.2,
        perUnitCode: 'kg',
        shared: true,
        excluded: false,
        quality: { ter: 2, ger: 2, tir: 2, p: 2 },
        dqr: 2,
      });
      expect(lines.get('Solar glass')?.emission).toBeCloseTo(18, 9);
      expect(lines.get('Cell line electricity')).toMatchObject({
        unitCode: 'MJ',
        perUnit: 0.5366,
        perUnitCode: 'kWh',
        quality: { ter: 1, ger: 1, tir: 2, p: 2 },
        dqr: 1.5,
      });
      expect(lines.get('Cell line electricity')?.emission).toBeCloseTo(53.66, 9);
      // 360 MJ as the engine multiplied it: 100 kWh
      expect(lines.get('Cell line electricity')?.convertedQuantity).toBeCloseTo(100, 9);
      expect(lines.get('SF6 leakage')).toMatchObject({
        sourceKind: 'gas',
        gas: 'SF6',
        factorId: null,
        factorName: null,
        perUnit: 25200,
        perUnitCode: 'kg',
        quality: null,
        dqr: null,
      });
      expect(lines.get('SF6 leakage')?.emission).toBeCloseTo(25.2, 9);
      expect(lines.get('Truck to port')).toMatchObject({ excluded: true, unitCode: 'kg·km', perUnitCode: 't·km' });
      expect(lines.get('Truck to port')?.emission).toBeCloseTo(0.2, 9);
      expect(result.byCategory.reduce((sum, b) => sum + b.emission, 0)).toBeCloseTo(96.86, 9);
      // DQR weighted by emissions over the rated lines: (18 × 2 + 53.66 × 1.5) ÷ 71.66
      expect(result.dqr).toBeCloseTo((18 * 2 + 53.66 * 1.5) / 71.66, 9);
      expect(result.dqrRating).toBe('very_good');
      expect(result.uncertainty).toMatchObject({ iterations: 1000, seed: 7 });
      expect(result.uncertainty?.mean).toBeGreaterThan(result.perDeclaredUnit * 0.9);
      expect(result.uncertainty?.mean).toBeLessThan(result.perDeclaredUnit * 1.2);
      // the reader's language names the factor
      expect((await snapshotOf('rev1', job.snapshotId as number)).data.lines.find((l) => l.factorCode === 'FP-GLASS')?.factorName).toBe(
        '测试玻璃',
      );

      // recomputed with mass allocation (the glass is shared production: half of it) and AR5
      await saveSettings(
        'accA',
        projectId,
        SETTINGS({ allocationMethod: 'mass', allocationProduct: 1, allocationTotal: 2, gwpSet: 'AR5', monteCarloIterations: 0 }),
      );
      const second = await computed('admin', projectId);
      expect(second.status).toBe('done');
      expect(await statusOf(projectId)).toBe('computed');
      const again = (await snapshotOf('accA', second.snapshotId as number)).data;
      expect(again).toMatchObject({
        seq: 2,
        allocationShare: 0.5,
        uncertainty: null,
        createdByName: expect.any(String),
      });
      expect(again.gwpUsed).toContainEqual({ gas: 'SF6', value: 23500 });
      // 9 + 53.66 + 23.5 (the truck, 0.2 of 86.36, still under 1 %)
      expect(again.total).toBeCloseTo(86.16, 9);

      const list = json<SnapshotListReply>(await call('GET', `/rest/footprint/snapshots?projectId=${projectId}`, 'rev1'));
      expect(list.data).toMatchObject({ projectId, projectStatus: 'computed' });
      expect(list.data.snapshots.map((s) => s.seq)).toEqual([2, 1]);
      expect(list.data.snapshots[1]).toEqual({
        id: first.data.id,
        projectId,
        seq: 1,
        createdAt: first.data.createdAt,
        createdByName: 'Accountant A',
        gwpSet: 'AR6',
        total: first.data.total,
        perDeclaredUnit: first.data.perDeclaredUnit,
        declaredUnitCode: 'piece',
        perKwp: first.data.perKwp,
        perM2: first.data.perM2,
        dqr: first.data.dqr,
        lineCount: 4,
      });

      const comparison = json<SnapshotComparison>(await call('GET', `/rest/footprint/compare?a=${first.data.id}&b=${again.id}`, 'accA'));
      expect(comparison.code).toBe(200);
      expect(comparison.data.settingsChanged.sort()).toEqual([
        'allocationMethod',
        'allocationProduct',
        'allocationTotal',
        'gwpSet',
        'monteCarloIterations',
      ]);
      const changed = new Map(comparison.data.lines.map((l) => [l.description, l]));
      expect(changed.get('Solar glass')?.difference).toBeCloseTo(-9, 9);
      expect(changed.get('SF6 leakage')?.difference).toBeCloseTo(-1.7, 9);
      expect(changed.get('Cell line electricity')?.difference).toBeCloseTo(0, 9);
      expect(changed.get('Solar glass')?.a).toMatchObject({ quantity: 15000, unitCode: 'g', factorVersionId: ids.glassVersion });
      expect(comparison.data.byStage.find((s) => s.stage === 'raw_material')).toMatchObject({
        a: expect.closeTo(18, 9),
        b: expect.closeTo(9, 9),
        difference: expect.closeTo(-9, 9),
      });
      expect(comparison.data.lines.map((l) => l.stage)).toEqual(['raw_material', 'production', 'production', 'distribution']);
    });

    it('keeps snapshots immutable: an SQL update or delete of one fails', async () => {
      const projectId = await approvedProject();
      await saveSettings('accA', projectId, SETTINGS({ monteCarloIterations: 0 }));
      const job = await computed('accA', projectId);
      const id = job.snapshotId as number;
      await expect(db().execute(sql`update footprint_snapshots set total = 0 where id = ${id}`)).rejects.toThrow();
      await expect(db().update(footprintSnapshots).set({ seq: 99 }).where(eq(footprintSnapshots.id, id))).rejects.toThrow();
      await expect(db().execute(sql`delete from footprint_snapshots where id = ${id}`)).rejects.toThrow();
      const [row] = await db().select().from(footprintSnapshots).where(eq(footprintSnapshots.id, id));
      expect([row.seq, Number(row.total)]).toEqual([1, (await snapshotOf('accA', id)).data.total]);
    });

    it("fails the job naming the line and both units when a unit no longer converts to its factor's, saving nothing", async () => {
      const projectId = await approvedProject();
      await saveSettings('accA', projectId, SETTINGS({ monteCarloIterations: 0 }));
      // the line's unit changed behind the inventory's checks: MJ of electricity became kg
      const [electricity] = await db()
        .select({ id: inventoryLines.id })
        .from(inventoryLines)
        .where(and(eq(inventoryLines.projectId, projectId), eq(inventoryLines.description, 'Cell line electricity')));
      await db().update(inventoryLines).set({ unitId: units_.kg }).where(eq(inventoryLines.id, electricity.id));
      const started = json<ComputeFootprintReply>(await compute('accA', projectId));
      const job = await finished('accA', started.data.jobId);
      expect(job).toMatchObject({ status: 'failed', snapshotId: null });
      expect(job.message).toBe(
        zh('footprintUnitMismatch', {
          line: zh('inventoryLineAt', { position: 2, description: 'Cell line electricity' }),
          from: 'kg',
          fromDimension: '质量',
          to: 'kWh',
          toDimension: '能量',
        }),
      );
      expect((await jobOf('accA', job.id, 'en-US')).data.message).toBe(
        'Line 2 "Cell line electricity": cannot convert kg (Mass) to kWh (Energy): they measure different dimensions',
      );
      expect(await db().select().from(footprintSnapshots).where(eq(footprintSnapshots.projectId, projectId))).toEqual([]);
      expect(await statusOf(projectId)).toBe('approved');
    });

    it('refuses a second computation while one runs; a job left running by a stopped process answers failed after a while', async () => {
      const projectId = await approvedProject();
      await saveSettings('accA', projectId, SETTINGS({ monteCarloIterations: 0 }));
      const now = ctx().clock.now();
      const [stuck] = await db()
        .insert(footprintJobs)
        .values({ projectId, userId: ids.accA, status: 'running', phase: 'uncertainty', progress: 40, createdAt: now, updatedAt: now })
        .returning({ id: footprintJobs.id });
      const again = await compute('accA2', projectId);
      expect([again.statusCode, json(again).msg]).toEqual([400, zh('footprintComputeRunning')]);
      expect((await jobOf('accA', stuck.id)).data).toMatchObject({ status: 'running', progress: 40, message: null });
      // another user's job is not theirs to read; an administrator reads any
      expect((await call('GET', `/rest/footprint/job?id=${stuck.id}`, 'accA2')).statusCode).toBe(404);
      expect((await jobOf('admin', stuck.id)).data.status).toBe('running');

      await db()
        .update(footprintJobs)
        .set({ updatedAt: new Date(now.getTime() - JOB_STALE_AFTER_MS - 1000) })
        .where(eq(footprintJobs.id, stuck.id));
      expect((await jobOf('accA', stuck.id, 'en-US')).data).toMatchObject({ status: 'failed', message: en('footprintJobInterrupted') });
      expect((await computed('accA2', projectId)).status).toBe('done');
    });

    it('finishes a job handed out again after its worker died, with the same result; a finished job delivered again changes nothing', async () => {
      const projectId = await approvedProject();
      await saveSettings('accA', projectId, SETTINGS());
      const first = await computed('accA', projectId);
      const lookup = await lookupSession(db(), tokens.accA, ctx().clock.now(), ctx().config.sessionIdleMinutes);
      if (lookup.status !== 'valid') throw new Error('accA is not signed in');
      const now = ctx().clock.now();
      // the row a worker leaves when it dies in the middle of the Monte Carlo
      const [orphan] = await db()
        .insert(footprintJobs)
        .values({ projectId, userId: ids.accA, status: 'running', phase: 'uncertainty', progress: 60, createdAt: now, updatedAt: now })
        .returning({ id: footprintJobs.id });
      await ctx().app.jobs.send(FOOTPRINT_JOB, { jobId: orphan.id, actor: lookup.session });
      const retried = await finished('accA', orphan.id);
      expect(retried).toMatchObject({ status: 'done', progress: 100 });
      const [a, b] = [
        (await snapshotOf('accA', first.snapshotId as number)).data,
        (await snapshotOf('accA', retried.snapshotId as number)).data,
      ];
      expect(b.seq).toBe(a.seq + 1);
      expect({ ...b, id: 0, seq: 0, createdAt: '' }).toEqual({ ...a, id: 0, seq: 0, createdAt: '' });

      const count = async () => (await db().select().from(footprintSnapshots).where(eq(footprintSnapshots.projectId, projectId))).length;
      const before = await count();
      await ctx().app.jobs.send(FOOTPRINT_JOB, { jobId: orphan.id, actor: lookup.session });
      await ctx().app.jobs.idle();
      expect(await count()).toBe(before);
      expect((await jobOf('accA', orphan.id)).data).toMatchObject({ status: 'done', snapshotId: retried.snapshotId });
    });

    it("shows results to the project's company, its reviewer and administrators only; compares only snapshots of one project", async () => {
      const a = await approvedProject();
      const b = await approvedProject(MODULE().slice(0, 2));
      for (const projectId of [a, b]) await saveSettings('accA', projectId, SETTINGS({ monteCarloIterations: 0 }));
      const snapA = (await computed('accA', a)).snapshotId as number;
      const snapB = (await computed('accA', b)).snapshotId as number;
      for (const who of ['accA', 'rev1', 'admin'] as const) expect((await snapshotOf(who, snapA)).code).toBe(200);
      for (const who of ['accB', 'rev2'] as const) {
        expect((await call('GET', `/rest/footprint/snapshot?id=${snapA}`, who)).statusCode).toBe(404);
        expect((await call('GET', `/rest/footprint/snapshots?projectId=${a}`, who)).statusCode).toBe(404);
        expect((await call('GET', `/rest/footprint/compare?a=${snapA}&b=${snapA}`, who)).statusCode).toBe(404);
      }
      expect((await call('GET', '/rest/footprint/snapshot?id=999999', 'admin')).statusCode).toBe(404);
      const across = await call('GET', `/rest/footprint/compare?a=${snapA}&b=${snapB}`, 'accA');
      expect([across.statusCode, json(across).msg]).toEqual([400, zh('footprintCompareOtherProject')]);
      const same = json<SnapshotComparison>(await call('GET', `/rest/footprint/compare?a=${snapA}&b=${snapA}`, 'rev1'));
      expect(same.data.settingsChanged).toEqual([]);
      expect(same.data.lines.every((l) => l.difference === 0)).toBe(true);
      const jobsOfB = await db()
        .select()
        .from(footprintJobs)
        .where(inArray(footprintJobs.projectId, [a, b]));
      expect(jobsOfB.every((j) => j.status === 'done')).toBe(true);
    });

    it('lists the results through the read model pcf_footprint_result: the company its own, the reviewer those it reviews, writes refused', async () => {
      const projectId = await approvedProject();
      await saveSettings('accA', projectId, SETTINGS({ monteCarloIterations: 0 }));
      const first = (await computed('accA', projectId)).snapshotId as number;
      const latest = (await computed('accA', projectId)).snapshotId as number;
      const body = {
        objName: 'pcf_footprint_result',
        pageSize: 50,
        sortField: 'seq',
        sortOrder: 'asc',
        conditions: [{ field: 'project_id', operator: 'eq', value: projectId }],
      };
      const page = async (who: Who, url = '/rest/getObjDataByPage', request: object = body) =>
        json<ObjPage>(await call('POST', url, who, request));
      const own = await page('accA');
      expect(own.data.rows.map((r) => [r.id, r.seq, r.is_latest, r.project_status, r.declared_unit_code])).toEqual([
        [first, 1, false, 'computed', 'piece'],
        [latest, 2, true, 'computed', 'piece'],
      ]);
      expect(Number(own.data.rows[1].total)).toBeCloseTo((await snapshotOf('accA', latest)).data.total, 9);
      const onlyLatest = await page('accA', '/rest/footprint/getObjDataByPage', {
        ...body,
        conditions: [...body.conditions, { field: 'is_latest', operator: 'eq', value: true }],
      });
      expect(onlyLatest.data.rows.map((r) => r.id)).toEqual([latest]);
      // the generic API scopes a reviewer (no company) to nothing; the footprint list to the projects it reviews
      expect((await page('rev1')).data.total).toBe(0);
      expect((await page('rev1', '/rest/footprint/getObjDataByPage')).data.total).toBe(2);
      expect((await page('rev2', '/rest/footprint/getObjDataByPage')).data.total).toBe(0);
      expect((await page('accB')).data.total).toBe(0);
      expect((await page('accB', '/rest/footprint/getObjDataByPage')).data.total).toBe(0);
      expect((await page('admin', '/rest/footprint/getObjDataByPage')).data.total).toBe(2);
      const other = await call('POST', '/rest/footprint/getObjDataByPage', 'accA', { ...body, objName: 'pcf_project' });
      expect([other.statusCode, json(other).msg]).toEqual([400, zh('footprintResultListOnly', { name: 'pcf_project' })]);
      const before = await state();
      expect(
        (await call('POST', '/rest/saveObjData', 'admin', { objName: 'pcf_footprint_result', data: { id: latest, total: 0 } })).statusCode,
      ).toBe(400);
      expect((await call('POST', '/rest/delObjData', 'admin', { objName: 'pcf_footprint_result', id: latest })).statusCode).toBe(400);
      expect(await state()).toEqual(before);
    });
  });

  describe('a fuel metered by volume on a factor per energy', () => {
    it('computes 1000 m³ of natural gas through the DESNZ factor’s net calorific value to DESNZ’s own factor per m³, and records the NCV used', async () => {
      const [gas] = await db().select().from(emissionFactors).where(eq(emissionFactors.code, 'DESNZ2025:1_100_1004_7'));
      const line = (quantity: number, unit: string, description: string): InventoryLineInput => ({
        stage: 'production',
        description,
        quantity,
        unitId: units_[unit],
        sourceKind: 'factor',
        factorId: gas.id,
        factorVersionId: gas.currentVersionId as number,
        dataType: 'secondary',
      });
      const projectId = await approvedProject([line(1000, 'm³', 'Boiler gas'), line(100, 'kWh', 'Kiln gas')]);
      await saveSettings('accA', projectId, SETTINGS({ cutOffEnabled: false, monteCarloIterations: 0 }));
      const job = await computed('accA', projectId);
      expect(job.status).toBe('done');
      const result = (await snapshotOf('accA', job.snapshotId as number, 'en-US')).data;
      const [boiler, kiln] = result.lines;
      // DESNZ 2025: 2.06672 kg CO2e per m³, i.e. 1000 m³ × (2.06672 ÷ 0.2027 kWh/m³) × 0.2027 kg/kWh
      expect(Math.abs(boiler.emission - 2066.72) / 2066.72).toBeLessThan(1e-9);
      expect(boiler).toMatchObject({ quantity: 1000, unitCode: 'm³', perUnit: 0.2027, perUnitCode: 'kWh' });
      expect(boiler.calorific).toMatchObject({ perUnit: 'm³', energyUnit: 'kWh' });
      expect(boiler.calorific?.value).toBeCloseTo(10.195954612728, 12);
      expect(boiler.calorific?.source).toBe(
        'DESNZ 2025 flat file: factor per m³ 2.06672 ÷ factor per kWh (Net CV) 0.2027, ID 1_100_1004_1 / 1_100_1004_7',
      );
      // a line in the factor's own unit does not go through it
      expect(kiln).toMatchObject({ emission: 20.27, calorific: null });
      expect(Math.abs(result.total - 2086.99) / 2086.99).toBeLessThan(1e-9);
    });
  });
});
