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
import { projectEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { NO_EXTRA_RULES, type AccessPolicy } from '../metadata/access';
import { badInput, shown } from '../metadata/errors';
import { findPage, openObject, type ObjectService } from '../metadata/service';
import { PROJECT_OBJECT, reviewerScoped } from './reviewList';
import type { SubmitCheck } from './submitCheck';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import {
  accountantOptions,
  assignProject,
  createProject,
  projectFormOptions,
  projectHistory,
  transitionProject,
  updateProject,
} from './service';

export interface ProjectRoutesOptions extends AreaContext {
  /** The same /system/access rules the generic object API is given. */
  accessPolicy?: AccessPolicy;
  /** The inventory's completeness, asked before a submit (submitCheck.ts). */
  submitCheck: SubmitCheck;
}

export const projectRoutes: FastifyPluginAsync<ProjectRoutesOptions> = async (app, ctx) => {
  const { db, clock } = ctx;
  const objects: ObjectService = { db, registry: ctx.objectRegistry, policy: ctx.accessPolicy ?? NO_EXTRA_RULES, now: () => clock.now() };

  route(app, projectEndpoints.page, async (request) => {
    const session = sessionOf(request);
    const view = await openObject(objects, { session, language: request.language }, request.body.objName, 'list');
    if (view.def.name !== PROJECT_OBJECT) throw badInput('projectListOnly', { name: shown(request.body.objName) });
    return ok(request, await findPage(objects, reviewerScoped(view, session), request.body));
  });

  route(app, projectEndpoints.create, async (request) =>
    ok(request, await createProject(db, sessionOf(request), request.body, clock.now()), 'added'),
  );

  route(app, projectEndpoints.update, async (request) =>
    ok(request, await updateProject(db, sessionOf(request), request.body, clock.now()), 'saved'),
  );

  route(app, projectEndpoints.assign, async (request) =>
    ok(request, await assignProject(db, sessionOf(request), request.body, clock.now()), 'projectAssigned'),
  );

  route(app, projectEndpoints.transition, async (request) =>
    ok(request, await transitionProject(db, sessionOf(request), request.body, clock.now(), request.language, ctx.submitCheck)),
  );

  route(app, projectEndpoints.history, async (request) => ok(request, await projectHistory(db, sessionOf(request), request.query.id)));

  route(app, projectEndpoints.options, async (request) => ok(request, await projectFormOptions(db, request.language)));

  route(app, projectEndpoints.accountants, async (request) =>
    ok(request, await accountantOptions(db, sessionOf(request), request.query.companyId)),
  );
};
