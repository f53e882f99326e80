/**
 * General datasets: background processes a platform administrator curates, each with its input
 * exchanges and a computed footprint per unit (compute.ts, recompute.ts). A save checks the content
 * (content.ts), that every factor and input dataset exists, that no cycle forms and that the new
 * footprint can be computed (a unit that does not convert is refused naming both units), then writes
 * the dataset, its exchanges, its footprint and the footprints of every dataset depending on it in
 * one transaction with the operation log. A dataset another one uses cannot be deleted.
 *
 * Company products, datasets and items need no code here: they are plain rows of registered objects
 * (pcf_company_product, pcf_company_dataset, pcf_company_dataset_item) served by the generic object
 * API with its company scope; their rules are constraints of migration 0015.
 */
import { directoryNameIn } from '../directory/names';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AffectedDataset,
  AffectedDatasetsReply,
  CreateGeneralDatasetRequest,
  GeneralDatasetContent,
  GeneralDatasetDetail,
  RecomputedDataset,
  SaveGeneralDatasetReply,
  UpdateGeneralDatasetRequest,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import {
  directoryNodes,
  emissionFactorVersions,
  emissionFactors,
  generalDatasetExchanges,
  generalDatasets,
  sysDictItems,
  sysDictTypes,
  units,
} from '../../schema';
import { sqlConstraint, sqlState } from '../../db/errors';
import { ApiError, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation, snapshot } from '../audit/service';
import { checkCode, checkContent, problemParams, type CleanContent, type ContentReferences } from './content';
import { cycleThrough, dependentsOf } from './graph';
import {
  GENERAL_DATASET_LOG_OBJECT,
  computeAndStore,
  directUsers,
  loadEdges,
  loadUnits,
  lockDatasetGraph,
  problemParamsIn,
  problemText,
  recomputeDependents,
  recomputeEverything,
  type Outcome,
} from './recompute';

export const REGION_DICT = 'pcf_region';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

const notFound = (): ApiError => new ApiError('generalDatasetNotFound', 404, 404);

/** Platform administrators alone change the general datasets, whatever their role grants. */
export function assertGeneralDatasetAdmin(session: SessionContext): void {
  if (!session.isAdmin) throw new ApiError('generalDatasetAdminOnly', 403, 403);
}

async function loadReferences(db: Handle): Promise<ContentReferences> {
  const [unitRows, categoryRows, regionRows] = await Promise.all([
    db.select({ id: units.id, code: units.code }).from(units),
    db.select({ id: directoryNodes.id }).from(directoryNodes),
    db
      .select({ value: sysDictItems.value })
      .from(sysDictItems)
      .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
      .where(and(eq(sysDictTypes.code, REGION_DICT), eq(sysDictItems.status, '0'))),
  ]);
  return {
    unitIds: new Map(unitRows.map((u) => [u.code, u.id])),
    categoryIds: new Set(categoryRows.map((c) => c.id)),
    regions: new Set(regionRows.map((r) => r.value)),
  };
}

async function cleanContentOf(db: Db, input: GeneralDatasetContent, language: Language): Promise<CleanContent> {
  const checked = checkContent(input, await loadReferences(db));
  if ('problem' in checked) throw refused(checked.problem.key, problemParams(checked.problem, language));
  return checked.content;
}

function recomputedOut(outcomes: readonly Outcome[], language: Language): RecomputedDataset[] {
  return outcomes.map((o) => ({
    id: o.id,
    code: o.code,
    nameZh: o.nameZh,
    nameEn: o.nameEn,
    footprint: o.footprint === null ? null : Number(o.footprint),
    problem: problemText(o.problem, language),
  }));
}

/**
 * Locks the factors the exchanges name (FOR KEY SHARE, before the graph lock: a factor update holds
 * its row, then the graph lock) and refuses a factor or input dataset that does not exist.
 */
async function checkInputsExist(tx: Tx, content: CleanContent): Promise<void> {
  const factorIds = [...new Set(content.exchanges.flatMap((e) => (e.factorId === null ? [] : [e.factorId])))].sort((a, b) => a - b);
  const found = new Set(
    factorIds.length === 0
      ? []
      : (
          await tx
            .select({ id: emissionFactors.id })
            .from(emissionFactors)
            .where(inArray(emissionFactors.id, factorIds))
            .orderBy(asc(emissionFactors.id))
            .for('key share')
        ).map((r) => r.id),
  );
  const missingFactor = content.exchanges.findIndex((e) => e.factorId !== null && !found.has(e.factorId));
  if (missingFactor >= 0) throw refused('generalDatasetExchangeFactorUnknown', { line: missingFactor + 1 });
  await lockDatasetGraph(tx);
  const inputIds = [...new Set(content.exchanges.flatMap((e) => (e.inputDatasetId === null ? [] : [e.inputDatasetId])))];
  const inputs = new Set(
    inputIds.length === 0
      ? []
      : (await tx.select({ id: generalDatasets.id }).from(generalDatasets).where(inArray(generalDatasets.id, inputIds))).map((r) => r.id),
  );
  const missingInput = content.exchanges.findIndex((e) => e.inputDatasetId !== null && !inputs.has(e.inputDatasetId));
  if (missingInput >= 0) throw refused('generalDatasetExchangeDatasetUnknown', { line: missingInput + 1 });
}

async function writeExchanges(tx: Tx, datasetId: number, content: CleanContent): Promise<void> {
  await tx.delete(generalDatasetExchanges).where(eq(generalDatasetExchanges.datasetId, datasetId));
  await tx.insert(generalDatasetExchanges).values(
    content.exchanges.map((e, index) => ({
      datasetId,
      factorId: e.factorId,
      inputDatasetId: e.inputDatasetId,
      quantity: e.quantity,
      unitId: e.unitId,
      note: e.note,
      sort: index,
    })),
  );
}

/** Computes the saved dataset; a footprint that cannot be computed refuses the save (with its reason). */
async function computeSaved(tx: Tx, datasetId: number, language: Language, now: Date): Promise<number> {
  const outcome = await computeAndStore(tx, datasetId, await loadUnits(tx), now);
  if (outcome.problem !== null) throw refused(outcome.problem.key, problemParamsIn(outcome.problem, language));
  return Number(outcome.footprint);
}

async function datasetLog(tx: Tx, id: number): Promise<{ dataset: Record<string, unknown>; exchanges: Record<string, unknown>[] }> {
  const [dataset] = await snapshot(tx, 'general_datasets', [id]);
  const exchanges = (await tx
    .select()
    .from(generalDatasetExchanges)
    .where(eq(generalDatasetExchanges.datasetId, id))
    .orderBy(asc(generalDatasetExchanges.sort), asc(generalDatasetExchanges.id))) as unknown as Record<string, unknown>[];
  return { dataset, exchanges };
}

export async function createGeneralDataset(
  db: Db,
  session: SessionContext,
  input: CreateGeneralDatasetRequest,
  language: Language,
  now: Date,
): Promise<SaveGeneralDatasetReply> {
  assertGeneralDatasetAdmin(session);
  const codeProblem = checkCode(input.code);
  if (codeProblem) throw refused(codeProblem.key);
  const code = input.code.trim();
  const content = await cleanContentOf(db, input, language);
  try {
    return await db.transaction(async (tx) => {
      await checkInputsExist(tx, content);
      const [saved] = await tx
        .insert(generalDatasets)
        .values({
          code,
          nameZh: content.nameZh,
          nameEn: content.nameEn,
          unitId: content.unitId,
          categoryId: content.categoryId,
          region: content.region,
          year: content.year,
          source: content.source,
          description: content.description,
          createdBy: session.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: generalDatasets.id });
      await writeExchanges(tx, saved.id, content);
      const footprint = await computeSaved(tx, saved.id, language, now);
      await recordOperation(tx, session, {
        object: GENERAL_DATASET_LOG_OBJECT,
        action: 'create',
        targetIds: [saved.id],
        after: await datasetLog(tx, saved.id),
      });
      // nothing uses a new dataset yet
      return { id: saved.id, footprint, recomputed: [] };
    });
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'general_datasets_code_unique')
      throw refused('generalDatasetCodeTaken', { code });
    throw error;
  }
}

export async function updateGeneralDataset(
  db: Db,
  session: SessionContext,
  input: UpdateGeneralDatasetRequest,
  language: Language,
  now: Date,
): Promise<SaveGeneralDatasetReply> {
  assertGeneralDatasetAdmin(session);
  const content = await cleanContentOf(db, input, language);
  return db.transaction(async (tx) => {
    await checkInputsExist(tx, content);
    const [dataset] = await tx
      .select({ id: generalDatasets.id, code: generalDatasets.code })
      .from(generalDatasets)
      .where(eq(generalDatasets.id, input.id))
      .for('no key update');
    if (!dataset) throw notFound();
    const inputIds = content.exchanges.flatMap((e) => (e.inputDatasetId === null ? [] : [e.inputDatasetId]));
    const others = (await loadEdges(tx)).filter((edge) => edge.dataset !== dataset.id);
    const cycle = cycleThrough(others, dataset.id, inputIds);
    if (cycle) {
      const codes = await codesOf(tx, cycle);
      throw refused('generalDatasetCycle', { path: cycle.map((id) => codes.get(id) ?? String(id)).join(' → ') });
    }
    const before = await datasetLog(tx, dataset.id);
    await tx
      .update(generalDatasets)
      .set({
        nameZh: content.nameZh,
        nameEn: content.nameEn,
        unitId: content.unitId,
        categoryId: content.categoryId,
        region: content.region,
        year: content.year,
        source: content.source,
        description: content.description,
        updatedAt: now,
      })
      .where(eq(generalDatasets.id, dataset.id));
    await writeExchanges(tx, dataset.id, content);
    const footprint = await computeSaved(tx, dataset.id, language, now);
    const recomputed = await recomputeDependents(tx, { datasetIds: [dataset.id] }, now);
    await recordOperation(tx, session, {
      object: GENERAL_DATASET_LOG_OBJECT,
      action: 'update',
      targetIds: [dataset.id, ...recomputed.map((o) => o.id)],
      before,
      after: {
        ...(await datasetLog(tx, dataset.id)),
        recomputed: recomputed.map((o) => ({ id: o.id, code: o.code, footprint: o.footprint, problem: o.problem })),
      },
    });
    return { id: dataset.id, footprint, recomputed: recomputedOut(recomputed, language) };
  });
}

async function codesOf(db: Handle, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: generalDatasets.id, code: generalDatasets.code })
    .from(generalDatasets)
    .where(inArray(generalDatasets.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.code]));
}

export async function deleteGeneralDataset(db: Db, session: SessionContext, id: number): Promise<void> {
  assertGeneralDatasetAdmin(session);
  let code = String(id);
  try {
    await db.transaction(async (tx) => {
      await lockDatasetGraph(tx);
      const [dataset] = await tx
        .select({ id: generalDatasets.id, code: generalDatasets.code })
        .from(generalDatasets)
        .where(eq(generalDatasets.id, id))
        .for('update');
      if (!dataset) throw notFound();
      code = dataset.code;
      const users = await directUsers(tx, id);
      if (users.length > 0) throw refused('generalDatasetInUse', { code, users: users.map((u) => u.code).join(', ') });
      const before = await datasetLog(tx, id);
      await tx.delete(generalDatasets).where(eq(generalDatasets.id, id));
      await recordOperation(tx, session, { object: GENERAL_DATASET_LOG_OBJECT, action: 'delete', targetIds: [id], before });
    });
  } catch (error) {
    // a reference from a table of a later area (an inventory line, a result snapshot)
    if (sqlState(error) === '23503') throw refused('generalDatasetInUse', { code, users: '—' });
    throw error;
  }
}

export async function recomputeAll(db: Db, session: SessionContext, language: Language, now: Date): Promise<RecomputedDataset[]> {
  assertGeneralDatasetAdmin(session);
  return db.transaction(async (tx) => {
    await lockDatasetGraph(tx);
    const outcomes = await recomputeEverything(tx, now);
    await recordOperation(tx, session, {
      object: GENERAL_DATASET_LOG_OBJECT,
      action: 'update',
      targetIds: outcomes.map((o) => o.id),
      after: { recomputedAll: outcomes.map((o) => ({ id: o.id, code: o.code, footprint: o.footprint, problem: o.problem })) },
    });
    return recomputedOut(outcomes, language);
  });
}

const isoOrNull = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export async function generalDatasetDetail(db: Db, id: number, language: Language): Promise<GeneralDatasetDetail> {
  const [row] = await db
    .select({ dataset: generalDatasets, unit: units, categoryName: directoryNameIn(language) })
    .from(generalDatasets)
    .innerJoin(units, eq(units.id, generalDatasets.unitId))
    .leftJoin(directoryNodes, eq(directoryNodes.id, generalDatasets.categoryId))
    .where(eq(generalDatasets.id, id));
  if (!row) throw notFound();
  const exchanges = await db
    .select({ exchange: generalDatasetExchanges, unitCode: units.code })
    .from(generalDatasetExchanges)
    .innerJoin(units, eq(units.id, generalDatasetExchanges.unitId))
    .where(eq(generalDatasetExchanges.datasetId, id))
    .orderBy(asc(generalDatasetExchanges.sort), asc(generalDatasetExchanges.id));
  const factorIds = exchanges.flatMap((e) => (e.exchange.factorId === null ? [] : [e.exchange.factorId]));
  const inputIds = exchanges.flatMap((e) => (e.exchange.inputDatasetId === null ? [] : [e.exchange.inputDatasetId]));
  const factors =
    factorIds.length === 0
      ? []
      : await db
          .select({
            id: emissionFactors.id,
            code: emissionFactors.code,
            nameZh: emissionFactorVersions.nameZh,
            nameEn: emissionFactorVersions.nameEn,
            unitCode: units.code,
          })
          .from(emissionFactors)
          .innerJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
          .innerJoin(units, eq(units.id, emissionFactorVersions.unitId))
          .where(inArray(emissionFactors.id, factorIds));
  const inputs =
    inputIds.length === 0
      ? []
      : await db
          .select({
            id: generalDatasets.id,
            code: generalDatasets.code,
            nameZh: generalDatasets.nameZh,
            nameEn: generalDatasets.nameEn,
            unitCode: units.code,
          })
          .from(generalDatasets)
          .innerJoin(units, eq(units.id, generalDatasets.unitId))
          .where(inArray(generalDatasets.id, inputIds));
  const versionIds = exchanges.flatMap((e) => (e.exchange.factorVersionId === null ? [] : [e.exchange.factorVersionId]));
  const versions =
    versionIds.length === 0
      ? []
      : await db
          .select({ id: emissionFactorVersions.id, version: emissionFactorVersions.version })
          .from(emissionFactorVersions)
          .where(inArray(emissionFactorVersions.id, versionIds));
  const factorById = new Map(factors.map((f) => [f.id, f]));
  const inputById = new Map(inputs.map((d) => [d.id, d]));
  const versionById = new Map(versions.map((v) => [v.id, v.version]));
  const d = row.dataset;
  return {
    id: d.id,
    code: d.code,
    nameZh: d.nameZh,
    nameEn: d.nameEn,
    unit: row.unit.code,
    unitId: row.unit.id,
    unitNameZh: row.unit.nameZh,
    unitNameEn: row.unit.nameEn,
    categoryId: d.categoryId,
    categoryName: row.categoryName,
    region: d.region,
    year: d.year,
    source: d.source,
    description: d.description,
    footprint: numberOrNull(d.footprint),
    computedAt: isoOrNull(d.computedAt),
    problem: problemText(d.problem as Outcome['problem'], language),
    exchanges: exchanges.map(({ exchange: e, unitCode }) => {
      const input = e.factorId !== null ? factorById.get(e.factorId) : inputById.get(e.inputDatasetId as number);
      return {
        id: e.id,
        kind: e.factorId !== null ? ('factor' as const) : ('dataset' as const),
        factorId: e.factorId,
        inputDatasetId: e.inputDatasetId,
        inputCode: input?.code ?? '',
        inputNameZh: input?.nameZh ?? '',
        inputNameEn: input?.nameEn ?? '',
        quantity: Number(e.quantity),
        unit: unitCode,
        inputUnit: input?.unitCode ?? '',
        inputFootprint: numberOrNull(e.inputFootprint),
        factorVersionId: e.factorVersionId,
        factorVersion: e.factorVersionId === null ? null : (versionById.get(e.factorVersionId) ?? null),
        co2e: numberOrNull(e.co2e),
        note: e.note,
      };
    }),
    usedBy: await directUsers(db, id),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** Every general dataset a change of the factor or dataset would recompute, nearest first. */
export async function affectedDatasets(db: Db, query: { factorId?: number; datasetId?: number }): Promise<AffectedDatasetsReply> {
  if ((query.factorId === undefined) === (query.datasetId === undefined)) throw refused('generalDatasetAffectedQuery');
  const edges = await loadEdges(db);
  // a start of the search: the dataset itself, or a factor (negative ids keep it apart from datasets)
  let startLabel: string;
  let reached: Map<number, { depth: number; path: number[] }>;
  if (query.factorId !== undefined) {
    const [factor] = await db.select({ code: emissionFactors.code }).from(emissionFactors).where(eq(emissionFactors.id, query.factorId));
    if (!factor) throw new ApiError('factorNotFound', 404, 404);
    startLabel = factor.code;
    const direct = (
      await db
        .selectDistinct({ id: generalDatasetExchanges.datasetId })
        .from(generalDatasetExchanges)
        .where(eq(generalDatasetExchanges.factorId, query.factorId))
    ).map((r) => r.id);
    reached = new Map(direct.map((id) => [id, { depth: 1, path: [id] }]));
    for (const [id, dependent] of dependentsOf(edges, direct)) {
      if (!reached.has(id)) reached.set(id, { depth: dependent.depth + 1, path: dependent.path });
    }
  } else {
    const [dataset] = await db
      .select({ code: generalDatasets.code })
      .from(generalDatasets)
      .where(eq(generalDatasets.id, query.datasetId as number));
    if (!dataset) throw notFound();
    startLabel = dataset.code;
    reached = new Map(
      [...dependentsOf(edges, [query.datasetId as number])].map(([id, dependent]) => [
        id,
        { depth: dependent.depth, path: dependent.path.slice(1) },
      ]),
    );
  }
  if (reached.size === 0) return { datasets: [] };
  const rows = await db
    .select({
      id: generalDatasets.id,
      code: generalDatasets.code,
      nameZh: generalDatasets.nameZh,
      nameEn: generalDatasets.nameEn,
      footprint: generalDatasets.footprint,
    })
    .from(generalDatasets)
    .where(inArray(generalDatasets.id, [...reached.keys()]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const datasets: AffectedDataset[] = [...reached]
    .map(([id, { depth, path }]) => {
      const r = byId.get(id);
      return {
        id,
        code: r?.code ?? String(id),
        nameZh: r?.nameZh ?? '',
        nameEn: r?.nameEn ?? '',
        depth,
        path: [startLabel, ...path.map((p) => byId.get(p)?.code ?? String(p))],
        footprint: numberOrNull(r?.footprint ?? null),
      };
    })
    .sort((a, b) => a.depth - b.depth || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { datasets };
}
