/** /businessAccounting/unit: the list is the object table on pcf_unit; changes and conversion through /rest/unit/*. */
import { API, postJson } from '@pcf/shared';
import type {
  ConvertUnitReply,
  ConvertUnitRequest,
  CreateUnitRequest,
  DeleteUnitRequest,
  SaveUnitReply,
  UpdateUnitRequest,
} from '@pcf/shared';

export const unitApi = {
  create: (body: CreateUnitRequest) => postJson<SaveUnitReply>(API.unitCreate, body),
  update: (body: UpdateUnitRequest) => postJson<SaveUnitReply>(API.unitUpdate, body),
  remove: (body: DeleteUnitRequest) => postJson<null>(API.unitDelete, body),
  convert: (body: ConvertUnitRequest) => postJson<ConvertUnitReply>(API.unitConvert, body),
};
