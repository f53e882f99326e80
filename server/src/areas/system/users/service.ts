/**
 * User management with business rules (/rest/user/*): create and edit, delete, freeze, reset a
 * password, remove a role. The list itself is the generic object API on the sys_user read model.
 *
 * Rules every change keeps:
 *  - the session decides the company: an enterprise administrator sees and changes only users of
 *    their own company (others answer "not found"); only a platform administrator picks a company;
 *  - inside the company the roles' data scope applies as in the sys_user list (dataScope.ts): a
 *    user outside it answers "not found", and a save may not put a user outside it (403);
 *  - a grant stays within the granting administrator's own rights: a non-administrator may add or
 *    remove only roles that are not administrator roles, belong to no other company, and grant no
 *    menu the granter's own roles do not grant; and may manage only users whose roles are all so;
 *  - at least one active (not frozen) platform administrator always remains: the changes that
 *    could remove the last one take a lock on the administrator roles first, so two concurrent
 *    changes cannot each leave the other's administrator as "the last one";
 *  - each change is one transaction through its own handle; a refusal changes nothing.
 */
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { companies, departments, roles, sessions, sysPosts, userPosts, userRoles, users } from '../../../schema';
import { rowsOf } from '../../../db/queries';
import { ApiError, refused } from '../../../http/errors';
import { idList } from '../../metadata/service';
import type { MessageKey } from '../../../http/messages';
import { meetsPasswordRule, OBJ_LIST_MAX } from '@pcf/shared/contracts';
import { hashPassword } from '../../../security/passwords';
import { revokeOtherSessions, type SessionContext } from '../../auth/sessions';
import { revokeRecoveryLinks } from '../../recovery/links';
import { recordOperation, snapshot } from '../../audit/service';
import { dataScopeCondition, dataScopeOf, ROLE_ENABLED } from '../../auth/dataScope';
import { sqlState } from '../../../db/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const USER_TYPES: readonly UserType[] = ['admin', 'enterprise', 'review'];
/** Enterprise users belong to a company; platform users (administrators, reviewers) to none. */
const COMPANY_TYPES: readonly UserType[] = ['enterprise'];

// the rules of the forms (shared ACCOUNT_PATTERN, PHONE_PATTERN; the server imports only types from
// shared, users.test checks these copies against them)
export const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
export const PHONE = /^(1\d{10}|\+\d[\d\s-]{6,18}\d)$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 50;

export interface SaveUserInput {
  id?: number;
  account: string;
  name: string;
  userType: string;
  companyId?: number | null;
  deptId?: number | null;
  postIds?: unknown;
  roleIds?: unknown;
  phone?: string | null;
  email?: string | null;
  password?: string;
}

const notFound = (): ApiError => new ApiError('userNotFound', 404, 404);
const notYours = (): ApiError => new ApiError('userOtherCompany', 403, 403);
const beyondRights = (key: MessageKey): ApiError => new ApiError(key, 403, 403);

function optionalText(value: string | null | undefined, pattern: RegExp, key: MessageKey): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!pattern.test(text)) throw refused(key);
  return text;
}

export function passwordAcceptable(password: string, account: string): boolean {
  return meetsPasswordRule(password) && password.toLowerCase() !== account.toLowerCase();
}

// ---- shared checks (inside a transaction) ----

/** Serialises the changes that could remove the last administrator. */
async function lockAdministrators(tx: Tx): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.isAdmin, true)).for('update');
}

async function assertAdministratorRemains(tx: Tx): Promise<void> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(distinct u.id)::int as n from users u
        join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where r.is_admin and r.status = ${ROLE_ENABLED} and not u.frozen and u.status = 'active'`,
  );
  if (Number(row.n) === 0) throw refused('userLastAdmin');
}

/** Of `roleIds`, those the actor may not grant or take away. */
async function rolesBeyondRights(tx: Tx, actor: SessionContext, roleIds: readonly number[]): Promise<number[]> {
  if (actor.isAdmin || roleIds.length === 0) return [];
  const found = await rowsOf<{ id: number }>(
    tx,
    sql`select r.id from roles r
        where r.id in (${sql.join(
          roleIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and (r.is_admin
            or (r.company_id is not null and r.company_id is distinct from ${actor.companyId})
            or exists (select 1 from role_menus rm where rm.role_id = r.id and rm.menu_id not in (
              select own.menu_id from role_menus own join user_roles mine on mine.role_id = own.role_id where mine.user_id = ${actor.userId})))`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * The rows of `users` the actor may manage, as a condition: every row for a platform
 * administrator; else those of the actor's company that the roles' data scope reaches, with the
 * columns of the sys_user registration (department dept_id, owner the user themself).
 */
async function usersInScope(tx: Tx, actor: SessionContext): Promise<SQL | undefined> {
  if (actor.isAdmin) return undefined;
  if (actor.companyId === null) return sql`false`;
  const dataScope = await dataScopeOf(tx, actor);
  return and(eq(users.companyId, actor.companyId), dataScopeCondition(dataScope, { dept: 'dept_id', owner: 'id' }));
}

/** The users, locked, as the actor may manage them; any missing or out of scope: "not found". */
async function manageableUsers(tx: Tx, actor: SessionContext, ids: readonly number[]) {
  const found = await tx
    .select({ id: users.id, account: users.account, companyId: users.companyId, deptId: users.deptId })
    .from(users)
    .where(and(inArray(users.id, [...ids]), await usersInScope(tx, actor)))
    .for('update');
  if (found.length !== ids.length) throw notFound();
  if (!actor.isAdmin) {
    const held = await tx
      .selectDistinct({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(inArray(userRoles.userId, [...ids]));
    if (
      (
        await rolesBeyondRights(
          tx,
          actor,
          held.map((h) => h.roleId),
        )
      ).length > 0
    )
      throw beyondRights('userBeyondRights');
  }
  return found;
}

async function manageableUser(tx: Tx, actor: SessionContext, id: number) {
  const [user] = await manageableUsers(tx, actor, [id]);
  return user;
}

// ---- create and edit ----

interface CheckedInput {
  id: number | null;
  account: string;
  name: string;
  userType: UserType;
  /** undefined: unchanged (edit by a platform administrator who sent none). */
  companyId: number | null | undefined;
  deptId: number | null | undefined;
  postIds: number[] | undefined;
  roleIds: number[] | undefined;
  phone: string | null;
  email: string | null;
  password: string | null;
}

/** Shape checks that need no database: 400 before anything is read. */
function checkInput(actor: SessionContext, input: SaveUserInput): CheckedInput {
  const id = input.id ?? null;
  const account = input.account.trim();
  if (!ACCOUNT.test(account)) throw refused('userAccountInvalid');
  const name = input.name.trim();
  if (name === '' || Array.from(name).length > NAME_MAX) throw refused('userNameInvalid');
  const userType = USER_TYPES.find((t) => t === input.userType);
  if (!userType) throw refused('userTypeInvalid');
  const phone = optionalText(input.phone, PHONE, 'phoneInvalid');
  const email = optionalText(input.email, EMAIL, 'emailInvalid');
  let password: string | null = null;
  if (id === null) {
    password = input.password ?? '';
    if (!passwordAcceptable(password, account)) throw refused('userPasswordWeak');
  }
  const postIds = input.postIds === undefined ? undefined : idList(input.postIds, () => refused('userPostInvalid'));
  const roleIds = input.roleIds === undefined ? undefined : idList(input.roleIds, () => refused('userRoleInvalid'));

  let companyId = input.companyId;
  if (!actor.isAdmin) {
    // the session decides the company; naming another is refused, not silently replaced
    if (actor.companyId === null) throw new ApiError('objNoCompany', 403, 403);
    if (companyId !== undefined && companyId !== actor.companyId) throw notYours();
    if (!COMPANY_TYPES.includes(userType)) throw notYours();
    companyId = actor.companyId;
  } else if (id === null && companyId === undefined) companyId = null;
  return { id, account, name, userType, companyId, deptId: input.deptId, postIds, roleIds, phone, email, password };
}

/** Creates (no id) or edits a user with its posts and roles, in one transaction; returns the id. */
export async function saveUser(db: Db, actor: SessionContext, input: SaveUserInput, now: Date): Promise<number> {
  const checked = checkInput(actor, input);
  // the memory-hard hash runs before the transaction, which stays short
  const passwordHash = checked.password === null ? null : await hashPassword(checked.password);
  try {
    return await db.transaction(async (tx) => {
      await lockAdministrators(tx);
      const existing = checked.id === null ? null : await manageableUser(tx, actor, checked.id);
      const companyId = checked.companyId === undefined ? (existing?.companyId ?? null) : checked.companyId;
      if (COMPANY_TYPES.includes(checked.userType) && companyId === null) throw refused('userCompanyRequired');
      if (!COMPANY_TYPES.includes(checked.userType) && companyId !== null) throw refused('userCompanyNotAllowed');
      if (companyId !== null) {
        const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
        if (!company) throw refused('userCompanyMissing');
      }

      const deptId = checked.deptId === undefined ? (existing?.deptId ?? null) : checked.deptId;
      if (deptId !== null) {
        const [dept] =
          companyId === null
            ? []
            : await tx
                .select({ id: departments.id })
                .from(departments)
                .where(and(eq(departments.id, deptId), eq(departments.companyId, companyId)));
        if (!dept) throw refused('userDeptInvalid');
      }

      // posts left out stay, but must still belong to the (possibly new) company
      const postIds =
        checked.postIds ??
        (existing
          ? (await tx.select({ id: userPosts.postId }).from(userPosts).where(eq(userPosts.userId, existing.id))).map((p) => p.id)
          : []);
      if (postIds.length > 0) {
        const companyMatch = companyId === null ? isNull(sysPosts.companyId) : eq(sysPosts.companyId, companyId);
        const found = await tx
          .select({ id: sysPosts.id })
          .from(sysPosts)
          .where(and(inArray(sysPosts.id, postIds), companyMatch));
        if (found.length !== postIds.length) throw refused('userPostInvalid');
      }

      if (checked.roleIds !== undefined) {
        const roleIds = checked.roleIds;
        if (roleIds.length > 0) {
          const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
          if (found.length !== roleIds.length) throw refused('userRoleInvalid');
        }
        const before = existing
          ? (await tx.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, existing.id))).map((r) => r.id)
          : [];
        const changed = [...roleIds.filter((r) => !before.includes(r)), ...before.filter((r) => !roleIds.includes(r))];
        if ((await rolesBeyondRights(tx, actor, changed)).length > 0) throw beyondRights('userRoleBeyondRights');
      }

      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.account}) = lower(${checked.account})`, existing ? ne(users.id, existing.id) : undefined));
      if (taken) throw refused('userAccountTaken');

      const values = {
        account: checked.account,
        name: checked.name,
        userType: checked.userType,
        companyId,
        deptId,
        phone: checked.phone,
        email: checked.email,
        updatedAt: now,
      };
      let id: number;
      const [before] = existing ? await snapshot(tx, 'users', [existing.id]) : [];
      if (existing) {
        await tx.update(users).set(values).where(eq(users.id, existing.id));
        id = existing.id;
      } else {
        if (passwordHash === null) throw refused('userPasswordWeak');
        const [created] = await tx
          .insert(users)
          .values({ ...values, passwordHash, createdAt: now })
          .returning({ id: users.id });
        id = created.id;
      }

      if (checked.postIds !== undefined || existing === null) {
        await tx.delete(userPosts).where(eq(userPosts.userId, id));
        if (postIds.length > 0) await tx.insert(userPosts).values(postIds.map((postId) => ({ userId: id, postId })));
      }
      if (checked.roleIds !== undefined) {
        await tx.delete(userRoles).where(eq(userRoles.userId, id));
        if (checked.roleIds.length > 0) await tx.insert(userRoles).values(checked.roleIds.map((roleId) => ({ userId: id, roleId })));
      }
      // the saved user must stay inside what the actor may manage (a department out of the data scope is refused)
      const [inScope] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), await usersInScope(tx, actor)));
      if (!inScope) throw new ApiError('userOutsideDataScope', 403, 403);
      await assertAdministratorRemains(tx);
      await recordOperation(tx, actor, {
        object: 'user',
        action: existing ? 'update' : 'create',
        targetIds: [id],
        before,
        after: { id, ...values, postIds, roleIds: checked.roleIds },
      });
      return id;
    });
  } catch (error) {
    // two saves of one new account at once: the unique index decides
    if (sqlState(error) === '23505') throw refused('userAccountTaken');
    throw error;
  }
}

// ---- delete, freeze, password, role ----

export function parseUserIds(id: number | undefined, ids: unknown): number[] {
  const invalid = () => new ApiError('userIdsInvalid', 400, 400, { max: OBJ_LIST_MAX });
  const list = ids === undefined ? (id === undefined ? [] : [id]) : idList(ids, invalid);
  if (list.length === 0) throw invalid();
  return list;
}

/** All or nothing; never oneself, never the last administrator. */
export async function deleteUsers(db: Db, actor: SessionContext, ids: readonly number[]): Promise<number> {
  if (ids.includes(actor.userId)) throw refused('userDeleteSelf');
  try {
    return await db.transaction(async (tx) => {
      await lockAdministrators(tx);
      await manageableUsers(tx, actor, ids);
      const before = await snapshot(tx, 'users', ids);
      const deleted = await tx
        .delete(users)
        .where(inArray(users.id, [...ids]))
        .returning({ id: users.id });
      await assertAdministratorRemains(tx);
      await recordOperation(tx, actor, { object: 'user', action: 'delete', targetIds: ids, before });
      return deleted.length;
    });
  } catch (error) {
    if (sqlState(error) === '23503') throw refused('userReferenced');
    throw error;
  }
}

/** Freezing ends every session of the user at once (they sign in again only when unfrozen). */
export async function setFrozen(db: Db, actor: SessionContext, id: number, frozen: boolean, now: Date): Promise<void> {
  if (frozen && id === actor.userId) throw refused('userFreezeSelf');
  await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    await manageableUser(tx, actor, id);
    await tx.update(users).set({ frozen, updatedAt: now }).where(eq(users.id, id));
    if (frozen) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokeReason: 'logout' })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
      await assertAdministratorRemains(tx);
    }
    await recordOperation(tx, actor, { object: 'user', action: frozen ? 'freeze' : 'unfreeze', targetIds: [id], after: { frozen } });
  });
}

/** Sets a new password (the password rule applies) and ends every session of the user. */
export async function resetPassword(db: Db, actor: SessionContext, id: number, password: string, now: Date): Promise<void> {
  // the account is needed for the rule; read in scope first so an unseen user answers "not found"
  const account = await db.transaction(async (tx) => (await manageableUser(tx, actor, id)).account);
  if (!passwordAcceptable(password, account)) throw refused('userPasswordWeak');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await manageableUser(tx, actor, id);
    await tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now }).where(eq(users.id, id));
    // session ids start at 1: keeping "0" keeps none
    await revokeOtherSessions(tx, id, 0, now);
    await revokeRecoveryLinks(tx, id, now);
    await recordOperation(tx, actor, { object: 'user', action: 'reset', targetIds: [id] });
  });
}

/** Takes one role from a user; the role must be within the actor's rights. */
export async function removeRole(db: Db, actor: SessionContext, userId: number, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    await manageableUser(tx, actor, userId);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw refused('userRoleInvalid');
    if ((await rolesBeyondRights(tx, actor, [roleId])).length > 0) throw beyondRights('userRoleBeyondRights');
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
      .returning({ roleId: userRoles.roleId });
    if (removed.length === 0) throw new ApiError('userRoleNotHeld', 404, 404);
    await assertAdministratorRemains(tx);
    await recordOperation(tx, actor, { object: 'user', action: 'removeRole', targetIds: [userId], before: { roleIds: [roleId] } });
  });
}
