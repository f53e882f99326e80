/** /businessAccounting/zhuceUser: the list is the object table on biz_registration; a registration and its decisions through /rest/registration/*. */
import { API, get, postJson } from '@pcf/shared';
import type { ApproveRegistrationRequest, RegistrationDetail, RejectRegistrationRequest } from '@pcf/shared';

export const registrationApi = {
  detail: (companyId: number) => get<RegistrationDetail>(API.registrationDetail, { companyId }),
  approve: (body: ApproveRegistrationRequest) => postJson<null>(API.registrationApprove, body),
  reject: (body: RejectRegistrationRequest) => postJson<null>(API.registrationReject, body),
  /** Loaded by the browser itself (img, iframe): the dby_token cookie signs the request in. */
  licenceUrl: (companyId: number) => `${API.registrationLicence}?companyId=${companyId}`,
};
