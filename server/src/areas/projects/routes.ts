/**
 * Accounting projects (contracts/projects.ts): create, update and assign (platform administrators,
 * business:project:add/edit/assign), one lifecycle route taking the action
 * (business:project:transition; lifecycle.ts says who may take which), the status history
 * (business:project:list) and the assignment form's choices (business:distribution:list).
 * The list is the generic object API on pcf_project; /rest/project/getObjDataByPage is the same list
 * (same body, answer and rules) that also reaches verification and review staff, who belong to no
 * company: for them the company scope becomes "the projects I review" (reviewList.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { NO_EXTRA_RULES, type AccessPolicy } from '../metadata/access';
import { badInput, shown } from '../metadata/errors';
import { PageBody, PageReply } from '../metadata/schemas';
import { findPage, openObject, type ObjectService } from '../metadata/service';
import { PROJECT_OBJECT, reviewerScoped } from './reviewList';
import type { SubmitCheck } from './submitCheck';
import { Envelope, Nullable, ok } from '../../http/envelope';
import { sessionOf } from '../auth/guard';
import {
  PROJECT_CODE_MAX,
  PROJECT_MODEL_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NOTE_MAX,
  accountantOptions,
  assignProject,
  createProject,
  projectFormOptions,
  projectHistory,
  transitionProject,
  updateProject,
} from './service';

export const PROJECT_LIST = 'business:project:list';
export const PROJECT_ADD = 'business:project:add';
export const PROJECT_EDIT = 'business:project:edit';
export const PROJECT_ASSIGN = 'business:project:assign';
export const PROJECT_TRANSITION = 'business:project:transition';
export const DISTRIBUTION_LIST = 'business:distribution:list';

const Id = Type.Integer({ minimum: 1 });
// written out (a union mapped from the lifecycle's arrays loses its literal types); lifecycle.test.ts
// checks these schemas accept exactly the lifecycle's statuses and actions
export const Status = Type.Union([
  Type.Literal('assigned'),
  Type.Literal('collecting'),
  Type.Literal('submitted'),
  Type.Literal('in_review'),
  Type.Literal('returned'),
  Type.Literal('approved'),
  Type.Literal('computed'),
  Type.Literal('reported'),
  Type.Literal('published'),
]);
export const Action = Type.Union([
  Type.Literal('start'),
  Type.Literal('submit'),
  Type.Literal('take'),
  Type.Literal('return'),
  Type.Literal('approve'),
  Type.Literal('compute'),
  Type.Literal('report'),
  Type.Literal('publish'),
]);
// lengths are checked again after trimming (bilingual messages); these only bound the request
const Details = {
  code: Type.String({ maxLength: PROJECT_CODE_MAX * 2 }),
  name: Type.String({ maxLength: PROJECT_NAME_MAX * 2 }),
  productModel: Type.String({ maxLength: PROJECT_MODEL_MAX * 2 }),
  technology: Type.String({ maxLength: 50 }),
  ratedPowerWp: Type.Number(),
  areaM2: Type.Number(),
  massKg: Type.Number(),
  standard: Type.Union([
    Type.Literal('iso_14067'),
    Type.Literal('pas_2050'),
    Type.Literal('eu_pef'),
    Type.Literal('fr_ecs'),
    Type.Literal('t_gdcpa_013'),
  ]),
  boundary: Type.Union([Type.Literal('cradle_to_gate'), Type.Literal('cradle_to_grave')]),
  declaredUnitId: Id,
  periodStart: Type.String({ maxLength: 10 }),
  periodEnd: Type.String({ maxLength: 10 }),
  gwpSet: Type.Union([Type.Literal('AR6'), Type.Literal('AR5')]),
};
const Note = Type.Optional(Type.String({ maxLength: PROJECT_NOTE_MAX * 2 }));
const SaveReply = Envelope(Type.Object({ id: Type.Integer(), status: Status }));
const Option = Type.Object({ id: Type.Integer(), name: Type.String() });
const HistoryEntry = Type.Object({
  id: Type.Integer(),
  fromStatus: Nullable(Status),
  toStatus: Status,
  action: Type.Union([Action, Type.Literal('create'), Type.Literal('reassign')]),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  note: Nullable(Type.String()),
  at: Type.String(),
});

export interface ProjectRoutesOptions extends AreaContext {
  /** The same /system/access rules the generic object API is given. */
  accessPolicy?: AccessPolicy;
  /** The inventory's completeness, asked before a submit (submitCheck.ts). */
  submitCheck: SubmitCheck;
}

export const projectRoutes: FastifyPluginAsync<ProjectRoutesOptions> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;
  const tags = ['business: projects'];
  const objects: ObjectService = { db, registry: ctx.objectRegistry, policy: ctx.accessPolicy ?? NO_EXTRA_RULES, now: () => clock.now() };

  app.post(
    '/rest/project/getObjDataByPage',
    { config: { permission: PROJECT_LIST }, schema: { tags, body: PageBody, response: { 200: PageReply } } },
    async (request) => {
      const session = sessionOf(request);
      const view = await openObject(objects, { session, language: request.language }, request.body.objName, 'list');
      if (view.def.name !== PROJECT_OBJECT) throw badInput('projectListOnly', { name: shown(request.body.objName) });
      return ok(request, await findPage(objects, reviewerScoped(view, session), request.body));
    },
  );

  app.post(
    '/rest/project/create',
    {
      config: { permission: PROJECT_ADD },
      schema: { tags, body: Type.Object({ ...Details, companyId: Id, accountantId: Id, reviewerId: Id }), response: { 200: SaveReply } },
    },
    async (request) => ok(request, await createProject(db, sessionOf(request), request.body, clock.now()), 'added'),
  );

  app.post(
    '/rest/project/update',
    { config: { permission: PROJECT_EDIT }, schema: { tags, body: Type.Object({ ...Details, id: Id }), response: { 200: SaveReply } } },
    async (request) => ok(request, await updateProject(db, sessionOf(request), request.body, clock.now()), 'saved'),
  );

  app.post(
    '/rest/project/assign',
    {
      config: { permission: PROJECT_ASSIGN },
      schema: { tags, body: Type.Object({ id: Id, accountantId: Id, reviewerId: Id, note: Note }), response: { 200: SaveReply } },
    },
    async (request) => ok(request, await assignProject(db, sessionOf(request), request.body, clock.now()), 'projectAssigned'),
  );

  app.post(
    '/rest/project/transition',
    {
      config: { permission: PROJECT_TRANSITION },
      schema: { tags, body: Type.Object({ id: Id, action: Action, note: Note }), response: { 200: SaveReply } },
    },
    async (request) =>
      ok(request, await transitionProject(db, sessionOf(request), request.body, clock.now(), request.language, ctx.submitCheck)),
  );

  app.get(
    '/rest/project/history',
    {
      config: { permission: PROJECT_LIST },
      schema: {
        tags,
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope(Type.Object({ status: Status, allowedActions: Type.Array(Action), entries: Type.Array(HistoryEntry) })) },
      },
    },
    async (request) => ok(request, await projectHistory(db, sessionOf(request), request.query.id)),
  );

  app.get(
    '/rest/project/options',
    {
      config: { permission: DISTRIBUTION_LIST },
      schema: {
        tags,
        response: {
          200: Envelope(Type.Object({ companies: Type.Array(Option), reviewers: Type.Array(Option), declaredUnits: Type.Array(Option) })),
        },
      },
    },
    async (request) => ok(request, await projectFormOptions(db, request.language)),
  );

  app.get(
    '/rest/project/accountants',
    {
      config: { permission: DISTRIBUTION_LIST },
      schema: { tags, querystring: Type.Object({ companyId: Id }), response: { 200: Envelope(Type.Array(Option)) } },
    },
    async (request) => ok(request, await accountantOptions(db, sessionOf(request), request.query.companyId)),
  );
};
