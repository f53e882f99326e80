/**
 * A project's inventory (contracts/inventory.ts): its lines, read, saved one at a time or as a draft
 * of many, deleted, added from a collection template, and the submit check listing what is still
 * incomplete per line.
 *
 * Scope comes from the project (projects/lifecycle.ts actorKinds): its company's users and platform
 * administrators read and change the lines, its reviewer reads them, anyone else gets the project's
 * 404. Changes are allowed while the project is assigned, collecting or returned; each runs in one
 * transaction that locks the project row first (so a submit and a save never interleave), checks
 * every line before writing any (a refusal changes nothing), writes the operation log, and starts
 * collecting through the lifecycle (`start`) when a company user changes an assigned or returned
 * project.
 *
 * A line is a draft until complete: quantity and source may be missing, but whatever is given is
 * checked: a finite quantity in (0, 1e12], a unit of the unit table, a factor with one of its own
 * versions and a unit that converts to that version's unit, directly or through its net calorific
 * value (refused naming both units), a gas with a unit of mass, DQR all four or none in 1..5, a
 * known region, evidence of the project's company.
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import type {
  ApplyInventoryTemplateReply,
  DataQuality,
  InventoryCheckReply,
  InventoryLine,
  InventoryLineInput,
  InventoryLinesReply,
  ProjectStatus,
  SaveInventoryDraftReply,
  SaveInventoryLineReply,
  UnitDimension,
} from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import {
  directoryNodes,
  emissionFactorVersions,
  emissionFactors,
  evidenceDocuments,
  inventoryLineEvidence,
  inventoryLines,
  inventoryTemplateLines,
  inventoryTemplates,
  sysDictItems,
  sysDictTypes,
  units,
} from '../../schema';
import { INVENTORY_PERMISSIONS, factorUnitPath } from '@pcf/shared/contracts';
import { PROJECT_DICTIONARIES } from '../projects/seed';
import { ApiError, forbidden, refused } from '../../http/errors';
import { hasPermission } from '../auth/guard';
import { translate, type Language, type MessageKey, type MessageParams } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';
import { recordOperation } from '../audit/service';
import { PROBLEM_KEYS, incompleteLines, ncvPerUnits } from './completeness';
import { linesWithSources } from './lineSources';
import type { Handle, Tx } from '../auth/companyScope';
import { dimensionLabel } from '../units/dimensions';
import { actorKinds } from '../projects/lifecycle';
import { actorOf, lockedVisibleProject, moveIfAllowed, projectVisibleTo, type ProjectRecord } from '../projects/service';
import { projects } from '../../schema';

import {
  INVENTORY_EDITABLE_STATUSES,
  INVENTORY_QUANTITY_MAX,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_SITE_MAX,
  INVENTORY_NOTE_MAX,
  INVENTORY_GSD_MIN,
  INVENTORY_GSD_MAX,
  INVENTORY_LINES_MAX,
  INVENTORY_EVIDENCE_MAX,
} from '@pcf/shared/contracts';

export const INVENTORY_LINE_LOG_OBJECT = 'inventory_line';
export const REGION_DICT = 'pcf_region';

const missingProject = (): ApiError => new ApiError('projectMissing', 404, 404);
const readOnlyForYou = (): ApiError => new ApiError('inventoryReadOnlyForYou', 403, 403);

// ---- the project and who may do what ----

export function statusLabel(status: ProjectStatus, language: Language): string {
  const item = PROJECT_DICTIONARIES.find((d) => d.code === 'pcf_project_status')?.items.find((i) => i.value === status);
  return item ? (language === 'zh' ? item.labelZh : item.labelEn) : status;
}

/** The project locked for a change of its lines: the caller must be of its company or a platform administrator, and it must be editable. */
export async function editableProject(tx: Tx, session: SessionContext, projectId: number, language: Language): Promise<ProjectRecord> {
  const project = await lockedVisibleProject(tx, session, projectId);
  const kinds = actorKinds(actorOf(session), project);
  if (!kinds.includes('enterprise') && !kinds.includes('admin')) throw readOnlyForYou();
  if (!INVENTORY_EDITABLE_STATUSES.includes(project.status))
    throw refused('inventoryNotEditable', { status: statusLabel(project.status, language) });
  return project;
}

/** After a change: a company user's change of an assigned (or returned) project starts collecting. */
async function startCollecting(tx: Tx, session: SessionContext, project: ProjectRecord, now: Date): Promise<ProjectStatus> {
  if (project.status === 'collecting') return project.status;
  return (await moveIfAllowed(tx, session, project, 'start', now)) ?? project.status;
}

async function readableProject(db: Handle, session: SessionContext, projectId: number): Promise<ProjectRecord> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !projectVisibleTo(session, project)) throw missingProject();
  return project;
}

function mayEdit(session: SessionContext, project: ProjectRecord): boolean {
  const kinds = actorKinds(actorOf(session), project);
  return (kinds.includes('enterprise') || kinds.includes('admin')) && INVENTORY_EDITABLE_STATUSES.includes(project.status);
}

// ---- checking a line ----

interface UnitRef {
  id: number;
  code: string;
  dimension: UnitDimension;
}

interface VersionRef {
  id: number;
  factorId: number;
  factorCode: string;
  unit: UnitRef;
  /** The dimension its net calorific value is per (volume, mass), or null without one. */
  ncvPerDimension: UnitDimension | null;
}

export interface References {
  units: Map<number, UnitRef>;
  items: Set<number>;
  factors: Map<number, string>;
  versions: Map<number, VersionRef>;
  regions: Set<string>;
  documents: Set<number>;
  /** The supplier sources stored on the lines sent back with sourceKind 'supplier' (kept as they are). */
  suppliers: Map<number, SupplierSource>;
}

interface SupplierSource {
  footprintId: string;
  value: string;
  unit: UnitRef;
  primaryShare: string | null;
}

export async function loadReferences(tx: Handle, companyId: number, lines: readonly InventoryLineInput[]): Promise<References> {
  const ids = (pick: (line: InventoryLineInput) => number | null | undefined): number[] => [
    ...new Set(
      lines.flatMap((line) => {
        const v = pick(line);
        return typeof v === 'number' ? [v] : [];
      }),
    ),
  ];
  const itemIds = ids((l) => l.itemId);
  const factorIds = ids((l) => l.factorId);
  const versionIds = ids((l) => l.factorVersionId);
  const documentIds = [...new Set(lines.flatMap((l) => l.evidenceIds ?? []))];
  const unitRows = await tx.select({ id: units.id, code: units.code, dimension: units.dimension }).from(units);
  const unitMap = new Map(unitRows.map((u) => [u.id, u]));
  const items =
    itemIds.length === 0 ? [] : await tx.select({ id: directoryNodes.id }).from(directoryNodes).where(inArray(directoryNodes.id, itemIds));
  // the factors named are locked against deletion (FOR KEY SHARE) until the line is written
  const factors =
    factorIds.length === 0
      ? []
      : await tx
          .select({ id: emissionFactors.id, code: emissionFactors.code })
          .from(emissionFactors)
          .where(inArray(emissionFactors.id, factorIds))
          .orderBy(asc(emissionFactors.id))
          .for('key share');
  const versions =
    versionIds.length === 0
      ? []
      : await tx
          .select({
            id: emissionFactorVersions.id,
            factorId: emissionFactorVersions.factorId,
            unitId: emissionFactorVersions.unitId,
            ncvPerUnitId: emissionFactorVersions.ncvPerUnitId,
            code: emissionFactors.code,
          })
          .from(emissionFactorVersions)
          .innerJoin(emissionFactors, eq(emissionFactors.id, emissionFactorVersions.factorId))
          .where(inArray(emissionFactorVersions.id, versionIds));
  const regions = await tx
    .select({ value: sysDictItems.value })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(and(eq(sysDictTypes.code, REGION_DICT), eq(sysDictItems.status, '0')));
  const documents =
    documentIds.length === 0
      ? []
      : await tx
          .select({ id: evidenceDocuments.id })
          .from(evidenceDocuments)
          .where(and(inArray(evidenceDocuments.id, documentIds), eq(evidenceDocuments.companyId, companyId)));
  const keptIds = lines.flatMap((l) => (l.sourceKind === 'supplier' && l.id !== undefined ? [l.id] : []));
  const kept =
    keptIds.length === 0
      ? []
      : await tx
          .select({
            id: inventoryLines.id,
            footprintId: inventoryLines.supplierFootprintId,
            value: inventoryLines.supplierValue,
            unitId: inventoryLines.supplierUnitId,
            primaryShare: inventoryLines.supplierPrimaryShare,
          })
          .from(inventoryLines)
          .where(
            and(inArray(inventoryLines.id, keptIds), eq(inventoryLines.companyId, companyId), eq(inventoryLines.sourceKind, 'supplier')),
          );
  return {
    suppliers: new Map(
      kept.flatMap((k) => {
        const unit = k.unitId === null ? undefined : unitMap.get(k.unitId);
        return k.footprintId !== null && k.value !== null && unit
          ? [[k.id, { footprintId: k.footprintId, value: k.value, unit, primaryShare: k.primaryShare }] as const]
          : [];
      }),
    ),
    units: unitMap,
    items: new Set(items.map((i) => i.id)),
    factors: new Map(factors.map((f) => [f.id, f.code])),
    versions: new Map(
      versions.flatMap((v) => {
        const unit = unitMap.get(v.unitId);
        const ncvPerDimension = v.ncvPerUnitId === null ? null : (unitMap.get(v.ncvPerUnitId)?.dimension ?? null);
        return unit ? [[v.id, { id: v.id, factorId: v.factorId, factorCode: v.code, unit, ncvPerDimension }] as const] : [];
      }),
    ),
    regions: new Set(regions.map((r) => r.value)),
    documents: new Set(documents.map((d) => d.id)),
  };
}

/** The row values of a checked line. */
type CleanLine = Omit<
  typeof inventoryLines.$inferInsert,
  'projectId' | 'companyId' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'sortOrder'
> & {
  sortOrder: number | null;
  evidenceIds: number[] | null;
};

function lineLabel(input: InventoryLineInput, position: number | null, language: Language): string {
  const description = Array.from(input.description.trim()).slice(0, 40).join('') || '—';
  return position === null
    ? translate('inventoryLineOne', language, { description })
    : translate('inventoryLineAt', language, { position, description });
}

/** A quantity: null, or the exact decimal of a finite number in (0, max]; anything else refused naming the line and the value. */
function cleanQuantity(
  value: number | string | null | undefined,
  fail: (key: MessageKey, params?: MessageParams) => ApiError,
): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  let decimal: Decimal | null;
  try {
    decimal = new Decimal(typeof value === 'string' ? value.trim() : value);
  } catch {
    decimal = null;
  }
  if (decimal === null || !decimal.isFinite() || decimal.lte(0) || decimal.gt(INVENTORY_QUANTITY_MAX)) {
    throw fail('inventoryQuantityInvalid', { max: '1e12', value: String(value).slice(0, 40) });
  }
  return decimal.toFixed();
}

function cleanText(
  value: string | null | undefined,
  max: number,
  field: MessageKey,
  fail: (key: MessageKey, params?: MessageParams) => ApiError,
  language: Language,
): string | null {
  const text = (value ?? '').trim();
  if (Array.from(text).length > max) throw fail('inventoryTextTooLong', { field: translate(field, language), max });
  return text === '' ? null : text;
}

function cleanQuality(
  quality: DataQuality | null | undefined,
  fail: (key: MessageKey) => ApiError,
): Pick<CleanLine, 'dqrTer' | 'dqrGer' | 'dqrTir' | 'dqrP'> {
  if (!quality) return { dqrTer: null, dqrGer: null, dqrTir: null, dqrP: null };
  const scores = [quality.ter, quality.ger, quality.tir, quality.p];
  if (!scores.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 1 && s <= 5)) throw fail('inventoryQualityInvalid');
  return { dqrTer: String(quality.ter), dqrGer: String(quality.ger), dqrTir: String(quality.tir), dqrP: String(quality.p) };
}

export function checkLine(input: InventoryLineInput, refs: References, position: number | null, language: Language): CleanLine {
  const line = lineLabel(input, position, language);
  const fail = (key: MessageKey, params: MessageParams = {}): ApiError => refused(key, { line, ...params });
  const description = input.description.trim();
  if (description === '' || Array.from(description).length > INVENTORY_DESCRIPTION_MAX)
    throw fail('inventoryDescriptionInvalid', { max: INVENTORY_DESCRIPTION_MAX });
  const quantity = cleanQuantity(input.quantity, fail);
  const unit = refs.units.get(input.unitId);
  if (!unit) throw fail('inventoryUnitUnknown');
  const itemId = input.itemId ?? null;
  if (itemId !== null && !refs.items.has(itemId)) throw fail('inventoryItemUnknown');

  const kind = input.sourceKind ?? null;
  const factorId = input.factorId ?? null;
  const versionId = input.factorVersionId ?? null;
  const gas = input.gas ?? null;
  const noSupplier = { supplierFootprintId: null, supplierValue: null, supplierUnitId: null, supplierPrimaryShare: null };
  let source: Pick<
    CleanLine,
    | 'sourceKind'
    | 'factorId'
    | 'factorVersionId'
    | 'gas'
    | 'supplierFootprintId'
    | 'supplierValue'
    | 'supplierUnitId'
    | 'supplierPrimaryShare'
  > = {
    sourceKind: null,
    factorId: null,
    factorVersionId: null,
    gas: null,
    ...noSupplier,
  };
  if (kind === 'factor') {
    if (gas !== null) throw fail('inventorySourceMixed');
    if (factorId === null || versionId === null) throw fail('inventoryFactorRequired');
    const code = refs.factors.get(factorId);
    if (code === undefined) throw fail('inventoryFactorUnknown');
    const version = refs.versions.get(versionId);
    if (!version || version.factorId !== factorId) throw fail('inventoryFactorVersionUnknown', { factor: code });
    if (!factorUnitPath(unit.dimension, version.unit.dimension, version.ncvPerDimension)) {
      throw fail('inventoryUnitMismatch', {
        from: unit.code,
        fromDimension: dimensionLabel(unit.dimension, language),
        to: version.unit.code,
        toDimension: dimensionLabel(version.unit.dimension, language),
        factor: code,
      });
    }
    source = { sourceKind: 'factor', factorId, factorVersionId: versionId, gas: null, ...noSupplier };
  } else if (kind === 'gas') {
    if (factorId !== null || versionId !== null) throw fail('inventorySourceMixed');
    if (gas === null) throw fail('inventoryGasRequired');
    if (unit.dimension !== 'mass')
      throw fail('inventoryGasUnitNotMass', { unit: unit.code, dimension: dimensionLabel(unit.dimension, language) });
    source = { sourceKind: 'gas', factorId: null, factorVersionId: null, gas, ...noSupplier };
  } else if (kind === 'supplier') {
    // the figure came with an approved application; the line keeps it while its unit still converts
    if (factorId !== null || versionId !== null || gas !== null) throw fail('inventorySourceMixed');
    const kept = input.id === undefined ? undefined : refs.suppliers.get(input.id);
    if (!kept) throw fail('inventorySupplierByApplication');
    if (!factorUnitPath(unit.dimension, kept.unit.dimension, null)) {
      throw fail('inventorySupplierUnitMismatch', {
        from: unit.code,
        fromDimension: dimensionLabel(unit.dimension, language),
        to: kept.unit.code,
        toDimension: dimensionLabel(kept.unit.dimension, language),
      });
    }
    source = {
      sourceKind: 'supplier',
      factorId: null,
      factorVersionId: null,
      gas: null,
      supplierFootprintId: kept.footprintId,
      supplierValue: kept.value,
      supplierUnitId: kept.unit.id,
      supplierPrimaryShare: kept.primaryShare,
    };
  } else if (factorId !== null || versionId !== null || gas !== null) {
    // a factor or gas without saying which kind of source the line has
    throw fail('inventorySourceMixed');
  }

  const region = input.region?.trim() || null;
  if (region !== null && !refs.regions.has(region)) throw fail('inventoryRegionUnknown', { region: region.slice(0, 40) });
  const gsd = input.gsd ?? null;
  if (gsd !== null && !(Number.isFinite(gsd) && gsd >= INVENTORY_GSD_MIN && gsd <= INVENTORY_GSD_MAX))
    throw fail('inventoryGsdInvalid', { min: INVENTORY_GSD_MIN, max: INVENTORY_GSD_MAX });
  let evidenceIds: number[] | null = null;
  if (input.evidenceIds !== undefined) {
    evidenceIds = [...new Set(input.evidenceIds)];
    if (evidenceIds.length > INVENTORY_EVIDENCE_MAX) throw fail('inventoryEvidenceTooMany', { max: INVENTORY_EVIDENCE_MAX });
    const unknown = evidenceIds.find((id) => !refs.documents.has(id));
    if (unknown !== undefined) throw fail('inventoryEvidenceUnknown', { id: unknown });
  }
  return {
    stage: input.stage,
    itemId,
    description,
    quantity,
    unitId: unit.id,
    ...source,
    dataType: input.dataType,
    site: cleanText(input.site, INVENTORY_SITE_MAX, 'inventoryFieldSite', fail, language),
    region,
    ...cleanQuality(input.quality, fail),
    uncertainty: input.uncertainty ?? null,
    gsd: gsd === null ? null : String(gsd),
    shared: input.shared ?? false,
    note: cleanText(input.note, INVENTORY_NOTE_MAX, 'inventoryFieldNote', fail, language),
    sortOrder: input.sortOrder ?? null,
    evidenceIds,
  };
}

// ---- writing lines ----

async function nextSortOrder(tx: Tx, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ top: max(inventoryLines.sortOrder) })
    .from(inventoryLines)
    .where(eq(inventoryLines.projectId, projectId));
  return (row?.top ?? 0) + 1;
}

async function lineRows(tx: Handle, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(inventoryLines)
    .where(inArray(inventoryLines.id, [...ids]))
    .orderBy(asc(inventoryLines.id));
  const links = await tx
    .select({ lineId: inventoryLineEvidence.lineId, documentId: inventoryLineEvidence.documentId })
    .from(inventoryLineEvidence)
    .where(inArray(inventoryLineEvidence.lineId, [...ids]));
  return rows.map((row) => ({
    ...row,
    evidenceIds: links
      .filter((l) => l.lineId === row.id)
      .map((l) => l.documentId)
      .sort((a, b) => a - b),
  }));
}

/** The project's lines among `ids`; any other id is refused naming it. */
async function ownLines(tx: Tx, projectId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = new Set(
    (
      await tx
        .select({ id: inventoryLines.id })
        .from(inventoryLines)
        .where(and(eq(inventoryLines.projectId, projectId), inArray(inventoryLines.id, [...new Set(ids)])))
    ).map((r) => r.id),
  );
  const stranger = ids.find((id) => !found.has(id));
  if (stranger !== undefined) throw refused('inventoryLineNotFound', { id: stranger });
  return found;
}

async function writeLine(
  tx: Tx,
  session: SessionContext,
  project: ProjectRecord,
  id: number | undefined,
  clean: CleanLine,
  sortOrder: number,
  now: Date,
): Promise<number> {
  const { evidenceIds, sortOrder: _ignored, ...values } = clean;
  let lineId: number;
  if (id === undefined) {
    const [created] = await tx
      .insert(inventoryLines)
      .values({
        ...values,
        sortOrder,
        projectId: project.id,
        companyId: project.companyId,
        createdBy: session.userId,
        createdAt: now,
        updatedBy: session.userId,
        updatedAt: now,
      })
      .returning({ id: inventoryLines.id });
    lineId = created.id;
  } else {
    await tx
      .update(inventoryLines)
      .set({ ...values, sortOrder, updatedBy: session.userId, updatedAt: now })
      .where(eq(inventoryLines.id, id));
    lineId = id;
  }
  if (evidenceIds !== null) {
    await tx.delete(inventoryLineEvidence).where(eq(inventoryLineEvidence.lineId, lineId));
    if (evidenceIds.length > 0) {
      await tx
        .insert(inventoryLineEvidence)
        .values(
          evidenceIds.map((documentId) => ({ lineId, documentId, companyId: project.companyId, linkedBy: session.userId, linkedAt: now })),
        );
    }
  }
  return lineId;
}

async function checkLineCount(tx: Tx, projectId: number): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inventoryLines)
    .where(eq(inventoryLines.projectId, projectId));
  if (Number(row.n) > INVENTORY_LINES_MAX) throw refused('inventoryTooManyLines', { max: INVENTORY_LINES_MAX });
}

export async function saveLine(
  db: Db,
  session: SessionContext,
  projectId: number,
  input: InventoryLineInput,
  language: Language,
  now: Date,
): Promise<SaveInventoryLineReply> {
  return db.transaction(async (tx) => {
    const project = await editableProject(tx, session, projectId, language);
    if (input.id !== undefined) await ownLines(tx, project.id, [input.id]);
    const clean = checkLine(input, await loadReferences(tx, project.companyId, [input]), null, language);
    const before = input.id === undefined ? undefined : await lineRows(tx, [input.id]);
    const sortOrder =
      clean.sortOrder ??
      (input.id === undefined ? await nextSortOrder(tx, project.id) : Number((before?.[0] as { sortOrder: number }).sortOrder));
    const id = await writeLine(tx, session, project, input.id, clean, sortOrder, now);
    await checkLineCount(tx, project.id);
    const projectStatus = await startCollecting(tx, session, project, now);
    await recordOperation(tx, session, {
      object: INVENTORY_LINE_LOG_OBJECT,
      action: input.id === undefined ? 'create' : 'update',
      targetIds: [id],
      before,
      after: { projectId: project.id, lines: await lineRows(tx, [id]) },
    });
    return { id, projectStatus };
  });
}

/** Many lines (new and changed) and deletions in one transaction: every line is checked before anything is written. */
export async function saveDraft(
  db: Db,
  session: SessionContext,
  input: { projectId: number; lines: InventoryLineInput[]; deleteIds?: number[] },
  language: Language,
  now: Date,
): Promise<SaveInventoryDraftReply> {
  // the draft carries the editor's deletions: they need the right to delete lines, as a delete on its own does
  if ((input.deleteIds?.length ?? 0) > 0 && !hasPermission(session, INVENTORY_PERMISSIONS.remove)) throw forbidden();
  return db.transaction(async (tx) =>
    writeDraft(tx, session, await editableProject(tx, session, input.projectId, language), input, language, now),
  );
}

/** saveDraft's work inside a transaction that holds the editable project (the Excel import checks its rows first, then writes them here). */
export async function writeDraft(
  tx: Tx,
  session: SessionContext,
  project: ProjectRecord,
  input: { lines: InventoryLineInput[]; deleteIds?: number[] },
  language: Language,
  now: Date,
): Promise<SaveInventoryDraftReply> {
  const deleteIds = [...new Set(input.deleteIds ?? [])];
  const updateIds = input.lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
  const seen = new Set<number>();
  for (const id of [...updateIds, ...deleteIds]) {
    if (seen.has(id)) throw refused('inventoryLineRepeated', { id });
    seen.add(id);
  }
  await ownLines(tx, project.id, [...updateIds, ...deleteIds]);
  const refs = await loadReferences(tx, project.companyId, input.lines);
  const cleaned = input.lines.map((line, index) => checkLine(line, refs, index + 1, language));
  const before = await lineRows(tx, [...updateIds, ...deleteIds]);
  if (deleteIds.length > 0) await tx.delete(inventoryLines).where(inArray(inventoryLines.id, deleteIds));
  let next = await nextSortOrder(tx, project.id);
  const ids: number[] = [];
  for (const [index, clean] of cleaned.entries()) {
    const id = input.lines[index].id;
    const existing = before.find((row) => row.id === id) as { sortOrder: number } | undefined;
    const sortOrder = clean.sortOrder ?? existing?.sortOrder ?? next++;
    ids.push(await writeLine(tx, session, project, id, clean, sortOrder, now));
  }
  await checkLineCount(tx, project.id);
  const projectStatus = ids.length > 0 || deleteIds.length > 0 ? await startCollecting(tx, session, project, now) : project.status;
  await recordOperation(tx, session, {
    object: INVENTORY_LINE_LOG_OBJECT,
    action: 'update',
    targetIds: [...ids, ...deleteIds],
    before,
    after: { projectId: project.id, lines: await lineRows(tx, ids), deleted: deleteIds },
  });
  return { ids, projectStatus };
}

export async function deleteLines(
  db: Db,
  session: SessionContext,
  projectId: number,
  ids: readonly number[],
  language: Language,
  now: Date,
): Promise<ProjectStatus> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refused('inventoryNothingSelected');
  return db.transaction(async (tx) => {
    const project = await editableProject(tx, session, projectId, language);
    await ownLines(tx, project.id, unique);
    const before = await lineRows(tx, unique);
    await tx.delete(inventoryLines).where(inArray(inventoryLines.id, unique));
    const projectStatus = await startCollecting(tx, session, project, now);
    await recordOperation(tx, session, {
      object: INVENTORY_LINE_LOG_OBJECT,
      action: 'delete',
      targetIds: unique,
      before: { projectId: project.id, lines: before },
    });
    return projectStatus;
  });
}

/**
 * Adds the template's lines the project does not have yet: a line counts as there when it came from
 * the same template line, or has the same stage and the item's name (either language, any case).
 * The new lines are drafts (no quantity) with the template line's directory item (a result's 按类别
 * groups by it) and suggested unit, and the suggested gas, or the suggested factor's current version
 * when its unit converts (directly or through its net calorific value); secondary data until the
 * user says otherwise.
 */
export async function applyTemplate(
  db: Db,
  session: SessionContext,
  projectId: number,
  templateId: number,
  language: Language,
  now: Date,
): Promise<ApplyInventoryTemplateReply> {
  return db.transaction(async (tx) => {
    const project = await editableProject(tx, session, projectId, language);
    const [template] = await tx.select({ id: inventoryTemplates.id }).from(inventoryTemplates).where(eq(inventoryTemplates.id, templateId));
    if (!template) throw new ApiError('inventoryTemplateNotFound', 404, 404);
    const templateLines = await tx
      .select({ line: inventoryTemplateLines, unitDimension: units.dimension })
      .from(inventoryTemplateLines)
      .innerJoin(units, eq(units.id, inventoryTemplateLines.unitId))
      .where(eq(inventoryTemplateLines.templateId, templateId))
      .orderBy(asc(inventoryTemplateLines.sortOrder), asc(inventoryTemplateLines.id));
    const existing = await tx
      .select({ stage: inventoryLines.stage, description: inventoryLines.description, templateLineId: inventoryLines.templateLineId })
      .from(inventoryLines)
      .where(eq(inventoryLines.projectId, project.id));
    const fromTemplate = new Set(existing.flatMap((e) => (e.templateLineId === null ? [] : [e.templateLineId])));
    const named = new Set(existing.map((e) => `${e.stage}\u0000${e.description.trim().toLowerCase()}`));
    const isThere = (l: typeof inventoryTemplateLines.$inferSelect) =>
      fromTemplate.has(l.id) ||
      named.has(`${l.stage}\u0000${l.itemNameZh.trim().toLowerCase()}`) ||
      named.has(`${l.stage}\u0000${l.itemNameEn.trim().toLowerCase()}`);
    const toAdd = templateLines.filter((t) => !isThere(t.line));
    const codes = [...new Set(toAdd.flatMap((t) => (t.line.factorCode ? [t.line.factorCode] : [])))];
    const factors =
      codes.length === 0
        ? []
        : await tx
            .select({
              id: emissionFactors.id,
              code: emissionFactors.code,
              versionId: emissionFactorVersions.id,
              dimension: units.dimension,
              ncvPerDimension: ncvPerUnits.dimension,
            })
            .from(emissionFactors)
            .innerJoin(emissionFactorVersions, eq(emissionFactorVersions.id, emissionFactors.currentVersionId))
            .innerJoin(units, eq(units.id, emissionFactorVersions.unitId))
            .leftJoin(ncvPerUnits, eq(ncvPerUnits.id, emissionFactorVersions.ncvPerUnitId))
            .where(inArray(emissionFactors.code, codes));
    const byCode = new Map(factors.map((f) => [f.code, f]));
    let next = await nextSortOrder(tx, project.id);
    const values = toAdd.map(({ line, unitDimension }) => {
      const factor = line.factorCode ? byCode.get(line.factorCode) : undefined;
      const source =
        line.gas && unitDimension === 'mass'
          ? { sourceKind: 'gas' as const, gas: line.gas, factorId: null, factorVersionId: null }
          : factor && factorUnitPath(unitDimension, factor.dimension, factor.ncvPerDimension)
            ? { sourceKind: 'factor' as const, gas: null, factorId: factor.id, factorVersionId: factor.versionId }
            : { sourceKind: null, gas: null, factorId: null, factorVersionId: null };
      return {
        projectId: project.id,
        companyId: project.companyId,
        stage: line.stage,
        itemId: line.itemId,
        description: language === 'zh' ? line.itemNameZh : line.itemNameEn,
        quantity: null,
        unitId: line.unitId,
        ...source,
        dataType: 'secondary' as const,
        note: line.note,
        sortOrder: next++,
        templateLineId: line.id,
        createdBy: session.userId,
        createdAt: now,
        updatedBy: session.userId,
        updatedAt: now,
      };
    });
    const added = values.length === 0 ? [] : await tx.insert(inventoryLines).values(values).returning({ id: inventoryLines.id });
    await checkLineCount(tx, project.id);
    const projectStatus = added.length > 0 ? await startCollecting(tx, session, project, now) : project.status;
    if (added.length > 0) {
      await recordOperation(tx, session, {
        object: INVENTORY_LINE_LOG_OBJECT,
        action: 'create',
        targetIds: added.map((a) => a.id),
        after: {
          projectId: project.id,
          templateId,
          lines: await lineRows(
            tx,
            added.map((a) => a.id),
          ),
        },
      });
    }
    return { added: added.length, skipped: templateLines.length - added.length, projectStatus };
  });
}

// ---- reading ----

/** The evidence documents linked to a project's lines (the caller has checked it may read the project). */
export async function projectLineEvidence(
  db: Handle,
  projectId: number,
): Promise<{ lineId: number; id: number; title: string; fileName: string }[]> {
  return db
    .select({
      lineId: inventoryLineEvidence.lineId,
      id: evidenceDocuments.id,
      title: evidenceDocuments.title,
      fileName: evidenceDocuments.fileName,
    })
    .from(inventoryLineEvidence)
    .innerJoin(inventoryLines, eq(inventoryLines.id, inventoryLineEvidence.lineId))
    .innerJoin(evidenceDocuments, eq(evidenceDocuments.id, inventoryLineEvidence.documentId))
    .where(eq(inventoryLines.projectId, projectId))
    .orderBy(asc(evidenceDocuments.id));
}

export async function projectLines(db: Db, session: SessionContext, projectId: number, language: Language): Promise<InventoryLinesReply> {
  const project = await readableProject(db, session, projectId);
  const rows = await linesWithSources(db, project.id);
  const evidence = await projectLineEvidence(db, project.id);
  const lines: InventoryLine[] = rows.map(({ source, line, version }) => ({
    ...source,
    unitId: line.unitId,
    factorName: version ? (language === 'zh' ? version.nameZh : version.nameEn) : null,
    factorSource: version?.source ?? null,
    factorYear: version?.year ?? null,
    site: line.site,
    region: line.region,
    uncertainty: line.uncertainty,
    note: line.note,
    sortOrder: line.sortOrder,
    templateLineId: line.templateLineId,
    evidence: evidence.filter((e) => e.lineId === line.id).map(({ id, title, fileName }) => ({ id, title, fileName })),
    updatedAt: line.updatedAt.toISOString(),
  }));
  return { projectId: project.id, projectStatus: project.status, editable: mayEdit(session, project), lines };
}

export async function inventoryCheck(db: Db, session: SessionContext, projectId: number, language: Language): Promise<InventoryCheckReply> {
  const project = await readableProject(db, session, projectId);
  const { empty, lines } = await incompleteLines(db, project.id);
  return {
    complete: !empty && lines.length === 0,
    empty,
    lines: lines.map((line) => ({ ...line, messages: line.problems.map((p) => translate(PROBLEM_KEYS[p], language)) })),
  };
}

export { incompleteLines };
