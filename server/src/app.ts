/** Builds the Fastify instance: plugins, the authorisation hook, every area, errors. */
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Database } from './db/connection';
import { settings } from './db/schema';
import { CAPTCHA_SECRET_KEY } from './seed';
import type { AreaContext } from './areaContext';
import { installGuard } from './areas/auth/guard';
import { installErrorHandling } from './http/errorHandling';
import { installRequestLanguage } from './http/requestLanguage';
import { OneLinePerRequest, loggerOptions } from './http/logging';
import { authRoutes } from './areas/auth/routes';
import { menuRoutes } from './areas/menus/routes';
import { healthRoutes } from './areas/health/routes';
import { docsRoutes } from './areas/docs/routes';
import { staticRoutes } from './areas/static/routes';
import { messageRoutes } from './areas/messages/routes';
import { profileRoutes } from './areas/profile/routes';
import { directoryRoutes } from './areas/directory/routes';
import { unitRoutes } from './areas/units/routes';
import { factorRoutes } from './areas/factors/routes';
import { metadataRoutes } from './areas/metadata/routes';
import { metadataAdminRoutes } from './areas/metadata/admin/routes';
import { deptRoutes } from './areas/system/depts/routes';
import { roleRoutes } from './areas/system/roles/routes';
import { userRoutes } from './areas/system/users/routes';
import { systemObjectRoutes } from './areas/system/objects/routes';
import { systemMenuRoutes } from './areas/system/menus/routes';
import { dictionaryRoutes } from './areas/system/dictionaries/routes';
import { companyRoutes } from './areas/system/companies/routes';
import { backupRoutes } from './areas/backup/routes';
import { auditRoutes, installAudit } from './areas/audit/routes';
import { accessRoutes } from './areas/system/access/routes';
import { roleAccessPolicy } from './areas/system/access/policy';
import { cachedRegistry } from './areas/metadata/registryCache';
import { recoveryRoutes } from './areas/recovery/routes';
import { outboxRoutes } from './areas/outbox/routes';
import { OutboxDispatcher } from './areas/outbox/service';
import { smtpSender } from './areas/outbox/smtp';
import { projectRoutes } from './areas/projects/routes';
import { onboardingRoutes } from './areas/onboarding/routes';
import { configuredStore } from './areas/files/configured';
import { datasetRoutes } from './areas/datasets/routes';
import { recomputeAfterFactorChange } from './areas/datasets/recompute';
import { documentRoutes } from './areas/documents/routes';
import { inventoryRoutes } from './areas/inventory/routes';
import { submitRefusal } from './areas/inventory/completeness';
import { footprintRoutes } from './areas/footprint/routes';
import { reviewRoutes } from './areas/inventory/review/routes';
import type { ObjectStore } from './areas/files/store';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** false in tests; pino with redaction otherwise. */
  logger?: FastifyServerOptions['logger'];
  /** The file store; by default the one the settings choose (DATA_DIR/files, or S3 with S3_BUCKET). */
  files?: ObjectStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (tests check each declares its permission). */
    registeredRoutes: RouteOptions[];
    /** The background SMTP sends (tests wait for them with outbox.idle()). */
    outbox: OutboxDispatcher;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  });

  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  installRequestLanguage(app);

  const [secret] = await database.db.select().from(settings).where(eq(settings.key, CAPTCHA_SECRET_KEY));
  if (!secret) throw new Error('The database is not seeded: run the migrations and the seed first');
  const objectRegistry = await cachedRegistry(database.listen);
  app.addHook('onClose', () => objectRegistry.close());
  const outbox = new OutboxDispatcher(database.db, smtpSender(config), clock, app.log);
  app.decorate('outbox', outbox);
  // a send in flight finishes (and writes its outcome) before the database closes
  app.addHook('onClose', async () => outbox.close());
  const files = options.files ?? configuredStore(config);
  const ctx: AreaContext = { config, database, db: database.db, clock, captchaSecret: secret.value, objectRegistry, outbox, files };

  await app.register(cookie);
  await app.register(formbody);
  // size limits are set per upload route
  await app.register(multipart, { limits: { files: 1, fields: 20 } });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PV carbon footprint platform API', version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  });
  // before the guard, so every later hook and handler runs in the request's audit context
  installAudit(app, ctx);
  installGuard(app, { db: database.db, clock, idleMinutes: config.sessionIdleMinutes });
  installErrorHandling(app);

  await app.register(docsRoutes);
  await app.register(healthRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(recoveryRoutes, ctx);
  await app.register(menuRoutes, ctx);
  await app.register(messageRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(directoryRoutes, ctx);
  await app.register(unitRoutes, ctx);
  await app.register(factorRoutes, { ...ctx, afterFactorChange: recomputeAfterFactorChange });
  await app.register(datasetRoutes, ctx);
  await app.register(documentRoutes, ctx);
  await app.register(metadataRoutes, { ...ctx, accessPolicy: roleAccessPolicy });
  await app.register(metadataAdminRoutes, ctx);
  await app.register(deptRoutes, ctx);
  await app.register(roleRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(systemObjectRoutes, { ...ctx, accessPolicy: roleAccessPolicy });
  await app.register(systemMenuRoutes, ctx);
  await app.register(dictionaryRoutes, ctx);
  await app.register(companyRoutes, ctx);
  await app.register(backupRoutes, ctx);
  await app.register(auditRoutes, ctx);
  await app.register(outboxRoutes, ctx);
  await app.register(accessRoutes, ctx);
  await app.register(projectRoutes, { ...ctx, accessPolicy: roleAccessPolicy, submitCheck: submitRefusal });
  await app.register(inventoryRoutes, ctx);
  await app.register(footprintRoutes, { ...ctx, accessPolicy: roleAccessPolicy });
  await app.register(reviewRoutes, ctx);
  await app.register(onboardingRoutes, ctx);
  await app.register(staticRoutes, ctx);
  return app;
}
