/** The department calls of /system/dept beyond the tree's own (which createDepartmentTreeService makes). */
import { API, createDepartmentTreeService, post } from '@pcf/shared';
import type { SaveDeptRequest, SavedDept } from '@pcf/shared';

export const departmentTreeService = createDepartmentTreeService();

/** /rest/dept/saveDeptInfo (form-encoded): with id it updates the department's own fields. */
export function saveDepartment(body: SaveDeptRequest) {
  return post<SavedDept>(API.deptSave, body);
}
