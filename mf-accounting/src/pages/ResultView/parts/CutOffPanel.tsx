/**
 * What the cut-off left out of a result: the rule the study stated, the lines it excluded with their
 * emissions, and their share of the total before cut-off (PACT's exemptedEmissionsPercent, at most
 * 5 %). A result computed without a cut-off says that every line counts.
 */
import { Alert, Card, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FootprintSnapshot, SnapshotLine } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { formatNumber, formatPercent, formatShare } from '../../../parts/footprint/format';
import type { StageLabel } from '../../../parts/footprint/useStageLabels';

export function CutOffPanel({ snapshot, stageLabel }: { snapshot: FootprintSnapshot; stageLabel: StageLabel }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const { cutOff, settings } = snapshot;
  if (!settings.cutOffEnabled || !cutOff) {
    return <Alert type="info" showIcon data-testid="cut-off-panel" title={t('footprint.result.cutOffOff')} />;
  }
  const excluded = new Set(cutOff.lineIds);
  const lines = snapshot.lines.filter((line) => excluded.has(line.lineId)).sort((a, b) => Math.abs(b.emission) - Math.abs(a.emission));
  // results stored before the emission was kept with the cut-off: the lines' own sum
  const emission = cutOff.emission ?? lines.reduce((sum, line) => sum + line.emission, 0);
  const columns: TableColumnsType<SnapshotLine> = [
    { key: 'stage', title: t('footprint.result.stage'), render: (_, line) => stageLabel(line.stage) },
    { key: 'description', title: t('footprint.result.description'), render: (_, line) => line.description },
    { key: 'emission', title: t('footprint.result.emission'), align: 'right', render: (_, line) => formatNumber(line.emission) },
    { key: 'share', title: t('footprint.result.share'), align: 'right', render: (_, line) => formatShare(line.share) },
  ];
  return (
    <Card size="small" title={t('footprint.result.cutOffTitle', { count: lines.length })} data-testid="cut-off-panel">
      <Typography.Paragraph>
        {t('footprint.result.cutOffRule', {
          line: formatPercent(settings.cutOffLinePercent),
          total: formatPercent(settings.cutOffTotalPercent),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph strong data-testid="cut-off-excluded">
        {t('footprint.result.cutOffExcluded', { emission: formatNumber(emission), share: formatShare(cutOff.share) })}
      </Typography.Paragraph>
      {lines.length > 0 && (
        <Table<SnapshotLine>
          rowKey="lineId"
          size="small"
          columns={columns}
          dataSource={lines}
          pagination={lines.length > 10 ? { pageSize: 10, size: 'small' } : false}
        />
      )}
    </Card>
  );
}
