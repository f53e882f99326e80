/**
 * Runs the real, built server (`node server/dist/main.js`) on a free loopback port with its own
 * fresh data folder, and stops it again. Tests and benchmarks never build anything themselves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from './contracts';
import { freePort } from './freePort';
import { artifactsDir, repoRoot, serverMain } from './repo';

export interface ServerOptions {
  /** Folder holding shell/dist and mf-*\/dist; the repository itself by default. */
  staticRoot?: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** pino level; benchmarks lower the noise of one log line per request. */
  logLevel?: string;
  /** The demo project of a fresh install (DEMO_PROJECT); off unless a test asks for it. */
  demoProject?: boolean;
  /** Name of the log file under .e2e-artifacts. */
  label: string;
  /** A data folder shared with other processes (several nodes, one file store); kept on stop. Default: a fresh one, removed on stop. */
  dataDir?: string;
  /** More settings (JOB_WORKERS, …). */
  env?: Record<string, string>;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  logFile: string;
  pid: number;
  stop(): Promise<void>;
  /** kill -9, as a crash: nothing is closed; resolves once the process is gone. */
  crash(): Promise<void>;
}

/** A worker process (`npm run worker`), which serves no HTTP. */
export interface RunningWorker {
  logFile: string;
  pid: number;
  stop(): Promise<void>;
  crash(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** Settings of the developer's shell that must not leak into a test server. */
const INHERITED_SETTINGS_TO_DROP = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATA_DIR',
  'STATIC_ROOT',
  'PORT',
  'HOST',
  'ADMIN_PASSWORD',
  'DEMO_PASSWORD',
  'REVIEW_PASSWORD',
  'REMOTE_BASE_URL',
  'SESSION_IDLE_MINUTES',
];

function serverEnvironment(port: number, dataDir: string, options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED_SETTINGS_TO_DROP) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('REMOTE_URL_')) delete env[key];
  env.PORT = String(port);
  env.HOST = '127.0.0.1';
  env.DATA_DIR = dataDir;
  env.CAPTCHA = 'off';
  env.DEMO_PROJECT = options.demoProject ? 'on' : 'off';
  // the journeys count on the seeded factors alone
  env.FACTOR_LIBRARY = 'off';
  env.LOG_LEVEL = options.logLevel ?? 'info';
  if (options.staticRoot) env.STATIC_ROOT = options.staticRoot;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env ?? {});
  return env;
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(baseUrl + API.health, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function logTail(logFile: string): string {
  try {
    return fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!fs.existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: build first (npm run build, or npm run build -w server)`);
  }
  const shellPage = path.join(options.staticRoot ?? repoRoot, 'shell', 'dist', 'index.html');
  if (!fs.existsSync(shellPage)) throw new Error(`${shellPage} is missing: build the front end first (npm run build)`);
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-e2e-data-'));
  fs.mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, `server-${options.label}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: serverEnvironment(port, dataDir, options),
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async (): Promise<void> => {
    await stopChild(child);
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited during start (code ${child.exitCode}):\n${logTail(logFile)}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer ${API.health} within ${STARTUP_TIMEOUT_MS} ms:\n${logTail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, port, logFile, pid: child.pid as number, stop, crash: () => crashChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

async function crashChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await exited(child);
}

/** Starts `npm run worker` (server/dist/jobs/worker.js) on PostgreSQL; resolves once it says it is ready. */
export async function startWorker(options: ServerOptions & { databaseUrl: string; dataDir: string }): Promise<RunningWorker> {
  const workerMain = path.join(path.dirname(serverMain), 'jobs', 'worker.js');
  if (!fs.existsSync(workerMain)) throw new Error(`${workerMain} is missing: build first (npm run build -w server)`);
  fs.mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, `worker-${options.label}.log`);
  const log = fs.openSync(logFile, 'w');
  const env = serverEnvironment(0, options.dataDir, options);
  delete env.PORT;
  const child = spawn(process.execPath, [workerMain], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!fs.readFileSync(logFile, 'utf8').includes('worker ready')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`worker exited during start:\n${logTail(logFile)}`);
    if (Date.now() > deadline) {
      await crashChild(child);
      throw new Error(`worker not ready within ${STARTUP_TIMEOUT_MS} ms:\n${logTail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { logFile, pid: child.pid as number, stop: () => stopChild(child), crash: () => crashChild(child) };
}
