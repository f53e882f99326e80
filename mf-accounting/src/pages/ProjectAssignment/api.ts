/** /businessAccounting/distribution: the list is the object table on pcf_project; a project's details and assignment through /rest/project/*. */
import { API, get, postJson } from '@pcf/shared';
import type {
  AssignProjectRequest,
  CreateProjectRequest,
  ProjectAccountantOptions,
  ProjectFormOptions,
  SaveProjectReply,
  UpdateProjectRequest,
} from '@pcf/shared';

export const projectAssignmentApi = {
  create: (body: CreateProjectRequest) => postJson<SaveProjectReply>(API.projectCreate, body),
  update: (body: UpdateProjectRequest) => postJson<SaveProjectReply>(API.projectUpdate, body),
  assign: (body: AssignProjectRequest) => postJson<SaveProjectReply>(API.projectAssign, body),
  options: () => get<ProjectFormOptions>(API.projectOptions),
  accountants: (companyId: number) => get<ProjectAccountantOptions>(API.projectAccountants, { companyId }),
};
