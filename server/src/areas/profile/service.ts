/** The personal center: own details, password change, avatar. */
import { asc, eq } from 'drizzle-orm';
import type { PersonalInfo } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, departments, roles, userRoles, users } from '../../schema';
import { notFound, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import { hashPassword, passwordProblem, verifyPassword } from '../../security/passwords';
import { revokeOtherSessions, type SessionContext } from '../auth/sessions';
import { revokeRecoveryLinks } from '../recovery/links';
import { avatarUrl } from '../auth/service';

export async function personalInfo(db: Db, userId: number, language: Language): Promise<PersonalInfo> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      email: users.email,
      phone: users.phone,
      avatarFile: users.avatarFile,
      createdAt: users.createdAt,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      deptName: departments.name,
      deptNameEn: departments.nameEn,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const roleRows = await db
    .select({ name: roles.name, nameEn: roles.nameEn })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.sort), asc(roles.id));
  const en = language === 'en';
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company_name: en ? (row.companyNameEn ?? row.companyName) : row.companyName,
    dept_name: en ? (row.deptNameEn ?? row.deptName) : row.deptName,
    roles: roleRows.map((r) => (en ? r.nameEn : r.name)),
    avatar: avatarUrl(row.id, row.avatarFile),
    created_at: row.createdAt.toISOString(),
  };
}

export interface PersonalDetails {
  name: string;
  email: string | null;
  phone: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;

export async function updatePersonalInfo(db: Db, userId: number, details: PersonalDetails, now: Date): Promise<void> {
  const name = details.name.trim();
  const email = details.email?.trim() ?? '';
  const phone = details.phone?.trim() ?? '';
  if (name === '') throw refused('nameRequired');
  if (email !== '' && !EMAIL.test(email)) throw refused('emailInvalid');
  if (phone !== '' && !PHONE.test(phone)) throw refused('phoneInvalid');
  await db
    .update(users)
    .set({ name, email: email === '' ? null : email, phone: phone === '' ? null : phone, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Checks the old password, stores the new one and ends every other session of the user. */
export async function changePassword(db: Db, session: SessionContext, oldPassword: string, newPassword: string, now: Date): Promise<void> {
  if (oldPassword === '') throw refused('oldPasswordRequired');
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw refused('oldPasswordWrong');
  const problem = passwordProblem(newPassword, session.account);
  if (problem) throw refused(problem);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now }).where(eq(users.id, session.userId));
    await revokeOtherSessions(tx, session.userId, session.sessionId, now);
    await revokeRecoveryLinks(tx, session.userId, now);
  });
}

/** Replaces the stored avatar name; returns the previous one so the caller can delete the file. */
export async function setAvatar(db: Db, userId: number, avatarFile: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatarFile: users.avatarFile }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ avatarFile, updatedAt: now }).where(eq(users.id, userId));
    return before?.avatarFile ?? null;
  });
}

/** Who may see an avatar: the user, an administrator, or a colleague of the same company. */
export async function visibleAvatar(db: Db, viewer: SessionContext, userId: number): Promise<string | null> {
  const [row] = await db.select({ avatarFile: users.avatarFile, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!row || !row.avatarFile) return null;
  const allowed = viewer.userId === userId || viewer.isAdmin || (viewer.companyId !== null && viewer.companyId === row.companyId);
  return allowed ? row.avatarFile : null;
}
