/**
 * /sky/*: the directory tree of /businessAccounting/directory. Reading needs
 * business:directory:list, every change business:directory:edit (administrators).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { directoryEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { route } from '../../http/route';
import { addNode, deleteNode, loadTree, moveNode, nodesOfLevel, renameNode } from './service';

export const directoryRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, directoryEndpoints.tree, async (request) => ok(request, await loadTree(db, request.language)));

  route(app, directoryEndpoints.level, async (request) => {
    const { level } = request.query;
    if (level < 1 || level > 3) throw refused('treeLevelInvalid');
    return ok(request, await nodesOfLevel(db, level, request.language));
  });

  route(app, directoryEndpoints.add, async (request) => {
    const { name, nameEn, pid, parentId, sort, status } = request.body;
    const id = await addNode(db, { name, nameEn, pid: pid ?? parentId ?? 0, sort: sort ?? 1, status: status ?? 0 }, clock.now());
    return ok(request, { id }, 'added');
  });

  route(app, directoryEndpoints.edit, async (request) => {
    await renameNode(db, request.body.id, request.body.name, request.body.nameEn, clock.now());
    return done(request, 'edited');
  });

  const deleted = async (request: FastifyRequest, id: number) => {
    await deleteNode(db, id);
    return done(request, 'deleted');
  };
  route(app, directoryEndpoints.deleteByGet, (request) => deleted(request, request.query.id));
  route(app, directoryEndpoints.deleteByDelete, (request) => deleted(request, request.query.id));
  route(app, directoryEndpoints.delete, (request) => deleted(request, request.body.id));

  route(app, directoryEndpoints.move, async (request) => {
    await moveNode(db, request.body.id, request.body.pid, clock.now());
    return done(request, 'moved');
  });
};
