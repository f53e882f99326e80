/**
 * Loads the open factor library (server/data/factors, SOURCES.md) into the public factors, through
 * the code a user's factor import goes through: every CSV row becomes the cells of an import row,
 * checked by the import's checkRow against the references it loads (loadImportReferences), and the
 * valid rows are written by its writeImportedRows, in ONE transaction with the operation log row and
 * the job's `done`: either the whole library is in, or none of it. Its progress is a factor import
 * job (factor_import_jobs) like a user's, owned by the first platform administrator.
 *
 * Each factor keeps its set's source, the row's provenance (note), the licence, the source address,
 * the region, the year and the GWP basis; library factors are public reference factors (`seeded`:
 * versioned like any other, never deleted). A code already in the database is left as it is (the
 * seed's DESNZ natural gas, or an earlier load), and so is an MEE row the seed already holds under
 * its CN-GRID-* code (same region, year and value): loading again adds nothing and writes nothing.
 * Before the rows are checked, the units and directory nodes the library files its factors under
 * are added where missing (their own transaction: reference data, harmless if the load then fails).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { parse as parseCsv } from 'csv-parse/sync';
import type { FactorImportColumn } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { emissionFactors, factorImportJobs, roles, userRoles, users } from '../../../schema';
import { sqlState } from '../../../db/errors';
import { recordOperation } from '../../audit/service';
import { FACTOR_LOG_OBJECT } from '../service';
import { PUBLIC_FACTORS } from '../seed';
import { loadImportReferences, writeImportedRows } from '../import/jobs';
import { checkRow, type ImportedRow, type RowCells, type StoredProblem } from '../import/rows';
import type { RawCell } from '../import/cells';
import { FACTOR_IMPORT_PROBLEMS_SHOWN } from '@pcf/shared/contracts';
import { ensureDirectoryPaths } from './directory';
import { ensureLibraryUnits } from './units';
import { LIBRARY_SETS, gwpSetOf, libraryCode, libraryUnitCodeOf, noteOf, regionCodeOf, type CsvRow, type LibrarySet } from './sets';

/** Where the library's CSV files are shipped (server/data/factors). */
export const LIBRARY_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'data', 'factors');
/** The job's file name as the import status shows it. */
export const LIBRARY_JOB_NAME = 'server/data/factors (open factor library)';
/** Rows checked between two progress writes of the job. */
const PROGRESS_EVERY = 1000;
/** One key for every process: two API nodes starting together load the library once. */
const LIBRARY_LOCK = 190_005;

export interface LibrarySetReport {
  databaseVersion: string;
  file: string;
  /** Rows of the CSV. */
  rows: number;
  /** Rows written by this load. */
  imported: number;
  /** Rows whose code the database already had. */
  present: number;
  /** MEE rows the seed already holds under a CN-GRID-* code. */
  coveredBySeed: number;
}

export interface LibraryLoadReport {
  /** done: written; skipped: nothing to write; rejected: a row failed its checks (nothing written); failed: the write failed (nothing written). */
  status: 'done' | 'skipped' | 'rejected' | 'failed';
  jobId: number | null;
  importedRows: number;
  sets: LibrarySetReport[];
  /** The first problems of a rejected or failed load. */
  problems: StoredProblem[];
  elapsedMs: number;
  /** Where the time went: reading the CSVs, checking the rows, writing them (ms). */
  phases: { readMs: number; checkMs: number; writeMs: number };
}

export interface LibraryLoadOptions {
  /** The folder of the CSV files (default LIBRARY_DIR). */
  dir?: string;
  now?: () => Date;
  /** Asked between steps: true stops the load before its write (the server is closing). */
  stopping?: () => boolean;
}

interface LibraryRow {
  set: LibrarySet;
  /** The row's position in its CSV (the header is row 1), as a problem names it. */
  row: number;
  code: string;
  cells: RowCells;
}

async function readSet(dir: string, set: LibrarySet): Promise<CsvRow[]> {
  const text = (await fs.readFile(path.join(dir, set.file), 'utf8')).replace(/^\uFEFF/, '');
  return parseCsv(text, { columns: true, skip_empty_lines: true }) as CsvRow[];
}

/** A CSV row as the cells of an import row (the import's column keys). */
function cellsOf(set: LibrarySet, row: CsvRow, code: string): RowCells {
  const cells = new Map<FactorImportColumn, RawCell>([
    ['code', code],
    ['nameZh', set.nameZhOf(row)],
    ['nameEn', row.name_en],
    ['category', set.categoryOf(row).join('/')],
    ['value', row.value_kgco2e_per_unit],
    ['unit', libraryUnitCodeOf(row.unit)],
    ['gwpSet', gwpSetOf(row.gwp_set)],
    ['region', regionCodeOf(row.region) ?? row.region],
    ['year', set.yearOf(row)],
    ['source', set.source],
    ['databaseVersion', set.databaseVersion],
    ['licence', row.licence],
    ['sourceUrl', row.source_url],
    ['gwpBasis', row.gwp_set],
    ['note', noteOf(set, row, code)],
  ]);
  return cells;
}

/** region|year|value of the seed's China grid factors (CO2 per kWh), which the MEE set repeats. */
function seededGridKeys(): Set<string> {
  const keys = new Set<string>();
  for (const factor of PUBLIC_FACTORS) {
    if (!factor.code.startsWith('CN-GRID-') || factor.unit !== 'kWh') continue;
    const co2 = factor.gases?.find((g) => g.gas === 'CO2');
    if (co2 && factor.gases?.length === 1) keys.add(`${factor.region}|${factor.year}|${new Decimal(co2.amount).toString()}`);
  }
  return keys;
}

/** Every row of every set, in set order. */
export async function readLibrary(dir = LIBRARY_DIR): Promise<{ rows: LibraryRow[]; coveredBySeed: Map<LibrarySet, number> }> {
  const rows: LibraryRow[] = [];
  const coveredBySeed = new Map<LibrarySet, number>();
  const seeded = seededGridKeys();
  for (const set of LIBRARY_SETS) {
    let covered = 0;
    for (const [index, row] of (await readSet(dir, set)).entries()) {
      const region = regionCodeOf(row.region);
      if (
        set.file === 'cn_mee_electricity.csv' &&
        seeded.has(`${region}|${set.yearOf(row)}|${new Decimal(row.value_kgco2e_per_unit).toString()}`)
      ) {
        covered += 1;
        continue;
      }
      const code = libraryCode(row.code);
      rows.push({ set, row: index + 2, code, cells: cellsOf(set, row, code) });
    }
    coveredBySeed.set(set, covered);
  }
  return { rows, coveredBySeed };
}

async function existingCodes(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], codes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .select({ code: emissionFactors.code })
      .from(emissionFactors)
      .where(inArray(emissionFactors.code, codes.slice(i, i + 1000)));
    for (const row of rows) found.add(row.code);
  }
  return found;
}

/** The first platform administrator, who owns the library's import job (none: the load runs without a job). */
async function jobOwner(db: Db): Promise<number | null> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isAdmin, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return owner?.id ?? null;
}

function reasonOf(error: unknown): string {
  const state = sqlState(error);
  const cause = (error as { cause?: unknown })?.cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return (state ? `[${state}] ${message}` : message).slice(0, 300);
}

/** Thrown inside the write when another process loaded the library meanwhile. */
class AlreadyLoaded extends Error {}

export async function loadFactorLibrary(db: Db, options: LibraryLoadOptions = {}): Promise<LibraryLoadReport> {
  const started = Date.now();
  const now = options.now ?? (() => new Date());
  const phases = { readMs: 0, checkMs: 0, writeMs: 0 };
  const { rows, coveredBySeed } = await readLibrary(options.dir);
  phases.readMs = Date.now() - started;
  const present = await existingCodes(
    db,
    rows.map((r) => r.code),
  );
  const wanted = rows.filter((r) => !present.has(r.code));
  const sets = (imported: (set: LibrarySet) => number): LibrarySetReport[] =>
    LIBRARY_SETS.map((set) => ({
      databaseVersion: set.databaseVersion,
      file: set.file,
      rows: rows.filter((r) => r.set === set).length + (coveredBySeed.get(set) ?? 0),
      imported: imported(set),
      present: rows.filter((r) => r.set === set && present.has(r.code)).length,
      coveredBySeed: coveredBySeed.get(set) ?? 0,
    }));
  const report = (status: LibraryLoadReport['status'], jobId: number | null, problems: StoredProblem[] = []): LibraryLoadReport => ({
    status,
    jobId,
    importedRows: status === 'done' ? wanted.length : 0,
    sets: sets((set) => (status === 'done' ? wanted.filter((r) => r.set === set).length : 0)),
    problems,
    elapsedMs: Date.now() - started,
    phases,
  });
  if (wanted.length === 0 || options.stopping?.()) return report('skipped', null);

  await db.transaction(async (tx) => {
    await ensureLibraryUnits(tx);
    await ensureDirectoryPaths(
      tx,
      new Map(wanted.map((r) => [String(r.cells.get('category')), String(r.cells.get('category')).split('/')])).values(),
    );
  });

  const owner = await jobOwner(db);
  const [job] =
    owner === null
      ? [null]
      : await db
          .insert(factorImportJobs)
          .values({
            userId: owner,
            mode: 'all',
            fileName: LIBRARY_JOB_NAME,
            status: 'checking',
            totalRows: wanted.length,
            createdAt: now(),
          })
          .returning({ id: factorImportJobs.id });
  const jobId = job?.id ?? null;
  const setJob = async (values: Partial<typeof factorImportJobs.$inferInsert>) => {
    if (jobId !== null) await db.update(factorImportJobs).set(values).where(eq(factorImportJobs.id, jobId));
  };

  // the import's own checks, row by row, against the references it loads once
  const checking = Date.now();
  const references = await loadImportReferences(db);
  const valid: ImportedRow[] = [];
  const problems: StoredProblem[] = [];
  let problemCount = 0;
  for (const [index, row] of wanted.entries()) {
    const result = checkRow(row.cells, row.row, references);
    for (const problem of result.problems) {
      problemCount += 1;
      // the row number alone would not say which file: the code goes with it
      if (problems.length < FACTOR_IMPORT_PROBLEMS_SHOWN) problems.push({ ...problem, params: { ...problem.params, code: row.code } });
    }
    if (result.imported) valid.push(result.imported);
    if ((index + 1) % PROGRESS_EVERY === 0) await setJob({ checkedRows: index + 1 });
  }
  phases.checkMs = Date.now() - checking;
  if (problemCount > 0 || new Set(valid.map((r) => r.code)).size !== valid.length) {
    await setJob({ status: 'rejected', checkedRows: wanted.length, validRows: valid.length, problems, problemCount, finishedAt: now() });
    return report('rejected', jobId, problems);
  }
  if (options.stopping?.()) {
    await setJob({
      status: 'failed',
      checkedRows: wanted.length,
      problems: [{ row: 0, column: null, key: 'factorImportInterrupted' }],
      problemCount: 1,
      finishedAt: now(),
    });
    return report('failed', jobId);
  }
  await setJob({ status: 'importing', checkedRows: wanted.length, validRows: valid.length });

  const writing = Date.now();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LIBRARY_LOCK})`);
      // another process may have loaded it while this one checked: then this one writes nothing
      if (
        (
          await existingCodes(
            tx,
            valid.map((r) => r.code),
          )
        ).size > 0
      )
        throw new AlreadyLoaded();
      const written = await writeImportedRows(tx, valid, null, now());
      for (let i = 0; i < written.factorIds.length; i += 1000) {
        await tx
          .update(emissionFactors)
          .set({ seeded: true })
          .where(inArray(emissionFactors.id, written.factorIds.slice(i, i + 1000)));
      }
      await recordOperation(tx, null, {
        object: FACTOR_LOG_OBJECT,
        action: 'import',
        targetIds: written.factorIds,
        after: { job: jobId, fileName: LIBRARY_JOB_NAME, mode: 'all', importedRows: valid.length, createdFactors: written.createdFactors },
      });
      if (jobId !== null)
        await tx
          .update(factorImportJobs)
          .set({ status: 'done', importedRows: valid.length, createdFactors: written.createdFactors, addedVersions: 0, finishedAt: now() })
          .where(eq(factorImportJobs.id, jobId));
    });
  } catch (error) {
    if (error instanceof AlreadyLoaded) {
      await setJob({ status: 'done', importedRows: 0, finishedAt: now() });
      return report('skipped', jobId);
    }
    const reason: StoredProblem = { row: 0, column: null, key: 'factorImportFailed', params: { reason: reasonOf(error) } };
    await setJob({ status: 'failed', problems: [reason], problemCount: 1, finishedAt: now() });
    return report('failed', jobId, [reason]);
  }
  phases.writeMs = Date.now() - writing;
  return report('done', jobId);
}
