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
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  logFile: string;
  stop(): Promise<void>;
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
  env.LOG_LEVEL = options.logLevel ?? 'info';
  if (options.staticRoot) env.STATIC_ROOT = options.staticRoot;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-e2e-data-'));
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
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
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
  return { baseUrl, port, logFile, stop };
}
