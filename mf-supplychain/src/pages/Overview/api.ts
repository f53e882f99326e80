/** /SupplyChainManagement/index: the overview's counts (contracts/supplyChain.ts). */
import { callApi, supplyChainEndpoints } from '@pcf/shared';

export const overviewApi = {
  counts: (companyId?: number) => callApi(supplyChainEndpoints.overview, { query: companyId === undefined ? {} : { companyId } }),
};
