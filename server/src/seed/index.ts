/**
 * First-start data, idempotent: every start inserts what is missing and re-syncs the menus'
 * `planned` flags and the buttons' pages from code, and removes seeded menus that code no longer
 * lists. Existing rows (passwords, titles, switches) are never overwritten. This file writes the
 * captcha key, the demo company, the roles, the menus and the accounts itself; every other row is
 * an area's (areas/<area>/seed.ts), called here in one transaction with what seed/ gathers.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, like, not, notInArray, sql } from 'drizzle-orm';
import type { UserType } from '@pcf/shared/contracts';
import type { Db } from '../db/connection';
import { companies, departments, menus, roleMenus, roles, settings, userRoles, users } from '../schema';
import { hashPassword, verifyPassword } from '../security/passwords';
import { DEFAULT_PASSWORDS } from '../config';
import { ROLE_ADMIN } from '@pcf/shared/contracts';
import { MENU_TREE, ROLE_GRANTS } from './menuTree';
import { OBJECT_REGISTRY } from './objectRegistry';
import { seedDictionaries, seedObjectRegistry } from '../areas/metadata/seed';
import { DICTIONARIES } from './dictionaries';
import { seedDirectory } from '../areas/directory/seed';
import { seedUnits } from '../areas/units/seed';
import { seedGwpValues, seedPublicFactors } from '../areas/factors/seed';
import { seedInventoryTemplates } from '../areas/inventory/seed';
import { seedBenchmarkReferences } from '../areas/benchmarks/seed';

export const CAPTCHA_SECRET_KEY = 'captcha_secret';
export const DEMO_COMPANY = { name: '演示光伏科技有限公司', nameEn: 'Demo PV Technology Co., Ltd.' };
const DEMO_DEPARTMENT = { name: '碳管理部', nameEn: 'Carbon management' };

export interface SeedPasswords {
  admin: string;
  demo: string;
  reviewer: string;
}

export interface SeedReport {
  /** Seeded accounts whose stored password is still the published default. */
  defaultPasswordAccounts: string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SeededAccount = keyof SeedPasswords;

const ROLES = [
  { roleKey: ROLE_ADMIN, name: '管理员', nameEn: 'Administrator', isAdmin: true, sort: 1 },
  { roleKey: 'enterprise', name: '企业用户', nameEn: 'Enterprise user', isAdmin: false, sort: 2 },
  { roleKey: 'reviewer', name: '审核人员', nameEn: 'Reviewer', isAdmin: false, sort: 3 },
] as const;

const ACCOUNTS: readonly { account: SeededAccount; name: string; userType: UserType; roleKey: string; inDemoCompany: boolean }[] = [
  { account: 'admin', name: '管理员', userType: 'admin', roleKey: ROLE_ADMIN, inDemoCompany: false },
  { account: 'demo', name: '演示用户', userType: 'enterprise', roleKey: 'enterprise', inDemoCompany: true },
  { account: 'reviewer', name: '审核员', userType: 'review', roleKey: 'reviewer', inDemoCompany: false },
];

export async function seedDatabase(db: Db, passwords: SeedPasswords): Promise<SeedReport> {
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: CAPTCHA_SECRET_KEY, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const { companyId, deptId } = await seedDemoCompany(tx);
    const roleIds = await seedRoles(tx);
    await seedMenus(tx, roleIds);
    await seedAccounts(tx, passwords, roleIds, companyId, deptId);
    await seedDirectory(tx);
    await seedObjectRegistry(tx, OBJECT_REGISTRY);
    await seedDictionaries(tx, DICTIONARIES);
    await seedUnits(tx);
    await seedGwpValues(tx);
    await seedPublicFactors(tx);
    await seedInventoryTemplates(tx);
    await seedBenchmarkReferences(tx);
  });
  return { defaultPasswordAccounts: await accountsWithDefaultPassword(db) };
}

async function seedDemoCompany(tx: Tx): Promise<{ companyId: number; deptId: number }> {
  await tx.insert(companies).values(DEMO_COMPANY).onConflictDoNothing();
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  await tx
    .insert(departments)
    .values({ companyId: company.id, ...DEMO_DEPARTMENT })
    .onConflictDoNothing();
  const [dept] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, company.id), eq(departments.name, DEMO_DEPARTMENT.name)));
  return { companyId: company.id, deptId: dept.id };
}

async function seedRoles(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(roles)
    .values([...ROLES])
    .onConflictDoNothing();
  const rows = await tx.select({ id: roles.id, roleKey: roles.roleKey }).from(roles);
  return new Map(rows.map((r) => [r.roleKey, r.id]));
}

async function upsertMenu(tx: Tx, row: typeof menus.$inferInsert): Promise<number> {
  // a button belongs to the page code puts it under (a permission can move to another screen)
  const set =
    row.kind === 'button' ? { planned: sql`excluded.planned`, parentId: sql`excluded.parent_id` } : { planned: sql`excluded.planned` };
  const [saved] = await tx.insert(menus).values(row).onConflictDoUpdate({ target: menus.key, set }).returning({ id: menus.id });
  return saved.id;
}

/**
 * Seeded menus (keys not 'custom:') that code no longer lists; their grants go with them. One that
 * an administrator hung own entries under stays, so nothing of theirs is orphaned.
 */
async function pruneRetiredMenus(tx: Tx, seededKeys: readonly string[]): Promise<void> {
  const hasCustomChild = sql`exists (select 1 from ${menus} as child where child.parent_id = ${menus.id} and child.key like 'custom:%')`;
  await tx.delete(menus).where(and(not(like(menus.key, 'custom:%')), notInArray(menus.key, [...seededKeys]), not(hasCustomChild)));
}

async function seedMenus(tx: Tx, roleIds: Map<string, number>): Promise<void> {
  const idsByKey = new Map<string, number>();
  for (const [groupIndex, group] of MENU_TREE.entries()) {
    const groupId = await upsertMenu(tx, {
      key: group.path,
      kind: 'group',
      path: group.path,
      titleZh: group.titleZh,
      titleEn: group.titleEn,
      icon: group.icon,
      redirect: group.redirect ?? null,
      sort: groupIndex + 1,
      remote: group.remote,
      // a group is shown when one of its pages is; its own flag never hides it
      planned: false,
    });
    for (const [pageIndex, page] of group.pages.entries()) {
      const pageId = await upsertMenu(tx, {
        key: page.path,
        parentId: groupId,
        kind: 'page',
        path: page.path,
        titleZh: page.titleZh,
        titleEn: page.titleEn,
        icon: page.icon,
        hidden: page.hidden ?? false,
        sort: pageIndex + 1,
        remote: group.remote,
        perms: page.perms,
        planned: page.planned,
      });
      idsByKey.set(page.path, pageId);
      for (const [buttonIndex, button] of (page.buttons ?? []).entries()) {
        const buttonId = await upsertMenu(tx, {
          key: button.perms,
          parentId: pageId,
          kind: 'button',
          titleZh: button.titleZh,
          titleEn: button.titleEn,
          sort: buttonIndex + 1,
          remote: group.remote,
          perms: button.perms,
          planned: page.planned,
        });
        idsByKey.set(button.perms, buttonId);
      }
    }
  }
  await pruneRetiredMenus(tx, [...MENU_TREE.map((g) => g.path), ...idsByKey.keys()]);
  for (const [roleKey, keys] of Object.entries(ROLE_GRANTS)) {
    const roleId = roleIds.get(roleKey);
    if (roleId === undefined) continue;
    const rows = keys.flatMap((key) => {
      const menuId = idsByKey.get(key);
      return menuId === undefined ? [] : [{ roleId, menuId }];
    });
    if (rows.length > 0) await tx.insert(roleMenus).values(rows).onConflictDoNothing();
  }
}

async function seedAccounts(
  tx: Tx,
  passwords: SeedPasswords,
  roleIds: Map<string, number>,
  companyId: number,
  deptId: number,
): Promise<void> {
  for (const seed of ACCOUNTS) {
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.account, seed.account));
    if (existing.length > 0) continue;
    const [created] = await tx
      .insert(users)
      .values({
        account: seed.account,
        name: seed.name,
        userType: seed.userType,
        companyId: seed.inDemoCompany ? companyId : null,
        deptId: seed.inDemoCompany ? deptId : null,
        passwordHash: await hashPassword(passwords[seed.account]),
      })
      .returning({ id: users.id });
    const roleId = roleIds.get(seed.roleKey);
    if (roleId !== undefined) await tx.insert(userRoles).values({ userId: created.id, roleId });
  }
}

async function accountsWithDefaultPassword(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const seed of ACCOUNTS) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.account, seed.account));
    if (row && (await verifyPassword(row.passwordHash, DEFAULT_PASSWORDS[seed.account]))) found.push(seed.account);
  }
  return found;
}
