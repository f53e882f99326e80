/**
 * /system/access (权限管理): the pickers (roles the caller administers, registered objects and
 * their fields), one role's rules on one object, and their save. system:access:list reads,
 * system:access:edit saves; an enterprise administrator reaches only its own company's roles.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accessEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { listAccessObjects, listAccessRoles, readRules, saveRules } from './service';

export const accessRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db } = ctx;

  route(app, accessEndpoints.roles, async (request) => ok(request, await listAccessRoles(db, sessionOf(request))));

  route(app, accessEndpoints.objects, async (request) => ok(request, await listAccessObjects(db)));

  route(app, accessEndpoints.rules, async (request) =>
    ok(request, await readRules(db, sessionOf(request), request.query.roleId, request.query.objName)),
  );

  route(app, accessEndpoints.saveRules, async (request) => ok(request, await saveRules(db, sessionOf(request), request.body), 'saved'));
};
