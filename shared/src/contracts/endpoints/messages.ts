/** /chat/*: the message board behind the top-bar badge 留言板 (any signed-in user). */
import Type, { type Static } from 'typebox';
import { SIGNED_IN, defineEndpoint } from '../endpoint';
import { Nullable, PageNumber, RowId } from '../schemaParts';

export const BOARD_MESSAGE_MAX_LENGTH = 2000;
export const BOARD_SUBJECT_MAX_LENGTH = 100;
/** The message board's largest page of threads. */
export const BOARD_THREADS_PAGE_SIZE_MAX = 100;

export const BoardMessageSchema = Type.Object({
  id: Type.Integer(),
  threadId: Type.Integer(),
  senderId: Type.Integer(),
  senderName: Type.String(),
  companyName: Nullable(Type.String()),
  /** true when written by a platform administrator (a reply). */
  fromAdmin: Type.Boolean(),
  body: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export type BoardMessage = Static<typeof BoardMessageSchema>;

export const BoardThreadSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  companyName: Nullable(Type.String()),
  updatedAt: Type.String(),
  unread: Type.Integer(),
  messages: Type.Array(BoardMessageSchema),
});
export type BoardThread = Static<typeof BoardThreadSchema>;

/** GET /chat/threads?page&pageSize: the caller's threads, every thread for an administrator. */
export const BoardThreadPageSchema = Type.Object({ rows: Type.Array(BoardThreadSchema), total: Type.Integer() });
export type BoardThreadPage = Static<typeof BoardThreadPageSchema>;

/** POST /chat/send, JSON body: a new thread when threadId is absent (subject then required); answers the thread. */
export const SendMessageRequestSchema = Type.Object({
  threadId: Type.Optional(RowId),
  // the service checks the lengths with its own messages; these only bound the request
  subject: Type.Optional(Type.String({ maxLength: BOARD_SUBJECT_MAX_LENGTH * 2 })),
  body: Type.String({ maxLength: BOARD_MESSAGE_MAX_LENGTH * 2 }),
});
export type SendMessageRequest = Static<typeof SendMessageRequestSchema>;

/** POST /chat/read, JSON body: marks the thread's messages to the caller as read. */
export const ReadThreadRequestSchema = Type.Object({ threadId: RowId });
export type ReadThreadRequest = Static<typeof ReadThreadRequestSchema>;

const tags = ['messages'];

export const messageEndpoints = {
  /** data: the number of unread message-board messages. */
  count: defineEndpoint({ method: 'GET', url: '/chat/messageNotificationSenderCount', permission: SIGNED_IN, tags, reply: Type.Integer() }),
  threads: defineEndpoint({
    method: 'GET',
    url: '/chat/threads',
    permission: SIGNED_IN,
    tags,
    querystring: Type.Object({
      pageNum: Type.Integer({ ...PageNumber, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: BOARD_THREADS_PAGE_SIZE_MAX, default: 10 }),
    }),
    reply: BoardThreadPageSchema,
  }),
  thread: defineEndpoint({
    method: 'GET',
    url: '/chat/thread',
    permission: SIGNED_IN,
    tags,
    querystring: Type.Object({ id: RowId }),
    reply: BoardThreadSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    url: '/chat/send',
    permission: SIGNED_IN,
    tags,
    body: SendMessageRequestSchema,
    reply: BoardThreadSchema,
  }),
  read: defineEndpoint({ method: 'POST', url: '/chat/read', permission: SIGNED_IN, tags, body: ReadThreadRequestSchema, reply: 'none' }),
};
