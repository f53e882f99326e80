/**
 * POST /rest/systemInfo/getObjDataByPage (SPEC §7): the paged list of the generic object API,
 * served by the metadata area's own service, for the system objects only: those whose
 * permission prefix is system:* (sys_user, sys_post ...). Same body, answer and rules.
 */
import type { FastifyPluginAsync } from 'fastify';
import { objectEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { NO_EXTRA_RULES, type AccessPolicy } from '../../metadata/access';
import { badInput, shown } from '../../metadata/errors';
import { findPage, openObject, type ObjectService } from '../../metadata/service';

const SYSTEM_PREFIX = 'system:';

export interface SystemObjectsOptions extends AreaContext {
  /** The same /system/access rules the generic object API is given. */
  accessPolicy?: AccessPolicy;
}

export const systemObjectRoutes: FastifyPluginAsync<SystemObjectsOptions> = async (app, options) => {
  const service: ObjectService = {
    db: options.db,
    registry: options.objectRegistry,
    policy: options.accessPolicy ?? NO_EXTRA_RULES,
    now: () => options.clock.now(),
  };

  route(app, objectEndpoints.systemPage, async (request) => {
    const view = await openObject(service, { session: sessionOf(request), language: request.language }, request.body.objName, 'list');
    if (!view.def.permissionPrefix.startsWith(SYSTEM_PREFIX)) throw badInput('systemObjectOnly', { name: shown(request.body.objName) });
    return ok(request, await findPage(service, view, request.body));
  });
};
