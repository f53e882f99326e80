import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_DAYS, SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import type { SupplyPartner } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login } from '../../../testing/testApp';
import { createCompany, createUser } from '../../../testing/accounts';
import { roleHolding } from '../../../testing/deptsRoles';
import { mailOutbox, supplyPartners } from '../../../schema';
import { translate } from '../../../http/messages';
import { tokenDigest } from '../../auth/tokens';

const PASSWORD = 'Invite@123456';

describeEachDatabase('supplier invitations', (ctx) => {
  const db = () => ctx().database.db;
  let token = '';
  let companyId = 0;

  beforeAll(async () => {
    companyId = (await createCompany(db(), 'Invite Buyer Co')).companyId;
    const role = await roleHolding(db(), 'inv_worker', null, [SUPPLY_CHAIN_PERMISSIONS.partnerList, SUPPLY_CHAIN_PERMISSIONS.partnerEdit]);
    await createUser(db(), { account: 'inv_buyer', password: PASSWORD, companyId, userType: 'enterprise', roleIds: [role.roleId] });
    token = await login(ctx().app, 'inv_buyer', PASSWORD);
  });

  const invite = (email: string, language = 'zh-CN') =>
    ctx().app.inject({
      method: 'POST',
      url: '/rest/supplychain/partner/invite',
      payload: { name: '玻璃新厂', email },
      headers: { authorization: token, 'accept-language': language },
    });
  /** The link token of the latest mail to `email`. */
  const mailedToken = async (email: string) => {
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const body = mails.sort((a, b) => b.id - a.id)[0].body;
    return decodeURIComponent(/invitation=([^\s&]+)/.exec(body)?.[1] ?? '');
  };
  const invitationsTo = (email: string) =>
    db()
      .select()
      .from(supplyPartners)
      .where(and(eq(supplyPartners.companyId, companyId), sql`lower(${supplyPartners.inviteEmail}) = ${email.toLowerCase()}`));

  it('keeps one invitation per company and address in the database itself, whatever the letter case', async () => {
    const first = json<SupplyPartner>(await invite('kiln@example.com'));
    expect(first.code).toBe(200);
    await expect(
      db()
        .insert(supplyPartners)
        .values({ companyId, kind: 'invited', name: 'Slipped in', inviteEmail: 'KILN@example.com', inviteTokenHash: tokenDigest('other') }),
    ).rejects.toThrow();
    expect(await invitationsTo('kiln@example.com')).toHaveLength(1);
  });

  it('refuses a second invitation while the first waits, in both languages', async () => {
    for (const language of ['zh', 'en'] as const) {
      const refused = await invite('Kiln@Example.com', language === 'zh' ? 'zh-CN' : 'en-US');
      expect([refused.statusCode, json(refused).msg]).toEqual([
        400,
        translate('partnerInvitePending', language, { email: 'Kiln@Example.com' }),
      ]);
    }
    expect(await invitationsTo('kiln@example.com')).toHaveLength(1);
  });

  it('renews an expired invitation when the address is invited again: one row, and only the new link works', async () => {
    const oldToken = await mailedToken('kiln@example.com');
    const [before] = await invitationsTo('kiln@example.com');
    ctx().clock.advance((INVITATION_DAYS + 1) * 24 * 60 * 60 * 1000);
    token = await login(ctx().app, 'inv_buyer', PASSWORD);
    const again = json<SupplyPartner>(await invite('kiln@example.com'));
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({ id: before.id, kind: 'invited', invitePending: true });
    const rows = await invitationsTo('kiln@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].inviteExpiresAt?.getTime()).toBeGreaterThan(ctx().clock.now().getTime());
    const check = (link: string) =>
      ctx().app.inject({ method: 'GET', url: `/rest/supplychain/invitation?token=${encodeURIComponent(link)}` });
    expect(json(await check(oldToken)).code).not.toBe(200);
    expect(json(await check(await mailedToken('kiln@example.com'))).code).toBe(200);
  });
});
