import { and, eq } from 'drizzle-orm';
import type { ObjPage, RegisterRequest, RegistrationDetail, UserInfo } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { createUser, roleId } from '../../testing/accounts';
import { boardMessages, boardThreads, companies, sysOperLog, userRoles, users } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { FIXTURE_PASSWORD, roleHolding } from '../../testing/deptsRoles';
import { isApprovedCompany } from '../projects/approvedCompanies';
import { PDF, PNG, registration, submitRegistration } from './registration.fixture';

const EN = { 'accept-language': 'en-US' } as const;

describeEachDatabase('registration review (/rest/registration/*, object biz_registration)', (ctx) => {
  const db = () => ctx().database.db;
  let admin = '';
  let adminId = 0;
  const applied: Record<'first' | 'second' | 'third', { form: RegisterRequest; companyId: number; userId: number }> = {} as never;

  const get = (url: string, token: string) => ctx().app.inject({ method: 'GET', url, headers: { ...EN, authorization: token } });
  const post = (url: string, payload: object, token: string, language = 'en-US') =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language, authorization: token } });
  const approve = (companyId: number, token = admin, language?: string) =>
    post('/rest/registration/approve', { companyId }, token, language);
  const reject = (companyId: number, reason: string, token = admin, language?: string) =>
    post('/rest/registration/reject', { companyId, reason }, token, language);
  const signIn = (c: TestContext, form: RegisterRequest, language = 'en-US') =>
    c.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'accept-language': language },
      payload: { username: form.account, password: form.password, userType: 'enterprise' },
    });
  const companyRow = async (id: number) => (await db().select().from(companies).where(eq(companies.id, id)))[0];
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const notices = async (userId: number) =>
    db()
      .select({
        subject: boardThreads.subject,
        body: boardMessages.body,
        senderId: boardMessages.senderId,
        fromAdmin: boardMessages.fromAdmin,
        readAt: boardMessages.readAt,
      })
      .from(boardThreads)
      .innerJoin(boardMessages, eq(boardMessages.threadId, boardThreads.id))
      .where(eq(boardThreads.ownerId, userId));
  const logOf = async (companyId: number, action: string) =>
    db()
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.object, 'registration'), eq(sysOperLog.action, action), eq(sysOperLog.targetIds, String(companyId))));

  beforeAll(async () => {
    const codes = { first: '914403001922038216', second: '91440300708461136T', third: '91330100799655058B' } as const;
    for (const key of ['first', 'second', 'third'] as const) {
      const form = registration(codes[key]);
      const licence = key === 'second' ? { filename: 'licence.pdf', bytes: PDF, contentType: 'application/pdf' } : undefined;
      expect((await submitRegistration(ctx().app, form, licence)).statusCode).toBe(200);
      const [row] = await db().select({ companyId: users.companyId, userId: users.id }).from(users).where(eq(users.account, form.account));
      applied[key] = { form, companyId: row.companyId as number, userId: row.userId };
    }
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    [{ id: adminId }] = await db().select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  });

  describe('the list (generic object API on biz_registration)', () => {
    const page = (status: string, token = admin) =>
      post(
        '/rest/getObjDataByPage',
        {
          objName: 'biz_registration',
          pageSize: 50,
          sortField: 'created_at',
          conditions: [{ field: 'review_status', operator: 'eq', value: status }],
        },
        token,
      );

    it('lists the pending registrations with their applicant, and never a company the platform created', async () => {
      const body = json<ObjPage>(await page('pending'));
      expect(body.code).toBe(200);
      const rows = body.data.rows.filter((r) =>
        [applied.first.companyId, applied.second.companyId, applied.third.companyId].includes(Number(r.id)),
      );
      expect(rows).toHaveLength(3);
      expect(rows.find((r) => r.id === applied.first.companyId)).toMatchObject({
        company_name: applied.first.form.companyName,
        credit_code: '914403001922038216',
        industry: 'module',
        account: applied.first.form.account,
        review_status: 'pending',
        contact: '张三',
      });
      const everything = json<ObjPage>(await post('/rest/getObjDataByPage', { objName: 'biz_registration', pageSize: 500 }, admin)).data
        .rows;
      expect(everything.map((r) => r.company_name)).not.toContain(DEMO_COMPANY.name);
    });

    it('is refused to an enterprise user (no business:registration:list)', async () => {
      const demo = await login(ctx().app, 'demo', PASSWORDS.demo);
      expect((await page('pending', demo)).statusCode).toBe(403);
    });

    it('refuses writes through the object API: decisions go through the review routes', async () => {
      const before = await companyRow(applied.first.companyId);
      // every field is read-only: a save has nothing it may write (the view's trigger would refuse it anyway)
      const save = await post(
        '/rest/saveObjData',
        { objName: 'biz_registration', data: { id: applied.first.companyId, review_status: 'approved' } },
        admin,
      );
      expect(save.statusCode).toBeLessThan(500);
      const create = await post(
        '/rest/saveObjData',
        { objName: 'biz_registration', data: { company_name: 'Sneaky', review_status: 'approved' } },
        admin,
      );
      expect(create.statusCode).toBe(400);
      const remove = await post('/rest/delObjData', { objName: 'biz_registration', id: applied.first.companyId }, admin);
      expect(remove.statusCode).toBe(400);
      expect(await companyRow(applied.first.companyId)).toEqual(before);
    });
  });

  describe('a registration’s detail and licence', () => {
    it('gives the company’s data, the applicant and the licence’s type and size', async () => {
      const body = json<RegistrationDetail>(await get(`/rest/registration/detail?companyId=${applied.first.companyId}`, admin));
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({
        companyId: applied.first.companyId,
        companyName: applied.first.form.companyName,
        companyNameEn: applied.first.form.companyNameEn,
        creditCode: '914403001922038216',
        industry: 'module',
        region: '江苏省苏州市',
        address: '工业园区星湖街 328 号',
        contact: '张三',
        phone: '13800000000',
        email: applied.first.form.email,
        userId: applied.first.userId,
        account: applied.first.form.account,
        reviewStatus: 'pending',
        rejectReason: null,
        reviewedBy: null,
        reviewedAt: null,
        submittedAt: ctx().clock.now().toISOString(),
        licence: { type: 'png', size: PNG.length },
      });
    });

    it('streams the stored licence with its content type, to the header token or the dby_token cookie', async () => {
      const png = await get(`/rest/registration/licence?companyId=${applied.first.companyId}`, admin);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['x-content-type-options']).toBe('nosniff');
      expect(png.headers['content-disposition']).toBe('inline; filename="licence.png"');
      expect(png.rawPayload.equals(PNG)).toBe(true);
      const pdf = await ctx().app.inject({
        method: 'GET',
        url: `/rest/registration/licence?companyId=${applied.second.companyId}`,
        cookies: { dby_token: admin },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.equals(PDF)).toBe(true);
    });

    it('answers 404 for a company that never registered or does not exist', async () => {
      const [demoCompany] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
      for (const id of [demoCompany.id, 999999]) {
        const detail = await get(`/rest/registration/detail?companyId=${id}`, admin);
        expect([detail.statusCode, json(detail).msg]).toEqual([404, 'The registration does not exist']);
        expect((await get(`/rest/registration/licence?companyId=${id}`, admin)).statusCode).toBe(404);
        expect((await approve(id)).statusCode).toBe(404);
      }
    });
  });

  describe('approving', () => {
    it('makes the company approved and its user active with the enterprise role, tells the user on the message board and logs the decision', async () => {
      const { companyId, userId, form } = applied.first;
      // projects are created only for approved companies
      expect(await isApprovedCompany(db(), companyId)).toBe(false);
      ctx().clock.advance(60_000);
      const response = await approve(companyId, admin, 'zh-CN');
      expect(json(response)).toEqual({ code: 200, msg: '审核通过' });

      expect(await companyRow(companyId)).toMatchObject({
        reviewStatus: 'approved',
        rejectReason: null,
        reviewedBy: adminId,
        reviewedAt: ctx().clock.now(),
      });
      expect((await userRow(userId)).status).toBe('active');
      expect(await isApprovedCompany(db(), companyId)).toBe(true);
      expect(await db().select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).toEqual([
        { roleId: await roleId(db(), 'enterprise') },
      ]);

      const [notice] = await notices(userId);
      expect(notice).toMatchObject({ subject: '注册审核结果 / Registration review', senderId: adminId, fromAdmin: true, readAt: null });
      expect(notice.body).toContain(`您的企业“${form.companyName}”注册申请已审核通过`);
      expect(notice.body).toContain(`"${form.companyNameEn}" has been approved`);

      const [entry] = await logOf(companyId, 'approve');
      expect(entry).toMatchObject({ userId: adminId, account: 'admin' });
      expect(entry.before).toMatchObject({ company: { review_status: 'pending' }, users: [{ id: userId, status: 'pending' }] });
      expect(entry.after).toMatchObject({ company: { review_status: 'approved' }, users: [{ id: userId, status: 'active' }] });
    });

    it('lets the approved user sign in at /login1 with the enterprise role and see the notice as unread', async () => {
      const signedIn = json<{ token: string }>(await signIn(ctx(), applied.first.form));
      expect(signedIn.code).toBe(200);
      const info = json<UserInfo>(await get('/rest/getInfo', signedIn.data.token));
      expect(info.data.roles).toEqual(['enterprise']);
      expect(info.data.user).toMatchObject({ company_id: applied.first.companyId, user_type: 'enterprise' });
      expect(json<number>(await get('/chat/messageNotificationSenderCount', signedIn.data.token)).data).toBe(1);
    });

    it('refuses a second decision on an approved registration and changes nothing', async () => {
      const before = await companyRow(applied.first.companyId);
      expect(json(await approve(applied.first.companyId))).toMatchObject({ code: 500, msg: 'This registration is already approved' });
      expect(json(await reject(applied.first.companyId, 'too late'))).toMatchObject({
        code: 500,
        msg: 'This registration is already approved',
      });
      expect(await companyRow(applied.first.companyId)).toEqual(before);
      expect(await notices(applied.first.userId)).toHaveLength(1);
      expect(await logOf(applied.first.companyId, 'approve')).toHaveLength(1);
    });
  });

  describe('rejecting', () => {
    it('needs a reason of 1 to 500 characters', async () => {
      for (const reason of ['', '   ', 'x'.repeat(501)]) {
        const response = await reject(applied.second.companyId, reason);
        expect([response.statusCode, json(response).msg]).toEqual([400, 'Please give the reason for rejecting (at most 500 characters)']);
      }
      expect((await companyRow(applied.second.companyId)).reviewStatus).toBe('pending');
    });

    it('records the reason, makes the user rejected, tells the user and logs the decision', async () => {
      const { companyId, userId, form } = applied.second;
      expect(json(await reject(companyId, '  营业执照不清晰，请重新上传  '))).toEqual({ code: 200, msg: 'Rejected' });
      expect(await companyRow(companyId)).toMatchObject({
        reviewStatus: 'rejected',
        rejectReason: '营业执照不清晰，请重新上传',
        reviewedBy: adminId,
      });
      expect((await userRow(userId)).status).toBe('rejected');
      expect(await isApprovedCompany(db(), companyId)).toBe(false);
      expect(await db().select().from(userRoles).where(eq(userRoles.userId, userId))).toEqual([]);
      const [notice] = await notices(userId);
      expect(notice.body).toContain(`您的企业“${form.companyName}”注册申请未通过审核，原因：营业执照不清晰，请重新上传`);
      const [entry] = await logOf(companyId, 'reject');
      expect(entry.after).toMatchObject({ company: { review_status: 'rejected', reject_reason: '营业执照不清晰，请重新上传' } });
      const detail = json<RegistrationDetail>(await get(`/rest/registration/detail?companyId=${companyId}`, admin)).data;
      expect(detail).toMatchObject({ reviewStatus: 'rejected', rejectReason: '营业执照不清晰，请重新上传', reviewedBy: '管理员' });
    });

    it('tells the rejected applicant the reason when signing in, at /login1 and /login, and gives no token', async () => {
      const { form } = applied.second;
      const en = json(await signIn(ctx(), form));
      expect(en).toMatchObject({ code: 500, msg: 'The registration of this account was rejected: 营业执照不清晰，请重新上传' });
      expect(en.data).toBeUndefined();
      const zh = json(
        await ctx().app.inject({
          method: 'POST',
          url: '/rest/loginWithCaptcha',
          headers: { 'accept-language': 'zh-CN' },
          payload: { username: form.account, password: form.password, code: '', uuid: '' },
        }),
      );
      expect(zh).toMatchObject({ code: 500, msg: '账号注册审核未通过，原因：营业执照不清晰，请重新上传' });
    });

    it('refuses to reject twice, but an administrator who reconsiders may approve a rejected registration', async () => {
      expect(json(await reject(applied.second.companyId, 'again'))).toMatchObject({
        code: 500,
        msg: 'This registration is already rejected',
      });
      expect(json(await approve(applied.second.companyId))).toMatchObject({ code: 200 });
      expect(await companyRow(applied.second.companyId)).toMatchObject({ reviewStatus: 'approved', rejectReason: null });
      expect(json(await signIn(ctx(), applied.second.form)).code).toBe(200);
      expect(await notices(applied.second.userId)).toHaveLength(2);
    });
  });

  describe('who may review', () => {
    it('not an enterprise user, nor a company user granted the review permissions, nor platform staff who are not administrators', async () => {
      const { companyId } = applied.third;
      const demo = await login(ctx().app, 'demo', PASSWORDS.demo);
      const [demoUser] = await db()
        .select({ companyId: users.companyId, deptId: users.deptId })
        .from(users)
        .where(eq(users.account, 'demo'));
      const granted = await roleHolding(db(), 'reg_granted', demoUser.companyId, [
        'business:registration:list',
        'business:registration:review',
      ]);
      await createUser(db(), {
        account: 'reg_granted',
        password: FIXTURE_PASSWORD,
        companyId: demoUser.companyId,
        deptId: demoUser.deptId,
        roleIds: [granted.roleId],
      });
      const grantedToken = await login(ctx().app, 'reg_granted', FIXTURE_PASSWORD);
      const staff = await roleHolding(db(), 'reg_staff', null, ['business:registration:list', 'business:registration:review']);
      await createUser(db(), { account: 'reg_staff', password: FIXTURE_PASSWORD, userType: 'review', roleIds: [staff.roleId] });
      const staffToken = await login(ctx().app, 'reg_staff', FIXTURE_PASSWORD);
      const reviewer = await login(ctx().app, 'reviewer', PASSWORDS.reviewer);
      for (const token of [demo, grantedToken, staffToken, reviewer]) {
        for (const response of [
          await approve(companyId, token),
          await reject(companyId, 'no', token),
          await get(`/rest/registration/detail?companyId=${companyId}`, token),
          await get(`/rest/registration/licence?companyId=${companyId}`, token),
        ]) {
          expect([response.statusCode, json(response).code]).toEqual([403, 403]);
        }
      }
      // the list of a company user holding the list permission shows at most its own company, never an applicant
      const listed = json<ObjPage>(await post('/rest/getObjDataByPage', { objName: 'biz_registration', pageSize: 500 }, grantedToken));
      expect(listed.code).toBe(200);
      expect(listed.data.rows).toEqual([]);
      expect(await companyRow(companyId)).toMatchObject({ reviewStatus: 'pending', reviewedBy: null });
      expect(await logOf(companyId, 'approve')).toEqual([]);
      expect(await logOf(companyId, 'reject')).toEqual([]);
    });

    it('nobody signed in gets 401', async () => {
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/rest/registration/approve', payload: { companyId: applied.third.companyId } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await ctx().app.inject({ method: 'GET', url: `/rest/registration/licence?companyId=${applied.third.companyId}` })).statusCode,
      ).toBe(401);
    });
  });
});
