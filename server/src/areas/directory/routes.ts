/**
 * /sky/*: the directory tree of /businessAccounting/directory. Reading needs
 * business:directory:list, every change business:directory:edit (administrators).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { refused } from '../../http/errors';
import { PERMISSION_DIRECTORY_EDIT } from '../../contractValues';
import { addNode, deleteNode, loadTree, moveNode, nodesOfLevel, renameNode } from './service';

export const DIRECTORY_READ = 'business:directory:list';
export const DIRECTORY_EDIT = PERMISSION_DIRECTORY_EDIT;

function treeNodeSchema<T extends TSchema>(children: T) {
  return Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    pid: Type.Integer(),
    level: Type.Integer(),
    children: Type.Optional(Type.Array(children)),
  });
}
/** Four levels, as deep as the tree may grow. */
const TreeNodeSchema = treeNodeSchema(treeNodeSchema(treeNodeSchema(treeNodeSchema(Type.Object({})))));

const Id = Type.Integer({ minimum: 1 });
const ParentId = Type.Integer({ minimum: 0 });

export const directoryRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.get(
    '/sky/getTreeMenu',
    { config: { permission: DIRECTORY_READ }, schema: { tags: ['directory'], response: { 200: Envelope(Type.Array(TreeNodeSchema)) } } },
    async (request) => ok(request, await loadTree(db)),
  );

  app.get(
    '/sky/getTreeMenuByLevel',
    {
      config: { permission: DIRECTORY_READ },
      schema: {
        tags: ['directory'],
        querystring: Type.Object({ level: Type.Integer() }),
        response: { 200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), pid: Type.Integer() }))) },
      },
    },
    async (request) => {
      const { level } = request.query;
      if (level < 1 || level > 3) throw refused('treeLevelInvalid');
      return ok(request, await nodesOfLevel(db, level));
    },
  );

  app.post(
    '/sky/addTreeMenu',
    {
      config: { permission: DIRECTORY_EDIT },
      schema: {
        tags: ['directory'],
        body: Type.Object({
          name: Type.String({ maxLength: 200 }),
          pid: Type.Optional(Nullable(ParentId)),
          parentId: Type.Optional(Nullable(ParentId)),
          sort: Type.Optional(Type.Integer()),
          status: Type.Optional(Type.Integer()),
        }),
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => {
      const { name, pid, parentId, sort, status } = request.body;
      const id = await addNode(db, { name, pid: pid ?? parentId ?? 0, sort: sort ?? 1, status: status ?? 0 }, clock.now());
      return ok(request, { id }, 'added');
    },
  );

  app.post(
    '/sky/editTreeMenu',
    {
      config: { permission: DIRECTORY_EDIT },
      schema: {
        tags: ['directory'],
        body: Type.Object({
          id: Id,
          name: Type.String({ maxLength: 200 }),
          pid: Type.Optional(Nullable(ParentId)),
          parentId: Type.Optional(Nullable(ParentId)),
        }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      await renameNode(db, request.body.id, request.body.name, clock.now());
      return done(request, 'edited');
    },
  );

  const deleted = async (request: FastifyRequest, id: number) => {
    await deleteNode(db, id);
    return done(request, 'deleted');
  };
  const byQuery = { tags: ['directory'], querystring: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } };
  app.get('/sky/delTreeMenu', { config: { permission: DIRECTORY_EDIT }, schema: byQuery }, (request) => deleted(request, request.query.id));
  app.delete('/sky/delTreeMenu', { config: { permission: DIRECTORY_EDIT }, schema: byQuery }, (request) =>
    deleted(request, request.query.id),
  );
  app.post(
    '/sky/delTreeMenu',
    {
      config: { permission: DIRECTORY_EDIT },
      schema: { tags: ['directory'], body: Type.Object({ id: Id }), response: { 200: EnvelopeWithout } },
    },
    (request) => deleted(request, request.body.id),
  );

  app.post(
    '/sky/changeTreeNode',
    {
      config: { permission: DIRECTORY_EDIT },
      schema: {
        tags: ['directory'],
        body: Type.Object({ id: Id, pid: ParentId }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      await moveNode(db, request.body.id, request.body.pid, clock.now());
      return done(request, 'moved');
    },
  );
};
