/**
 * The board's calls as the server answers them: the thread list comes a page at a time, and a
 * sent message comes back as its whole thread (so a new thread opens at once).
 */
import { API, get, messageApi, postJson } from '@pcf/shared';
import type { BoardThread, BoardThreadPage, SendMessageRequest } from '@pcf/shared';

export const BOARD_PAGE_SIZE = 10;

export const boardApi = {
  threads: (page: number) => get<BoardThreadPage>(API.messageThreads, { page, pageSize: BOARD_PAGE_SIZE }),
  thread: messageApi.thread,
  send: (body: SendMessageRequest) => postJson<BoardThread>(API.messageSend, body),
  read: messageApi.read,
};
