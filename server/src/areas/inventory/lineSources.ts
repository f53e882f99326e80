/**
 * A project's inventory lines as the line screen and a footprint computation both read them: in
 * report order (stage, then as sorted), each with its unit's code, its directory item's name, its
 * factor's code and the factor version it names (with that version's unit code and net calorific
 * value). Both make the same of them (LineSource); each adds what it alone needs from the line and
 * the version.
 */
import { asc, eq } from 'drizzle-orm';
import type { CalorificValue, DataQuality, DataType, Gas, InventorySourceKind, LifecycleStage, UnitDimension } from '@pcf/shared/contracts';
import { directoryNodes, emissionFactorVersions, emissionFactors, inventoryLines, units } from '../../schema';
import type { Handle } from '../auth/companyScope';
import { STAGE_ORDER, factorUnits, ncvEnergyUnits, ncvPerUnits, supplierUnits } from './completeness';

/** A stored line and its source, as every reader of the lines has it. */
export interface LineSource {
  id: number;
  stage: LifecycleStage;
  itemId: number | null;
  itemName: string | null;
  description: string;
  quantity: number | null;
  unitCode: string;
  sourceKind: InventorySourceKind | null;
  factorId: number | null;
  factorCode: string | null;
  factorVersionId: number | null;
  factorVersion: number | null;
  factorValue: number | null;
  factorUnitCode: string | null;
  /** The factor version's net calorific value (units by code), when it has one. */
  factorNcv: CalorificValue | null;
  gas: Gas | null;
  /** A supplier line's footprint (PACT pfId) and kg CO2e per one supplierUnitCode. */
  supplierFootprintId: string | null;
  supplierValue: number | null;
  supplierUnitCode: string | null;
  /** Its footprint's primary data share, 0–1 (null for other lines). */
  supplierPrimaryShare: number | null;
  dataType: DataType;
  quality: DataQuality | null;
  gsd: number | null;
  shared: boolean;
}

export interface LineWithSource {
  source: LineSource;
  line: typeof inventoryLines.$inferSelect;
  /** The factor version the line names, if any. */
  version: typeof emissionFactorVersions.$inferSelect | null;
  /** The dimensions of the line's unit and of its factor version's unit (null without a version). */
  unitDimension: UnitDimension;
  factorUnitDimension: UnitDimension | null;
}

/** A stored decimal (numeric columns read as text) as a number; null stays null. */
export const decimalOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** The four DQR scores as stored, or null unless all four are there. */
export function qualityOf(ter: string | null, ger: string | null, tir: string | null, p: string | null): DataQuality | null {
  if (ter === null || ger === null || tir === null || p === null) return null;
  return { ter: Number(ter), ger: Number(ger), tir: Number(tir), p: Number(p) };
}

/** A factor version's net calorific value with its units' codes (read through the ncv_* unit aliases), when it has all of it. */
export function calorificOf(
  version: Pick<typeof emissionFactorVersions.$inferSelect, 'ncvValue' | 'ncvSource'>,
  units: { ncvPerUnitCode: string | null; ncvEnergyUnitCode: string | null },
): CalorificValue | null {
  return version.ncvValue !== null && version.ncvSource !== null && units.ncvPerUnitCode && units.ncvEnergyUnitCode
    ? { value: Number(version.ncvValue), perUnit: units.ncvPerUnitCode, energyUnit: units.ncvEnergyUnitCode, source: version.ncvSource }
    : null;
}

export async function linesWithSources(db: Handle, projectId: number): Promise<LineWithSource[]> {
  const rows = await db
    .select({
      line: inventoryLines,
      unitCode: units.code,
      unitDimension: units.dimension,
      itemName: directoryNodes.name,
      factorCode: emissionFactors.code,
      version: emissionFactorVersions,
      factorUnitCode: factorUnits.code,
      factorUnitDimension: factorUnits.dimension,
      ncvPerUnitCode: ncvPerUnits.code,
      ncvEnergyUnitCode: ncvEnergyUnits.code,
      supplierUnitCode: supplierUnits.code,
    })
    .from(inventoryLines)
    .innerJoin(units, eq(units.id, inventoryLines.unitId))
    .leftJoin(directoryNodes, eq(directoryNodes.id, inventoryLines.itemId))
    .leftJoin(emissionFactors, eq(emissionFactors.id, inventoryLines.factorId))
    .leftJoin(emissionFactorVersions, eq(emissionFactorVersions.id, inventoryLines.factorVersionId))
    .leftJoin(factorUnits, eq(factorUnits.id, emissionFactorVersions.unitId))
    .leftJoin(ncvPerUnits, eq(ncvPerUnits.id, emissionFactorVersions.ncvPerUnitId))
    .leftJoin(ncvEnergyUnits, eq(ncvEnergyUnits.id, emissionFactorVersions.ncvEnergyUnitId))
    .leftJoin(supplierUnits, eq(supplierUnits.id, inventoryLines.supplierUnitId))
    .where(eq(inventoryLines.projectId, projectId))
    .orderBy(STAGE_ORDER, asc(inventoryLines.sortOrder), asc(inventoryLines.id));
  return rows.map(
    ({ line, unitCode, unitDimension, itemName, factorCode, version, factorUnitCode, factorUnitDimension, supplierUnitCode, ...ncv }) => ({
      line,
      version,
      unitDimension,
      factorUnitDimension: factorUnitDimension ?? null,
      source: {
        id: line.id,
        stage: line.stage,
        itemId: line.itemId,
        itemName: itemName ?? null,
        description: line.description,
        quantity: decimalOrNull(line.quantity),
        unitCode,
        sourceKind: line.sourceKind,
        factorId: line.factorId,
        factorCode: factorCode ?? null,
        factorVersionId: line.factorVersionId,
        factorVersion: version?.version ?? null,
        factorValue: version ? Number(version.value) : null,
        factorUnitCode: factorUnitCode ?? null,
        factorNcv: version ? calorificOf(version, ncv) : null,
        gas: line.gas,
        supplierFootprintId: line.supplierFootprintId,
        supplierValue: decimalOrNull(line.supplierValue),
        supplierUnitCode: supplierUnitCode ?? null,
        supplierPrimaryShare: decimalOrNull(line.supplierPrimaryShare),
        dataType: line.dataType,
        quality: qualityOf(line.dqrTer, line.dqrGer, line.dqrTir, line.dqrP),
        gsd: decimalOrNull(line.gsd),
        shared: line.shared,
      },
    }),
  );
}
