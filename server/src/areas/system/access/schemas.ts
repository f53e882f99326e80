/**
 * TypeBox schemas of /system/access (contracts: @pcf/shared/contracts access.ts). Row conditions
 * are checked by the service as the object API checks a search (each refusal with its own
 * message); here they are only bounded in size.
 */
import Type from 'typebox';
import { Envelope, Nullable } from '../../../http/envelope';

/** Most field rules in one save (an object's registered fields are far fewer). */
export const FIELD_RULES_MAX = 500;
/** Longest renamed label (ACCESS_LABEL_MAX of the contract). */
export const LABEL_MAX = 100;

const RoleId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ObjName = Type.String({ minLength: 1, maxLength: 100 });
const Mode = Type.Union([Type.Literal('hidden'), Type.Literal('readOnly'), Type.Literal('editable')]);
const FieldType = Type.Union([
  Type.Literal('string'),
  Type.Literal('number'),
  Type.Literal('integer'),
  Type.Literal('boolean'),
  Type.Literal('date'),
  Type.Literal('datetime'),
  Type.Literal('dict'),
]);
const Label = Nullable(Type.String({ maxLength: LABEL_MAX }));
const Value = Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()]));

const FieldRule = Type.Object({ field: Type.String(), mode: Mode, labelZh: Label, labelEn: Label });
const Condition = Type.Object({
  field: Type.String(),
  operator: Type.String(),
  value: Type.Optional(Type.Union([Value, Type.Array(Value)])),
});
const Rules = Type.Object({
  roleId: Type.Integer(),
  objName: Type.String(),
  fields: Type.Array(FieldRule),
  conditions: Type.Array(Condition),
});

export const RulesQuery = Type.Object({ roleId: RoleId, objName: ObjName });

export const SaveRulesBody = Type.Object({
  roleId: RoleId,
  objName: ObjName,
  fields: Type.Array(
    Type.Object({
      field: Type.String({ minLength: 1, maxLength: 100 }),
      mode: Mode,
      labelZh: Type.Optional(Label),
      labelEn: Type.Optional(Label),
    }),
    { maxItems: FIELD_RULES_MAX },
  ),
  // a list of { field, operator, value } (or that list as JSON text); checked by the service
  conditions: Type.Optional(Type.Unknown()),
});

export const RulesReply = Envelope(Rules);

export const ObjectsReply = Envelope(
  Type.Array(
    Type.Object({
      objName: Type.String(),
      labelZh: Type.String(),
      labelEn: Type.String(),
      fields: Type.Array(
        Type.Object({
          name: Type.String(),
          type: FieldType,
          labelZh: Type.String(),
          labelEn: Type.String(),
          dictType: Nullable(Type.String()),
          isId: Type.Boolean(),
          serverKept: Type.Boolean(),
        }),
      ),
    }),
  ),
);

export const RolesReply = Envelope(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      roleKey: Type.String(),
      name: Type.String(),
      nameEn: Type.String(),
      status: Type.String(),
      companyId: Nullable(Type.Integer()),
      isAdmin: Type.Boolean(),
      objNames: Type.Array(Type.String()),
    }),
  ),
);
