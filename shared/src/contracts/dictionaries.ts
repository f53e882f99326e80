/**
 * Dictionaries: types (sys_normal_disable ...) and their items, the values of select fields and
 * of dict-typed object fields. Status '0' in use, '1' disabled (the sys_normal_disable values).
 * Bodies may be JSON or form-urlencoded; addDictInfoList's `items` may then be JSON text.
 */
export type DictStatus = '0' | '1';

/** GET /sysDictInfo/types */
export interface DictType {
  id: number;
  /** Lower-case identifier, e.g. sys_normal_disable. */
  code: string;
  name: string;
  nameEn: string;
  status: DictStatus;
}

/** POST /sysDictInfo/addDictType (no id) and /sysDictInfo/updateDictType (id; a new code is carried into the fields bound to it). */
export interface DictTypeSaveRequest {
  id?: number;
  code: string;
  name: string;
  nameEn: string;
  status?: DictStatus;
}

/** GET /sysDictInfo/items?dictType=code: every item of a type, both languages (administration). */
export interface DictItem {
  id: number;
  dictType: string;
  value: string;
  label: string;
  labelEn: string;
  order: number;
  status: DictStatus;
}

export interface DictItemInput {
  value: string;
  label: string;
  labelEn: string;
  order?: number;
  status?: DictStatus;
}

/** POST /sysDictInfo/addDictInfo (no id) and /sysDictInfo/updateDictInfo (id, within the same type). */
export interface DictItemSaveRequest extends DictItemInput {
  id?: number;
  dictType: string;
}

/** POST /sysDictInfo/addDictInfoList: all items are added, or none (SPEC §7, 2000 ms timeout). */
export interface AddDictInfoListRequest {
  dictType: string;
  items: DictItemInput[];
}

/** POST /sysDictInfo/deleteDictType (with its items; refused while a field is bound to it) and /sysDictInfo/deleteDictInfo. */
export interface DictDeleteRequest {
  id: number;
}

/** GET /sysDictInfo/getDictInfo?dictType=code: what a select field offers, in the caller's language. */
export interface DictOption {
  value: string;
  label: string;
}

/** Most items of one addDictInfoList call. */
export const DICT_BATCH_MAX = 500;
