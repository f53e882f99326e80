/** Test companies, roles and users written straight to the database (no API involved). */
import { eq, inArray } from 'drizzle-orm';
import type { UserType } from '@pcf/shared/contracts';
import type { Db } from '../db/connection';
import { companies, departments, menus, roleMenus, roles, userRoles, users } from '../schema';
import { hashPassword } from '../security/passwords';

export async function createCompany(db: Db, name: string): Promise<{ companyId: number; deptId: number }> {
  const [company] = await db.insert(companies).values({ name, nameEn: name }).returning({ id: companies.id });
  const [dept] = await db
    .insert(departments)
    .values({ companyId: company.id, name: `${name} dept`, nameEn: `${name} dept` })
    .returning({ id: departments.id });
  return { companyId: company.id, deptId: dept.id };
}

export async function roleId(db: Db, roleKey: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey));
  if (!row) throw new Error(`no role ${roleKey}`);
  return row.id;
}

/** A non-administrator role granted the given menus (none: a role that holds no permission). */
export async function createRole(db: Db, roleKey: string, menuIds: readonly number[] = []): Promise<number> {
  const [role] = await db
    .insert(roles)
    .values({ roleKey, name: roleKey, nameEn: roleKey, isAdmin: false, sort: 99 })
    .returning({ id: roles.id });
  await grantMenus(db, role.id, menuIds);
  return role.id;
}

/** Replaces the role's grants; sessions read permissions per request, so this applies at once. */
export async function grantMenus(db: Db, role: number, menuIds: readonly number[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, role));
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role, menuId })));
}

/** Ids of the menus whose `perms` is one of `permissions`. */
export async function menusGranting(db: Db, permissions: readonly string[]): Promise<{ id: number; perms: string; planned: boolean }[]> {
  if (permissions.length === 0) return [];
  const rows = await db
    .select({ id: menus.id, perms: menus.perms, planned: menus.planned })
    .from(menus)
    .where(inArray(menus.perms, [...permissions]));
  return rows.flatMap((r) => (r.perms === null ? [] : [{ id: r.id, perms: r.perms, planned: r.planned }]));
}

export interface NewUser {
  account: string;
  password: string;
  name?: string;
  userType?: UserType;
  companyId?: number | null;
  deptId?: number | null;
  email?: string | null;
  phone?: string | null;
  roleIds?: readonly number[];
}

export async function createUser(db: Db, user: NewUser): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({
      account: user.account,
      name: user.name ?? user.account,
      userType: user.userType ?? 'enterprise',
      companyId: user.companyId ?? null,
      deptId: user.deptId ?? null,
      email: user.email ?? null,
      phone: user.phone ?? null,
      passwordHash: await hashPassword(user.password),
    })
    .returning({ id: users.id });
  const roleIds = user.roleIds ?? [];
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((id) => ({ userId: created.id, roleId: id })));
  return created.id;
}
