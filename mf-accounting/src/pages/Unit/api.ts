/** /businessAccounting/unit: the list is the object table on pcf_unit; changes and conversion through /rest/unit/*. */
import { API, UNIT_OBJECT, postJson } from '@pcf/shared';
import type {
  ConvertUnitReply,
  ConvertUnitRequest,
  CreateUnitRequest,
  DeleteUnitRequest,
  ObjRow,
  SaveUnitReply,
  UpdateUnitRequest,
} from '@pcf/shared';

export const unitApi = {
  create: (body: CreateUnitRequest) => postJson<SaveUnitReply>(API.unitCreate, body),
  update: (body: UpdateUnitRequest) => postJson<SaveUnitReply>(API.unitUpdate, body),
  remove: (body: DeleteUnitRequest) => postJson<null>(API.unitDelete, body),
  convert: (body: ConvertUnitRequest) => postJson<ConvertUnitReply>(API.unitConvert, body),
  /** Every unit (tens of rows), for the converter's choices and the form's base-unit hint; silent: a failure leaves them empty. */
  all: () => postJson<ObjRow[]>(API.objData, { objName: UNIT_OBJECT, sortField: 'id', sortOrder: 'asc' }, { silent: true }),
};
