/**
 * GET /system/company/options: the company picker of the system screens (the company of a user; a
 * platform administrator's department tree and roles), id and name in the caller's language.
 * The picker belongs to the user form, so it needs system:user:list; platform administrators
 * (who alone choose among companies) hold every permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, ok } from '../../../http/envelope';
import { sessionOf } from '../../auth/guard';
import { companyOptions } from './service';

export const COMPANY_OPTIONS_PERMISSION = 'system:user:list';

export const CompanyOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const companyRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/system/company/options',
    {
      config: { permission: COMPANY_OPTIONS_PERMISSION },
      schema: { tags: ['system: companies'], response: { 200: Envelope(Type.Array(CompanyOptionSchema)) } },
    },
    async (request) => ok(request, await companyOptions(ctx.db, sessionOf(request), request.language)),
  );
};
