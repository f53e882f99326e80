/**
 * The footprint computation through its HTTP routes, on the built server: a project of
 * COMPUTE_LINES inventory lines is created (admin), filled as one draft and submitted (the demo
 * enterprise user), taken and approved (the seeded reviewer); its study settings are saved with
 * the defaults' Monte Carlo (MONTE_CARLO_ITERATIONS iterations). Then POST /rest/footprint/compute
 * and GET /rest/footprint/job every POLL_MS until `done`: the time from the POST to done as the
 * client sees it, and the job's own (created → last update). Last, GET /rest/footprint/snapshot of
 * the result READS times: its median read time and its size.
 *
 * The lines use the seeded factors (grid electricity and natural gas, in kWh and GJ) in other
 * units of the same dimension (Wh, kWh, MWh, MJ, GJ) and one line in seven is a direct gas
 * emission (g, kg, t), each with data-quality scores.
 */
import type { ApiEnvelope } from '../../shared/src/contracts';
import { API, footprintEndpoints } from '../src/contracts';
import { call, signInByApi, type Session } from '../src/apiSession';
import { approveAndSettle, createProjectForPeople, studySettings } from '../src/studySetup';
import { median } from './stats';

export const COMPUTE_LINES = 1000;
const MONTE_CARLO_ITERATIONS = 10_000;
const POLL_MS = 50;
const READS = 5;
const COMPUTE_TIMEOUT_MS = 10 * 60 * 1000;
const ENERGY_UNITS = ['Wh', 'kWh', 'MWh', 'MJ', 'GJ'] as const;
const MASS_UNITS = ['g', 'kg', 't'] as const;
const GASES = ['CO2', 'CH4_fossil', 'N2O', 'SF6', 'NF3', 'CF4'] as const;
const STAGES = ['raw_material', 'production', 'distribution', 'use', 'end_of_life'] as const;

export interface ComputeFigures {
  lines: number;
  iterations: number;
  /** POST /rest/footprint/compute sent → job `done` seen by the polling client. */
  clientMs: number;
  /** The job's createdAt → updatedAt (its last write, the one that made it done). */
  jobMs: number;
  /** GET /rest/footprint/snapshot: median of READS reads, and the answer's size. */
  snapshotReadMs: number;
  snapshotBytes: number;
  total: number;
}

interface Row {
  [field: string]: unknown;
}

async function rows(session: Session, objName: string, conditions: unknown[] = []): Promise<Row[]> {
  const page = await call<{ rows: Row[] }>(session, 'POST', API.objDataByPage, { objName, pageNum: 1, pageSize: 500, conditions });
  return page.rows;
}

/** The bench's inventory over the seeded energy factors: deterministic, `size` lines. */
export function benchLines(
  size: number,
  factors: readonly { id: number; versionId: number }[],
  unitIds: ReadonlyMap<string, number>,
): object[] {
  const unit = (code: string) => {
    const id = unitIds.get(code);
    if (id === undefined) throw new Error(`unit ${code} missing`);
    return id;
  };
  return Array.from({ length: size }, (_, i) => {
    const quality = { ter: 1 + (i % 5), ger: 1 + ((i >> 1) % 5), tir: 1 + ((i >> 2) % 5), p: 1 + ((i >> 3) % 5) };
    const base = {
      stage: STAGES[i % STAGES.length],
      description: `Bench line ${i + 1}`,
      dataType: 'secondary',
      quality,
      shared: i % 5 === 0,
    };
    if (i % 7 === 0)
      return {
        ...base,
        quantity: 1 + (i % 13),
        unitId: unit(MASS_UNITS[i % MASS_UNITS.length]),
        sourceKind: 'gas',
        gas: GASES[i % GASES.length],
      };
    const factor = factors[i % factors.length];
    return {
      ...base,
      quantity: 1 + (i % 97),
      unitId: unit(ENERGY_UNITS[i % ENERGY_UNITS.length]),
      sourceKind: 'factor',
      factorId: factor.id,
      factorVersionId: factor.versionId,
    };
  });
}

/** An approved project of `lines` lines with saved settings; answers its id (the report journey starts from one too). */
export async function approvedProject(admin: Session, demo: Session, reviewer: Session, lines: number): Promise<number> {
  const unitRows = await rows(admin, 'pcf_unit');
  const unitIds = new Map(unitRows.map((u) => [String(u.code), Number(u.id)]));
  const factorRows = await rows(admin, 'pcf_emission_factor', [{ field: 'unit_code', operator: 'in', value: ['kWh', 'GJ'] }]);
  const factors = factorRows.map((f) => ({ id: Number(f.id), versionId: Number(f.version_id) }));
  if (factors.length === 0) throw new Error('no seeded energy factor found');
  const people = { admin, accountant: demo, reviewer };
  const piece = unitIds.get('piece');
  if (piece === undefined) throw new Error('unit piece missing');
  const projectId = await createProjectForPeople(people, {
    code: `BENCH-${Date.now()}`,
    name: `Benchmark module of ${lines} lines`,
    productModel: 'BENCH-610',
    ratedPowerWp: 610,
    areaM2: 2.58,
    massKg: 31,
    declaredUnitId: piece,
  });
  await call(demo, 'POST', API.inventoryDraftSave, { projectId, lines: benchLines(lines, factors, unitIds) });
  await approveAndSettle(
    people,
    projectId,
    studySettings(piece, {
      goal: 'Benchmark',
      scope: 'Every line of the benchmark inventory',
      allocationMethod: 'mass',
      allocationProduct: 31,
      allocationTotal: 62,
      cutOffEnabled: true,
      monteCarloIterations: MONTE_CARLO_ITERATIONS,
      monteCarloSeed: 20240101,
    }),
  );
  return projectId;
}

type SnapshotFigures = { total: number; uncertainty: { iterations: number } | null };
type Job = { status: string; snapshotId: number | null; message: string | null; createdAt: string; updatedAt: string };

/** Starts the computation of a project and polls its job every POLL_MS until it has ended; answers the job done. */
async function computeToEnd(demo: Session, projectId: number, started: number): Promise<Job & { snapshotId: number }> {
  const { jobId } = await call<{ jobId: number }>(demo, 'POST', footprintEndpoints.compute.url, { projectId });
  let job = await call<Job>(demo, 'GET', `${footprintEndpoints.job.url}?id=${jobId}`);
  while (job.status === 'running') {
    if (performance.now() - started > COMPUTE_TIMEOUT_MS) throw new Error(`the footprint job ${jobId} is still running`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = await call(demo, 'GET', `${footprintEndpoints.job.url}?id=${jobId}`);
  }
  if (job.status !== 'done' || job.snapshotId === null) throw new Error(`the footprint job ended ${job.status}: ${job.message ?? ''}`);
  return { ...job, snapshotId: job.snapshotId };
}

/** The administrator, the demo enterprise's user and the reviewer, signed in. */
export async function sessions(baseUrl: string): Promise<[Session, Session, Session]> {
  const [admin, demo, reviewer] = await Promise.all([
    signInByApi(baseUrl, 'admin', 'Admin@123456'),
    signInByApi(baseUrl, 'demo', 'Demo@123456'),
    signInByApi(baseUrl, 'reviewer', 'Review@123456'),
  ]);
  return [admin, demo, reviewer].map((token) => ({ baseUrl, token })) as [Session, Session, Session];
}

/** A project of the demo company of `lines` lines, computed through the API as a person would (browser tests start from it). */
export async function computedProject(baseUrl: string, lines: number): Promise<{ projectId: number; snapshotId: number }> {
  const [admin, demo, reviewer] = await sessions(baseUrl);
  const projectId = await approvedProject(admin, demo, reviewer, lines);
  const job = await computeToEnd(demo, projectId, performance.now());
  return { projectId, snapshotId: job.snapshotId };
}

export async function measureCompute(baseUrl: string, lines = COMPUTE_LINES): Promise<ComputeFigures> {
  const [admin, demo, reviewer] = await sessions(baseUrl);
  const projectId = await approvedProject(admin, demo, reviewer, lines);

  const started = performance.now();
  const job = await computeToEnd(demo, projectId, started);
  const clientMs = performance.now() - started;

  const reads: number[] = [];
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < READS; i += 1) {
    const readStarted = performance.now();
    const response = await fetch(`${baseUrl}/rest/footprint/snapshot?id=${job.snapshotId}`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    const text = await response.text();
    reads.push(performance.now() - readStarted);
    bytes = Buffer.byteLength(text);
    const snapshot = (JSON.parse(text) as ApiEnvelope<SnapshotFigures>).data as SnapshotFigures;
    if (snapshot.uncertainty?.iterations !== MONTE_CARLO_ITERATIONS) throw new Error('the snapshot has no Monte Carlo result');
    total = snapshot.total;
  }
  return {
    lines,
    iterations: MONTE_CARLO_ITERATIONS,
    clientMs,
    jobMs: new Date(job.updatedAt).getTime() - new Date(job.createdAt).getTime(),
    snapshotReadMs: median(reads),
    snapshotBytes: bytes,
    total,
  };
}
