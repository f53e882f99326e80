/** /SupplyChainManagement/distributionPJ: answering a received request (contracts/supplyChain.ts); the list is in parts/api.ts. */
import { callApi, callEnvelope, supplyChainEndpoints as E } from '@pcf/shared';

export const receivedApi = {
  choices: (id: number) => callApi(E.choices, { query: { id } }),
  fulfil: (id: number, footprintId: string) => callEnvelope(E.fulfil, { body: { id, footprintId } }),
  reject: (id: number, reason: string) => callEnvelope(E.reject, { body: { id, reason } }),
};
