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
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { ObjFieldTypeSchema, type ObjCondition } from './objects';
import { Nullable, RowId } from './schemaParts';

export const FIELD_ACCESS_MODES = ['hidden', 'readOnly', 'editable'] as const;
/** hidden: as if unregistered (not returned, searched, sorted nor saved); readOnly: returned, ignored on save. */
export const FieldAccessModeSchema = Type.Union([Type.Literal('hidden'), Type.Literal('readOnly'), Type.Literal('editable')]);
export type FieldAccessMode = Static<typeof FieldAccessModeSchema>;

/** Longest renamed label. */
export const ACCESS_LABEL_MAX = 100;
/** Most field rules in one save (an object's registered fields are far fewer). */
export const ACCESS_FIELD_RULES_MAX = 500;

export const PERMISSION_ACCESS_LIST = 'system:access:list';
export const PERMISSION_ACCESS_EDIT = 'system:access:edit';

const Label = Nullable(Type.String({ maxLength: ACCESS_LABEL_MAX }));
const ConditionValue = Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()]));

export const FieldAccessRuleSchema = Type.Object({
  field: Type.String(),
  mode: FieldAccessModeSchema,
  /** null: the registered label. */
  labelZh: Label,
  labelEn: Label,
});
export type FieldAccessRule = Static<typeof FieldAccessRuleSchema>;

/**
 * GET /system/access/rules?roleId&objName; the body of PUT /system/access/rules. The conditions are
 * the advanced search's (ObjCondition), checked by the service as the object API checks a search.
 */
export const RoleObjectRulesSchema = Type.Object({
  roleId: Type.Integer(),
  objName: Type.String(),
  /** Rules that differ from the default (editable, registered labels); other fields are editable. */
  fields: Type.Array(FieldAccessRuleSchema),
  /** ANDed; empty: every row. */
  conditions: Type.Unsafe<ObjCondition[]>(
    Type.Array(
      Type.Object({
        field: Type.String(),
        operator: Type.String(),
        value: Type.Optional(Type.Union([ConditionValue, Type.Array(ConditionValue)])),
      }),
    ),
  ),
});
export type RoleObjectRules = Static<typeof RoleObjectRulesSchema>;

export const RulesQuerySchema = Type.Object({ roleId: RowId, objName: Type.String({ minLength: 1, maxLength: 100 }) });

export const SaveRulesRequestSchema = Type.Object({
  roleId: RowId,
  objName: Type.String({ minLength: 1, maxLength: 100 }),
  fields: Type.Array(
    Type.Object({
      field: Type.String({ minLength: 1, maxLength: 100 }),
      mode: FieldAccessModeSchema,
      labelZh: Type.Optional(Label),
      labelEn: Type.Optional(Label),
    }),
    { maxItems: ACCESS_FIELD_RULES_MAX },
  ),
  // a list of { field, operator, value } (or that list as JSON text); checked by the service
  conditions: Type.Optional(Type.Unsafe<ObjCondition[] | string>(Type.Unknown())),
});

/** A registered field as the rule editor shows it. */
export const AccessObjectFieldSchema = Type.Object({
  name: Type.String(),
  type: ObjFieldTypeSchema,
  labelZh: Type.String(),
  labelEn: Type.String(),
  dictType: Nullable(Type.String()),
  /** The row id: always shown (it cannot be hidden or made read-only). */
  isId: Type.Boolean(),
  /** Kept by the server (id, audit times): never written from a request whatever the rule. */
  serverKept: Type.Boolean(),
});
export type AccessObjectField = Static<typeof AccessObjectFieldSchema>;

/** GET /system/access/objects: every registered object with its fields, in registry order. */
export const AccessObjectSchema = Type.Object({
  objName: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  fields: Type.Array(AccessObjectFieldSchema),
});
export type AccessObject = Static<typeof AccessObjectSchema>;

/** GET /system/access/roles: the roles the caller administers, with the objects each has rules for. */
export const AccessRoleSchema = Type.Object({
  id: Type.Integer(),
  roleKey: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  /** '0' in use, '1' disabled (a disabled role's rules apply to nobody). */
  status: Type.String(),
  companyId: Nullable(Type.Integer()),
  /** The built-in administrator role: never restricted, takes no rules. */
  isAdmin: Type.Boolean(),
  /** Objects with rules for this role. */
  objNames: Type.Array(Type.String()),
});
export type AccessRole = Static<typeof AccessRoleSchema>;

const tags = ['system: access'];

/** system:access:list reads, system:access:edit saves; an enterprise administrator reaches only its own company's roles. */
export const accessEndpoints = {
  roles: defineEndpoint({
    method: 'GET',
    url: '/system/access/roles',
    permission: PERMISSION_ACCESS_LIST,
    tags,
    reply: Type.Array(AccessRoleSchema),
  }),
  objects: defineEndpoint({
    method: 'GET',
    url: '/system/access/objects',
    permission: PERMISSION_ACCESS_LIST,
    tags,
    reply: Type.Array(AccessObjectSchema),
  }),
  rules: defineEndpoint({
    method: 'GET',
    url: '/system/access/rules',
    permission: PERMISSION_ACCESS_LIST,
    tags,
    querystring: RulesQuerySchema,
    reply: RoleObjectRulesSchema,
  }),
  saveRules: defineEndpoint({
    method: 'PUT',
    url: '/system/access/rules',
    permission: PERMISSION_ACCESS_EDIT,
    tags,
    body: SaveRulesRequestSchema,
    reply: RoleObjectRulesSchema,
  }),
};
