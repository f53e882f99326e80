/**
 * Life-cycle stage names: the dictionary pcf_lifecycle_stage in the reader's language, this
 * remote's own texts while it loads or when it has none.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGE_DICT, useDictLabels } from '@pcf/shared';
import { ANALYSIS_NS } from '../../locales';

export type StageLabel = (stage: string) => string;

export function useStageLabels(): StageLabel {
  const { t } = useTranslation(ANALYSIS_NS);
  const labels = useDictLabels(LIFECYCLE_STAGE_DICT);
  return useCallback((stage) => labels[stage] ?? t(`contribution.stages.${stage}`, { defaultValue: stage }), [labels, t]);
}
