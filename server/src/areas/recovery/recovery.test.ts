import { and, desc, eq } from 'drizzle-orm';
import { describeEachDatabase, json, login, type TestContext } from '../../testing/testApp';
import { createUser } from '../../testing/accounts';
import { mailOutbox, passwordResetTokens, sessions, sysOperLog, users } from '../../schema';
import { MINUTE_MS } from '../../clock';
import { CODE_SESSION_REVOKED } from '@pcf/shared/contracts';
import { tokenDigest } from '../auth/tokens';
import type { ForgotPasswordRequest } from '@pcf/shared/contracts';
import { MAX_LINKS_PER_WINDOW } from './links';

const PASSWORD = 'Recover@123456';
const NEW_PASSWORD = 'Renewed@654321';
const ANSWER = {
  zh: '如果账号与填写的邮箱或手机号码相符，重置密码的链接已经发出，30 分钟内有效，只能使用一次。',
  en: 'If the account matches the email or phone number given, a link to reset the password is on its way; it is valid for 30 minutes and works once.',
};
const INVALID_LINK = {
  zh: '重置链接无效、已使用或已过期，请重新申请找回密码',
  en: 'This reset link is not valid, already used or expired; please ask for a new one',
};
const LANGUAGES = { zh: 'zh-CN,zh;q=0.9', en: 'en-US' } as const;

type Language = keyof typeof LANGUAGES;

const forgot = (c: TestContext, body: ForgotPasswordRequest, language: Language = 'en') =>
  c.app.inject({ method: 'POST', url: '/rest/forgotPassword', headers: { 'accept-language': LANGUAGES[language] }, payload: body });

const reset = (c: TestContext, token: string, password: string, language: Language = 'en') =>
  c.app.inject({
    method: 'POST',
    url: '/rest/resetPassword',
    headers: { 'accept-language': LANGUAGES[language] },
    payload: { token, password },
  });

/** The token of the newest outbox message to this recipient, read from its link. */
async function linkTokenFor(c: TestContext, recipient: string): Promise<string> {
  const [row] = await c.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /\/#\/ForgotPassword\?token=([A-Za-z0-9_-]+)/.exec(row?.body ?? '');
  if (!match) throw new Error(`no link sent to ${recipient}`);
  return match[1];
}

async function outboxCount(c: TestContext): Promise<number> {
  return (await c.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
}

async function linkCount(c: TestContext): Promise<number> {
  return (await c.database.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).length;
}

describeEachDatabase('password recovery (no SMTP_URL: links are kept in the outbox)', (ctx) => {
  let userSeq = 0;
  /** A fresh active enterprise user with a registered email and phone. */
  async function recoverable(): Promise<{ account: string; email: string; phone: string; id: number }> {
    userSeq += 1;
    const account = `recover_${userSeq}`;
    const email = `Recover.${userSeq}@Example.com`;
    const phone = `1380000${String(userSeq).padStart(4, '0')}`;
    const id = await createUser(ctx().database.db, { account, password: PASSWORD, email, phone });
    return { account, email, phone, id };
  }

  describe('asking for a link', () => {
    it('answers a match, an unknown account, a wrong email, a wrong phone, a frozen and a pending account with the same words, in both languages', async () => {
      const c = ctx();
      const user = await recoverable();
      const frozen = await recoverable();
      await c.database.db.update(users).set({ frozen: true }).where(eq(users.id, frozen.id));
      const pending = await recoverable();
      await c.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.id));
      for (const language of ['zh', 'en'] as const) {
        const requests = [
          { account: user.account, email: user.email },
          { account: 'no_such_account', email: user.email },
          { account: user.account, email: 'someone.else@example.com' },
          { account: user.account, phone: '13999999999' },
          { account: frozen.account, email: frozen.email },
          { account: pending.account, email: pending.email },
        ];
        const answers = [];
        for (const body of requests) {
          const response = await forgot(c, body, language);
          answers.push({ status: response.statusCode, body: response.body });
        }
        expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
        expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ code: 200, msg: ANSWER[language] }) });
      }
      // only the matching requests (one per language) wrote anything
      const sent = await c.database.db.select({ recipient: mailOutbox.recipient }).from(mailOutbox);
      expect(sent.map((r) => r.recipient)).toEqual([user.email, user.email]);
    });

    it('answers an unknown account, an account without email and a real account with the same status, headers and words', async () => {
      const c = ctx();
      const user = await recoverable();
      const withoutEmail = await recoverable();
      await c.database.db.update(users).set({ email: null }).where(eq(users.id, withoutEmail.id));
      for (const language of ['zh', 'en'] as const) {
        const answers = [];
        for (const account of ['no_such_account', withoutEmail.account, user.account]) {
          const response = await forgot(c, { account, email: user.email }, language);
          // the date and the request's own id are the only headers that may differ
          const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
          answers.push({ status: response.statusCode, headers, body: response.body });
        }
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ code: 200, msg: ANSWER[language] }) });
      }
      const sent = await c.database.db.select({ account: mailOutbox.account }).from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
      expect(sent.map((r) => r.account)).toEqual([user.account, user.account]);
    });

    it('matches the email without regard to case and the phone without spaces and dashes', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: `  ${user.email.toUpperCase()} ` });
      await forgot(c, { account: user.account, phone: `${user.phone.slice(0, 3)} ${user.phone.slice(3, 7)}-${user.phone.slice(7)}` });
      const rows = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.account, user.account)).orderBy(mailOutbox.id);
      expect(rows.map((r) => [r.channel, r.delivery])).toEqual([
        ['email', 'kept'],
        ['phone', 'kept'],
      ]);
    });

    it('stores only the digest of the token, and puts the link under PUBLIC_URL in a bilingual message for the outbox', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
      expect(row).toMatchObject({
        channel: 'email',
        account: user.account,
        delivery: 'kept',
        sentAt: null,
        error: null,
        subject: '重置密码 / Reset your password',
      });
      expect(row.body).toContain(`http://localhost:8080/#/ForgotPassword?token=${token}`);
      expect(row.body).toContain('30 分钟内');
      expect(row.body).toContain('within 30 minutes');
      const links = await c.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(links).toHaveLength(1);
      expect(links[0].tokenHash).toBe(tokenDigest(token));
      expect(JSON.stringify(links)).not.toContain(token);
      expect(links[0].expiresAt.getTime() - links[0].createdAt.getTime()).toBe(30 * MINUTE_MS);
    });

    it('sends a phone number’s link to the outbox on channel phone (there is no SMS gateway)', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, phone: user.phone });
      const [row] = await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.phone));
      expect(row).toMatchObject({ channel: 'phone', delivery: 'kept', account: user.account });
      await linkTokenFor(c, user.phone);
    });

    it('asks for exactly one of email and phone, whatever the account', async () => {
      const c = ctx();
      const user = await recoverable();
      const before = [await linkCount(c), await outboxCount(c)];
      for (const body of [
        { account: user.account },
        { account: user.account, email: ' ', phone: '' },
        { account: 'no_such_account', email: user.email, phone: user.phone },
      ]) {
        const zh = json(await forgot(c, body, 'zh'));
        const en = json(await forgot(c, body, 'en'));
        expect([zh.code, zh.msg]).toEqual([500, '请填写注册时登记的邮箱或手机号码（二选一）']);
        expect([en.code, en.msg]).toEqual([500, 'Enter the email or the phone number registered with the account (one of them)']);
      }
      expect([await linkCount(c), await outboxCount(c)]).toEqual(before);
    });

    it(`sends at most ${MAX_LINKS_PER_WINDOW} links per account in 30 minutes, answering the same beyond that, and again after the window`, async () => {
      const c = ctx();
      const user = await recoverable();
      const mine = async () => (await c.database.db.select().from(mailOutbox).where(eq(mailOutbox.account, user.account))).length;
      for (let i = 0; i < MAX_LINKS_PER_WINDOW + 2; i += 1)
        expect(json(await forgot(c, { account: user.account, email: user.email })).msg).toBe(ANSWER.en);
      expect(await mine()).toBe(MAX_LINKS_PER_WINDOW);
      c.clock.advance(30 * MINUTE_MS + 1);
      await forgot(c, { account: user.account, email: user.email });
      expect(await mine()).toBe(MAX_LINKS_PER_WINDOW + 1);
    });
  });

  describe('using a link', () => {
    it('sets the new password, ends every session of the user with code 120701, and logs the reset as the user', async () => {
      const c = ctx();
      const user = await recoverable();
      const first = await login(c.app, user.account, PASSWORD);
      const second = await login(c.app, user.account, PASSWORD);
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      expect(json(await reset(c, token, NEW_PASSWORD, 'zh'))).toEqual({ code: 200, msg: '密码已重置，请使用新密码登录' });
      for (const old of [first, second]) {
        const response = await c.app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: old } });
        expect(response.statusCode).toBe(401);
        expect(json(response).code).toBe(CODE_SESSION_REVOKED);
      }
      const live = await c.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id)));
      expect(live.every((s) => s.revokedAt !== null && s.revokeReason === 'password')).toBe(true);
      await expect(login(c.app, user.account, PASSWORD)).rejects.toThrow();
      await login(c.app, user.account, NEW_PASSWORD);
      const [logged] = await c.database.db
        .select()
        .from(sysOperLog)
        .where(and(eq(sysOperLog.object, 'user'), eq(sysOperLog.targetIds, String(user.id))));
      expect(logged).toMatchObject({ action: 'reset', userId: user.id, account: user.account, after: { via: 'recovery' } });
      expect(JSON.stringify(logged)).not.toContain(token);
    });

    it('works once: the second use is refused with one clear message in both languages', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      expect(json(await reset(c, token, NEW_PASSWORD)).code).toBe(200);
      for (const language of ['zh', 'en'] as const) {
        const again = await reset(c, token, 'Another@123456', language);
        expect(again.statusCode).toBe(400);
        expect(json(again)).toMatchObject({ code: 500, msg: INVALID_LINK[language] });
      }
      await login(c.app, user.account, NEW_PASSWORD);
    });

    it('expires 30 minutes after it was asked for, with the same message as an unknown link', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      c.clock.advance(30 * MINUTE_MS);
      expect(json(await reset(c, token, NEW_PASSWORD))).toMatchObject({ code: 500, msg: INVALID_LINK.en });
      expect(json(await reset(c, 'made-up-token', NEW_PASSWORD))).toMatchObject({ code: 500, msg: INVALID_LINK.en });
      await login(c.app, user.account, PASSWORD);
    });

    it('still works just before the 30 minutes are up', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      c.clock.advance(30 * MINUTE_MS - 1000);
      expect(json(await reset(c, token, NEW_PASSWORD)).code).toBe(200);
    });

    it('applies the password rule without using up the link', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      expect(json(await reset(c, token, 'weak', 'zh')).msg).toBe('新密码须为 8 至 64 位，且至少包含大写字母、小写字母、数字、符号中的三类');
      expect(json(await reset(c, token, user.account.toUpperCase(), 'en')).code).toBe(500);
      await login(c.app, user.account, PASSWORD);
      expect(json(await reset(c, token, NEW_PASSWORD)).code).toBe(200);
    });

    it('stops an older link from working once a newer one is asked for', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const older = await linkTokenFor(c, user.email);
      await forgot(c, { account: user.account, phone: user.phone });
      const newer = await linkTokenFor(c, user.phone);
      expect(json(await reset(c, older, NEW_PASSWORD)).msg).toBe(INVALID_LINK.en);
      expect(json(await reset(c, newer, NEW_PASSWORD)).code).toBe(200);
    });

    it('stops working when the password changes another way or the user is frozen', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      const session = await login(c.app, user.account, PASSWORD);
      const changed = await c.app.inject({
        method: 'POST',
        url: '/rest/personalCenter/changePassword',
        headers: { authorization: session },
        payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(json(changed).code).toBe(200);
      expect(json(await reset(c, token, 'Another@123456')).msg).toBe(INVALID_LINK.en);

      const other = await recoverable();
      await forgot(c, { account: other.account, email: other.email });
      const frozenToken = await linkTokenFor(c, other.email);
      await c.database.db.update(users).set({ frozen: true }).where(eq(users.id, other.id));
      expect(json(await reset(c, frozenToken, NEW_PASSWORD)).msg).toBe(INVALID_LINK.en);
      await c.database.db.update(users).set({ frozen: false }).where(eq(users.id, other.id));
      await login(c.app, other.account, PASSWORD);
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const c = ctx();
      const user = await recoverable();
      await forgot(c, { account: user.account, email: user.email });
      const token = await linkTokenFor(c, user.email);
      const answers = await Promise.all([reset(c, token, NEW_PASSWORD), reset(c, token, 'Another@123456')]);
      expect(answers.map((a) => json(a).code).sort()).toEqual([200, 500]);
      const winner = json(answers[0]).code === 200 ? NEW_PASSWORD : 'Another@123456';
      await login(c.app, user.account, winner);
    });
  });
});
