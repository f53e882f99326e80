/**
 * What a computation reads, and its translation into the engine's terms (footprint/engine/types.ts).
 *
 * A line reads with its unit, its directory item's name and, for a factor line, the factor version
 * it names (value, unit, pedigree scores, GSD, names in both languages): the version, not the
 * factor's current one, since versions never change and the result must be reproducible. The
 * line's own DQR scores and GSD come first, the version's when the line has none. The unit table
 * and the GWP values of the study's set are read as stored.
 *
 * The settings: the allocation share is the product's amount over the total (1 without
 * allocation), the cut-off percentages become shares (none when off), the declared units are the
 * declared quantity, and the rated power and area are expressed per declared unit (DOMAIN.md: per
 * kWp is the per-module total over the module's rated power).
 */
import { asc, eq } from 'drizzle-orm';
import type { DataQuality, Gas, GwpSet, LifecycleStage, StudySettings } from '@pcf/shared/contracts';
import { directoryNodes, emissionFactorVersions, emissionFactors, gwpValues, inventoryLines, units } from '../../db/schema';
import type { Handle } from '../system/companyScope';
import { STAGE_ORDER, factorUnits } from '../inventory/completeness';
import type { InventoryLine, StudySettings as EngineSettings } from '../../footprint/engine/types';
import type { UnitDefinition } from '../../footprint/units';

/** An inventory line as read for a computation, with what its snapshot records of it. */
export interface SourceLine {
  id: number;
  /** 1, 2, … in report order (stage, then as sorted): how messages name the line. */
  position: number;
  stage: LifecycleStage;
  itemId: number | null;
  itemName: string | null;
  description: string;
  quantity: number | null;
  unitCode: string;
  sourceKind: 'factor' | 'gas' | null;
  factorId: number | null;
  factorCode: string | null;
  factorVersionId: number | null;
  factorVersion: number | null;
  factorNameZh: string | null;
  factorNameEn: string | null;
  factorValue: number | null;
  factorUnitCode: string | null;
  factorQuality: DataQuality | null;
  factorGsd: number | null;
  gas: Gas | null;
  dataType: 'primary' | 'secondary';
  quality: DataQuality | null;
  gsd: number | null;
  shared: boolean;
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

function qualityOf(ter: string | null, ger: string | null, tir: string | null, p: string | null): DataQuality | null {
  if (ter === null || ger === null || tir === null || p === null) return null;
  return { ter: Number(ter), ger: Number(ger), tir: Number(tir), p: Number(p) };
}

export async function readInventory(db: Handle, projectId: number): Promise<SourceLine[]> {
  const rows = await db
    .select({
      line: inventoryLines,
      unitCode: units.code,
      itemName: directoryNodes.name,
      factorCode: emissionFactors.code,
      version: emissionFactorVersions,
      factorUnitCode: factorUnits.code,
    })
    .from(inventoryLines)
    .innerJoin(units, eq(units.id, inventoryLines.unitId))
    .leftJoin(directoryNodes, eq(directoryNodes.id, inventoryLines.itemId))
    .leftJoin(emissionFactors, eq(emissionFactors.id, inventoryLines.factorId))
    .leftJoin(emissionFactorVersions, eq(emissionFactorVersions.id, inventoryLines.factorVersionId))
    .leftJoin(factorUnits, eq(factorUnits.id, emissionFactorVersions.unitId))
    .where(eq(inventoryLines.projectId, projectId))
    .orderBy(STAGE_ORDER, asc(inventoryLines.sortOrder), asc(inventoryLines.id));
  return rows.map(({ line, unitCode, itemName, factorCode, version, factorUnitCode }, index) => ({
    id: line.id,
    position: index + 1,
    stage: line.stage,
    itemId: line.itemId,
    itemName: itemName ?? null,
    description: line.description,
    quantity: num(line.quantity),
    unitCode,
    sourceKind: line.sourceKind,
    factorId: line.factorId,
    factorCode: factorCode ?? null,
    factorVersionId: line.factorVersionId,
    factorVersion: version?.version ?? null,
    factorNameZh: version?.nameZh ?? null,
    factorNameEn: version?.nameEn ?? null,
    factorValue: version ? Number(version.value) : null,
    factorUnitCode: factorUnitCode ?? null,
    factorQuality: version ? qualityOf(version.dqrTer, version.dqrGer, version.dqrTir, version.dqrP) : null,
    factorGsd: version ? num(version.gsd) : null,
    gas: line.gas,
    dataType: line.dataType,
    quality: qualityOf(line.dqrTer, line.dqrGer, line.dqrTir, line.dqrP),
    gsd: num(line.gsd),
    shared: line.shared,
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
  if (line.sourceKind === 'factor' && line.factorVersionId !== null && line.factorValue !== null && line.factorUnitCode !== null) {
    return {
      ...common,
      source: { kind: 'factor', factorVersionId: line.factorVersionId, value: line.factorValue, unit: line.factorUnitCode, gsd: line.factorGsd, quality: line.factorQuality },
    };
  }
  return null;
}

/** The project's rated power (Wp) and area (m²) of one module, expressed per declared unit. */
export function perDeclaredUnit(declaredUnitCode: string, ratedPowerWp: number, areaM2: number): { ratedPowerWp: number | null; areaM2: number | null } {
  switch (declaredUnitCode) {
    case 'piece':
      return { ratedPowerWp, areaM2 };
    case 'kWp':
      return { ratedPowerWp: 1000, areaM2: (areaM2 * 1000) / ratedPowerWp };
    case 'm²':
      return { ratedPowerWp: ratedPowerWp / areaM2, areaM2: 1 };
    default:
      // per kWh of electricity generated: a module's power and area say nothing about it
      return { ratedPowerWp: null, areaM2: null };
  }
}

export function allocationShare(settings: StudySettings): number {
  if (settings.allocationMethod === 'none' || settings.allocationProduct === null || settings.allocationTotal === null) return 1;
  return settings.allocationProduct / settings.allocationTotal;
}

/** The engine's settings, without Monte Carlo (the job runs it in slices itself). */
export function engineSettings(settings: StudySettings, declaredUnitCode: string, project: { ratedPowerWp: number; areaM2: number }): EngineSettings {
  return {
    gwpSet: settings.gwpSet,
    allocation: { method: settings.allocationMethod, share: allocationShare(settings) },
    cutOff: settings.cutOffEnabled ? { lineShare: settings.cutOffLinePercent / 100, totalShare: settings.cutOffTotalPercent / 100 } : null,
    declaredUnits: settings.declaredQuantity,
    ...perDeclaredUnit(declaredUnitCode, project.ratedPowerWp, project.areaM2),
    monteCarlo: null,
  };
}
