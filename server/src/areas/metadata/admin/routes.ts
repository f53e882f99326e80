/**
 * /system/metadata/*: the registry of the generic object API (/metadata/table). Reading it needs
 * system:metadata:list; the candidate tables and every change need system:metadata:add, :edit or
 * :remove and the platform administrator flag (the changes run DDL and reach every company's
 * data: a granted permission alone is not enough; enterprise users never change the registry).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { metadataAdminEndpoints } from '@pcf/shared/contracts';
import { ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import type { MetadataAdminOptions } from './builtInObjects';
import { candidateTables, createObject, deleteObject, listObjects, objectDetail, unregisteredColumns, updateObject } from './service';

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
const administratorsOnly = async (request: FastifyRequest): Promise<void> => {
  if (!sessionOf(request).isAdmin) throw forbidden();
};

export const metadataAdminRoutes: FastifyPluginAsync<MetadataAdminOptions> = async (app, ctx) => {
  const { db, builtInObjects } = ctx;
  const onlyAdministrators = { onRequest: administratorsOnly };

  route(app, metadataAdminEndpoints.objects, async (request) => ok(request, await listObjects(db, request.query, builtInObjects)));

  route(app, metadataAdminEndpoints.object, async (request) =>
    ok(request, await objectDetail(db, request.query.name, sessionOf(request).isAdmin, builtInObjects)),
  );

  route(app, metadataAdminEndpoints.tables, async (request) => ok(request, await candidateTables(db)), onlyAdministrators);

  route(
    app,
    metadataAdminEndpoints.columns,
    async (request) => ok(request, await unregisteredColumns(db, request.query.name, builtInObjects)),
    onlyAdministrators,
  );

  route(
    app,
    metadataAdminEndpoints.create,
    async (request) => ok(request, await createObject(db, request.body), 'saved'),
    onlyAdministrators,
  );

  route(
    app,
    metadataAdminEndpoints.update,
    async (request) => ok(request, await updateObject(db, request.body, builtInObjects), 'saved'),
    onlyAdministrators,
  );

  route(
    app,
    metadataAdminEndpoints.delete,
    async (request) => ok(request, await deleteObject(db, request.body, builtInObjects), 'deleted'),
    onlyAdministrators,
  );
};
