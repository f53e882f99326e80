/** TypeBox schemas of the dictionaries (contracts: @pcf/shared/contracts dictionaries.ts). */
import Type from 'typebox';
import { DICT_ORDER_MAX } from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Status = Type.Union([Type.Literal('0'), Type.Literal('1')]);
// formats and lengths are the service's, with their own messages; here only bounds
const Code = Type.String({ maxLength: 200 });
const Text = Type.String({ maxLength: 500 });

export const DictTypeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  status: Status,
});

export const DictItemSchema = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  value: Type.String(),
  label: Type.String(),
  labelEn: Type.String(),
  order: Type.Integer(),
  status: Status,
});

export const DictOptionSchema = Type.Object({ value: Type.String(), label: Type.String() });

export const DictTypeSaveBody = Type.Object({
  id: Type.Optional(Id),
  code: Code,
  name: Text,
  nameEn: Text,
  status: Type.Optional(Status),
});

export const DictItemSaveBody = Type.Object({
  id: Type.Optional(Id),
  dictType: Code,
  value: Text,
  label: Text,
  labelEn: Text,
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: DICT_ORDER_MAX })),
  status: Type.Optional(Status),
});

/** items: a list, or that list as JSON text (form-urlencoded); checked whole by the service. */
export const AddDictListBody = Type.Object({ dictType: Code, items: Type.Unknown() });

export const DictDeleteBody = Type.Object({ id: Id });

export const DictCodeQuery = Type.Object({ dictType: Code });
