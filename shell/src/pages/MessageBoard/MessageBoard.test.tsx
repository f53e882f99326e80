import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { setLanguage } from '@pcf/shared';
import type { BoardThread, SendMessageRequest } from '@pcf/shared';
import { envelope } from '../../testing/envelope';
import { renderShell, sessionState } from '../../testing/renderShell';
import { MessageCountProvider } from '../../messages/messageCount';
import MessageBoardPage from '.';

// a screen per test: a busy 2-core machine needs more than the preset's 20 s
jest.setTimeout(60000);

const reply = {
  id: 2,
  threadId: 10,
  senderId: 1,
  senderName: '管理员',
  companyName: null,
  fromAdmin: true,
  body: '已为您开通。',
  createdAt: '2026-03-02T09:00:00Z',
  read: false,
};
const thread: BoardThread = {
  id: 10,
  subject: '申请开通项目',
  ownerId: 7,
  ownerName: '张三',
  companyName: '示例光伏',
  updatedAt: '2026-03-02T09:00:00Z',
  unread: 1,
  messages: [
    {
      id: 1,
      threadId: 10,
      senderId: 7,
      senderName: '张三',
      companyName: '示例光伏',
      fromAdmin: false,
      body: '请开通项目。',
      createdAt: '2026-03-01T08:00:00Z',
      read: true,
    },
    reply,
  ],
};

let reads: number[] = [];
let sent: SendMessageRequest[] = [];
let countCalls = 0;

const server = setupServer(
  http.get('/chat/threads', () => envelope({ rows: [thread], total: 1 })),
  http.get('/chat/thread', () => envelope(thread)),
  http.post('/chat/read', async ({ request }) => {
    reads.push(((await request.json()) as { threadId: number }).threadId);
    return envelope(null);
  }),
  http.post('/chat/send', async ({ request }) => {
    const body = (await request.json()) as SendMessageRequest;
    sent.push(body);
    const created: BoardThread = body.threadId
      ? {
          ...thread,
          messages: [...thread.messages, { ...reply, id: 3, senderId: 7, fromAdmin: false, senderName: '张三', body: body.body }],
        }
      : {
          ...thread,
          id: 11,
          subject: body.subject ?? '',
          unread: 0,
          messages: [{ ...reply, id: 4, threadId: 11, senderId: 7, fromAdmin: false, senderName: '张三', body: body.body }],
        };
    return envelope(created);
  }),
  http.get('/chat/messageNotificationSenderCount', () => {
    countCalls += 1;
    return envelope(0);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
afterEach(() => {
  server.resetHandlers();
  reads = [];
  sent = [];
  countCalls = 0;
});
afterAll(() => server.close());

function session(admin: boolean) {
  return admin
    ? sessionState({ token: 't', userid: 1, name: '管理员', roles: ['admin'], permissions: ['*:*:*'] })
    : sessionState({ token: 't', userid: 7, name: '张三', roles: ['enterprise'], company_id: 3 });
}

function renderBoard(admin = false) {
  return renderShell(
    <MessageCountProvider>
      <MessageBoardPage />
    </MessageCountProvider>,
    { preloadedState: session(admin) },
  );
}

describe('/messageBoard', () => {
  it('opens a thread, marks its replies read and refreshes the 留言板 count', async () => {
    renderBoard();
    await userEvent.click(await screen.findByText('申请开通项目'));
    expect(await screen.findByText('已为您开通。')).toBeInTheDocument();
    expect(screen.getByText(/平台管理员/)).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([10]));
    await waitFor(() => expect(countCalls).toBe(2));
  });

  it('sends a reply in the open thread', async () => {
    renderBoard();
    await userEvent.click(await screen.findByText('申请开通项目'));
    await userEvent.type(await screen.findByRole('textbox', { name: '回复' }), '谢谢！');
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('谢谢！')).toBeInTheDocument();
    expect(sent).toEqual([{ threadId: 10, body: '谢谢！' }]);
  });

  it('lets a user write a new message to the administrators and opens the new thread', async () => {
    renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: /给管理员留言/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '主题' }), '数据填报问题');
    await userEvent.type(screen.getByRole('textbox', { name: '内容' }), '无法上传附件。');
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('无法上传附件。')).toBeInTheDocument();
    expect(sent).toEqual([{ subject: '数据填报问题', body: '无法上传附件。' }]);
  });

  it('shows administrators who wrote each thread and no new-message button', async () => {
    renderBoard(true);
    const list = await screen.findByRole('navigation', { name: '留言列表' });
    expect(await within(list).findByText(/张三 · 示例光伏/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /给管理员留言/ })).not.toBeInTheDocument();
  });
});
