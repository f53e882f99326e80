/**
 * A worker process (`npm run worker`): works the jobs the API nodes send (computations, …) on the
 * PostgreSQL of DATABASE_URL, JOB_WORKERS of each kind at once, and serves no HTTP. It builds the
 * same app as an API node, so each area takes its jobs with the same code, but never listens.
 * Stops cleanly on a signal: it takes no more jobs and lets the running ones end.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { prepareDatabase } from '../seed/prepare';
import { stopOnSignals } from '../stopOnSignals';
import { buildApp } from '../app';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('npm run worker needs DATABASE_URL: on the embedded database the server works its own jobs');
  if (config.jobWorkers === 0) throw new Error('JOB_WORKERS=0 leaves a worker nothing to do');
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  // the first process to start migrates and seeds; the others wait for it and find nothing to do
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database, answersRequests: false });
  await app.ready();
  app.log.info(`worker ready: ${config.jobWorkers} job(s) of each kind at once`);

  stopOnSignals(app, database, (signal) => `${signal} received, finishing the running jobs`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
