/**
 * /rest/footprint/*: the footprint evaluation of a project (contracts/footprint.ts). Reading the
 * study settings needs business:footprint:list, saving them business:footprint:entry; starting a
 * computation and polling its job business:footprint:compute; the snapshots, one snapshot and a
 * comparison business:footprint:result. The project decides the rest (service.ts): its company's
 * users and platform administrators enter settings and compute, its reviewer reads, anyone else
 * gets 404.
 *
 * The list of results is the generic object API on pcf_footprint_result (company-scoped);
 * /rest/footprint/getObjDataByPage is the same list (same body, answer and rules) that also reaches
 * review staff, who belong to no company: for them it holds the projects they review.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, Nullable, ok } from '../../http/envelope';
import { sessionOf } from '../auth/guard';
import { NO_EXTRA_RULES, type AccessPolicy } from '../metadata/access';
import { badInput, shown } from '../metadata/errors';
import { PageBody, PageReply } from '../metadata/schemas';
import { findPage, openObject, type ObjectService } from '../metadata/service';
import { reviewerScoped } from '../projects/reviewList';
import { ProjectStatusSchema as Status } from '@pcf/shared/contracts';
import { GAS_CODES } from '../../footprint/gwp';
import { LIFE_CYCLE_STAGES } from '../../footprint/engine/types';
import { compareSnapshots } from './compare';
import { FootprintJobRunner, failStaleJobs, footprintJob } from './compute';
import { readStudySettings, saveStudySettings } from './settings';
import { snapshotDetail, snapshotList } from './snapshot';
import {
  ALLOCATION_METHODS,
  FOOTPRINT_GOAL_MAX,
  FOOTPRINT_JOB_PHASES,
  FOOTPRINT_PERMISSIONS,
  FOOTPRINT_RESULT_OBJECT,
  FOOTPRINT_SCOPE_MAX,
  GWP_SETS,
  PROJECT_BOUNDARIES,
} from '@pcf/shared/contracts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Stage = Type.Enum([...LIFE_CYCLE_STAGES]);
const Gas = Type.Enum([...GAS_CODES]);
const GwpSet = Type.Enum([...GWP_SETS]);
const Quality = Type.Object({ ter: Type.Number(), ger: Type.Number(), tir: Type.Number(), p: Type.Number() });

// enumerations arrive as text and numbers unbounded: the service refuses each wrong field with a message naming it
const SettingsInput = Type.Object({
  goal: Type.String({ maxLength: FOOTPRINT_GOAL_MAX * 2 }),
  scope: Type.String({ maxLength: FOOTPRINT_SCOPE_MAX * 2 }),
  declaredUnitId: Id,
  declaredQuantity: Type.Number(),
  boundary: Type.String({ maxLength: 40 }),
  allocationMethod: Type.String({ maxLength: 40 }),
  // null first: coerced to 0 a missing amount would be refused as out of range rather than as missing
  allocationProduct: Type.Union([Type.Null(), Type.Number()]),
  allocationTotal: Type.Union([Type.Null(), Type.Number()]),
  cutOffEnabled: Type.Boolean(),
  cutOffLinePercent: Type.Number(),
  cutOffTotalPercent: Type.Number(),
  gwpSet: Type.String({ maxLength: 20 }),
  monteCarloIterations: Type.Number(),
  monteCarloSeed: Type.Number(),
});
const Settings = Type.Object({
  goal: Type.String(),
  scope: Type.String(),
  declaredUnitId: Type.Integer(),
  declaredQuantity: Type.Number(),
  boundary: Type.Enum([...PROJECT_BOUNDARIES]),
  allocationMethod: Type.Enum([...ALLOCATION_METHODS]),
  allocationProduct: Nullable(Type.Number()),
  allocationTotal: Nullable(Type.Number()),
  cutOffEnabled: Type.Boolean(),
  cutOffLinePercent: Type.Number(),
  cutOffTotalPercent: Type.Number(),
  gwpSet: GwpSet,
  monteCarloIterations: Type.Integer(),
  monteCarloSeed: Type.Integer(),
});
const SettingsReply = Type.Object({
  projectId: Type.Integer(),
  projectName: Type.String(),
  projectStatus: Status,
  saved: Type.Boolean(),
  editable: Type.Boolean(),
  settings: Settings,
  ratedPowerWp: Nullable(Type.Number()),
  areaM2: Nullable(Type.Number()),
  updatedAt: Nullable(Type.String()),
});
const Job = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  status: Type.Enum(['running', 'done', 'failed']),
  phase: Type.Enum([...FOOTPRINT_JOB_PHASES]),
  progress: Type.Integer(),
  snapshotId: Nullable(Type.Integer()),
  message: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const Summary = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  seq: Type.Integer(),
  createdAt: Type.String(),
  createdByName: Type.String(),
  gwpSet: GwpSet,
  total: Type.Number(),
  perDeclaredUnit: Type.Number(),
  declaredUnitCode: Type.String(),
  perKwp: Nullable(Type.Number()),
  perM2: Nullable(Type.Number()),
  dqr: Nullable(Type.Number()),
  lineCount: Type.Integer(),
});
const Breakdown = Type.Object({ key: Nullable(Type.String()), emission: Type.Number(), share: Type.Number() });
const Line = Type.Object({
  lineId: Type.Integer(),
  stage: Stage,
  category: Nullable(Type.String()),
  description: Type.String(),
  quantity: Type.Number(),
  unitCode: Type.String(),
  sourceKind: Type.Enum(['factor', 'gas']),
  factorId: Nullable(Type.Integer()),
  factorCode: Nullable(Type.String()),
  factorVersionId: Nullable(Type.Integer()),
  factorVersion: Nullable(Type.Integer()),
  factorName: Nullable(Type.String()),
  perUnit: Type.Number(),
  perUnitCode: Type.String(),
  gas: Nullable(Gas),
  dataType: Type.Enum(['primary', 'secondary']),
  quality: Nullable(Quality),
  shared: Type.Boolean(),
  emission: Type.Number(),
  share: Type.Number(),
  excluded: Type.Boolean(),
  dqr: Nullable(Type.Number()),
  gsd: Type.Number(),
});
const Snapshot = Type.Object({
  ...Summary.properties,
  projectName: Type.String(),
  productModel: Type.String(),
  companyName: Type.String(),
  settings: Settings,
  ratedPowerWp: Nullable(Type.Number()),
  areaM2: Nullable(Type.Number()),
  allocationShare: Type.Number(),
  byStage: Type.Array(Breakdown),
  byCategory: Type.Array(Breakdown),
  lines: Type.Array(Line),
  cutOff: Nullable(Type.Object({ lineIds: Type.Array(Type.Integer()), share: Type.Number() })),
  dqrRating: Nullable(Type.Enum(['excellent', 'very_good', 'good', 'fair', 'poor'])),
  dqrCoverage: Type.Number(),
  primaryDataShare: Type.Number(),
  uncertainty: Nullable(
    Type.Object({
      iterations: Type.Integer(),
      seed: Type.Integer(),
      mean: Type.Number(),
      sd: Type.Number(),
      p2_5: Type.Number(),
      p97_5: Type.Number(),
    }),
  ),
  gwpUsed: Type.Array(Type.Object({ gas: Gas, value: Type.Number() })),
});
const Side = Nullable(
  Type.Object({ quantity: Type.Number(), unitCode: Type.String(), emission: Type.Number(), factorVersionId: Nullable(Type.Integer()) }),
);
const Comparison = Type.Object({
  a: Summary,
  b: Summary,
  byStage: Type.Array(Type.Object({ stage: Stage, a: Type.Number(), b: Type.Number(), difference: Type.Number() })),
  lines: Type.Array(
    Type.Object({ lineId: Type.Integer(), stage: Stage, description: Type.String(), a: Side, b: Side, difference: Type.Number() }),
  ),
  settingsChanged: Type.Array(Type.String()),
});
const ProjectQuery = Type.Object({ projectId: Id });

const tags = ['business: footprint'];

export interface FootprintRoutesOptions extends AreaContext {
  /** The same /system/access rules the generic object API is given. */
  accessPolicy?: AccessPolicy;
}

export const footprintRoutes: FastifyPluginAsync<FootprintRoutesOptions> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;
  const P = FOOTPRINT_PERMISSIONS;
  const objects: ObjectService = { db, registry: ctx.objectRegistry, policy: ctx.accessPolicy ?? NO_EXTRA_RULES, now: () => clock.now() };

  const jobs = new FootprintJobRunner({ db, clock, log: instance.log });
  // a job running when its process stopped would never end: PGlite's database belongs to this
  // process alone, so each such job is over; on PostgreSQL only the stale ones
  await failStaleJobs(db, clock.now(), { all: ctx.database.kind === 'pglite' });
  // a job under way stops at its next step (failed, nothing saved) before the database closes
  instance.addHook('onClose', () => jobs.close());

  app.post(
    '/rest/footprint/getObjDataByPage',
    { config: { permission: P.list }, schema: { tags, body: PageBody, response: { 200: PageReply } } },
    async (request) => {
      const session = sessionOf(request);
      const view = await openObject(objects, { session, language: request.language }, request.body.objName, 'list');
      if (view.def.name !== FOOTPRINT_RESULT_OBJECT) throw badInput('footprintResultListOnly', { name: shown(request.body.objName) });
      return ok(request, await findPage(objects, reviewerScoped(view, session), request.body));
    },
  );

  app.get(
    '/rest/footprint/settings',
    { config: { permission: P.list }, schema: { tags, querystring: ProjectQuery, response: { 200: Envelope(SettingsReply) } } },
    async (request) => ok(request, await readStudySettings(db, sessionOf(request), request.query.projectId)),
  );

  app.post(
    '/rest/footprint/settings/save',
    {
      config: { permission: P.entry },
      schema: { tags, body: Type.Object({ projectId: Id, settings: SettingsInput }), response: { 200: Envelope(SettingsReply) } },
    },
    async (request) => ok(request, await saveStudySettings(db, sessionOf(request), request.body, request.language, clock.now()), 'saved'),
  );

  app.post(
    '/rest/footprint/compute',
    {
      config: { permission: P.compute },
      schema: { tags, body: Type.Object({ projectId: Id }), response: { 200: Envelope(Type.Object({ jobId: Type.Integer() })) } },
    },
    async (request) =>
      ok(request, { jobId: await jobs.start(sessionOf(request), request.body.projectId, request.language) }, 'footprintComputeStarted'),
  );

  app.get(
    '/rest/footprint/job',
    { config: { permission: P.compute }, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(Job) } } },
    async (request) => ok(request, await footprintJob(db, sessionOf(request), request.query.id, request.language, clock.now())),
  );

  app.get(
    '/rest/footprint/snapshots',
    {
      config: { permission: P.result },
      schema: {
        tags,
        querystring: ProjectQuery,
        response: {
          200: Envelope(
            Type.Object({ projectId: Type.Integer(), projectName: Type.String(), projectStatus: Status, snapshots: Type.Array(Summary) }),
          ),
        },
      },
    },
    async (request) => ok(request, await snapshotList(db, sessionOf(request), request.query.projectId)),
  );

  app.get(
    '/rest/footprint/snapshot',
    { config: { permission: P.result }, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(Snapshot) } } },
    async (request) => ok(request, await snapshotDetail(db, sessionOf(request), request.query.id, request.language)),
  );

  app.get(
    '/rest/footprint/compare',
    {
      config: { permission: P.result },
      schema: { tags, querystring: Type.Object({ a: Id, b: Id }), response: { 200: Envelope(Comparison) } },
    },
    async (request) => ok(request, await compareSnapshots(db, sessionOf(request), request.query.a, request.query.b)),
  );
};
