/**
 * Under a line's factor: the net calorific value through which its quantity reached the factor's
 * unit (m³ of gas on a factor per kWh), with its source, as the snapshot recorded it. Nothing for a
 * line that did not go through one, or a snapshot made before the NCV was recorded.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored } from '@pcf/shared';
import type { SnapshotLine } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';

export function CalorificValueNote({ calorific }: { calorific: SnapshotLine['calorific'] }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  if (!calorific) return null;
  // the value as recorded, every digit: it is what the reader checks the figure against
  const value = formatStored(calorific.value);
  return (
    <div data-testid="calorific">
      <Typography.Text type="secondary">
        {t('footprint.result.calorific', { value, energyUnit: calorific.energyUnit, perUnit: calorific.perUnit, source: calorific.source })}
      </Typography.Text>
    </div>
  );
}
