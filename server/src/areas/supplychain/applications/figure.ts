/**
 * The figure an inventory line takes from a PACT v3 ProductFootprint: kg CO2e per one unit of the
 * platform's unit table. PACT states the footprint per declared unit (`declaredUnitAmount` of
 * `declaredUnitOfMeasurement`), so the value is the footprint excluding biogenic uptake
 * (`pcfExcludingBiogenicUptake`: the figure PACT names for use in a buyer's footprint) over that
 * amount, computed in decimals. Units PACT has and the platform lacks (hour, megabit second) are
 * refused. Received documents are always v3 (events are validated as v3, imported v2.3 files are
 * converted by footprints/v23.ts fromV23), so v2.3 fields are not read.
 *
 * The footprint's primary data share goes with the figure: PACT's `pcf.primaryDataShare` (%, a
 * decimal text) as a fraction, 0 when the document gives none or one out of 0–100 — the buyer's
 * primary data share counts a supplier footprint only by its own.
 */
import { Decimal } from 'decimal.js';

/** PACT's declared units and the platform's unit codes (server/src/footprint/referenceUnits.ts). */
export const PACT_UNIT_CODES: Readonly<Record<string, string>> = {
  liter: 'L',
  kilogram: 'kg',
  'cubic meter': 'm³',
  'kilowatt hour': 'kWh',
  megajoule: 'MJ',
  'ton kilometer': 't·km',
  'square meter': 'm²',
  piece: 'piece',
};

export interface FootprintFigure {
  /** kg CO2e per one unitCode, as an exact decimal text. */
  value: string;
  unitCode: string;
  /** The PACT unit it came from, for messages. */
  pactUnit: string;
}

export type FigureProblem = { kind: 'unit'; unit: string } | { kind: 'figure' };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function decimal(value: unknown): Decimal | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

export function footprintFigure(document: unknown): FootprintFigure | FigureProblem {
  const pcf = record(record(document)?.pcf);
  if (!pcf) return { kind: 'figure' };
  const unit = pcf.declaredUnitOfMeasurement;
  const amount = decimal(pcf.declaredUnitAmount);
  const total = decimal(pcf.pcfExcludingBiogenicUptake);
  if (typeof unit !== 'string') return { kind: 'figure' };
  const unitCode = PACT_UNIT_CODES[unit];
  if (unitCode === undefined) return { kind: 'unit', unit: unit.slice(0, 40) };
  if (amount === null || total === null || amount.lte(0)) return { kind: 'figure' };
  return { value: total.div(amount).toFixed(), unitCode, pactUnit: unit };
}

/** The document's primary data share as an exact decimal fraction 0–1; '0' when it gives none that reads. */
export function footprintPrimaryShare(document: unknown): string {
  const share = decimal(record(record(document)?.pcf)?.primaryDataShare);
  return share === null || share.lt(0) || share.gt(100) ? '0' : share.div(100).toFixed();
}

export const isFigure = (figure: FootprintFigure | FigureProblem): figure is FootprintFigure => !('kind' in figure);
