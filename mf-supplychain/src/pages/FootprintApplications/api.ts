/**
 * /SupplyChainManagement/CarbonApplicationApply: applications to use a received footprint in an
 * inventory line (contracts/supplyChain.ts), and a project's inventory lines for the form (the
 * fulfilled sent requests it offers come from parts/api.ts).
 */
import { callApi, callEnvelope, inventoryEndpoints, supplyChainEndpoints } from '@pcf/shared';
import type { CreateApplication, DecideApplication, FootprintApplicationStatus } from '@pcf/shared';

export const applicationApi = {
  list: (status: FootprintApplicationStatus | undefined) =>
    callApi(supplyChainEndpoints.applications, { query: status === undefined ? {} : { status } }),
  apply: (body: CreateApplication) => callEnvelope(supplyChainEndpoints.apply, { body }),
  decide: (body: DecideApplication) => callEnvelope(supplyChainEndpoints.decide, { body }),
  lines: (projectId: number) => callApi(inventoryEndpoints.lines, { query: { projectId } }),
};
