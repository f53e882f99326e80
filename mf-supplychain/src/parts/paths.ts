/**
 * The routes of the supply-chain screens (the legacy slugs of SPEC §2 group 5) and the links
 * between them. companyPJ, applyPJ and distributionPJ are hidden: the overview is the way in.
 */
export const SUPPLY_CHAIN_PATHS = {
  overview: '/SupplyChainManagement/index',
  suppliers: '/SupplyChainManagement/companyPJ',
  sent: '/SupplyChainManagement/applyPJ',
  received: '/SupplyChainManagement/distributionPJ',
  footprints: '/SupplyChainManagement/CarbonApplication',
  applications: '/SupplyChainManagement/CarbonApplicationApply',
  visualization: '/SupplyChainManagement/SupplyChainVisualization',
} as const;

/** A sent request, its received footprint open (the visualization's click-through). */
export const sentRequestUrl = (requestId: number): string => `${SUPPLY_CHAIN_PATHS.sent}?id=${requestId}`;

/** A row id from a search parameter (a positive whole number of the database's integer range), else null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** A shared footprint of the company, its detail open (the visualization's click-through). */
export const footprintUrl = (footprintId: string): string =>
  `${SUPPLY_CHAIN_PATHS.footprints}?footprint=${encodeURIComponent(footprintId)}`;
/** The applications, the form open on this fulfilled sent request (to use its footprint in an inventory line). */
export const applyUrl = (requestId: number): string => `${SUPPLY_CHAIN_PATHS.applications}?request=${requestId}`;
