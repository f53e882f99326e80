/**
 * PACT v2.3 documents: the export of a shared v3.0 footprint for buyers whose systems read v2.3,
 * and the reading of a received v2.3 document as v3.0. Field names and units follow the two
 * specifications; what one version cannot say is left out (and said so in `comment`) rather than
 * invented:
 *
 * - v2.3 has no `piece`: a per-module footprint is exported per kilogram of module, its figures
 *   divided by the module's mass, with `unitaryProductAmount` the module's mass;
 * - v2.3's data quality indicators are on a 1–3 scale and need completeness and reliability the
 *   platform does not rate: they are not exported, and received ones are not converted;
 * - v2.3's `crossSectoralStandardsUsed` knows only the GHG Protocol Product standard, ISO 14067 and
 *   ISO 14044: a study under another LCA-based standard (PAS 2050, PEF, ECS) is exported as ISO
 *   14044, its own standard named in `crossSectoralStandards` when v2.3 lists it.
 */
import Decimal from 'decimal.js';
import type { PactProductFootprint } from '@pcf/shared/contracts';
import { decimalString } from './document';

/**
 * UN CPC Ver. 2.1 subclass 47150 (diodes, transistors and similar semiconductor devices;
 * photosensitive semiconductor devices, the CPC of HS 8541), v2.3's required `productCategoryCpc`.
 */
export const PV_MODULE_CPC = '47150';

const V23_STANDARDS = new Set(['ISO14067', 'ISO14083', 'ISO14040-44', 'GHGP-Product', 'PEF', 'PACT-1.0', 'PACT-2.0', 'PACT-3.0']);
const V23_STANDARDS_USED: Record<string, string> = {
  'GHG Protocol Product standard': 'GHGP-Product',
  'ISO Standard 14067': 'ISO14067',
  'ISO Standard 14044': 'ISO14040-44',
};

/** The module the footprint is of, for the units v2.3 expresses differently. */
export interface ModuleFacts {
  massKg: number;
  areaM2: number;
}

const number = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** A shared v3.0 document as v2.3 (`version`: the footprint's version on the platform). */
export function toV23(document: PactProductFootprint, version: number, module: ModuleFacts): Record<string, unknown> {
  const pcf = document.pcf;
  const perPiece = pcf.declaredUnitOfMeasurement === 'piece';
  // per piece → per kg of module; other units stay as they are
  const scale = perPiece ? new Decimal(1).div(module.massKg) : new Decimal(1);
  const scaled = (value: string | undefined) => (value === undefined ? undefined : decimalString(new Decimal(value).times(scale)));
  const unitaryProductAmount = perPiece
    ? decimalString(module.massKg)
    : pcf.declaredUnitOfMeasurement === 'square meter'
      ? decimalString(module.areaM2)
      : pcf.declaredUnitAmount;
  const standards = pcf.crossSectoralStandards.filter((s) => V23_STANDARDS.has(s));
  const gwp = pcf.ipccCharacterizationFactors;
  const note = perPiece
    ? ` In this v2.3 export the figures are per kilogram of module (${decimalString(module.massKg)} kg per module): v2.3 has no declared unit piece.`
    : '';
  const definedPcf = {
    declaredUnit: perPiece ? 'kilogram' : pcf.declaredUnitOfMeasurement,
    unitaryProductAmount,
    productMassPerDeclaredUnit: perPiece ? '1' : pcf.productMassPerDeclaredUnit,
    pCfExcludingBiogenic: scaled(pcf.pcfExcludingBiogenicUptake),
    pCfIncludingBiogenic: scaled(pcf.pcfIncludingBiogenicUptake),
    fossilGhgEmissions: scaled(pcf.fossilGhgEmissions),
    fossilCarbonContent: scaled(pcf.fossilCarbonContent),
    biogenicCarbonContent: scaled(pcf.biogenicCarbonContent ?? '0'),
    packagingEmissionsIncluded: pcf.packagingEmissionsIncluded ?? false,
    packagingGhgEmissions: scaled(pcf.packagingGhgEmissions),
    // the deprecated single value v2.3 still requires: the newest set used
    characterizationFactors: gwp.includes('AR6') ? 'AR6' : 'AR5',
    ipccCharacterizationFactorsSources: [...gwp],
    crossSectoralStandardsUsed: [pcf.crossSectoralStandards.includes('ISO14067') ? 'ISO Standard 14067' : 'ISO Standard 14044'],
    crossSectoralStandards: standards.length > 0 ? standards : undefined,
    boundaryProcessesDescription: pcf.boundaryProcessesDescription ?? '',
    referencePeriodStart: pcf.referencePeriodStart,
    referencePeriodEnd: pcf.referencePeriodEnd,
    geographyRegionOrSubregion: pcf.geographyRegionOrSubregion,
    geographyCountry: pcf.geographyCountry,
    geographyCountrySubdivision: pcf.geographyCountrySubdivision,
    secondaryEmissionFactorSources: pcf.secondaryEmissionFactorSources,
    exemptedEmissionsPercent: number(pcf.exemptedEmissionsPercent),
    exemptedEmissionsDescription: pcf.exemptedEmissionsDescription ?? '',
    allocationRulesDescription: pcf.allocationRulesDescription,
    primaryDataShare: number(pcf.primaryDataShare),
  };
  return withoutUndefined({
    id: document.id,
    specVersion: '2.3.0',
    precedingPfIds: document.precedingPfIds,
    version,
    created: document.created,
    status: document.status,
    validityPeriodStart: document.validityPeriodStart,
    validityPeriodEnd: document.validityPeriodEnd,
    companyName: document.companyName,
    companyIds: document.companyIds,
    productDescription: document.productDescription,
    productIds: document.productIds,
    productClassifications: document.productClassifications,
    productCategoryCpc: PV_MODULE_CPC,
    productNameCompany: document.productNameCompany,
    comment: `${document.comment ?? ''}${note}`.trim(),
    pcf: withoutUndefined(definedPcf),
  });
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

type Json = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const decimalOf = (value: unknown): string | undefined =>
  typeof value === 'number' ? decimalString(value, 10) : typeof value === 'string' ? value : undefined;

/** A received v2.3 document (already valid against the v2.3 schema) as v3.0; the caller validates the result. */
export function fromV23(document: Json): Json {
  const pcf = (document.pcf ?? {}) as Json;
  const notes: string[] = [];
  const unit = text(pcf.declaredUnit);
  let mass = decimalOf(pcf.productMassPerDeclaredUnit);
  if (mass === undefined) {
    mass = unit === 'kilogram' ? '1' : '0';
    if (unit !== 'kilogram') notes.push('productMassPerDeclaredUnit was not given in the v2.3 document.');
  }
  let including = decimalOf(pcf.pCfIncludingBiogenic);
  if (including === undefined) {
    including = decimalOf(pcf.pCfExcludingBiogenic);
    notes.push('pCfIncludingBiogenic was not given in the v2.3 document; taken equal to pCfExcludingBiogenic.');
  }
  if (pcf.dqi !== undefined) notes.push('The v2.3 data quality indicators (1–3 scale) were not converted.');
  const standards = Array.isArray(pcf.crossSectoralStandards)
    ? (pcf.crossSectoralStandards as string[])
    : ((pcf.crossSectoralStandardsUsed as string[] | undefined) ?? []).map((used) => V23_STANDARDS_USED[used] ?? used);
  const assurance = pcf.assurance as Json | undefined;
  const coverage = assurance
    ? ({ 'product level': 'product level', 'PCF system': 'PCF program' } as Record<string, string>)[String(assurance.coverage)]
    : undefined;
  const cpc = text(document.productCategoryCpc);
  const classifications = Array.isArray(document.productClassifications)
    ? document.productClassifications
    : cpc
      ? [`urn:pact:productclassification:un-cpc:${cpc}`]
      : undefined;
  const comment = [text(document.comment) ?? '', ...notes].filter((part) => part !== '').join(' ');
  return withoutUndefined({
    id: document.id,
    specVersion: '3.0.0',
    precedingPfIds: document.precedingPfIds,
    created: document.created,
    status: document.status,
    validityPeriodStart: document.validityPeriodStart,
    validityPeriodEnd: document.validityPeriodEnd,
    companyName: document.companyName,
    companyIds: document.companyIds,
    productDescription: document.productDescription,
    productIds: document.productIds,
    productClassifications: classifications,
    productNameCompany: document.productNameCompany,
    comment: comment === '' ? undefined : comment,
    pcf: withoutUndefined({
      declaredUnitOfMeasurement: unit,
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: mass,
      referencePeriodStart: pcf.referencePeriodStart,
      referencePeriodEnd: pcf.referencePeriodEnd,
      geographyRegionOrSubregion: pcf.geographyRegionOrSubregion,
      geographyCountry: pcf.geographyCountry,
      geographyCountrySubdivision: pcf.geographyCountrySubdivision,
      boundaryProcessesDescription: pcf.boundaryProcessesDescription,
      pcfExcludingBiogenicUptake: decimalOf(pcf.pCfExcludingBiogenic),
      pcfIncludingBiogenicUptake: including,
      fossilGhgEmissions: decimalOf(pcf.fossilGhgEmissions),
      fossilCarbonContent: decimalOf(pcf.fossilCarbonContent),
      biogenicCarbonContent: decimalOf(pcf.biogenicCarbonContent),
      landUseChangeGhgEmissions: decimalOf(pcf.dLucGhgEmissions),
      aircraftGhgEmissions: decimalOf(pcf.aircraftGhgEmissions),
      packagingEmissionsIncluded: pcf.packagingEmissionsIncluded,
      packagingGhgEmissions: decimalOf(pcf.packagingGhgEmissions),
      ipccCharacterizationFactors: pcf.ipccCharacterizationFactorsSources,
      crossSectoralStandards: standards,
      productOrSectorSpecificRules: pcf.productOrSectorSpecificRules,
      exemptedEmissionsPercent: decimalOf(pcf.exemptedEmissionsPercent),
      exemptedEmissionsDescription: pcf.exemptedEmissionsDescription,
      allocationRulesDescription: pcf.allocationRulesDescription,
      secondaryEmissionFactorSources: pcf.secondaryEmissionFactorSources,
      primaryDataShare: decimalOf(pcf.primaryDataShare),
      verification:
        assurance && assurance.assurance === true
          ? withoutUndefined({
              coverage,
              providerName: assurance.providerName,
              completedAt: assurance.completedAt,
              standardName: assurance.standardName,
              comments: assurance.comments,
            })
          : undefined,
    }),
  });
}
