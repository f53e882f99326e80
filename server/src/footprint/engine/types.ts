/**
 * What the footprint engine takes and gives (DOMAIN.md, "The calculation"). The engine is pure:
 * the caller reads the inventory, the factor versions, the units and the GWP table, and stores the
 * result as a snapshot. Quantities are plain numbers (double precision); conversion factors between
 * units are worked out exactly (decimal) once per pair and then applied.
 */
import type { CalorificValue, DataQuality, Gas, GwpSet, LifecycleStage } from '@pcf/shared/contracts';
import { LIFECYCLE_STAGES } from '@pcf/shared/contracts';
import type { UnitDefinition } from '../units';

/** The life-cycle stages of a PV product (DOMAIN.md), in report order: the contract's. */
export const LIFE_CYCLE_STAGES = LIFECYCLE_STAGES;
export type LifeCycleStage = LifecycleStage;

/** Where a line's emissions per unit come from. */
export type LineSource =
  /** An emission factor version: `value` kg CO2e per one `unit`. */
  | {
      kind: 'factor';
      factorVersionId: number;
      value: number;
      unit: string;
      gsd?: number | null;
      quality?: DataQuality | null;
      /** The fuel's net calorific value: a line in another dimension (m³ on a factor per kWh) converts through it. */
      ncv?: CalorificValue | null;
    }
  /**
   * A supplier's footprint of the purchased item, kg CO2e per one `unit`, with its own primary data
   * share (PACT primaryDataShare over 100, 0 when it gives none).
   */
  | {
      kind: 'supplier';
      footprintId: string;
      value: number;
      unit: string;
      primaryShare: number;
      gsd?: number | null;
      quality?: DataQuality | null;
    }
  /** A direct emission of a greenhouse gas: the line's quantity is its mass. */
  | { kind: 'gas'; gas: Gas };

export interface InventoryLine {
  id: string;
  stage: LifeCycleStage;
  /** The directory category it belongs to, for the breakdown by category; null: uncategorised. */
  category: string | null;
  name: string;
  quantity: number;
  unit: string;
  source: LineSource;
  /** Measured activity data (primary) or database averages (secondary); a supplier line counts its footprint's share instead. */
  dataType: 'primary' | 'secondary';
  /** The line's own data quality; a factor's applies when the line has none. */
  quality?: DataQuality | null;
  /** The line's own geometric standard deviation; otherwise the factor's, otherwise from the pedigree scores. */
  gsd?: number | null;
  /** Part of a production shared with other products: the study's allocation share applies. */
  shared?: boolean;
}

export interface StudySettings {
  gwpSet: GwpSet;
  /**
   * Share (0 < share ≤ 1) of shared production allocated to this product, from its mass or its
   * economic value; applied to the lines marked shared.
   */
  allocation: { method: 'none' | 'mass' | 'economic'; share: number };
  /**
   * Lines whose size is under `lineShare` of the inventory (by absolute emissions, so a credit
   * weighs by its size) are left out, smallest first, at most `totalShare` in all (DOMAIN.md: 1 %
   * and 5 %); null: none.
   */
  cutOff: { lineShare: number; totalShare: number } | null;
  /** How many declared units the inventory describes (an inventory of one module per kWp: its kWp). */
  declaredUnits: number;
  /** How many modules the inventory describes: per kWp and per m² are of one module (DOMAIN.md). */
  modules: number;
  /** Of one module: rated power in Wp and area in m², when known. */
  ratedPowerWp: number | null;
  areaM2: number | null;
  monteCarlo: { iterations: number; seed: number } | null;
}

export interface EngineReferences {
  units: readonly UnitDefinition[];
  /** kg CO2e per kg of gas, for the study's GWP set. */
  gwp: ReadonlyMap<Gas, number>;
}

export interface LineResult {
  id: string;
  stage: LifeCycleStage;
  category: string | null;
  name: string;
  /** kg CO2e of the line as entered (after allocation), whether the cut-off keeps it or not. */
  emission: number;
  /** Its share of the total before cut-off (the one basis of every share of a result). */
  share: number;
  excluded: boolean;
  allocated: boolean;
  /** The line's quantity in the unit its factor is given in (the gas mass in kg for a gas line). */
  convertedQuantity: number;
  /** kg CO2e per one unit of the source (the GWP for a gas line). */
  perUnit: number;
  dqr: number | null;
  /** The spread of its source (shared by every line on that source) and of its own quantity, and both combined. */
  sourceGsd: number;
  activityGsd: number;
  gsd: number;
  /** Lines of one key share the source's Monte Carlo draw: the factor version or supplier footprint; null for a gas. */
  sourceKey: string | null;
  /** How much of its emission counts as primary data, 0–1: 1 or 0 by its data type, a supplier footprint's own share. */
  primaryShare: number;
}

export interface Breakdown<K extends string | null = string> {
  key: K;
  emission: number;
  share: number;
}

export interface UncertaintyResult {
  /** How the draws were made (monteCarlo.ts UNCERTAINTY_METHOD). */
  method: string;
  iterations: number;
  seed: number;
  mean: number;
  sd: number;
  p2_5: number;
  p97_5: number;
  /** Each varying line's share of the variance of the total (they add up to 1). */
  contributions: { lineId: string; share: number }[];
}

export interface FootprintResult {
  /** kg CO2e of the inventory after cut-off. */
  total: number;
  /** kg CO2e of every line: the basis of every share. */
  totalBeforeCutOff: number;
  perDeclaredUnit: number;
  perKwp: number | null;
  perM2: number | null;
  byStage: Breakdown<LifeCycleStage>[];
  byCategory: Breakdown<string | null>[];
  lines: LineResult[];
  /** What the cut-off left out: its lines, their emission and their share of the total before cut-off. */
  cutOff: { lineIds: string[]; emission: number; share: number } | null;
  /** DQR weighted by each line's share of emissions, over the lines that carry one; its rating. */
  dqr: number | null;
  dqrCoverage: number;
  /** Share of the total from primary data, in % (PACT primaryDataShare: a supplier footprint counts by its own share). */
  primaryDataShare: number;
  /** Per declared unit. */
  uncertainty: UncertaintyResult | null;
  factorVersionIds: number[];
  supplierFootprintIds: string[];
}

/** Why an inventory cannot be computed; the caller names the line and the units in the reader's language. */
export type EngineProblem =
  | { kind: 'dimensionMismatch'; lineId: string; from: string; to: string }
  | { kind: 'unknownUnit'; lineId: string; unit: string }
  | { kind: 'gasNotMass'; lineId: string; unit: string }
  | { kind: 'gwpMissing'; lineId: string; gas: Gas }
  | { kind: 'invalidQuantity'; lineId: string }
  | { kind: 'invalidFactor'; lineId: string }
  | { kind: 'invalidSettings'; setting: string };

export class EngineError extends Error {
  constructor(readonly problem: EngineProblem) {
    super(`footprint engine: ${problem.kind}${'lineId' in problem ? ` (line ${problem.lineId})` : ''}`);
    this.name = 'EngineError';
  }
}
