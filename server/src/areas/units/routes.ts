/**
 * /rest/unit/*: the changes of /businessAccounting/unit with their rules (service.ts), each with
 * its button permission, and the conversion of a quantity between two units for any signed-in
 * user (the units are reference data of the method, not a company's; every screen that takes a
 * quantity may convert it). The list is the generic object API on pcf_unit (business:unit:list).
 */
import type { FastifyPluginAsync } from 'fastify';
import { unitEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { convertQuantity, createUnit, deleteUnit, dimensionSummaries, updateUnit } from './service';

export const unitRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, unitEndpoints.create, async (request) =>
    ok(request, { id: await createUnit(db, sessionOf(request), request.body, request.language, clock.now()) }, 'added'),
  );

  route(app, unitEndpoints.update, async (request) => {
    await updateUnit(db, sessionOf(request), request.body, request.language, clock.now());
    return ok(request, { id: request.body.id }, 'edited');
  });

  route(app, unitEndpoints.delete, async (request) => {
    await deleteUnit(db, sessionOf(request), request.body.id, request.language);
    return done(request, 'deleted');
  });

  route(app, unitEndpoints.dimensions, async (request) => ok(request, await dimensionSummaries(db, request.language)));

  route(app, unitEndpoints.convert, async (request) => ok(request, await convertQuantity(db, request.body, request.language)));
};
