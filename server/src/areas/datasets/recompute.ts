/**
 * Computing and recomputing the general datasets in the database (the arithmetic is compute.ts).
 *
 * Decision: a dataset's footprint is kept current, never flagged stale. Whatever changes an input —
 * a new version of a factor (factors/service.ts writeVersion calls recomputeAfterFactorChange as the
 * AfterFactorChange hook the list of areas gives it, so the factor form and the factor import both
 * do), a saved dataset — recomputes every dataset that
 * depends on it, directly or through others, inputs first, in the same transaction. A dependent
 * that can no longer be computed (its unit no longer converts to the input's, an input lost its
 * footprint) keeps no footprint and records why; the change that caused it still goes through and
 * its answer lists the datasets it recomputed.
 *
 * Every change to the graph and every recompute holds one transaction-level advisory lock, so a
 * cycle check and a computation always see the graph as the last change committed it. A caller that
 * also locks factor rows takes those first (a factor update holds its factor row, then this lock).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emissionFactorVersions, emissionFactors, generalDatasetExchanges, generalDatasets, units } from '../../schema';
import { isDimension, type UnitDefinition } from '../../footprint/units';
import { MESSAGES, translate, type Language } from '../../http/messages';
import { recordOperation } from '../audit/service';
import { dimensionLabel } from '../units/dimensions';
import { computeFootprint, decimalText, type ComputationProblem, type ExchangeToCompute } from './compute';
import { computeOrder, dependentsOf, type Edge } from './graph';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

export const GENERAL_DATASET_LOG_OBJECT = 'general_dataset';

/** The advisory lock of the dataset graph ('pcfgds' as a number). */
const GRAPH_LOCK = 0x706366676473;

export async function lockDatasetGraph(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GRAPH_LOCK}::bigint)`);
}

export async function loadEdges(db: Handle): Promise<Edge[]> {
  const rows = await db
    .selectDistinct({ dataset: generalDatasetExchanges.datasetId, input: generalDatasetExchanges.inputDatasetId })
    .from(generalDatasetExchanges)
    .where(isNotNull(generalDatasetExchanges.inputDatasetId));
  return rows.map((r) => ({ dataset: r.dataset, input: r.input as number }));
}

export async function loadUnits(db: Handle): Promise<Map<number, UnitDefinition & { id: number }>> {
  const rows = await db.select({ id: units.id, code: units.code, dimension: units.dimension, factor: units.factor }).from(units);
  return new Map(rows.map((u) => [u.id, u]));
}

/** A problem's parameters for a message in `language`: the dimensions by their names. */
export function problemParamsIn(problem: ComputationProblem, language: Language): Record<string, string | number> {
  const params = { ...problem.params };
  for (const key of ['fromDimension', 'toDimension']) {
    const value = params[key];
    if (typeof value === 'string' && isDimension(value)) params[key] = dimensionLabel(value, language);
  }
  return params;
}

/** The message of a stored problem in `language`. */
export function problemText(problem: ComputationProblem | null, language: Language): string | null {
  if (problem === null) return null;
  // stored by an earlier release under a key the catalogue no longer has: shown as stored
  if (!(problem.key in MESSAGES)) return String(problem.key);
  return translate(problem.key, language, problemParamsIn(problem, language));
}

export interface Outcome {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  footprint: string | null;
  problem: ComputationProblem | null;
}

/** The exchanges of a dataset with their inputs as the computation needs them. */
async function exchangesToCompute(tx: Tx, datasetId: number, unitsById: Map<number, UnitDefinition>): Promise<ExchangeToCompute[]> {
  const rows = await tx
    .select({
      id: generalDatasetExchanges.id,
      quantity: generalDatasetExchanges.quantity,
      unitId: generalDatasetExchanges.unitId,
      factorId: generalDatasetExchanges.factorId,
      inputDatasetId: generalDatasetExchanges.inputDatasetId,
    })
    .from(generalDatasetExchanges)
    .where(eq(generalDatasetExchanges.datasetId, datasetId))
    .orderBy(asc(generalDatasetExchanges.sort), asc(generalDatasetExchanges.id));
  const factorIds = rows.flatMap((r) => (r.factorId === null ? [] : [r.factorId]));
  const inputIds = rows.flatMap((r) => (r.inputDatasetId === null ? [] : [r.inputDatasetId]));
  const factors =
    factorIds.length === 0
      ? []
      : await tx
          .select({
            id: emissionFactors.id,
            code: emissionFactors.code,
            versionId: emissionFactorVersions.id,
            value: emissionFactorVersions.value,
            unitId: emissionFactorVersions.unitId,
          })
          .from(emissionFactors)
          .leftJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
          .where(inArray(emissionFactors.id, factorIds));
  const inputs =
    inputIds.length === 0
      ? []
      : await tx
          .select({
            id: generalDatasets.id,
            code: generalDatasets.code,
            footprint: generalDatasets.footprint,
            unitId: generalDatasets.unitId,
          })
          .from(generalDatasets)
          .where(inArray(generalDatasets.id, inputIds));
  const factorById = new Map(factors.map((f) => [f.id, f]));
  const inputById = new Map(inputs.map((d) => [d.id, d]));
  const unitOf = (id: number | null): UnitDefinition => {
    const unit = id === null ? undefined : unitsById.get(id);
    if (!unit) throw new Error(`unit ${String(id)} missing`);
    return unit;
  };
  return rows.map((row, index) => {
    const base = { id: row.id, line: index + 1, quantity: row.quantity, unit: unitOf(row.unitId) };
    if (row.factorId !== null) {
      const factor = factorById.get(row.factorId);
      if (!factor) throw new Error(`factor ${row.factorId} missing`);
      // a factor always has a current version; without one it has no footprint to give
      const unit = factor.unitId === null ? unitOf(row.unitId) : unitOf(factor.unitId);
      return {
        ...base,
        input: { kind: 'factor' as const, id: factor.id, code: factor.code, versionId: factor.versionId, value: factor.value, unit },
      };
    }
    const input = inputById.get(row.inputDatasetId as number);
    if (!input) throw new Error(`general dataset ${String(row.inputDatasetId)} missing`);
    return {
      ...base,
      input: { kind: 'dataset' as const, id: input.id, code: input.code, footprint: input.footprint, unit: unitOf(input.unitId) },
    };
  });
}

/** Computes one dataset from its exchanges as they are now and stores the footprint (or the problem) with what each exchange used. */
export async function computeAndStore(tx: Tx, datasetId: number, unitsById: Map<number, UnitDefinition>, now: Date): Promise<Outcome> {
  const computation = computeFootprint(await exchangesToCompute(tx, datasetId, unitsById));
  if ('problem' in computation) {
    await tx
      .update(generalDatasetExchanges)
      .set({ factorVersionId: null, inputFootprint: null, co2e: null })
      .where(eq(generalDatasetExchanges.datasetId, datasetId));
  } else {
    for (const exchange of computation.exchanges) {
      await tx
        .update(generalDatasetExchanges)
        .set({
          factorVersionId: exchange.versionId,
          inputFootprint: decimalText(exchange.inputFootprint),
          co2e: decimalText(exchange.co2e),
        })
        .where(eq(generalDatasetExchanges.id, exchange.id));
    }
  }
  const footprint = 'problem' in computation ? null : decimalText(computation.footprint);
  const problem = 'problem' in computation ? computation.problem : null;
  const [saved] = await tx
    .update(generalDatasets)
    .set({ footprint, problem, computedAt: now })
    .where(eq(generalDatasets.id, datasetId))
    .returning({ id: generalDatasets.id, code: generalDatasets.code, nameZh: generalDatasets.nameZh, nameEn: generalDatasets.nameEn });
  return { ...saved, footprint, problem };
}

/**
 * Recomputes every dataset that uses one of `datasetIds` or `factorIds`, directly or through
 * others, inputs first. The caller holds the graph lock.
 */
export async function recomputeDependents(
  tx: Tx,
  start: { factorIds?: readonly number[]; datasetIds?: readonly number[] },
  now: Date,
): Promise<Outcome[]> {
  const edges = await loadEdges(tx);
  const factorIds = [...(start.factorIds ?? [])];
  const direct =
    factorIds.length === 0
      ? []
      : (
          await tx
            .selectDistinct({ id: generalDatasetExchanges.datasetId })
            .from(generalDatasetExchanges)
            .where(inArray(generalDatasetExchanges.factorId, factorIds))
        ).map((r) => r.id);
  const affected = new Set<number>(direct);
  for (const id of dependentsOf(edges, [...direct, ...(start.datasetIds ?? [])]).keys()) affected.add(id);
  if (affected.size === 0) return [];
  const unitsById = await loadUnits(tx);
  const outcomes: Outcome[] = [];
  for (const id of computeOrder(edges, [...affected])) outcomes.push(await computeAndStore(tx, id, unitsById, now));
  return outcomes;
}

/**
 * Called in the transaction that gives factor `factorId` a new current version: every general
 * dataset using it follows, with the operation log naming what was recomputed.
 */
export async function recomputeAfterFactorChange(tx: Tx, factorId: number, now: Date): Promise<Outcome[]> {
  const [used] = await tx
    .select({ id: generalDatasetExchanges.id })
    .from(generalDatasetExchanges)
    .where(eq(generalDatasetExchanges.factorId, factorId))
    .limit(1);
  if (!used) return [];
  await lockDatasetGraph(tx);
  const outcomes = await recomputeDependents(tx, { factorIds: [factorId] }, now);
  if (outcomes.length > 0) {
    await recordOperation(tx, null, {
      object: GENERAL_DATASET_LOG_OBJECT,
      action: 'update',
      targetIds: outcomes.map((o) => o.id),
      after: {
        recomputedAfterFactor: factorId,
        datasets: outcomes.map((o) => ({ id: o.id, code: o.code, footprint: o.footprint, problem: o.problem })),
      },
    });
  }
  return outcomes;
}

/** Every general dataset, inputs first (after a change made outside the routes, e.g. a unit's factor). The caller holds the graph lock. */
export async function recomputeEverything(tx: Tx, now: Date): Promise<Outcome[]> {
  const ids = (await tx.select({ id: generalDatasets.id }).from(generalDatasets)).map((r) => r.id);
  if (ids.length === 0) return [];
  const unitsById = await loadUnits(tx);
  const outcomes: Outcome[] = [];
  for (const id of computeOrder(await loadEdges(tx), ids)) outcomes.push(await computeAndStore(tx, id, unitsById, now));
  return outcomes;
}

/** Which datasets use a given one directly (their codes, for a refused delete). */
export async function directUsers(db: Handle, datasetId: number): Promise<{ id: number; code: string; nameZh: string; nameEn: string }[]> {
  return db
    .selectDistinct({ id: generalDatasets.id, code: generalDatasets.code, nameZh: generalDatasets.nameZh, nameEn: generalDatasets.nameEn })
    .from(generalDatasetExchanges)
    .innerJoin(generalDatasets, eq(generalDatasets.id, generalDatasetExchanges.datasetId))
    .where(and(eq(generalDatasetExchanges.inputDatasetId, datasetId)))
    .orderBy(asc(generalDatasets.code));
}
