/**
 * The data scope of a session: which rows, inside the company scope the generic object API
 * already applies, a user may see. Each enabled role of the user contributes (RuoYi semantics);
 * the widest wins and the rest add up:
 *  - all: every row of the company (the administrator role: every row);
 *  - custom: rows of the role's listed departments (only those of the user's company count);
 *  - dept / deptAndChild: rows of the user's department / and the departments below it;
 *  - self: the user's own rows.
 * A user without any enabled role sees only their own rows.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { departments, roleDepts, roles, userRoles } from '../../schema';
import type { SessionContext } from '../../security/session';
import type { Handle } from './companyScope';

export const ROLE_ENABLED = '0';

export interface ResolvedDataScope {
  /** Every row (of the user's company, for enterprise users). */
  all: boolean;
  /** Rows of these departments (sorted, distinct). */
  deptIds: number[];
  /** Rows the user owns. */
  self: boolean;
  userId: number;
}

/** Ids of the department and every department below it. */
export function subtreeIds(rows: readonly { id: number; parentId: number }[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const found = new Set<number>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.pop() as number;
    for (const child of children.get(id) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Data scopes of the user's enabled roles, with the custom departments of each. */
async function scopesOf(db: Handle, userId: number): Promise<{ roleId: number; dataScope: DataScope }[]> {
  return db
    .select({ roleId: roles.id, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, ROLE_ENABLED)));
}

export async function dataScopeOf(db: Db | Handle, session: SessionContext): Promise<ResolvedDataScope> {
  const resolved: ResolvedDataScope = { all: false, deptIds: [], self: false, userId: session.userId };
  if (session.isAdmin) return { ...resolved, all: true };
  const scopes = await scopesOf(db, session.userId);
  if (scopes.length === 0) return { ...resolved, self: true };
  if (scopes.some((s) => s.dataScope === 'all')) return { ...resolved, all: true };

  const deptIds = new Set<number>();
  const kinds = new Set(scopes.map((s) => s.dataScope));
  const custom = scopes.filter((s) => s.dataScope === 'custom').map((s) => s.roleId);
  if (custom.length > 0 && session.companyId !== null) {
    const rows = await db
      .selectDistinct({ deptId: roleDepts.deptId })
      .from(roleDepts)
      .innerJoin(departments, eq(departments.id, roleDepts.deptId))
      .where(and(inArray(roleDepts.roleId, custom), eq(departments.companyId, session.companyId)));
    for (const row of rows) deptIds.add(row.deptId);
  }
  if (session.deptId !== null && (kinds.has('dept') || kinds.has('deptAndChild'))) {
    deptIds.add(session.deptId);
    if (kinds.has('deptAndChild')) {
      const rows = await db
        .select({ id: departments.id, parentId: departments.parentId })
        .from(departments)
        .where(eq(departments.companyId, sql`(select company_id from departments where id = ${session.deptId})`));
      for (const id of subtreeIds(rows, session.deptId)) deptIds.add(id);
    }
  }
  return { ...resolved, deptIds: [...deptIds].sort((a, b) => a - b), self: kinds.has('self') };
}

/**
 * The scope as a parameterised condition on a table's department and owner columns (identifiers
 * chosen by the server, never by a request). A table without an owner column ignores `self`, one
 * without a department column the departments.
 */
export function dataScopeCondition(scope: ResolvedDataScope, columns: { dept?: string; owner?: string }): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [];
  if (scope.deptIds.length > 0 && columns.dept) {
    parts.push(
      sql`${sql.identifier(columns.dept)} in (${sql.join(
        scope.deptIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (scope.self && columns.owner) parts.push(sql`${sql.identifier(columns.owner)} = ${scope.userId}`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}
