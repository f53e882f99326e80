/**
 * /SupplyChainManagement/CarbonApplicationApply: applications to use a received footprint in an
 * inventory line (contracts/supplyChain.ts), and a project's inventory lines for the form (the
 * fulfilled sent requests it offers come from parts/api.ts).
 */
import { callApi, callEnvelope, inventoryEndpoints, supplyChainEndpoints } from '@pcf/shared';
import type { CreateApplication, DecideApplication, FootprintApplicationStatus } from '@pcf/shared';
import type { PageAsk } from '@pcf/shared/ui';

export const applicationApi = {
  /** One page, newest first; `text` is part of the project's name or the line's description. */
  list: ({ status, text, ...page }: PageAsk & { status?: FootprintApplicationStatus; text: string }) =>
    callApi(supplyChainEndpoints.applications, {
      query: { ...page, ...(status === undefined ? {} : { status }), ...(text.trim() === '' ? {} : { text: text.trim() }) },
    }),
  apply: (body: CreateApplication) => callEnvelope(supplyChainEndpoints.apply, { body }),
  decide: (body: DecideApplication) => callEnvelope(supplyChainEndpoints.decide, { body }),
  lines: (projectId: number) => callApi(inventoryEndpoints.lines, { query: { projectId } }),
};
