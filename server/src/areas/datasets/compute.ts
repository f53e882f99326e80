/**
 * The footprint of a general dataset, as a pure function (no I/O): per one unit of the dataset's
 * reference flow,
 *
 *   footprint = Σ quantity × convert(exchange unit → input's unit) × input's footprint per unit
 *
 * where a factor's footprint per unit is its current version's value (kg CO2e per its unit) and an
 * input dataset's is its own computed footprint. Decimal arithmetic (footprint/units.ts converts), so
 * the result does not drift with the number of inputs. A unit of another dimension or an input
 * without a footprint makes the whole dataset uncomputable, with the reason named.
 */
import { Decimal } from 'decimal.js';
import { conversionFactor, UnitConversionError, type UnitDefinition } from '../../footprint/units';
import type { MessageKey } from '../../http/messages';

export type ExchangeInputOf =
  | { kind: 'factor'; id: number; code: string; versionId: number | null; value: string | null; unit: UnitDefinition }
  | { kind: 'dataset'; id: number; code: string; footprint: string | null; unit: UnitDefinition };

export interface ExchangeToCompute {
  id: number;
  /** 1-based position, as the form shows it. */
  line: number;
  quantity: string;
  unit: UnitDefinition;
  input: ExchangeInputOf;
}

/** Why a footprint cannot be computed: a message key and its parameters (dimension names as codes). */
export interface ComputationProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}

export interface ComputedExchange {
  id: number;
  /** The factor version used (factor inputs). */
  versionId: number | null;
  /** kg CO2e per input unit, as used. */
  inputFootprint: Decimal;
  /** kg CO2e per unit of the dataset's output from this exchange. */
  co2e: Decimal;
}

export type Computation = { footprint: Decimal; exchanges: ComputedExchange[] } | { problem: ComputationProblem };

export function computeFootprint(exchanges: readonly ExchangeToCompute[]): Computation {
  let footprint = new Decimal(0);
  const computed: ComputedExchange[] = [];
  for (const exchange of exchanges) {
    const input = exchange.input;
    const perUnit = input.kind === 'factor' ? input.value : input.footprint;
    if (perUnit === null) {
      return { problem: { key: 'generalDatasetInputNoFootprint', params: { line: exchange.line, input: input.code } } };
    }
    let factor: Decimal;
    try {
      factor = conversionFactor(exchange.unit, input.unit);
    } catch (error) {
      if (!(error instanceof UnitConversionError)) throw error;
      return {
        problem: {
          key: 'generalDatasetUnitMismatch',
          params: {
            line: exchange.line,
            input: input.code,
            from: exchange.unit.code,
            fromDimension: exchange.unit.dimension,
            to: input.unit.code,
            toDimension: input.unit.dimension,
          },
        },
      };
    }
    const inputFootprint = new Decimal(perUnit);
    const co2e = new Decimal(exchange.quantity).times(factor).times(inputFootprint);
    footprint = footprint.plus(co2e);
    computed.push({ id: exchange.id, versionId: input.kind === 'factor' ? input.versionId : null, inputFootprint, co2e });
  }
  return { footprint, exchanges: computed };
}

/** A decimal as numeric text without an exponent (PostgreSQL numeric takes it exactly). */
export function decimalText(value: Decimal): string {
  return value.toFixed();
}
