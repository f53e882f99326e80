/** The calls of /system/access: the pickers, one role's rules on one object and their save (JSON bodies). */
import { API, get, objectApi, put } from '@pcf/shared';
import type { AccessObject, AccessRole, RoleObjectRules } from '@pcf/shared';

export function fetchAccessRoles() {
  return get<AccessRole[]>(API.accessRoles);
}

export function fetchAccessObjects() {
  return get<AccessObject[]>(API.accessObjects);
}

export function fetchRules(roleId: number, objName: string) {
  return get<RoleObjectRules>(API.accessRules, { roleId, objName });
}

/** Replaces the role's rules on the object; empty lists remove them. */
export function saveRules(body: RoleObjectRules) {
  return put<RoleObjectRules>(API.accessRules, body, { contentType: 'json' });
}

/** The options of a dict field, for the row-condition values. */
export const fetchDictOptions = objectApi.dictOptions;
