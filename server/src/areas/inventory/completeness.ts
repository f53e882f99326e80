/**
 * What keeps a project's inventory from being submitted, line by line: the check the submit
 * transition (areas/projects) runs inside its transaction, and GET /rest/inventory/check shows. It
 * reads only the inventory tables, so the projects area can call it without a cycle of imports.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InventoryLineProblem } from '@pcf/shared/contracts';
import { factorUnitPath } from '@pcf/shared/contracts';
import { emissionFactorVersions, inventoryLines, units } from '../../schema';
import { refused, type ApiError } from '../../http/errors';
import { translate, type Language, type MessageKey } from '../../http/messages';
import type { Handle } from '../auth/companyScope';

export const factorUnits = alias(units, 'factor_units');
/** The units of a factor version's net calorific value: what it is per (m³, kg) and its energy unit. */
export const ncvPerUnits = alias(units, 'ncv_per_units');
export const ncvEnergyUnits = alias(units, 'ncv_energy_units');
/** The unit a supplier line's footprint is given per. */
export const supplierUnits = alias(units, 'supplier_units');

/** Lines in report order: by stage (DOMAIN.md's order), then as sorted, then as added. */
export const STAGE_ORDER = sql`array_position(array['raw_material', 'production', 'distribution', 'use', 'end_of_life']::text[], ${inventoryLines.stage})`;

export const PROBLEM_KEYS: Readonly<Record<InventoryLineProblem, MessageKey>> = {
  quantityMissing: 'inventoryProblemQuantity',
  sourceMissing: 'inventoryProblemSource',
  evidenceMissing: 'inventoryProblemEvidence',
  unitMismatch: 'inventoryProblemUnit',
};

/** How many incomplete lines a refused submit names (the check lists them all). */
const NAMED_IN_REFUSAL = 5;

export interface IncompleteLine {
  id: number;
  position: number;
  description: string;
  problems: InventoryLineProblem[];
}

/**
 * What keeps the project's inventory from being submitted, line by line (lines in stage and sort
 * order, numbered from 1): a missing quantity or source, primary data without evidence, a unit that
 * no longer converts to the factor's (directly, or through the version's net calorific value). For the submit transition to call inside its transaction.
 */
export async function incompleteLines(db: Handle, projectId: number): Promise<{ empty: boolean; lines: IncompleteLine[] }> {
  const rows = await db
    .select({
      id: inventoryLines.id,
      description: inventoryLines.description,
      quantity: inventoryLines.quantity,
      sourceKind: inventoryLines.sourceKind,
      dataType: inventoryLines.dataType,
      dimension: units.dimension,
      factorDimension: factorUnits.dimension,
      ncvPerDimension: ncvPerUnits.dimension,
      supplierDimension: supplierUnits.dimension,
      evidence: sql<number>`(select count(*)::int from inventory_line_evidence e where e.line_id = inventory_lines.id)`,
    })
    .from(inventoryLines)
    .innerJoin(units, eq(units.id, inventoryLines.unitId))
    .leftJoin(emissionFactorVersions, eq(emissionFactorVersions.id, inventoryLines.factorVersionId))
    .leftJoin(factorUnits, eq(factorUnits.id, emissionFactorVersions.unitId))
    .leftJoin(ncvPerUnits, eq(ncvPerUnits.id, emissionFactorVersions.ncvPerUnitId))
    .leftJoin(supplierUnits, eq(supplierUnits.id, inventoryLines.supplierUnitId))
    .where(eq(inventoryLines.projectId, projectId))
    .orderBy(STAGE_ORDER, asc(inventoryLines.sortOrder), asc(inventoryLines.id));
  const lines = rows.flatMap((row, index) => {
    const problems: InventoryLineProblem[] = [];
    if (row.quantity === null) problems.push('quantityMissing');
    if (row.sourceKind === null) problems.push('sourceMissing');
    // a supplier's footprint is its own evidence: the PACT document came with the approved application
    if (row.dataType === 'primary' && row.sourceKind !== 'supplier' && Number(row.evidence) === 0) problems.push('evidenceMissing');
    if (
      row.sourceKind === 'factor' &&
      row.factorDimension !== null &&
      !factorUnitPath(row.dimension, row.factorDimension, row.ncvPerDimension)
    )
      problems.push('unitMismatch');
    if (row.sourceKind === 'gas' && row.dimension !== 'mass') problems.push('unitMismatch');
    if (row.sourceKind === 'supplier' && row.supplierDimension !== row.dimension) problems.push('unitMismatch');
    return problems.length === 0 ? [] : [{ id: row.id, position: index + 1, description: row.description, problems }];
  });
  return { empty: rows.length === 0, lines };
}

/** The submit refusal, or null when the inventory may be submitted: no line at all, or the first incomplete lines with what each lacks. */
export async function submitRefusal(db: Handle, projectId: number, language: Language): Promise<ApiError | null> {
  const { empty, lines } = await incompleteLines(db, projectId);
  if (empty) return refused('inventoryEmpty');
  if (lines.length === 0) return null;
  const named = lines.slice(0, NAMED_IN_REFUSAL).map((line) => {
    const label = translate('inventoryLineAt', language, {
      position: line.position,
      description: Array.from(line.description).slice(0, 40).join(''),
    });
    const problems = line.problems.map((p) => translate(PROBLEM_KEYS[p], language)).join(language === 'zh' ? '、' : ', ');
    return `${label}${language === 'zh' ? '：' : ': '}${problems}`;
  });
  const more =
    lines.length > NAMED_IN_REFUSAL ? translate('inventoryIncompleteMore', language, { count: lines.length - NAMED_IN_REFUSAL }) : '';
  return refused('inventoryIncomplete', { count: lines.length, lines: named.join(language === 'zh' ? '；' : '; ') + more });
}
