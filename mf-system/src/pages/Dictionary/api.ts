/** The calls of the dictionaries screen: types, their items, and the batch add of items. */
import { ADD_DICT_LIST_TIMEOUT_MS, callEnvelope, dictionaryEndpoints } from '@pcf/shared';
import type { AddDictInfoListRequest, DictDeleteRequest, DictItemSaveRequest, DictTypeSaveRequest } from '@pcf/shared';

export function fetchDictTypes() {
  return callEnvelope(dictionaryEndpoints.types);
}

/** Adds without an id, updates with one. */
export function saveDictType(body: DictTypeSaveRequest) {
  return callEnvelope(body.id === undefined ? dictionaryEndpoints.addType : dictionaryEndpoints.updateType, { body });
}

export function deleteDictType(body: DictDeleteRequest) {
  return callEnvelope(dictionaryEndpoints.deleteType, { body });
}

export function fetchDictItems(dictType: string) {
  return callEnvelope(dictionaryEndpoints.items, { query: { dictType } });
}

export function saveDictItem(body: DictItemSaveRequest) {
  return callEnvelope(body.id === undefined ? dictionaryEndpoints.addItem : dictionaryEndpoints.updateItem, { body });
}

export function deleteDictItem(body: DictDeleteRequest) {
  return callEnvelope(dictionaryEndpoints.deleteItem, { body });
}

/** All the items or none; SPEC §9 gives this call 2000 ms. */
export function addDictItems(body: AddDictInfoListRequest) {
  return callEnvelope(dictionaryEndpoints.addItems, { body }, { timeout: ADD_DICT_LIST_TIMEOUT_MS });
}
