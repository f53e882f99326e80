/** The message board (/messageBoard): users write to the platform administrators, who answer. */
import { API } from '../contracts';
import type { BoardThread, BoardThreadPage, ReadThreadRequest, SendMessageRequest } from '../contracts';
import { get, postJson } from './request';

export const messageApi = {
  /** A page of the caller's own threads; of every thread for an administrator. */
  threads: (pageNum: number, pageSize: number) => get<BoardThreadPage>(API.messageThreads, { pageNum, pageSize }),
  thread: (id: number) => get<BoardThread>(API.messageThread, { id }),
  /** Answers the whole thread, so a new thread can open at once. */
  send: (body: SendMessageRequest) => postJson<BoardThread>(API.messageSend, body),
  read: (threadId: number) => postJson<null>(API.messageRead, { threadId } satisfies ReadThreadRequest),
};
