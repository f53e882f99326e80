/**
 * GWP100 (kg CO2e per kg of gas) of the IPCC sets the platform offers (DOMAIN.md). AR5: WG1 Table
 * 8.A.1. AR6: WG1 Table 7.15 / 7.SM.7, as the GHG Protocol's table of 2024 and the EU F-gas
 * regulation (2024/573, Annex I) reproduce it; methane split into fossil and non-fossil.
 * DOMAIN.md marked its figures "check": its AR6 SF6 figure (24 300) is 25 200 in those sources.
 * The seed stores these rows (gwp_values); computations read the stored table.
 */
import { Decimal } from 'decimal.js';
import type { Gas, GwpSet } from '@pcf/shared/contracts';
import { GASES, GWP_SETS } from '@pcf/shared/contracts';

export const GWP_SOURCES: Readonly<Record<GwpSet, string>> = {
  AR6: 'IPCC AR6 WG1 (2021) Table 7.15 / 7.SM.7, GWP100',
  AR5: 'IPCC AR5 WG1 (2013) Table 8.A.1, GWP100',
};

export const REFERENCE_GWP: Readonly<Record<GwpSet, Readonly<Record<Gas, string>>>> = {
  AR6: {
    CO2: '1',
    CH4_fossil: '29.8',
    CH4_non_fossil: '27.0',
    N2O: '273',
    SF6: '25200',
    NF3: '17400',
    CF4: '7380',
    C2F6: '12400',
    HFC23: '14600',
    HFC134a: '1530',
  },
  AR5: {
    CO2: '1',
    CH4_fossil: '30',
    CH4_non_fossil: '28',
    N2O: '265',
    SF6: '23500',
    NF3: '16100',
    CF4: '6630',
    C2F6: '11100',
    HFC23: '12400',
    HFC134a: '1300',
  },
};

/** A GWP table as read from gwp_values: set, then gas, to kg CO2e per kg. */
export type GwpTable = ReadonlyMap<GwpSet, ReadonlyMap<Gas, Decimal>>;

export class GwpMissing extends Error {
  constructor(
    readonly gas: string,
    readonly gwpSet: string,
  ) {
    super(`no GWP for ${gas} in ${gwpSet}`);
  }
}

/** kg CO2e of `amount` kg of each gas under `set`: Σ amount × GWP, exact decimals. */
export function co2eOf(gases: readonly { gas: Gas; amount: Decimal.Value }[], set: GwpSet, table: GwpTable): Decimal {
  let total = new Decimal(0);
  for (const { gas, amount } of gases) {
    const gwp = table.get(set)?.get(gas);
    if (gwp === undefined) throw new GwpMissing(gas, set);
    total = total.plus(new Decimal(amount).times(gwp));
  }
  return total;
}

/** The reference table as a GwpTable (tests, and the seed's own check). */
export function referenceGwpTable(): GwpTable {
  return new Map(GWP_SETS.map((set) => [set, new Map(GASES.map((gas) => [gas, new Decimal(REFERENCE_GWP[set][gas])]))]));
}
