/**
 * /rest/getObj* and friends: the generic object API over the metadata registry. The permission
 * that matters is the object's own: openObject asks for <prefix>:list, :edit, :remove or :export
 * (403 without it) and applies the caller's data scope. So the routes only need a session: a
 * role granted a list screen (system:user:list ...) can use the API that screen is built on.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OBJ_EXPORT_CONTENT_TYPE, OBJ_EXPORT_ROW_MAX, objectEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { NO_EXTRA_RULES, type AccessPolicy } from './access';
import { PageCache } from './pageCache';
import { assertMayExport, dictLabelsOf, dispositionOf, exportColumns, workbookOf } from './export';
import {
  deleteRow,
  deleteRows,
  findAll,
  findForExport,
  findById,
  findPage,
  metaDataOf,
  openObject,
  parseIds,
  saveRow,
  type Caller,
  type ObjAction,
  type ObjectService,
} from './service';

export interface MetadataOptions extends AreaContext {
  /** The /system/access rules (app.ts: roleAccessPolicy); none when left out. */
  accessPolicy?: AccessPolicy;
  /** The read models whose pages this node keeps, and the generation each follows (pageCache.ts). */
  pageGenerations?: ReadonlyMap<string, string>;
}

export const metadataRoutes: FastifyPluginAsync<MetadataOptions> = async (app, options) => {
  const service: ObjectService = {
    db: options.db,
    registry: options.objectRegistry,
    policy: options.accessPolicy ?? NO_EXTRA_RULES,
    pageCache: options.pageGenerations ? new PageCache(options.pageGenerations) : undefined,
    now: () => options.clock.now(),
  };
  const callerOf = (request: FastifyRequest): Caller => ({ session: sessionOf(request), language: request.language });
  const open = (request: FastifyRequest, objName: string, action: ObjAction) => openObject(service, callerOf(request), objName, action);

  route(app, objectEndpoints.metaData, async (request) =>
    ok(request, metaDataOf(await open(request, request.body.objName, 'list'), request.language)),
  );

  route(app, objectEndpoints.page, async (request) => {
    const view = await open(request, request.body.objName, 'list');
    return ok(request, await findPage(service, view, request.body));
  });

  route(app, objectEndpoints.query, async (request) => {
    const view = await open(request, request.body.objName, 'list');
    return ok(request, await findAll(service, view, request.body));
  });

  // the file of the filtered list: the object's list right and its export right (see export.ts)
  route(app, objectEndpoints.export, async (request, reply) => {
    const view = await open(request, request.body.objName, 'list');
    assertMayExport(callerOf(request), view);
    const columns = exportColumns(view, request.body.fields);
    const rows = await findForExport(service, view, request.body, OBJ_EXPORT_ROW_MAX);
    const file = await workbookOf(view, columns, rows, request.language, await dictLabelsOf(service.db, columns, request.language));
    const label = request.language === 'zh' ? view.def.labelZh : view.def.labelEn;
    reply.header('content-type', OBJ_EXPORT_CONTENT_TYPE);
    reply.header('content-disposition', dispositionOf(label, view.def.name));
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file);
  });

  route(app, objectEndpoints.byId, async (request) => {
    const view = await open(request, request.body.objName, 'list');
    return ok(request, await findById(service, view, request.body.id));
  });

  route(app, objectEndpoints.save, async (request) => {
    const view = await open(request, request.body.objName, 'edit');
    const id = await saveRow(service, view, request.body.data, request.language);
    return ok(request, { id }, 'saved');
  });

  route(app, objectEndpoints.delete, async (request) => {
    const view = await open(request, request.body.objName, 'remove');
    await deleteRow(service, view, request.body.id);
    return ok(request, { id: request.body.id }, 'deleted');
  });

  route(app, objectEndpoints.deleteList, async (request) => {
    const view = await open(request, request.body.objName, 'remove');
    const deleted = await deleteRows(service, view, parseIds(request.body.ids));
    return ok(request, { deleted }, 'deleted');
  });
};
