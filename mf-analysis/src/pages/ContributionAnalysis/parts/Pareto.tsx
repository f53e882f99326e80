/**
 * The Pareto analysis: every line, largest first, with its running share of the total before
 * cut-off and flags for lines above 5 % and above 1 %; the chart shows the largest lines.
 */
import { useMemo } from 'react';
import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContributionLine, ContributionReply } from '@pcf/shared';
import { Chart } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { CO2E, formatNumber, formatShare } from '../../../parts/contribution/format';
import { itemUrl } from '../../../parts/paths';
import type { StageLabel } from '../../../parts/contribution/useStageLabels';
import { pareto } from './chartOptions';

/** Lines the chart shows (the table lists all). */
const CHART_LINES = 20;

export function Pareto({ reply, stageLabel }: { reply: ContributionReply; stageLabel: StageLabel }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const option = useMemo(
    () =>
      pareto(
        reply.lines
          .slice(0, CHART_LINES)
          .map((line) => ({ name: line.description, emission: line.emission, share: line.share, cumulativeShare: line.cumulativeShare })),
        CO2E,
        t('contribution.pareto.cumulative'),
      ),
    [reply, t],
  );
  const columns: TableColumnsType<ContributionLine> = [
    { key: 'rank', title: t('contribution.pareto.rank'), width: 64, render: (_, _row, index) => index + 1 },
    {
      key: 'description',
      title: t('contribution.pareto.line'),
      render: (_, line) => <Link to={itemUrl(reply.snapshotId, line.lineId)}>{line.description}</Link>,
    },
    { key: 'stage', title: t('contribution.stage'), render: (_, line) => stageLabel(line.stage) },
    { key: 'source', title: t('contribution.pareto.source'), render: (_, line) => line.factorCode ?? line.gas ?? '' },
    { key: 'emission', title: t('contribution.emission'), align: 'right', render: (_, line) => formatNumber(line.emission) },
    { key: 'share', title: t('contribution.share'), align: 'right', render: (_, line) => formatShare(line.share) },
    {
      key: 'cumulative',
      title: t('contribution.pareto.cumulative'),
      align: 'right',
      render: (_, line) => formatShare(line.cumulativeShare),
    },
    {
      key: 'flags',
      title: t('contribution.pareto.flags'),
      render: (_, line) => (
        <>
          {line.above5 ? (
            <Tag color="red">{t('contribution.pareto.above5')}</Tag>
          ) : line.above1 ? (
            <Tag color="orange">{t('contribution.pareto.above1')}</Tag>
          ) : null}
          {line.excluded && <Tag>{t('contribution.excluded')}</Tag>}
        </>
      ),
    },
  ];
  return (
    <Card size="small" title={t('contribution.pareto.title')}>
      <Chart option={option} height={360} ariaLabel={t('contribution.pareto.chart')} />
      <div data-testid="pareto">
        <Table<ContributionLine>
          rowKey="lineId"
          size="small"
          columns={columns}
          dataSource={reply.lines}
          pagination={reply.lines.length > 20 ? { pageSize: 20, size: 'small' } : false}
        />
      </div>
    </Card>
  );
}
