/** /chat/*: the message board behind the top-bar badge 留言板. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../areaContext';
import { Envelope, EnvelopeWithout, Nullable, done, ok } from '../../http/envelope';
import { SIGNED_IN } from '../../http/routeConfig';
import { sessionOf } from '../auth/guard';
import {
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  THREADS_PAGE_SIZE_MAX,
  getThread,
  listThreads,
  markRead,
  sendMessage,
  unreadCount,
} from './service';

const BoardMessageSchema = Type.Object({
  id: Type.Integer(),
  threadId: Type.Integer(),
  senderId: Type.Integer(),
  senderName: Type.String(),
  companyName: Nullable(Type.String()),
  fromAdmin: Type.Boolean(),
  body: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
});

const BoardThreadSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  companyName: Nullable(Type.String()),
  updatedAt: Type.String(),
  unread: Type.Integer(),
  messages: Type.Array(BoardMessageSchema),
});

export const messageRoutes: FastifyPluginAsync<AreaContext> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = ctx;

  app.get(
    '/chat/messageNotificationSenderCount',
    { config: { permission: SIGNED_IN }, schema: { tags: ['messages'], response: { 200: Envelope(Type.Integer()) } } },
    async (request) => ok(request, await unreadCount(db, sessionOf(request))),
  );

  app.get(
    '/chat/threads',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['messages'],
        querystring: Type.Object({
          pageNum: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: THREADS_PAGE_SIZE_MAX, default: 10 }),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(BoardThreadSchema), total: Type.Integer() })) },
      },
    },
    async (request) => ok(request, await listThreads(db, sessionOf(request), request.query, request.language)),
  );

  app.get(
    '/chat/thread',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['messages'],
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Envelope(BoardThreadSchema) },
      },
    },
    async (request) => ok(request, await getThread(db, sessionOf(request), request.query.id, request.language)),
  );

  app.post(
    '/chat/send',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['messages'],
        body: Type.Object({
          threadId: Type.Optional(Type.Integer({ minimum: 1 })),
          subject: Type.Optional(Type.String({ maxLength: SUBJECT_MAX_LENGTH * 2 })),
          body: Type.String({ maxLength: MESSAGE_MAX_LENGTH * 2 }),
        }),
        response: { 200: Envelope(BoardThreadSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const threadId = await sendMessage(db, session, request.body, clock.now());
      return ok(request, await getThread(db, session, threadId, request.language), 'saved');
    },
  );

  app.post(
    '/chat/read',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['messages'],
        body: Type.Object({ threadId: Type.Integer({ minimum: 1 }) }),
        response: { 200: EnvelopeWithout },
      },
    },
    async (request) => {
      await markRead(db, sessionOf(request), request.body.threadId, clock.now());
      return done(request);
    },
  );
};
