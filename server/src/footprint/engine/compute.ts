/**
 * The footprint of an inventory (DOMAIN.md, "The calculation"). Each line's emission is
 *   factor or supplier line: quantity × convert(unit → source unit) × value per source unit
 *                            (through the factor's net calorific value across volume or mass and energy: calorific.ts)
 *   gas line:                 mass in kg × GWP100 of the gas in the study's set
 * times the allocation share when it belongs to shared production. Lines under the cut-off share
 * are left out, smallest first, while what is left out stays within the total cut-off share. Totals
 * follow by stage and category; per declared unit, per kWp and per m²; the DQR weighted by each
 * line's share of emissions; the primary-data share; and, when asked, the Monte Carlo uncertainty.
 * Shares are of absolute emissions, so a recycling credit (negative) weighs by its size.
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
  const { allocation, cutOff, declaredUnits, ratedPowerWp, areaM2, monteCarlo: mc } = settings;
  if (!(allocation.share > 0 && allocation.share <= 1)) throw bad('allocation.share');
  if (cutOff && !(cutOff.lineShare >= 0 && cutOff.lineShare < 1 && cutOff.totalShare >= 0 && cutOff.totalShare < 1)) throw bad('cutOff');
  if (!(Number.isFinite(declaredUnits) && declaredUnits > 0)) throw bad('declaredUnits');
  if (ratedPowerWp !== null && !(Number.isFinite(ratedPowerWp) && ratedPowerWp > 0)) throw bad('ratedPowerWp');
  if (areaM2 !== null && !(Number.isFinite(areaM2) && areaM2 > 0)) throw bad('areaM2');
  if (mc && !(Number.isInteger(mc.iterations) && mc.iterations >= 1 && Number.isInteger(mc.seed))) throw bad('monteCarlo');
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
  let sourceGsd: number | null = null;
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
    sourceGsd = source.gsd ?? null;
    sourceQuality = source.quality ?? null;
  }
  const allocated = line.shared === true && settings.allocation.method !== 'none';
  const emission = convertedQuantity * perUnit * (allocated ? settings.allocation.share : 1);
  const quality = line.quality ?? sourceQuality;
  const gsd = line.gsd ?? sourceGsd ?? pedigreeGsd(quality ?? DEFAULT_QUALITY);
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
    gsd: Math.max(1, gsd),
    primary: line.dataType === 'primary' || source.kind === 'supplier',
  };
}

/** Marks the lines the cut-off leaves out: under the line share, smallest first, within the total share. */
function applyCutOff(lines: LineResult[], cutOff: StudySettings['cutOff']): FootprintResult['cutOff'] {
  if (!cutOff) return null;
  const candidates = lines.filter((line) => Math.abs(line.share) < cutOff.lineShare).sort((a, b) => Math.abs(a.share) - Math.abs(b.share));
  let excludedShare = 0;
  const lineIds: string[] = [];
  for (const line of candidates) {
    if (excludedShare + Math.abs(line.share) > cutOff.totalShare) break;
    excludedShare += Math.abs(line.share);
    line.excluded = true;
    lineIds.push(line.id);
  }
  return { lineIds, share: excludedShare };
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

/** What the Monte Carlo run varies: the lines the cut-off kept, per declared unit, with their spread. */
export function varyingLinesOf(lines: readonly LineResult[], declaredUnits: number): VaryingLine[] {
  return lines.filter((line) => !line.excluded).map((line) => ({ emission: line.emission / declaredUnits, gsd: line.gsd }));
}

export function computeFootprint(inventory: readonly InventoryLine[], settings: StudySettings, refs: EngineReferences): FootprintResult {
  checkSettings(settings);
  const factorOf = conversions(refs.units);
  const lines = inventory.map((line) => evaluate(line, settings, refs, factorOf));

  const grossAbsolute = lines.reduce((sum, line) => sum + Math.abs(line.emission), 0);
  for (const line of lines) line.share = grossAbsolute === 0 ? 0 : line.emission / grossAbsolute;
  const cutOff = applyCutOff(lines, settings.cutOff);

  const kept = lines.filter((line) => !line.excluded);
  const total = kept.reduce((sum, line) => sum + line.emission, 0);
  const keptAbsolute = kept.reduce((sum, line) => sum + Math.abs(line.emission), 0);
  const rated = kept.filter((line) => line.dqr !== null);
  const ratedAbsolute = rated.reduce((sum, line) => sum + Math.abs(line.emission), 0);
  const primaryAbsolute = kept.filter((line) => line.primary).reduce((sum, line) => sum + Math.abs(line.emission), 0);

  const perDeclaredUnit = total / settings.declaredUnits;
  const uncertainty = settings.monteCarlo ? monteCarlo(varyingLinesOf(lines, settings.declaredUnits), settings.monteCarlo) : null;

  const factorVersionIds = new Set<number>();
  const supplierFootprintIds = new Set<string>();
  for (const line of inventory) {
    if (line.source.kind === 'factor') factorVersionIds.add(line.source.factorVersionId);
    if (line.source.kind === 'supplier') supplierFootprintIds.add(line.source.footprintId);
  }

  return {
    total,
    perDeclaredUnit,
    perKwp: settings.ratedPowerWp === null ? null : perDeclaredUnit / (settings.ratedPowerWp / 1000),
    perM2: settings.areaM2 === null ? null : perDeclaredUnit / settings.areaM2,
    byStage: breakdown<LifeCycleStage>(lines, (line) => line.stage, total, LIFE_CYCLE_STAGES),
    byCategory: breakdown<string | null>(lines, (line) => line.category, total).sort((a, b) => Math.abs(b.emission) - Math.abs(a.emission)),
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
