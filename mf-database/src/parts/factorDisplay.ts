/** Paths and texts the factor screens share. Their numbers show with `formatStored` of @pcf/shared, every digit kept. */

export const FACTOR_LIST_PATH = '/CarbonFootprintDatabase/carbon_emission_factor_management';
export const FACTOR_DETAIL_PATH = '/CarbonFootprintDatabase/carbon_emission_factor_management/item';

/** The unit of a factor's value: kg CO₂e per one of its unit. */
export const perUnit = (unitCode: string) => `kg CO₂e/${unitCode}`;
