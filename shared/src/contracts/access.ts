/**
 * /system/access (权限管理): per role and registered object, field rules (hidden, read-only,
 * editable, renamed labels) and row conditions (where-conditions built from the 14 operators of the
 * advanced search). The generic object API applies them to every call of a user holding the role.
 *
 * Several roles combine (platform administrators are never restricted). Only the caller's enabled
 * roles that grant a permission on the object (`<prefix>:…`) take part:
 *  - fields: the most permissive mode wins (editable > readOnly > hidden); a role without a rule
 *    for a field, or without rules for the object, leaves it editable. So a field is hidden only
 *    when every such role hides it;
 *  - labels: the first role (by role order, then id) that renames the field;
 *  - rows: the conditions of one role are ANDed, those of several roles ORed; a role without
 *    conditions (or without rules for the object) lifts the row restriction.
 */
import type { ObjCondition, ObjFieldType } from './objects';

export const FIELD_ACCESS_MODES = ['hidden', 'readOnly', 'editable'] as const;
/** hidden: as if unregistered (not returned, searched, sorted nor saved); readOnly: returned, ignored on save. */
export type FieldAccessMode = (typeof FIELD_ACCESS_MODES)[number];

/** Longest renamed label. */
export const ACCESS_LABEL_MAX = 100;

export interface FieldAccessRule {
  field: string;
  mode: FieldAccessMode;
  /** null: the registered label. */
  labelZh: string | null;
  labelEn: string | null;
}

/** GET /system/access/rules?roleId&objName; the body of PUT /system/access/rules. */
export interface RoleObjectRules {
  roleId: number;
  objName: string;
  /** Rules that differ from the default (editable, registered labels); other fields are editable. */
  fields: FieldAccessRule[];
  /** ANDed; empty: every row. */
  conditions: ObjCondition[];
}

/** A registered field as the rule editor shows it. */
export interface AccessObjectField {
  name: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  dictType: string | null;
  /** The row id: always shown (it cannot be hidden or made read-only). */
  isId: boolean;
  /** Kept by the server (id, audit times): never written from a request whatever the rule. */
  serverKept: boolean;
}

/** GET /system/access/objects: every registered object with its fields, in registry order. */
export interface AccessObject {
  objName: string;
  labelZh: string;
  labelEn: string;
  fields: AccessObjectField[];
}

/** GET /system/access/roles: the roles the caller administers, with the objects each has rules for. */
export interface AccessRole {
  id: number;
  roleKey: string;
  name: string;
  nameEn: string;
  /** '0' in use, '1' disabled (a disabled role's rules apply to nobody). */
  status: string;
  companyId: number | null;
  /** The built-in administrator role: never restricted, takes no rules. */
  isAdmin: boolean;
  /** Objects with rules for this role. */
  objNames: string[];
}
