/**
 * /system/access: reading and saving one role's rules on one registered object, and the pickers
 * (registered objects with their fields, the roles the caller administers). Row conditions are
 * checked exactly as the generic object API checks search conditions (parseConditions and
 * conditionSql of metadata/query.ts), on every registered field; a save replaces the role's rules
 * on the object in one transaction and logs the change.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AccessObject,
  AccessRole,
  FieldAccessMode,
  FieldAccessRule,
  ObjCondition,
  ObjValue,
  RoleObjectRules,
} from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import { metaFields, metaObjects, roleFieldAccess, roleObjectAccess, roles } from '../../../schema';
import { refused } from '../../../http/errors';
import type { SessionContext } from '../../auth/sessions';
import { recordOperation } from '../../audit/service';
import { administers, isPlatformAdmin, noCompany, type Handle } from '../../auth/companyScope';
import { badInput, shown } from '../../metadata/errors';
import { conditionSql, parseConditions } from '../../metadata/query';
import { ID_COLUMN, loadObject, type ObjectDef } from '../../metadata/registry';

/** Most roles the picker lists. */
const ROLES_MAX = 1000;

export interface SaveRulesInput {
  roleId: number;
  objName: string;
  fields: readonly { field: string; mode: FieldAccessMode; labelZh?: string | null; labelEn?: string | null }[];
  conditions?: unknown;
}

type RoleRow = typeof roles.$inferSelect;

/** The role, when the caller administers it; "does not exist" otherwise (nothing revealed). */
async function administeredRole(db: Handle, session: SessionContext, roleId: number, forUpdate = false): Promise<RoleRow> {
  const query = db.select().from(roles).where(eq(roles.id, roleId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw refused('roleMissing');
  const mine = isPlatformAdmin(session) || (row.companyId !== null && administers(session, row.companyId));
  if (!mine) throw refused('roleMissing');
  return row;
}

async function objectId(db: Handle, name: string): Promise<number> {
  const [row] = await db.select({ id: metaObjects.id }).from(metaObjects).where(eq(metaObjects.name, name));
  if (!row) throw badInput('objUnknown', { name });
  return row.id;
}

/** The stored rules of a role on an object (empty lists: no rules). */
async function storedRules(db: Handle, roleId: number, objId: number, objName: string): Promise<RoleObjectRules> {
  const [access] = await db
    .select({ id: roleObjectAccess.id, conditions: roleObjectAccess.conditions })
    .from(roleObjectAccess)
    .where(and(eq(roleObjectAccess.roleId, roleId), eq(roleObjectAccess.objectId, objId)));
  if (!access) return { roleId, objName, fields: [], conditions: [] };
  const fields = await db
    .select({
      field: roleFieldAccess.fieldName,
      mode: roleFieldAccess.mode,
      labelZh: roleFieldAccess.labelZh,
      labelEn: roleFieldAccess.labelEn,
    })
    .from(roleFieldAccess)
    .where(eq(roleFieldAccess.accessId, access.id))
    .orderBy(asc(roleFieldAccess.fieldName));
  return { roleId, objName, fields, conditions: Array.isArray(access.conditions) ? (access.conditions as ObjCondition[]) : [] };
}

export async function readRules(db: Db, session: SessionContext, roleId: number, objName: string): Promise<RoleObjectRules> {
  await administeredRole(db, session, roleId);
  const def = await loadObject(db, objName);
  return storedRules(db, roleId, await objectId(db, def.name), def.name);
}

function cleanLabel(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Field rules on registered fields, each field once; the defaults (editable, no label) are left out. */
export function checkedFieldRules(def: ObjectDef, fields: SaveRulesInput['fields']): FieldAccessRule[] {
  const seen = new Set<string>();
  const rules: FieldAccessRule[] = [];
  for (const input of fields) {
    const field = def.fields.find((f) => f.name === input.field);
    if (!field) throw badInput('objFieldUnknown', { field: shown(input.field) });
    if (seen.has(field.name)) throw badInput('accessFieldTwice', { field: field.name });
    seen.add(field.name);
    if (field.column === ID_COLUMN && input.mode !== 'editable') throw badInput('accessIdAlwaysShown', { field: field.name });
    const rule: FieldAccessRule = {
      field: field.name,
      mode: input.mode,
      labelZh: cleanLabel(input.labelZh),
      labelEn: cleanLabel(input.labelEn),
    };
    if (rule.mode !== 'editable' || rule.labelZh !== null || rule.labelEn !== null) rules.push(rule);
  }
  return rules.sort((a, b) => a.field.localeCompare(b.field));
}

/**
 * Row conditions checked as the object API checks a search (list shape and size, operator of the
 * 14 and fit for the field's type, typed and bounded values), on any registered field.
 */
export function checkedConditions(def: ObjectDef, raw: unknown): ObjCondition[] {
  return parseConditions(raw).map((condition) => {
    const field = def.fields.find((f) => f.name === condition.field);
    if (!field) throw badInput('objFieldUnknown', { field: shown(condition.field) });
    // builds (and drops) the SQL the policy will run: the object API's own 400 for a bad operator, type or value
    conditionSql(field, condition.operator, condition.value);
    const saved: ObjCondition = { field: field.name, operator: condition.operator as ObjCondition['operator'] };
    const takesValue = condition.operator !== 'isNull' && condition.operator !== 'isNotNull';
    if (takesValue && condition.value !== undefined && condition.value !== null) saved.value = condition.value as ObjValue | ObjValue[];
    return saved;
  });
}

export async function saveRules(db: Db, session: SessionContext, input: SaveRulesInput): Promise<RoleObjectRules> {
  const def = await loadObject(db, input.objName);
  const fields = checkedFieldRules(def, input.fields);
  const conditions = checkedConditions(def, input.conditions);
  return db.transaction(async (tx) => {
    // serialises saves of the same role; also refuses a role the caller does not administer
    const role = await administeredRole(tx, session, input.roleId, true);
    if (role.isAdmin) throw refused('accessAdminRole');
    const objId = await objectId(tx, def.name);
    const before = await storedRules(tx, role.id, objId, def.name);
    await tx.delete(roleObjectAccess).where(and(eq(roleObjectAccess.roleId, role.id), eq(roleObjectAccess.objectId, objId)));
    if (fields.length > 0 || conditions.length > 0) {
      const [access] = await tx
        .insert(roleObjectAccess)
        .values({ roleId: role.id, objectId: objId, conditions })
        .returning({ id: roleObjectAccess.id });
      if (fields.length > 0) {
        await tx
          .insert(roleFieldAccess)
          .values(fields.map((f) => ({ accessId: access.id, fieldName: f.field, mode: f.mode, labelZh: f.labelZh, labelEn: f.labelEn })));
      }
    }
    const after: RoleObjectRules = { roleId: role.id, objName: def.name, fields, conditions };
    await recordOperation(tx, session, { object: 'role_access', action: 'update', targetIds: [role.id], before, after });
    return after;
  });
}

/** Every registered object with its fields, for the pickers (registrations, no company data). */
export async function listAccessObjects(db: Db): Promise<AccessObject[]> {
  const objects = await db.select().from(metaObjects).orderBy(asc(metaObjects.name));
  const fields = await db.select().from(metaFields).orderBy(asc(metaFields.sort), asc(metaFields.id));
  return objects.map((o) => ({
    objName: o.name,
    labelZh: o.labelZh,
    labelEn: o.labelEn,
    fields: fields
      .filter((f) => f.objectId === o.id)
      .map((f) => ({
        name: f.name,
        type: f.type,
        labelZh: f.labelZh,
        labelEn: f.labelEn,
        dictType: f.dictType,
        isId: f.columnName === ID_COLUMN,
        serverKept: !f.editable || f.columnName === ID_COLUMN,
      })),
  }));
}

/** The roles the caller administers: all for a platform administrator, else the own company's. */
export async function listAccessRoles(db: Db, session: SessionContext): Promise<AccessRole[]> {
  let where: SQL | undefined;
  if (!isPlatformAdmin(session)) {
    if (session.companyId === null) throw noCompany();
    where = eq(roles.companyId, session.companyId);
  }
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(sql`${roles.companyId} asc nulls first`, asc(roles.sort), asc(roles.id))
    .limit(ROLES_MAX);
  if (rows.length === 0) return [];
  const configured = await db
    .select({ roleId: roleObjectAccess.roleId, objName: metaObjects.name })
    .from(roleObjectAccess)
    .innerJoin(metaObjects, eq(metaObjects.id, roleObjectAccess.objectId))
    .where(
      inArray(
        roleObjectAccess.roleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(metaObjects.name));
  return rows.map((r) => ({
    id: r.id,
    roleKey: r.roleKey,
    name: r.name,
    nameEn: r.nameEn,
    status: r.status,
    companyId: r.companyId,
    isAdmin: r.isAdmin,
    objNames: configured.filter((c) => c.roleId === r.id).map((c) => c.objName),
  }));
}
