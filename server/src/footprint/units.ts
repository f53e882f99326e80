/**
 * Unit conversion of the footprint engine (DOMAIN.md, "Units the engine must convert"): pure
 * functions, no I/O. A unit belongs to one dimension and carries its factor to the dimension's
 * base unit, so q [from] = q × factor(from) / factor(to) [to]. Factors are decimals (the database
 * keeps them as numeric text) and the arithmetic is decimal too, so 1 kWh is 3.6 MJ and 1 kg is
 * 0.001 t, not 0.0009999999999999998. A conversion across dimensions is refused with a typed error
 * naming both units; the caller turns it into a message in the reader's language.
 */
import { Decimal } from 'decimal.js';
import type { UnitDimension } from '@pcf/shared/contracts';

export type { UnitDimension };

import { UNIT_DIMENSIONS as DIMENSIONS, UNIT_FACTOR_MIN as FACTOR_MIN, UNIT_FACTOR_MAX as FACTOR_MAX } from '@pcf/shared/contracts';

export interface UnitDefinition {
  code: string;
  dimension: UnitDimension;
  /** Factor to the dimension's base unit, as a number or decimal text ('0.0036'). */
  factor: number | string;
}

export type UnitConversionRefusal =
  { reason: 'dimensionMismatch'; from: UnitDefinition; to: UnitDefinition } | { reason: 'unknownUnit'; code: string };

/** Why a conversion cannot be made; `refusal` says which units and why. */
export class UnitConversionError extends Error {
  constructor(readonly refusal: UnitConversionRefusal) {
    super(
      refusal.reason === 'dimensionMismatch'
        ? `cannot convert ${refusal.from.code} (${refusal.from.dimension}) to ${refusal.to.code} (${refusal.to.dimension})`
        : `unknown unit ${refusal.code}`,
    );
    this.name = 'UnitConversionError';
  }
}

export function isDimension(value: string): value is UnitDimension {
  return (DIMENSIONS as readonly string[]).includes(value);
}

/** The factor as an exact decimal, or null when it is not a finite number. */
function decimalOf(value: number | string): Decimal | null {
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

/** A factor a unit may have: a finite number greater than 0, within FACTOR_MIN and FACTOR_MAX. */
export function isValidFactor(factor: number | string): boolean {
  const decimal = decimalOf(factor);
  return decimal !== null && decimal.gte(FACTOR_MIN) && decimal.lte(FACTOR_MAX);
}

/** Two factors are the same decimal (1000, '1000.000' and 1e3 are). */
export function sameFactor(a: number | string, b: number | string): boolean {
  const left = decimalOf(a);
  const right = decimalOf(b);
  return left !== null && right !== null && left.eq(right);
}

function factorOf(unit: UnitDefinition): Decimal {
  const decimal = decimalOf(unit.factor);
  if (decimal === null || decimal.lte(0)) throw new RangeError(`unit ${unit.code} has no valid factor: ${String(unit.factor)}`);
  return decimal;
}

/** How many `to` one `from` is (1 kWh → MJ: 3.6); refused across dimensions. */
export function conversionFactor(from: UnitDefinition, to: UnitDefinition): Decimal {
  if (from.dimension !== to.dimension) throw new UnitConversionError({ reason: 'dimensionMismatch', from, to });
  return factorOf(from).div(factorOf(to));
}

/** `quantity` in `from` expressed in `to`; refused across dimensions. */
export function convert(quantity: number, from: UnitDefinition, to: UnitDefinition): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`not a finite quantity: ${quantity}`);
  return new Decimal(quantity).times(conversionFactor(from, to)).toNumber();
}

/** A set of units looked up by code (case matters: MWh is not mWh). */
export interface UnitCatalog {
  find(code: string): UnitDefinition | undefined;
  /** Refused for an unknown code as for two dimensions. */
  convert(quantity: number, from: string, to: string): number;
}

export function unitCatalog(units: readonly UnitDefinition[]): UnitCatalog {
  const byCode = new Map(units.map((unit) => [unit.code, unit]));
  const known = (code: string): UnitDefinition => {
    const unit = byCode.get(code);
    if (!unit) throw new UnitConversionError({ reason: 'unknownUnit', code });
    return unit;
  };
  return {
    find: (code) => byCode.get(code),
    convert: (quantity, from, to) => convert(quantity, known(from), known(to)),
  };
}

/** What is wrong with a set of units as a whole; the rules every stored set keeps. */
export type UnitSetProblem =
  | { kind: 'duplicateCode'; code: string }
  | { kind: 'invalidFactor'; code: string }
  | { kind: 'noBase'; dimension: UnitDimension }
  | { kind: 'severalBases'; dimension: UnitDimension; codes: string[] }
  | { kind: 'baseFactorNotOne'; code: string };

/**
 * Codes unique, factors valid, and in every dimension that has units exactly one base unit, whose
 * factor is 1. Empty when the set is sound.
 */
export function unitSetProblems(units: readonly (UnitDefinition & { isBase: boolean })[]): UnitSetProblem[] {
  const problems: UnitSetProblem[] = [];
  const seen = new Set<string>();
  for (const unit of units) {
    if (seen.has(unit.code)) problems.push({ kind: 'duplicateCode', code: unit.code });
    seen.add(unit.code);
    if (!isValidFactor(unit.factor)) problems.push({ kind: 'invalidFactor', code: unit.code });
    else if (unit.isBase && !sameFactor(unit.factor, 1)) problems.push({ kind: 'baseFactorNotOne', code: unit.code });
  }
  for (const dimension of DIMENSIONS) {
    const inDimension = units.filter((unit) => unit.dimension === dimension);
    if (inDimension.length === 0) continue;
    const bases = inDimension.filter((unit) => unit.isBase).map((unit) => unit.code);
    if (bases.length === 0) problems.push({ kind: 'noBase', dimension });
    if (bases.length > 1) problems.push({ kind: 'severalBases', dimension, codes: bases });
  }
  return problems;
}
