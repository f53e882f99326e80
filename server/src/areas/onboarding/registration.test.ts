import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describeEachDatabase, json, type TestContext } from '../../testing/testApp';
import { companies, sysOperLog, userRoles, users } from '../../schema';
import { verifyPassword } from '../../security/passwords';
import { creditCodeCheckCharacter } from '@pcf/shared/contracts';
import { EXE, JPEG, PDF, PNG, TEXT, multipartForm, pngLicence, registration, submitRegistration } from './registration.fixture';

/** Real companies' codes (valid check characters); each test company takes one. */
const CODES = {
  huawei: '914403001922038216',
  tencent: '91440300708461136T',
  tencentTech: '9144030071526726XG',
  alibaba: '91330100799655058B',
  baidu: '91110000802100433B',
  xiaomi: '91110108551385082Q',
  sample: '91350100M000100Y43',
};

const signIn = (c: TestContext, username: string, password: string, entrance: 'login' | 'login1' = 'login', language = 'en-US') =>
  entrance === 'login'
    ? c.app.inject({
        method: 'POST',
        url: '/rest/loginWithCaptcha',
        headers: { 'accept-language': language },
        payload: { username, password, code: '', uuid: '' },
      })
    : c.app.inject({
        method: 'POST',
        url: '/user/login',
        headers: { 'accept-language': language },
        payload: { username, password, userType: 'enterprise' },
      });

describeEachDatabase('registration (POST /rest/register)', (ctx) => {
  const db = () => ctx().database.db;
  const licenceDir = () => path.join(ctx().config.dataDir, 'files', 'licences');
  const storedFiles = () => (fs.existsSync(licenceDir()) ? fs.readdirSync(licenceDir()).sort() : []);
  /** Rows and files a refused registration must not add to. */
  const footprint = async () => ({
    companies: (await db().select({ n: count() }).from(companies))[0].n,
    users: (await db().select({ n: count() }).from(users))[0].n,
    log: (await db().select({ n: count() }).from(sysOperLog))[0].n,
    files: storedFiles(),
  });
  const expectRefused = async (response: Awaited<ReturnType<typeof submitRegistration>>, msg: unknown) => {
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 500, msg });
  };

  it('creates a pending company with its details and licence, and its pending enterprise user, in one go', async () => {
    const form = registration(CODES.huawei);
    const response = await submitRegistration(ctx().app, form);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      code: 200,
      msg: 'Your registration has been submitted. You can sign in once the platform has approved it',
    });

    const [company] = await db().select().from(companies).where(eq(companies.creditCode, CODES.huawei));
    expect(company).toMatchObject({
      name: form.companyName,
      nameEn: form.companyNameEn,
      industry: 'module',
      region: '江苏省苏州市',
      address: '工业园区星湖街 328 号',
      contact: '张三',
      phone: '13800000000',
      email: form.email,
      reviewStatus: 'pending',
      rejectReason: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(company.createdAt.toISOString()).toBe(ctx().clock.now().toISOString());
    // stored under a name the server chose, with the type of its content, byte for byte
    expect(company.licenceFile).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(licenceDir(), company.licenceFile as string)).equals(PNG)).toBe(true);

    const [user] = await db().select().from(users).where(eq(users.account, form.account));
    expect(user).toMatchObject({
      name: '张三',
      userType: 'enterprise',
      companyId: company.id,
      deptId: null,
      status: 'pending',
      email: form.email,
      phone: '13800000000',
    });
    expect(await verifyPassword(user.passwordHash, form.password)).toBe(true);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);

    const [entry] = await db()
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.object, 'registration'), eq(sysOperLog.targetIds, String(company.id))));
    expect(entry).toMatchObject({ action: 'register', userId: user.id, account: form.account, companyId: company.id });
    expect(JSON.stringify(entry.after)).not.toContain('password');
  });

  it('answers in Chinese for a Chinese browser, and accepts a code typed in lower case with spaces around it', async () => {
    const response = await submitRegistration(ctx().app, registration(` ${CODES.tencent.toLowerCase()} `), pngLicence, 'zh-CN');
    expect(json(response)).toMatchObject({ code: 200, msg: '注册申请已提交，请等待平台审核，审核通过后即可登录' });
    expect(await db().select({ id: companies.id }).from(companies).where(eq(companies.creditCode, CODES.tencent))).toHaveLength(1);
  });

  describe('an account that already exists (a registered applicant, or a seeded user)', () => {
    /** Codes with a right check character that no other test takes. */
    const freshCode = (n: number) => {
      const first17 = `91320500${String(n).padStart(9, '0')}`;
      return first17 + creditCodeCheckCharacter(first17);
    };

    it.each([
      ['en-US', 1, 'Your registration has been submitted. You can sign in once the platform has approved it'],
      ['zh-CN', 3, '注册申请已提交，请等待平台审核，审核通过后即可登录'],
    ])('is answered exactly as a new account, so the answer does not tell which accounts exist (%s)', async (language, n, submitted) => {
      const [applicant] = await db()
        .select({ account: users.account })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(companies.creditCode, CODES.huawei));
      const fresh = await submitRegistration(ctx().app, registration(freshCode(n)), pngLicence, language);
      expect(json(fresh)).toMatchObject({ code: 200, msg: submitted });
      const before = await footprint();
      for (const account of [applicant.account, 'demo']) {
        const taken = await submitRegistration(ctx().app, registration(freshCode(n + 1), { account }), pngLicence, language);
        expect(taken.statusCode).toBe(fresh.statusCode);
        expect(taken.json()).toEqual(fresh.json());
      }
      // nothing is created for the taken name: no company, no user, no log row, no stored licence
      expect(await footprint()).toEqual(before);
      expect(
        await db()
          .select()
          .from(companies)
          .where(eq(companies.creditCode, freshCode(n + 1))),
      ).toHaveLength(0);
    });

    it("leaves the existing account as it was: its password still signs in, the applicant's does not", async () => {
      const form = registration(freshCode(5), { account: 'demo', password: 'Applicant-pass-1' });
      expect((await submitRegistration(ctx().app, form)).statusCode).toBe(200);
      expect(json(await signIn(ctx(), 'demo', 'Applicant-pass-1')).msg).toBe('Wrong account or password');
      expect(json(await signIn(ctx(), 'demo', 'Demo@123456')).code).toBe(200);
    });
  });

  describe('refuses, creating nothing', () => {
    let before: Awaited<ReturnType<typeof footprint>>;
    beforeEach(async () => {
      before = await footprint();
    });
    afterEach(async () => {
      expect(await footprint()).toEqual(before);
    });

    it('a credit code whose check character is wrong (four of the thirty wrong ones, both languages)', async () => {
      for (const wrong of ['0', '7', 'A', 'Y']) {
        const response = await submitRegistration(ctx().app, registration(CODES.alibaba.slice(0, 17) + wrong));
        await expectRefused(response, 'The check character of the unified social credit code is wrong, please check the code');
      }
      const zh = await submitRegistration(ctx().app, registration(`${CODES.alibaba.slice(0, 17)}C`), pngLicence, 'zh-CN');
      await expectRefused(zh, '统一社会信用代码校验位不正确，请核对');
    });

    it('a credit code of the wrong shape: 17 or 19 characters, I/O/S/V/Z, letters in the division code', async () => {
      for (const code of [CODES.alibaba.slice(0, 17), `${CODES.alibaba}0`, '91330100799655O58B', '9133A100799655058B', '']) {
        const response = await submitRegistration(ctx().app, registration(code));
        await expectRefused(
          response,
          'The unified social credit code has 18 digits and capital letters (no I, O, S, V or Z), characters 3 to 8 being digits',
        );
      }
    });

    it('a credit code that is already registered, with its own message', async () => {
      const response = await submitRegistration(ctx().app, registration(CODES.huawei));
      await expectRefused(response, 'This unified social credit code is already registered');
      const zh = await submitRegistration(ctx().app, registration(CODES.huawei), pngLicence, 'zh-CN');
      await expectRefused(zh, '该统一社会信用代码已注册，不能重复注册');
    });

    it('a company name that is already registered', async () => {
      const response = await submitRegistration(ctx().app, registration(CODES.baidu, { companyName: '演示光伏科技有限公司' }));
      await expectRefused(response, 'A company named 演示光伏科技有限公司 is already registered');
    });

    it('a password that breaks the strength rule or equals the account', async () => {
      for (const password of ['Short1!', 'alllowercase1', 'nodigitshere!', 'ONLYUPPER123']) {
        await expectRefused(
          await submitRegistration(ctx().app, registration(CODES.baidu, { password })),
          expect.stringContaining('The password needs 8 to 64 characters'),
        );
      }
      await expectRefused(
        await submitRegistration(ctx().app, registration(CODES.baidu, { account: 'Same_Acc1', password: 'same_acc1' })),
        expect.stringContaining('must differ from the account'),
      );
    });

    it('a missing or malformed field, each with its own message', async () => {
      const cases: [Partial<Parameters<typeof registration>[1]>, string][] = [
        [{ companyName: '  ' }, 'Please enter the company name in Chinese'],
        [{ companyNameEn: '' }, 'Please enter the company name in English'],
        [{ industry: 'banking' }, 'Please choose the industry'],
        [{ region: '' }, 'Please enter the region'],
        [{ address: ' ' }, 'Please enter the address'],
        [{ contact: '' }, 'Please enter the contact person'],
        [{ phone: '12345' }, 'The phone number is not valid'],
        [{ email: 'not-an-email' }, 'The email address is not valid'],
        [{ account: '1abc' }, 'The account needs 4 to 32 letters, digits or underscores, starting with a letter'],
        [{ companyName: '公'.repeat(101) }, 'The registration form is not valid: companyName'],
      ];
      for (const [overrides, msg] of cases)
        await expectRefused(await submitRegistration(ctx().app, registration(CODES.baidu, overrides)), msg);
    });

    it('no licence, or a licence under another field name', async () => {
      await expectRefused(await submitRegistration(ctx().app, registration(CODES.baidu), null), 'Please upload the business licence');
      const { payload, headers } = multipartForm({ ...registration(CODES.baidu) }, pngLicence, 'upload');
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/rest/register',
        payload,
        headers: { ...headers, 'accept-language': 'en-US' },
      });
      await expectRefused(response, 'Please upload the business licence');
    });

    it('a licence over 10 MB', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
      const response = await submitRegistration(ctx().app, registration(CODES.baidu), {
        filename: 'licence.pdf',
        bytes: big,
        contentType: 'application/pdf',
      });
      await expectRefused(response, 'The business licence must not exceed 10 MB');
    });

    it('a disguised file: text named .png, a program named .pdf, whatever type the browser claims', async () => {
      const disguised = [
        { filename: 'licence.png', bytes: TEXT, contentType: 'image/png' },
        { filename: 'licence.pdf', bytes: EXE, contentType: 'application/pdf' },
        { filename: 'licence.jpg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), contentType: 'image/jpeg' },
      ];
      for (const licence of disguised) {
        const response = await submitRegistration(ctx().app, registration(CODES.baidu), licence);
        await expectRefused(response, 'The business licence must be a PDF, JPG or PNG file (told from its content, not its name)');
      }
      const zh = await submitRegistration(ctx().app, registration(CODES.baidu), disguised[1], 'zh-CN');
      await expectRefused(zh, '营业执照须为 PDF、JPG 或 PNG 文件（按文件内容识别，与文件名无关）');
    });
  });

  it('takes the type from the content, not the name: a PDF named .png is stored and served as a PDF, a JPEG as a JPEG', async () => {
    await submitRegistration(ctx().app, registration(CODES.tencentTech), { filename: 'scan.png', bytes: PDF, contentType: 'image/png' });
    const [pdf] = await db().select({ file: companies.licenceFile }).from(companies).where(eq(companies.creditCode, CODES.tencentTech));
    expect(pdf.file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    await submitRegistration(ctx().app, registration(CODES.sample), { filename: 'scan.pdf', bytes: JPEG, contentType: 'application/pdf' });
    const [jpeg] = await db().select({ file: companies.licenceFile }).from(companies).where(eq(companies.creditCode, CODES.sample));
    expect(jpeg.file).toMatch(/^[0-9a-f]{32}\.jpeg$/);
  });

  it('lets only one of two simultaneous registrations with the same credit code through, leaving no file of the other', async () => {
    const before = await footprint();
    const answers = await Promise.all([
      submitRegistration(ctx().app, registration(CODES.xiaomi)),
      submitRegistration(ctx().app, registration(CODES.xiaomi)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(json(answers.find((r) => r.statusCode === 400) as (typeof answers)[number]).msg).toBe(
      'This unified social credit code is already registered',
    );
    const after = await footprint();
    expect([after.companies - before.companies, after.users - before.users, after.files.length - before.files.length]).toEqual([1, 1, 1]);
  });

  describe('signing in before the review', () => {
    it('tells a pending applicant so at /login and /login1, in both languages, and gives no token', async () => {
      const form = registration(CODES.alibaba);
      expect((await submitRegistration(ctx().app, form)).statusCode).toBe(200);
      for (const entrance of ['login', 'login1'] as const) {
        const en = json<{ token?: string }>(await signIn(ctx(), form.account, form.password, entrance));
        expect(en).toMatchObject({ code: 500, msg: 'This account is waiting for its registration review' });
        expect(en.data).toBeUndefined();
        expect(JSON.stringify(en)).not.toMatch(/token/);
        const zh = json(await signIn(ctx(), form.account, form.password, entrance, 'zh-CN'));
        expect(zh.msg).toBe('账号注册审核中，请等待审核通过');
      }
    });

    it('reveals nothing about the review to a wrong password', async () => {
      const [pending] = await db().select({ account: users.account }).from(users).where(eq(users.status, 'pending'));
      expect(json(await signIn(ctx(), pending.account, 'Wrong@123456')).msg).toBe('Wrong account or password');
    });
  });
});
