/** Which of the project's snapshots is shown, and which other one it is compared with. */
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SnapshotSummary } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { formatNumber, formatTime } from '../../../parts/footprint/format';

export interface SnapshotPickerProps {
  current: number;
  compare: number | null;
  snapshots: SnapshotSummary[];
  onPick(id: number): void;
  onCompare(id: number): void;
}

export function SnapshotPicker({ current, compare, snapshots, onPick, onCompare }: SnapshotPickerProps) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const label = (s: SnapshotSummary) =>
    t('footprint.picker.option', { seq: s.seq, time: formatTime(s.createdAt), total: formatNumber(s.total), by: s.createdByName });
  const others = snapshots.filter((s) => s.id !== current);
  return (
    <Space wrap>
      <Typography.Text>{t('footprint.picker.snapshot')}</Typography.Text>
      <Select<number>
        aria-label={t('footprint.picker.snapshot')}
        value={current}
        onChange={onPick}
        options={snapshots.map((s) => ({ value: s.id, label: label(s) }))}
        style={{ minWidth: 320 }}
        popupMatchSelectWidth={false}
      />
      <Typography.Text>{t('footprint.picker.compare')}</Typography.Text>
      <Select<number>
        aria-label={t('footprint.picker.compare')}
        placeholder={others.length === 0 ? t('footprint.picker.nothingToCompare') : t('footprint.picker.comparePlaceholder')}
        disabled={others.length === 0}
        value={compare ?? undefined}
        onChange={onCompare}
        options={others.map((s) => ({ value: s.id, label: label(s) }))}
        style={{ minWidth: 320 }}
        popupMatchSelectWidth={false}
      />
    </Space>
  );
}
