/** The calls of the metadata screen (/metadata/table): the object registry and the dictionary types a dict field binds. */
import { API, callEnvelope, dictionaryEndpoints, get, postJson } from '@pcf/shared';
import type {
  MetaCandidateTable,
  MetaObjectCreateRequest,
  MetaObjectDeleteRequest,
  MetaObjectDetail,
  MetaObjectListRequest,
  MetaObjectPage,
  MetaObjectSaved,
  MetaObjectUpdateRequest,
} from '@pcf/shared';

export function fetchObjects(query: MetaObjectListRequest) {
  return get<MetaObjectPage>(API.metadataObjects, { ...query });
}

export function fetchObject(name: string) {
  return get<MetaObjectDetail>(API.metadataObject, { name });
}

/** Existing tables that may be registered, with their columns (platform administrators). */
export function fetchCandidateTables() {
  return get<MetaCandidateTable[]>(API.metadataTables);
}

/** The columns of a registered table that no field registers yet (platform administrators). */
export function fetchUnregisteredColumns(name: string) {
  return get<MetaCandidateTable>(API.metadataColumns, { name });
}

export function createObject(body: MetaObjectCreateRequest) {
  return postJson<MetaObjectSaved>(API.metadataCreate, body);
}

export function updateObject(body: MetaObjectUpdateRequest) {
  return postJson<MetaObjectSaved>(API.metadataUpdate, body);
}

export function deleteObject(body: MetaObjectDeleteRequest) {
  return postJson<MetaObjectSaved>(API.metadataDelete, body);
}

export function fetchDictTypes() {
  return callEnvelope(dictionaryEndpoints.types);
}
