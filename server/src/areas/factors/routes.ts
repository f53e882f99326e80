/**
 * /rest/factor/*: the emission factor database. Reading a factor in full, the GWP table and the
 * statistics need database:factor:query / :list (enterprise users and reviewers read the public
 * database); changes need their button permission and a platform administrator (service.ts). The
 * list is the generic object API on pcf_emission_factor (database:factor:list), its export
 * /rest/exportObjData (database:factor:export). The import (areas/factors/import): the template
 * and a job's status need database:factor:import; the upload also a platform administrator, checked
 * before the file is read.
 */
import type { FastifyPluginAsync } from 'fastify';
import { FACTOR_TEMPLATE_CONTENT_TYPES, factorEndpoints, type FactorStatistics } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { assertFactorAdmin, createFactor, deleteFactor, factorDetail, gwpList, updateFactor } from './service';
import type { AfterFactorChange } from './factorChange';
import { factorStatistics } from './statistics';
import { FACTOR_DATA_GENERATION } from './seed';
import { GenerationMemo } from '../../db/generations';
import { FactorImportRunner, failInterruptedJobs, importJobStatus, jobOf } from './import/jobs';
import { readImportUpload } from './import/upload';
import { loadTemplateLists, templateCsv, templateDisposition, templateXlsx } from './import/template';
import { loadLibraryAfterListen } from './library/background';
import { FILE_FOLDERS, FileStore } from '../files/fileStore';

export interface FactorRoutesOptions extends AreaContext {
  /** What follows a factor's new version: the datasets using it are recomputed (factorChange.ts). */
  afterFactorChange: AfterFactorChange;
}

export const factorRoutes: FastifyPluginAsync<FactorRoutesOptions> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, factorEndpoints.create, async (request) =>
    ok(request, await createFactor(db, sessionOf(request), request.body, request.language, clock.now(), ctx.afterFactorChange), 'added'),
  );

  route(app, factorEndpoints.update, async (request) =>
    ok(request, await updateFactor(db, sessionOf(request), request.body, request.language, clock.now(), ctx.afterFactorChange), 'edited'),
  );

  route(app, factorEndpoints.delete, async (request) => {
    await deleteFactor(db, sessionOf(request), request.body.id);
    return done(request, 'deleted');
  });

  route(app, factorEndpoints.detail, async (request) =>
    ok(request, await factorDetail(db, request.query.id, request.query.version, request.language)),
  );

  route(app, factorEndpoints.gwp, async (request) => ok(request, await gwpList(db)));

  // the same figures until a change to the factors commits (db/generations.ts)
  const statistics = new GenerationMemo<FactorStatistics>(FACTOR_DATA_GENERATION);
  route(app, factorEndpoints.statistics, async (request) => ok(request, await statistics.read(db, () => factorStatistics(db))));

  // ---- import ----
  const imports = new FactorImportRunner({
    db,
    clock,
    log: app.log,
    jobs: ctx.jobs,
    files: new FileStore(ctx.files, FILE_FOLDERS.imports, FACTOR_TEMPLATE_CONTENT_TYPES),
  });
  await imports.takeJobs();
  // a job being checked or imported when the process stopped would never end: PGlite's database
  // belongs to this process alone, so each such job is over; on PostgreSQL only the stale ones
  await failInterruptedJobs(db, clock.now(), { all: ctx.database.kind === 'pglite' });
  // an import under way stops at its next step (failed, nothing imported) before the database closes
  app.addHook('onClose', () => imports.close());
  // the open factor library, once, after the server listens (library/background.ts)
  if (ctx.config.factorLibrary) loadLibraryAfterListen(app, db, clock);

  route(app, factorEndpoints.importTemplate, async (request, reply) => {
    const format = request.query.format ?? 'xlsx';
    const lists = await loadTemplateLists(db, request.language);
    const file = format === 'xlsx' ? await templateXlsx(lists, request.language) : templateCsv(lists, request.language);
    reply.header('content-type', FACTOR_TEMPLATE_CONTENT_TYPES[format]);
    reply.header('content-disposition', templateDisposition(format, request.language));
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file);
  });

  route(app, factorEndpoints.import, async (request) => {
    const session = sessionOf(request);
    if (!request.isMultipart()) throw refused('factorImportFileMissing');
    // before a byte of the file is read
    assertFactorAdmin(session);
    const upload = await readImportUpload(request);
    const job = await imports.start(session, upload);
    return ok(request, jobOf(job, request.language), 'factorImportStarted');
  });

  route(app, factorEndpoints.importStatus, async (request) =>
    ok(request, await importJobStatus(db, sessionOf(request), request.query.id, request.language, clock.now())),
  );
};
