/**
 * POST /rest/systemInfo/getObjDataByPage (SPEC §7): the paged list of the generic object API,
 * served by the metadata area's own service, for the system objects only: those whose
 * permission prefix is system:* (sys_user, sys_post ...). Same body, answer and rules.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { sessionOf } from '../../auth/guard';
import { NO_EXTRA_RULES, type AccessPolicy } from '../../metadata/access';
import { badInput, shown } from '../../metadata/errors';
import { OBJECT_ROUTE } from '../../metadata/routes';
import { PageBody, PageReply } from '../../metadata/schemas';
import { findPage, openObject, type ObjectService } from '../../metadata/service';

const SYSTEM_PREFIX = 'system:';

export interface SystemObjectsOptions extends AreaContext {
  /** The same /system/access rules the generic object API is given. */
  accessPolicy?: AccessPolicy;
}

export const systemObjectRoutes: FastifyPluginAsync<SystemObjectsOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service: ObjectService = {
    db: options.db,
    registry: options.objectRegistry,
    policy: options.accessPolicy ?? NO_EXTRA_RULES,
    now: () => options.clock.now(),
  };

  app.post(
    '/rest/systemInfo/getObjDataByPage',
    { config: { permission: OBJECT_ROUTE }, schema: { tags: ['objects'], body: PageBody, response: { 200: PageReply } } },
    async (request) => {
      const view = await openObject(service, { session: sessionOf(request), language: request.language }, request.body.objName, 'list');
      if (!view.def.permissionPrefix.startsWith(SYSTEM_PREFIX)) throw badInput('systemObjectOnly', { name: shown(request.body.objName) });
      return ok(request, await findPage(service, view, request.body));
    },
  );
};
