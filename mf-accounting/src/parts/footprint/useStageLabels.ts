/**
 * Life-cycle stage names: the dictionary pcf_lifecycle_stage (the one the data entry screens use,
 * in the reader's language), this package's own texts while it loads or when it has none.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGE_DICT, objectApi } from '@pcf/shared';
import type { LifecycleStage } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../locales';

export type StageLabel = (stage: LifecycleStage | string | null) => string;

export function useStageLabels(): StageLabel {
  const { t, i18n } = useTranslation(ACCOUNTING_NS);
  const [dictionary, setDictionary] = useState<Record<string, string>>({});
  useEffect(() => {
    let active = true;
    objectApi
      .dictOptions(LIFECYCLE_STAGE_DICT)
      .then((envelope) => {
        if (!active || envelope.code !== 200 || !Array.isArray(envelope.data)) return;
        setDictionary(Object.fromEntries(envelope.data.map((option) => [option.value, option.label])));
      })
      .catch(() => {
        // the package's own names stand in
      });
    return () => {
      active = false;
    };
  }, [i18n.language]);
  return useCallback(
    (stage) => (stage === null ? '' : (dictionary[stage] ?? t(`footprint.stages.${stage}`, { defaultValue: stage }))),
    [dictionary, t],
  );
}
