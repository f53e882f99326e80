/**
 * /system/access (权限管理): the pickers (roles the caller administers, registered objects and
 * their fields), one role's rules on one object, and their save. system:access:list reads,
 * system:access:edit saves; an enterprise administrator reaches only its own company's roles.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { sessionOf } from '../../auth/guard';
import { ObjectsReply, RolesReply, RulesQuery, RulesReply, SaveRulesBody } from './schemas';
import { listAccessObjects, listAccessRoles, readRules, saveRules } from './service';

export const ACCESS_LIST = 'system:access:list';
export const ACCESS_EDIT = 'system:access:edit';

export const accessRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const tags = ['system: access'];

  app.get(
    '/system/access/roles',
    { config: { permission: ACCESS_LIST }, schema: { tags, response: { 200: RolesReply } } },
    async (request) => ok(request, await listAccessRoles(db, sessionOf(request))),
  );

  app.get(
    '/system/access/objects',
    { config: { permission: ACCESS_LIST }, schema: { tags, response: { 200: ObjectsReply } } },
    async (request) => ok(request, await listAccessObjects(db)),
  );

  app.get(
    '/system/access/rules',
    { config: { permission: ACCESS_LIST }, schema: { tags, querystring: RulesQuery, response: { 200: RulesReply } } },
    async (request) => ok(request, await readRules(db, sessionOf(request), request.query.roleId, request.query.objName)),
  );

  app.put(
    '/system/access/rules',
    { config: { permission: ACCESS_EDIT }, schema: { tags, body: SaveRulesBody, response: { 200: RulesReply } } },
    async (request) => ok(request, await saveRules(db, sessionOf(request), request.body), 'saved'),
  );
};
