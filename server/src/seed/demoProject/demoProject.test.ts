import { and, eq, inArray } from 'drizzle-orm';
import {
  analysisEndpoints,
  footprintEndpoints,
  inventoryEndpoints,
  projectEndpoints,
  reportEndpoints,
  type InventoryLinesReply,
  type ProjectHistoryReply,
  type ReportSummary,
  type SnapshotListReply,
  type FootprintSnapshot,
  type AnalysisScenario,
} from '@pcf/shared/contracts';
import { emissionFactors, emissionFactorVersions, projects } from '../../schema';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { DEMO_PROJECT_CODE, seedDemoProject } from './index';
import { CN_GRID_KG_PER_KWH, DEMO_MATERIALS, assemblyKwh, materialFactorValue, materialQuantity } from './materials';

describeEachDatabase('the demo project of a fresh install', (ctx) => {
  test('is not made when DEMO_PROJECT is off', async () => {
    const { app, database, config, clock } = ctx();
    await seedDemoProject({ app, db: database.db, config: { ...config, demoProject: false }, log: app.log, clock });
    expect(await database.db.select({ id: projects.id }).from(projects).where(eq(projects.code, DEMO_PROJECT_CODE))).toEqual([]);
  });

  describe('made at start', () => {
    let projectId = 0;
    let demoToken = '';

    const get = async <T>(url: string) => {
      const reply = json<T>(await ctx().app.inject({ method: 'GET', url, headers: { authorization: demoToken } }));
      expect(reply.code).toBe(200);
      return reply.data;
    };

    beforeAll(async () => {
      const { app, database, config } = ctx();
      await seedDemoProject({ app, db: database.db, config, log: app.log, clock: ctx().clock });
      const [project] = await database.db.select({ id: projects.id }).from(projects).where(eq(projects.code, DEMO_PROJECT_CODE));
      projectId = project.id;
      demoToken = await login(app, 'demo', PASSWORDS.demo);
    }, 240_000);

    test('is published after a review round that returned it once', async () => {
      const { entries: history } = await get<ProjectHistoryReply>(`${projectEndpoints.history.url}?id=${projectId}`);
      expect(history.map((h) => h.action)).toEqual([
        'create',
        'start',
        'submit',
        'take',
        'return',
        'start',
        'submit',
        'take',
        'approve',
        'compute',
        'report',
        'publish',
      ]);
      expect(history.at(-1)?.toStatus).toBe('published');
    });

    test('derives each material factor from the cited PV_ICE figures', async () => {
      // glass by hand: (0.0062 + 3.512723628) × [(1 − 0.8679874) × 0.5366 + 0.8679874 × 0.20196] + 0.542
      expect(materialFactorValue(DEMO_MATERIALS.find((m) => m.pvIce === 'glass')!)).toBe(1.4081);
      const rows = await ctx()
        .database.db.select({
          code: emissionFactors.code,
          value: emissionFactorVersions.value,
          note: emissionFactorVersions.note,
          licence: emissionFactorVersions.licence,
        })
        .from(emissionFactors)
        .innerJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
        .where(
          inArray(
            emissionFactors.code,
            DEMO_MATERIALS.map((m) => m.factorCode),
          ),
        );
      expect(rows).toHaveLength(DEMO_MATERIALS.length);
      for (const material of DEMO_MATERIALS) {
        const row = rows.find((r) => r.code === material.factorCode)!;
        expect(Number(row.value)).toBeCloseTo(materialFactorValue(material), 6);
        expect(row.note).toContain('PV_ICE');
        expect(row.licence).toContain('BSD-3-Clause');
      }
    });

    test('keeps the filled template lines with evidence and computes their sum', async () => {
      const { lines } = await get<InventoryLinesReply>(`${inventoryEndpoints.lines.url}?projectId=${projectId}`);
      expect(lines).toHaveLength(DEMO_MATERIALS.length + 1);
      expect(lines.every((l) => l.templateLineId !== null && l.evidence.length === 1)).toBe(true);
      expect(lines.filter((l) => l.dataType === 'primary').map((l) => l.quantity)).toEqual([assemblyKwh()]);

      const expected =
        DEMO_MATERIALS.reduce((sum, m) => sum + (materialQuantity(m) / (m.lineUnit === 'g' ? 1000 : 1)) * materialFactorValue(m), 0) +
        assemblyKwh() * CN_GRID_KG_PER_KWH;
      const { snapshots } = await get<SnapshotListReply>(`${footprintEndpoints.snapshots.url}?projectId=${projectId}`);
      expect(snapshots).toHaveLength(1);
      const snapshot = await get<FootprintSnapshot>(`${footprintEndpoints.snapshot.url}?id=${snapshots[0].id}`);
      expect(snapshot.total).toBeCloseTo(expected, 3);
      expect(snapshot.perDeclaredUnit).toBeCloseTo(expected, 3);
      // a plausible module: 200–260 kg CO2e, 350–460 kg per kWp
      expect(expected).toBeGreaterThan(200);
      expect(expected).toBeLessThan(260);
      expect(snapshot.perKwp).toBeCloseTo(expected / 0.56, 2);

      const scenarios = await get<AnalysisScenario[]>(`${analysisEndpoints.scenarios.url}?snapshotId=${snapshots[0].id}`);
      expect(scenarios).toHaveLength(1);
      expect(scenarios[0].result.scenario.total).toBeLessThan(snapshot.total);

      const reports = await get<ReportSummary[]>(`${reportEndpoints.list.url}?projectId=${projectId}`);
      expect(reports).toEqual([expect.objectContaining({ status: 'published', snapshotId: snapshots[0].id })]);
      expect(reports[0].verificationCode).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/);
    });

    test('a second start changes nothing, also once the users have deleted the demo', async () => {
      const { app, database, config } = ctx();
      const count = async () =>
        (
          await database.db
            .select({ id: projects.id })
            .from(projects)
            .where(and(eq(projects.code, DEMO_PROJECT_CODE), eq(projects.status, 'published')))
        ).length;
      const factorCount = async () => (await database.db.select({ id: emissionFactors.id }).from(emissionFactors)).length;
      const factorsBefore = await factorCount();
      await seedDemoProject({ app, db: database.db, config, log: app.log, clock: ctx().clock });
      expect(await count()).toBe(1);
      expect(await factorCount()).toBe(factorsBefore);
      // as if deleted: the code changed, so the demo's lookup finds nothing
      await database.db.update(projects).set({ code: 'DEMO-PV-560-GONE' }).where(eq(projects.code, DEMO_PROJECT_CODE));
      await seedDemoProject({ app, db: database.db, config, log: app.log, clock: ctx().clock });
      expect(await count()).toBe(0);
    });
  });
});
