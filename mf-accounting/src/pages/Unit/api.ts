/** /businessAccounting/unit: the list is the object table on pcf_unit; changes and conversion through /rest/unit/*. */
import { callEnvelope, unitEndpoints } from '@pcf/shared';
import type { ConvertUnitRequest, CreateUnitRequest, DeleteUnitRequest, UpdateUnitRequest } from '@pcf/shared';

export const unitApi = {
  create: (body: CreateUnitRequest) => callEnvelope(unitEndpoints.create, { body }),
  update: (body: UpdateUnitRequest) => callEnvelope(unitEndpoints.update, { body }),
  remove: (body: DeleteUnitRequest) => callEnvelope(unitEndpoints.delete, { body }),
  convert: (body: ConvertUnitRequest) => callEnvelope(unitEndpoints.convert, { body }),
};
