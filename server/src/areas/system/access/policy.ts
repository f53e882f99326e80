/**
 * The AccessPolicy of /system/access: the rules stored per role and object (sys_role_object_access,
 * sys_role_field_access) for the caller's roles, combined. One query per call; none for a platform
 * administrator, who is never restricted.
 *
 * Which roles count: the caller's enabled roles (status '0') that grant a built permission of the
 * object (`<prefix>:…`), so a role unrelated to the object neither restricts nor lifts anything.
 * How they combine (contracts/access.ts says the same to the front end):
 *  - fields: the most permissive mode wins (editable > readOnly > hidden); a role without a rule
 *    for a field, or without rules for the object, leaves it editable. A field is therefore hidden
 *    only when every counting role hides it, and read-only only when none leaves it editable;
 *  - labels: the first counting role (role order, then id) that renames the field, per language;
 *  - rows: one role's conditions are ANDed, several roles' ORed; a counting role without
 *    conditions (or without rules for the object) lifts the row restriction.
 * No counting role (the caller reaches the object otherwise): no extra rules.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FieldAccessMode, ObjCondition } from '@pcf/shared/contracts';
import { metaObjects, roleFieldAccess, roleObjectAccess, roles, userRoles } from '../../../schema';
import type { Db } from '../../../db/connection';
import type { SessionContext } from '../../auth/sessions';
import { ROLE_ENABLED } from '../../auth/dataScope';
import type { AccessPolicy, FieldAccess, ObjectAccess } from '../../metadata/access';
import type { ObjectDef } from '../../metadata/registry';

const NO_RULES: ObjectAccess = { fields: new Map(), rowConditions: [] };

const RANK: Readonly<Record<FieldAccessMode, number>> = { hidden: 0, readOnly: 1, editable: 2 };

/** One role's rules on one object, as stored. */
export interface RoleRules {
  roleId: number;
  /** false: the role has no rules for the object (unrestricted). */
  configured: boolean;
  conditions: readonly ObjCondition[];
  fields: ReadonlyMap<string, { mode: FieldAccessMode; labelZh: string | null; labelEn: string | null }>;
}

interface RuleRow {
  roleId: number;
  accessId: number | null;
  conditions: unknown;
  fieldName: string | null;
  mode: FieldAccessMode | null;
  labelZh: string | null;
  labelEn: string | null;
}

/** The counting roles of the caller on the object, in role order, each with its rules (one query). */
export async function rulesOfCaller(db: Db, session: SessionContext, object: ObjectDef): Promise<RoleRules[]> {
  const prefix = `${object.permissionPrefix}:`;
  const rows: RuleRow[] = await db
    .select({
      roleId: roles.id,
      accessId: roleObjectAccess.id,
      conditions: roleObjectAccess.conditions,
      fieldName: roleFieldAccess.fieldName,
      mode: roleFieldAccess.mode,
      labelZh: roleFieldAccess.labelZh,
      labelEn: roleFieldAccess.labelEn,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, ROLE_ENABLED)))
    .leftJoin(metaObjects, eq(metaObjects.name, object.name))
    .leftJoin(roleObjectAccess, and(eq(roleObjectAccess.roleId, roles.id), eq(roleObjectAccess.objectId, metaObjects.id)))
    .leftJoin(roleFieldAccess, eq(roleFieldAccess.accessId, roleObjectAccess.id))
    .where(
      and(
        eq(userRoles.userId, session.userId),
        // the role grants a built permission of the object, as the session's permissions are read
        sql`exists (select 1 from role_menus rm join menus m on m.id = rm.menu_id
                    where rm.role_id = ${roles.id} and not m.planned and left(m.perms, ${prefix.length}) = ${prefix})`,
      ),
    )
    .orderBy(asc(roles.sort), asc(roles.id));

  const byRole = new Map<
    number,
    {
      configured: boolean;
      conditions: ObjCondition[];
      fields: Map<string, { mode: FieldAccessMode; labelZh: string | null; labelEn: string | null }>;
    }
  >();
  for (const row of rows) {
    let role = byRole.get(row.roleId);
    if (!role) {
      role = {
        configured: row.accessId !== null,
        conditions: row.accessId !== null ? storedConditions(row.conditions) : [],
        fields: new Map(),
      };
      byRole.set(row.roleId, role);
    }
    if (row.fieldName !== null && row.mode !== null)
      role.fields.set(row.fieldName, { mode: row.mode, labelZh: row.labelZh, labelEn: row.labelEn });
  }
  return [...byRole].map(([roleId, role]) => ({ roleId, ...role }));
}

/** Conditions as saved (validated then); anything else fails closed at query time. */
function storedConditions(value: unknown): ObjCondition[] {
  return Array.isArray(value) ? (value as ObjCondition[]) : [{ field: '', operator: 'isNull' }];
}

/** The rules of several roles as one ObjectAccess (the combination the module comment states). */
export function combineRules(object: ObjectDef, rules: readonly RoleRules[]): ObjectAccess {
  if (rules.length === 0 || rules.every((r) => !r.configured)) return NO_RULES;
  const fields = new Map<string, FieldAccess>();
  for (const field of object.fields) {
    let best: FieldAccessMode = 'hidden';
    let labelZh: string | undefined;
    let labelEn: string | undefined;
    for (const role of rules) {
      const rule = role.fields.get(field.name);
      const mode = rule?.mode ?? 'editable';
      if (RANK[mode] > RANK[best]) best = mode;
      labelZh ??= rule?.labelZh ?? undefined;
      labelEn ??= rule?.labelEn ?? undefined;
    }
    const access: FieldAccess = {};
    if (best === 'hidden') access.hidden = true;
    if (best === 'readOnly') access.readOnly = true;
    if (labelZh !== undefined) access.labelZh = labelZh;
    if (labelEn !== undefined) access.labelEn = labelEn;
    if (Object.keys(access).length > 0) fields.set(field.name, access);
  }
  // any counting role without conditions sees every row
  if (rules.some((r) => r.conditions.length === 0)) return { fields, rowConditions: [] };
  const groups = rules.map((r) => r.conditions);
  return groups.length === 1 ? { fields, rowConditions: groups[0] } : { fields, rowConditions: [], rowAlternatives: groups };
}

/** The policy the generic object API applies (app.ts). */
export const roleAccessPolicy: AccessPolicy = async ({ db, session, object }) => {
  if (session.isAdmin) return NO_RULES;
  return combineRules(object, await rulesOfCaller(db, session, object));
};
