/** Builds the Fastify instance: plugins, the authorisation hook, every area (areas/index.ts), errors. */
import fs from 'node:fs';
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
import { settings } from './schema';
import { CAPTCHA_SECRET_KEY } from './seed';
import type { AreaContext } from './areaContext';
import { installGuard } from './areas/auth/guard';
import { installErrorHandling } from './http/errorHandling';
import { installNulCharacterRefusal } from './http/nulCharacters';
import { schemasCompiledOnFirstUse } from './http/schemasOnFirstUse';
import { installNonFiniteNumberRefusal } from './http/finiteNumbers';
import { installRequestLanguage } from './http/requestLanguage';
import { installSecurityHeaders } from './http/securityHeaders';
import { OneLinePerRequest, loggerOptions } from './http/logging';
import { installAudit } from './areas/audit/routes';
import { cachedRegistry } from './areas/metadata/registryCache';
import { cachedSessions, uncachedSessions } from './areas/auth/sessionCache';
import type { SessionRow } from './areas/auth/sessions';
import { OutboxDispatcher } from './areas/outbox/service';
import { PactDeliveryDispatcher } from './areas/supplychain/deliveries/service';
import { smtpSender } from './areas/outbox/smtp';
import { configuredStore } from './areas/files/configured';
import { AREAS } from './areas';
import type { ObjectStore } from './areas/files/store';
import { openJobQueue } from './jobs/openQueue';
import type { JobQueue } from './jobs/queue';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** false in tests; pino with redaction otherwise. */
  logger?: FastifyServerOptions['logger'];
  /** The file store; by default the one the settings choose (DATA_DIR/files, or S3 with S3_BUCKET). */
  files?: ObjectStore;
  /** Tests: compile each route's schemas on its first request (http/schemasOnFirstUse.ts). */
  schemasOnFirstUse?: boolean;
  /** False for a worker process (`npm run worker`), which never listens: it holds no sessions in memory, nor their listening connection. */
  answersRequests?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (tests check each declares its permission). */
    registeredRoutes: RouteOptions[];
    /** The background SMTP sends (tests wait for them with outbox.idle()). */
    outbox: OutboxDispatcher;
    /** The PACT events on their way to other hosts (tests wait for them with pactDeliveries.idle()). */
    pactDeliveries: PactDeliveryDispatcher;
    /** The job queue (tests deliver a job again and wait with jobs.idle()). */
    jobs: JobQueue;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  // HTTPS when configured (TLS_CERT_FILE, TLS_KEY_FILE): the PACT API must not travel in clear
  const https = config.tls ? { cert: fs.readFileSync(config.tls.certFile), key: fs.readFileSync(config.tls.keyFile) } : null;
  const app = Fastify({
    ...(https ? { https } : {}),
    logger: options.logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    ...(options.schemasOnFirstUse ? { schemaController: schemasCompiledOnFirstUse() } : {}),
    // an HTTPS server has the same routes, hooks and injection: only its listener differs
  }) as unknown as FastifyInstance;

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
  const sessions =
    config.sessionCache && options.answersRequests !== false
      ? await cachedSessions<SessionRow>(database.listen)
      : uncachedSessions<SessionRow>();
  app.addHook('onClose', () => sessions.close());
  const outbox = new OutboxDispatcher(database.db, smtpSender(config), clock, app.log);
  app.decorate('outbox', outbox);
  // a send in flight finishes (and writes its outcome) before the database closes
  app.addHook('onClose', async () => outbox.close());
  const pactDeliveries = new PactDeliveryDispatcher(
    database.db,
    { secretKey: config.pactSecretKey, allowPrivateHosts: config.pactPrivateHosts },
    clock,
    app.log,
  );
  app.decorate('pactDeliveries', pactDeliveries);
  // events queued before a restart (or by another node that stopped) are picked up by the sweep
  app.addHook('onReady', () => pactDeliveries.start());
  app.addHook('onClose', async () => pactDeliveries.close());
  const files = options.files ?? configuredStore(config);
  const jobs = await openJobQueue(config, database, app.log);
  app.decorate('jobs', jobs);
  // the areas' own onClose hooks stop their running jobs at the next step; this waits for them
  app.addHook('onClose', () => jobs.stop());
  const ctx: AreaContext = {
    config,
    database,
    db: database.db,
    clock,
    captchaSecret: secret.value,
    objectRegistry,
    outbox,
    pactDeliveries,
    files,
    jobs,
  };

  // first, so every answer has the headers: a 404, a refusal of the guard, a file
  installSecurityHeaders(app, config);
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
  installGuard(app, { db: database.db, clock, idleMinutes: config.sessionIdleMinutes, sessions });
  installErrorHandling(app);
  installNulCharacterRefusal(app);
  installNonFiniteNumberRefusal(app);

  for (const area of AREAS) await area.register(app, ctx);
  return app;
}
