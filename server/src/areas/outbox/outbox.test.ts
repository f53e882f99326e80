import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { OutboxPage } from '@pcf/shared/contracts';
import {
  APP_START_TIMEOUT_MS,
  createTestApp,
  databaseKinds,
  describeEachDatabase,
  json,
  login,
  PASSWORDS,
  type TestContext,
} from '../../testing/testApp';
import { createRole, createUser, menusGranting } from '../../testing/accounts';
import { mailOutbox } from '../../schema';
import { MINUTE_MS } from '../../clock';

const PASSWORD = 'Outbox@123456';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server on the loopback interface: what nodemailer delivers to SMTP_URL lands here. */
async function startSmtpServer(
  refuse: (recipient: string) => boolean,
): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) callback(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text part of a single-part message, whichever transfer encoding nodemailer chose. */
function decodedText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

for (const kind of databaseKinds()) {
  describe(`recovery links through SMTP_URL [${kind}]`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let c: TestContext;

    beforeAll(async () => {
      smtp = await startSmtpServer((recipient) => recipient.startsWith('bounce'));
      c = await createTestApp(kind, {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PCF <no-reply@pcf.example.com>',
        PUBLIC_URL: 'https://pcf.example.com/',
      });
    }, APP_START_TIMEOUT_MS);
    afterAll(async () => {
      await c?.close();
      await smtp?.close();
    });

    it('mails the link from MAIL_FROM; the outbox row says sent and keeps no live link; the mailed link works', async () => {
      const userId = await createUser(c.database.db, { account: 'smtp_user', password: PASSWORD, email: 'smtp.user@example.com' });
      const answer = await c.app.inject({
        method: 'POST',
        url: '/rest/forgotPassword',
        payload: { account: 'smtp_user', email: 'smtp.user@example.com' },
      });
      expect(json(answer).code).toBe(200);
      await c.app.outbox.idle();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe('no-reply@pcf.example.com');
      expect(mail.to).toEqual(['smtp.user@example.com']);
      const text = decodedText(mail.raw);
      const token = /https:\/\/pcf\.example\.com\/#\/ForgotPassword\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      expect(token).toBeDefined();

      const [row] = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'smtp.user@example.com'));
      expect(row).toMatchObject({ channel: 'email', delivery: 'sent', error: null, account: 'smtp_user' });
      expect(row.sentAt).not.toBeNull();
      expect(row.body).not.toContain(token as string);
      expect(row.body).toContain('链接已通过邮件发给收件人');

      const reset = await c.app.inject({ method: 'POST', url: '/rest/resetPassword', payload: { token, password: 'Mailed@654321' } });
      expect(json(reset).code).toBe(200);
      await login(c.app, 'smtp_user', 'Mailed@654321');
      expect(userId).toBeGreaterThan(0);
    });

    it('records a refusal of the SMTP server on the row and keeps the link there for an administrator', async () => {
      await createUser(c.database.db, { account: 'smtp_bounce', password: PASSWORD, email: 'bounce@example.com' });
      expect(
        json(
          await c.app.inject({
            method: 'POST',
            url: '/rest/forgotPassword',
            payload: { account: 'smtp_bounce', email: 'bounce@example.com' },
          }),
        ).code,
      ).toBe(200);
      await c.app.outbox.idle();
      const [row] = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'bounce@example.com'));
      expect(row.delivery).toBe('failed');
      expect(row.error).toContain('550');
      expect(row.body).toMatch(/https:\/\/pcf\.example\.com\/#\/ForgotPassword\?token=[A-Za-z0-9_-]{43}/);
    });

    it('keeps a phone number’s link in the outbox even with SMTP configured (there is no SMS gateway)', async () => {
      await createUser(c.database.db, { account: 'smtp_phone', password: PASSWORD, phone: '13811112222' });
      const before = smtp.received.length;
      await c.app.inject({ method: 'POST', url: '/rest/forgotPassword', payload: { account: 'smtp_phone', phone: '13811112222' } });
      await c.app.outbox.idle();
      expect(smtp.received).toHaveLength(before);
      const [row] = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, '13811112222'));
      expect(row).toMatchObject({ channel: 'phone', delivery: 'kept' });
    });

    it('sends nothing for an account that does not match, and answers it the same', async () => {
      const before = smtp.received.length;
      const unknown = await c.app.inject({
        method: 'POST',
        url: '/rest/forgotPassword',
        payload: { account: 'smtp_nobody', email: 'smtp.user@example.com' },
      });
      const wrong = await c.app.inject({
        method: 'POST',
        url: '/rest/forgotPassword',
        payload: { account: 'smtp_user', email: 'other@example.com' },
      });
      const right = await c.app.inject({
        method: 'POST',
        url: '/rest/forgotPassword',
        payload: { account: 'smtp_user', email: 'smtp.user@example.com' },
      });
      expect(unknown.body).toBe(right.body);
      expect(wrong.body).toBe(right.body);
      await c.app.outbox.idle();
      expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['smtp.user@example.com']]);
    });
  });
}

describeEachDatabase('GET /system/outbox/list', (ctx) => {
  const list = (token: string, query: Record<string, string> = {}, language = 'en-US') =>
    ctx().app.inject({ method: 'GET', url: '/system/outbox/list', query, headers: { authorization: token, 'accept-language': language } });

  let admin = '';

  beforeAll(async () => {
    const c = ctx();
    for (let i = 1; i <= 12; i += 1) {
      await createUser(c.database.db, {
        account: `outbox_${i}`,
        password: PASSWORD,
        email: `outbox.${i}@example.com`,
        phone: `1390000${String(i).padStart(4, '0')}`,
      });
      const body =
        i % 3 === 0
          ? { account: `outbox_${i}`, phone: `1390000${String(i).padStart(4, '0')}` }
          : { account: `outbox_${i}`, email: `outbox.${i}@example.com` };
      await c.app.inject({ method: 'POST', url: '/rest/forgotPassword', payload: body });
      c.clock.advance(MINUTE_MS);
    }
    admin = await login(c.app, 'admin', PASSWORDS.admin);
  });

  it('shows platform administrators the messages, newest first, paged, with the link of a kept message, and no caching', async () => {
    const response = await list(admin, { pageSize: '5' });
    expect(response.headers['cache-control']).toBe('no-store');
    const page = json<OutboxPage>(response);
    expect(page.code).toBe(200);
    expect(page.data.total).toBe(12);
    expect(page.data.rows.map((r) => r.account)).toEqual(['outbox_12', 'outbox_11', 'outbox_10', 'outbox_9', 'outbox_8']);
    expect(page.data.rows[0]).toMatchObject({
      channel: 'phone',
      recipient: '13900000012',
      delivery: 'kept',
      sentAt: null,
      error: null,
      subject: '重置密码 / Reset your password',
    });
    expect(page.data.rows[0].body).toMatch(/\/#\/ForgotPassword\?token=[A-Za-z0-9_-]{43}/);
    const third = json<OutboxPage>(await list(admin, { pageSize: '5', pageNum: '3' }));
    expect(third.data.rows.map((r) => r.account)).toEqual(['outbox_2', 'outbox_1']);
  });

  it('filters by part of the recipient or account, and by delivery', async () => {
    expect(json<OutboxPage>(await list(admin, { recipient: 'OUTBOX.1' })).data.rows.map((r) => r.recipient)).toEqual([
      'outbox.11@example.com',
      'outbox.10@example.com',
      'outbox.1@example.com',
    ]);
    expect(json<OutboxPage>(await list(admin, { recipient: 'outbox_12' })).data.total).toBe(1);
    expect(json<OutboxPage>(await list(admin, { recipient: '%' })).data.total).toBe(0);
    expect(json<OutboxPage>(await list(admin, { delivery: 'kept' })).data.total).toBe(12);
    expect(json<OutboxPage>(await list(admin, { delivery: 'sent' })).data.total).toBe(0);
  });

  it('refuses an enterprise user and a reviewer with 403', async () => {
    for (const [account, password] of [
      ['demo', PASSWORDS.demo],
      ['reviewer', PASSWORDS.reviewer],
    ] as const) {
      const response = await list(await login(ctx().app, account, password), {}, 'zh-CN');
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
  });

  it('refuses a user whose role was granted system:outbox:list but who is no platform administrator: a kept link opens an account', async () => {
    const c = ctx();
    const role = await createRole(
      c.database.db,
      'outbox_reader',
      (await menusGranting(c.database.db, ['system:outbox:list'])).map((m) => m.id),
    );
    await createUser(c.database.db, { account: 'outbox_reader', password: PASSWORD, userType: 'admin', roleIds: [role] });
    const token = await login(c.app, 'outbox_reader', PASSWORD);
    const info = json<{ permissions: string[] }>(
      await c.app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token } }),
    );
    expect(info.data.permissions).toContain('system:outbox:list');
    expect((await list(token)).statusCode).toBe(403);
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/system/outbox/list' })).statusCode).toBe(401);
  });
});
