/** Brings a database up to date at start: migrations, then the idempotent seed. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { seedDatabase, type SeedReport } from './index';

export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'adminPassword' | 'demoPassword' | 'reviewPassword'>,
): Promise<SeedReport> {
  let report: SeedReport = { defaultPasswordAccounts: [] };
  await database.migrate(async (db) => {
    report = await seedDatabase(db, {
      admin: config.adminPassword,
      demo: config.demoPassword,
      reviewer: config.reviewPassword,
    });
  });
  return report;
}

export function warnAboutDefaultPasswords(log: FastifyBaseLogger, report: SeedReport): void {
  for (const account of report.defaultPasswordAccounts) {
    log.warn(`WARNING: account "${account}" still has its default password; change it in the personal center`);
  }
}
