/**
 * /rest/getObj* and friends: the generic object API over the metadata registry. The permission
 * that matters is the object's own: openObject asks for <prefix>:list, :edit, :remove or :export
 * (403 without it) and applies the caller's data scope. So the routes only need a session: a
 * role granted a list screen (system:user:list ...) can use the API that screen is built on.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AreaContext } from '../../areaContext';
import { ok } from '../../http/envelope';
import { SIGNED_IN } from '../../http/routeConfig';
import { sessionOf } from '../auth/guard';
import { NO_EXTRA_RULES, type AccessPolicy } from './access';
import { EXPORT_ROW_MAX, XLSX_CONTENT_TYPE, assertMayExport, dictLabelsOf, dispositionOf, exportColumns, workbookOf } from './export';
import {
  ByIdBody,
  DeleteListBody,
  ExportBody,
  DeleteListReply,
  MetaDataReply,
  ObjNameBody,
  PageBody,
  PageReply,
  QueryBody,
  RowReply,
  RowsReply,
  SaveBody,
  SaveReply,
} from './schemas';
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

/** The route's own gate; the object's permission is checked per request (see above). */
export const OBJECT_ROUTE = SIGNED_IN;

export interface MetadataOptions extends AreaContext {
  /** The /system/access rules (app.ts: roleAccessPolicy); none when left out. */
  accessPolicy?: AccessPolicy;
}

export const metadataRoutes: FastifyPluginAsync<MetadataOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service: ObjectService = {
    db: options.db,
    registry: options.objectRegistry,
    policy: options.accessPolicy ?? NO_EXTRA_RULES,
    now: () => options.clock.now(),
  };
  const callerOf = (request: FastifyRequest): Caller => ({ session: sessionOf(request), language: request.language });
  const open = (request: FastifyRequest, objName: string, action: ObjAction) => openObject(service, callerOf(request), objName, action);
  const tags = ['objects'];

  app.post(
    '/rest/getObjMetaData',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: ObjNameBody, response: { 200: MetaDataReply } } },
    async (request) => ok(request, metaDataOf(await open(request, request.body.objName, 'list'), request.language)),
  );

  app.post(
    '/rest/getObjDataByPage',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: PageBody, response: { 200: PageReply } } },
    async (request) => {
      const view = await open(request, request.body.objName, 'list');
      return ok(request, await findPage(service, view, request.body));
    },
  );

  app.post(
    '/rest/getObjData',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: QueryBody, response: { 200: RowsReply } } },
    async (request) => {
      const view = await open(request, request.body.objName, 'list');
      return ok(request, await findAll(service, view, request.body));
    },
  );

  // the file of the filtered list: the object's list right and its export right (see export.ts)
  app.post('/rest/exportObjData', { config: { permission: OBJECT_ROUTE }, schema: { tags, body: ExportBody } }, async (request, reply) => {
    const view = await open(request, request.body.objName, 'list');
    assertMayExport(callerOf(request), view);
    const columns = exportColumns(view, request.body.fields);
    const rows = await findForExport(service, view, request.body, EXPORT_ROW_MAX);
    const file = await workbookOf(view, columns, rows, request.language, await dictLabelsOf(service.db, columns, request.language));
    const label = request.language === 'zh' ? view.def.labelZh : view.def.labelEn;
    reply.header('content-type', XLSX_CONTENT_TYPE);
    reply.header('content-disposition', dispositionOf(label, view.def.name));
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file);
  });

  app.post(
    '/rest/getObjDataById',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: ByIdBody, response: { 200: RowReply } } },
    async (request) => {
      const view = await open(request, request.body.objName, 'list');
      return ok(request, await findById(service, view, request.body.id));
    },
  );

  app.post(
    '/rest/saveObjData',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: SaveBody, response: { 200: SaveReply } } },
    async (request) => {
      const view = await open(request, request.body.objName, 'edit');
      const id = await saveRow(service, view, request.body.data, request.language);
      return ok(request, { id }, 'saved');
    },
  );

  app.post(
    '/rest/delObjData',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: ByIdBody, response: { 200: SaveReply } } },
    async (request) => {
      const view = await open(request, request.body.objName, 'remove');
      await deleteRow(service, view, request.body.id);
      return ok(request, { id: request.body.id }, 'deleted');
    },
  );

  app.post(
    '/rest/delObjDataByIdList',
    { config: { permission: OBJECT_ROUTE }, schema: { tags, body: DeleteListBody, response: { 200: DeleteListReply } } },
    async (request) => {
      const view = await open(request, request.body.objName, 'remove');
      const deleted = await deleteRows(service, view, parseIds(request.body.ids));
      return ok(request, { deleted }, 'deleted');
    },
  );
};
