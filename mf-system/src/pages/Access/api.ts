/** The calls of /system/access: the pickers, one role's rules on one object and their save (JSON bodies). */
import { accessEndpoints, callEnvelope } from '@pcf/shared';
import type { RoleObjectRules } from '@pcf/shared';

export function fetchAccessRoles() {
  return callEnvelope(accessEndpoints.roles);
}

export function fetchAccessObjects() {
  return callEnvelope(accessEndpoints.objects);
}

export function fetchRules(roleId: number, objName: string) {
  return callEnvelope(accessEndpoints.rules, { query: { roleId, objName } });
}

/** Replaces the role's rules on the object; empty lists remove them. */
export function saveRules(body: RoleObjectRules) {
  return callEnvelope(accessEndpoints.saveRules, { body });
}

/** The options of a dict field, for the row-condition values. */
