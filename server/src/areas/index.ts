/**
 * Every area's plugin with its options, in the order app.ts registers them. The one place that
 * knows all areas: hooks a lower area offers (SubmitCheck, AfterFactorChange, AccessPolicy) are
 * filled here with what a higher area answers, and what server/src/seed gathers from every area
 * (the built-in objects, the seeded dictionary codes and menu keys) is handed to the lower areas
 * that guard it, so no area imports one above it.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { AreaContext } from '../areaContext';
import { authRoutes } from './auth/routes';
import { menuRoutes } from './menus/routes';
import { healthRoutes } from './health/routes';
import { docsRoutes } from './docs/routes';
import { staticRoutes } from './static/routes';
import { messageRoutes } from './messages/routes';
import { profileRoutes } from './profile/routes';
import { directoryRoutes } from './directory/routes';
import { unitRoutes } from './units/routes';
import { factorRoutes } from './factors/routes';
import { FACTOR_PAGE_GENERATIONS } from './factors/seed';
import { metadataRoutes } from './metadata/routes';
import { metadataAdminRoutes } from './metadata/admin/routes';
import { builtInObjects } from './metadata/admin/builtInObjects';
import { deptRoutes } from './system/depts/routes';
import { roleRoutes } from './system/roles/routes';
import { userRoutes } from './system/users/routes';
import { systemObjectRoutes } from './system/objects/routes';
import { systemMenuRoutes } from './system/menus/routes';
import { seededKeys } from './system/menus/service';
import { dictionaryRoutes } from './system/dictionaries/routes';
import { companyRoutes } from './system/companies/routes';
import { backupRoutes } from './backup/routes';
import { auditRoutes } from './audit/routes';
import { accessRoutes } from './system/access/routes';
import { roleAccessPolicy } from './system/access/policy';
import { recoveryRoutes } from './recovery/routes';
import { outboxRoutes } from './outbox/routes';
import { projectRoutes } from './projects/routes';
import { onboardingRoutes } from './onboarding/routes';
import { datasetRoutes } from './datasets/routes';
import { recomputeAfterFactorChange } from './datasets/recompute';
import { documentRoutes } from './documents/routes';
import { inventoryRoutes } from './inventory/routes';
import { submitRefusal } from './inventory/completeness';
import { footprintRoutes } from './footprint/routes';
import { reviewRoutes } from './inventory/review/routes';
import { benchmarkRoutes } from './benchmarks/routes';
import { analysisRoutes } from './analysis/routes';
import { reportRoutes } from './reports/routes';
import { supplychainRoutes } from './supplychain/routes';
import { claimInvitation } from './supplychain/partners/service';
import { OBJECT_REGISTRY } from '../seed/objectRegistry';
import { DICTIONARIES } from '../seed/dictionaries';
import { MENU_TREE } from '../seed/menuTree';

export interface AreaPlugin {
  /** The area's folder under areas/, for messages and tests. */
  area: string;
  register(app: FastifyInstance, ctx: AreaContext): Promise<void>;
}

/** One plugin of an area and the options it gets from the context (each plugin types its own). */
function plugin<Options extends FastifyPluginOptions>(
  area: string,
  routes: FastifyPluginAsync<Options>,
  options: (ctx: AreaContext) => Options,
): AreaPlugin {
  return {
    area,
    async register(app, ctx) {
      await app.register(routes, options(ctx));
    },
  };
}

const context = (ctx: AreaContext): AreaContext => ctx;
/** The /system/access rules, for the plugins that serve object lists. */
const withAccessRules = (ctx: AreaContext) => ({ ...ctx, accessPolicy: roleAccessPolicy });

/** In registration order (the order app.ts had registered them by hand, kept as it was). */
export const AREAS: readonly AreaPlugin[] = [
  plugin('docs', docsRoutes, () => ({})),
  plugin('health', healthRoutes, context),
  plugin('auth', authRoutes, context),
  plugin('recovery', recoveryRoutes, context),
  plugin('menus', menuRoutes, context),
  plugin('messages', messageRoutes, context),
  plugin('profile', profileRoutes, context),
  plugin('directory', directoryRoutes, context),
  plugin('units', unitRoutes, context),
  plugin('factors', factorRoutes, (ctx) => ({ ...ctx, afterFactorChange: recomputeAfterFactorChange })),
  plugin('datasets', datasetRoutes, context),
  plugin('documents', documentRoutes, context),
  plugin('metadata', metadataRoutes, (ctx) => ({ ...withAccessRules(ctx), pageGenerations: FACTOR_PAGE_GENERATIONS })),
  plugin('metadata/admin', metadataAdminRoutes, (ctx) => ({ ...ctx, builtInObjects: builtInObjects(OBJECT_REGISTRY) })),
  plugin('system/depts', deptRoutes, context),
  plugin('system/roles', roleRoutes, context),
  plugin('system/users', userRoutes, context),
  plugin('system/objects', systemObjectRoutes, withAccessRules),
  plugin('system/menus', systemMenuRoutes, (ctx) => ({ ...ctx, seededMenuKeys: seededKeys(MENU_TREE) })),
  plugin('system/dictionaries', dictionaryRoutes, (ctx) => ({ ...ctx, seededDictionaryCodes: new Set(DICTIONARIES.map((d) => d.code)) })),
  plugin('system/companies', companyRoutes, context),
  plugin('backup', backupRoutes, context),
  plugin('audit', auditRoutes, context),
  plugin('outbox', outboxRoutes, context),
  plugin('system/access', accessRoutes, context),
  plugin('projects', projectRoutes, (ctx) => ({ ...withAccessRules(ctx), submitCheck: submitRefusal })),
  plugin('inventory', inventoryRoutes, context),
  plugin('footprint', footprintRoutes, withAccessRules),
  plugin('inventory/review', reviewRoutes, context),
  plugin('onboarding', onboardingRoutes, (ctx) => ({
    ...ctx,
    afterRegistration: (tx, registered, now) => claimInvitation(tx, registered.invitation, registered.companyId, now),
  })),
  plugin('benchmarks', benchmarkRoutes, context),
  plugin('reports', reportRoutes, context),
  plugin('supplychain', supplychainRoutes, context),
  plugin('static', staticRoutes, context),
  plugin('analysis', analysisRoutes, context),
];
