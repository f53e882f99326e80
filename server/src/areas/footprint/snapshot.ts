/**
 * A computed result as an immutable snapshot (footprint_snapshots): what it stores and how it reads.
 *
 * The row holds the summary columns (lists and comparisons read only those) and three JSON
 * documents: the settings (the study as saved, the allocation share applied, the project's rated
 * power and area, and the project's, product's and company's names as they were), every line as
 * computed (its quantity and unit, the factor version with its value and names in both languages
 * and the net calorific value its quantity went through, or the gas and its GWP, and its emission), and the outputs. Together they answer
 * FootprintSnapshot without reading anything that may change later, in either language.
 *
 * Reading follows the project's visibility: its company's users, its reviewer and platform
 * administrators; 404 to anyone else, as for a snapshot that does not exist.
 */
import { desc, eq } from 'drizzle-orm';
import type {
  DataQuality,
  DqrRating,
  FootprintSnapshot,
  Gas,
  SnapshotBreakdown,
  SnapshotLine,
  SnapshotListReply,
  SnapshotSummary,
  StudySettings,
  UNCERTAINTY_METHODS,
} from '@pcf/shared/contracts';
import { GASES, dqrRating } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { footprintSnapshots, projects } from '../../schema';
import { ApiError } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import type { Handle } from '../auth/companyScope';
import { projectVisibleTo, type ProjectRecord } from '../projects/service';
import type { FootprintResult } from '../../footprint/engine/types';
import type { SourceLine } from './lines';
import { visibleProject } from './service';

export interface StoredSettings {
  study: StudySettings;
  allocationShare: number;
  /** The project's, per module. */
  ratedPowerWp: number | null;
  areaM2: number | null;
  projectName: string;
  productModel: string;
  companyNameZh: string;
  companyNameEn: string | null;
}

export interface StoredLine extends Omit<SnapshotLine, 'category' | 'factorName'> {
  itemId: number | null;
  /** The directory item's name (the directory keeps one name). */
  category: string | null;
  factorNameZh: string | null;
  factorNameEn: string | null;
}

export interface StoredOutputs {
  /** Absent from results stored before shares had this one basis. */
  totalBeforeCutOff?: number;
  byStage: SnapshotBreakdown[];
  byCategory: { itemId: number | null; name: string | null; emission: number; share: number }[];
  cutOff: FootprintSnapshot['cutOff'];
  dqrRating: DqrRating | null;
  dqrCoverage: number;
  primaryDataShare: number;
  uncertainty: FootprintSnapshot['uncertainty'];
  gwpUsed: { gas: Gas; value: number }[];
}

type UncertaintyMethod = (typeof UNCERTAINTY_METHODS)[number];

export type SnapshotRow = typeof footprintSnapshots.$inferSelect;
type SummaryRow = Pick<
  SnapshotRow,
  | 'id'
  | 'projectId'
  | 'seq'
  | 'createdAt'
  | 'createdByName'
  | 'gwpSet'
  | 'total'
  | 'perDeclaredUnit'
  | 'declaredUnitCode'
  | 'perKwp'
  | 'perM2'
  | 'dqr'
  | 'lineCount'
>;

const numeric = (value: number | null): string | null => (value === null ? null : String(value));
const numberOf = (value: string | null): number | null => (value === null ? null : Number(value));

export interface SnapshotInput {
  project: ProjectRecord;
  companyNameZh: string;
  companyNameEn: string | null;
  settings: StudySettings;
  allocationShare: number;
  declaredUnitCode: string;
  lines: readonly SourceLine[];
  result: FootprintResult;
  gwp: ReadonlyMap<Gas, number>;
}

/** The row to insert, less its sequence number and author (the saving transaction sets them). */
export function snapshotValues(
  input: SnapshotInput,
): Omit<typeof footprintSnapshots.$inferInsert, 'seq' | 'createdBy' | 'createdByName' | 'createdAt'> {
  const { project, settings, result } = input;
  const computed = new Map(result.lines.map((line) => [line.id, line]));
  const lines: StoredLine[] = input.lines.map((line) => {
    const outcome = computed.get(String(line.id));
    if (!outcome) throw new Error(`line ${line.id} was not computed`);
    const isGas = line.sourceKind === 'gas';
    const isSupplier = line.sourceKind === 'supplier';
    const noFactor = isGas || isSupplier;
    return {
      lineId: line.id,
      stage: line.stage,
      itemId: line.itemId,
      category: line.itemName,
      description: line.description,
      quantity: line.quantity as number,
      unitCode: line.unitCode,
      sourceKind: isGas ? 'gas' : isSupplier ? 'supplier' : 'factor',
      ...(isSupplier ? { supplierFootprintId: line.supplierFootprintId, primaryShare: outcome.primaryShare } : {}),
      factorId: noFactor ? null : line.factorId,
      factorCode: noFactor ? null : line.factorCode,
      factorVersionId: noFactor ? null : line.factorVersionId,
      factorVersion: noFactor ? null : line.factorVersion,
      factorNameZh: noFactor ? null : line.factorNameZh,
      factorNameEn: noFactor ? null : line.factorNameEn,
      convertedQuantity: outcome.convertedQuantity,
      perUnit: outcome.perUnit,
      perUnitCode: isGas ? 'kg' : isSupplier ? (line.supplierUnitCode as string) : (line.factorUnitCode as string),
      calorific: noFactor ? null : line.calorific,
      gas: isGas ? line.gas : null,
      // a supplier line's quantity is the company's own; its footprint counts by primaryShare
      dataType: isSupplier ? 'primary' : line.dataType,
      // the quality the engine used: the line's own, else the factor version's
      quality: (line.quality ?? (noFactor ? null : line.factorQuality)) as DataQuality | null,
      shared: line.shared,
      emission: outcome.emission,
      share: outcome.share,
      excluded: outcome.excluded,
      dqr: outcome.dqr,
      gsd: outcome.gsd,
    };
  });
  const itemNames = new Map(input.lines.map((line) => [line.itemId === null ? null : String(line.itemId), line.itemName]));
  const uncertainty = result.uncertainty;
  const outputs: StoredOutputs = {
    totalBeforeCutOff: result.totalBeforeCutOff,
    byStage: result.byStage.map((b) => ({ key: b.key, emission: b.emission, share: b.share })),
    byCategory: result.byCategory.map((b) => ({
      itemId: b.key === null ? null : Number(b.key),
      name: itemNames.get(b.key) ?? null,
      emission: b.emission,
      share: b.share,
    })),
    cutOff: result.cutOff
      ? { lineIds: result.cutOff.lineIds.map(Number), emission: result.cutOff.emission, share: result.cutOff.share }
      : null,
    dqrRating: result.dqr === null ? null : dqrRating(result.dqr),
    dqrCoverage: result.dqrCoverage,
    primaryDataShare: result.primaryDataShare,
    uncertainty: uncertainty && {
      ...uncertainty,
      method: uncertainty.method as UncertaintyMethod,
      contributions: uncertainty.contributions.map((c) => ({ lineId: Number(c.lineId), share: c.share })),
    },
    // the whole set the study used, so a reader can check any gas, not only those entered as gases
    gwpUsed: GASES.filter((gas) => input.gwp.has(gas)).map((gas) => ({ gas, value: input.gwp.get(gas) as number })),
  };
  const stored: StoredSettings = {
    study: settings,
    allocationShare: input.allocationShare,
    ratedPowerWp: Number(project.ratedPowerWp),
    areaM2: Number(project.areaM2),
    projectName: project.name,
    productModel: project.productModel,
    companyNameZh: input.companyNameZh,
    companyNameEn: input.companyNameEn,
  };
  return {
    projectId: project.id,
    companyId: project.companyId,
    gwpSet: settings.gwpSet,
    total: String(result.total),
    perDeclaredUnit: String(result.perDeclaredUnit),
    declaredUnitCode: input.declaredUnitCode,
    perKwp: numeric(result.perKwp),
    perM2: numeric(result.perM2),
    dqr: numeric(result.dqr),
    lineCount: lines.length,
    settings: stored,
    lines,
    outputs,
  };
}

export function summaryOf(row: SummaryRow): SnapshotSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    seq: row.seq,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    gwpSet: row.gwpSet,
    total: Number(row.total),
    perDeclaredUnit: Number(row.perDeclaredUnit),
    declaredUnitCode: row.declaredUnitCode,
    perKwp: numberOf(row.perKwp),
    perM2: numberOf(row.perM2),
    dqr: numberOf(row.dqr),
    lineCount: row.lineCount,
  };
}

/** A stored line as the reader sees it: names in the reader's language. */
export function lineOf(line: StoredLine, language: Language): SnapshotLine {
  const { itemId: _itemId, factorNameZh, factorNameEn, ...rest } = line;
  return { ...rest, factorName: language === 'zh' ? factorNameZh : (factorNameEn ?? factorNameZh) };
}

export function snapshotOf(row: SnapshotRow, language: Language): FootprintSnapshot {
  const settings = row.settings as StoredSettings;
  const outputs = row.outputs as StoredOutputs;
  const lines = row.lines as StoredLine[];
  return {
    ...summaryOf(row),
    projectName: settings.projectName,
    productModel: settings.productModel,
    companyName: language === 'zh' ? settings.companyNameZh : (settings.companyNameEn ?? settings.companyNameZh),
    // studies stored before the module count described one module
    settings: { ...settings.study, moduleCount: settings.study.moduleCount ?? 1 },
    ratedPowerWp: settings.ratedPowerWp,
    areaM2: settings.areaM2,
    allocationShare: settings.allocationShare,
    byStage: outputs.byStage,
    byCategory: outputs.byCategory.map((b) => ({ key: b.name, emission: b.emission, share: b.share })),
    lines: lines.map((line) => lineOf(line, language)),
    ...(outputs.totalBeforeCutOff === undefined ? {} : { totalBeforeCutOff: outputs.totalBeforeCutOff }),
    cutOff: outputs.cutOff,
    dqrRating: outputs.dqrRating,
    dqrCoverage: outputs.dqrCoverage,
    primaryDataShare: outputs.primaryDataShare,
    uncertainty: outputs.uncertainty,
    gwpUsed: outputs.gwpUsed,
  };
}

const missingSnapshot = (): ApiError => new ApiError('footprintSnapshotNotFound', 404, 404);

/** The snapshot when the caller may see its project; 404 otherwise. */
export async function visibleSnapshot(db: Handle, session: SessionContext, id: number): Promise<SnapshotRow> {
  const [found] = await db
    .select({ snapshot: footprintSnapshots, companyId: projects.companyId, reviewerId: projects.reviewerId })
    .from(footprintSnapshots)
    .innerJoin(projects, eq(projects.id, footprintSnapshots.projectId))
    .where(eq(footprintSnapshots.id, id));
  if (!found || !projectVisibleTo(session, found)) throw missingSnapshot();
  return found.snapshot;
}

const SUMMARY_COLUMNS = {
  id: footprintSnapshots.id,
  projectId: footprintSnapshots.projectId,
  seq: footprintSnapshots.seq,
  createdAt: footprintSnapshots.createdAt,
  createdByName: footprintSnapshots.createdByName,
  gwpSet: footprintSnapshots.gwpSet,
  total: footprintSnapshots.total,
  perDeclaredUnit: footprintSnapshots.perDeclaredUnit,
  declaredUnitCode: footprintSnapshots.declaredUnitCode,
  perKwp: footprintSnapshots.perKwp,
  perM2: footprintSnapshots.perM2,
  dqr: footprintSnapshots.dqr,
  lineCount: footprintSnapshots.lineCount,
};

export async function snapshotList(db: Db, session: SessionContext, projectId: number): Promise<SnapshotListReply> {
  const project = await visibleProject(db, session, projectId);
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(footprintSnapshots)
    .where(eq(footprintSnapshots.projectId, project.id))
    .orderBy(desc(footprintSnapshots.seq));
  return { projectId: project.id, projectName: project.name, projectStatus: project.status, snapshots: rows.map(summaryOf) };
}

export async function snapshotDetail(db: Db, session: SessionContext, id: number, language: Language): Promise<FootprintSnapshot> {
  return snapshotOf(await visibleSnapshot(db, session, id), language);
}
