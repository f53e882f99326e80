/** The message board (/messageBoard): users write to the platform administrators, who answer. */
import { API } from '../contracts';
import type { BoardMessage, BoardThread, ReadThreadRequest, SendMessageRequest } from '../contracts';
import { get, postJson } from './request';

export const messageApi = {
  /** The caller's own threads; every thread for an administrator. */
  threads: () => get<BoardThread[]>(API.messageThreads),
  thread: (id: number) => get<BoardThread>(API.messageThread, { id }),
  send: (body: SendMessageRequest) => postJson<BoardMessage>(API.messageSend, body),
  read: (threadId: number) => postJson<null>(API.messageRead, { threadId } satisfies ReadThreadRequest),
};
