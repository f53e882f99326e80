/**
 * Test accounts for departments and roles: an administrator of company A (the demo company) and
 * one of company B, each holding the department and role permissions through menus of their own
 * (seeded buttons of screens not built yet reach no session).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { companies, departments, menus, roleMenus, roles, userRoles } from '../schema';
import { DEMO_COMPANY } from '../seed';
import { createCompany, createUser } from './accounts';

export const ADMIN_PERMS = [
  'system:dept:list',
  'system:dept:add',
  'system:dept:edit',
  'system:dept:remove',
  'system:role:list',
  'system:role:add',
  'system:role:edit',
  'system:role:remove',
];
export const FIXTURE_PASSWORD = 'Depts@123456';

/** A company role granted `perms` through fresh, built (unplanned) button menus. */
export async function roleHolding(
  db: Db,
  roleKey: string,
  companyId: number | null,
  perms: readonly string[],
): Promise<{ roleId: number; menuIds: number[] }> {
  const [role] = await db.insert(roles).values({ roleKey, name: roleKey, nameEn: roleKey, sort: 9, companyId }).returning({ id: roles.id });
  const menuIds: number[] = [];
  for (const perm of perms) {
    const [menu] = await db
      .insert(menus)
      .values({ key: `custom:${roleKey}/${perm}`, kind: 'button', titleZh: perm, titleEn: perm, perms: perm, planned: false })
      .returning({ id: menus.id });
    menuIds.push(menu.id);
  }
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
  return { roleId: role.id, menuIds };
}

export interface CompanyAdmins {
  companyA: number;
  deptA: number;
  companyB: number;
  deptB: number;
  /** Role of the administrators of A (holds ADMIN_PERMS), and its menus. */
  roleA: { roleId: number; menuIds: number[] };
  roleB: { roleId: number; menuIds: number[] };
}

/** Accounts admin_a (company A) and admin_b (company B), each with ADMIN_PERMS and data scope all. */
export async function createCompanyAdmins(db: Db, prefix: string): Promise<CompanyAdmins> {
  const [a] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  const b = await createCompany(db, `${prefix} B Co`);
  const [deptA] = await db
    .insert(departments)
    .values({ companyId: a.id, name: `${prefix} A root` })
    .returning();
  const roleA = await roleHolding(db, `${prefix}_admin_a`, a.id, ADMIN_PERMS);
  const roleB = await roleHolding(db, `${prefix}_admin_b`, b.companyId, ADMIN_PERMS);
  await createUser(db, { account: `${prefix}_a`, password: FIXTURE_PASSWORD, companyId: a.id, deptId: deptA.id, roleIds: [roleA.roleId] });
  await createUser(db, {
    account: `${prefix}_b`,
    password: FIXTURE_PASSWORD,
    companyId: b.companyId,
    deptId: b.deptId,
    roleIds: [roleB.roleId],
  });
  return { companyA: a.id, deptA: deptA.id, companyB: b.companyId, deptB: b.deptId, roleA, roleB };
}

/** Adds a role to a user (sessions read roles per request, so this applies at once). */
export async function giveRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId });
}
