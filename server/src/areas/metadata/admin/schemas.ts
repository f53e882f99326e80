/**
 * TypeBox schemas of registry administration (contracts: @pcf/shared/contracts metadataAdmin.ts).
 * Shapes and bounds only: names, labels, types, dictionaries and lengths are the service's, with
 * their own messages.
 */
import Type from 'typebox';
import { Envelope, Nullable } from '../../../http/envelope';
import { FIELDS_MAX } from './rules';

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Label = Type.String({ maxLength: 500 });
const FieldType = Type.Union([
  Type.Literal('string'),
  Type.Literal('number'),
  Type.Literal('integer'),
  Type.Literal('boolean'),
  Type.Literal('date'),
  Type.Literal('datetime'),
  Type.Literal('dict'),
]);
const Kind = Type.Union([Type.Literal('system'), Type.Literal('table'), Type.Literal('custom')]);

export const ListQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const NameQuery = Type.Object({ name: Name });

const FieldInput = Type.Object({
  name: Type.String({ maxLength: 100 }),
  // any text: an unknown type gets its own message naming the field
  type: Type.String({ maxLength: 40 }),
  labelZh: Label,
  labelEn: Label,
  // null first: with coerceTypes a null would otherwise become '' or 0 in the other branch
  dictType: Type.Union([Type.Null(), Type.String({ maxLength: 200 })]),
  required: Type.Boolean(),
  searchable: Type.Boolean(),
  sortable: Type.Boolean(),
  shownInList: Type.Boolean(),
  order: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }),
  maxLength: Type.Union([Type.Null(), Type.Integer({ minimum: -2147483648, maximum: 2147483647 })]),
});

const Fields = Type.Array(FieldInput, { maxItems: FIELDS_MAX + 10 });

export const CreateBody = Type.Object({
  kind: Type.Union([Type.Literal('table'), Type.Literal('custom')]),
  name: Name,
  labelZh: Label,
  labelEn: Label,
  companyScoped: Type.Boolean(),
  permissionPrefix: Type.Optional(Type.String({ maxLength: 200 })),
  fields: Fields,
});

export const UpdateBody = Type.Object({
  name: Name,
  labelZh: Label,
  labelEn: Label,
  permissionPrefix: Type.String({ maxLength: 200 }),
  fields: Fields,
  confirmDataLoss: Type.Optional(Type.Boolean()),
});

export const DeleteBody = Type.Object({ name: Name, confirmDataLoss: Type.Optional(Type.Boolean()) });

const Summary = {
  id: Type.Integer(),
  name: Type.String(),
  table: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  kind: Kind,
  companyScoped: Type.Boolean(),
  permissionPrefix: Type.String(),
  fieldCount: Type.Integer(),
};

export const PageReply = Envelope(
  Type.Object({ rows: Type.Array(Type.Object(Summary)), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() }),
);

const FieldDetail = Type.Object({
  name: Type.String(),
  type: FieldType,
  labelZh: Type.String(),
  labelEn: Type.String(),
  dictType: Nullable(Type.String()),
  required: Type.Boolean(),
  searchable: Type.Boolean(),
  sortable: Type.Boolean(),
  shownInList: Type.Boolean(),
  order: Type.Integer(),
  maxLength: Nullable(Type.Integer()),
  column: Type.String(),
  sqlType: Type.String(),
  editable: Type.Boolean(),
  builtIn: Type.Boolean(),
  filled: Nullable(Type.Integer()),
});

export const DetailReply = Envelope(
  Type.Object({
    ...Summary,
    deptField: Nullable(Type.String()),
    ownerField: Nullable(Type.String()),
    rows: Nullable(Type.Integer()),
    fields: Type.Array(FieldDetail),
  }),
);

const CandidateTable = Type.Object({
  table: Type.String(),
  hasCompanyColumn: Type.Boolean(),
  columns: Type.Array(
    Type.Object({
      column: Type.String(),
      sqlType: Type.String(),
      nullable: Type.Boolean(),
      types: Type.Array(FieldType),
      secret: Type.Boolean(),
    }),
  ),
});

export const TablesReply = Envelope(Type.Array(CandidateTable));
export const ColumnsReply = Envelope(CandidateTable);
export const SavedReply = Envelope(Type.Object({ id: Type.Integer(), name: Type.String() }));
