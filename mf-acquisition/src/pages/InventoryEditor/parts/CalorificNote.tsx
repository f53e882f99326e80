/**
 * Says, under a line's unit, that its quantity will reach the factor's unit through the factor's net
 * calorific value (m³ of gas on a factor per kWh), with the value and its source; nothing otherwise.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnitRow } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { formatValue } from '../../../parts/format';
import { unitPath, type FactorChoice } from '../lines';

export interface CalorificNoteProps {
  units: readonly UnitRow[];
  unitId: number | undefined;
  factor: FactorChoice | null | undefined;
}

export function CalorificNote({ units, unitId, factor }: CalorificNoteProps) {
  const { t } = useTranslation(ACQUISITION_NS);
  if (!factor?.ncv || unitId === undefined || unitPath(units, unitId, factor) !== 'calorific') return null;
  const { value, energyUnit, perUnit, source } = factor.ncv;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="calorific-note"
      title={t('inventory.form.calorific', {
        value: formatValue(value),
        energyUnit,
        perUnit,
        factorUnit: factor.unitCode,
        source,
      })}
    />
  );
}
