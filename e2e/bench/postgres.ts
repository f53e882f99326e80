/**
 * A fresh PostgreSQL database for one benchmark run, created and dropped with psql on a loopback
 * server (the benchmark never talks to another machine).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';

export interface ScratchDatabase {
  url: string;
  drop(): void;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLoopbackUrl(databaseUrl: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(databaseUrl).hostname);
}

/** The same server and credentials as `adminUrl`, another database. */
export function urlOfDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function psql(adminUrl: string, sql: string): void {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Runs SQL of the benchmark's own (seed rows) in a scratch database on this machine. */
export function runSql(databaseUrl: string, sql: string): void {
  if (!isLoopbackUrl(databaseUrl)) throw new Error('the benchmark only uses a PostgreSQL on this machine (loopback)');
  psql(databaseUrl, sql);
}

/** One value of a query of the benchmark's own, as text. */
export function runSqlValue(databaseUrl: string, sql: string): string {
  if (!isLoopbackUrl(databaseUrl)) throw new Error('the benchmark only uses a PostgreSQL on this machine (loopback)');
  return execFileSync('psql', [databaseUrl, '-tAq', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' }).trim();
}

export function createScratchDatabase(adminUrl: string): ScratchDatabase {
  if (!isLoopbackUrl(adminUrl)) throw new Error('the benchmark only uses a PostgreSQL on this machine (loopback)');
  // generated here from hex digits only, so it is safe as an identifier
  const name = `pcf_bench_${crypto.randomBytes(4).toString('hex')}`;
  psql(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: urlOfDatabase(adminUrl, name),
    drop: () => psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
