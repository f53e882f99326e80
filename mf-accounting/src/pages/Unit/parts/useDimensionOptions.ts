/**
 * The dimensions (UNIT_DIMENSIONS) as select options: the labels of the pcf_unit_dimension dictionary in the
 * current language, or this remote's own when the dictionary does not answer.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_DIMENSIONS, UNIT_DIMENSION_DICT, useDictOptions } from '@pcf/shared';
import type { ObjDictOption, UnitDimension } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';

export interface DimensionOption {
  value: UnitDimension;
  label: string;
}

export function useDimensionOptions(): DimensionOption[] {
  const { t, i18n } = useTranslation(ACCOUNTING_NS);
  const fromDictionary = useDictOptions(UNIT_DIMENSION_DICT).value;
  return useMemo(
    () =>
      UNIT_DIMENSIONS.map((value) => ({
        value,
        label: fromDictionary.find((option) => option.value === value)?.label ?? t(`unit.dimensions.${value}`),
      })),
    // i18n.language: t keeps its identity when the language changes, the labels must not
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fromDictionary, t, i18n.language],
  );
}

/** The same labels for the object table's dict cells and advanced search, keyed by the dictionary. */
export function asDictFallback(options: readonly DimensionOption[]): Record<string, ObjDictOption[]> {
  return { [UNIT_DIMENSION_DICT]: options.map((option) => ({ value: option.value, label: option.label })) };
}
