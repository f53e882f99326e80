/**
 * Signing in: the same rules for every entrance. Unknown account, wrong password and a user type
 * the entrance does not take answer the same; five such failures in a row, each within ten minutes
 * of the one before, lock the account name for ten minutes, whether or not an account has it, so
 * neither answer tells which accounts exist.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { UserInfo, UserType } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { companies, unknownAccountFailures, users } from '../../schema';
import { refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import { MINUTE_MS, addMs } from '../../clock';
import { ROLE_DEFAULT, profileEndpoints } from '@pcf/shared/contracts';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords';
import { createSession, type SessionContext, type UserLabels } from './sessions';
import { DisguisedRefusal } from './signInReason';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 10 * MINUTE_MS;

export interface Credentials {
  username: string;
  password: string;
  /** Set by the typed entrances /login1 (enterprise) and /login2 (review). */
  userType?: Exclude<UserType, 'admin'>;
}

export async function signIn(db: Db, credentials: Credentials, now: Date, idleMinutes: number): Promise<string> {
  const account = credentials.username.trim();
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
    .where(eq(users.account, account));
  if (!user) return refuseUnknownAccount(db, account, credentials.password, now);
  if (isLocked(user.lockedUntil, now)) throw refused('accountLocked', { minutes: minutesLeft(user.lockedUntil, now) });
  const passwordRight = await verifyPassword(user.passwordHash, credentials.password);
  // the entrance's user type is part of the credentials: telling it apart would confirm the password
  const wrongEntrance = credentials.userType !== undefined && user.userType !== credentials.userType;
  if (!passwordRight || wrongEntrance) {
    const [row] = await db
      .update(users)
      .set(failureCount(users, now))
      .where(eq(users.id, user.id))
      .returning({ lockedUntil: users.lockedUntil });
    const refusal = failureRefusal(row?.lockedUntil ?? null, now);
    throw passwordRight ? new DisguisedRefusal(refusal, 'wrongUserType') : refusal;
  }
  if (user.frozen) throw refused('accountFrozen');
  if (user.status === 'pending') throw refused('accountPending');
  // only after the right password: the status (and the reason) is no one else's business
  if (user.status === 'rejected')
    throw user.rejectReason ? refused('accountRejectedReason', { reason: user.rejectReason }) : refused('accountRejected');
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  return createSession(db, user.id, now, idleMinutes);
}

/** An account name no user has: the same password work, count and lock as an existing account's. */
async function refuseUnknownAccount(db: Db, account: string, password: string, now: Date): Promise<never> {
  const [held] = await db
    .select({ lockedUntil: unknownAccountFailures.lockedUntil })
    .from(unknownAccountFailures)
    .where(eq(unknownAccountFailures.account, account));
  if (held && isLocked(held.lockedUntil, now)) throw refused('accountLocked', { minutes: minutesLeft(held.lockedUntil, now) });
  await verifyPassword(await decoyPasswordHash(), password);
  // a row whose last failure is older than the lock window (its count stale, any lock over) says
  // what no row says: pruned here, so the table holds the names of the last ten minutes only
  await db.delete(unknownAccountFailures).where(lte(unknownAccountFailures.lastFailedAt, staleBefore(now)));
  const [row] = await db
    .insert(unknownAccountFailures)
    .values({ account, failedLogins: 1, lastFailedAt: now })
    .onConflictDoUpdate({ target: unknownAccountFailures.account, set: failureCount(unknownAccountFailures, now) })
    .returning({ lockedUntil: unknownAccountFailures.lockedUntil });
  throw failureRefusal(row?.lockedUntil ?? null, now);
}

interface FailureColumns {
  failedLogins: typeof users.failedLogins | typeof unknownAccountFailures.failedLogins;
  lockedUntil: typeof users.lockedUntil | typeof unknownAccountFailures.lockedUntil;
  lastFailedAt: typeof users.lastFailedAt | typeof unknownAccountFailures.lastFailedAt;
}

/** Failures before this no longer count: the window an unknown name's row is kept for. */
function staleBefore(now: Date): Date {
  return addMs(now, -LOCK_MS);
}

/**
 * One more failure, in one statement: the fifth in a row locks and starts the count again. A count
 * whose last failure is older than the lock window starts afresh, for users as for unknown names
 * (whose rows are pruned then), so waiting does not tell the two apart either.
 */
function failureCount(table: FailureColumns, now: Date) {
  const lockEnd = addMs(now, LOCK_MS);
  const count = sql`case when ${table.lastFailedAt} is null or ${table.lastFailedAt} <= ${staleBefore(now)} then 0 else ${table.failedLogins} end`;
  const locks = sql`${count} + 1 >= ${MAX_FAILED_LOGINS}`;
  return {
    failedLogins: sql`case when ${locks} then 0 else ${count} + 1 end`,
    lockedUntil: sql`case when ${locks} then ${lockEnd} else ${table.lockedUntil} end`,
    lastFailedAt: now,
  };
}

function failureRefusal(lockedUntil: Date | null, now: Date) {
  return isLocked(lockedUntil, now) ? refused('accountLocked', { minutes: minutesLeft(lockedUntil, now) }) : refused('badCredentials');
}

function isLocked(lockedUntil: Date | null, now: Date): lockedUntil is Date {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
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
