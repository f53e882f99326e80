/**
 * A published study result as a PACT v3.0 ProductFootprint: every field is mapped from the
 * snapshot (the figures as computed), its study settings, the project (product, standard, period,
 * module) and the company, never typed by hand. What the platform does not record is said so in
 * `comment` rather than guessed:
 *
 * - the declared unit is the study's: piece, m² and kWh map to PACT's piece, square meter and
 *   kilowatt hour; PACT has no power unit, so a study per kWp is re-expressed per module (piece),
 *   its figures multiplied by the module's rated power (kWp), the same result in another unit;
 * - biogenic non-CO2 emissions are the study's non-fossil CH4 (gas lines, and factor lines split
 *   by their versions' gas breakdown as the contribution analysis splits them); everything else,
 *   CO2 included, counts as fossil. The platform records no biogenic CO2 uptake, so the PCF
 *   including uptake equals the one excluding it, and no carbon content of the product (reported 0);
 * - the data quality indicators are the emission-weighted means of the lines' TeR, GeR and TiR
 *   scores (PEF's 1–5 scale, as PACT v3 uses), over the lines the cut-off kept;
 * - the exempted share is what the study's cut-off left out, of the total before cut-off.
 */
import Decimal from 'decimal.js';
import type { FootprintSnapshot, Gas, LifecycleStage, PactProductFootprint, ProjectStandard, UnitDimension } from '@pcf/shared/contracts';
import { gasSplit } from '../../analysis/contribution';

export const PACT_SPEC_VERSION = '3.0.0';
/** HS 2022 subheading 8541.43: photovoltaic cells assembled in modules or made up into panels (every project is a PV module). */
export const PV_MODULE_CLASSIFICATION = 'urn:pact:productclassification:hs:854143';
/** The seeded directory item of packaging (inventory template line 包装材料). */
export const PACKAGING_CATEGORY = '包装材料';
/** A footprint is valid for three years after its reference period (PACT v3 default validity). */
const VALIDITY_YEARS = 3;

export interface FootprintSource {
  pfId: string;
  created: Date;
  precedingPfIds: readonly string[];
  companyName: string;
  companyIds: readonly string[];
  productIds: readonly string[];
  project: {
    name: string;
    productModel: string;
    technology: string;
    standard: ProjectStandard;
    periodStart: string;
    periodEnd: string;
    ratedPowerWp: number;
    areaM2: number;
    massKg: number;
  };
  /** The snapshot as read in English. */
  snapshot: FootprintSnapshot;
  declaredUnit: { code: string; dimension: UnitDimension };
  /** kg of each gas per unit of the factor versions the lines use (emission_factor_gases). */
  gasAmounts: ReadonlyMap<number, ReadonlyMap<Gas, number>>;
  /** The secondary database of each factor version the lines use. */
  factorSources: ReadonlyMap<number, { name: string; version: string }>;
  report: { publishedAt: Date; verificationCode: string };
  /** The page anyone can check the report at (the /detail verification page). */
  verificationUrl: string;
}

/** A decimal string as PACT writes it: plain notation, at most `places` decimals, no trailing zeros. */
export function decimalString(value: Decimal.Value, places = 6): string {
  const fixed = new Decimal(value).toDecimalPlaces(places);
  return (fixed.isZero() ? new Decimal(0) : fixed).toFixed();
}

const STANDARDS: Record<ProjectStandard, { v3: string[]; name: string }> = {
  iso_14067: { v3: ['ISO14067'], name: 'ISO 14067:2018' },
  pas_2050: { v3: ['PAS2050'], name: 'PAS 2050:2011' },
  eu_pef: { v3: ['PEF'], name: 'EU Product Environmental Footprint' },
  // not in PACT's list, which hosts must accept values beyond: named as they are
  fr_ecs: { v3: ['FR-ECS'], name: 'Évaluation Carbone Simplifiée (CRE)' },
  t_gdcpa_013: { v3: ['T/GDCPA 013'], name: 'T/GDCPA 013' },
};
export const standardName = (standard: ProjectStandard) => STANDARDS[standard].name;
export const crossSectoralStandardsOf = (standard: ProjectStandard) => [...STANDARDS[standard].v3];

const STAGE_NAMES: Record<LifecycleStage, string> = {
  raw_material: 'raw material acquisition',
  production: 'production',
  distribution: 'distribution',
  use: 'use',
  end_of_life: 'end of life',
};

const BOUNDARY_NAMES = { cradle_to_gate: 'Cradle-to-gate', cradle_to_grave: 'Cradle-to-grave' } as const;

/** The study's declared unit in PACT terms, and what one declared unit of the study is in it. */
export interface PactDeclaredUnit {
  unit: 'piece' | 'square meter' | 'kilowatt hour';
  /** PACT unit figures = study figures × scale. */
  scale: Decimal;
  /** kg of product per PACT declared unit ("0" for energy, as PACT asks). */
  massPerUnit: Decimal;
  note: string | null;
}

export function pactDeclaredUnit(source: Pick<FootprintSource, 'declaredUnit' | 'project'>): PactDeclaredUnit | null {
  const { project, declaredUnit } = source;
  switch (declaredUnit.dimension) {
    case 'count':
      return { unit: 'piece', scale: new Decimal(1), massPerUnit: new Decimal(project.massKg), note: null };
    case 'area':
      if (declaredUnit.code !== 'm²') return null;
      return { unit: 'square meter', scale: new Decimal(1), massPerUnit: new Decimal(project.massKg).div(project.areaM2), note: null };
    case 'energy':
      if (declaredUnit.code !== 'kWh') return null;
      return { unit: 'kilowatt hour', scale: new Decimal(1), massPerUnit: new Decimal(0), note: null };
    case 'power': {
      if (declaredUnit.code !== 'kWp') return null;
      const kwp = new Decimal(project.ratedPowerWp).div(1000);
      return {
        unit: 'piece',
        scale: kwp,
        massPerUnit: new Decimal(project.massKg),
        note: `The study's declared unit is 1 kWp; PACT has no power unit, so the figures are per module (piece) of ${decimalString(project.ratedPowerWp)} Wp, i.e. the per-kWp figures × ${decimalString(kwp)}.`,
      };
    }
    default:
      return null;
  }
}

const midnight = (date: string) => new Date(`${date}T00:00:00Z`);
/** The project period's last day is included; PACT's referencePeriodEnd is exclusive: the next midnight. */
function periodOf(project: FootprintSource['project']): { start: Date; end: Date } {
  const last = midnight(project.periodEnd);
  return { start: midnight(project.periodStart), end: new Date(last.getTime() + 24 * 3600 * 1000) };
}

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/** Emission-weighted mean of one quality score over the kept lines that carry scores; null when none does. */
function weightedScore(lines: FootprintSnapshot['lines'], score: 'ter' | 'ger' | 'tir'): Decimal | null {
  const rated = lines.filter((line) => !line.excluded && line.quality !== null && line.emission !== 0);
  const weight = rated.reduce((sum, line) => sum.plus(Math.abs(line.emission)), new Decimal(0));
  if (weight.isZero()) return null;
  return rated
    .reduce((sum, line) => sum.plus(new Decimal(Math.abs(line.emission)).times(line.quality?.[score] ?? 0)), new Decimal(0))
    .div(weight);
}

/** The v3.0 ProductFootprint of a published result; null when its declared unit has no PACT equivalent. */
export function productFootprintOf(source: FootprintSource): PactProductFootprint | null {
  const declared = pactDeclaredUnit(source);
  if (!declared) return null;
  const { snapshot, project } = source;
  const study = snapshot.settings;
  // absolute kg CO2e → kg CO2e per PACT declared unit
  const perUnit = (emission: Decimal.Value) => new Decimal(emission).div(study.declaredQuantity).times(declared.scale);
  const kept = snapshot.lines.filter((line) => !line.excluded);

  const total = perUnit(snapshot.total);
  const biogenic = kept
    .flatMap((line) => gasSplit(line, snapshot, source.gasAmounts))
    .filter((part) => part.gas === 'CH4_non_fossil')
    .reduce((sum, part) => sum.plus(part.emission), new Decimal(0));
  const biogenicPerUnit = perUnit(biogenic);
  const packaging = kept.filter((line) => line.category === PACKAGING_CATEGORY).reduce((sum, line) => sum + line.emission, 0);

  const period = periodOf(project);
  const cutOffShare = snapshot.cutOff?.share ?? 0;
  const stages = snapshot.byStage
    .filter((stage) => stage.emission !== 0)
    .map((stage) => STAGE_NAMES[stage.key as LifecycleStage] ?? stage.key);
  const sources = new Map<string, { name: string; version: string }>();
  for (const line of kept) {
    const found = line.factorVersionId === null ? undefined : source.factorSources.get(line.factorVersionId);
    if (found) sources.set(`${found.name}\u0000${found.version}`, found);
  }
  const scores = {
    ter: weightedScore(snapshot.lines, 'ter'),
    ger: weightedScore(snapshot.lines, 'ger'),
    tir: weightedScore(snapshot.lines, 'tir'),
  };
  const allocation =
    study.allocationMethod === 'none'
      ? 'No allocation: every line belongs to the product.'
      : `Shared production lines are allocated by ${study.allocationMethod === 'mass' ? 'mass' : 'economic value'}: the product's share is ${decimalString(snapshot.allocationShare * 100, 4)} %.`;
  const comment = [
    `Computed on the PV carbon footprint platform from the published study report ${source.report.verificationCode} (result #${snapshot.seq} of project "${project.name}"), verifiable at ${source.verificationUrl}.`,
    declared.note,
    'Biogenic non-CO2 emissions are the non-fossil CH4 of the inventory; all other emissions, CO2 included, are reported as fossil. Biogenic CO2 uptake and the carbon content of the product are not recorded by the platform and are reported as 0.',
  ]
    .filter((line): line is string => line !== null)
    .join(' ');

  return {
    id: source.pfId,
    specVersion: PACT_SPEC_VERSION,
    ...(source.precedingPfIds.length > 0 ? { precedingPfIds: [...source.precedingPfIds] } : {}),
    created: iso(source.created),
    status: 'Active',
    validityPeriodStart: iso(period.end),
    validityPeriodEnd: iso(addYears(period.end, VALIDITY_YEARS)),
    companyName: source.companyName,
    companyIds: [...source.companyIds],
    productDescription: `${project.name}: photovoltaic module ${project.productModel} (${project.technology}), ${decimalString(project.ratedPowerWp)} Wp, ${decimalString(project.areaM2)} m², ${decimalString(project.massKg)} kg.`,
    productIds: [...source.productIds],
    productClassifications: [PV_MODULE_CLASSIFICATION],
    productNameCompany: project.productModel,
    comment,
    pcf: {
      declaredUnitOfMeasurement: declared.unit,
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: decimalString(declared.massPerUnit),
      referencePeriodStart: iso(period.start),
      referencePeriodEnd: iso(period.end),
      boundaryProcessesDescription: `${BOUNDARY_NAMES[study.boundary]}: ${stages.join(', ')}.`,
      pcfExcludingBiogenicUptake: decimalString(total),
      pcfIncludingBiogenicUptake: decimalString(total),
      fossilGhgEmissions: decimalString(total.minus(biogenicPerUnit)),
      fossilCarbonContent: '0',
      biogenicCarbonContent: '0',
      biogenicNonCO2Emissions: decimalString(biogenicPerUnit),
      packagingEmissionsIncluded: packaging !== 0,
      ...(packaging !== 0 ? { packagingGhgEmissions: decimalString(perUnit(packaging)) } : {}),
      ipccCharacterizationFactors: [study.gwpSet],
      crossSectoralStandards: crossSectoralStandardsOf(project.standard),
      exemptedEmissionsPercent: decimalString(cutOffShare * 100, 4),
      exemptedEmissionsDescription: study.cutOffEnabled
        ? `Cut-off: lines under ${decimalString(study.cutOffLinePercent)} % of the total were left out, at most ${decimalString(study.cutOffTotalPercent)} % in all.`
        : 'No cut-off: no emissions were exempted.',
      allocationRulesDescription: allocation,
      ...(sources.size > 0 ? { secondaryEmissionFactorSources: [...sources.values()] } : {}),
      primaryDataShare: decimalString(snapshot.primaryDataShare, 4),
      ...(scores.ter && scores.ger && scores.tir
        ? {
            dqi: {
              technologicalDQR: decimalString(scores.ter, 2),
              geographicalDQR: decimalString(scores.ger, 2),
              temporalDQR: decimalString(scores.tir, 2),
            },
          }
        : {}),
      verification: {
        coverage: 'product level',
        completedAt: iso(source.report.publishedAt),
        standardName: standardName(project.standard),
        comments: `Study report reviewed and published on the platform; verification code ${source.report.verificationCode} at ${source.verificationUrl}.`,
      },
    },
  };
}
