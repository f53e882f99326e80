/** /businessAccounting/zhuceUser: the list is the object table on biz_registration; a registration and its decisions through /rest/registration/*. */
import { callEnvelope, registrationEndpoints } from '@pcf/shared';
import type { ApproveRegistrationRequest, RejectRegistrationRequest } from '@pcf/shared';

export const registrationApi = {
  detail: (companyId: number) => callEnvelope(registrationEndpoints.detail, { query: { companyId } }),
  approve: (body: ApproveRegistrationRequest) => callEnvelope(registrationEndpoints.approve, { body }),
  reject: (body: RejectRegistrationRequest) => callEnvelope(registrationEndpoints.reject, { body }),
  /** Loaded by the browser itself (img, iframe): the dby_token cookie signs the request in. */
  licenceUrl: (companyId: number) => `${registrationEndpoints.licence.url}?companyId=${companyId}`,
};
