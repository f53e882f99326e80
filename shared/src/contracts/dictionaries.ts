/**
 * Dictionaries: types (sys_normal_disable ...) and their items, the values of select fields and
 * of dict-typed object fields. Status '0' in use, '1' disabled (the sys_normal_disable values).
 * Bodies may be JSON or form-urlencoded; addDictInfoList's `items` may then be JSON text.
 */
import Type, { type Static } from 'typebox';
import { SIGNED_IN, defineEndpoint } from './endpoint';
import { RowId } from './schemaParts';

/** Most items of one addDictInfoList call. */
export const DICT_BATCH_MAX = 500;
/** The largest order of an item. */
export const DICT_ORDER_MAX = 9999;

/** The button permissions of /system/dict; the list is system:dict:list. */
export const DICT_PERMISSIONS = {
  list: 'system:dict:list',
  add: 'system:dict:add',
  edit: 'system:dict:edit',
  remove: 'system:dict:remove',
} as const;

export const DictStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);
export type DictStatus = Static<typeof DictStatusSchema>;

// formats and lengths are the service's, with their own messages; here only bounds
const DictCode = Type.String({ maxLength: 200 });
const DictText = Type.String({ maxLength: 500 });

/** GET /sysDictInfo/types */
export const DictTypeSchema = Type.Object({
  id: Type.Integer(),
  /** Lower-case identifier, e.g. sys_normal_disable. */
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  status: DictStatusSchema,
});
export type DictType = Static<typeof DictTypeSchema>;

/** POST /sysDictInfo/addDictType (no id) and /sysDictInfo/updateDictType (id; a new code is carried into the fields bound to it). */
export const DictTypeSaveRequestSchema = Type.Object({
  id: Type.Optional(RowId),
  code: DictCode,
  name: DictText,
  nameEn: DictText,
  status: Type.Optional(DictStatusSchema),
});
export type DictTypeSaveRequest = Static<typeof DictTypeSaveRequestSchema>;

/** GET /sysDictInfo/items?dictType=code: every item of a type, both languages (administration). */
export const DictItemSchema = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  value: Type.String(),
  label: Type.String(),
  labelEn: Type.String(),
  order: Type.Integer(),
  status: DictStatusSchema,
});
export type DictItem = Static<typeof DictItemSchema>;

const dictItemFields = {
  value: DictText,
  label: DictText,
  labelEn: DictText,
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: DICT_ORDER_MAX })),
  status: Type.Optional(DictStatusSchema),
};

/** One item of a batch (addDictInfoList checks the whole list itself, with its own message). */
export const DictItemInputSchema = Type.Object(dictItemFields);
export type DictItemInput = Static<typeof DictItemInputSchema>;

/** POST /sysDictInfo/addDictInfo (no id) and /sysDictInfo/updateDictInfo (id, within the same type). */
export const DictItemSaveRequestSchema = Type.Object({ id: Type.Optional(RowId), dictType: DictCode, ...dictItemFields });
export type DictItemSaveRequest = Static<typeof DictItemSaveRequestSchema>;

/**
 * POST /sysDictInfo/addDictInfoList: all items are added, or none (SPEC §7, 2000 ms timeout).
 * The server takes `items` as a list or that list as JSON text (form-urlencoded) and checks it whole.
 */
export const AddDictInfoListRequestSchema = Type.Object({
  dictType: DictCode,
  items: Type.Unsafe<DictItemInput[]>(Type.Unknown()),
});
export type AddDictInfoListRequest = Static<typeof AddDictInfoListRequestSchema>;

export const AddDictInfoListReplySchema = Type.Object({ ids: Type.Array(Type.Integer()) });
export type AddDictInfoListReply = Static<typeof AddDictInfoListReplySchema>;

/** POST /sysDictInfo/deleteDictType (with its items; refused while a field is bound to it) and /sysDictInfo/deleteDictInfo. */
export const DictDeleteRequestSchema = Type.Object({ id: RowId });
export type DictDeleteRequest = Static<typeof DictDeleteRequestSchema>;

/** ?dictType=code of the item list and of the options. */
export const DictCodeQuerySchema = Type.Object({ dictType: DictCode });
export type DictCodeQuery = Static<typeof DictCodeQuerySchema>;

/** GET /sysDictInfo/getDictInfo?dictType=code: what a select field offers, in the caller's language. */
export const DictOptionSchema = Type.Object({ value: Type.String(), label: Type.String() });
export type DictOption = Static<typeof DictOptionSchema>;

export const DictSavedSchema = Type.Object({ id: Type.Integer() });
export type DictSaved = Static<typeof DictSavedSchema>;

const tags = ['dictionaries'];

/**
 * /sysDictInfo/*: dictionary types and items, each change with its button permission, and the
 * options of a select field, which every session may read (select fields sit on every screen and
 * dictionaries hold labels, no company's data).
 */
export const dictionaryEndpoints = {
  types: defineEndpoint({
    method: 'GET',
    url: '/sysDictInfo/types',
    permission: DICT_PERMISSIONS.list,
    tags,
    reply: Type.Array(DictTypeSchema),
  }),
  addType: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/addDictType',
    permission: DICT_PERMISSIONS.add,
    tags,
    body: DictTypeSaveRequestSchema,
    reply: DictSavedSchema,
  }),
  updateType: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/updateDictType',
    permission: DICT_PERMISSIONS.edit,
    tags,
    body: DictTypeSaveRequestSchema,
    reply: DictSavedSchema,
  }),
  deleteType: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/deleteDictType',
    permission: DICT_PERMISSIONS.remove,
    tags,
    body: DictDeleteRequestSchema,
    reply: 'none',
  }),
  items: defineEndpoint({
    method: 'GET',
    url: '/sysDictInfo/items',
    permission: DICT_PERMISSIONS.list,
    tags,
    querystring: DictCodeQuerySchema,
    reply: Type.Array(DictItemSchema),
  }),
  addItem: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/addDictInfo',
    permission: DICT_PERMISSIONS.add,
    tags,
    body: DictItemSaveRequestSchema,
    reply: DictSavedSchema,
  }),
  updateItem: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/updateDictInfo',
    permission: DICT_PERMISSIONS.edit,
    tags,
    body: DictItemSaveRequestSchema,
    reply: DictSavedSchema,
  }),
  deleteItem: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/deleteDictInfo',
    permission: DICT_PERMISSIONS.remove,
    tags,
    body: DictDeleteRequestSchema,
    reply: 'none',
  }),
  addItems: defineEndpoint({
    method: 'POST',
    url: '/sysDictInfo/addDictInfoList',
    permission: DICT_PERMISSIONS.add,
    tags,
    body: AddDictInfoListRequestSchema,
    reply: AddDictInfoListReplySchema,
  }),
  options: defineEndpoint({
    method: 'GET',
    url: '/sysDictInfo/getDictInfo',
    permission: SIGNED_IN,
    tags,
    querystring: DictCodeQuerySchema,
    reply: Type.Array(DictOptionSchema),
  }),
};
