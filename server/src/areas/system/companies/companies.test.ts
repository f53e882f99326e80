import { eq } from 'drizzle-orm';
import type { CompanyOption } from '@pcf/shared/contracts';
import { API } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../../testing/testApp';
import { createUser } from '../../../testing/accounts';
import { companies } from '../../../schema';
import { DEMO_COMPANY } from '../../../seed';
import { FIXTURE_PASSWORD, roleHolding } from '../../../testing/deptsRoles';

describeEachDatabase('the company picker (GET /system/company/options)', (ctx) => {
  const db = () => ctx().database.db;
  const options = (token: string, language: string) =>
    ctx().app.inject({ method: 'GET', url: API.companyOptions, headers: { authorization: token, 'accept-language': language } });
  const choices = async (token: string, language = 'zh-CN') => {
    const response = await options(token, language);
    expect(response.statusCode).toBe(200);
    return json<CompanyOption[]>(response).data;
  };
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    [{ id: ids.demo }] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    [{ id: ids.named }] = await db().insert(companies).values({ name: '甲乙丙公司', nameEn: 'Alpha Ltd' }).returning({ id: companies.id });
    [{ id: ids.unnamed }] = await db().insert(companies).values({ name: '只有中文名公司', nameEn: null }).returning({ id: companies.id });
    // registrations not (or not yet) approved are never offered
    await db()
      .insert(companies)
      .values([
        { name: '待审核公司', creditCode: '914403001922038216', reviewStatus: 'pending' },
        { name: '已驳回公司', creditCode: '91440300708461136T', reviewStatus: 'rejected', rejectReason: 'x' },
      ]);
    const { roleId: lister } = await roleHolding(db(), 'co_lister', ids.named, ['system:user:list']);
    const { roleId: other } = await roleHolding(db(), 'co_other', ids.named, ['system:dept:list']);
    await createUser(db(), { account: 'co_lister', password: FIXTURE_PASSWORD, companyId: ids.named, roleIds: [lister] });
    await createUser(db(), { account: 'co_other', password: FIXTURE_PASSWORD, companyId: ids.named, roleIds: [other] });
    await createUser(db(), { account: 'co_platform', password: FIXTURE_PASSWORD, userType: 'review', roleIds: [lister] });
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    for (const account of ['co_lister', 'co_other', 'co_platform']) tokens[account] = await login(ctx().app, account, FIXTURE_PASSWORD);
  });

  it('offers a platform administrator every approved company, named in the caller’s language (the Chinese name when there is no English one)', async () => {
    const zh = await choices(tokens.admin);
    expect(zh.map((c) => c.id).sort((a, b) => a - b)).toEqual([ids.demo, ids.named, ids.unnamed].sort((a, b) => a - b));
    expect(zh.find((c) => c.id === ids.named)).toEqual({ id: ids.named, name: '甲乙丙公司' });
    const en = await choices(tokens.admin, 'en-US');
    expect(en.find((c) => c.id === ids.named)).toEqual({ id: ids.named, name: 'Alpha Ltd' });
    expect(en.find((c) => c.id === ids.unnamed)).toEqual({ id: ids.unnamed, name: '只有中文名公司' });
  });

  it('offers anyone else only their own company, and none to a user without a company', async () => {
    expect(await choices(tokens.co_lister, 'en-US')).toEqual([{ id: ids.named, name: 'Alpha Ltd' }]);
    expect(await choices(tokens.co_platform)).toEqual([]);
  });

  it('needs system:user:list', async () => {
    const response = await options(tokens.co_other, 'en-US');
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe(403);
  });
});
