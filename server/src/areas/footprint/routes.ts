/**
 * /rest/footprint/*: the footprint evaluation of a project (contracts/footprint.ts). Reading the
 * study settings needs business:footprint:list, saving them business:footprint:entry; starting a
 * computation and polling its job business:footprint:compute; the snapshots, one snapshot and a
 * comparison business:footprint:result. The project decides the rest (service.ts): its company's
 * users and platform administrators enter settings and compute, its reviewer reads, anyone else
 * gets 404.
 *
 * The list of results is the generic object API on pcf_footprint_result (company-scoped);
 * /rest/footprint/getObjDataByPage is the same list (same body, answer and rules) that also reaches
 * review staff, who belong to no company: for them it holds the projects they review.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { NO_EXTRA_RULES, type AccessPolicy } from '../metadata/access';
import { badInput, shown } from '../metadata/errors';
import { findPage, openObject, type ObjectService } from '../metadata/service';
import { reviewerScoped } from '../projects/reviewList';
import { compareSnapshots } from './compare';
import { FootprintJobRunner, failStaleJobs, footprintJob } from './compute';
import { readStudySettings, saveStudySettings } from './settings';
import { snapshotDetail, snapshotList } from './snapshot';
import { FOOTPRINT_RESULT_OBJECT, footprintEndpoints } from '@pcf/shared/contracts';

export interface FootprintRoutesOptions extends AreaContext {
  /** The same /system/access rules the generic object API is given. */
  accessPolicy?: AccessPolicy;
}

export const footprintRoutes: FastifyPluginAsync<FootprintRoutesOptions> = async (app, ctx) => {
  const { db, clock } = ctx;
  const objects: ObjectService = { db, registry: ctx.objectRegistry, policy: ctx.accessPolicy ?? NO_EXTRA_RULES, now: () => clock.now() };

  const jobs = new FootprintJobRunner({ db, clock, log: app.log, jobs: ctx.jobs });
  await jobs.takeJobs();
  // a job running when its process stopped would never end: PGlite's database belongs to this
  // process alone, so each such job is over; on PostgreSQL only the stale ones
  await failStaleJobs(db, clock.now(), { all: ctx.database.kind === 'pglite' });
  // a job under way stops at its next step (failed, nothing saved) before the database closes
  app.addHook('onClose', () => jobs.close());

  route(app, footprintEndpoints.resultPage, async (request) => {
    const session = sessionOf(request);
    const view = await openObject(objects, { session, language: request.language }, request.body.objName, 'list');
    if (view.def.name !== FOOTPRINT_RESULT_OBJECT) throw badInput('footprintResultListOnly', { name: shown(request.body.objName) });
    return ok(request, await findPage(objects, reviewerScoped(view, session), request.body));
  });

  route(app, footprintEndpoints.settings, async (request) =>
    ok(request, await readStudySettings(db, sessionOf(request), request.query.projectId)),
  );

  route(app, footprintEndpoints.settingsSave, async (request) =>
    ok(request, await saveStudySettings(db, sessionOf(request), request.body, request.language, clock.now()), 'saved'),
  );

  route(app, footprintEndpoints.compute, async (request) =>
    ok(request, { jobId: await jobs.start(sessionOf(request), request.body.projectId, request.language) }, 'footprintComputeStarted'),
  );

  route(app, footprintEndpoints.job, async (request) =>
    ok(request, await footprintJob(db, sessionOf(request), request.query.id, request.language, clock.now())),
  );

  route(app, footprintEndpoints.snapshots, async (request) =>
    ok(request, await snapshotList(db, sessionOf(request), request.query.projectId)),
  );

  route(app, footprintEndpoints.snapshot, async (request) =>
    ok(request, await snapshotDetail(db, sessionOf(request), request.query.id, request.language)),
  );

  route(app, footprintEndpoints.compare, async (request) =>
    ok(request, await compareSnapshots(db, sessionOf(request), request.query.a, request.query.b)),
  );
};
