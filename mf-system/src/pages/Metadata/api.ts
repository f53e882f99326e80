/** The calls of the metadata screen (/metadata/table): the object registry and the dictionary types a dict field binds. */
import { callEnvelope, dictionaryEndpoints, metadataAdminEndpoints } from '@pcf/shared';
import type { MetaObjectCreateRequest, MetaObjectDeleteRequest, MetaObjectListRequest, MetaObjectUpdateRequest } from '@pcf/shared';

export function fetchObjects(query: MetaObjectListRequest) {
  return callEnvelope(metadataAdminEndpoints.objects, { query });
}

export function fetchObject(name: string) {
  return callEnvelope(metadataAdminEndpoints.object, { query: { name } });
}

/** Existing tables that may be registered, with their columns (platform administrators). */
export function fetchCandidateTables() {
  return callEnvelope(metadataAdminEndpoints.tables);
}

/** The columns of a registered table that no field registers yet (platform administrators). */
export function fetchUnregisteredColumns(name: string) {
  return callEnvelope(metadataAdminEndpoints.columns, { query: { name } });
}

export function createObject(body: MetaObjectCreateRequest) {
  return callEnvelope(metadataAdminEndpoints.create, { body });
}

export function updateObject(body: MetaObjectUpdateRequest) {
  return callEnvelope(metadataAdminEndpoints.update, { body });
}

export function deleteObject(body: MetaObjectDeleteRequest) {
  return callEnvelope(metadataAdminEndpoints.delete, { body });
}

export function fetchDictTypes() {
  return callEnvelope(dictionaryEndpoints.types);
}
