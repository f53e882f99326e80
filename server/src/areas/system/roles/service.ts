/**
 * Roles. Two kinds, told apart by company_id:
 *  - platform roles (company_id null): the seeded admin, enterprise and reviewer roles and those a
 *    platform administrator creates; only platform administrators see and change them;
 *  - company roles: created by a company's administrators for their own users; they see and
 *    change only their own company's roles.
 * Role keys are unique across the platform, so a company can never mint a role whose key reads
 * like a platform role (admin, ROLE_DEFAULT) in a session's role list.
 * Grants stay within the granting administrator's own rights: menus the granter holds (groups carry
 * no permission and are free), data scope no wider than the granter's. The built-in administrator
 * role (is_admin) is never deleted, disabled, renamed by key or stripped of its grants.
 */
import { and, asc, count, eq, ilike, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { CreateRoleRequest, DataScope, RoleInfo, RoleListQuery, RoleMenuNode, RoleMenuTree, RolePage } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { departments, menus, roleDepts, roleMenus, roles, userRoles } from '../../../schema';
import { containsPattern, pageWindow, selectPage } from '../../../db/queries';
import { refused } from '../../../http/errors';
import { DATA_SCOPES, ROLE_DEFAULT } from '@pcf/shared/contracts';
import type { SessionContext } from '../../auth/sessions';
import { administers, isPlatformAdmin, listedCompany, targetCompany, type Handle } from '../../auth/companyScope';
import { dataScopeOf, ROLE_ENABLED } from '../../auth/dataScope';
import { recordOperation, recordRowChange } from '../../audit/service';

export const ROLE_KEY = /^[A-Za-z][A-Za-z0-9_:.-]{0,49}$/;
const NAME_MAX = 50;
const REMARK_MAX = 500;
const PAGE_SIZE_MAX = 100;

type RoleRow = typeof roles.$inferSelect;

/** The role, when the caller administers it; "does not exist" otherwise (nothing revealed). */
async function ownRole(db: Handle, session: SessionContext, id: number): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw refused('roleMissing');
  const mine = isPlatformAdmin(session) || (row.companyId !== null && administers(session, row.companyId));
  if (!mine) throw refused('roleMissing');
  return row;
}

function cleanText(value: string, max: number, required: 'roleNameRequired' | null): string {
  const trimmed = value.trim();
  if (required && trimmed === '') throw refused(required);
  if (trimmed.length > max) throw refused('roleTextTooLong', { max });
  return trimmed;
}

function cleanStatus(status: string | undefined): string | undefined {
  if (status === undefined) return undefined;
  if (status !== '0' && status !== '1') throw refused('roleStatusInvalid');
  return status;
}

async function toInfos(db: Handle, rows: RoleRow[]): Promise<RoleInfo[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const users = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, ids))
    .groupBy(userRoles.roleId);
  const depts = await db.select().from(roleDepts).where(inArray(roleDepts.roleId, ids)).orderBy(asc(roleDepts.deptId));
  return rows.map((r) => ({
    id: r.id,
    roleKey: r.roleKey,
    name: r.name,
    nameEn: r.nameEn,
    sort: r.sort,
    status: r.status,
    remark: r.remark,
    companyId: r.companyId,
    isAdmin: r.isAdmin,
    dataScope: r.dataScope,
    deptIds: depts.filter((d) => d.roleId === r.id).map((d) => d.deptId),
    userCount: Number(users.find((u) => u.roleId === r.id)?.n ?? 0),
  }));
}

// Not through the object API: a row carries its user count and departments, and company 0 lists the platform roles.
export async function listRoles(db: Db, session: SessionContext, query: RoleListQuery): Promise<RolePage> {
  // a platform administrator asks for company 0 to see the platform roles only
  const company = listedCompany(session, query.companyId);
  const conditions: (SQL | undefined)[] = [
    company === undefined ? undefined : company === 0 ? isNull(roles.companyId) : eq(roles.companyId, company),
    query.name ? ilike(roles.name, containsPattern(query.name)) : undefined,
    query.roleKey ? ilike(roles.roleKey, containsPattern(query.roleKey)) : undefined,
    query.status ? eq(roles.status, query.status) : undefined,
  ];
  const where = and(...conditions);
  const { rows, total } = await selectPage(db, roles, where, [asc(roles.sort), asc(roles.id)], pageWindow(query, PAGE_SIZE_MAX));
  return { rows: await toInfos(db, rows), total };
}

export async function roleInfo(db: Db, session: SessionContext, id: number): Promise<RoleInfo> {
  const [info] = await toInfos(db, [await ownRole(db, session, id)]);
  return info;
}

/** What create takes; update takes the same without companyId (a role stays in its company). */
export type RoleInput = CreateRoleRequest;

async function assertUnique(db: Handle, companyId: number | null, roleKey: string, name: string, exceptId: number): Promise<void> {
  const [keyClash] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey));
  if (keyClash && keyClash.id !== exceptId) throw refused('roleKeyTaken', { key: roleKey });
  const sameCompany = companyId === null ? isNull(roles.companyId) : eq(roles.companyId, companyId);
  const [nameClash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sameCompany, eq(roles.name, name)));
  if (nameClash && nameClash.id !== exceptId) throw refused('roleNameTaken', { name });
}

function cleanKey(roleKey: string): string {
  const key = roleKey.trim();
  if (!ROLE_KEY.test(key) || key === ROLE_DEFAULT) throw refused('roleKeyInvalid');
  return key;
}

export async function createRole(db: Db, session: SessionContext, input: RoleInput): Promise<number> {
  const roleKey = cleanKey(input.roleKey);
  const name = cleanText(input.name, NAME_MAX, 'roleNameRequired');
  const nameEn = cleanText(input.nameEn ?? '', NAME_MAX, null) || name;
  const remark = input.remark ? cleanText(input.remark, REMARK_MAX, null) : null;
  const status = cleanStatus(input.status) ?? ROLE_ENABLED;
  return db.transaction(async (tx) => {
    // platform administrators create platform roles unless they name a company
    const companyId =
      isPlatformAdmin(session) && (input.companyId === null || input.companyId === undefined)
        ? null
        : await targetCompany(tx, session, input.companyId);
    await assertUnique(tx, companyId, roleKey, name, 0);
    // a new role grants no menu; its data scope is the widest the creator may grant
    const dataScope: DataScope = (await dataScopeOf(tx, session)).all ? 'all' : 'self';
    const [created] = await tx
      .insert(roles)
      .values({ roleKey, name, nameEn, sort: input.sort ?? 1, status, remark, companyId, isAdmin: false, dataScope })
      .returning({ id: roles.id });
    await recordRowChange(tx, session, { object: 'role', action: 'create', table: 'roles', id: created.id });
    return created.id;
  });
}

export async function updateRole(db: Db, session: SessionContext, id: number, input: RoleInput): Promise<void> {
  const roleKey = cleanKey(input.roleKey);
  const name = cleanText(input.name, NAME_MAX, 'roleNameRequired');
  const nameEn = input.nameEn === undefined ? undefined : cleanText(input.nameEn, NAME_MAX, null) || name;
  const remark = input.remark === undefined ? undefined : input.remark ? cleanText(input.remark, REMARK_MAX, null) : null;
  const status = cleanStatus(input.status);
  await db.transaction(async (tx) => {
    const current = await ownRole(tx, session, id);
    if (current.isAdmin && (roleKey !== current.roleKey || (status !== undefined && status !== ROLE_ENABLED))) {
      throw refused('roleAdminProtected');
    }
    await assertUnique(tx, current.companyId, roleKey, name, id);
    await tx
      .update(roles)
      .set({ roleKey, name, nameEn, sort: input.sort ?? current.sort, status: status ?? current.status, remark })
      .where(eq(roles.id, id));
    await recordRowChange(tx, session, { object: 'role', action: 'update', table: 'roles', id, before: current });
  });
}

export async function deleteRole(db: Db, session: SessionContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownRole(tx, session, id);
    if (current.isAdmin) throw refused('roleAdminProtected');
    const [{ holders }] = await tx.select({ holders: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    if (Number(holders) > 0) throw refused('roleInUse', { count: Number(holders) });
    await tx.delete(roles).where(eq(roles.id, id));
    await recordOperation(tx, session, { object: 'role', action: 'delete', targetIds: [id], before: current });
  });
}

/** Menu ids the caller may grant: every menu for a platform administrator, else those their enabled roles hold plus every group. */
export async function grantableMenus(db: Handle, session: SessionContext): Promise<Set<number> | 'all'> {
  if (session.isAdmin) return 'all';
  const held = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(userRoles.userId, session.userId), eq(roles.status, ROLE_ENABLED)));
  const groups = await db.select({ id: menus.id }).from(menus).where(eq(menus.kind, 'group'));
  return new Set([...held.map((h) => h.menuId), ...groups.map((g) => g.id)]);
}

export async function roleMenuTree(db: Db, session: SessionContext, id: number): Promise<RoleMenuTree> {
  await ownRole(db, session, id);
  const grantable = await grantableMenus(db, session);
  const rows = await db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      kind: menus.kind,
      name: menus.titleZh,
      nameEn: menus.titleEn,
      perms: menus.perms,
      planned: menus.planned,
    })
    .from(menus)
    .orderBy(asc(menus.sort), asc(menus.id));
  const checked = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, id));
  const nodes = new Map<number, RoleMenuNode & { parentId: number | null }>(rows.map((r) => [r.id, { ...r, children: [] }]));
  // what the caller may grant, and the pages and groups above it so the tree keeps its shape
  const shown = new Set<number>();
  for (const row of rows) {
    if (grantable !== 'all' && !grantable.has(row.id)) continue;
    if (row.kind === 'group' && grantable !== 'all') continue;
    for (let node = nodes.get(row.id); node && !shown.has(node.id); node = node.parentId === null ? undefined : nodes.get(node.parentId)) {
      shown.add(node.id);
    }
  }
  const roots: RoleMenuNode[] = [];
  for (const row of rows) {
    if (!shown.has(row.id)) continue;
    const node = nodes.get(row.id) as RoleMenuNode & { parentId: number | null };
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent && shown.has(parent.id)) parent.children.push(node);
    else roots.push(node);
  }
  const strip = (node: RoleMenuNode & { parentId?: number | null }): RoleMenuNode => ({
    id: node.id,
    kind: node.kind,
    name: node.name,
    nameEn: node.nameEn,
    perms: node.perms,
    planned: node.planned,
    children: node.children.map(strip),
  });
  return { menus: roots.map(strip), checkedIds: checked.map((c) => c.menuId).sort((a, b) => a - b) };
}

/**
 * The role's grants become `menuIds` plus the buttons named in `perms`. Adding a menu the caller
 * does not hold is refused; grants outside the caller's rights the role already has are kept
 * (an administrator cannot see them, so cannot be taken to remove them).
 */
export async function saveRoleMenus(
  db: Db,
  session: SessionContext,
  id: number,
  menuIds: readonly number[],
  perms: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await ownRole(tx, session, id);
    if (role.isAdmin) throw refused('roleAdminProtected');
    const wanted = new Set(menuIds);
    const grantable = await grantableMenus(tx, session);
    const current = new Set(
      (await tx.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, id))).map((r) => r.menuId),
    );
    if (perms.length > 0) {
      const buttons = await tx
        .select({ id: menus.id, perms: menus.perms })
        .from(menus)
        .where(and(eq(menus.kind, 'button'), inArray(menus.perms, [...perms])));
      const unknown = perms.filter((p) => !buttons.some((b) => b.perms === p));
      if (unknown.length > 0) throw refused('roleMenuUnknown', { ids: unknown.slice(0, 5).join(', ') });
      for (const perm of new Set(perms)) {
        const named = buttons.filter((b) => b.perms === perm);
        // several buttons may carry one permission: the caller's own ones are meant
        const mine = grantable === 'all' ? named : named.filter((b) => grantable.has(b.id) || current.has(b.id));
        for (const button of mine.length > 0 ? mine : named) wanted.add(button.id);
      }
    }
    if (wanted.size > 0) {
      const existing = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(inArray(menus.id, [...wanted]));
      const known = new Set(existing.map((m) => m.id));
      const unknown = [...wanted].filter((m) => !known.has(m));
      if (unknown.length > 0) throw refused('roleMenuUnknown', { ids: unknown.slice(0, 5).join(', ') });
    }
    if (grantable !== 'all') {
      const beyond = [...wanted].filter((m) => !grantable.has(m) && !current.has(m));
      if (beyond.length > 0) throw refused('roleGrantBeyondOwn');
      // kept: what the role holds beyond the caller's rights
      for (const m of current) if (!grantable.has(m)) wanted.add(m);
    }
    const removed = [...current].filter((m) => !wanted.has(m));
    const added = [...wanted].filter((m) => !current.has(m));
    if (removed.length > 0) await tx.delete(roleMenus).where(and(eq(roleMenus.roleId, id), inArray(roleMenus.menuId, removed)));
    if (added.length > 0) await tx.insert(roleMenus).values(added.map((menuId) => ({ roleId: id, menuId })));
    await recordOperation(tx, session, {
      object: 'role',
      action: 'grant',
      targetIds: [id],
      before: { menuIds: [...current] },
      after: { menuIds: [...wanted] },
    });
  });
}

/**
 * The role's data scope. Only 'all' and 'custom' name rows outright, so only they are bounded by
 * the granter's own scope: a granter who does not see every row cannot grant 'all', and custom
 * departments must be ones the granter sees. dept, deptAndChild and self are relative to the
 * holder's own place. Custom departments belong to the role's company (any company for a
 * platform role, which each holder reads within their own).
 */
export async function saveDataScope(
  db: Db,
  session: SessionContext,
  id: number,
  dataScope: DataScope,
  deptIds: readonly number[],
): Promise<void> {
  if (!DATA_SCOPES.includes(dataScope)) throw refused('roleDataScopeInvalid');
  const wanted = dataScope === 'custom' ? [...new Set(deptIds)] : [];
  if (dataScope === 'custom' && wanted.length === 0) throw refused('roleDataScopeDeptsRequired');
  await db.transaction(async (tx) => {
    const role = await ownRole(tx, session, id);
    if (role.isAdmin) throw refused('roleAdminProtected');
    const own = await dataScopeOf(tx, session);
    if (dataScope === 'all' && !own.all) throw refused('roleGrantBeyondOwn');
    if (wanted.length > 0) {
      const rows = await tx
        .select({ id: departments.id, companyId: departments.companyId })
        .from(departments)
        .where(inArray(departments.id, wanted));
      const valid = rows.filter((r) => (role.companyId === null ? administers(session, r.companyId) : r.companyId === role.companyId));
      if (valid.length !== wanted.length) throw refused('deptMissing');
      if (!own.all && wanted.some((d) => !own.deptIds.includes(d))) throw refused('roleGrantBeyondOwn');
    }
    await tx.update(roles).set({ dataScope }).where(eq(roles.id, id));
    await tx
      .delete(roleDepts)
      .where(wanted.length > 0 ? and(eq(roleDepts.roleId, id), notInArray(roleDepts.deptId, wanted)) : eq(roleDepts.roleId, id));
    if (wanted.length > 0)
      await tx
        .insert(roleDepts)
        .values(wanted.map((deptId) => ({ roleId: id, deptId })))
        .onConflictDoNothing();
    await recordOperation(tx, session, {
      object: 'role',
      action: 'dataScope',
      targetIds: [id],
      before: { dataScope: role.dataScope },
      after: { dataScope, deptIds: wanted },
    });
  });
}
