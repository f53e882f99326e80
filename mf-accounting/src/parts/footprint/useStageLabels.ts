/**
 * Life-cycle stage names: the dictionary pcf_lifecycle_stage (the one the data entry screens use,
 * in the reader's language), this package's own texts while it loads or when it has none.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGE_DICT, useDictOptions } from '@pcf/shared';
import type { LifecycleStage } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../locales';

export type StageLabel = (stage: LifecycleStage | string | null) => string;

export function useStageLabels(): StageLabel {
  const { t } = useTranslation(ACCOUNTING_NS);
  const { value: options } = useDictOptions(LIFECYCLE_STAGE_DICT);
  const dictionary = useMemo<Record<string, string>>(
    () => Object.fromEntries(options.map((option) => [option.value, option.label])),
    [options],
  );
  return useCallback(
    (stage) => (stage === null ? '' : (dictionary[stage] ?? t(`footprint.stages.${stage}`, { defaultValue: stage }))),
    [dictionary, t],
  );
}
