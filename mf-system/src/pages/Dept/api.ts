/** The department calls of /system/dept beyond the tree's own (which createDepartmentTreeService makes). */
import { callEnvelope, createDepartmentTreeService, deptEndpoints } from '@pcf/shared';
import type { SaveDeptRequest } from '@pcf/shared';

export const departmentTreeService = createDepartmentTreeService();

/** /rest/dept/saveDeptInfo (form-encoded): with id it updates the department's own fields. */
export function saveDepartment(body: SaveDeptRequest) {
  return callEnvelope(deptEndpoints.save, { body });
}
