/**
 * One migrated and seeded database per test run, copied for each test file: migrating and seeding
 * from nothing took seconds per file (most of the server suite's time on a busy machine). The jest
 * global set-up makes the templates and names them in the environment, which the workers inherit;
 * a file whose settings change the seed (other passwords) still starts from nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DEFAULT_PASSWORDS, type Config } from '../config';
import { openDatabase } from '../db/connection';
import { prepareDatabase } from '../seed/prepare';
import type { SeedReport } from '../seed';

const PGLITE_TEMPLATE_ENV = 'PCF_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'PCF_TEST_POSTGRES_TEMPLATE';
const SEED_REPORT_ENV = 'PCF_TEST_TEMPLATE_SEED_REPORT';

const DEFAULT_SEED_PASSWORDS = {
  adminPassword: DEFAULT_PASSWORDS.admin,
  demoPassword: DEFAULT_PASSWORDS.demo,
  reviewPassword: DEFAULT_PASSWORDS.reviewer,
};

/** The templates hold the seed of the default passwords only. */
export function seedsLikeTemplate(config: Pick<Config, 'adminPassword' | 'demoPassword' | 'reviewPassword'>): boolean {
  return (
    config.adminPassword === DEFAULT_SEED_PASSWORDS.adminPassword &&
    config.demoPassword === DEFAULT_SEED_PASSWORDS.demoPassword &&
    config.reviewPassword === DEFAULT_SEED_PASSWORDS.reviewPassword
  );
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTemplates(): Promise<void> {
  const pglite = await openDatabase({ kind: 'pglite', dir: null });
  process.env[SEED_REPORT_ENV] = JSON.stringify(await prepareDatabase(pglite, DEFAULT_SEED_PASSWORDS));
  const dump = await (pglite.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
  await pglite.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-template-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `pcf_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  await adminQuery(adminUrl, `alter database ${name} set synchronous_commit = off`);
  const postgres = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 1 });
  try {
    await prepareDatabase(postgres, DEFAULT_SEED_PASSWORDS);
  } finally {
    // a template must have no connection left when it is copied
    await postgres.close();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}

export async function dropTemplates(): Promise<void> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (name && adminUrl) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

/**
 * What the seed reported when it made the templates: a copy is already migrated and seeded, and
 * preparing it again only found it so (at over a second of a test file's start per database).
 */
export function templateSeedReport(): SeedReport | undefined {
  const report = process.env[SEED_REPORT_ENV];
  return report ? (JSON.parse(report) as SeedReport) : undefined;
}

/** The PGlite template's dump, when the run made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** The PostgreSQL template database's name, when the run made one. */
export function postgresTemplate(): string | undefined {
  return process.env[POSTGRES_TEMPLATE_ENV];
}
