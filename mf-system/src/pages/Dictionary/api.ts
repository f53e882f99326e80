/** The calls of the dictionaries screen: types, their items, and the batch add of items. */
import { ADD_DICT_LIST_TIMEOUT_MS, API, get, postJson } from '@pcf/shared';
import type { AddDictInfoListRequest, DictDeleteRequest, DictItem, DictItemSaveRequest, DictType, DictTypeSaveRequest } from '@pcf/shared';

export function fetchDictTypes() {
  return get<DictType[]>(API.dictTypes);
}

/** Adds without an id, updates with one. */
export function saveDictType(body: DictTypeSaveRequest) {
  return postJson<{ id: number }>(body.id === undefined ? API.dictTypeAdd : API.dictTypeUpdate, body);
}

export function deleteDictType(body: DictDeleteRequest) {
  return postJson<null>(API.dictTypeDelete, body);
}

export function fetchDictItems(dictType: string) {
  return get<DictItem[]>(API.dictItems, { dictType });
}

export function saveDictItem(body: DictItemSaveRequest) {
  return postJson<{ id: number }>(body.id === undefined ? API.dictItemAdd : API.dictItemUpdate, body);
}

export function deleteDictItem(body: DictDeleteRequest) {
  return postJson<null>(API.dictItemDelete, body);
}

/** All the items or none; SPEC §9 gives this call 2000 ms. */
export function addDictItems(body: AddDictInfoListRequest) {
  return postJson<{ ids: number[] }>(API.addDictInfoList, body, { timeout: ADD_DICT_LIST_TIMEOUT_MS });
}
