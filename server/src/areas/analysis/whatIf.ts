/**
 * What-if (POST /rest/analysis/whatif) and its scenarios (/rest/analysis/scenarios, scenario/save,
 * scenario/delete): every line of a snapshot on one factor version is put on another version (a
 * regional grid, green power, a supplier's figure), and the snapshot's lines are computed again with
 * the pure engine, under the snapshot's own settings, allocation share and GWP values. The engine
 * converts each line's unit to the replacement's (through its net calorific value across volume or
 * mass and energy); a swap whose units do not convert is refused, naming the line and both units.
 * Neither the study nor the snapshot changes. A scenario keeps the swaps and the result as computed.
 *
 * Factors are public reference data (no company scope), so any existing version may replace one.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AnalysisScenario,
  FactorSwap,
  FootprintSnapshot,
  Gas,
  SaveScenarioRequest,
  WhatIfFigures,
  WhatIfResult,
} from '@pcf/shared/contracts';
import { SCENARIO_NAME_MAX, primaryShareOfLine } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { analysisScenarios, emissionFactorVersions, emissionFactors } from '../../schema';
import { ApiError, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { recordOperation } from '../audit/service';
import { factorUnits, ncvEnergyUnits, ncvPerUnits } from '../inventory/completeness';
import { calorificOf } from '../inventory/lineSources';
import { readUnits } from '../footprint/lines';
import { visibleSnapshot } from '../footprint/snapshot';
import { computeFootprint } from '../../footprint/engine/compute';
import { EngineError, type InventoryLine, type LineSource, type StudySettings } from '../../footprint/engine/types';
import type { UnitDefinition } from '../../footprint/units';
import { analysedSnapshot } from './contribution';

export const SCENARIO_LOG_OBJECT = 'analysis_scenario';

/** A factor version as a swap names it. */
export interface SwapFactor {
  factorVersionId: number;
  code: string;
  name: string;
  version: number;
  value: number;
  unitCode: string;
  region: string;
  ncv: Extract<LineSource, { kind: 'factor' }>['ncv'];
}

/** The engine's settings of the snapshot, without Monte Carlo. */
export function settingsOf(snapshot: FootprintSnapshot): StudySettings {
  const study = snapshot.settings;
  return {
    gwpSet: study.gwpSet,
    allocation: { method: study.allocationMethod, share: snapshot.allocationShare },
    cutOff: study.cutOffEnabled ? { lineShare: study.cutOffLinePercent / 100, totalShare: study.cutOffTotalPercent / 100 } : null,
    declaredUnits: study.declaredQuantity,
    modules: study.moduleCount,
    ratedPowerWp: snapshot.ratedPowerWp,
    areaM2: snapshot.areaM2,
    monteCarlo: null,
  };
}

/** The snapshot's lines as the engine takes them, each swapped factor version replaced. */
export function inventoryOf(snapshot: FootprintSnapshot, replacements: ReadonlyMap<number, SwapFactor>): InventoryLine[] {
  return snapshot.lines.map((line) => {
    const common = {
      id: String(line.lineId),
      stage: line.stage,
      category: line.category,
      name: line.description,
      quantity: line.quantity,
      unit: line.unitCode,
      dataType: line.dataType,
      quality: line.quality,
      shared: line.shared,
    };
    if (line.gas !== null) return { ...common, source: { kind: 'gas', gas: line.gas } };
    if (line.sourceKind === 'supplier' && line.supplierFootprintId)
      return {
        ...common,
        source: {
          kind: 'supplier',
          footprintId: line.supplierFootprintId,
          value: line.perUnit,
          unit: line.perUnitCode,
          // as the result counted it (wholly primary for results stored before the share was kept)
          primaryShare: primaryShareOfLine(line),
        },
      };
    const replacement = line.factorVersionId === null ? undefined : replacements.get(line.factorVersionId);
    const source: LineSource = replacement
      ? {
          kind: 'factor',
          factorVersionId: replacement.factorVersionId,
          value: replacement.value,
          unit: replacement.unitCode,
          ncv: replacement.ncv,
        }
      : {
          kind: 'factor',
          factorVersionId: line.factorVersionId ?? 0,
          value: line.perUnit,
          unit: line.perUnitCode,
          ncv: line.calorific ?? null,
        };
    return { ...common, source };
  });
}

const figuresOf = (f: { total: number; perDeclaredUnit: number; perKwp: number | null; perM2: number | null }): WhatIfFigures => ({
  total: f.total,
  perDeclaredUnit: f.perDeclaredUnit,
  perKwp: f.perKwp,
  perM2: f.perM2,
});

/** The what-if of `swaps` on the snapshot; `factors` names every version the swaps mention. */
export function whatIfOf(
  snapshot: FootprintSnapshot,
  swaps: readonly FactorSwap[],
  factors: ReadonlyMap<number, SwapFactor>,
  units: readonly UnitDefinition[],
): WhatIfResult {
  const seen = new Set<number>();
  for (const swap of swaps) {
    if (seen.has(swap.fromVersionId)) throw refused('analysisSwapRepeated', { id: swap.fromVersionId });
    seen.add(swap.fromVersionId);
    if (!snapshot.lines.some((line) => line.gas === null && line.factorVersionId === swap.fromVersionId))
      throw refused('analysisFactorNotUsed', { id: swap.fromVersionId });
    if (!factors.has(swap.toVersionId)) throw refused('analysisFactorMissing', { id: swap.toVersionId });
  }
  const replacements = new Map(swaps.map((swap) => [swap.fromVersionId, factors.get(swap.toVersionId) as SwapFactor]));
  const gwp = new Map<Gas, number>(snapshot.gwpUsed.map((g) => [g.gas, g.value]));
  let result;
  try {
    result = computeFootprint(inventoryOf(snapshot, replacements), settingsOf(snapshot), { units, gwp });
  } catch (error) {
    if (error instanceof EngineError && (error.problem.kind === 'dimensionMismatch' || error.problem.kind === 'unknownUnit')) {
      const problem = error.problem;
      const line = snapshot.lines.find((l) => String(l.lineId) === problem.lineId);
      const replacement = line?.factorVersionId == null ? undefined : replacements.get(line.factorVersionId);
      throw refused('analysisSwapUnitMismatch', {
        line: line?.description ?? problem.lineId,
        from: line?.unitCode ?? '',
        to: replacement?.unitCode ?? '',
        code: replacement?.code ?? '',
      });
    }
    throw error;
  }
  const after = new Map(result.lines.map((line) => [Number(line.id), line]));
  const lines = snapshot.lines
    .flatMap((line) => {
      const computed = after.get(line.lineId);
      if (!computed) return [];
      const original = line.excluded ? 0 : line.emission;
      const scenario = computed.excluded ? 0 : computed.emission;
      if (original === scenario && line.excluded === computed.excluded) return [];
      return [
        {
          lineId: line.lineId,
          stage: line.stage,
          description: line.description,
          original,
          scenario,
          difference: scenario - original,
          excludedBefore: line.excluded,
          excludedAfter: computed.excluded,
        },
      ];
    })
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.lineId - b.lineId);
  const named = (id: number): WhatIfResult['swaps'][number]['from'] => {
    const factor = factors.get(id) as SwapFactor;
    const { ncv: _ncv, ...rest } = factor;
    return rest;
  };
  return {
    snapshotId: snapshot.id,
    original: figuresOf(snapshot),
    scenario: figuresOf(result),
    swaps: swaps.map((swap) => ({
      from: named(swap.fromVersionId),
      to: named(swap.toVersionId),
      lineCount: snapshot.lines.filter((line) => line.gas === null && line.factorVersionId === swap.fromVersionId).length,
    })),
    lines,
  };
}

/** The named versions, in the reader's language: the snapshot's own figure for a version it used (as it used it). */
async function readFactors(
  db: Handle,
  snapshot: FootprintSnapshot,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, SwapFactor>> {
  const rows = await db
    .select({
      version: emissionFactorVersions,
      code: emissionFactors.code,
      unitCode: factorUnits.code,
      ncvPerUnitCode: ncvPerUnits.code,
      ncvEnergyUnitCode: ncvEnergyUnits.code,
    })
    .from(emissionFactorVersions)
    .innerJoin(emissionFactors, eq(emissionFactors.id, emissionFactorVersions.factorId))
    .innerJoin(factorUnits, eq(factorUnits.id, emissionFactorVersions.unitId))
    .leftJoin(ncvPerUnits, eq(ncvPerUnits.id, emissionFactorVersions.ncvPerUnitId))
    .leftJoin(ncvEnergyUnits, eq(ncvEnergyUnits.id, emissionFactorVersions.ncvEnergyUnitId))
    .where(inArray(emissionFactorVersions.id, [...new Set(ids)]));
  const out = new Map<number, SwapFactor>();
  for (const row of rows) {
    const v = row.version;
    out.set(v.id, {
      factorVersionId: v.id,
      code: row.code,
      name: language === 'zh' ? v.nameZh : v.nameEn,
      version: v.version,
      value: Number(v.value),
      unitCode: row.unitCode,
      region: v.region,
      ncv: calorificOf(v, row),
    });
  }
  // what the snapshot used is what it stored (a version never changes, but its names are read in the snapshot's language)
  for (const line of snapshot.lines) {
    const known = line.factorVersionId === null ? undefined : out.get(line.factorVersionId);
    if (known && line.gas === null) out.set(known.factorVersionId, { ...known, value: line.perUnit, unitCode: line.perUnitCode });
  }
  return out;
}

export async function whatIf(
  db: Db,
  session: SessionContext,
  snapshotId: number,
  swaps: readonly FactorSwap[],
  language: Language,
): Promise<WhatIfResult> {
  const { snapshot } = await analysedSnapshot(db, session, snapshotId, language);
  const factors = await readFactors(
    db,
    snapshot,
    swaps.flatMap((swap) => [swap.fromVersionId, swap.toVersionId]),
    language,
  );
  return whatIfOf(snapshot, swaps, factors, await readUnits(db));
}

// ---- scenarios ----

const scenarioOf = (row: typeof analysisScenarios.$inferSelect, session: SessionContext): AnalysisScenario => ({
  id: row.id,
  snapshotId: row.snapshotId,
  name: row.name,
  swaps: row.swaps as FactorSwap[],
  result: row.results as WhatIfResult,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  own: row.createdBy === session.userId,
});

export async function listScenarios(db: Db, session: SessionContext, snapshotId: number): Promise<AnalysisScenario[]> {
  await visibleSnapshot(db, session, snapshotId);
  const rows = await db
    .select()
    .from(analysisScenarios)
    .where(eq(analysisScenarios.snapshotId, snapshotId))
    .orderBy(asc(analysisScenarios.createdAt), asc(analysisScenarios.id));
  return rows.map((row) => scenarioOf(row, session));
}

export async function saveScenario(
  db: Db,
  session: SessionContext,
  input: SaveScenarioRequest,
  language: Language,
): Promise<AnalysisScenario> {
  const name = input.name.trim();
  if (name.length === 0 || Array.from(name).length > SCENARIO_NAME_MAX)
    throw refused('analysisScenarioNameInvalid', { max: SCENARIO_NAME_MAX });
  const result = await whatIf(db, session, input.snapshotId, input.swaps, language);
  const swaps = input.swaps.map(({ fromVersionId, toVersionId }) => ({ fromVersionId, toVersionId }));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(analysisScenarios)
      .values({ snapshotId: input.snapshotId, name, swaps, results: result, createdBy: session.userId, createdByName: session.name })
      .returning();
    await recordOperation(tx, session, {
      object: SCENARIO_LOG_OBJECT,
      action: 'create',
      targetIds: [row.id],
      after: { snapshotId: row.snapshotId, name, swaps },
    });
    return scenarioOf(row, session);
  });
}

/** Deletes the caller's own scenario (a platform administrator may delete any); 404 for one of a snapshot the caller may not see. */
export async function deleteScenario(db: Db, session: SessionContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(analysisScenarios).where(eq(analysisScenarios.id, id)).for('update');
    if (!row) throw new ApiError('analysisScenarioNotFound', 404, 404);
    try {
      await visibleSnapshot(tx, session, row.snapshotId);
    } catch {
      throw new ApiError('analysisScenarioNotFound', 404, 404);
    }
    if (row.createdBy !== session.userId && !session.isAdmin) throw new ApiError('analysisScenarioNotYours', 403, 403);
    await tx.delete(analysisScenarios).where(and(eq(analysisScenarios.id, id)));
    await recordOperation(tx, session, {
      object: SCENARIO_LOG_OBJECT,
      action: 'delete',
      targetIds: [id],
      before: { snapshotId: row.snapshotId, name: row.name, swaps: row.swaps },
    });
  });
}
