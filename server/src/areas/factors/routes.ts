/**
 * /rest/factor/*: the emission factor database. Reading a factor in full, the GWP table and the
 * statistics need database:factor:query / :list (enterprise users and reviewers read the public
 * database); changes need their button permission and a platform administrator (service.ts). The
 * list is the generic object API on pcf_emission_factor (database:factor:list), its export
 * /rest/exportObjData (database:factor:export). The import (areas/factors/import): the template
 * and a job's status need database:factor:import; the upload also a platform administrator, checked
 * before the file is read.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { sessionOf } from '../auth/guard';
import { GAS_CODES, GWP_SET_CODES } from '../../footprint/gwp';
import { FACTOR_NAME_MAX, FACTOR_NOTE_MAX, FACTOR_TEXT_MAX, UNCERTAINTY_CODES } from './content';
import { assertFactorAdmin, createFactor, deleteFactor, factorDetail, gwpList, updateFactor } from './service';
import type { AfterFactorChange } from './factorChange';
import { factorStatistics } from './statistics';
import { FACTOR_IMPORT_COLUMNS } from './import/columns';
import { FactorImportRunner, failInterruptedJobs, importJobStatus, jobOf } from './import/jobs';
import { readImportUpload } from './import/upload';
import { TEMPLATE_CONTENT_TYPES, loadTemplateLists, templateCsv, templateDisposition, templateXlsx } from './import/template';

export const FACTOR_PERMISSIONS = {
  list: 'database:factor:list',
  query: 'database:factor:query',
  add: 'database:factor:add',
  edit: 'database:factor:edit',
  remove: 'database:factor:remove',
  import: 'database:factor:import',
  export: 'database:factor:export',
  statistics: 'database:visualization:view',
} as const;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const GasCode = Type.Enum([...GAS_CODES]);
const GwpSetCode = Type.Enum([...GWP_SET_CODES]);
const Distribution = Type.Enum([...UNCERTAINTY_CODES]);
// the bounds below only cap the request; content.ts checks each value with its own message
const ContentFields = {
  nameZh: Type.String({ maxLength: FACTOR_NAME_MAX * 2 }),
  nameEn: Type.String({ maxLength: FACTOR_NAME_MAX * 2 }),
  categoryId: Nullable(Id),
  unit: Type.String({ maxLength: 100 }),
  gwpSet: GwpSetCode,
  value: Type.Optional(Nullable(Type.Number())),
  gases: Type.Optional(Type.Array(Type.Object({ gas: GasCode, amount: Type.Number() }), { maxItems: GAS_CODES.length * 2 })),
  region: Type.String({ maxLength: 100 }),
  year: Type.Integer(),
  source: Type.String({ maxLength: FACTOR_TEXT_MAX * 2 }),
  databaseVersion: Type.String({ maxLength: FACTOR_TEXT_MAX * 2 }),
  validFrom: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  validTo: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  quality: Type.Optional(Nullable(Type.Object({ ter: Type.Number(), ger: Type.Number(), tir: Type.Number(), p: Type.Number() }))),
  uncertainty: Type.Optional(Nullable(Distribution)),
  gsd: Type.Optional(Nullable(Type.Number())),
  note: Type.Optional(Type.String({ maxLength: FACTOR_NOTE_MAX * 2 })),
};
const CreateBody = Type.Object({ code: Type.String({ maxLength: 100 }), ...ContentFields });
const UpdateBody = Type.Object({ id: Id, ...ContentFields });
const SaveReply = Type.Object({ id: Type.Integer(), versionId: Type.Integer(), version: Type.Integer() });

const GasLine = Type.Object({ gas: GasCode, amount: Type.Number(), gwp: Type.Number(), co2e: Type.Number() });
const Quality = Type.Object({ ter: Type.Number(), ger: Type.Number(), tir: Type.Number(), p: Type.Number() });
const VersionDetail = Type.Object({
  versionId: Type.Integer(),
  version: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  unit: Type.String(),
  unitId: Type.Integer(),
  unitNameZh: Type.String(),
  unitNameEn: Type.String(),
  gwpSet: GwpSetCode,
  value: Type.Number(),
  gases: Type.Array(GasLine),
  region: Type.String(),
  year: Type.Integer(),
  source: Type.String(),
  databaseVersion: Type.String(),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  quality: Nullable(Quality),
  dqr: Nullable(Type.Number()),
  uncertainty: Nullable(Distribution),
  gsd: Nullable(Type.Number()),
  note: Type.String(),
  createdAt: Type.String(),
  createdByName: Nullable(Type.String()),
});
const DetailReply = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  current: VersionDetail,
  currentVersion: Type.Integer(),
  versions: Type.Array(
    Type.Object({
      versionId: Type.Integer(),
      version: Type.Integer(),
      value: Type.Number(),
      unitCode: Type.String(),
      gwpSet: GwpSetCode,
      year: Type.Integer(),
      source: Type.String(),
      createdAt: Type.String(),
      createdByName: Nullable(Type.String()),
    }),
  ),
  inUse: Type.Boolean(),
});
const GwpReply = Type.Array(Type.Object({ gas: GasCode, gwpSet: GwpSetCode, value: Type.Number(), source: Type.String() }));
const Count = Type.Integer();
const StatisticsReply = Type.Object({
  total: Count,
  byCategory: Type.Array(Type.Object({ categoryId: Nullable(Type.Integer()), name: Nullable(Type.String()), count: Count })),
  byRegion: Type.Array(Type.Object({ region: Type.String(), count: Count })),
  bySource: Type.Array(Type.Object({ source: Type.String(), count: Count })),
  byYear: Type.Array(Type.Object({ year: Type.Integer(), count: Count })),
  valueSpread: Type.Array(
    Type.Object({
      categoryId: Nullable(Type.Integer()),
      name: Nullable(Type.String()),
      unitCode: Type.String(),
      count: Count,
      min: Type.Number(),
      q1: Type.Number(),
      median: Type.Number(),
      q3: Type.Number(),
      max: Type.Number(),
    }),
  ),
  coverage: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), pid: Type.Integer(), level: Type.Integer(), own: Count, total: Count }),
  ),
});

const ImportJob = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(['checking', 'importing', 'done', 'rejected', 'failed']),
  mode: Type.Enum(['all', 'valid']),
  fileName: Type.String(),
  totalRows: Count,
  checkedRows: Count,
  validRows: Count,
  importedRows: Count,
  createdFactors: Count,
  addedVersions: Count,
  problems: Type.Array(
    Type.Object({
      row: Type.Integer(),
      column: Nullable(Type.Enum([...FACTOR_IMPORT_COLUMNS])),
      key: Type.String(),
      message: Type.String(),
    }),
  ),
  problemCount: Count,
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});

const tags = ['factors'];

export interface FactorRoutesOptions extends AreaContext {
  /** What follows a factor's new version: the datasets using it are recomputed (factorChange.ts). */
  afterFactorChange: AfterFactorChange;
}

export const factorRoutes: FastifyPluginAsync<FactorRoutesOptions> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.post(
    '/rest/factor/create',
    { config: { permission: FACTOR_PERMISSIONS.add }, schema: { tags, body: CreateBody, response: { 200: Envelope(SaveReply) } } },
    async (request) =>
      ok(request, await createFactor(db, sessionOf(request), request.body, request.language, clock.now(), ctx.afterFactorChange), 'added'),
  );

  app.post(
    '/rest/factor/update',
    { config: { permission: FACTOR_PERMISSIONS.edit }, schema: { tags, body: UpdateBody, response: { 200: Envelope(SaveReply) } } },
    async (request) =>
      ok(request, await updateFactor(db, sessionOf(request), request.body, request.language, clock.now(), ctx.afterFactorChange), 'edited'),
  );

  app.post(
    '/rest/factor/delete',
    {
      config: { permission: FACTOR_PERMISSIONS.remove },
      schema: { tags, body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    async (request) => {
      await deleteFactor(db, sessionOf(request), request.body.id);
      return done(request, 'deleted');
    },
  );

  app.get(
    '/rest/factor/detail',
    {
      config: { permission: FACTOR_PERMISSIONS.query },
      schema: {
        tags,
        querystring: Type.Object({ id: Id, version: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: Envelope(DetailReply) },
      },
    },
    async (request) => ok(request, await factorDetail(db, request.query.id, request.query.version)),
  );

  app.get(
    '/rest/factor/gwp',
    { config: { permission: FACTOR_PERMISSIONS.list }, schema: { tags, response: { 200: Envelope(GwpReply) } } },
    async (request) => ok(request, await gwpList(db)),
  );

  app.get(
    '/rest/factor/statistics',
    { config: { permission: FACTOR_PERMISSIONS.statistics }, schema: { tags, response: { 200: Envelope(StatisticsReply) } } },
    async (request) => ok(request, await factorStatistics(db)),
  );

  // ---- import ----
  const imports = new FactorImportRunner({ db, clock, log: instance.log });
  // a job being checked or imported when the process stopped would never end: PGlite's database
  // belongs to this process alone, so each such job is over; on PostgreSQL only the stale ones
  await failInterruptedJobs(db, clock.now(), { all: ctx.database.kind === 'pglite' });
  // an import under way stops at its next step (failed, nothing imported) before the database closes
  instance.addHook('onClose', () => imports.close());

  app.get(
    '/rest/factor/import/template',
    {
      config: { permission: FACTOR_PERMISSIONS.import },
      schema: {
        tags,
        querystring: Type.Object({ format: Type.Optional(Type.Enum(['xlsx', 'csv'])) }),
        produces: Object.values(TEMPLATE_CONTENT_TYPES),
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const lists = await loadTemplateLists(db, request.language);
      const file = format === 'xlsx' ? await templateXlsx(lists, request.language) : templateCsv(lists, request.language);
      reply.header('content-type', TEMPLATE_CONTENT_TYPES[format]);
      reply.header('content-disposition', templateDisposition(format, request.language));
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(file);
    },
  );

  app.post(
    '/rest/factor/import',
    {
      config: { permission: FACTOR_PERMISSIONS.import },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: Envelope(ImportJob) } },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!request.isMultipart()) throw refused('factorImportFileMissing');
      // before a byte of the file is read
      assertFactorAdmin(session);
      const upload = await readImportUpload(request);
      const job = await imports.start(session, upload);
      return ok(request, jobOf(job, request.language), 'factorImportStarted');
    },
  );

  app.get(
    '/rest/factor/import/status',
    {
      config: { permission: FACTOR_PERMISSIONS.import },
      schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(ImportJob) } },
    },
    async (request) => ok(request, await importJobStatus(db, sessionOf(request), request.query.id, request.language, clock.now())),
  );
};
