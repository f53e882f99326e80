/**
 * The home page's reads: three short lists, newest first, through the list endpoints their screens
 * use, so the server scopes and authorises them as it does there.
 */
import {
  FOOTPRINT_RESULT_OBJECT,
  PROJECT_OBJECT,
  REGISTRATION_OBJECT,
  callApi,
  footprintEndpoints,
  objectEndpoints,
  projectEndpoints,
} from '@pcf/shared';
import type { ObjPage } from '@pcf/shared';

/** How many rows a card lists (its count is of them all). */
export const HOME_LIST_SIZE = 5;

const newestFirst = { sortOrder: 'desc', pageNum: 1, pageSize: HOME_LIST_SIZE } as const;

export const homeApi = {
  /** Registrations not reviewed yet (注册审核's 待审核 tab). */
  pendingRegistrations: (): Promise<ObjPage> =>
    callApi(objectEndpoints.page, {
      body: {
        objName: REGISTRATION_OBJECT,
        conditions: [{ field: 'review_status', operator: 'eq', value: 'pending' }],
        sortField: 'created_at',
        ...newestFirst,
      },
    }),
  /** Projects submitted and not taken by their reviewer yet. */
  projectsToReview: (): Promise<ObjPage> =>
    callApi(projectEndpoints.page, {
      body: {
        objName: PROJECT_OBJECT,
        conditions: [{ field: 'status', operator: 'eq', value: 'submitted' }],
        sortField: 'updated_at',
        ...newestFirst,
      },
    }),
  /** The latest footprint computations (each a snapshot). */
  recentComputations: (): Promise<ObjPage> =>
    callApi(footprintEndpoints.resultPage, { body: { objName: FOOTPRINT_RESULT_OBJECT, sortField: 'created_at', ...newestFirst } }),
};
