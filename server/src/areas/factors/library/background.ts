/**
 * When the server loads the open factor library (FACTOR_LIBRARY=on): once it listens, in the
 * background, so the first start is not held up by it (about 9,400 rows: measured 13 to 45 s on PGlite,
 * depending on the machine's load, and 10 to 21 s on PostgreSQL). Its progress is a factor import job; a later start finds every code in
 * place and writes nothing. Closing the server stops a load that has not begun writing, and waits
 * for one that has (its transaction commits or rolls back as a whole).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/connection';
import { loadFactorLibrary } from './load';

export function loadLibraryAfterListen(app: FastifyInstance, db: Db, clock: Clock): void {
  let stopping = false;
  let running: Promise<void> | null = null;
  app.addHook('onListen', async () => {
    running = loadFactorLibrary(db, { now: () => clock.now(), stopping: () => stopping })
      .then((report) => {
        const counts = report.sets.map((s) => `${s.file} ${s.imported}/${s.rows}`).join(', ');
        const message = `open factor library: ${report.status}, ${report.importedRows} factors in ${report.elapsedMs} ms (${counts})`;
        if (report.status === 'done' || report.status === 'skipped') app.log.info({ job: report.jobId }, message);
        else app.log.error({ job: report.jobId, problems: report.problems }, message);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'open factor library: load failed'));
  });
  app.addHook('onClose', async () => {
    stopping = true;
    await running;
  });
}
