/** The message board (/messageBoard): users write to the platform administrators, who answer. */
import { messageEndpoints } from '../contracts';
import type { SendMessageRequest } from '../contracts';
import { callEnvelope } from './callApi';

export const messageApi = {
  /** A page of the caller's own threads; of every thread for an administrator. */
  threads: (pageNum: number, pageSize: number) => callEnvelope(messageEndpoints.threads, { query: { pageNum, pageSize } }),
  thread: (id: number) => callEnvelope(messageEndpoints.thread, { query: { id } }),
  /** Answers the whole thread, so a new thread can open at once. */
  send: (body: SendMessageRequest) => callEnvelope(messageEndpoints.send, { body }),
  read: (threadId: number) => callEnvelope(messageEndpoints.read, { body: { threadId } }),
};
