/** The calls of /system/menu: the whole menu table as a tree and its edits, all JSON. */
import { callEnvelope, systemMenuEndpoints } from '@pcf/shared';
import type { MenuDeleteRequest, MenuReorderRequest, MenuSaveRequest, MenuSwitchRequest } from '@pcf/shared';

export function fetchMenuTree() {
  return callEnvelope(systemMenuEndpoints.tree);
}

/** Adds without an id, updates with one. */
export function saveMenu(body: MenuSaveRequest) {
  return callEnvelope(body.id === undefined ? systemMenuEndpoints.add : systemMenuEndpoints.update, { body });
}

export function deleteMenu(body: MenuDeleteRequest) {
  return callEnvelope(systemMenuEndpoints.delete, { body });
}

export function reorderMenus(body: MenuReorderRequest) {
  return callEnvelope(systemMenuEndpoints.reorder, { body });
}

export function switchMenuGroup(body: MenuSwitchRequest) {
  return callEnvelope(systemMenuEndpoints.switch, { body });
}
