/**
 * /system/metadata/*: the registry of the generic object API (/metadata/table). Reading it needs
 * system:metadata:list; the candidate tables and every change need system:metadata:add, :edit or
 * :remove and the platform administrator flag (the changes run DDL and reach every company's
 * data: a granted permission alone is not enough; enterprise users never change the registry).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { sessionOf } from '../../auth/guard';
import {
  ColumnsReply,
  CreateBody,
  DeleteBody,
  DetailReply,
  ListQuery,
  NameQuery,
  PageReply,
  SavedReply,
  TablesReply,
  UpdateBody,
} from './schemas';
import { candidateTables, createObject, deleteObject, listObjects, objectDetail, unregisteredColumns, updateObject } from './service';
import type { MetadataAdminOptions } from './builtInObjects';

export const METADATA_LIST = 'system:metadata:list';
export const METADATA_ADD = 'system:metadata:add';
export const METADATA_EDIT = 'system:metadata:edit';
export const METADATA_REMOVE = 'system:metadata:remove';

/** Route-level onRequest runs right after the guard: a non-administrator is refused before any body is read. */
const administratorsOnly = async (request: FastifyRequest): Promise<void> => {
  if (!sessionOf(request).isAdmin) throw forbidden();
};

export const metadataAdminRoutes: FastifyPluginAsync<MetadataAdminOptions> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, builtInObjects } = ctx;
  const tags = ['metadata'];

  app.get(
    '/system/metadata/objects',
    { config: { permission: METADATA_LIST }, schema: { tags, querystring: ListQuery, response: { 200: PageReply } } },
    async (request) => ok(request, await listObjects(db, request.query, builtInObjects)),
  );

  app.get(
    '/system/metadata/object',
    { config: { permission: METADATA_LIST }, schema: { tags, querystring: NameQuery, response: { 200: DetailReply } } },
    async (request) => ok(request, await objectDetail(db, request.query.name, sessionOf(request).isAdmin, builtInObjects)),
  );

  app.get(
    '/system/metadata/tables',
    { config: { permission: METADATA_ADD }, onRequest: administratorsOnly, schema: { tags, response: { 200: TablesReply } } },
    async (request) => ok(request, await candidateTables(db)),
  );

  app.get(
    '/system/metadata/columns',
    {
      config: { permission: METADATA_EDIT },
      onRequest: administratorsOnly,
      schema: { tags, querystring: NameQuery, response: { 200: ColumnsReply } },
    },
    async (request) => ok(request, await unregisteredColumns(db, request.query.name, builtInObjects)),
  );

  app.post(
    '/system/metadata/create',
    {
      config: { permission: METADATA_ADD },
      onRequest: administratorsOnly,
      schema: { tags, body: CreateBody, response: { 200: SavedReply } },
    },
    async (request) => ok(request, await createObject(db, request.body), 'saved'),
  );

  app.post(
    '/system/metadata/update',
    {
      config: { permission: METADATA_EDIT },
      onRequest: administratorsOnly,
      schema: { tags, body: UpdateBody, response: { 200: SavedReply } },
    },
    async (request) => ok(request, await updateObject(db, request.body, builtInObjects), 'saved'),
  );

  app.post(
    '/system/metadata/delete',
    {
      config: { permission: METADATA_REMOVE },
      onRequest: administratorsOnly,
      schema: { tags, body: DeleteBody, response: { 200: SavedReply } },
    },
    async (request) => ok(request, await deleteObject(db, request.body, builtInObjects), 'deleted'),
  );
};
