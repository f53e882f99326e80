/**
 * The footprint of an inventory (DOMAIN.md, "The calculation"). Each line's emission is
 *   factor or supplier line: quantity × convert(unit → source unit) × value per source unit
 *                            (through the factor's net calorific value across volume or mass and energy: calorific.ts)
 *   gas line:                 mass in kg × GWP100 of the gas in the study's set
 * times the allocation share when it belongs to shared production. Lines under the cut-off share
 * are left out, smallest first, while what is left out stays within the total cut-off share. Totals
 * follow by stage and category; per declared unit, and per kWp and per m² of one module; the DQR
 * weighted by each line's share of emissions; the primary-data share (a supplier footprint by its
 * own share); and, when asked, the Monte Carlo uncertainty.
 *
 * Every share of a result is of one basis, the total before cut-off, so the lines kept and the
 * share left out add up to 1. The cut-off rule itself weighs lines by their absolute size, so a
 * recycling credit is not cut off as if it were small.
 */
import { conversionFactor, UnitConversionError, type UnitDefinition } from '../units';
import { lineToFactorUnit } from './calorific';
import { monteCarlo, type VaryingLine } from './monteCarlo';
import { DEFAULT_QUALITY, dqrOf, pedigreeGsd } from './quality';
import {
  EngineError,
  LIFE_CYCLE_STAGES,
  type Breakdown,
  type EngineReferences,
  type FootprintResult,
  type InventoryLine,
  type LifeCycleStage,
  type LineResult,
  type StudySettings,
} from './types';

const KG = 'kg';

/** Conversion factors worked out exactly once per pair of units. */
function conversions(units: readonly UnitDefinition[]) {
  const byCode = new Map(units.map((unit) => [unit.code, unit]));
  // from → to → factor: no key string built per line
  const cache = new Map<string, Map<string, number>>();
  return (lineId: string, from: string, to: string): number => {
    let fromCache = cache.get(from);
    const known = fromCache?.get(to);
    if (known !== undefined) return known;
    const fromUnit = byCode.get(from);
    const toUnit = byCode.get(to);
    if (!fromUnit) throw new EngineError({ kind: 'unknownUnit', lineId, unit: from });
    if (!toUnit) throw new EngineError({ kind: 'unknownUnit', lineId, unit: to });
    try {
      const factor = conversionFactor(fromUnit, toUnit).toNumber();
      if (!fromCache) {
        fromCache = new Map();
        cache.set(from, fromCache);
      }
      fromCache.set(to, factor);
      return factor;
    } catch (error) {
      if (error instanceof UnitConversionError) throw new EngineError({ kind: 'dimensionMismatch', lineId, from, to });
      throw error;
    }
  };
}

function checkSettings(settings: StudySettings): void {
  const bad = (setting: string) => new EngineError({ kind: 'invalidSettings', setting });
  const { allocation, cutOff, declaredUnits, modules, ratedPowerWp, areaM2, monteCarlo: mc } = settings;
  if (!(allocation.share > 0 && allocation.share <= 1)) throw bad('allocation.share');
  if (cutOff && !(cutOff.lineShare >= 0 && cutOff.lineShare < 1 && cutOff.totalShare >= 0 && cutOff.totalShare < 1)) throw bad('cutOff');
  if (!(Number.isFinite(declaredUnits) && declaredUnits > 0)) throw bad('declaredUnits');
  if (!(Number.isFinite(modules) && modules > 0)) throw bad('modules');
  if (ratedPowerWp !== null && !(Number.isFinite(ratedPowerWp) && ratedPowerWp > 0)) throw bad('ratedPowerWp');
  if (areaM2 !== null && !(Number.isFinite(areaM2) && areaM2 > 0)) throw bad('areaM2');
  if (mc && !(Number.isInteger(mc.iterations) && mc.iterations >= 1 && Number.isInteger(mc.seed))) throw bad('monteCarlo');
}

/**
 * How much of a line's emission is primary data. PACT Technical Specification, CarbonFootprint
 * primaryDataShare: "the share of primary data in percent", per the PACT Methodology (Pathfinder
 * Framework) sections 4.2.1, 4.2.2 and Appendix B: an upstream supplier-specific PCF brings its own
 * primary data share, so PDS = Σ emission_i × PDS_i / Σ emission_i with PDS_i 1 for the company's
 * primary activity data, 0 for a secondary factor and the supplier's primaryDataShare / 100.
 */
function primaryShareOf(line: InventoryLine): number {
  if (line.source.kind === 'supplier') return Math.min(1, Math.max(0, line.source.primaryShare));
  return line.dataType === 'primary' ? 1 : 0;
}

/** A line's emission and what it rests on, before cut-off. */
function evaluate(
  line: InventoryLine,
  settings: StudySettings,
  refs: EngineReferences,
  factorOf: ReturnType<typeof conversions>,
): LineResult {
  if (!Number.isFinite(line.quantity)) throw new EngineError({ kind: 'invalidQuantity', lineId: line.id });
  const source = line.source;
  let convertedQuantity: number;
  let perUnit: number;
  let statedSourceGsd: number | null = null;
  let sourceQuality = null;
  if (source.kind === 'gas') {
    try {
      convertedQuantity = line.quantity * factorOf(line.id, line.unit, KG);
    } catch (error) {
      if (error instanceof EngineError && error.problem.kind === 'dimensionMismatch')
        throw new EngineError({ kind: 'gasNotMass', lineId: line.id, unit: line.unit });
      throw error;
    }
    const gwp = refs.gwp.get(source.gas);
    if (gwp === undefined) throw new EngineError({ kind: 'gwpMissing', lineId: line.id, gas: source.gas });
    perUnit = gwp;
  } else {
    if (!Number.isFinite(source.value)) throw new EngineError({ kind: 'invalidFactor', lineId: line.id });
    convertedQuantity =
      line.quantity * lineToFactorUnit(factorOf, line.id, line.unit, source.unit, source.kind === 'factor' ? source.ncv : null);
    perUnit = source.value;
    statedSourceGsd = source.gsd ?? null;
    sourceQuality = source.quality ?? null;
  }
  const allocated = line.shared === true && settings.allocation.method !== 'none';
  const emission = convertedQuantity * perUnit * (allocated ? settings.allocation.share : 1);
  const quality = line.quality ?? sourceQuality;
  // A factor's spread is its stated GSD, else what the pedigree scores say of its fit to the line;
  // a gas line has no shared source, so its scores speak of its own quantity.
  const pedigree = pedigreeGsd(quality ?? DEFAULT_QUALITY);
  const sourceGsd = source.kind === 'gas' ? 1 : Math.max(1, statedSourceGsd ?? pedigree);
  const activityGsd = Math.max(1, line.gsd ?? (source.kind === 'gas' ? pedigree : 1));
  return {
    id: line.id,
    stage: line.stage,
    category: line.category,
    name: line.name,
    emission,
    share: 0,
    excluded: false,
    allocated,
    convertedQuantity,
    perUnit,
    dqr: quality ? dqrOf(quality) : null,
    sourceGsd,
    activityGsd,
    gsd: Math.exp(Math.hypot(Math.log(sourceGsd), Math.log(activityGsd))),
    sourceKey:
      source.kind === 'factor' ? `factor:${source.factorVersionId}` : source.kind === 'supplier' ? `supplier:${source.footprintId}` : null,
    primaryShare: primaryShareOf(line),
  };
}

/** Marks the lines the cut-off leaves out: under the line share by size, smallest first, within the total share. */
function applyCutOff(lines: LineResult[], cutOff: StudySettings['cutOff'], totalBeforeCutOff: number): FootprintResult['cutOff'] {
  if (!cutOff) return null;
  const absolute = lines.reduce((sum, line) => sum + Math.abs(line.emission), 0);
  const size = (line: LineResult) => (absolute === 0 ? 0 : Math.abs(line.emission) / absolute);
  const candidates = lines.filter((line) => size(line) < cutOff.lineShare).sort((a, b) => size(a) - size(b));
  let excludedSize = 0;
  let emission = 0;
  const lineIds: string[] = [];
  for (const line of candidates) {
    if (excludedSize + size(line) > cutOff.totalShare) break;
    excludedSize += size(line);
    emission += line.emission;
    line.excluded = true;
    lineIds.push(line.id);
  }
  return { lineIds, emission, share: totalBeforeCutOff === 0 ? 0 : emission / totalBeforeCutOff };
}

function breakdown<K extends string | null>(
  lines: readonly LineResult[],
  keyOf: (line: LineResult) => K,
  total: number,
  order?: readonly K[],
): Breakdown<K>[] {
  const sums = new Map<K, number>();
  for (const key of order ?? []) sums.set(key, 0);
  for (const line of lines) if (!line.excluded) sums.set(keyOf(line), (sums.get(keyOf(line)) ?? 0) + line.emission);
  return [...sums].map(([key, emission]) => ({ key, emission, share: total === 0 ? 0 : emission / total }));
}

/** What the Monte Carlo run varies: the lines the cut-off kept, per declared unit, with their spreads. */
export function varyingLinesOf(lines: readonly LineResult[], declaredUnits: number): VaryingLine[] {
  return lines
    .filter((line) => !line.excluded)
    .map((line) => ({
      id: line.id,
      emission: line.emission / declaredUnits,
      sourceKey: line.sourceKey,
      sourceGsd: line.sourceGsd,
      activityGsd: line.activityGsd,
    }));
}

export function computeFootprint(inventory: readonly InventoryLine[], settings: StudySettings, refs: EngineReferences): FootprintResult {
  checkSettings(settings);
  const factorOf = conversions(refs.units);
  const lines = inventory.map((line) => evaluate(line, settings, refs, factorOf));

  const totalBeforeCutOff = lines.reduce((sum, line) => sum + line.emission, 0);
  for (const line of lines) line.share = totalBeforeCutOff === 0 ? 0 : line.emission / totalBeforeCutOff;
  const cutOff = applyCutOff(lines, settings.cutOff, totalBeforeCutOff);

  const kept = lines.filter((line) => !line.excluded);
  const total = kept.reduce((sum, line) => sum + line.emission, 0);
  const keptAbsolute = kept.reduce((sum, line) => sum + Math.abs(line.emission), 0);
  const rated = kept.filter((line) => line.dqr !== null);
  const ratedAbsolute = rated.reduce((sum, line) => sum + Math.abs(line.emission), 0);
  const primaryAbsolute = kept.reduce((sum, line) => sum + Math.abs(line.emission) * line.primaryShare, 0);

  const perDeclaredUnit = total / settings.declaredUnits;
  const perModule = total / settings.modules;
  const uncertainty = settings.monteCarlo ? monteCarlo(varyingLinesOf(lines, settings.declaredUnits), settings.monteCarlo) : null;

  const factorVersionIds = new Set<number>();
  const supplierFootprintIds = new Set<string>();
  for (const line of inventory) {
    if (line.source.kind === 'factor') factorVersionIds.add(line.source.factorVersionId);
    if (line.source.kind === 'supplier') supplierFootprintIds.add(line.source.footprintId);
  }

  return {
    total,
    totalBeforeCutOff,
    perDeclaredUnit,
    perKwp: settings.ratedPowerWp === null ? null : perModule / (settings.ratedPowerWp / 1000),
    perM2: settings.areaM2 === null ? null : perModule / settings.areaM2,
    byStage: breakdown<LifeCycleStage>(lines, (line) => line.stage, totalBeforeCutOff, LIFE_CYCLE_STAGES),
    byCategory: breakdown<string | null>(lines, (line) => line.category, totalBeforeCutOff).sort(
      (a, b) => Math.abs(b.emission) - Math.abs(a.emission),
    ),
    lines,
    cutOff,
    dqr: ratedAbsolute === 0 ? null : rated.reduce((sum, line) => sum + Math.abs(line.emission) * (line.dqr as number), 0) / ratedAbsolute,
    dqrCoverage: keptAbsolute === 0 ? 0 : ratedAbsolute / keptAbsolute,
    primaryDataShare: keptAbsolute === 0 ? 0 : (primaryAbsolute / keptAbsolute) * 100,
    uncertainty,
    factorVersionIds: [...factorVersionIds].sort((a, b) => a - b),
    supplierFootprintIds: [...supplierFootprintIds].sort(),
  };
}
