/**
 * The contribution analysis of a snapshot (GET /rest/analysis/contribution) and one of its lines
 * (GET /rest/analysis/contribution/item), read from the immutable snapshot with what it does not
 * store: the directory paths of its items, the gas breakdowns and regions of its factor versions
 * (versions never change), and the inventory lines' sites, regions and evidence as they are now.
 *
 * Every share is of the snapshot's basis, the total before cut-off, so each breakdown adds up to 1
 * with the lines the cut-off left out counted and reported as `excludedEmission`.
 */
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type {
  AnalysisSnapshotChoice,
  ContributionItemReply,
  ContributionLine,
  ContributionReply,
  ContributionStage,
  FootprintSnapshot,
  Gas,
  SnapshotLine,
  UsedFactor,
} from '@pcf/shared/contracts';
import {
  ANALYSIS_SNAPSHOT_CHOICES_MAX,
  DATA_TYPES,
  LIFECYCLE_STAGES,
  PARETO_FLAG_SHARES,
  dataTypeSplit,
  primaryShareOfLine,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { emissionFactorGases, emissionFactorVersions, emissionFactors, footprintSnapshots, inventoryLines, projects } from '../../schema';
import { ApiError } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { containsPattern } from '../../db/queries';
import { loadItemPaths, pathById } from '../inventory/itemPaths';
import { projectLineEvidence } from '../inventory/service';
import { snapshotOf, visibleSnapshot, type StoredLine } from '../footprint/snapshot';

/** The snapshot as read for an analysis: the reader's view and the item id of each line. */
export interface AnalysedSnapshot {
  snapshot: FootprintSnapshot;
  itemIds: ReadonlyMap<number, number | null>;
}

export async function analysedSnapshot(db: Handle, session: SessionContext, id: number, language: Language): Promise<AnalysedSnapshot> {
  const row = await visibleSnapshot(db, session, id);
  const stored = row.lines as StoredLine[];
  return { snapshot: snapshotOf(row, language), itemIds: new Map(stored.map((line) => [line.lineId, line.itemId])) };
}

/** The basis of the shares: the total before cut-off (early results: the sum of their lines). */
export const basisOf = (snapshot: FootprintSnapshot): number =>
  snapshot.totalBeforeCutOff ?? snapshot.lines.reduce((sum, line) => sum + line.emission, 0);

const shareOf = (emission: number, basis: number) => (basis === 0 ? 0 : emission / basis);

/** Lines largest emission first (a credit, negative, last); ties by id, so the order is stable. */
export const byEmission = (a: SnapshotLine, b: SnapshotLine) => b.emission - a.emission || a.lineId - b.lineId;

interface Part {
  emission: number;
  share: number;
  excludedEmission: number;
}

/** Sums of emission and excluded emission per key, in first-seen order (or `order`), as parts of the basis. */
function parts<K>(entries: readonly { key: K; emission: number; excluded: boolean }[], basis: number, order: readonly K[] = []) {
  const sums = new Map<K, { emission: number; excludedEmission: number }>();
  for (const key of order) sums.set(key, { emission: 0, excludedEmission: 0 });
  for (const entry of entries) {
    const sum = sums.get(entry.key) ?? { emission: 0, excludedEmission: 0 };
    sum.emission += entry.emission;
    if (entry.excluded) sum.excludedEmission += entry.emission;
    sums.set(entry.key, sum);
  }
  return [...sums].map(([key, sum]): { key: K } & Part => ({ key, ...sum, share: shareOf(sum.emission, basis) }));
}

/** What the analysis reads besides the snapshot. */
export interface ContributionContext {
  /** The directory path (or name) of each line's item. */
  categoryOf: (line: SnapshotLine) => string | null;
  /** kg of each gas per unit of a factor version, when it has a breakdown. */
  gasAmounts: ReadonlyMap<number, ReadonlyMap<Gas, number>>;
  /** The inventory line's region and site as they are now. */
  lineSites: ReadonlyMap<number, { region: string | null; site: string | null }>;
  factorRegions: ReadonlyMap<number, string>;
}

/** A line's emission split by gas: its own gas, its factor version's breakdown weighted by the study's GWP, or unsplit (null). */
export function gasSplit(
  line: SnapshotLine,
  snapshot: FootprintSnapshot,
  amounts: ContributionContext['gasAmounts'],
): { gas: Gas | null; emission: number }[] {
  if (line.gas !== null) return [{ gas: line.gas, emission: line.emission }];
  const breakdown = line.factorVersionId === null ? undefined : amounts.get(line.factorVersionId);
  const gwp = new Map(snapshot.gwpUsed.map((g) => [g.gas, g.value]));
  const weighted = [...(breakdown ?? [])].flatMap(([gas, amount]) => {
    const value = gwp.get(gas);
    return value === undefined || amount <= 0 ? [] : [{ gas, weight: amount * value }];
  });
  const total = weighted.reduce((sum, w) => sum + w.weight, 0);
  // a breakdown with a gas the study has no GWP for cannot be weighed: left unsplit
  if (total === 0 || weighted.length !== [...(breakdown ?? [])].filter(([, amount]) => amount > 0).length)
    return [{ gas: null, emission: line.emission }];
  return weighted.map((w) => ({ gas: w.gas, emission: (line.emission * w.weight) / total }));
}

export function contributionOf(snapshot: FootprintSnapshot, context: ContributionContext): ContributionReply {
  const basis = basisOf(snapshot);
  const sorted = [...snapshot.lines].sort(byEmission);
  let cumulative = 0;
  const lines: ContributionLine[] = sorted.map((line) => {
    const share = shareOf(line.emission, basis);
    cumulative += share;
    return {
      lineId: line.lineId,
      stage: line.stage,
      category: context.categoryOf(line),
      description: line.description,
      factorVersionId: line.factorVersionId,
      factorCode: line.factorCode,
      factorName: line.factorName,
      gas: line.gas,
      dataType: line.dataType,
      emission: line.emission,
      share,
      cumulativeShare: cumulative,
      above1: share > PARETO_FLAG_SHARES[0],
      above5: share > PARETO_FLAG_SHARES[1],
      excluded: line.excluded,
    };
  });

  const byStage: ContributionStage[] = parts(
    lines.map((line) => ({ key: line.stage, emission: line.emission, excluded: line.excluded })),
    basis,
    LIFECYCLE_STAGES,
  ).map(({ key: stage, ...part }) => {
    const inStage = lines.filter((line) => line.stage === stage);
    const categories = parts(
      inStage.map((line) => ({ key: line.category, emission: line.emission, excluded: line.excluded })),
      basis,
    )
      .map(({ key: category, ...rest }) => ({
        category,
        ...rest,
        lineIds: inStage.filter((line) => line.category === category).map((line) => line.lineId),
      }))
      .sort((a, b) => b.emission - a.emission);
    return { stage, ...part, categories };
  });

  const gasEntries = snapshot.lines.flatMap((line) =>
    gasSplit(line, snapshot, context.gasAmounts).map((part) => ({ key: part.gas, emission: part.emission, excluded: line.excluded })),
  );
  const regionEntries = snapshot.lines.map((line) => {
    const own = context.lineSites.get(line.lineId)?.region ?? null;
    const ofFactor = line.factorVersionId === null ? null : (context.factorRegions.get(line.factorVersionId) ?? null);
    const key = own !== null ? `line:${own}` : ofFactor !== null ? `factor:${ofFactor}` : 'none:';
    return { key, emission: line.emission, excluded: line.excluded };
  });
  const factors = new Map<number, UsedFactor>();
  for (const line of snapshot.lines) {
    if (line.factorVersionId === null) continue;
    const known = factors.get(line.factorVersionId);
    if (known) {
      known.lineCount += 1;
      known.emission += line.emission;
    } else {
      factors.set(line.factorVersionId, {
        factorVersionId: line.factorVersionId,
        factorCode: line.factorCode ?? '',
        factorName: line.factorName ?? '',
        version: line.factorVersion ?? 1,
        value: line.perUnit,
        unitCode: line.perUnitCode,
        lineCount: 1,
        emission: line.emission,
      });
    }
  }

  return {
    snapshotId: snapshot.id,
    projectId: snapshot.projectId,
    projectName: snapshot.projectName,
    seq: snapshot.seq,
    createdAt: snapshot.createdAt,
    declaredUnitCode: snapshot.declaredUnitCode,
    total: snapshot.total,
    perDeclaredUnit: snapshot.perDeclaredUnit,
    perKwp: snapshot.perKwp,
    perM2: snapshot.perM2,
    basis,
    cutOffShare: snapshot.cutOff?.share ?? 0,
    byStage,
    lines,
    byGas: parts(gasEntries, basis)
      .map(({ key, ...part }) => ({ gas: key, ...part }))
      .sort((a, b) => b.emission - a.emission),
    // a supplier line is primary only by its footprint's own share, as in primaryDataShare
    byDataType: parts(
      snapshot.lines.flatMap((line) =>
        dataTypeSplit(line).map((part) => ({ key: part.dataType, emission: part.emission, excluded: line.excluded })),
      ),
      basis,
      DATA_TYPES,
    ).map(({ key, ...part }) => ({ dataType: key, ...part })),
    primaryDataShare: snapshot.primaryDataShare,
    byRegion: parts(regionEntries, basis)
      .map(({ key, ...part }) => {
        const [from, region] = key.split(/:(.*)/s) as ['line' | 'factor' | 'none', string];
        return { region: from === 'none' ? null : region, from, ...part };
      })
      .sort((a, b) => b.emission - a.emission),
    bySite: parts(
      snapshot.lines.map((line) => ({
        key: context.lineSites.get(line.lineId)?.site ?? null,
        emission: line.emission,
        excluded: line.excluded,
      })),
      basis,
    )
      .map(({ key, ...part }) => ({ site: key, ...part }))
      .sort((a, b) => b.emission - a.emission),
    factors: [...factors.values()].sort((a, b) => b.emission - a.emission),
  };
}

/** The versions' gas breakdowns and regions. */
export async function factorFacts(db: Handle, versionIds: readonly number[]) {
  if (versionIds.length === 0) return { gasAmounts: new Map<number, Map<Gas, number>>(), factorRegions: new Map<number, string>() };
  const gases = await db
    .select()
    .from(emissionFactorGases)
    .where(inArray(emissionFactorGases.versionId, [...versionIds]));
  const regions = await db
    .select({ id: emissionFactorVersions.id, region: emissionFactorVersions.region })
    .from(emissionFactorVersions)
    .where(inArray(emissionFactorVersions.id, [...versionIds]));
  const gasAmounts = new Map<number, Map<Gas, number>>();
  for (const row of gases) {
    const amounts = gasAmounts.get(row.versionId) ?? new Map<Gas, number>();
    amounts.set(row.gas, Number(row.amount));
    gasAmounts.set(row.versionId, amounts);
  }
  return { gasAmounts, factorRegions: new Map(regions.map((row) => [row.id, row.region])) };
}

async function lineSitesOf(db: Handle, lineIds: readonly number[]) {
  if (lineIds.length === 0) return new Map<number, { region: string | null; site: string | null }>();
  const rows = await db
    .select({ id: inventoryLines.id, region: inventoryLines.region, site: inventoryLines.site })
    .from(inventoryLines)
    .where(inArray(inventoryLines.id, [...lineIds]));
  const blank = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
  return new Map(rows.map((row) => [row.id, { region: blank(row.region), site: blank(row.site) }]));
}

async function categoryReader(db: Handle, analysed: AnalysedSnapshot): Promise<(line: SnapshotLine) => string | null> {
  const paths = pathById(await loadItemPaths(db));
  return (line) => {
    const itemId = analysed.itemIds.get(line.lineId) ?? null;
    return (itemId === null ? undefined : paths.get(itemId)) ?? line.category;
  };
}

const usedVersionIds = (snapshot: FootprintSnapshot) => [
  ...new Set(snapshot.lines.flatMap((line) => (line.factorVersionId === null ? [] : [line.factorVersionId]))),
];

export async function contribution(db: Db, session: SessionContext, snapshotId: number, language: Language): Promise<ContributionReply> {
  const analysed = await analysedSnapshot(db, session, snapshotId, language);
  const { snapshot } = analysed;
  const facts = await factorFacts(db, usedVersionIds(snapshot));
  return contributionOf(snapshot, {
    categoryOf: await categoryReader(db, analysed),
    lineSites: await lineSitesOf(
      db,
      snapshot.lines.map((line) => line.lineId),
    ),
    ...facts,
  });
}

export async function contributionItem(
  db: Db,
  session: SessionContext,
  snapshotId: number,
  lineId: number,
  language: Language,
): Promise<ContributionItemReply> {
  const analysed = await analysedSnapshot(db, session, snapshotId, language);
  const { snapshot } = analysed;
  const line = snapshot.lines.find((l) => l.lineId === lineId);
  if (!line) throw new ApiError('analysisLineNotFound', 404, 404);
  const basis = basisOf(snapshot);
  const [version] =
    line.factorVersionId === null
      ? []
      : await db
          .select({ version: emissionFactorVersions, code: emissionFactors.code })
          .from(emissionFactorVersions)
          .innerJoin(emissionFactors, eq(emissionFactors.id, emissionFactorVersions.factorId))
          .where(eq(emissionFactorVersions.id, line.factorVersionId));
  const sites = await lineSitesOf(db, [lineId]);
  const evidence = (await projectLineEvidence(db, snapshot.projectId))
    .filter((e) => e.lineId === lineId)
    .map(({ id, title, fileName }) => ({ id, title, fileName }));
  const varianceShare = snapshot.uncertainty?.contributions?.find((c) => c.lineId === lineId)?.share ?? null;
  return {
    snapshotId: snapshot.id,
    projectId: snapshot.projectId,
    projectName: snapshot.projectName,
    seq: snapshot.seq,
    lineId,
    stage: line.stage,
    category: (await categoryReader(db, analysed))(line),
    description: line.description,
    quantity: line.quantity,
    unitCode: line.unitCode,
    convertedQuantity: line.convertedQuantity ?? null,
    sourceKind: line.sourceKind === 'gas' ? 'gas' : 'factor',
    gas: line.gas,
    factor: version
      ? {
          factorVersionId: version.version.id,
          code: version.code,
          name: line.factorName ?? (language === 'zh' ? version.version.nameZh : version.version.nameEn),
          version: version.version.version,
          value: line.perUnit,
          unitCode: line.perUnitCode,
          source: version.version.source,
          databaseVersion: version.version.databaseVersion,
          region: version.version.region,
          year: version.version.year,
        }
      : null,
    perUnit: line.perUnit,
    perUnitCode: line.perUnitCode,
    dataType: line.dataType,
    primaryShare: primaryShareOfLine(line),
    quality: line.quality,
    dqr: line.dqr,
    gsd: line.gsd,
    emission: line.emission,
    share: shareOf(line.emission, basis),
    excluded: line.excluded,
    rank: [...snapshot.lines].sort(byEmission).findIndex((l) => l.lineId === lineId) + 1,
    varianceShare,
    site: sites.get(lineId)?.site ?? null,
    region: sites.get(lineId)?.region ?? null,
    evidence,
  };
}

/** The snapshots the caller may analyse whose project's code, name or model contains `text`, newest first. */
export async function snapshotChoices(db: Db, session: SessionContext, text: string | undefined): Promise<AnalysisSnapshotChoice[]> {
  const conditions: SQL[] = [];
  // the projects' visibility (projects/service.ts visibleTo) as a condition: administrators all, others their company's or those they review
  if (!session.isAdmin) {
    const mine = [eq(projects.reviewerId, session.userId)];
    if (session.companyId !== null) mine.push(eq(projects.companyId, session.companyId));
    conditions.push(or(...mine) as SQL);
  }
  const needle = text?.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    conditions.push(or(ilike(projects.code, pattern), ilike(projects.name, pattern), ilike(projects.productModel, pattern)) as SQL);
  }
  const rows = await db
    .select({
      snapshotId: footprintSnapshots.id,
      projectId: projects.id,
      projectCode: projects.code,
      projectName: projects.name,
      productModel: projects.productModel,
      seq: footprintSnapshots.seq,
      createdAt: footprintSnapshots.createdAt,
      total: footprintSnapshots.total,
      declaredUnitCode: footprintSnapshots.declaredUnitCode,
    })
    .from(footprintSnapshots)
    .innerJoin(projects, eq(projects.id, footprintSnapshots.projectId))
    .where(conditions.length === 0 ? undefined : and(...conditions))
    .orderBy(desc(footprintSnapshots.createdAt), desc(footprintSnapshots.id))
    .limit(ANALYSIS_SNAPSHOT_CHOICES_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), total: Number(row.total) }));
}
