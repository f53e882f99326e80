/**
 * Departments (SPEC §7): /sky/dept/tree|create|update|delete for the shared tree in department
 * mode, their form-encoded twins /rest/dept/saveDeptInfo and /rest/dept/deleteDeptInfo, and
 * /rest/systemInfo/getDeptManager (save the organisation). system:dept:* permissions; the company
 * comes from the session (platform administrators name it).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEPT_PERMISSIONS, deptEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { done, ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { route } from '../../../http/route';
import { hasPermission, sessionOf } from '../../auth/guard';
import { createDept, deleteDept, loadDeptTree, saveOrganisation, updateDept } from './service';

export const deptRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db } = ctx;

  route(app, deptEndpoints.tree, async (request) => ok(request, await loadDeptTree(db, sessionOf(request), request.query.companyId)));

  route(app, deptEndpoints.create, async (request) => ok(request, { id: await createDept(db, sessionOf(request), request.body) }, 'added'));

  route(app, deptEndpoints.update, async (request) => {
    const { id, ...input } = request.body;
    await updateDept(db, sessionOf(request), id, input);
    return done(request, 'edited');
  });

  const remove = async (request: FastifyRequest, id: number) => {
    await deleteDept(db, sessionOf(request), id);
    return done(request, 'deleted');
  };
  route(app, deptEndpoints.delete, (request) => remove(request, request.query.id));
  route(app, deptEndpoints.deleteForm, (request) => remove(request, request.body.id));

  // with id it edits (system:dept:edit), without it adds (and needs system:dept:add too)
  route(app, deptEndpoints.save, async (request) => {
    const session = sessionOf(request);
    const { id, ...input } = request.body;
    if (id === undefined) {
      if (!hasPermission(session, DEPT_PERMISSIONS.add)) throw forbidden();
      return ok(request, { id: await createDept(db, session, input) }, 'saved');
    }
    // a department stays in its company: updateDept ignores companyId
    await updateDept(db, session, id, input);
    return ok(request, { id }, 'saved');
  });

  route(app, deptEndpoints.organisation, async (request) => {
    const body = request.body ?? {};
    const changed = body.name !== undefined || body.nameEn !== undefined;
    return ok(request, await saveOrganisation(db, sessionOf(request), body), changed ? 'saved' : 'ok');
  });
};
