/**
 * The project list for verification and review staff. They belong to no company, so the generic
 * object API's company scope shows them nothing; a reviewer's list is instead the projects they are
 * assigned to review, in any company. Everyone else keeps the object API's own scope unchanged.
 */
import type { ObjectView } from '../metadata/access';
import type { SessionContext } from '../auth/sessions';

export const PROJECT_OBJECT = 'pcf_project';

export function reviewerScoped(view: ObjectView, session: SessionContext): ObjectView {
  if (session.isAdmin || session.companyId !== null) return view;
  return {
    ...view,
    companyId: undefined,
    rowConditions: [...view.rowConditions, { field: 'reviewer_id', operator: 'eq', value: session.userId }],
  };
}
