/**
 * What a footprint request's PACT ProductFootprint document says, read field by field for display.
 * The document is what a supplier sent (contracts: `footprint: unknown`): a v3.0 document as the
 * platform and conformant hosts make it, possibly with a v2.3 field name, so each field is read
 * by its v3.0 name with the v2.3 one as fallback, and anything of an unexpected shape is shown as
 * JSON rather than dropped. Nothing here computes: the values are the document's own.
 */
import { formatPeriod } from './format';

export type PactSection = 'product' | 'footprint' | 'method';

export interface PactField {
  section: PactSection;
  /** The PACT v3.0 field name (also the text key of its label). */
  field: string;
  value: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(show).filter((v): v is string => v !== null);
    return items.length === 0 ? null : items.join(', ');
  }
  return JSON.stringify(value);
}

/** The first present of these fields of `from`. */
const pick = (from: Json, ...names: string[]): unknown => names.map((n) => from[n]).find((v) => v !== undefined && v !== null);

/** `dqi` (v3.0: technological, geographical, temporal DQR; v2.3 adds coverage, completeness, reliability) as "name value" pairs. */
function qualityOf(dqi: unknown): string | null {
  if (!isObject(dqi)) return show(dqi);
  const parts = Object.entries(dqi).flatMap(([name, value]) => {
    const shown = show(value);
    return shown === null ? [] : [`${name} ${shown}`];
  });
  return parts.length === 0 ? null : parts.join(' · ');
}

/** v3.0 `verification`, or v2.3 `assurance`: who verified it, to what standard, when. */
function verificationOf(pcf: Json, document: Json): string | null {
  const verification = pick(pcf, 'verification') ?? pick(document, 'assurance') ?? pick(pcf, 'assurance');
  if (!isObject(verification)) return show(verification);
  if (verification.assurance === false) return null;
  const parts = ['coverage', 'level', 'providerName', 'standardName', 'completedAt', 'comments'].flatMap((name) => {
    const shown = show(verification[name]);
    return shown === null ? [] : [shown];
  });
  return parts.length === 0 ? null : parts.join(' · ');
}

/** The document's fields in display order; null when it is not a ProductFootprint at all. */
export function readPactDocument(document: unknown): PactField[] | null {
  if (!isObject(document)) return null;
  const pcf = isObject(document.pcf) ? document.pcf : {};
  const fields: [PactSection, string, string | null][] = [
    ['product', 'productNameCompany', show(document.productNameCompany)],
    ['product', 'productDescription', show(document.productDescription)],
    ['product', 'companyName', show(document.companyName)],
    ['product', 'productIds', show(document.productIds)],
    ['product', 'productClassifications', show(pick(document, 'productClassifications', 'productCategoryCpc'))],
    ['product', 'id', show(document.id)],
    ['product', 'specVersion', show(document.specVersion)],
    ['product', 'status', show(document.status)],
    ['product', 'created', show(document.created)],
    ['product', 'validityPeriod', periodText(document.validityPeriodStart, document.validityPeriodEnd)],
    ['product', 'precedingPfIds', show(document.precedingPfIds)],
    ['product', 'comment', show(document.comment)],
    ['footprint', 'declaredUnit', declaredUnit(pcf)],
    ['footprint', 'productMassPerDeclaredUnit', show(pcf.productMassPerDeclaredUnit)],
    ['footprint', 'pcfExcludingBiogenicUptake', show(pick(pcf, 'pcfExcludingBiogenicUptake', 'pCfExcludingBiogenic'))],
    ['footprint', 'pcfIncludingBiogenicUptake', show(pick(pcf, 'pcfIncludingBiogenicUptake', 'pCfIncludingBiogenic'))],
    ['footprint', 'fossilGhgEmissions', show(pcf.fossilGhgEmissions)],
    ['footprint', 'fossilCarbonContent', show(pcf.fossilCarbonContent)],
    ['footprint', 'biogenicCarbonContent', show(pcf.biogenicCarbonContent)],
    ['footprint', 'referencePeriod', periodText(pcf.referencePeriodStart, pcf.referencePeriodEnd)],
    ['footprint', 'geography', show(pick(pcf, 'geographyCountrySubdivision', 'geographyCountry', 'geographyRegionOrSubregion'))],
    ['footprint', 'primaryDataShare', show(pcf.primaryDataShare)],
    ['footprint', 'dqi', qualityOf(pick(pcf, 'dqi', 'dataQualityRating'))],
    ['footprint', 'exemptedEmissionsPercent', show(pcf.exemptedEmissionsPercent)],
    ['method', 'ipccCharacterizationFactors', show(pick(pcf, 'ipccCharacterizationFactors', 'characterizationFactors'))],
    ['method', 'crossSectoralStandards', show(pick(pcf, 'crossSectoralStandards', 'crossSectoralStandardsUsed'))],
    ['method', 'boundaryProcessesDescription', show(pcf.boundaryProcessesDescription)],
    ['method', 'allocationRulesDescription', show(pcf.allocationRulesDescription)],
    ['method', 'exemptedEmissionsDescription', show(pcf.exemptedEmissionsDescription)],
    ['method', 'verification', verificationOf(pcf, document)],
  ];
  return fields.flatMap(([section, field, value]) => (value === null ? [] : [{ section, field, value }]));
}

function declaredUnit(pcf: Json): string | null {
  const unit = show(pick(pcf, 'declaredUnitOfMeasurement', 'declaredUnit'));
  const amount = show(pick(pcf, 'declaredUnitAmount', 'unitaryProductAmount'));
  if (unit === null) return amount;
  return amount === null ? unit : `${amount} ${unit}`;
}

/** A period (end exclusive, as PACT's) as its first and last UTC day. */
function periodText(start: unknown, end: unknown): string | null {
  const from = typeof start === 'string' ? start : null;
  const to = typeof end === 'string' ? end : null;
  return from === null && to === null ? null : formatPeriod(from, to);
}

/** What names a footprint among several: the company's product name, else its product ids, else its id. */
export function footprintName(document: unknown): string {
  if (!isObject(document)) return '—';
  return show(document.productNameCompany) ?? show(document.productIds) ?? show(document.id) ?? '—';
}
