/** /businessAccounting/project_management: the list is the object table on pcf_project; lifecycle moves and history through /rest/project/*. */
import { API, get, postJson } from '@pcf/shared';
import type { ProjectHistoryReply, ProjectTransitionRequest, SaveProjectReply } from '@pcf/shared';

export const projectApi = {
  transition: (body: ProjectTransitionRequest) => postJson<SaveProjectReply>(API.projectTransition, body),
  history: (id: number) => get<ProjectHistoryReply>(API.projectHistory, { id }),
};
