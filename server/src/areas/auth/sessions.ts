/**
 * Server-side sessions. A token expires after the idle time; one used with under 10 minutes
 * left is replaced (the old one stays valid 60 s for requests already in flight). last_seen (and
 * with it the expiry) is written at most once a minute so that reads do not turn into writes: a
 * token expires between 29 and 30 idle minutes after its last use, never later.
 */
import { and, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { companies, roleMenus, roles, sessions, settings, userRoles, users, menus, type RevokeReason } from '../../schema';
import { MINUTE_MS, addMs } from '../../clock';
import { newToken, tokenDigest } from './tokens';
import { PERMISSION_ALL } from '@pcf/shared/contracts';
import { ROLE_ENABLED } from './dataScope';
import { uncachedSessions, type SessionCache } from './sessionCache';
import type { SessionContext, UserLabelKey, UserLabels } from '../../security/session';

export { USER_LABEL_KEYS, type SessionContext, type UserLabelKey, type UserLabels } from '../../security/session';

export const REFRESH_WHEN_LEFT_MS = 10 * MINUTE_MS;
export const REPLACED_GRACE_MS = 60_000;
export const TOUCH_INTERVAL_MS = MINUTE_MS;

export type SessionLookup =
  | { status: 'valid'; session: SessionContext; labels: UserLabels; replacementToken: string | null }
  | { status: 'unknown' | 'expired' | 'frozen' }
  | { status: 'revoked'; reason: RevokeReason };

export async function createSession(db: Db, userId: number, now: Date, idleMinutes: number): Promise<string> {
  // the user's dead sessions go at their next sign-in, so the table does not grow without end
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return insertSession(db, userId, now, idleMinutes);
}

/** A new session row; the token itself is only returned, the table keeps its digest. */
async function insertSession(handle: Pick<Db, 'insert'>, userId: number, now: Date, idleMinutes: number): Promise<string> {
  const token = newToken();
  await handle.insert(sessions).values({
    userId,
    tokenHash: tokenDigest(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: addMs(now, idleMinutes * MINUTE_MS),
  });
  return token;
}

function labelOf(key: UserLabelKey) {
  return sql<string | null>`(select ${settings.value} from ${settings} where ${settings.key} = ${key})`;
}

function prepareLookup(db: Db) {
  // roles and the admin flag in one pass over the user's enabled roles: a disabled role (status
  // other than '0') grants no permission, no administrator rights and no role key
  const userRoleSummary = db
    .select({
      roleKeys: sql<string[]>`coalesce(array_agg(${roles.roleKey} order by ${roles.sort}, ${roles.id}), '{}')`.as('role_keys'),
      roleIds: sql<number[]>`array_agg(${roles.id})`.as('role_ids'),
      isAdmin: sql<boolean>`coalesce(bool_or(${roles.isAdmin}), false)`.as('is_admin'),
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, ROLE_ENABLED)))
    .where(eq(userRoles.userId, users.id))
    .as('user_role_summary');
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      replacedAt: sessions.replacedAt,
      revokeReason: sessions.revokeReason,
      revokedAt: sessions.revokedAt,
      account: users.account,
      name: users.name,
      userType: users.userType,
      frozen: users.frozen,
      companyId: users.companyId,
      deptId: users.deptId,
      avatarFile: users.avatarFile,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      roles: userRoleSummary.roleKeys,
      isAdmin: userRoleSummary.isAdmin,
      // an administrator has every permission (*:*:*): theirs are not read
      permissions: sql<
        string[]
      >`case when ${userRoleSummary.isAdmin} then '{}'::text[] else coalesce((select array_agg(distinct ${menus.perms}) from ${roleMenus} join ${menus} on ${menus.id} = ${roleMenus.menuId} where ${roleMenus.roleId} = any(${userRoleSummary.roleIds}) and ${menus.perms} is not null and not ${menus.planned}), '{}') end`,
      userTitle: labelOf('user_title'),
      trainerTitle: labelOf('trainer_title'),
      industry: labelOf('industry'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .crossJoinLateral(userRoleSummary)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_lookup');
}

type PreparedLookup = ReturnType<typeof prepareLookup>;
/** What the lookup query reads of one session (a session cache keeps these). */
export type SessionRow = Awaited<ReturnType<PreparedLookup['execute']>>[number];
const UNCACHED = uncachedSessions<SessionRow>();
// prepared once per database: PostgreSQL then plans the query once per connection, not per request
const preparedLookups = new WeakMap<Db, PreparedLookup>();

/** One indexed query: the session, its user, company, roles, permissions and the user labels. */
export async function lookupSession(
  db: Db,
  token: string,
  now: Date,
  idleMinutes: number,
  cache: SessionCache<SessionRow> = UNCACHED,
): Promise<SessionLookup> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const prepared = lookup;
  const tokenHash = tokenDigest(token);
  const row = await cache.row(tokenHash, async () => (await prepared.execute({ tokenHash }))[0]);
  if (!row) return { status: 'unknown' };
  if (row.revokedAt !== null) return { status: 'revoked', reason: row.revokeReason ?? 'logout' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  if (row.frozen) return { status: 'frozen' };

  const session: SessionContext = {
    sessionId: row.sessionId,
    userId: row.userId,
    account: row.account,
    name: row.name,
    userType: row.userType,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    deptId: row.deptId,
    avatarFile: row.avatarFile,
    isAdmin: row.isAdmin,
    roles: row.roles,
    permissions: row.isAdmin ? [PERMISSION_ALL] : [...row.permissions].sort(),
  };

  const labels: UserLabels = { user_title: row.userTitle, trainer_title: row.trainerTitle, industry: row.industry };

  let replacementToken: string | null = null;
  if (row.replacedAt === null) {
    const left = row.expiresAt.getTime() - now.getTime();
    if (left < REFRESH_WHEN_LEFT_MS) {
      replacementToken = await replaceSession(db, row.sessionId, row.userId, now, idleMinutes);
      cache.forget();
    } else if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      // the last-seen condition again: of concurrent requests of one session only the first writes
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: addMs(now, idleMinutes * MINUTE_MS) })
        .where(and(eq(sessions.id, row.sessionId), isNull(sessions.replacedAt), lte(sessions.lastSeenAt, addMs(now, -TOUCH_INTERVAL_MS))));
      cache.forget();
    }
  }
  return { status: 'valid', session, labels, replacementToken };
}

async function replaceSession(db: Db, sessionId: number, userId: number, now: Date, idleMinutes: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const retired = await tx
      .update(sessions)
      .set({ replacedAt: now, expiresAt: sql`least(${sessions.expiresAt}, ${addMs(now, REPLACED_GRACE_MS)})` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.replacedAt)))
      .returning({ id: sessions.id });
    // a concurrent request already replaced it: that one sends the new token
    if (retired.length === 0) return null;
    return insertSession(tx, userId, now, idleMinutes);
  });
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'logout' })
    .where(and(eq(sessions.tokenHash, tokenDigest(token)), isNull(sessions.revokedAt)));
}

/** After a password change every other session of the user ends (they get code 120701). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'password' })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
