/**
 * A result line's arithmetic as it can be checked on screen (DOMAIN.md, "The calculation"):
 * quantity × factor (or GWP) × allocation share = emission. The inputs show with every digit
 * they have (`formatStored`), the emission as a result (SPEC §5's 2 decimals), as in its column.
 */
import { formatStored } from '@pcf/shared';
import type { SnapshotLine } from '@pcf/shared';
import { formatNumber } from '../../../parts/footprint/format';

export interface LineCalculation {
  quantity: string;
  unitCode: string;
  /** The quantity in the factor's unit when the line was entered in another one (1 MWh = 1000 kWh), else null. */
  converted: { quantity: string; unitCode: string } | null;
  perUnit: string;
  perUnitCode: string;
  /** The allocation share a shared line was multiplied by, else null. */
  share: string | null;
  emission: string;
}

/** Digits of a quantity worked back from the result: enough to read it, fewer than a double's noise. */
const DERIVED_DIGITS = 12;

export function lineCalculation(line: SnapshotLine, allocationShare: number): LineCalculation {
  // the engine multiplies a shared line by the study's share; the snapshot says 1 when there is none
  const share = line.shared && allocationShare !== 1 ? allocationShare : null;
  let converted: LineCalculation['converted'] = null;
  if (line.unitCode !== line.perUnitCode) {
    // as the engine converted it; results from before it was kept: worked back from the emission
    const divisor = line.perUnit * (share ?? 1);
    const quantity = line.convertedQuantity ?? (divisor === 0 ? null : line.emission / divisor);
    if (quantity !== null && Number.isFinite(quantity))
      converted = { quantity: formatStored(Number(quantity.toPrecision(DERIVED_DIGITS))), unitCode: line.perUnitCode };
  }
  return {
    quantity: formatStored(line.quantity),
    unitCode: line.unitCode,
    converted,
    perUnit: formatStored(line.perUnit),
    perUnitCode: line.perUnitCode,
    share: share === null ? null : formatStored(share),
    emission: formatNumber(line.emission),
  };
}
