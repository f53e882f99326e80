/**
 * Issue 19's fault tests: two API nodes (JOB_WORKERS=0) and two worker processes on one fresh
 * PostgreSQL database of this machine, sharing one data folder, and what they do under load and
 * when things die. Each case prints what it saw; the run fails only when a case cannot be set up.
 *
 *   load       CONNECTIONS connections for LOAD_SECONDS over both nodes (GET /rest/getInfo with a
 *              session signed in on the other node): errors, non-2xx and timeouts;
 *   api-crash  kill -9 of one node while clients work against both: the client retries a failed
 *              request once on the other node; requests lost after that retry;
 *   worker-crash  kill -9 of the worker computing a 1,000-line project with Monte Carlo: the job
 *              completes on the other worker, and its snapshot equals the one computed without a crash;
 *   import-crash  kill -9 of the worker importing 10,000 factors, in its write: the database holds all
 *              of them or none, right after and at the end, and the job's status says which;
 *   pg-restart PostgreSQL restarted while clients save inventory lines: every save answered with
 *              success is in the database afterwards, and both nodes answer again without a restart.
 *
 * Restarting PostgreSQL disturbs everything else using it: run this on a machine of your own
 * (`npm run bench -- --only faults`), not beside a test run. FAULTS_CASES=load,api-crash,… runs
 * some of them; FAULTS_LOAD_SECONDS shortens the load.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FACTOR_TEMPLATE_CONTENT_TYPES, factorEndpoints, inventoryEndpoints } from '../../shared/src/contracts';
import { API, footprintEndpoints } from '../src/contracts';
import { call, signInByApi, type Session } from '../src/apiSession';
import { startServer, startWorker, type RunningServer, type RunningWorker } from '../src/serverProcess';
import { approvedProject } from './compute';
import { createProject } from '../src/studySetup';
import { importXlsx } from './factors';
import { createScratchDatabase, runSqlValue } from './postgres';

const CONNECTIONS = 200;
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
const CRASH_CLIENTS = 50;
const CRASH_SECONDS = 20;
const WRITERS = 20;
const RESTART_SECONDS = 30;
const PROJECTS_FOR_WRITES = 5;
/** Short, so a dead worker's job is handed out again within seconds. */
const VISIBILITY_SECONDS = 10;
const COMPUTE_LINES = 1000;
/** Computations killed at most in the compute-crash case, for a kill that lands while the job still runs. */
const CRASH_TRIES = 3;
const IMPORT_ROWS_KILLED = 10_000;

export interface FaultCase {
  name: string;
  passed: boolean;
  saw: string;
}

interface Cluster {
  databaseUrl: string;
  dataDir: string;
  staticRoot: string;
  nodes: RunningServer[];
  workers: RunningWorker[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startCluster(databaseUrl: string, staticRoot: string): Promise<Cluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-faults-'));
  const env = { JOB_WORKERS: '0', JOB_VISIBILITY_SECONDS: String(VISIBILITY_SECONDS) };
  const node = (label: string) => startServer({ label, databaseUrl, dataDir, staticRoot, logLevel: 'warn', env });
  // the first migrates and seeds; the second finds it done
  const nodes = [await node('faults-api-a'), await node('faults-api-b')];
  const worker = (label: string) =>
    startWorker({
      label,
      databaseUrl,
      dataDir,
      logLevel: 'info',
      env: { JOB_WORKERS: '1', JOB_VISIBILITY_SECONDS: String(VISIBILITY_SECONDS) },
    });
  const workers = [await worker('faults-worker-a'), await worker('faults-worker-b')];
  return { databaseUrl, dataDir, staticRoot, nodes, workers };
}

function workerOn(databaseUrl: string, dataDir: string, label: string): Promise<RunningWorker> {
  return startWorker({
    label,
    databaseUrl,
    dataDir,
    logLevel: 'info',
    env: { JOB_WORKERS: '1', JOB_VISIBILITY_SECONDS: String(VISIBILITY_SECONDS) },
  });
}

/** A crashed worker's place taken by a new one, for the cases after. */
async function replaceWorker(cluster: Cluster, crashed: RunningWorker, label: string): Promise<void> {
  cluster.workers[cluster.workers.indexOf(crashed)] = await workerOn(cluster.databaseUrl, cluster.dataDir, label);
}

async function stopCluster(cluster: Cluster): Promise<void> {
  await Promise.all([...cluster.nodes, ...cluster.workers].map((p) => p.stop()));
  fs.rmSync(cluster.dataDir, { recursive: true, force: true });
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(baseUrl + API.health, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/** 200 connections, half to each node, a session signed in on node A used on both. */
async function loadCase(cluster: Cluster): Promise<FaultCase> {
  const [a, b] = cluster.nodes;
  const token = await signInByApi(a.baseUrl, 'admin', 'Admin@123456');
  const run = (node: RunningServer) =>
    autocannon({
      url: node.baseUrl + API.getInfo,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS / 2,
      duration: LOAD_SECONDS,
    });
  const results = await Promise.all([run(a), run(b)]);
  const bad = results.reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0);
  const figures = results.map(
    (r, i) =>
      `node ${'AB'[i]}: ${r.requests.total} requests, ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ` +
      `${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`,
  );
  return { name: `${CONNECTIONS} connections for ${LOAD_SECONDS} s over both nodes`, passed: bad === 0, saw: figures.join('; ') };
}

/** Clients spread over both nodes; node A is killed; a failed request is sent once more to the other node. */
async function apiCrashCase(cluster: Cluster): Promise<FaultCase> {
  const [a, b] = cluster.nodes;
  const token = await signInByApi(b.baseUrl, 'admin', 'Admin@123456');
  const counts = { ok: 0, retriedOk: 0, lost: 0, bOnlyErrors: 0 };
  const get = (node: RunningServer) =>
    fetch(node.baseUrl + API.getInfo, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) }).then(
      async (r) => {
        const body = (await r.json()) as { code: number };
        if (body.code !== 200) throw new Error(`code ${body.code}`);
      },
    );
  const end = Date.now() + CRASH_SECONDS * 1000;
  let killedAt = 0;
  const client = async (n: number) => {
    for (let i = n; Date.now() < end; i += 1) {
      const [first, other] = i % 2 === 0 ? [a, b] : [b, a];
      try {
        await get(first);
        counts.ok += 1;
      } catch {
        if (first === b) counts.bOnlyErrors += 1;
        try {
          await get(other);
          counts.retriedOk += 1;
        } catch {
          counts.lost += 1;
        }
      }
    }
  };
  const killer = (async () => {
    await sleep(5000);
    await a.crash();
    killedAt = Date.now();
  })();
  await Promise.all([...Array.from({ length: CRASH_CLIENTS }, (_, n) => client(n)), killer]);
  const bAnswers = await answers(b.baseUrl);
  // node A again, for the cases after this one
  cluster.nodes[0] = await startServer({
    label: 'faults-api-a2',
    databaseUrl: cluster.databaseUrl,
    dataDir: cluster.dataDir,
    staticRoot: cluster.staticRoot,
    logLevel: 'warn',
    env: { JOB_WORKERS: '0', JOB_VISIBILITY_SECONDS: String(VISIBILITY_SECONDS) },
  });
  return {
    name: 'kill -9 of one API node under load',
    passed: counts.lost === 0 && counts.bOnlyErrors === 0 && bAnswers && killedAt > 0,
    saw:
      `${counts.ok} answered at once, ${counts.retriedOk} answered by the other node on retry, ${counts.lost} lost; ` +
      `the surviving node: ${counts.bOnlyErrors} errors, answering afterwards: ${bAnswers ? 'yes' : 'no'}`,
  };
}

type Job = { status: string; phase: string; progress: number; snapshotId: number | null; message: string | null };
type Snapshot = { total: number; lines: unknown[]; byStage: unknown[]; uncertainty: unknown };

async function computeJob(demo: Session, projectId: number): Promise<number> {
  return (await call<{ jobId: number }>(demo, 'POST', footprintEndpoints.compute.url, { projectId })).jobId;
}

async function jobUntil(demo: Session, jobId: number, done: (job: Job) => boolean, timeoutMs: number): Promise<Job> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = await call<Job>(demo, 'GET', `${footprintEndpoints.job.url}?id=${jobId}`);
    if (done(job)) return job;
    if (Date.now() > end) throw new Error(`job ${jobId} is ${job.status} ${job.phase} ${job.progress}% after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * The worker holding a computation is killed in its Monte Carlo; the other one finishes it. A
 * 1,000-line computation takes well under a second (the compute bench), so a kill can land after
 * the job has ended: that try proves nothing and another computation is killed, up to CRASH_TRIES.
 */
async function workerCrashCase(cluster: Cluster): Promise<FaultCase> {
  const name = 'kill -9 of a worker mid-computation';
  const base = cluster.nodes[1].baseUrl;
  const [admin, demo, reviewer] = await Promise.all(
    (
      [
        ['admin', 'Admin@123456'],
        ['demo', 'Demo@123456'],
        ['reviewer', 'Review@123456'],
      ] as const
    ).map(async ([account, password]) => ({ baseUrl: base, token: await signInByApi(base, account, password) })),
  );
  const projectId = await approvedProject(admin, demo, reviewer, COMPUTE_LINES);
  const snapshotOf = async (id: number) => call<Snapshot>(demo, 'GET', `${footprintEndpoints.snapshot.url}?id=${id}`);
  const calm = await jobUntil(demo, await computeJob(demo, projectId), (j) => j.status !== 'running', 10 * 60_000);
  if (calm.snapshotId === null) throw new Error(`the computation without a crash ended ${calm.status}: ${calm.message}`);

  for (let attempt = 1; ; attempt += 1) {
    const jobId = await computeJob(demo, projectId);
    await jobUntil(demo, jobId, (j) => j.phase === 'uncertainty' || j.status !== 'running', 10 * 60_000);
    const holder = cluster.workers.find((w) => fs.readFileSync(w.logFile, 'utf8').includes(`"job":${jobId},"msg":"footprint job taken"`));
    if (!holder) throw new Error(`no worker says it took job ${jobId}`);
    const killedAt = Date.now();
    await holder.crash();
    const after = await jobUntil(demo, jobId, (j) => j.status !== 'running', 5 * 60_000);
    const finishedIn = ((Date.now() - killedAt) / 1000).toFixed(1);
    const surviving = cluster.workers.find((w) => w !== holder);
    const takenAgain = surviving
      ? fs.readFileSync(surviving.logFile, 'utf8').includes(`"job":${jobId},"msg":"footprint job taken"`)
      : false;
    await replaceWorker(cluster, holder, `faults-worker-c${attempt}`);
    if (!takenAgain && after.status === 'done' && attempt < CRASH_TRIES) continue;
    if (after.snapshotId === null) return { name, passed: false, saw: `job ended ${after.status}: ${after.message}` };
    const [a, b] = [await snapshotOf(calm.snapshotId), await snapshotOf(after.snapshotId)];
    const same =
      JSON.stringify([a.total, a.lines, a.byStage, a.uncertainty]) === JSON.stringify([b.total, b.lines, b.byStage, b.uncertainty]);
    return {
      name,
      passed: after.status === 'done' && same && takenAgain,
      saw:
        `job ${jobId} (${COMPUTE_LINES} lines, Monte Carlo) killed in its uncertainty phase` +
        `${attempt > 1 ? ` (try ${attempt}: the ${attempt - 1} before landed after the job had ended)` : ''}; ` +
        `done on the other worker ${takenAgain ? 'yes' : 'no'}, ` +
        `${finishedIn} s after the kill (visibility ${VISIBILITY_SECONDS} s); snapshot equal to the one without a crash: ${same ? 'yes' : 'no'} ` +
        `(total ${a.total.toFixed(4)} / ${b.total.toFixed(4)} kg CO2e)`,
    };
  }
}

type ImportJob = { id: number; status: string; importedRows: number; checkedRows: number; totalRows: number };

/** The worker importing 10,000 factors is killed in the write: all or none are in, and the job says which. */
async function importCrashCase(cluster: Cluster): Promise<FaultCase> {
  const base = cluster.nodes[0].baseUrl;
  const admin = { baseUrl: base, token: await signInByApi(base, 'admin', 'Admin@123456') };
  const form = new FormData();
  form.append('mode', 'all');
  const file = await importXlsx(IMPORT_ROWS_KILLED);
  form.append('file', new Blob([new Uint8Array(file)], { type: FACTOR_TEMPLATE_CONTENT_TYPES.xlsx }), 'faults.xlsx');
  const started = (await (
    await fetch(base + factorEndpoints.import.url, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form })
  ).json()) as { code: number; msg: string; data?: ImportJob };
  if (started.code !== 200 || !started.data) throw new Error(`the import was refused: ${started.msg}`);
  const jobId = started.data.id;
  const status = () => call<ImportJob>(admin, 'GET', `${factorEndpoints.importStatus.url}?id=${jobId}`);
  const imported = () => Number(runSqlValue(cluster.databaseUrl, "select count(*) from emission_factors where code like 'IMPORT-%'"));
  // the write is the import's last step, one transaction: kill the worker as soon as it has begun
  let job = await status();
  for (const end = Date.now() + 5 * 60_000; job.status === 'checking' && Date.now() < end; job = await status()) await sleep(20);
  if (job.status !== 'importing') throw new Error(`the import reached ${job.status} before it could be killed`);
  const taken = `"job":${jobId},"msg":"factor import taken"`;
  const holder = cluster.workers.find((w) => fs.readFileSync(w.logFile, 'utf8').includes(taken));
  if (!holder) throw new Error(`no worker says it took import ${jobId}`);
  await holder.crash();
  const rightAfter = imported();
  await replaceWorker(cluster, holder, 'faults-worker-d');
  const killedAt = Date.now();
  for (
    const end = Date.now() + 5 * 60_000;
    (job.status === 'checking' || job.status === 'importing') && Date.now() < end;
    job = await status()
  )
    await sleep(200);
  const finally_ = imported();
  const allOrNone = [rightAfter, finally_].every((n) => n === 0 || n === IMPORT_ROWS_KILLED);
  const reports = (job.status === 'done' && job.importedRows === finally_) || (job.status === 'failed' && finally_ === 0);
  return {
    name: `kill -9 of the worker importing ${IMPORT_ROWS_KILLED} factors`,
    passed: allOrNone && reports,
    saw:
      `killed in the write: ${rightAfter} of ${IMPORT_ROWS_KILLED} factors in the database right after; ` +
      `the job then ${job.status} (${job.importedRows} rows imported) ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill, ` +
      `${finally_} factors in the database`,
  };
}

/** Writers save lines over both nodes while PostgreSQL restarts; what was answered saved must be there. */
async function pgRestartCase(cluster: Cluster): Promise<FaultCase> {
  const [a, b] = cluster.nodes;
  const demoToken = await signInByApi(a.baseUrl, 'demo', 'Demo@123456');
  const base = a.baseUrl;
  const admin = { baseUrl: base, token: await signInByApi(base, 'admin', 'Admin@123456') };
  const unit = runSqlValue(cluster.databaseUrl, "select id from units where code = 'kWh'");
  const company = runSqlValue(cluster.databaseUrl, "select company_id from users where account = 'demo'");
  const accountant = runSqlValue(cluster.databaseUrl, "select id from users where account = 'demo'");
  const reviewerId = runSqlValue(cluster.databaseUrl, "select id from users where account = 'reviewer'");
  // a project holds at most 2,000 lines: the writers share several
  const projects: number[] = [];
  for (let p = 0; p < PROJECTS_FOR_WRITES; p += 1) {
    // the reviewer is not needed: the project stays collecting
    const people = { admin, accountant: { baseUrl: base, token: demoToken }, reviewer: admin };
    projects.push(
      await createProject(people, {
        code: `FAULTS-${Date.now()}-${p}`,
        name: 'Fault test writes',
        declaredUnitId: Number(runSqlValue(cluster.databaseUrl, "select id from units where code = 'piece'")),
        companyId: Number(company),
        accountantId: Number(accountant),
        reviewerId: Number(reviewerId),
      }),
    );
  }
  const saved: number[] = [];
  let failed = 0;
  let lastFailureAt = 0;
  const reasons = new Map<string, number>();
  const failure = (reason: string) => {
    failed += 1;
    lastFailureAt = Date.now();
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  const end = Date.now() + RESTART_SECONDS * 1000;
  const writer = async (n: number) => {
    for (let i = 0; Date.now() < end; i += 1) {
      const node = (n + i) % 2 === 0 ? a : b;
      try {
        const response = await fetch(node.baseUrl + inventoryEndpoints.lineSave.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            projectId: projects[n % projects.length],
            line: { stage: 'production', description: `Fault write ${n}-${i}`, quantity: 1, unitId: Number(unit), dataType: 'secondary' },
          }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json()) as { code: number; msg: string; data?: { id: number } };
        if (body.code === 200 && body.data) saved.push(body.data.id);
        else failure(`${body.code} ${body.msg}`.slice(0, 80));
      } catch (error) {
        failure(error instanceof Error ? error.message.slice(0, 80) : String(error));
        await sleep(100);
      }
    }
  };
  let restartedAt = 0;
  const restart = (async () => {
    await sleep(8000);
    restartedAt = Date.now();
    const version = fs.readdirSync('/etc/postgresql')[0];
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'ignore' });
  })();
  await Promise.all([...Array.from({ length: WRITERS }, (_, n) => writer(n)), restart]);
  let present = 0;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      present =
        saved.length === 0
          ? 0
          : Number(runSqlValue(cluster.databaseUrl, `select count(*) from inventory_lines where id in (${saved.join(',')})`));
      break;
    } catch {
      await sleep(500);
    }
  }
  const recovered = await Promise.all(
    cluster.nodes.map(async (node) => {
      const signedIn = { baseUrl: node.baseUrl, token: demoToken };
      return (
        (await answers(node.baseUrl)) &&
        (await call(signedIn, 'GET', API.getInfo).then(
          () => true,
          () => false,
        ))
      );
    }),
  );
  const why = [...reasons].map(([reason, count]) => `${count}× ${reason}`).join('; ');
  return {
    name: 'PostgreSQL restarted under load',
    passed: present === saved.length && recovered.every(Boolean),
    saw:
      `${saved.length} saves answered with success, ${present} of them in the database; ${failed} refused or failed ` +
      `(the last ${lastFailureAt ? ((lastFailureAt - restartedAt) / 1000).toFixed(1) : '-'} s after the restart began: ${why || 'none'}); ` +
      `nodes answering afterwards without a restart: ${recovered.map((ok, i) => `${'AB'[i]} ${ok ? 'yes' : 'no'}`).join(', ')}`,
  };
}

const CASES = {
  load: loadCase,
  'api-crash': apiCrashCase,
  'worker-crash': workerCrashCase,
  'import-crash': importCrashCase,
  'pg-restart': pgRestartCase,
};

export async function runFaults(adminUrl: string, staticRoot: string): Promise<FaultCase[]> {
  const scratch = createScratchDatabase(adminUrl);
  const cases: FaultCase[] = [];
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster(scratch.url, staticRoot);
    const chosen = process.env.FAULTS_CASES?.split(',');
    for (const [key, run] of Object.entries(CASES)) {
      if (chosen && !chosen.includes(key)) continue;
      const result = await run(cluster);
      console.log(`${result.passed ? 'PASS' : 'FAIL'} ${result.name}: ${result.saw}`);
      cases.push(result);
    }
  } finally {
    if (cluster) await stopCluster(cluster);
    scratch.drop();
  }
  return cases;
}
