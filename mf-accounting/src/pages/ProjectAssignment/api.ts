/** /businessAccounting/distribution: the list is the object table on pcf_project; a project's details and assignment through /rest/project/*. */
import { callEnvelope, projectEndpoints } from '@pcf/shared';
import type { AssignProjectRequest, CreateProjectRequest, UpdateProjectRequest } from '@pcf/shared';

export const projectAssignmentApi = {
  create: (body: CreateProjectRequest) => callEnvelope(projectEndpoints.create, { body }),
  update: (body: UpdateProjectRequest) => callEnvelope(projectEndpoints.update, { body }),
  assign: (body: AssignProjectRequest) => callEnvelope(projectEndpoints.assign, { body }),
  options: () => callEnvelope(projectEndpoints.options),
  accountants: (companyId: number) => callEnvelope(projectEndpoints.accountants, { query: { companyId } }),
};
