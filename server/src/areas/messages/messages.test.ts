import type { BoardThread } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { hashPassword } from '../../security/passwords';
import { users } from '../../schema';

describeEachDatabase('message board', (ctx) => {
  let admin = '';
  let demo = '';
  let reviewer = '';
  let other = '';
  beforeAll(async () => {
    const c: TestContext = ctx();
    await c.database.db.insert(users).values({
      account: 'other',
      name: 'Other user',
      userType: 'enterprise',
      passwordHash: await hashPassword('Other@123456'),
    });
    admin = await login(c.app, 'admin', PASSWORDS.admin);
    demo = await login(c.app, 'demo', PASSWORDS.demo);
    reviewer = await login(c.app, 'reviewer', PASSWORDS.reviewer);
    other = await login(c.app, 'other', 'Other@123456');
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: token } });
  const count = async (token: string) => json<number>(await call(token, 'GET', '/chat/messageNotificationSenderCount')).data;
  const send = async (token: string, payload: object) => json<BoardThread>(await call(token, 'POST', '/chat/send', payload));

  let threadId = 0;

  it('starts a thread that the administrators see as unread', async () => {
    expect(await count(admin)).toBe(0);
    const sent = await send(demo, { subject: '核算口径', body: '电力排放因子用哪一年的？' });
    expect(sent.code).toBe(200);
    threadId = sent.data.id;
    expect(sent.data).toMatchObject({ subject: '核算口径', ownerName: '演示用户', companyName: 'Demo PV Technology Co., Ltd.' });
    expect(sent.data.messages).toHaveLength(1);
    expect(sent.data.messages[0]).toMatchObject({ fromAdmin: false, read: false, body: '电力排放因子用哪一年的？' });
    expect(await count(admin)).toBe(1);
    expect(await count(demo)).toBe(0);
  });

  it('counts a reply as unread for the owner until the owner reads it', async () => {
    const reply = await send(admin, { threadId, body: '请使用 2022 年全国平均值 0.5366。' });
    expect(reply.data.messages.map((m) => m.fromAdmin)).toEqual([false, true]);
    expect(await count(demo)).toBe(1);
    expect(json(await call(demo, 'POST', '/chat/read', { threadId })).code).toBe(200);
    expect(await count(demo)).toBe(0);
    // reading as the owner does not mark the owner's own message read for the administrators
    expect(await count(admin)).toBe(1);
    await call(admin, 'POST', '/chat/read', { threadId });
    expect(await count(admin)).toBe(0);
  });

  it('lists own threads for users and every thread for administrators', async () => {
    await send(reviewer, { subject: '审核流程', body: '审核意见在哪里填写？' });
    const mine = json<{ rows: BoardThread[]; total: number }>(await call(demo, 'GET', '/chat/threads?pageNum=1&pageSize=10')).data;
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({ id: threadId, messages: [] });
    const all = json<{ rows: BoardThread[]; total: number }>(await call(admin, 'GET', '/chat/threads?pageNum=1&pageSize=10')).data;
    expect(all.total).toBe(2);
    expect(all.rows[0].subject).toBe('审核流程');
    expect(all.rows[0].unread).toBe(1);
    const paged = json<{ rows: BoardThread[]; total: number }>(await call(admin, 'GET', '/chat/threads?pageNum=2&pageSize=1')).data;
    expect(paged.rows.map((r) => r.id)).toEqual([threadId]);
  });

  it("does not let a user read or write another user's thread", async () => {
    const read = await call(other, 'GET', `/chat/thread?id=${threadId}`);
    expect(read.statusCode).toBe(404);
    expect(json(read).code).toBe(404);
    const write = await call(other, 'POST', '/chat/send', { threadId, body: 'hello' });
    expect(json(write).code).toBe(404);
    expect(json(await call(other, 'POST', '/chat/read', { threadId })).code).toBe(404);
    const owner = json<BoardThread>(await call(demo, 'GET', `/chat/thread?id=${threadId}`)).data;
    expect(owner.messages).toHaveLength(2);
  });

  it('requires a subject for a new thread and 1 to 2000 characters of text', async () => {
    expect(json(await call(demo, 'POST', '/chat/send', { body: 'no subject' })).code).toBe(500);
    expect(json(await call(demo, 'POST', '/chat/send', { threadId, body: '   ' })).code).toBe(500);
    expect(json(await call(demo, 'POST', '/chat/send', { threadId, body: 'x'.repeat(2001) })).code).toBe(500);
    expect(json(await call(demo, 'POST', '/chat/send', { threadId, body: 'x'.repeat(2000) })).code).toBe(200);
  });
});
