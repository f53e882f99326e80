/**
 * How the data entry screens name dictionary values: a label lookup and the life-cycle stages. The
 * reference data itself (dictionaries, units, the directory) comes from @pcf/shared.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGES, LIFECYCLE_STAGE_DICT, useDictOptions } from '@pcf/shared';
import type { LifecycleStage, ObjDictOption } from '@pcf/shared';
import { ACQUISITION_NS } from '../locales';

/** The dictionary of a line's region. */
export const REGION_DICT = 'pcf_region';

/** The label of a dictionary value, or the value itself when the dictionary does not name it. */
export function useLabelOf(options: readonly ObjDictOption[]): (value: string | null | undefined) => string {
  return useCallback((value) => (value ? (options.find((o) => o.value === value)?.label ?? value) : ''), [options]);
}

/** The life-cycle stages in the contract's order, named by the dictionary (this remote's own labels while it loads or fails). */
export function useStageOptions(): { value: LifecycleStage; label: string }[] {
  const { t } = useTranslation(ACQUISITION_NS);
  const fallback = useMemo(() => LIFECYCLE_STAGES.map((value) => ({ value, label: t(`inventory.stages.${value}`) })), [t]);
  const named = useDictOptions(LIFECYCLE_STAGE_DICT, fallback).value;
  return useMemo(() => LIFECYCLE_STAGES.map((value) => ({ value, label: named.find((o) => o.value === value)?.label ?? value })), [named]);
}
