/** /SupplyChainManagement/applyPJ: sending a footprint request (contracts/supplyChain.ts); the lists are in parts/api.ts. */
import { callEnvelope, supplyChainEndpoints, type CreateRequest } from '@pcf/shared';

export const sentApi = {
  create: (body: CreateRequest) => callEnvelope(supplyChainEndpoints.createRequest, { body }),
};
