/**
 * Server tests: one fresh database per test file (PGlite in memory, and a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set; copies of the run's template, databaseTemplates.ts), a
 * clock the test moves, and sign-in helpers.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionEndpoints } from '@pcf/shared/contracts';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { prepareDatabase } from '../seed/prepare';
import type { SeedReport } from '../seed';
import { pgliteTemplate, postgresTemplate, seedsLikeTemplate, templateSeedReport } from './databaseTemplates';
import type { Clock } from '../clock';
import type { ObjectStore } from '../areas/files/store';

export class TestClock implements Clock {
  private current = new Date('2030-01-01T08:00:00.000Z');
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type DatabaseKind = 'pglite' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestContext {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  database: Database;
  seedReport: SeedReport;
  close(): Promise<void>;
}

async function createPostgresDatabase(template: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `pcf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  // a throwaway database need not wait for the disk at each commit (the suite's commits are its cost)
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function openTestDatabase(
  kind: DatabaseKind,
  useTemplate: boolean,
): Promise<{ database: Database; fromTemplate: boolean; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const template = useTemplate ? postgresTemplate() : undefined;
    const postgres = await createPostgresDatabase(template);
    const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 5 });
    return { database, fromTemplate: template !== undefined, drop: () => postgres.drop() };
  }
  const dump = useTemplate ? pgliteTemplate() : undefined;
  const database = await openDatabase({ kind: 'pglite', dir: null, from: dump });
  return { database, fromTemplate: dump !== undefined, drop: async () => undefined };
}

export interface TestAppOptions {
  /** The file store, made from the test's settings (default: the one the settings choose). */
  files?: (config: Config) => ObjectStore;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-server-test-'));
  const staticRoot = env.STATIC_ROOT ?? dataDir;
  // the open factor library loads only where a test asks for it (areas/factors/library); sessions are
  // read on every request, as many tests change roles and users straight in the tables and go on at
  // once, where another process's change would take a notice's time (areas/auth/sessionCache.test.ts)
  const config = loadConfig({
    CAPTCHA: 'off',
    FACTOR_LIBRARY: 'off',
    SESSION_CACHE: 'off',
    DATA_DIR: dataDir,
    STATIC_ROOT: staticRoot,
    ...env,
  });
  // a copy of the run's template when the seed would be the same, which needs no preparing
  const templateReport = seedsLikeTemplate(config) ? templateSeedReport() : undefined;
  const { database, fromTemplate, drop } = await openTestDatabase(kind, templateReport !== undefined);
  const seedReport = templateReport && fromTemplate ? templateReport : await prepareDatabase(database, config);
  const clock = new TestClock();
  const app = await buildApp({ config, database, clock, logger: false, files: options.files?.(config), schemasOnFirstUse: true });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    seedReport,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `body` once per database kind with a fresh app built before the block's tests.
 * `env` overrides settings (CAPTCHA is off unless set).
 */
export const APP_START_TIMEOUT_MS = 120_000;

export function describeEachDatabase(title: string, body: (ctx: () => TestContext) => void, env: Record<string, string> = {}): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let context: TestContext | undefined;
      // migrating and seeding a fresh database takes seconds, longer on a busy 2-core machine
      beforeAll(async () => {
        context = await createTestApp(kind, env);
      }, APP_START_TIMEOUT_MS);
      afterAll(async () => {
        await context?.close();
      });
      body(() => {
        if (!context) throw new Error('test app not ready');
        return context;
      });
    });
  }
}

export const PASSWORDS = { admin: 'Admin@123456', demo: 'Demo@123456', reviewer: 'Review@123456' } as const;

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: sessionEndpoints.loginWithCaptcha.url,
    payload: { username, password, code: '', uuid: '' },
  });
  const body = response.json<{ code: number; msg: string; data?: { token: string } }>();
  if (body.code !== 200 || !body.data) throw new Error(`login of ${username} failed: ${body.msg}`);
  return body.data.token;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): { code: number; msg: string; data: T } {
  return response.json<{ code: number; msg: string; data: T }>();
}
