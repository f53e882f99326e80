/**
 * /rest/benchmark/*: the changes of the benchmark references with their rules (references.ts), each
 * with its administrator's button permission; the benchmark of a snapshot and the snapshots to pick
 * from (analysis:benchmark:list, then the snapshot's own visibility); the results dashboard
 * (analysis:result:list, scoped to the projects the caller may see). The reference list is the
 * generic object API on pcf_benchmark_reference (analysis:benchmark:list).
 */
import type { FastifyPluginAsync } from 'fastify';
import { benchmarkEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { createReference, deleteReference, updateReference } from './references';
import { benchmarkableSnapshots, resultOverview, snapshotBenchmark } from './benchmark';

export const benchmarkRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, benchmarkEndpoints.referenceCreate, async (request) =>
    ok(request, { id: await createReference(db, sessionOf(request), request.body, clock.now()) }, 'added'),
  );

  route(app, benchmarkEndpoints.referenceUpdate, async (request) => {
    await updateReference(db, sessionOf(request), request.body, clock.now());
    return ok(request, { id: request.body.id }, 'edited');
  });

  route(app, benchmarkEndpoints.referenceDelete, async (request) => {
    await deleteReference(db, sessionOf(request), request.body.id, request.language);
    return done(request, 'deleted');
  });

  route(app, benchmarkEndpoints.snapshots, async (request) => ok(request, await benchmarkableSnapshots(db, sessionOf(request))));

  route(app, benchmarkEndpoints.snapshot, async (request) =>
    ok(request, await snapshotBenchmark(db, sessionOf(request), request.query.snapshotId, request.language)),
  );

  route(app, benchmarkEndpoints.results, async (request) =>
    ok(request, await resultOverview(db, sessionOf(request), request.body, request.language)),
  );
};
