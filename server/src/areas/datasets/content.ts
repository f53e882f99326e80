/**
 * The rules of a general dataset's content, pure: the reference data it is checked against (units,
 * categories, regions) is loaded by the caller. The first problem is the answer. Whether the
 * factors and input datasets exist, whether their units convert and whether a cycle would form need
 * the database: service.ts checks those.
 */
import { Decimal } from 'decimal.js';
import type { GeneralDatasetContent } from '@pcf/shared/contracts';
import type { Language, MessageKey, MessageParams } from '../../http/messages';

import {
  GENERAL_DATASET_CODE_PATTERN,
  GENERAL_DATASET_NAME_MAX,
  GENERAL_DATASET_TEXT_MAX,
  GENERAL_DATASET_DESCRIPTION_MAX,
  GENERAL_DATASET_EXCHANGES_MAX,
  EXCHANGE_NOTE_MAX,
  DATASET_VALUE_MAX,
  DATASET_YEAR_MIN,
  DATASET_YEAR_MAX,
} from '@pcf/shared/contracts';

export interface ContentProblem {
  key: MessageKey;
  params?: MessageParams;
}

export interface ContentReferences {
  /** Unit code → id. */
  unitIds: ReadonlyMap<string, number>;
  categoryIds: ReadonlySet<number>;
  regions: ReadonlySet<string>;
}

export interface CleanExchange {
  factorId: number | null;
  inputDatasetId: number | null;
  quantity: string;
  unitId: number;
  note: string;
}

export interface CleanContent {
  nameZh: string;
  nameEn: string;
  unitId: number;
  categoryId: number | null;
  region: string;
  year: number;
  source: string;
  description: string;
  exchanges: CleanExchange[];
}

const FIELD_LABELS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  nameZh: { zh: '中文名称', en: 'Chinese name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  source: { zh: '数据来源', en: 'Source' },
  description: { zh: '说明', en: 'Description' },
  region: { zh: '地区', en: 'Region' },
};

/** A problem's parameters with the field named for a person. */
export function problemParams(problem: ContentProblem, language: Language): MessageParams {
  const params = { ...(problem.params ?? {}) };
  if (typeof params.field === 'string') params.field = FIELD_LABELS[params.field]?.[language] ?? params.field;
  return params;
}

export function checkCode(code: unknown): ContentProblem | null {
  return typeof code === 'string' && GENERAL_DATASET_CODE_PATTERN.test(code.trim()) ? null : { key: 'generalDatasetCodeInvalid' };
}

const length = (text: string): number => Array.from(text).length;
const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positiveId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

export function checkContent(
  input: GeneralDatasetContent,
  refs: ContentReferences,
): { content: CleanContent } | { problem: ContentProblem } {
  const fail = (key: MessageKey, params?: MessageParams) => ({ problem: { key, params } });
  const nameZh = trimmed(input.nameZh);
  const nameEn = trimmed(input.nameEn);
  if (nameZh === '' || nameEn === '') return fail('generalDatasetNameRequired');
  for (const [field, name] of [
    ['nameZh', nameZh],
    ['nameEn', nameEn],
  ] as const) {
    if (length(name) > GENERAL_DATASET_NAME_MAX) return fail('generalDatasetTextTooLong', { field, max: GENERAL_DATASET_NAME_MAX });
  }
  const unitCode = trimmed(input.unit);
  const unitId = refs.unitIds.get(unitCode);
  if (unitId === undefined) return fail('generalDatasetUnitUnknown', { unit: unitCode.slice(0, 40) });
  const categoryId = input.categoryId ?? null;
  if (categoryId !== null && !refs.categoryIds.has(categoryId))
    return fail('generalDatasetCategoryUnknown', { category: String(categoryId) });
  const region = trimmed(input.region);
  if (region === '') return fail('generalDatasetFieldRequired', { field: 'region' });
  if (!refs.regions.has(region)) return fail('generalDatasetRegionUnknown', { region: region.slice(0, 40) });
  if (!Number.isInteger(input.year) || input.year < DATASET_YEAR_MIN || input.year > DATASET_YEAR_MAX) {
    return fail('generalDatasetYearInvalid', { min: DATASET_YEAR_MIN, max: DATASET_YEAR_MAX });
  }
  const source = trimmed(input.source);
  if (source === '') return fail('generalDatasetFieldRequired', { field: 'source' });
  if (length(source) > GENERAL_DATASET_TEXT_MAX)
    return fail('generalDatasetTextTooLong', { field: 'source', max: GENERAL_DATASET_TEXT_MAX });
  const description = trimmed(input.description ?? '');
  if (length(description) > GENERAL_DATASET_DESCRIPTION_MAX)
    return fail('generalDatasetTextTooLong', { field: 'description', max: GENERAL_DATASET_DESCRIPTION_MAX });

  const list = Array.isArray(input.exchanges) ? input.exchanges : [];
  if (list.length === 0 || list.length > GENERAL_DATASET_EXCHANGES_MAX)
    return fail('generalDatasetExchangeCount', { max: GENERAL_DATASET_EXCHANGES_MAX });
  const exchanges: CleanExchange[] = [];
  for (const [index, exchange] of list.entries()) {
    const line = index + 1;
    const factorId = exchange.factorId ?? null;
    const inputDatasetId = exchange.inputDatasetId ?? null;
    if (
      (factorId === null) === (inputDatasetId === null) ||
      (factorId !== null && !positiveId(factorId)) ||
      (inputDatasetId !== null && !positiveId(inputDatasetId))
    ) {
      return fail('generalDatasetExchangeInput', { line });
    }
    const quantity = exchange.quantity;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0 || quantity > DATASET_VALUE_MAX) {
      return fail('generalDatasetExchangeQuantity', { line, max: DATASET_VALUE_MAX });
    }
    const exchangeUnit = trimmed(exchange.unit);
    const exchangeUnitId = refs.unitIds.get(exchangeUnit);
    if (exchangeUnitId === undefined) return fail('generalDatasetUnitUnknown', { unit: exchangeUnit.slice(0, 40) });
    const note = trimmed(exchange.note ?? '');
    if (length(note) > EXCHANGE_NOTE_MAX) return fail('generalDatasetExchangeNoteTooLong', { line, max: EXCHANGE_NOTE_MAX });
    exchanges.push({ factorId, inputDatasetId, quantity: new Decimal(quantity).toFixed(), unitId: exchangeUnitId, note });
  }
  return { content: { nameZh, nameEn, unitId, categoryId, region, year: input.year, source, description, exchanges } };
}
