/**
 * /rest/generalDataset/*: the platform's general datasets. Reading (detail, the datasets a change
 * affects) needs database:generalDataset:list, the list being the generic object API on
 * pcf_general_dataset (export: database:generalDataset:export). Changes need their button
 * permission and a platform administrator: a non-administrator is refused right after the guard,
 * before the body is read. Company products, datasets and items are objects of the generic object
 * API (database:companyDataset:*), with no route of their own.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { datasetEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import {
  affectedDatasets,
  createGeneralDataset,
  deleteGeneralDataset,
  generalDatasetDetail,
  recomputeAll,
  updateGeneralDataset,
} from './service';

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).isAdmin) throw forbidden();
}

export const datasetRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const adminOnly = { onRequest: administratorsOnly };

  route(
    app,
    datasetEndpoints.create,
    async (request) =>
      ok(request, await createGeneralDataset(db, sessionOf(request), request.body, request.language, clock.now()), 'added'),
    adminOnly,
  );

  route(
    app,
    datasetEndpoints.update,
    async (request) =>
      ok(request, await updateGeneralDataset(db, sessionOf(request), request.body, request.language, clock.now()), 'edited'),
    adminOnly,
  );

  route(
    app,
    datasetEndpoints.delete,
    async (request) => {
      await deleteGeneralDataset(db, sessionOf(request), request.body.id);
      return done(request, 'deleted');
    },
    adminOnly,
  );

  route(
    app,
    datasetEndpoints.recompute,
    async (request) =>
      ok(request, { recomputed: await recomputeAll(db, sessionOf(request), request.language, clock.now()) }, 'generalDatasetRecomputed'),
    adminOnly,
  );

  route(app, datasetEndpoints.detail, async (request) => ok(request, await generalDatasetDetail(db, request.query.id, request.language)));

  route(app, datasetEndpoints.affected, async (request) => ok(request, await affectedDatasets(db, request.query)));
};
