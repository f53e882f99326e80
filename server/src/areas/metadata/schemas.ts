/**
 * TypeBox schemas of the generic object API (contracts: @pcf/shared/contracts objects.ts).
 * conditions, data and ids are checked by the service, which gives each refusal its own message;
 * here they are only bounded in size.
 */
import Type from 'typebox';
import { Envelope, Nullable } from '../../http/envelope';

const ObjName = Type.String({ minLength: 1, maxLength: 100 });
/** JSON text or a JSON value, as form-urlencoded and JSON bodies carry them. */
const Structured = Type.Unknown();

export const ObjNameBody = Type.Object({ objName: ObjName });

export const QueryBody = Type.Object({
  objName: ObjName,
  sortField: Type.Optional(Type.String({ maxLength: 100 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 20 })),
  conditions: Type.Optional(Structured),
});

export const PageBody = Type.Object({
  objName: ObjName,
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  // the 500 cap is the service's, with its own message
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
  sortField: Type.Optional(Type.String({ maxLength: 100 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 20 })),
  conditions: Type.Optional(Structured),
});

/** The list's query plus, optionally, the fields to write (names as a list, JSON text or 'a,b'). */
export const ExportBody = Type.Object({
  objName: ObjName,
  sortField: Type.Optional(Type.String({ maxLength: 100 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 20 })),
  conditions: Type.Optional(Structured),
  fields: Type.Optional(Structured),
});

export const ByIdBody = Type.Object({ objName: ObjName, id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const SaveBody = Type.Object({ objName: ObjName, data: Structured });

export const DeleteListBody = Type.Object({ objName: ObjName, ids: Structured });

const Value = Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()]));
const Row = Type.Record(Type.String(), Value);

const FieldMeta = Type.Object({
  name: Type.String(),
  type: Type.Union([
    Type.Literal('string'),
    Type.Literal('number'),
    Type.Literal('integer'),
    Type.Literal('boolean'),
    Type.Literal('date'),
    Type.Literal('datetime'),
    Type.Literal('dict'),
  ]),
  label: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
  dictType: Nullable(Type.String()),
  required: Type.Boolean(),
  searchable: Type.Boolean(),
  sortable: Type.Boolean(),
  shownInList: Type.Boolean(),
  readOnly: Type.Boolean(),
  maxLength: Nullable(Type.Integer()),
  order: Type.Integer(),
});

export const MetaDataReply = Envelope(
  Type.Object({
    objName: Type.String(),
    label: Type.String(),
    labelZh: Type.String(),
    labelEn: Type.String(),
    companyScoped: Type.Boolean(),
    fields: Type.Array(FieldMeta),
  }),
);

export const PageReply = Envelope(
  Type.Object({ rows: Type.Array(Row), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() }),
);
export const RowsReply = Envelope(Type.Array(Row));
export const RowReply = Envelope(Row);
export const SaveReply = Envelope(Type.Object({ id: Type.Integer() }));
export const DeleteListReply = Envelope(Type.Object({ deleted: Type.Integer() }));
