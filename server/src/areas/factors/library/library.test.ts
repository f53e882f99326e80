/**
 * The open factor library (server/data/factors) loaded through the factor import's checks and
 * writes: every set in, with its values, licences, sources and regions; a second load writes
 * nothing; a load is all or nothing. The test apps run with FACTOR_LIBRARY=off, so only these
 * tests load the library; each load prints its time. A full load takes seconds, so one database
 * sees the refused and the failed loads first and then the one that succeeds, which the other
 * tests read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { parse } from 'csv-parse/sync';
import type { FactorDetail, FactorImportJob, ObjPage } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { directoryNodes, emissionFactorVersions, emissionFactors, factorImportJobs } from '../../../schema';
import { LIBRARY_DIR, loadFactorLibrary, type LibraryLoadReport } from './load';
import { LIBRARY_SETS, libraryCode } from './sets';

const LOAD_TIMEOUT_MS = 300_000;

/** Rows of each CSV the load writes: all but the seed's own (DESNZ natural gas; the MEE rows the CN-GRID-* factors hold). */
const EXPECTED: Readonly<Record<string, { rows: number; imported: number }>> = {
  'desnz_2025.csv': { rows: 2672, imported: 2671 },
  'epa_hub_2025.csv': { rows: 641, imported: 641 },
  'cn_mee_electricity.csv': { rows: 141, imported: 124 },
  'ember_owid_grid_intensity.csv': { rows: 5737, imported: 5737 },
  'pv_ice_emission_factors.csv': { rows: 61, imported: 61 },
  'ipcc_gwp100.csv': { rows: 230, imported: 230 },
};

/** SOURCES.md's spot checks of emission factors (Ember's are given there in g/kWh; the set holds kg/kWh). */
const SPOT_CHECKS: readonly [code: string, value: string][] = [
  ['DESNZ2025:25_301_3050_9', '0.23049'],
  ['DESNZ2025:27_306_3109_4', '0.54937'],
  ['DESNZ2025:12_900_1040_3', '0.44391'],
  ['DESNZ2025:26_904_3076_9', '0.01688'],
  ['DESNZ2025:7_400_4000_5', '0.177'],
  ['OWID-EMBER-CI:CRI:2022', new Decimal('24.115757').div(1000).toString()],
  ['OWID-EMBER-CI:NAM:2015', new Decimal('44.303795').div(1000).toString()],
  ['OWID-EMBER-CI:IND:2013', new Decimal('736.66394').div(1000).toString()],
  ['OWID-EMBER-CI:CHN:2024', new Decimal('559.5517').div(1000).toString()],
  ['OWID-EMBER-CI:DEU:2023', new Decimal('371.31064').div(1000).toString()],
  ['CN-MEE-EF2023:national:CN', '0.5306'],
  ['CN-MEE-EF2023:province:CN-JS', '0.5827'],
  ['CN-MEE-CFP2024:generation:solar', '0.052'],
  ['CN-MEE-EF2022:province:CN-GD', '0.4403'],
  ['PVICE:elecEF:Coal:CO2eq_gpWh_ember', '0.82'],
  ['EPA2025:T1:Natural_Gas:mmBtu', '53.1145'],
  ['EPA2025:T2:Diesel_Fuel', '10.21'],
  ['EPA2025:T9:Mixed_Plastics:Combusted', '2340'],
  ['GWP100:AR6:CH4', '27.9'],
  ['GWP100:AR6:N2O', '273'],
  ['GWP100:AR6:SF6', '25200'],
  ['GWP100:AR5:NF3', '16100'],
  ['GWP100:AR6:HFC32', '771'],
];

type CsvRow = Record<string, string>;
const csvRows = new Map<string, CsvRow[]>(
  LIBRARY_SETS.map((set) => [set.file, parse(fs.readFileSync(path.join(LIBRARY_DIR, set.file), 'utf8'), { columns: true }) as CsvRow[]]),
);
const csvRow = (code: string): CsvRow => {
  for (const rows of csvRows.values()) {
    const found = rows.find((r) => r.code === code);
    if (found) return found;
  }
  throw new Error(`no CSV row ${code}`);
};

const LIBRARY_VERSIONS = LIBRARY_SETS.map((set) => set.databaseVersion);

describeEachDatabase('the open factor library (server/data/factors)', (ctx) => {
  const db = () => ctx().database.db;
  let first: LibraryLoadReport;

  const countBySet = async (): Promise<Record<string, number>> => {
    const rows = await db()
      .select({ version: emissionFactorVersions.databaseVersion, count: sql<number>`count(*)::int` })
      .from(emissionFactors)
      .innerJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
      .where(inArray(emissionFactorVersions.databaseVersion, LIBRARY_VERSIONS))
      .groupBy(emissionFactorVersions.databaseVersion);
    return Object.fromEntries(rows.map((r) => [r.version, Number(r.count)]));
  };
  const current = async (code: string) => {
    const [row] = await db()
      .select({ factor: emissionFactors, version: emissionFactorVersions })
      .from(emissionFactors)
      .innerJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
      .where(eq(emissionFactors.code, code));
    return row;
  };

  const libraryCount = async () =>
    Number(
      (
        await db()
          .select({ count: sql<number>`count(*)::int` })
          .from(emissionFactorVersions)
          .where(inArray(emissionFactorVersions.databaseVersion, LIBRARY_VERSIONS))
      )[0].count,
    );
  let rejected: { report: LibraryLoadReport; countAfter: number };
  let failed: { report: LibraryLoadReport; countAfter: number; job: typeof factorImportJobs.$inferSelect };

  /** The library with one row the import's checks refuse: a negative GWP. */
  const loadWithNegativeGwp = async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-library-'));
    try {
      for (const set of LIBRARY_SETS) fs.copyFileSync(path.join(LIBRARY_DIR, set.file), path.join(dir, set.file));
      const file = path.join(dir, 'ipcc_gwp100.csv');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(GWP100:AR6:SF6,[^\n]*?,kg,)25200,/, '$1-25200,'));
      return await loadFactorLibrary(db(), { dir });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  /** A load whose write the database refuses at the first Ember row, some 3,400 rows into the one transaction. */
  const loadWithFaultyWrite = async () => {
    await db().execute(
      sql.raw(`CREATE FUNCTION library_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.code = '${libraryCode('OWID-EMBER-CI:ASEAN_(Ember):2000')}' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$`),
    );
    await db().execute(
      sql.raw('CREATE TRIGGER library_fault BEFORE INSERT ON emission_factors FOR EACH ROW EXECUTE FUNCTION library_fault()'),
    );
    try {
      return await loadFactorLibrary(db());
    } finally {
      await db().execute(sql.raw('DROP TRIGGER library_fault ON emission_factors'));
    }
  };

  beforeAll(async () => {
    const refused = await loadWithNegativeGwp();
    rejected = { report: refused, countAfter: await libraryCount() };
    const broken = await loadWithFaultyWrite();
    const [job] = await db()
      .select()
      .from(factorImportJobs)
      .where(eq(factorImportJobs.id, broken.jobId ?? 0));
    failed = { report: broken, countAfter: await libraryCount(), job };

    const started = Date.now();
    first = await loadFactorLibrary(db());
    const { readMs, checkMs, writeMs } = first.phases;
    console.log(
      `[${ctx().database.kind}] open factor library: ${first.status}, ${first.importedRows} factors in ${Date.now() - started} ms ` +
        `(read ${readMs} ms, check ${checkMs} ms, write ${writeMs} ms)`,
    );
  }, LOAD_TIMEOUT_MS);

  it('refuses the whole library when one row fails the import checks', () => {
    expect(rejected.report.status).toBe('rejected');
    expect(rejected.report.problems).toEqual([
      expect.objectContaining({ column: 'value', key: 'factorValueInvalid', params: expect.objectContaining({ code: 'GWP100:AR6:SF6' }) }),
    ]);
    expect(rejected.countAfter).toBe(0);
  });

  it('writes none of it when the write fails part way, and reports the job failed', () => {
    expect(failed.report.status).toBe('failed');
    expect(failed.report.problems[0]).toMatchObject({ key: 'factorImportFailed' });
    expect(failed.countAfter).toBe(0);
    expect(failed.job).toMatchObject({ status: 'failed', importedRows: 0 });
  });

  // the load after those two: all of it once the fault is gone
  it('loads every set, as many factors per set as its CSV has rows (less what the seed already holds)', async () => {
    expect(first.problems).toEqual([]);
    expect(first.status).toBe('done');
    for (const set of first.sets)
      expect({ file: set.file, rows: set.rows, imported: set.imported }).toEqual({ file: set.file, ...EXPECTED[set.file] });
    const counts = await countBySet();
    expect(counts).toEqual(Object.fromEntries(LIBRARY_SETS.map((set) => [set.databaseVersion, EXPECTED[set.file].imported])));
    expect(first.importedRows).toBe(Object.values(EXPECTED).reduce((sum, e) => sum + e.imported, 0));
  });

  it("keeps SOURCES.md's spot values, each equal to its CSV row", async () => {
    for (const [code, value] of SPOT_CHECKS) {
      const row = await current(libraryCode(code));
      expect({ code, value: new Decimal(row.version.value).toString() }).toEqual({ code, value: new Decimal(value).toString() });
      expect(new Decimal(row.version.value).equals(new Decimal(csvRow(code).value_kgco2e_per_unit))).toBe(true);
    }
    // SOURCES.md checks two EPA factors by their CO2 (the value adds CH4 and N2O): the note keeps the gases of the row
    for (const [code, co2] of [
      ['EPA2025:T1:Natural_Gas:native', '0.05444'],
      ['EPA2025:T6:CAMX:total_output', '0.1980633763'],
    ]) {
      const row = await current(libraryCode(code));
      expect(row.version.note).toContain(`CO2 ${co2};`);
      expect(new Decimal(row.version.value).equals(new Decimal(csvRow(code).value_kgco2e_per_unit))).toBe(true);
    }
  });

  it('keeps each factor’s licence, source address, GWP basis, region and year, as public reference factors', async () => {
    const ember = await current('OWID-EMBER-CI:CRI:2022');
    expect(ember.factor.seeded).toBe(true);
    expect(ember.version).toMatchObject({
      region: 'CR',
      year: 2022,
      licence: 'CC-BY-4.0 (OWID; Ember data CC BY 4.0)',
      sourceUrl: 'https://ourworldindata.org/grapher/carbon-intensity-electricity',
      gwpBasis: 'life-cycle factors per Ember methodology (IPCC AR5 WGIII Annex III)',
      gwpSet: 'AR5',
      databaseVersion: 'Ember/OWID grid intensity 2000-2024',
    });
    expect(ember.version.nameZh).toBe('哥斯达黎加发电碳排放强度（2022年，全生命周期）');
    const desnz = await current('DESNZ2025:7_400_4000_5');
    expect(desnz.version).toMatchObject({ region: 'GB', year: 2025, licence: 'OGL-3.0', gwpSet: 'AR5', gwpBasis: 'AR5' });
    expect(desnz.version.note).toContain("sheet 'Factors by Category'");
    const grid = await current('CN-MEE-EF2022:province:CN-GD');
    expect(grid.version).toMatchObject({ region: 'CN-GD', year: 2022, sourceUrl: csvRow('CN-MEE-EF2022:province:CN-GD').source_url });
    expect(grid.version.licence).toContain('PRC Copyright Law Art. 5');
    const egrid = await current('EPA2025:T6:CAMX:total_output');
    expect(egrid.version).toMatchObject({ region: 'US-EGRID-CAMX', licence: 'US Government work - public domain (17 U.S.C. 105)' });
    const ar4 = await current('GWP100:AR4:CH4');
    // the platform files it under AR5 (its sets are AR5 and AR6); the basis says what it is
    expect(ar4.version).toMatchObject({ gwpSet: 'AR5', gwpBasis: 'AR4', year: 2007, region: 'GLO' });
    const pvIce = await current('PVICE:processCO2:silicon:v_MFG_gCO2eqpg');
    expect(pvIce.version.year).toBe(2024);
    expect(pvIce.version.licence).toContain('BSD-3-Clause');
  });

  it('files the factors in the directory, in both languages', async () => {
    const nodeOf = async (code: string) => {
      const row = await current(code);
      const [node] = await db()
        .select()
        .from(directoryNodes)
        .where(eq(directoryNodes.id, row.version.categoryId ?? 0));
      return node;
    };
    expect(await nodeOf('OWID-EMBER-CI:DEU:2023')).toMatchObject({ name: '电力', nameEn: 'Electricity' });
    expect(await nodeOf('GWP100:AR6:SF6')).toMatchObject({ name: '温室气体全球增温潜势', nameEn: 'GWP100 of greenhouse gases' });
    expect(await nodeOf('EPA2025:T1:Natural_Gas:mmBtu')).toMatchObject({ name: '天然气' });
    expect(await nodeOf('PVICE:processCO2:glass:v_MFG_gCO2eqpg')).toMatchObject({ name: '光伏玻璃' });
    expect(await nodeOf('EPA2025:T9:Mixed_Plastics:Combusted')).toMatchObject({ name: '焚烧' });
    const uncategorised = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(emissionFactorVersions)
      .where(and(inArray(emissionFactorVersions.databaseVersion, LIBRARY_VERSIONS), sql`${emissionFactorVersions.categoryId} is null`));
    expect(Number(uncategorised[0].count)).toBe(0);
  });

  it('keeps the seeded China grid factors and adds no copy of them', async () => {
    const seeded = await current('CN-GRID-2022-AVG');
    expect(new Decimal(seeded.version.value).toString()).toBe('0.5366');
    expect(await current(libraryCode('CN-MEE-EF2022:national:CN'))).toBeUndefined();
    expect(await current(libraryCode('CN-MEE-EF2022:grid:CN:North China grid'))).toBeUndefined();
    // a grid year the seed does not have is loaded, under the seeded grid's region
    expect((await current(libraryCode('CN-MEE-EF2023:grid:CN:North China grid'))).version.region).toBe('CN-GRID-NORTH');
  });

  it('shows its progress and outcome as a factor import job, and lists the library by set with its licence', async () => {
    const admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    const job = json<FactorImportJob>(
      await ctx().app.inject({ method: 'GET', url: `/rest/factor/import/status?id=${first.jobId}`, headers: { authorization: admin } }),
    ).data;
    expect(job).toMatchObject({ status: 'done', mode: 'all', importedRows: first.importedRows, createdFactors: first.importedRows });
    const listed = json<ObjPage>(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/getObjDataByPage',
        headers: { authorization: admin },
        payload: {
          objName: 'pcf_emission_factor',
          pageNum: 1,
          pageSize: 10,
          sortField: 'code',
          sortOrder: 'asc',
          conditions: [
            { field: 'database_version', operator: 'eq', value: 'IPCC GWP100 AR4-AR6' },
            { field: 'name_en', operator: 'like', value: 'SF6' },
          ],
        },
      }),
    ).data;
    expect(listed.total).toBe(3);
    expect(listed.rows[0]).toMatchObject({ licence: 'CC0-1.0 (compilation); values from IPCC reports', gwp_basis: 'AR4' });
    const [{ id }] = await db().select({ id: emissionFactors.id }).from(emissionFactors).where(eq(emissionFactors.code, 'GWP100:AR6:SF6'));
    const detail = json<FactorDetail>(
      await ctx().app.inject({ method: 'GET', url: `/rest/factor/detail?id=${id}`, headers: { authorization: admin } }),
    ).data;
    expect(detail.current).toMatchObject({
      licence: 'CC0-1.0 (compilation); values from IPCC reports',
      sourceUrl: 'https://github.com/openclimatedata/globalwarmingpotentials',
      gwpBasis: 'AR6',
    });
  });

  it('writes nothing when loaded again', async () => {
    const jobs = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(factorImportJobs);
    const again = await loadFactorLibrary(db());
    expect(again.status).toBe('skipped');
    expect(again.importedRows).toBe(0);
    expect(await countBySet()).toEqual(Object.fromEntries(LIBRARY_SETS.map((set) => [set.databaseVersion, EXPECTED[set.file].imported])));
    expect(
      await db()
        .select({ count: sql<number>`count(*)::int` })
        .from(factorImportJobs),
    ).toEqual(jobs);
  });
});
