/**
 * The lines being edited on the page: what the server answered (InventoryLine) turned into a local
 * draft line, back into what a draft save sends (InventoryLineInput), the row status of SPEC §4, and
 * the checks the form runs before the server does (the server checks again and has the last word).
 *
 * A draft save replaces every optional field it is sent (left out means cleared), so a line always
 * goes back whole, evidence included.
 */
import { INVENTORY_QUANTITY_MAX, LIFECYCLE_STAGES, factorUnitPath } from '@pcf/shared';
import type { CalorificValue, InventoryLine, InventoryLineInput, InventorySourceKind, LifecycleStage, UnitRow } from '@pcf/shared';

/** The factor version a line uses, with what is shown of it (value per unit, source, year, version, net calorific value). */
export interface FactorChoice {
  factorId: number;
  versionId: number;
  code: string;
  name: string;
  value: number | null;
  unitCode: string;
  source: string;
  year: number | null;
  version: number | null;
  /** A fuel's net calorific value: a unit of volume or mass converts through it to a factor per energy, and the reverse. */
  ncv: CalorificValue | null;
}

export interface EvidenceChoice {
  id: number;
  title: string;
}

/** What a draft line keeps as the server sends it. */
type KeptAsSent = 'gas' | 'dataType' | 'site' | 'region' | 'quality' | 'uncertainty' | 'gsd' | 'shared' | 'note';

export interface DraftLine extends Pick<InventoryLine, KeptAsSent> {
  /** Stable row key: the saved id, or a local one for a line not saved yet. */
  key: string;
  id?: number;
  stage: LifecycleStage;
  itemId: number | null;
  itemName: string | null;
  description: string;
  quantity: number | null;
  unitId: number | null;
  /** The unit's code as last known (the table names the unit even when the unit list fails). */
  unitCode: string;
  sourceKind: InventorySourceKind | null;
  factor: FactorChoice | null;
  sortOrder: number | null;
  evidence: EvidenceChoice[];
}

export function draftOf(line: InventoryLine): DraftLine {
  return {
    key: `id:${line.id}`,
    id: line.id,
    stage: line.stage,
    itemId: line.itemId,
    itemName: line.itemName,
    description: line.description,
    quantity: line.quantity,
    unitId: line.unitId,
    unitCode: line.unitCode,
    sourceKind: line.sourceKind,
    factor:
      line.factorId !== null && line.factorVersionId !== null
        ? {
            factorId: line.factorId,
            versionId: line.factorVersionId,
            code: line.factorCode ?? '',
            name: line.factorName ?? '',
            value: line.factorValue,
            unitCode: line.factorUnitCode ?? '',
            source: line.factorSource ?? '',
            year: line.factorYear,
            version: line.factorVersion,
            ncv: line.factorNcv,
          }
        : null,
    gas: line.gas,
    dataType: line.dataType,
    site: line.site,
    region: line.region,
    quality: line.quality,
    uncertainty: line.uncertainty,
    gsd: line.gsd,
    shared: line.shared,
    note: line.note,
    sortOrder: line.sortOrder,
    evidence: line.evidence.map((e) => ({ id: e.id, title: e.title || e.fileName })),
  };
}

let localKeys = 0;

export function newLine(stage: LifecycleStage): DraftLine {
  localKeys += 1;
  return {
    key: `new:${localKeys}`,
    stage,
    itemId: null,
    itemName: null,
    description: '',
    quantity: null,
    unitId: null,
    unitCode: '',
    sourceKind: 'factor',
    factor: null,
    gas: null,
    dataType: 'secondary',
    site: null,
    region: null,
    quality: null,
    uncertainty: null,
    gsd: null,
    shared: false,
    note: null,
    sortOrder: null,
    evidence: [],
  };
}

/** What a draft save sends for the line (the unit is required before a line can be kept at all). */
export function inputOf(line: DraftLine & { unitId: number }): InventoryLineInput {
  const byFactor = line.sourceKind === 'factor' && line.factor !== null;
  const byGas = line.sourceKind === 'gas' && line.gas !== null;
  return {
    ...(line.id === undefined ? {} : { id: line.id }),
    stage: line.stage,
    itemId: line.itemId,
    description: line.description.trim(),
    quantity: line.quantity,
    unitId: line.unitId,
    // a kind without its factor or gas is not a source yet: the line stays a draft
    sourceKind: byFactor ? 'factor' : byGas ? 'gas' : null,
    factorId: byFactor ? line.factor?.factorId : null,
    factorVersionId: byFactor ? line.factor?.versionId : null,
    gas: byGas ? line.gas : null,
    dataType: line.dataType,
    site: line.site?.trim() || null,
    region: line.region,
    quality: line.quality,
    uncertainty: line.uncertainty,
    gsd: line.gsd,
    shared: line.shared,
    note: line.note?.trim() || null,
    ...(line.sortOrder === null ? {} : { sortOrder: line.sortOrder }),
    evidenceIds: line.evidence.map((e) => e.id),
  };
}

/** Lines in report order (the stage order of DOMAIN.md, then as kept): the order of the numbers shown and of a draft save. */
export function inReportOrder(lines: readonly DraftLine[]): DraftLine[] {
  return LIFECYCLE_STAGES.flatMap((stage) => lines.filter((line) => line.stage === stage));
}

export const hasSource = (line: DraftLine): boolean =>
  (line.sourceKind === 'factor' && line.factor !== null) || (line.sourceKind === 'gas' && line.gas !== null);

/**
 * SPEC §4's row colours for a line: grey not filled yet (no quantity, no source), green complete (what
 * the submit check asks: quantity, source, evidence for primary data), orange in between.
 */
export type LineState = 'empty' | 'partial' | 'complete';

export function stateOf(line: DraftLine): LineState {
  const quantity = line.quantity !== null;
  const source = hasSource(line);
  if (!quantity && !source) return 'empty';
  if (quantity && source && (line.dataType === 'secondary' || line.evidence.length > 0)) return 'complete';
  return 'partial';
}

export const STATE_COLOURS: Readonly<Record<LineState, string>> = { empty: 'default', partial: 'orange', complete: 'green' };

export const isValidQuantity = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= INVENTORY_QUANTITY_MAX;

/**
 * How a unit reaches the factor's unit: `direct` in the same dimension, `calorific` through the
 * factor's net calorific value (m³ on a factor per kWh), null when it cannot; unknown units are
 * left to the server (`direct`).
 */
export function unitPath(
  units: readonly UnitRow[],
  unitId: number | null,
  factor: Pick<FactorChoice, 'unitCode' | 'ncv'>,
): 'direct' | 'calorific' | null {
  const unit = units.find((u) => u.id === unitId);
  const factorUnit = units.find((u) => u.code === factor.unitCode);
  if (!unit || !factorUnit) return 'direct';
  const ncvPer = factor.ncv ? units.find((u) => u.code === factor.ncv?.perUnit) : undefined;
  return factorUnitPath(unit.dimension, factorUnit.dimension, ncvPer?.dimension ?? null);
}

/** A gas amount is a mass. */
export function isMassUnit(units: readonly UnitRow[], unitId: number | null): boolean {
  const unit = units.find((u) => u.id === unitId);
  return !unit || unit.dimension === 'mass';
}

/** Saved lines put back into the draft among the others, in the order the server keeps them (lines not saved yet last). */
export function restoreLines(lines: readonly DraftLine[], restored: readonly DraftLine[]): DraftLine[] {
  const order = (line: DraftLine) => line.sortOrder ?? Number.MAX_SAFE_INTEGER;
  // a stable sort: lines of equal order keep their place
  return [...lines, ...restored].sort((a, b) => order(a) - order(b));
}
