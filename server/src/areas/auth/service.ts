/**
 * Signing in: the same rules for every entrance. Unknown account and wrong password answer the
 * same; five wrong passwords in a row lock the account for ten minutes.
 */
import { eq, sql } from 'drizzle-orm';
import type { UserInfo, UserType } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, users } from '../../schema';
import { refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import { MINUTE_MS, addMs } from '../../clock';
import { ROLE_DEFAULT, profileEndpoints } from '@pcf/shared/contracts';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords';
import { createSession, type SessionContext, type UserLabels } from './sessions';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 10 * MINUTE_MS;

export interface Credentials {
  username: string;
  password: string;
  /** Set by the typed entrances /login1 (enterprise) and /login2 (review). */
  userType?: Exclude<UserType, 'admin'>;
}

export async function signIn(db: Db, credentials: Credentials, now: Date, idleMinutes: number): Promise<string> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      userType: users.userType,
      status: users.status,
      frozen: users.frozen,
      lockedUntil: users.lockedUntil,
      rejectReason: companies.rejectReason,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.account, credentials.username.trim()));
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), credentials.password);
    throw refused('badCredentials');
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    throw refused('accountLocked', { minutes: minutesLeft(user.lockedUntil, now) });
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    const lockedUntil = await recordFailure(db, user.id, now);
    if (lockedUntil) throw refused('accountLocked', { minutes: minutesLeft(lockedUntil, now) });
    throw refused('badCredentials');
  }
  if (user.frozen) throw refused('accountFrozen');
  if (user.status === 'pending') throw refused('accountPending');
  // only after the right password: the status (and the reason) is no one else's business
  if (user.status === 'rejected')
    throw user.rejectReason ? refused('accountRejectedReason', { reason: user.rejectReason }) : refused('accountRejected');
  if (credentials.userType !== undefined && user.userType !== credentials.userType) throw refused('wrongUserType');
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  return createSession(db, user.id, now, idleMinutes);
}

/** Counts a wrong password in one statement; returns the lock end when this failure locks. */
async function recordFailure(db: Db, userId: number, now: Date): Promise<Date | null> {
  const lockEnd = addMs(now, LOCK_MS);
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${lockEnd} else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil : null;
}

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
}

export function avatarUrl(userId: number, avatarFile: string | null): string | null {
  // the stored name changes with every upload, so it doubles as a cache buster
  return avatarFile ? `${profileEndpoints.avatarImage.url}?id=${userId}&v=${avatarFile.slice(0, 8)}` : null;
}

/** getInfo's answer: the guard's one query has read the session and the labels. */
export function userInfo(session: SessionContext, labels: UserLabels, language: Language): UserInfo {
  return {
    user: {
      id: session.userId,
      company_id: session.companyId,
      name: session.name,
      account: session.account,
      company_name: language === 'en' ? (session.companyNameEn ?? session.companyName) : session.companyName,
      deptid: session.deptId,
      user_type: session.userType,
      avatar: avatarUrl(session.userId, session.avatarFile),
    },
    roles: session.roles.length > 0 ? session.roles : [ROLE_DEFAULT],
    permissions: session.permissions,
    user_title: labels.user_title,
    trainer_title: labels.trainer_title,
    industry: labels.industry,
  };
}
