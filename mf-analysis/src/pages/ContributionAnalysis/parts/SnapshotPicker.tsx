/** Which result is analysed: a search over the computed projects' snapshots the user may read. */
import { useEffect, useMemo } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectSearch } from '@pcf/shared';
import type { AnalysisSnapshotChoice } from '@pcf/shared';
import { ANALYSIS_NS } from '../../../locales';
import { contributionApi } from '../../../parts/contribution/api';
import { formatNumber } from '../../../parts/contribution/format';

export interface SnapshotPickerProps {
  value: number | null;
  onPick(snapshotId: number): void;
}

export function SnapshotPicker({ value, onPick }: SnapshotPickerProps) {
  const { t } = useTranslation(ANALYSIS_NS);
  const { found, searching, search, onOpenChange } = useObjectSearch((text: string) => contributionApi.snapshots(text).catch(() => []));
  // a result named by the address: the newest results are read at once, so it shows by its project's name
  useEffect(() => {
    if (value !== null) search('');
    // once, on opening the page with a result named
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const options = useMemo(
    () =>
      found.map((choice: AnalysisSnapshotChoice) => ({
        value: choice.snapshotId,
        label: t('contribution.picker.option', {
          code: choice.projectCode,
          name: choice.projectName,
          model: choice.productModel,
          seq: choice.seq,
          total: formatNumber(choice.total),
          unit: choice.declaredUnitCode,
        }),
      })),
    [found, t],
  );
  // the result in the address stays named while the matches do not include it
  const shown =
    value !== null && !options.some((o) => o.value === value)
      ? [{ value, label: t('contribution.picker.current', { id: value }) }, ...options]
      : options;
  return (
    <Select<number>
      aria-label={t('contribution.picker.label')}
      placeholder={t('contribution.picker.placeholder')}
      value={value ?? undefined}
      onChange={onPick}
      options={shown}
      style={{ width: '100%', maxWidth: 640 }}
      popupMatchSelectWidth={false}
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={onOpenChange}
      notFoundContent={searching ? <Spin size="small" /> : t('contribution.picker.nothingFound')}
    />
  );
}
