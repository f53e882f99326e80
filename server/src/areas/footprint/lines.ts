/**
 * What a computation reads, and its translation into the engine's terms (footprint/engine/types.ts).
 *
 * A line reads with its unit, its directory item's name and, for a factor line, the factor version
 * it names (value, unit, pedigree scores, GSD, names in both languages): the version, not the
 * factor's current one, since versions never change and the result must be reproducible; with the
 * version's net calorific value, through which a line in m³ computes on a factor per kWh. The
 * line's own DQR scores and GSD come first, the version's when the line has none. The unit table
 * and the GWP values of the study's set are read as stored.
 *
 * The settings: the allocation share is the product's amount over the total (1 without
 * allocation), the cut-off percentages become shares (none when off), the declared units are the
 * declared quantity, and the module count with the project's rated power and area give per kWp and
 * per m² (DOMAIN.md: per kWp is the per-module total over the module's rated power).
 */
import { eq } from 'drizzle-orm';
import type { CalorificValue, DataQuality, Gas, GwpSet, StudySettings } from '@pcf/shared/contracts';
import { gwpValues, units } from '../../schema';
import type { Handle } from '../auth/companyScope';
import { decimalOrNull, linesWithSources, qualityOf, type LineSource } from '../inventory/lineSources';
import type { InventoryLine, StudySettings as EngineSettings } from '../../footprint/engine/types';
import type { UnitDefinition } from '../../footprint/units';

/** An inventory line as read for a computation, with what its snapshot records of it. */
export interface SourceLine extends LineSource {
  /** 1, 2, … in report order (stage, then as sorted): how messages name the line. */
  position: number;
  factorNameZh: string | null;
  factorNameEn: string | null;
  factorQuality: DataQuality | null;
  factorGsd: number | null;
  /** The version's net calorific value when the line's unit reaches the factor's through it (m³ on a factor per kWh). */
  calorific: CalorificValue | null;
}

export async function readInventory(db: Handle, projectId: number): Promise<SourceLine[]> {
  const rows = await linesWithSources(db, projectId);
  return rows.map(({ source, version, unitDimension, factorUnitDimension }, index) => ({
    ...source,
    position: index + 1,
    factorNameZh: version?.nameZh ?? null,
    factorNameEn: version?.nameEn ?? null,
    factorQuality: version ? qualityOf(version.dqrTer, version.dqrGer, version.dqrTir, version.dqrP) : null,
    factorGsd: version ? decimalOrNull(version.gsd) : null,
    calorific: factorUnitDimension !== null && factorUnitDimension !== unitDimension ? source.factorNcv : null,
  }));
}

export async function readUnits(db: Handle): Promise<UnitDefinition[]> {
  return db.select({ code: units.code, dimension: units.dimension, factor: units.factor }).from(units);
}

/** kg CO2e per kg of each gas in `set`, as stored. */
export async function readGwp(db: Handle, set: GwpSet): Promise<Map<Gas, number>> {
  const rows = await db.select({ gas: gwpValues.gas, value: gwpValues.value }).from(gwpValues).where(eq(gwpValues.gwpSet, set));
  return new Map(rows.map((row) => [row.gas, Number(row.value)]));
}

/** The engine's line, or null when the line lacks its quantity or source (a draft that cannot be computed). */
export function engineLine(line: SourceLine): InventoryLine | null {
  if (line.quantity === null) return null;
  const common = {
    id: String(line.id),
    stage: line.stage,
    // the item's id keys the breakdown, so two items of one name in different branches stay apart
    category: line.itemId === null ? null : String(line.itemId),
    name: line.description,
    quantity: line.quantity,
    unit: line.unitCode,
    dataType: line.dataType,
    quality: line.quality,
    gsd: line.gsd,
    shared: line.shared,
  };
  if (line.sourceKind === 'gas' && line.gas !== null) return { ...common, source: { kind: 'gas', gas: line.gas } };
  if (
    line.sourceKind === 'supplier' &&
    line.supplierFootprintId !== null &&
    line.supplierValue !== null &&
    line.supplierUnitCode !== null
  ) {
    // the footprint counts as primary data by its own PACT primaryDataShare, whatever the line says
    return {
      ...common,
      source: {
        kind: 'supplier',
        footprintId: line.supplierFootprintId,
        value: line.supplierValue,
        unit: line.supplierUnitCode,
        primaryShare: line.supplierPrimaryShare ?? 0,
      },
    };
  }
  if (line.sourceKind === 'factor' && line.factorVersionId !== null && line.factorValue !== null && line.factorUnitCode !== null) {
    return {
      ...common,
      source: {
        kind: 'factor',
        factorVersionId: line.factorVersionId,
        value: line.factorValue,
        unit: line.factorUnitCode,
        gsd: line.factorGsd,
        quality: line.factorQuality,
        ncv: line.factorNcv,
      },
    };
  }
  return null;
}

export function allocationShare(settings: StudySettings): number {
  if (settings.allocationMethod === 'none' || settings.allocationProduct === null || settings.allocationTotal === null) return 1;
  return settings.allocationProduct / settings.allocationTotal;
}

/** The engine's settings, without Monte Carlo (the job runs it in slices itself). */
export function engineSettings(settings: StudySettings, module: { ratedPowerWp: number; areaM2: number }): EngineSettings {
  return {
    gwpSet: settings.gwpSet,
    allocation: { method: settings.allocationMethod, share: allocationShare(settings) },
    cutOff: settings.cutOffEnabled ? { lineShare: settings.cutOffLinePercent / 100, totalShare: settings.cutOffTotalPercent / 100 } : null,
    declaredUnits: settings.declaredQuantity,
    modules: settings.moduleCount,
    ratedPowerWp: module.ratedPowerWp,
    areaM2: module.areaM2,
    monteCarlo: null,
  };
}
