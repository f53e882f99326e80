/**
 * A line's quantity in its factor's unit when the two measure different things but the factor
 * version carries a fuel's net calorific value (NCV): gas metered in m³ on a factor per kWh, or
 * energy on a factor per m³ or kg.
 *   volume or mass → energy:  q × convert(line unit → NCV per-unit) × NCV × convert(NCV energy unit → factor unit)
 *   energy → volume or mass:  q × convert(line unit → NCV energy unit) ÷ NCV × convert(NCV per-unit → factor unit)
 * Pure: the unit conversions come from the caller.
 */
import type { CalorificValue } from '@pcf/shared/contracts';
import { EngineError } from './types';

/** How many `to` one `from` is for the line; throws EngineError dimensionMismatch across dimensions. */
export type ConversionOf = (lineId: string, from: string, to: string) => number;

function isMismatch(error: unknown): error is EngineError {
  return error instanceof EngineError && error.problem.kind === 'dimensionMismatch';
}

/** How many of the factor's unit one line unit is, directly or else through the NCV; the direct mismatch when neither works. */
export function lineToFactorUnit(
  convert: ConversionOf,
  lineId: string,
  lineUnit: string,
  factorUnit: string,
  ncv: CalorificValue | null | undefined,
): number {
  try {
    return convert(lineId, lineUnit, factorUnit);
  } catch (direct) {
    if (!isMismatch(direct) || !ncv || !(Number.isFinite(ncv.value) && ncv.value > 0)) throw direct;
    try {
      return convert(lineId, lineUnit, ncv.perUnit) * ncv.value * convert(lineId, ncv.energyUnit, factorUnit);
    } catch (forward) {
      if (!isMismatch(forward)) throw forward;
    }
    try {
      return (convert(lineId, lineUnit, ncv.energyUnit) / ncv.value) * convert(lineId, ncv.perUnit, factorUnit);
    } catch (reverse) {
      if (!isMismatch(reverse)) throw reverse;
    }
    throw direct;
  }
}
