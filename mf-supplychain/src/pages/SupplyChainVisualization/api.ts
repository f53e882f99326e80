/** /SupplyChainManagement/SupplyChainVisualization: a project's supply chain from its latest result (contracts/supplyChain.ts). */
import { callApi, supplyChainEndpoints } from '@pcf/shared';

export const visualizationApi = {
  chain: (projectId: number) => callApi(supplyChainEndpoints.visualization, { query: { projectId } }),
};
