/** /businessAccounting/project_management: the list is the object table on pcf_project; lifecycle moves and history through /rest/project/*. */
import { callEnvelope, projectEndpoints } from '@pcf/shared';
import type { ProjectTransitionRequest } from '@pcf/shared';

export const projectApi = {
  transition: (body: ProjectTransitionRequest) => callEnvelope(projectEndpoints.transition, { body }),
  history: (id: number) => callEnvelope(projectEndpoints.history, { query: { id } }),
};
