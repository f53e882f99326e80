/**
 * GET /system/company/options: the company picker of the system screens (the company of a user; a
 * platform administrator's department tree and roles), id and name in the caller's language.
 * The picker belongs to the user form, so it needs system:user:list; platform administrators
 * (who alone choose among companies) hold every permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import { companyEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { sessionOf } from '../../auth/guard';
import { companyOptions } from './service';

export const companyRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  route(app, companyEndpoints.options, async (request) => ok(request, await companyOptions(ctx.db, sessionOf(request), request.language)));
};
