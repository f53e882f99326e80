/**
 * /rest/analysis/*: contribution analysis of a footprint snapshot (contracts/analysis.ts). Reading
 * the analysis, its sensitivity, a what-if and the scenarios needs analysis:contribution:list, one
 * line in detail analysis:contribution:query, saving and deleting a scenario
 * analysis:contribution:scenario. The snapshot's project decides the rest: its company's users, its
 * reviewer and platform administrators; 404 to anyone else.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { analysisEndpoints } from '@pcf/shared/contracts';
import { analysedSnapshot, contribution, contributionItem, snapshotChoices } from './contribution';
import { sensitivityOf } from './sensitivity';
import { deleteScenario, listScenarios, saveScenario, whatIf } from './whatIf';

export const analysisRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db } = ctx;

  route(app, analysisEndpoints.snapshots, async (request) =>
    ok(request, await snapshotChoices(db, sessionOf(request), request.query.text)),
  );

  route(app, analysisEndpoints.contribution, async (request) =>
    ok(request, await contribution(db, sessionOf(request), request.query.snapshotId, request.language)),
  );

  route(app, analysisEndpoints.item, async (request) =>
    ok(request, await contributionItem(db, sessionOf(request), request.query.snapshotId, request.query.lineId, request.language)),
  );

  route(app, analysisEndpoints.sensitivity, async (request) => {
    const { snapshot } = await analysedSnapshot(db, sessionOf(request), request.query.snapshotId, request.language);
    return ok(request, sensitivityOf(snapshot, request.query.percent, request.query.top));
  });

  route(app, analysisEndpoints.whatIf, async (request) =>
    ok(request, await whatIf(db, sessionOf(request), request.body.snapshotId, request.body.swaps, request.language)),
  );

  route(app, analysisEndpoints.scenarios, async (request) =>
    ok(request, await listScenarios(db, sessionOf(request), request.query.snapshotId)),
  );

  route(app, analysisEndpoints.scenarioSave, async (request) =>
    ok(request, await saveScenario(db, sessionOf(request), request.body, request.language), 'analysisScenarioSaved'),
  );

  route(app, analysisEndpoints.scenarioDelete, async (request) => {
    await deleteScenario(db, sessionOf(request), request.body.id);
    return done(request, 'analysisScenarioDeleted');
  });
};
