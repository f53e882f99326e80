/** Starts the server: settings, database (migrations and seed), HTTP; stops cleanly on a signal. */
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { prepareDatabase, warnAboutDefaultPasswords } from './seed/prepare';
import { stopOnSignals } from './stopOnSignals';
import { buildApp } from './app';
import { seedDemoProject } from './seed/demoProject';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  const report = await prepareDatabase(database, config);
  const app = await buildApp({ config, database });
  warnAboutDefaultPasswords(app.log, report);
  // a demo that cannot be made must not keep the platform from serving
  await seedDemoProject({ app, db: database.db, config, log: app.log }).catch((error: unknown) =>
    app.log.error({ err: error }, 'the demo project could not be made'),
  );

  stopOnSignals(app, database, (signal) => `${signal} received, closing`);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${database.kind === 'pglite' ? path.join(config.dataDir, 'db') : 'PostgreSQL (DATABASE_URL)'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
