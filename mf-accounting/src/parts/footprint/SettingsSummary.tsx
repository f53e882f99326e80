/** The study settings at a glance: the wizard's review step, the computation page and a result's settings used. */
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored } from '@pcf/shared';
import type { StudySettings } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../locales';
import { NO_VALUE, allocationShareOf, formatPercent, formatShare } from './format';

export interface SettingsSummaryProps {
  settings: StudySettings;
  /** The declared unit's code, when known. */
  unitCode: string | null;
  /** The allocation share a computation applied (a snapshot's), instead of the one the amounts give. */
  appliedShare?: number;
}

export function SettingsSummary({ settings, unitCode, appliedShare }: SettingsSummaryProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const share = appliedShare ?? allocationShareOf(settings);
  const allocation =
    settings.allocationMethod === 'none'
      ? t('footprint.allocation.none')
      : t('footprint.summary.allocation', {
          method: t(`footprint.allocation.${settings.allocationMethod}`),
          product: settings.allocationProduct === null ? NO_VALUE : formatStored(settings.allocationProduct),
          total: settings.allocationTotal === null ? NO_VALUE : formatStored(settings.allocationTotal),
          unit: t(`footprint.allocation.unit.${settings.allocationMethod}`),
          share: formatShare(share),
        });
  const cutOff = settings.cutOffEnabled
    ? t('footprint.summary.cutOff', { line: formatPercent(settings.cutOffLinePercent), total: formatPercent(settings.cutOffTotalPercent) })
    : t('footprint.summary.off');
  const monteCarlo =
    settings.monteCarloIterations === 0
      ? t('footprint.summary.off')
      : t('footprint.summary.monteCarlo', { iterations: settings.monteCarloIterations, seed: settings.monteCarloSeed });

  const items = [
    {
      key: 'goal',
      label: t('footprint.settings.goal'),
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{settings.goal || '—'}</Typography.Text>,
      span: 2,
    },
    {
      key: 'scope',
      label: t('footprint.settings.scope'),
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{settings.scope || '—'}</Typography.Text>,
      span: 2,
    },
    {
      key: 'declaredUnit',
      label: t('footprint.settings.declaredUnitId'),
      children: t('footprint.summary.modules', {
        quantity: formatStored(settings.declaredQuantity),
        unit: unitCode ?? '',
        // results computed before the module count described one module
        count: settings.moduleCount ?? 1,
      }),
    },
    { key: 'boundary', label: t('footprint.settings.boundary'), children: t(`project.boundaries.${settings.boundary}`) },
    { key: 'allocation', label: t('footprint.settings.allocationMethod'), children: allocation, span: 2 },
    { key: 'cutOff', label: t('footprint.settings.cutOffEnabled'), children: cutOff },
    { key: 'gwpSet', label: t('footprint.settings.gwpSet'), children: t(`project.gwpSets.${settings.gwpSet}`) },
    { key: 'monteCarlo', label: t('footprint.settings.monteCarloIterations'), children: monteCarlo, span: 2 },
  ];
  return <Descriptions size="small" bordered column={2} items={items} />;
}
