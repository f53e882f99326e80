/** /chat/*: the message board behind the top-bar badge 留言板. */
import type { FastifyPluginAsync } from 'fastify';
import { messageEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../areaContext';
import { done, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { sessionOf } from '../auth/guard';
import { getThread, listThreads, markRead, sendMessage, unreadCount } from './service';

export const messageRoutes: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  route(app, messageEndpoints.count, async (request) => ok(request, await unreadCount(db, sessionOf(request))));

  route(app, messageEndpoints.threads, async (request) =>
    ok(request, await listThreads(db, sessionOf(request), request.query, request.language)),
  );

  route(app, messageEndpoints.thread, async (request) =>
    ok(request, await getThread(db, sessionOf(request), request.query.id, request.language)),
  );

  route(app, messageEndpoints.send, async (request) => {
    const session = sessionOf(request);
    const threadId = await sendMessage(db, session, request.body, clock.now());
    return ok(request, await getThread(db, session, threadId, request.language), 'saved');
  });

  route(app, messageEndpoints.read, async (request) => {
    await markRead(db, sessionOf(request), request.body.threadId, clock.now());
    return done(request);
  });
};
