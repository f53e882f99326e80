/**
 * The built front end: STATIC_ROOT/shell/dist at / and each remote's dist at /mf/<dir>/.
 * Files are read from disk per request, so a rebuilt remote is served without a restart, and a
 * missing dist folder only makes its files 404 (the shell shows the remote's load error).
 */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/swagger';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { REMOTES } from '@pcf/shared/contracts';
import { notFound } from '../../http/errors';
import { cacheControlFor } from './cachePolicy';

const REMOTE_DIRS: ReadonlySet<string> = new Set(Object.values(REMOTES).map((r) => r.dir));

/** Relative file path from the URL; refuses anything that could leave the folder. */
function safeRelativePath(wildcard: string): string | null {
  const decoded = wildcard.split('/').filter((part) => part !== '');
  if (decoded.some((part) => part === '..' || part === '.' || part.includes('\\') || part.includes('\0'))) return null;
  return decoded.join('/');
}

export const staticRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const shellRoot = path.join(ctx.config.staticRoot, 'shell', 'dist');

  await app.register(fastifyStatic, {
    root: shellRoot,
    serve: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  function send(reply: FastifyReply, root: string, relative: string | null) {
    if (relative === null || relative === '') throw notFound();
    return reply.sendFile(relative, root);
  }

  app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) => send(reply, shellRoot, 'index.html'));

  app.get(
    '/mf/:remote/*',
    {
      config: { public: true, crossOriginFile: true },
      schema: { hide: true, params: Type.Object({ remote: Type.String(), '*': Type.String() }) },
    },
    (request, reply) => {
      const { remote } = request.params;
      if (!REMOTE_DIRS.has(remote)) throw notFound();
      return send(reply, path.join(ctx.config.staticRoot, remote, 'dist'), safeRelativePath(request.params['*']));
    },
  );

  app.get('/*', { config: { public: true }, schema: { hide: true, params: Type.Object({ '*': Type.String() }) } }, (request, reply) =>
    send(reply, shellRoot, safeRelativePath(request.params['*'])),
  );
};
