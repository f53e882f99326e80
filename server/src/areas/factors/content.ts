/**
 * The rules of a factor version's content, checked the same way for a form (the first problem is
 * the answer) and for an import (every problem of every row is reported). Pure: the reference
 * data it checks against (units, categories, regions, GWP table) is loaded by the caller once.
 */
import { Decimal } from 'decimal.js';
import type {
  CalorificValue,
  DataQuality,
  FactorContent,
  Gas,
  GwpSet,
  UncertaintyDistribution,
  UnitDimension,
} from '@pcf/shared/contracts';
import type { MessageKey, MessageParams } from '../../http/messages';
import { co2eOf, type GwpTable } from '../../footprint/gwp';

import {
  FACTOR_CODE_PATTERN,
  FACTOR_NAME_MAX,
  FACTOR_TEXT_MAX,
  FACTOR_NOTE_MAX,
  FACTOR_URL_MAX,
  FACTOR_VALUE_MAX,
  FACTOR_YEAR_MIN,
  FACTOR_YEAR_MAX,
  FACTOR_GSD_MAX,
  GASES,
  GWP_SETS,
  NCV_PER_DIMENSIONS,
  NCV_SOURCE_MAX,
  NCV_VALUE_MAX,
  UNCERTAINTY_DISTRIBUTIONS as UNCERTAINTY_CODES,
} from '@pcf/shared/contracts';

/** The fields a problem can point at: FactorContent's names, plus code and the DQR scores. */
export type ContentField = keyof FactorContent | 'code' | 'ter' | 'ger' | 'tir' | 'p' | `gas_${Gas}`;

export interface ContentProblem {
  field: ContentField | null;
  key: MessageKey;
  params?: MessageParams;
}

/** What a version's content is checked against. */
export interface ContentReferences {
  /** Unit code → id. */
  unitIds: ReadonlyMap<string, number>;
  /** Unit code → dimension (for the net calorific value's units). */
  unitDimensions: ReadonlyMap<string, UnitDimension>;
  categoryIds: ReadonlySet<number>;
  regions: ReadonlySet<string>;
  gwp: GwpTable;
}

/** A version's content as stored: checked, trimmed, value computed from the gases when given. */
export interface CleanContent {
  nameZh: string;
  nameEn: string;
  categoryId: number | null;
  unitId: number;
  gwpSet: GwpSet;
  value: string;
  gases: { gas: Gas; amount: string }[];
  region: string;
  year: number;
  source: string;
  databaseVersion: string;
  /** Left out of the input: undefined here, and an edit keeps the current version's (service.ts). */
  licence: string | undefined;
  sourceUrl: string | null | undefined;
  gwpBasis: string | undefined;
  validFrom: string | null;
  validTo: string | null;
  quality: DataQuality | null;
  uncertainty: UncertaintyDistribution | null;
  gsd: string | null;
  ncv: { value: string; perUnitId: number; energyUnitId: number; source: string } | null;
  note: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3])
  );
}

function finiteIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

export function checkCode(code: unknown): ContentProblem | null {
  return typeof code === 'string' && FACTOR_CODE_PATTERN.test(code.trim()) ? null : { field: 'code', key: 'factorCodeInvalid' };
}

/** Every problem of `input`, or its clean form when there is none. */
export function checkContent(input: FactorContent, refs: ContentReferences): { content: CleanContent } | { problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const text = (field: ContentField, value: unknown, max: number, required: boolean): string => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (required && trimmed === '') problems.push({ field, key: 'factorFieldRequired', params: { field } });
    else if (Array.from(trimmed).length > max) problems.push({ field, key: 'factorTextTooLong', params: { field, max } });
    return trimmed;
  };

  const nameZh = typeof input.nameZh === 'string' ? input.nameZh.trim() : '';
  const nameEn = typeof input.nameEn === 'string' ? input.nameEn.trim() : '';
  if (nameZh === '' || nameEn === '') problems.push({ field: nameZh === '' ? 'nameZh' : 'nameEn', key: 'factorNameRequired' });
  for (const [field, name] of [
    ['nameZh', nameZh],
    ['nameEn', nameEn],
  ] as const) {
    if (Array.from(name).length > FACTOR_NAME_MAX)
      problems.push({ field, key: 'factorTextTooLong', params: { field, max: FACTOR_NAME_MAX } });
  }

  const categoryId = input.categoryId ?? null;
  if (categoryId !== null && !refs.categoryIds.has(categoryId))
    problems.push({ field: 'categoryId', key: 'factorCategoryUnknown', params: { category: String(categoryId) } });

  const unitCode = typeof input.unit === 'string' ? input.unit.trim() : '';
  const unitId = refs.unitIds.get(unitCode);
  if (unitId === undefined) problems.push({ field: 'unit', key: 'factorUnitUnknown', params: { unit: unitCode } });

  const gwpSet = input.gwpSet;
  const knownSet = GWP_SETS.includes(gwpSet);
  if (!knownSet) problems.push({ field: 'gwpSet', key: 'factorGwpSetUnknown' });

  const gases = input.gases ?? [];
  const hasValue = input.value !== undefined && input.value !== null;
  let value: Decimal | null = null;
  if (hasValue === gases.length > 0) {
    problems.push({ field: 'value', key: 'factorValueOrGases' });
  } else if (hasValue) {
    if (!finiteIn(input.value, 0, FACTOR_VALUE_MAX))
      problems.push({ field: 'value', key: 'factorValueInvalid', params: { field: 'value', max: FACTOR_VALUE_MAX } });
    else value = new Decimal(input.value as number);
  } else {
    const seen = new Set<string>();
    let sound = true;
    for (const { gas, amount } of gases) {
      if (!GASES.includes(gas)) {
        problems.push({ field: 'gases', key: 'factorGasUnknown', params: { gas: String(gas) } });
        sound = false;
      } else if (seen.has(gas)) {
        problems.push({ field: `gas_${gas}`, key: 'factorGasDuplicate', params: { gas } });
        sound = false;
      } else if (!finiteIn(amount, 0, FACTOR_VALUE_MAX)) {
        problems.push({ field: `gas_${gas}`, key: 'factorValueInvalid', params: { field: gas, max: FACTOR_VALUE_MAX } });
        sound = false;
      }
      seen.add(gas);
    }
    if (sound && knownSet) {
      value = co2eOf(
        gases.map((g) => ({ gas: g.gas, amount: new Decimal(g.amount) })),
        gwpSet,
        refs.gwp,
      );
      if (value.greaterThan(FACTOR_VALUE_MAX))
        problems.push({ field: 'value', key: 'factorValueInvalid', params: { field: 'value', max: FACTOR_VALUE_MAX } });
    }
  }

  const region = typeof input.region === 'string' ? input.region.trim() : '';
  if (region === '') problems.push({ field: 'region', key: 'factorFieldRequired', params: { field: 'region' } });
  else if (!refs.regions.has(region)) problems.push({ field: 'region', key: 'factorRegionUnknown', params: { region } });

  if (!Number.isInteger(input.year) || input.year < FACTOR_YEAR_MIN || input.year > FACTOR_YEAR_MAX) {
    problems.push({ field: 'year', key: 'factorYearInvalid', params: { min: FACTOR_YEAR_MIN, max: FACTOR_YEAR_MAX } });
  }
  const source = text('source', input.source, FACTOR_TEXT_MAX, true);
  const databaseVersion = text('databaseVersion', input.databaseVersion, FACTOR_TEXT_MAX, true);
  const note = text('note', input.note ?? '', FACTOR_NOTE_MAX, false);
  const licence = input.licence === undefined ? undefined : text('licence', input.licence, FACTOR_TEXT_MAX, false);
  const gwpBasis = input.gwpBasis === undefined ? undefined : text('gwpBasis', input.gwpBasis, FACTOR_TEXT_MAX, false);
  const sourceUrl = checkSourceUrl(input.sourceUrl, problems);

  const validFrom = input.validFrom ?? null;
  const validTo = input.validTo ?? null;
  for (const [field, date] of [
    ['validFrom', validFrom],
    ['validTo', validTo],
  ] as const) {
    if (date !== null && !isIsoDate(date)) problems.push({ field, key: 'factorDateInvalid', params: { field } });
  }
  if (validFrom !== null && validTo !== null && isIsoDate(validFrom) && isIsoDate(validTo) && validFrom > validTo) {
    problems.push({ field: 'validTo', key: 'factorValidityInvalid' });
  }

  const quality = input.quality ?? null;
  if (quality !== null && ![quality.ter, quality.ger, quality.tir, quality.p].every((score) => finiteIn(score, 1, 5))) {
    problems.push({ field: 'quality', key: 'factorDqrInvalid' });
  }

  const uncertainty = input.uncertainty ?? null;
  if (uncertainty !== null && !UNCERTAINTY_CODES.includes(uncertainty)) {
    problems.push({ field: 'uncertainty', key: 'factorUncertaintyUnknown', params: { distribution: String(uncertainty) } });
  }
  const gsd = input.gsd ?? null;
  if (gsd !== null) {
    if (!finiteIn(gsd, 1, FACTOR_GSD_MAX)) problems.push({ field: 'gsd', key: 'factorGsdInvalid', params: { max: FACTOR_GSD_MAX } });
    else if (uncertainty !== 'lognormal') problems.push({ field: 'gsd', key: 'factorGsdNeedsLognormal' });
  }

  const ncv = checkCalorificValue(input.ncv ?? null, refs, problems);

  if (problems.length > 0 || value === null || unitId === undefined) return { problems };
  return {
    content: {
      nameZh,
      nameEn,
      categoryId,
      unitId,
      gwpSet,
      value: value.toString(),
      gases: gases.map((g) => ({ gas: g.gas, amount: new Decimal(g.amount).toString() })),
      region,
      year: input.year,
      source,
      databaseVersion,
      licence,
      sourceUrl,
      gwpBasis,
      validFrom,
      validTo,
      quality,
      uncertainty,
      gsd: gsd === null ? null : new Decimal(gsd).toString(),
      ncv,
      note,
    },
  };
}

/** An address of the source: http or https, at most FACTOR_URL_MAX characters; blank is none. */
function checkSourceUrl(url: string | null | undefined, problems: ContentProblem[]): string | null | undefined {
  if (url === undefined) return undefined;
  const trimmed = typeof url === 'string' ? url.trim() : '';
  if (trimmed === '') return null;
  const parsed = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (parsed === null || !['http:', 'https:'].includes(parsed.protocol) || trimmed.length > FACTOR_URL_MAX) {
    problems.push({ field: 'sourceUrl', key: 'factorSourceUrlInvalid', params: { max: FACTOR_URL_MAX } });
    return null;
  }
  return trimmed;
}

/**
 * The net calorific value, all four parts or none: a value in (0, NCV_VALUE_MAX], per a unit of
 * volume or mass, in a unit of energy, and its source. Problems are added to `problems`.
 */
function checkCalorificValue(ncv: CalorificValue | null, refs: ContentReferences, problems: ContentProblem[]): CleanContent['ncv'] {
  if (ncv === null) return null;
  const before = problems.length;
  if (!(typeof ncv.value === 'number' && Number.isFinite(ncv.value) && ncv.value > 0 && ncv.value <= NCV_VALUE_MAX))
    problems.push({ field: 'ncv', key: 'factorNcvValueInvalid', params: { max: NCV_VALUE_MAX } });
  const perUnit = typeof ncv.perUnit === 'string' ? ncv.perUnit.trim() : '';
  const perUnitId = refs.unitIds.get(perUnit);
  const perDimension = refs.unitDimensions.get(perUnit);
  if (perUnitId === undefined || perDimension === undefined || !NCV_PER_DIMENSIONS.includes(perDimension))
    problems.push({ field: 'ncv', key: 'factorNcvPerUnitInvalid', params: { unit: perUnit } });
  const energyUnit = typeof ncv.energyUnit === 'string' ? ncv.energyUnit.trim() : '';
  const energyUnitId = refs.unitIds.get(energyUnit);
  if (energyUnitId === undefined || refs.unitDimensions.get(energyUnit) !== 'energy')
    problems.push({ field: 'ncv', key: 'factorNcvEnergyUnitInvalid', params: { unit: energyUnit } });
  const source = typeof ncv.source === 'string' ? ncv.source.trim() : '';
  if (source === '' || Array.from(source).length > NCV_SOURCE_MAX)
    problems.push({ field: 'ncv', key: 'factorNcvSourceInvalid', params: { max: NCV_SOURCE_MAX } });
  if (problems.length > before || perUnitId === undefined || energyUnitId === undefined) return null;
  return { value: new Decimal(ncv.value).toString(), perUnitId, energyUnitId, source };
}
