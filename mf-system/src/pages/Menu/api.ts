/** The calls of /system/menu: the whole menu table as a tree and its edits, all JSON. */
import { API, get, postJson } from '@pcf/shared';
import type { MenuDeleteRequest, MenuNode, MenuReorderRequest, MenuSaveRequest, MenuSaved, MenuSwitchRequest } from '@pcf/shared';

export function fetchMenuTree() {
  return get<MenuNode[]>(API.menuAdminTree);
}

/** Adds without an id, updates with one. */
export function saveMenu(body: MenuSaveRequest) {
  return postJson<MenuSaved>(body.id === undefined ? API.menuAdd : API.menuUpdate, body);
}

export function deleteMenu(body: MenuDeleteRequest) {
  return postJson<null>(API.menuDelete, body);
}

export function reorderMenus(body: MenuReorderRequest) {
  return postJson<null>(API.menuReorder, body);
}

export function switchMenuGroup(body: MenuSwitchRequest) {
  return postJson<null>(API.menuSwitch, body);
}
